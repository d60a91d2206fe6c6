// The implementation of sqfig/core/geometry.hpp.
#include "sqfig/core/geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sqfig {

Point Rect::center() const { return {x + width / 2, y + height / 2}; }

bool Rect::empty() const { return !(width > 0) || !(height > 0); }

Rect Rect::from_edges(double l, double t, double r, double b) { return {l, t, r - l, b - t}; }

Rect Rect::inflated(double d) const { return {x - d, y - d, width + 2 * d, height + 2 * d}; }

bool Rect::intersects(const Rect& o, double tol) const {
    return std::min(right(), o.right()) - std::max(left(), o.left()) > tol &&
           std::min(bottom(), o.bottom()) - std::max(top(), o.top()) > tol;
}

bool Rect::contains(const Rect& o, double tol) const {
    return o.left() >= left() - tol && o.right() <= right() + tol && o.top() >= top() - tol &&
           o.bottom() <= bottom() + tol;
}

bool Rect::contains(Point p) const { return p.x >= left() && p.x <= right() && p.y >= top() && p.y <= bottom(); }

Rect Rect::united(const Rect& o) const {
    if (empty()) return o;
    if (o.empty()) return *this;
    return from_edges(std::min(left(), o.left()), std::min(top(), o.top()),
                      std::max(right(), o.right()), std::max(bottom(), o.bottom()));
}

double Rect::overlap_area(const Rect& o) const {
    const double w = std::min(right(), o.right()) - std::max(left(), o.left());
    const double h = std::min(bottom(), o.bottom()) - std::max(top(), o.top());
    return (w > 0 && h > 0) ? w * h : 0.0;
}

}  // namespace sqfig
