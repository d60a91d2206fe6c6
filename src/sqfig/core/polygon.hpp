// How much of a rectangle a filled polygon covers: the polygon clipped to the
// rectangle (Sutherland-Hodgman, exact for any simple polygon against a
// convex window), then its area. Legend placement and the collision check use
// it for filled shapes that are not boxes (a band), whose bounding box would
// claim far more of the plot than they paint.
#pragma once

#include <vector>

#include "sqfig/core/geometry.hpp"

namespace sqfig {

/// Area enclosed by a closed polygon (either winding).
double polygon_area(const std::vector<Point>& pts);

/// The part of the closed polygon `pts` inside `r` (Sutherland-Hodgman);
/// fewer than 3 points when none is.
std::vector<Point> clip_polygon(const std::vector<Point>& pts, const Rect& r);

/// Area of the part of the closed polygon `pts` inside `r`.
double polygon_overlap_area(const std::vector<Point>& pts, const Rect& r);

/// True when the closed path `pts` is an axis-aligned box (a bar, a
/// rectangle): its bounding box is then its exact shape.
bool is_axis_aligned_box(const std::vector<Point>& pts);

}  // namespace sqfig
