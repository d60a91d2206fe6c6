// Drops polyline vertices the output cannot show: every input point stays
// within `tolerance` (page points) of the simplified line. Streaming, O(n),
// no trigonometry. A "sleeve" test: from the last kept vertex A, the cone of
// directions that pass within tolerance of every point seen so far shrinks
// with each point; a point whose direction leaves the cone, or that steps
// back towards A, starts a new segment.
#pragma once

#include <cmath>
#include <vector>

#include "sqfig/core/geometry.hpp"

namespace sqfig {

class PolylineSimplifier {
public:
    explicit PolylineSimplifier(double tolerance, std::vector<Point>& out) : tol_(tolerance), out_(out) {}

    void add(Point p) {
        if (out_.size() == first_) {  // first point of this polyline
            out_.push_back(p);
            reset(p);
            return;
        }
        if (!accepts(p)) {
            out_.push_back(last_);
            reset(last_);
            if (!accepts(p)) {  // cannot happen for a fresh anchor, kept for safety
                out_.push_back(p);
                reset(p);
                return;
            }
        }
        last_ = p;
        pending_ = true;
    }

    /// Ends the current polyline (keeps its last point).
    void finish() {
        if (pending_) out_.push_back(last_);
        pending_ = false;
        first_ = out_.size();
    }

private:
    static double cross(Point a, Point b) { return a.x * b.y - a.y * b.x; }

    void reset(Point anchor) {
        anchor_ = anchor;
        has_cone_ = false;
        max_dist_ = 0;
        pending_ = false;
    }

    // Accepts p (and narrows the cone) when the segment anchor→p keeps every
    // earlier point within tolerance.
    bool accepts(Point p) {
        const Point v{p.x - anchor_.x, p.y - anchor_.y};
        const double d = std::hypot(v.x, v.y);
        if (d <= tol_) {  // within tolerance of the anchor itself
            return d >= max_dist_ - tol_ || max_dist_ <= tol_;
        }
        if (d < max_dist_ - tol_) return false;  // turning back
        const Point u{v.x / d, v.y / d};
        if (has_cone_ && (cross(lo_, u) < 0 || cross(u, hi_) < 0)) return false;
        const double s = tol_ / d, c = std::sqrt(1 - s * s);
        const Point lo{u.x * c + u.y * s, -u.x * s + u.y * c};  // u rotated by -asin(s)
        const Point hi{u.x * c - u.y * s, u.x * s + u.y * c};   // u rotated by +asin(s)
        if (!has_cone_) {
            lo_ = lo;
            hi_ = hi;
            has_cone_ = true;
        } else {
            if (cross(lo_, lo) > 0) lo_ = lo;
            if (cross(hi, hi_) > 0) hi_ = hi;
        }
        max_dist_ = std::max(max_dist_, d);
        return true;
    }

    double tol_;
    std::vector<Point>& out_;
    std::size_t first_ = 0;
    Point anchor_, last_, lo_, hi_;
    bool has_cone_ = false, pending_ = false;
    double max_dist_ = 0;
};

/// Simplifies one polyline (convenience for tests and callers).
inline std::vector<Point> simplify_polyline(const std::vector<Point>& in, double tolerance) {
    std::vector<Point> out;
    PolylineSimplifier s(tolerance, out);
    for (const Point& p : in) s.add(p);
    s.finish();
    return out;
}

}  // namespace sqfig
