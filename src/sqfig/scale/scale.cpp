// The implementation of sqfig/scale/scale.hpp.
#include "sqfig/scale/scale.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>
#include "sqfig/core/error.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/ticker.hpp"

namespace sqfig {

ScaleTransform::~ScaleTransform() = default;

std::string ScaleTransform::format(double v) const { return format_general(v); }

std::string ScaleTransform::offset_text(double, double, int) const { return {}; }

double ScaleTransform::lowest() const { return -std::numeric_limits<double>::max(); }

std::pair<double, double> ScaleTransform::widen_single_value(double t) const {
    const double d = std::max(std::abs(t) * 0.05, 0.5);
    return {t - d, t + d};
}

bool LinearScale::accepts(double v) const { return std::isfinite(v); }

std::vector<Tick> LinearScale::ticks(double lo, double hi, int max_major) const {
    const std::vector<double> values = nice_ticks(lo, hi, max_major);
    const std::vector<std::string> labels = linear_tick_labels(values);
    std::vector<Tick> out;
    out.reserve(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) out.push_back({values[i], labels[i], true});
    return out;
}

LogScale::LogScale(double base)
    : base_(base) {
    if (!std::isfinite(base_) || !(base_ > 1))
        throw Error("LogScale: base must be a finite number > 1, got " + detail::shortest(base_));
}

std::string LogScale::name() const { return "log" + detail::shortest(base_); }

double LogScale::forward(double v) const { return detail::log_base(v, base_); }

double LogScale::inverse(double t) const {
    if (t == std::floor(t)) return detail::pow_base(base_, t);  // exact decades
    return std::pow(base_, t);
}

bool LogScale::accepts(double v) const { return std::isfinite(v) && v > 0; }

double LogScale::lowest() const { return std::numeric_limits<double>::denorm_min(); }

std::vector<Tick> LogScale::ticks(double lo, double hi, int max_major) const {
    return log_ticks(lo, hi, base_, max_major);
}

std::pair<double, double> LogScale::widen_single_value(double t) const { return {t - 0.5, t + 0.5}; }

SymLogScale::SymLogScale(double linthresh, double linscale, double base)
    : linthresh_(linthresh), linscale_(linscale), base_(base) {
    if (!std::isfinite(linthresh_) || !(linthresh_ > 0))
        throw Error("SymLogScale: linthresh must be a finite number > 0, got " + detail::shortest(linthresh_));
    if (!std::isfinite(linscale_) || !(linscale_ > 0))
        throw Error("SymLogScale: linscale must be a finite number > 0, got " + detail::shortest(linscale_));
    if (!std::isfinite(base_) || !(base_ > 1))
        throw Error("SymLogScale: base must be a finite number > 1, got " + detail::shortest(base_));
    linscale_adj_ = linscale_ / (1.0 - 1.0 / base_);
}

std::string SymLogScale::name() const {
    return "symlog(linthresh=" + detail::shortest(linthresh_) + ", linscale=" + detail::shortest(linscale_) +
           ", base=" + detail::shortest(base_) + ")";
}

// The same arithmetic as matplotlib's SymmetricalLogTransform, so positions
// agree with it (within the ulp by which numpy's vectorised log may differ
// from libm's).
double SymLogScale::forward(double v) const {
    const double a = std::abs(v);
    if (a <= linthresh_) return v * linscale_adj_;
    return std::copysign(linthresh_ * (linscale_adj_ + std::log(a / linthresh_) / std::log(base_)), v);
}

double SymLogScale::inverse(double t) const {
    const double a = std::abs(t);
    if (a <= linthresh_ * linscale_adj_) return t / linscale_adj_;
    return std::copysign(linthresh_ * std::pow(base_, a / linthresh_ - linscale_adj_), t);
}

bool SymLogScale::accepts(double v) const { return std::isfinite(v); }

namespace {

// One tick at a decade (or 0): "0", "10²", "−10²" (U+2212, as every sqfig label).
Tick symlog_decade(double base, double n, int sign, bool plain) {
    if (sign == 0) return {0.0, "0", true};
    const double v = detail::pow_base(base, n);
    const std::string label = detail::log_major_label(base, n, v, plain);
    return {sign * v, sign < 0 ? detail::kMinusSign + label : label, true};
}

// Inclusive range of exponents n with floor(log_b(lo)) <= n and base^n <= hi
// (matplotlib: np.arange(floor(log(lo)), ceil(log(hi + 1)))).
detail::KRange exponents_between(double lo, double hi, double base) {
    detail::KRange e;
    e.first = std::floor(detail::log_base(lo, base));
    e.last = std::floor(detail::log_base(hi, base) + detail::kInsideTolerance);
    return e;
}

}  // namespace

std::vector<Tick> SymLogScale::ticks(double lo, double hi, int max_major) const {
    detail::require_finite(lo, "lo", "SymLogScale::ticks");
    detail::require_finite(hi, "hi", "SymLogScale::ticks");
    if (lo > hi) std::swap(lo, hi);
    const double t = linthresh_;
    // The three parts matplotlib's SymmetricalLogLocator divides the axis into:
    // a (below -t), b (the linear part, ticked at 0 only), c (above t).
    const bool has_a = lo < -t, has_c = hi > t;
    const bool has_b = (has_a && hi > -t) || (has_c && lo < t);
    detail::KRange a, c;
    if (has_a) a = exponents_between(std::abs(std::min(-t, hi)), std::abs(lo), base_);
    if (has_c) c = exponents_between(std::max(t, lo), hi, base_);
    // matplotlib's stride: total // (numticks - 1), numticks the axis' count.
    const double total = a.count() + c.count() + (has_b ? 1 : 0);
    const int numticks = std::max(2, detail::clamp_tick_count(max_major));
    const double stride = std::max(std::floor(total / (numticks - 1)), 1.0);
    bool plain = base_ == 2;  // base-2 decades 2^0..2^16 read as integers, as on LogScale
    for (const detail::KRange* e : {&a, &c})
        if (e->count() > 0) plain = plain && detail::plain_base2(e->first) && detail::plain_base2(e->last);

    const double tol = detail::kInsideTolerance * std::max(std::abs(lo), std::abs(hi));
    std::vector<Tick> out;
    auto add_part = [&](const detail::KRange& e, int sign) {
        // Exponents first, first + stride, ... (matplotlib anchors each part at its low end).
        const double steps = std::floor((e.last - e.first) / stride);
        for (double k = 0; k <= steps; ++k) {
            const Tick tick = symlog_decade(base_, e.first + k * stride, sign, plain);
            if (tick.value >= lo - tol && tick.value <= hi + tol) out.push_back(tick);
        }
    };
    // With a stride, 0 stands for the linear part: ±base^first would sit a
    // fraction of a stride from it (labels on top of each other; matplotlib
    // draws them so), so each part starts one stride out.
    if (has_b && stride > 1) {
        a.first += stride;
        c.first += stride;
    }
    if (a.count() > 0) add_part(a, -1);
    if (has_b && lo <= 0 && hi >= 0) out.push_back(symlog_decade(base_, 0, 0, plain));
    if (c.count() > 0) add_part(c, 1);
    std::sort(out.begin(), out.end(), [](const Tick& x, const Tick& y) { return x.value < y.value; });
    if (out.size() >= 2) return out;

    // Fewer than two ticks in view: a view inside one log part is ticked as a
    // log axis (mirrored for negatives), any other as a linear one.
    if (lo >= t || hi <= -t) {
        const bool negative = hi <= -t;
        std::vector<Tick> log = negative ? log_ticks(-hi, -lo, base_, max_major) : log_ticks(lo, hi, base_, max_major);
        if (negative) {
            for (Tick& k : log) {
                k.value = -k.value;
                if (!k.label.empty()) k.label = detail::kMinusSign + k.label;
            }
            std::reverse(log.begin(), log.end());
        }
        return log;
    }
    return LinearScale{}.ticks(lo, hi, max_major);
}

// Out of line: each make_shared<T> is a control block class a chart TU would compile.
Scale::Scale() : impl_(linear()) {}
Scale::Scale(LinearScale s) : impl_(std::make_shared<LinearScale>(s)) {}
Scale::Scale(LogScale s) : impl_(std::make_shared<LogScale>(s)) {}
Scale::Scale(SymLogScale s) : impl_(std::make_shared<SymLogScale>(s)) {}

Scale::Scale(std::shared_ptr<const ScaleTransform> transform)
    : impl_(std::move(transform)) {
    if (!impl_) throw Error("Scale: no transform given");
}

Scale::Scale(const Scale& o) = default;
Scale::Scale(Scale&& o) noexcept = default;
Scale& Scale::operator=(const Scale& o) = default;
Scale& Scale::operator=(Scale&& o) noexcept = default;
Scale::~Scale() = default;

bool operator==(const Scale& a, const Scale& b) {
    return a.impl_ == b.impl_ || a.impl_->name() == b.impl_->name();
}

bool operator!=(const Scale& a, const Scale& b) { return !(a == b); }

std::vector<Tick> Scale::ticks(double lo, double hi, int max_major) const {
    return impl_->ticks(lo, hi, max_major);
}

const std::shared_ptr<const ScaleTransform>& Scale::linear() {
    static const std::shared_ptr<const ScaleTransform> shared = std::make_shared<LinearScale>();
    return shared;
}

}  // namespace sqfig
