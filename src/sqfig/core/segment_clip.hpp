// Liang-Barsky clipping of a segment to a box, shared by clipped_length
// (quad.hpp) and the rules that ask where a stroke enters a box.
#pragma once

#include <optional>
#include "sqfig/core/geometry.hpp"

namespace sqfig::detail {

// The part of the segment a-b inside `r`, as fractions [t0, t1] of the way
// from a; none when it misses it. `strict`: only the open inside counts (a
// segment along an edge, or touching a corner, misses).
struct SegmentSpan {
    double t0, t1;
};
std::optional<SegmentSpan> clip_segment(Point a, Point b, const Rect& r, bool strict);
// The same against edges, any of which may be infinite: a box open to one
// side cannot be a Rect (from -1e300 to 20 its right edge is -1e300 + (20 +
// 1e300), which is 0).
std::optional<SegmentSpan> clip_segment(Point a, Point b, double left, double top, double right, double bottom,
                                        bool strict);

}  // namespace sqfig::detail
