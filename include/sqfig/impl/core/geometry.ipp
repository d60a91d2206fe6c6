// The implementation of sqfig/core/geometry.hpp: included by it in header-only mode, compiled
// once by src/sqfig.cpp (or a user TU including <sqfig/impl/src.hpp>) otherwise.
#pragma once

#include "sqfig/core/geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sqfig {

SQFIG_INLINE Point Rect::center() const { return {x + width / 2, y + height / 2}; }

SQFIG_INLINE bool Rect::empty() const { return !(width > 0) || !(height > 0); }

SQFIG_INLINE Rect Rect::from_edges(double l, double t, double r, double b) { return {l, t, r - l, b - t}; }

SQFIG_INLINE Rect Rect::inflated(double d) const { return {x - d, y - d, width + 2 * d, height + 2 * d}; }

SQFIG_INLINE bool Rect::intersects(const Rect& o, double tol) const {
    return std::min(right(), o.right()) - std::max(left(), o.left()) > tol &&
           std::min(bottom(), o.bottom()) - std::max(top(), o.top()) > tol;
}

SQFIG_INLINE bool Rect::contains(const Rect& o, double tol) const {
    return o.left() >= left() - tol && o.right() <= right() + tol && o.top() >= top() - tol &&
           o.bottom() <= bottom() + tol;
}

SQFIG_INLINE bool Rect::contains(Point p) const { return p.x >= left() && p.x <= right() && p.y >= top() && p.y <= bottom(); }

SQFIG_INLINE Rect Rect::united(const Rect& o) const {
    if (empty()) return o;
    if (o.empty()) return *this;
    return from_edges(std::min(left(), o.left()), std::min(top(), o.top()),
                      std::max(right(), o.right()), std::max(bottom(), o.bottom()));
}

SQFIG_INLINE double Rect::overlap_area(const Rect& o) const {
    const double w = std::min(right(), o.right()) - std::max(left(), o.left());
    const double h = std::min(bottom(), o.bottom()) - std::max(top(), o.top());
    return (w > 0 && h > 0) ? w * h : 0.0;
}

}  // namespace sqfig
