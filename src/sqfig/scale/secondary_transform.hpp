// The scale of a secondary axis (Axes::secondary_x / secondary_y): its values
// are forward(primary value), placed where inverse() puts them on the primary
// axis, ticked by the secondary axis' own scale (linear or log) over the
// secondary values the view shows.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "sqfig/scale/scale.hpp"

namespace sqfig::detail {

class SecondaryTransform final : public ScaleTransform {
public:
    // `who` names the axis in a callback's Error ("axes 0 secondary x axis");
    // [t0, t1] is the primary's view, in its transformed coordinates.
    SecondaryTransform(Scale primary, Scale ticking, std::function<double(double)> forward,
                       std::function<double(double)> inverse, std::string who, double t0, double t1);

    std::string name() const override;
    // The primary's transformed coordinate of the secondary value v.
    double forward(double v) const override;
    // The secondary value at the primary's transformed coordinate t.
    double inverse(double t) const override;
    // v finite, accepted by the ticking scale, and its inverse finite and
    // accepted by the primary scale.
    bool accepts(double v) const override;
    // The ticking scale's ticks over the secondary values [lo, hi]; where an
    // end is not a number the ticking scale takes (forward() undefined at the
    // view's edge: sqrt of a margin below 0), over the values forward() takes
    // at 257 points of the view instead.
    std::vector<Tick> ticks(double lo, double hi, int max_major) const override;
    // The ticking scale's offset text (a date scale's "2026-Jan") over the same range.
    std::string offset_text(double lo, double hi, int max_major) const override;
    std::string format(double v) const override;

private:
    double call(const std::function<double(double)>& f, const char* step, double v) const;

    Scale primary_, ticking_;
    std::function<double(double)> forward_, inverse_;
    std::string who_;
    double shown_lo_, shown_hi_;  // the least and greatest sampled secondary values (NaN: none)
};

}  // namespace sqfig::detail
