// Drawing a Scene with Cairo: the one place that turns sqfig's backend-neutral
// page description (scene.hpp) into Cairo calls, for files (output/) and for a
// caller's own cairo_t (Figure::draw, Page::draw).
#pragma once

#include <cairo.h>

#include <cmath>
#include <optional>

#include "sqfig/core/color.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/render.hpp"
#include "sqfig/render/rasterized_items.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

namespace detail {

// Cairo turns a NaN coordinate, width or dash into a sticky error on the
// context (and writes "nan" into PDFs); a scene that could do that is
// rejected before anything is drawn.
inline bool finite(const Point& p) { return std::isfinite(p.x) && std::isfinite(p.y); }
inline bool drawable(const Color& c) {
    return std::isfinite(c.r) && std::isfinite(c.g) && std::isfinite(c.b) && std::isfinite(c.a);
}
inline bool finite(const Rect& r) {
    return std::isfinite(r.x) && std::isfinite(r.y) && std::isfinite(r.width) && std::isfinite(r.height);
}

/// Throws sqfig::Error, naming the item, when the scene holds something
/// Cairo cannot draw (see above); draws nothing.
void require_drawable(const Scene& scene);

/// Adds an axis-aligned rectangle (a bar, a swatch, a frame) as
/// cairo_rectangle does: a corner, then its width and height as relative
/// moves. Cairo keeps paths in 1/256 of a device unit; given the four corners
/// it rounded each edge on its own, so equal bars came out one grid unit apart
/// (10,002 bars of 0.039 and 0.043 pt in a PDF, whose `re` operands then did
/// not compress); rounded once, one width stays one width. Where the matrix
/// keeps axes apart, a side thinner than the grid is drawn one unit wide
/// rather than rounded away. False, adding nothing, for any other path.
bool add_axis_aligned_rectangle(cairo_t* cr, const ScenePath& p);

/// Adds a scene path's outline to the current path: an axis-aligned
/// rectangle as add_axis_aligned_rectangle does, anything else point by point.
/// The fill, the stroke and a hatch's clip all take it from here, so a hatch
/// covers exactly the area filled.
void add_outline(cairo_t* cr, const ScenePath& p);

/// A scene path: its fill, hatch and stroke.
void draw_path(cairo_t* cr, const ScenePath& p);

// The page rectangle an item's ink may reach (empty: it draws nothing).
// Bounded generously: a mitre may stick out 5 widths at Cairo's default
// limit of 10. Text is not covered (its ink is not bounded by its box).
std::optional<Rect> ink_bounds(const SceneItem& item);

// Whether `item` must be drawn inside its clip: only when its ink may reach
// the clip's edge. Most data (bars, markers, lines within the limits) lies
// well inside the plot, and a clip per item costs a clip path each in PDF, SVG
// and PS (a third of a 10^4-bar PDF) and a mask in the rasterizer. Text
// always keeps its clip, since glyph ink is not bounded by the text's box.
bool needs_clip(const SceneItem& item);

/// The whole scene on `cr`: background, then every item in order.
void draw_scene(cairo_t* cr, const Scene& scene);

}  // namespace detail

}  // namespace sqfig
