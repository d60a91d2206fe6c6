// Plain geometric value types in points (1/72 in), y pointing down as on a page.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>

namespace sqfig {

struct Point {
    double x = 0, y = 0;
    friend bool operator==(const Point& a, const Point& b) { return a.x == b.x && a.y == b.y; }
};

struct Size {
    double width = 0, height = 0;
};

/// Axis-aligned rectangle: (x, y) is the top-left corner on the page.
struct Rect {
    double x = 0, y = 0, width = 0, height = 0;

    double left() const { return x; }
    double right() const { return x + width; }
    double top() const { return y; }
    double bottom() const { return y + height; }
    Point center() const { return {x + width / 2, y + height / 2}; }
    bool empty() const { return !(width > 0) || !(height > 0); }

    static Rect from_edges(double l, double t, double r, double b) { return {l, t, r - l, b - t}; }

    /// Grown by d on every side (shrunk when d < 0).
    Rect inflated(double d) const { return {x - d, y - d, width + 2 * d, height + 2 * d}; }

    /// True when the interiors overlap by more than tol in both directions.
    bool intersects(const Rect& o, double tol = 0) const {
        return std::min(right(), o.right()) - std::max(left(), o.left()) > tol &&
               std::min(bottom(), o.bottom()) - std::max(top(), o.top()) > tol;
    }
    bool contains(const Rect& o, double tol = 0) const {
        return o.left() >= left() - tol && o.right() <= right() + tol && o.top() >= top() - tol &&
               o.bottom() <= bottom() + tol;
    }
    bool contains(Point p) const { return p.x >= left() && p.x <= right() && p.y >= top() && p.y <= bottom(); }

    Rect united(const Rect& o) const {
        if (empty()) return o;
        if (o.empty()) return *this;
        return from_edges(std::min(left(), o.left()), std::min(top(), o.top()),
                          std::max(right(), o.right()), std::max(bottom(), o.bottom()));
    }
    /// Area of the overlap (0 when disjoint).
    double overlap_area(const Rect& o) const {
        const double w = std::min(right(), o.right()) - std::max(left(), o.left());
        const double h = std::min(bottom(), o.bottom()) - std::max(top(), o.top());
        return (w > 0 && h > 0) ? w * h : 0.0;
    }
};

/// Lengths are points; these convert from other units.
constexpr double points_per_inch = 72.0;
constexpr double pi = 3.14159265358979323846;
constexpr double inches(double in) { return in * points_per_inch; }
constexpr Size inches(double w_in, double h_in) { return {w_in * points_per_inch, h_in * points_per_inch}; }
constexpr double millimetres(double mm) { return mm * points_per_inch / 25.4; }

}  // namespace sqfig
