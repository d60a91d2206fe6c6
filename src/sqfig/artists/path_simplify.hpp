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

#include <cmath>
#include <vector>

#include "sqfig/core/geometry.hpp"

namespace sqfig {

class PolylineSimplifier {
public:
    explicit PolylineSimplifier(double tolerance, std::vector<Point>& out)
        : tol_(std::isfinite(tolerance) && tolerance > 0 ? tolerance : 0), out_(out) {}

    void add(Point p);

    /// Ends the current polyline (keeps its last point).
    void finish();

private:
    // Starts a run at `a`, which is already in the output.
    void restart(Point a);

    // Makes anchor -> p the run's direction when p is farther than the
    // tolerance from the anchor (a longer base gives a truer direction).
    bool take_direction(Point p);

    // Draws the current run: its extremes, the later-reached one last, then
    // its last point when that is neither; the last point is the new anchor.
    void flush();

    double tol_;
    std::vector<Point>& out_;
    bool started_ = false, has_dir_ = false, has_back_ = false;
    bool last_is_fwd_ = false, last_is_back_ = false;
    Point anchor_, last_, fwd_, back_;
    double ux_ = 1, uy_ = 0, fwd_t_ = 0, back_t_ = 0;
    double perp_lo_ = 0, perp_hi_ = 0;  // signed offsets from the line through the anchor along u
};

/// Simplifies one polyline (convenience for tests and callers).
std::vector<Point> simplify_polyline(const std::vector<Point>& in, double tolerance);

}  // namespace sqfig
