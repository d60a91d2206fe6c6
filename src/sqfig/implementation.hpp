// sqfig's whole implementation, for exactly one translation unit of a program.
//
// The library target (CMake's sqfig::sqfig, `pkg-config sqfig`) compiles it
// once, in src/sqfig.cpp. Without a build system, include it in one .cpp of
// your own, with src/ on the include path (README: "Without a build system");
// every other TU includes only <sqfig/sqfig.hpp>. Both routes draw the same bytes.
//
// The list is checked: tests/packaging/implementation_list.sh (run by
// `make test`) fails when a .ipp under src/sqfig is missing here or listed twice.
#pragma once

// g++ 12 at -O2 has false positives in the standard headers' vector code, seen
// in sqfig's and reported at lines of <bits/...>: -Wnonnull (std::copy, inlined
// into the out-of-line std::vector<Point>::_M_assign_aux, "may pass memmove a
// null pointer", only when the copy is empty) and -Wfree-nonheap-object (the
// destructor of a swapped std::vector<Point> in polygon_overlap_area). The
// standard headers are included first with those two off, so only warnings
// located in them are ignored; sqfig's own lines stay checked. (In a TU of
// yours that includes <vector> before this file, the region comes too late.)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnonnull"
#pragma GCC diagnostic ignored "-Wfree-nonheap-object"
#include <algorithm>
#include <vector>
#pragma GCC diagnostic pop

#include "sqfig/sqfig.hpp"
#include "sqfig/scene.hpp"

#include "sqfig/artists/annotation.ipp"
#include "sqfig/artists/artist.ipp"
#include "sqfig/artists/band.ipp"
#include "sqfig/artists/bar_labels.ipp"
#include "sqfig/artists/bars.ipp"
#include "sqfig/artists/boxplot.ipp"
#include "sqfig/artists/color_mapped.ipp"
#include "sqfig/artists/colorbar.ipp"
#include "sqfig/artists/error_bars.ipp"
#include "sqfig/artists/heatmap.ipp"
#include "sqfig/artists/ecdf.ipp"
#include "sqfig/artists/histogram.ipp"
#include "sqfig/artists/legend.ipp"
#include "sqfig/artists/line.ipp"
#include "sqfig/artists/path_simplify.ipp"
#include "sqfig/artists/point_labels.ipp"
#include "sqfig/artists/reference_lines.ipp"
#include "sqfig/artists/scatter.ipp"
#include "sqfig/artists/shapes.ipp"
#include "sqfig/artists/stackplot.ipp"
#include "sqfig/artists/text.ipp"
#include "sqfig/artists/violin.ipp"
#include "sqfig/axes.ipp"
#include "sqfig/axis.ipp"
#include "sqfig/check.ipp"
#include "sqfig/core/color.ipp"
#include "sqfig/core/color_cycle.ipp"
#include "sqfig/core/color_vision.ipp"
#include "sqfig/core/error.ipp"
#include "sqfig/core/fit.ipp"
#include "sqfig/core/geometry.ipp"
#include "sqfig/core/mark_style.ipp"
#include "sqfig/core/polygon.ipp"
#include "sqfig/core/quad.ipp"
#include "sqfig/core/sequences.ipp"
#include "sqfig/document.ipp"
#include "sqfig/document_writer.ipp"
#include "sqfig/figure.ipp"
#include "sqfig/layout/axes_layout.ipp"
#include "sqfig/layout/collisions.ipp"
#include "sqfig/layout/constrained_layout.ipp"
#include "sqfig/layout/figure_check.ipp"
#include "sqfig/layout/grid_layout.ipp"
#include "sqfig/layout/legend_placement.ipp"
#include "sqfig/output/format.ipp"
#include "sqfig/render.ipp"
#include "sqfig/scale/colormap.ipp"
#include "sqfig/scale/number_format.ipp"
#include "sqfig/scale/scale.ipp"
#include "sqfig/scale/tick_formatter.ipp"
#include "sqfig/scale/ticker.ipp"
#include "sqfig/scene.ipp"
#include "sqfig/style.ipp"
#include "sqfig/style/figure_size.ipp"
#include "sqfig/style/presets.ipp"
#include "sqfig/style/print_palette.ipp"
#include "sqfig/style/venue.ipp"
#include "sqfig/subplots.ipp"
#include "sqfig/text/font_availability.ipp"
#include "sqfig/text/math_text.ipp"
#include "sqfig/text/text_limits.ipp"
#include "sqfig/text/text_placement.ipp"
