// sqfig: publication-quality bar and line charts, schematics and annotations,
// drawn with Cairo and set with Pango. Include this one header to build, check
// and save figures; add <sqfig/scene.hpp> to work with a laid-out page (a
// Scene) or to write an artist of your own. The scene is left out so that a
// TU that only draws charts does not compile it (docs/performance.md).
/// \namespace sqfig
/// Everything sqfig offers: figures and their axes, artists, scales and
/// colour maps, styles, the layout and figure checks, and output.
#pragma once

#include "sqfig/version.hpp"
#include "sqfig/core/color.hpp"
#include "sqfig/core/color_cycle.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/core/mark_style.hpp"
#include "sqfig/core/values.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/colormap.hpp"
#include "sqfig/scale/scale.hpp"
#include "sqfig/scale/date_scale.hpp"
#include "sqfig/style.hpp"
#include "sqfig/text/math_text.hpp"
#include "sqfig/axes.hpp"
// Every artist: axes.hpp only declares what it makes (see there).
#include "sqfig/artists/annotation.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/band.hpp"
#include "sqfig/artists/bar_labels.hpp"
#include "sqfig/artists/bars.hpp"
#include "sqfig/artists/boxplot.hpp"
#include "sqfig/artists/color_mapped.hpp"
#include "sqfig/artists/colorbar.hpp"
#include "sqfig/artists/contour.hpp"
#include "sqfig/artists/ecdf.hpp"
#include "sqfig/artists/error_bars.hpp"
#include "sqfig/artists/heatmap.hpp"
#include "sqfig/artists/hexbin.hpp"
#include "sqfig/artists/histogram.hpp"
#include "sqfig/artists/histogram2d.hpp"
#include "sqfig/artists/legend.hpp"
#include "sqfig/artists/line.hpp"
#include "sqfig/artists/pie.hpp"
#include "sqfig/artists/point_labels.hpp"
#include "sqfig/artists/polar_line.hpp"
#include "sqfig/artists/radar.hpp"
#include "sqfig/artists/reference_lines.hpp"
#include "sqfig/artists/scatter.hpp"
#include "sqfig/artists/shapes.hpp"
#include "sqfig/artists/significance_brackets.hpp"
#include "sqfig/artists/stackplot.hpp"
#include "sqfig/artists/text.hpp"
#include "sqfig/artists/violin.hpp"
#include "sqfig/polar_axes.hpp"
#include "sqfig/figure.hpp"
#include "sqfig/document.hpp"
#include "sqfig/document_writer.hpp"
// Conveniences of the ML gallery (issue 13): numpy-like sequences, plt.subplots().
#include "sqfig/core/fit.hpp"
#include "sqfig/core/percentile.hpp"
#include "sqfig/core/sequences.hpp"
#include "sqfig/subplots.hpp"
// Paper-ready styles and the figure check (issue 18)
#include "sqfig/check.hpp"
#include "sqfig/style/figure_size.hpp"
#include "sqfig/style/presets.hpp"
#include "sqfig/style/venue.hpp"
