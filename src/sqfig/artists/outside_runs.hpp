// Drops the vertices of a polyline that only draw outside a rectangle (the
// view, widened by what a stroke's joins can reach), before simplification:
// an inset zoomed on 5 % of a 10^5-point line wrote the other 95 % into the
// PDF, where the clip hid them.
//
// Cohen-Sutherland outcodes: a run of consecutive vertices that are all
// beyond the same edge (all left of the view, say) lies in one half-plane
// outside it, and so does every segment between them. Replacing the run by
// its first and last vertex keeps the path in that half-plane, so nothing
// visible changes: the segments into and out of the run are kept exactly.
// For a closed polygon the region between the run and the chord lies in the
// half-plane too (the convex hull of a curve in a half-plane is in it), so a
// fill changes only where the clip hides it.
#pragma once

#include <utility>

#include "sqfig/core/geometry.hpp"

namespace sqfig::detail {

/// Passes a polyline's vertices on to `sink` (a callable taking a Point),
/// dropping the inner vertices of every run beyond one edge of `keep`.
template <class Sink>
class OutsideRuns {
public:
    OutsideRuns(const Rect& keep, Sink sink) : keep_(keep), sink_(std::move(sink)) {}

    void add(Point p) {
        const unsigned code = outcode(p);
        if (held_ && (run_code_ & code)) {  // still beyond the same edge: hold it
            run_code_ &= code;
            last_ = p;
            has_last_ = true;
            return;
        }
        finish();
        sink_(p);
        if (code) {  // the first vertex of a run outside
            held_ = true;
            run_code_ = code;
        }
    }

    /// Ends the polyline (a gap, or its end): the held run's last vertex goes out.
    void finish() {
        if (has_last_) sink_(last_);
        held_ = has_last_ = false;
    }

private:
    unsigned outcode(Point p) const {
        return (p.x < keep_.left() ? 1u : 0u) | (p.x > keep_.right() ? 2u : 0u) | (p.y < keep_.top() ? 4u : 0u) |
               (p.y > keep_.bottom() ? 8u : 0u);
    }

    Rect keep_;
    Sink sink_;
    bool held_ = false, has_last_ = false;
    unsigned run_code_ = 0;
    Point last_;
};

}  // namespace sqfig::detail
