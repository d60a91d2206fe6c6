// Drops polyline vertices the output cannot show: every input point stays
// within `tolerance` (page points) of the simplified line. Streaming, O(n),
// no allocation beyond the output.
//
// The idea is matplotlib's path simplifier, made exact: from the last kept
// vertex A, the first point farther than the tolerance fixes a direction u
// (nearer points are within tolerance of A itself, which is drawn).
// Following points are absorbed while A and they all fit in a band of width
// `tolerance` parallel to u -- whether they move forwards or backwards along
// it; the run remembers its two extreme points along u (forward and
// backward). When a point would widen the band beyond the tolerance, the run
// is drawn as A -> extremes (in the order they were reached) -> the run's
// last point, and that last point becomes the next A. The drawn path covers
// the whole extent of the run along u and, like every absorbed point, lies
// within tolerance/2 of the band's centre line, so each point is within
// tolerance of the drawn path. Dense data (a random walk with thousands of
// samples per point of width) collapses to a few vertices per column;
// single-sample spikes are extremes and survive.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include "sqfig/core/geometry.hpp"

namespace sqfig {

class PolylineSimplifier {
public:
    explicit PolylineSimplifier(double tolerance, std::vector<Point>& out)
        : tol_(std::isfinite(tolerance) && tolerance > 0 ? tolerance : 0), out_(out) {}

    void add(Point p) {
        if (!started_) {  // first point of this polyline
            out_.push_back(p);
            restart(p);
            started_ = true;
            return;
        }
        if (!has_dir_) {
            if (!take_direction(p)) last_ = p;  // within tolerance of the anchor
            return;
        }
        const double dx = p.x - anchor_.x, dy = p.y - anchor_.y;
        const double perp = ux_ * dy - uy_ * dx;
        const double lo = std::min(perp_lo_, perp), hi = std::max(perp_hi_, perp);
        if (hi - lo <= tol_) {  // still in a band of width tolerance, forwards or backwards
            perp_lo_ = lo;
            perp_hi_ = hi;
            const double t = ux_ * dx + uy_ * dy;
            if (t >= fwd_t_) {
                fwd_ = p;
                fwd_t_ = t;
                last_is_fwd_ = true;
                last_is_back_ = false;
            } else if (t < back_t_) {
                back_ = p;
                back_t_ = t;
                has_back_ = true;
                last_is_back_ = true;
                last_is_fwd_ = false;
            } else {
                last_is_fwd_ = last_is_back_ = false;
            }
            last_ = p;
            return;
        }
        flush();  // p leaves the band: draw the run, start the next one at its end
        if (!take_direction(p)) last_ = p;
    }

    /// Ends the current polyline (keeps its last point).
    void finish() {
        if (!started_) return;
        if (has_dir_) flush();
        else if (last_.x != anchor_.x || last_.y != anchor_.y) out_.push_back(last_);
        started_ = false;
    }

private:
    // Starts a run at `a`, which is already in the output.
    void restart(Point a) {
        anchor_ = a;
        last_ = a;
        has_dir_ = false;
    }

    // Makes anchor -> p the run's direction when p is farther than the
    // tolerance from the anchor (a longer base gives a truer direction).
    bool take_direction(Point p) {
        const double dx = p.x - anchor_.x, dy = p.y - anchor_.y;
        const double d = std::hypot(dx, dy);
        if (!(d > tol_)) return false;
        ux_ = dx / d;
        uy_ = dy / d;
        fwd_ = p;
        fwd_t_ = d;
        back_t_ = 0;
        perp_lo_ = perp_hi_ = 0;
        has_back_ = false;
        last_is_fwd_ = true;
        last_is_back_ = false;
        last_ = p;
        has_dir_ = true;
        return true;
    }

    // Draws the current run: its extremes, the later-reached one last, then
    // its last point when that is neither; the last point is the new anchor.
    void flush() {
        if (has_back_) {
            if (last_is_fwd_) {
                out_.push_back(back_);
                out_.push_back(fwd_);
            } else {
                out_.push_back(fwd_);
                out_.push_back(back_);
            }
        } else {
            out_.push_back(fwd_);
        }
        if (!last_is_fwd_ && !last_is_back_) out_.push_back(last_);
        restart(last_);
    }

    double tol_;
    std::vector<Point>& out_;
    bool started_ = false, has_dir_ = false, has_back_ = false;
    bool last_is_fwd_ = false, last_is_back_ = false;
    Point anchor_, last_, fwd_, back_;
    double ux_ = 1, uy_ = 0, fwd_t_ = 0, back_t_ = 0;
    double perp_lo_ = 0, perp_hi_ = 0;  // signed offsets from the line through the anchor along u
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
