// Markers with Cairo: one at a time as paths (vector outputs, few markers),
// or stamped (many markers on pixels: each distinct symbol is drawn once
// per quarter-pixel offset into a small coverage mask, then painted at
// every centre: 0.6 us a marker instead of 28 us a fill and a stroke).
#pragma once

#include <cairo.h>

#include <cstddef>

#include "sqfig/core/color.hpp"

namespace sqfig {

struct SceneItem;
struct SceneMarker;

namespace detail {

inline void set_source(cairo_t* cr, const Color& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

/// One marker as a path, filled and outlined.
void draw_marker(cairo_t* cr, const SceneMarker& m);

// From this many markers in one item, a pixel target stamps them.
inline constexpr std::size_t stamp_markers_from = 1000;

// Draws an item's markers on `cr`: stamped when there are many, the target is
// pixels and its matrix only scales and moves; else one by one.
void draw_markers(cairo_t* cr, const SceneItem& item);

// Stamps an item's markers straight into `image` (ARGB32, whose pixels are
// `to_pixels` of the page) with pixman, clipped to the image: for an image
// sqfig made and nothing else draws on (render/rasterized_items.hpp's bands).
// Cairo's set-up per call was a third of the time.
void stamp_markers_into(cairo_surface_t* image, const cairo_matrix_t& to_pixels, const SceneItem& item);

}  // namespace detail
}  // namespace sqfig
