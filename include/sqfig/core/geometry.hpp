// Plain geometric value types in points (1/72 in), y pointing down as on a page.
#pragma once


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
    Point center() const;
    bool empty() const;

    static Rect from_edges(double l, double t, double r, double b);

    /// Grown by d on every side (shrunk when d < 0).
    Rect inflated(double d) const;

    /// True when the interiors overlap by more than tol in both directions.
    bool intersects(const Rect& o, double tol = 0) const;
    bool contains(const Rect& o, double tol = 0) const;
    bool contains(Point p) const;

    Rect united(const Rect& o) const;
    /// Area of the overlap (0 when disjoint).
    double overlap_area(const Rect& o) const;
};

/// Lengths are points; these convert from other units.
constexpr double points_per_inch = 72.0;
constexpr double pi = 3.14159265358979323846;
constexpr double inches(double in) { return in * points_per_inch; }
constexpr Size inches(double w_in, double h_in) { return {w_in * points_per_inch, h_in * points_per_inch}; }
constexpr double millimetres(double mm) { return mm * points_per_inch / 25.4; }

}  // namespace sqfig
