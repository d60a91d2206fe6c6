// Plain geometric value types in points (1/72 in), y pointing down as on a page.
#pragma once

#include "sqfig/config.hpp"


namespace sqfig {

/// A position: points on a page (y down), or data, axes or figure coordinates
/// where an API says so.
struct SQFIG_API Point {
    /// \var x
    /// Horizontal coordinate.
    /// \var y
    /// Vertical coordinate (on a page: down from the top).
    double x = 0, y = 0;
    /// True when both coordinates are exactly equal.
    friend bool operator==(const Point& a, const Point& b) { return a.x == b.x && a.y == b.y; }
};

/// A width and a height, points.
struct SQFIG_API Size {
    /// \var width
    /// Width, points.
    /// \var height
    /// Height, points.
    double width = 0, height = 0;
};

/// Axis-aligned rectangle: (x, y) is the top-left corner on the page.
struct SQFIG_API Rect {
    /// \var x
    /// Left edge.
    /// \var y
    /// Top edge (on a page; the lower edge in data coordinates).
    /// \var width
    /// Width, rightwards.
    /// \var height
    /// Height, downwards on a page.
    double x = 0, y = 0, width = 0, height = 0;

    /// The left edge, x.
    double left() const { return x; }
    /// The right edge, x + width.
    double right() const { return x + width; }
    /// The top edge, y.
    double top() const { return y; }
    /// The bottom edge, y + height.
    double bottom() const { return y + height; }
    /// The centre.
    Point center() const;
    /// True unless width and height are both > 0 (NaN counts as empty).
    bool empty() const;

    /// The rectangle with left edge `l`, top `t`, right `r` and bottom `b`.
    static Rect from_edges(double l, double t, double r, double b);

    /// Grown by d on every side (shrunk when d < 0).
    Rect inflated(double d) const;

    /// True when the interiors overlap by more than tol in both directions.
    bool intersects(const Rect& o, double tol = 0) const;
    /// True when `o` lies inside, its edges at most `tol` points outside.
    bool contains(const Rect& o, double tol = 0) const;
    /// True when `p` lies inside or on an edge.
    bool contains(Point p) const;

    /// The smallest rectangle holding both; an empty rectangle counts as nothing.
    Rect united(const Rect& o) const;
    /// Area of the overlap (0 when disjoint).
    double overlap_area(const Rect& o) const;
};

/// Lengths are points; these convert from other units.
/// points_per_inch: 72 points make an inch.
constexpr double points_per_inch = 72.0;
/// π.
constexpr double pi = 3.14159265358979323846;
/// `in` inches in points.
constexpr double inches(double in) { return in * points_per_inch; }
/// A size of `w_in` × `h_in` inches in points: inches(7.2, 3) is 518.4 × 216.
constexpr Size inches(double w_in, double h_in) { return {w_in * points_per_inch, h_in * points_per_inch}; }
/// `mm` millimetres in points.
constexpr double millimetres(double mm) { return mm * points_per_inch / 25.4; }

}  // namespace sqfig
