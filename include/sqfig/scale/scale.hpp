// Scales: data -> transformed axis coordinate and back, plus the default
// ticks for a visible range (matplotlib's scale.py: a scale is a transform
// together with its default locator and formatter).
//
// Pure math: no Cairo, no Pango. The axes layer maps forward() linearly onto
// its pixel extent.
#pragma once

#include <cmath>
#include <string>
#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/ticker.hpp"

namespace sqfig {

/// Tag for a linear axis.
struct LinearScale {};

/// Tag for a logarithmic axis in any base > 1 (2, 10, e, ...).
struct LogScale {
    double base = 10;
};

/// A transform plus its default tick locator and formatter.
/// A value type: cheap to copy, compare with ==.
class Scale {
public:
    /// Linear.
    Scale() = default;
    /// Implicit on purpose, so `ax.y_scale(sqfig::LinearScale{})` reads naturally.
    Scale(LinearScale) {}  // NOLINT(google-explicit-constructor)
    /// Implicit on purpose: `ax.y_scale(sqfig::LogScale{10})`.
    /// Throws sqfig::Error if the base is not finite or <= 1.
    Scale(LogScale log) : log_(true), base_(log.base) {  // NOLINT(google-explicit-constructor)
        if (!std::isfinite(base_) || !(base_ > 1)) {
            throw Error("LogScale: base must be a finite number > 1, got " + detail::shortest(base_));
        }
    }

    bool is_log() const { return log_; }
    /// The log base; 0 for a linear scale.
    double base() const { return base_; }

    /// Linear: v. Log: log_base(v), exact at integer powers of 2 and 10.
    /// Check accepts(v) first: a log of v <= 0 is -inf or NaN.
    double forward(double v) const { return log_ ? detail::log_base(v, base_) : v; }

    /// Inverse of forward(): linear: t; log: base^t.
    double inverse(double t) const {
        if (!log_) return t;
        if (t == std::floor(t)) return detail::pow_base(base_, t);  // exact decades
        return std::pow(base_, t);
    }

    /// Whether v can be placed on this scale: finite, and > 0 on a log scale.
    bool accepts(double v) const { return std::isfinite(v) && (!log_ || v > 0); }

    /// Default ticks for the visible range [lo, hi] (data units; lo > hi is
    /// swapped): major ticks labelled (Pango markup), minor ticks (log only)
    /// unlabelled. Linear: nice_ticks + linear_tick_labels; log: log_ticks.
    /// Throws sqfig::Error for non-finite ends, or ends <= 0 on a log scale.
    std::vector<Tick> ticks(double lo, double hi, int max_major = 8) const {
        if (log_) return log_ticks(lo, hi, base_, max_major);
        const std::vector<double> values = nice_ticks(lo, hi, max_major);
        const std::vector<std::string> labels = linear_tick_labels(values);
        std::vector<Tick> out;
        out.reserve(values.size());
        for (std::size_t i = 0; i < values.size(); ++i) out.push_back({values[i], labels[i], true});
        return out;
    }

    friend bool operator==(const Scale& a, const Scale& b) { return a.log_ == b.log_ && a.base_ == b.base_; }
    friend bool operator!=(const Scale& a, const Scale& b) { return !(a == b); }

private:
    bool log_ = false;
    double base_ = 0;
};

}  // namespace sqfig
