// The implementation of sqfig/scale/scale.hpp.
#include "sqfig/scale/scale.hpp"

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

// Out of line: each make_shared<T> is a control block class a chart TU would compile.
Scale::Scale() : impl_(linear()) {}
Scale::Scale(LinearScale s) : impl_(std::make_shared<LinearScale>(s)) {}
Scale::Scale(LogScale s) : impl_(std::make_shared<LogScale>(s)) {}

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
