// An oriented box (a rectangle that may be rotated), used for the ink boxes of
// rotated text and for collision tests that axis-aligned boxes would overstate.
#pragma once

#include <array>

#include "sqfig/core/geometry.hpp"

namespace sqfig {

struct Quad {
    std::array<Point, 4> corners{};  // in order around the box

    static Quad from_rect(const Rect& r);
    Rect bounds() const;

    /// Separating-axis test for two convex quads; `tol` points of overlap are forgiven.
    bool intersects(const Quad& o, double tol = 0) const;
    bool intersects(const Rect& r, double tol = 0) const;

    /// True when every corner lies inside r (with tolerance).
    bool inside(const Rect& r, double tol = 0) const;

private:
    static bool separated_along_edges(const Quad& a, const Quad& b, double tol);
};

/// Length of the part of segment a-b inside r (Liang–Barsky clipping).
double clipped_length(Point a, Point b, const Rect& r);

}  // namespace sqfig
