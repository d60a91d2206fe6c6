// The implementation of sqfig/artists/path_simplify.hpp.
#include "sqfig/artists/path_simplify.hpp"

#include <algorithm>
#include <cmath>
#include <vector>
#include "sqfig/core/geometry.hpp"

namespace sqfig {

void PolylineSimplifier::add(Point p) {
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

void PolylineSimplifier::finish() {
    if (!started_) return;
    if (has_dir_) flush();
    else if (last_.x != anchor_.x || last_.y != anchor_.y) out_.push_back(last_);
    started_ = false;
}

void PolylineSimplifier::restart(Point a) {
    anchor_ = a;
    last_ = a;
    has_dir_ = false;
}

bool PolylineSimplifier::take_direction(Point p) {
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

void PolylineSimplifier::flush() {
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

std::vector<Point> simplify_polyline(const std::vector<Point>& in, double tolerance) {
    std::vector<Point> out;
    PolylineSimplifier s(tolerance, out);
    for (const Point& p : in) s.add(p);
    s.finish();
    return out;
}

}  // namespace sqfig
