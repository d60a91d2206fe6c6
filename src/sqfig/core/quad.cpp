// The implementation of sqfig/core/quad.hpp.
#include "sqfig/core/quad.hpp"

#include <array>
#include <cmath>
#include <optional>
#include "sqfig/core/geometry.hpp"
#include "sqfig/core/segment_clip.hpp"

namespace sqfig {

Quad Quad::from_rect(const Rect& r) {
    return {{Point{r.left(), r.top()}, Point{r.right(), r.top()}, Point{r.right(), r.bottom()},
             Point{r.left(), r.bottom()}}};
}

Rect Quad::bounds() const {
    double l = corners[0].x, r = l, t = corners[0].y, b = t;
    for (const Point& p : corners) {
        l = std::min(l, p.x); r = std::max(r, p.x);
        t = std::min(t, p.y); b = std::max(b, p.y);
    }
    return Rect::from_edges(l, t, r, b);
}

bool Quad::intersects(const Quad& o, double tol) const {
    return !separated_along_edges(*this, o, tol) && !separated_along_edges(o, *this, tol);
}

bool Quad::intersects(const Rect& r, double tol) const { return intersects(from_rect(r), tol); }

bool Quad::inside(const Rect& r, double tol) const {
    for (const Point& p : corners)
        if (p.x < r.left() - tol || p.x > r.right() + tol || p.y < r.top() - tol || p.y > r.bottom() + tol)
            return false;
    return true;
}

bool Quad::separated_along_edges(const Quad& a, const Quad& b, double tol) {
    for (int i = 0; i < 4; ++i) {
        const Point& p = a.corners[static_cast<std::size_t>(i)];
        const Point& q = a.corners[static_cast<std::size_t>((i + 1) % 4)];
        double nx = -(q.y - p.y), ny = q.x - p.x;
        const double len = std::hypot(nx, ny);
        if (!(len > 0)) continue;
        nx /= len; ny /= len;
        double amin = 1e300, amax = -1e300, bmin = 1e300, bmax = -1e300;
        for (const Point& c : a.corners) {
            const double d = c.x * nx + c.y * ny;
            amin = std::min(amin, d); amax = std::max(amax, d);
        }
        for (const Point& c : b.corners) {
            const double d = c.x * nx + c.y * ny;
            bmin = std::min(bmin, d); bmax = std::max(bmax, d);
        }
        if (std::min(amax, bmax) - std::max(amin, bmin) <= tol) return true;
    }
    return false;
}

namespace detail {

std::optional<SegmentSpan> clip_segment(Point a, Point b, const Rect& r, bool strict) {
    return clip_segment(a, b, r.left(), r.top(), r.right(), r.bottom(), strict);
}

std::optional<SegmentSpan> clip_segment(Point a, Point b, double left, double top, double right, double bottom,
                                        bool strict) {
    double t0 = 0, t1 = 1;
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x - left, right - a.x, a.y - top, bottom - a.y};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0 || (strict && q[i] == 0)) return std::nullopt;  // parallel to this edge, outside (or on) it
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (t0 > t1 || (strict && t0 == t1)) return std::nullopt;
    }
    return SegmentSpan{t0, t1};
}

}  // namespace detail

double clipped_length(Point a, Point b, const Rect& r) {
    const std::optional<detail::SegmentSpan> s = detail::clip_segment(a, b, r, false);
    return s ? (s->t1 - s->t0) * std::hypot(b.x - a.x, b.y - a.y) : 0;
}

}  // namespace sqfig
