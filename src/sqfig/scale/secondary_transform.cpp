// The implementation of scale/secondary_transform.hpp.
#include "sqfig/scale/secondary_transform.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "sqfig/detail/user_code.hpp"

namespace sqfig::detail {

SecondaryTransform::SecondaryTransform(Scale primary, Scale ticking, std::function<double(double)> forward,
                                       std::function<double(double)> inverse, std::string who, double t0, double t1)
    : primary_(std::move(primary)),
      ticking_(std::move(ticking)),
      forward_(std::move(forward)),
      inverse_(std::move(inverse)),
      who_(std::move(who)),
      shown_lo_(std::numeric_limits<double>::quiet_NaN()),
      shown_hi_(std::numeric_limits<double>::quiet_NaN()) {
    constexpr int kSamples = 257;
    for (int i = 0; i < kSamples; ++i) {
        const double t = t0 + (t1 - t0) * i / (kSamples - 1);
        const double x = primary_.inverse(t);
        if (!std::isfinite(x) || !primary_.accepts(x)) continue;
        const double v = call(forward_, "forward", x);
        if (!std::isfinite(v) || !ticking_.accepts(v)) continue;
        if (!(v >= shown_lo_)) shown_lo_ = std::isnan(shown_lo_) ? v : std::min(shown_lo_, v);
        if (!(v <= shown_hi_)) shown_hi_ = std::isnan(shown_hi_) ? v : std::max(shown_hi_, v);
    }
}

std::string SecondaryTransform::name() const { return "secondary(" + ticking_.name() + " over " + primary_.name() + ")"; }

double SecondaryTransform::call(const std::function<double(double)>& f, const char* step, double v) const {
    return call_user([this] { return who_; }, step, [&] { return f(v); });
}

double SecondaryTransform::forward(double v) const { return primary_.forward(call(inverse_, "inverse", v)); }

double SecondaryTransform::inverse(double t) const { return call(forward_, "forward", primary_.inverse(t)); }

bool SecondaryTransform::accepts(double v) const {
    if (!std::isfinite(v) || !ticking_.accepts(v)) return false;
    const double x = call(inverse_, "inverse", v);
    return std::isfinite(x) && primary_.accepts(x) && std::isfinite(primary_.forward(x));
}

std::vector<Tick> SecondaryTransform::ticks(double lo, double hi, int max_major) const {
    if (!std::isfinite(lo) || !std::isfinite(hi) || !ticking_.accepts(lo) || !ticking_.accepts(hi)) {
        if (std::isnan(shown_lo_) || !(shown_lo_ < shown_hi_)) return {};
        lo = shown_lo_;
        hi = shown_hi_;
    }
    return ticking_.ticks(lo, hi, max_major);
}

std::string SecondaryTransform::offset_text(double lo, double hi, int max_major) const {
    // Over the same range as ticks(): the sampled span where an end is not a secondary value.
    if (std::isfinite(lo) && std::isfinite(hi) && ticking_.accepts(lo) && ticking_.accepts(hi))
        return ticking_.offset_text(lo, hi, max_major);
    if (std::isnan(shown_lo_) || !(shown_lo_ < shown_hi_)) return {};
    return ticking_.offset_text(shown_lo_, shown_hi_, max_major);
}

std::string SecondaryTransform::format(double v) const { return ticking_.format(v); }

}  // namespace sqfig::detail
