// Drawing a laid-out page (a Scene) with Cairo: into a context of your own,
// for report generators and custom layouts. `Figure::draw` lays out and draws
// in one call; these draw a scene you already have (`Figure::scene()`,
// `Page::scene()`), perhaps after changing it. Include <cairo.h> yourself to
// make the context; this header only declares cairo_t.
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/detail/cairo_fwd.hpp"

namespace sqfig {

struct Scene;

/// Draws a scene with its page origin at the current user-space origin.
/// Throws sqfig::Error, drawing nothing, for a scene holding a value Cairo
/// cannot draw (a NaN coordinate, width, dash or colour).
SQFIG_API void render(cairo_t* cr, const Scene& scene);

/// Draws a scene into a caller's context with its page origin at `where`'s
/// top-left corner, clipped to `where`. The caller's state (cairo_save /
/// restore) and its current path are kept, and the drawing does not depend
/// on the caller's operator, dashes, antialias, fill rule or tolerance.
/// Throws sqfig::Error, drawing nothing, when the context is already in an
/// error state or the scene holds a value Cairo cannot draw; the context is
/// then left as it was.
SQFIG_API void render_into(cairo_t* cr, const Scene& scene, const Rect& where);

}  // namespace sqfig
