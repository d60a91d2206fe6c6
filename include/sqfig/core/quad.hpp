// An oriented box (a rectangle that may be rotated), used for the ink boxes of
// rotated text and for collision tests that axis-aligned boxes would overstate.
#pragma once

#include <array>

#include "sqfig/config.hpp"
#include "sqfig/core/geometry.hpp"

namespace sqfig {

/// A convex quadrilateral on the page, given by its four corners: a rectangle,
/// possibly rotated (the ink box of rotated text).
struct SQFIG_API Quad {
    /// The corners in order around the box; from_rect() gives top-left, top-right,
    /// bottom-right, bottom-left.
    std::array<Point, 4> corners{};

    /// The quad of an axis-aligned rectangle.
    static Quad from_rect(const Rect& r);
    /// The smallest axis-aligned rectangle holding every corner.
    Rect bounds() const;

    /// Separating-axis test for two convex quads; `tol` points of overlap are forgiven.
    bool intersects(const Quad& o, double tol = 0) const;
    /// The same test against an axis-aligned rectangle.
    bool intersects(const Rect& r, double tol = 0) const;

    /// True when every corner lies inside r (with tolerance).
    bool inside(const Rect& r, double tol = 0) const;

private:
    static bool separated_along_edges(const Quad& a, const Quad& b, double tol);
};

/// Length of the part of segment a-b inside r (Liang–Barsky clipping).
SQFIG_API double clipped_length(Point a, Point b, const Rect& r);

}  // namespace sqfig
