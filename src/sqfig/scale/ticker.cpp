// The implementation of sqfig/scale/ticker.hpp.
#include "sqfig/scale/ticker.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <limits>
#include <string>
#include <system_error>
#include <vector>
#include "sqfig/core/error.hpp"
#include "sqfig/scale/number_format.hpp"

namespace sqfig {
namespace detail {

int clamp_tick_count(int n) { return std::clamp(n, 1, kMaxTickCount); }

double pow10(int n) {
    if (n >= 0 && n <= 22) {
        double p = 1;
        for (int i = 0; i < n; ++i) p *= 10;
        return p;
    }
    if (n < 0 && n >= -22) return 1.0 / pow10(-n);
    return std::pow(10.0, n);
}

double scale_by_pow10(double v, int n) {
    while (n > 300) { v *= 1e300; n -= 300; }
    while (n < -300) { v /= 1e300; n += 300; }
    return n >= 0 ? v * pow10(n) : v / pow10(-n);
}

double decimal_value(double m, int p) {
    const double v = (p >= 0) ? scale_by_pow10(m, p) : (p >= -22 ? m / pow10(-p) : scale_by_pow10(m, p));
    return v + 0.0;  // turns -0.0 into +0.0
}

NiceStep nice_step(int index) {
    const int d = index >= 0 ? index / 4 : -((-index + 3) / 4);
    const int j = index - 4 * d;
    switch (j) {
        case 0: return {1, d};
        case 1: return {2, d};
        case 2: return {25, d - 1};
        default: return {5, d};
    }
}

double KRange::count() const { return last >= first ? last - first + 1 : 0; }

KRange multiples_inside(double lo, double hi, double step) {
    return {std::ceil(lo / step - kInsideTolerance), std::floor(hi / step + kInsideTolerance)};
}

void require_finite(double v, const char* what, const char* func) {
    if (!std::isfinite(v)) {
        throw Error(std::string(func) + ": " + what + " must be finite, got " + shortest(v));
    }
}

int common_decimals(const std::vector<double>& values) {
    double lo = values.front(), hi = values.front(), max_abs = 0;
    for (double v : values) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
        max_abs = std::max(max_abs, std::fabs(v));
    }
    if (max_abs == 0) return 0;
    const double range = hi - lo;
    const double scale = (range > 0 && std::isfinite(range)) ? range : max_abs;
    const double thresh = 1e-3 * std::pow(10.0, std::floor(std::log10(scale)));
    // 30 decimals print any double >= 1e-4 (or a mantissa in [1, 10)) exactly,
    // so the loop always finds an answer before its bound.
    constexpr int kMaxTried = 30;
    std::array<char, 400> buf{};
    for (int d = 0; d < kMaxTried; ++d) {
        bool ok = true;
        for (double v : values) {
            const auto w = std::to_chars(buf.data(), buf.data() + buf.size(), v, std::chars_format::fixed, d);
            double back = 0;
            std::from_chars(buf.data(), w.ptr, back);
            if (!(std::fabs(back - v) <= thresh)) {
                ok = false;
                break;
            }
        }
        if (ok) return d;
    }
    return kMaxTried;
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

std::vector<double> nice_ticks(double lo, double hi, int max_ticks) {
    detail::require_finite(lo, "lo", "nice_ticks");
    detail::require_finite(hi, "hi", "nice_ticks");
    max_ticks = detail::clamp_tick_count(max_ticks);
    if (lo > hi) std::swap(lo, hi);
    // Halves cannot overflow, even for -DBL_MAX..DBL_MAX.
    double half_span = hi / 2 - lo / 2;
    const double magnitude = std::max(std::fabs(lo), std::fabs(hi));
    if (half_span <= 0.5 * detail::kDegenerateRelativeSpan * magnitude || half_span == 0) {
        const double center = lo / 2 + hi / 2;
        const double widen = center == 0 ? 1.0 : 0.05 * std::fabs(center);
        constexpr double kMax = std::numeric_limits<double>::max();
        lo = std::max(center - widen, -kMax);
        hi = std::min(center + widen, kMax);
        half_span = hi / 2 - lo / 2;
    }
    // A first guess a decade below the step that gives exactly max_ticks
    // intervals; walking up the nice steps from there finds the smallest fit.
    // > 0 and finite; for a range a few denormals wide the quotient
    // underflows to 0, whose log10 (-inf) no int holds: the smallest double.
    const double raw_half = std::max(half_span / max_ticks, std::numeric_limits<double>::denorm_min());
    const int decade = static_cast<int>(std::floor(std::log10(raw_half) + std::log10(2.0)));
    int index = 4 * (decade - 1);
    // From a decade below a fit comes within ~12 steps; skipping subnormal
    // steps for a range near 1e-320 can take ~80 more.
    constexpr int kMaxSteps = 128;
    for (int tries = 0; tries < kMaxSteps; ++tries, ++index) {
        const detail::NiceStep step = detail::nice_step(index);
        const double s = step.value();
        if (!std::isfinite(s)) break;
        if (!(s > 0)) continue;  // 10^p underflowed to zero: try a larger step
        const detail::KRange k = detail::multiples_inside(lo, hi, s);
        if (k.count() > max_ticks) continue;
        std::vector<double> ticks;
        // An int counter: a double one stops advancing beyond 2^53.
        const int count = static_cast<int>(k.count());  // <= max_ticks
        ticks.reserve(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i) {
            ticks.push_back(detail::decimal_value((k.first + i) * step.mantissa, step.exponent));
        }
        return ticks;
    }
    // Only a range wider than the largest finite step gets here, and such a
    // range straddles zero; the center is a safe answer for anything else.
    if (lo <= 0 && hi >= 0) return {0.0};
    return {lo / 2 + hi / 2};
}

std::vector<std::string> linear_tick_labels(const std::vector<double>& values) {
    for (double v : values) detail::require_finite(v, "tick value", "linear_tick_labels");
    std::vector<std::string> labels;
    if (values.empty()) return labels;
    double max_abs = 0;
    for (double v : values) max_abs = std::max(max_abs, std::fabs(v));
    labels.reserve(values.size());
    const bool scientific = max_abs >= 1e6 || (max_abs > 0 && max_abs < 1e-4);
    if (!scientific) {
        const int decimals = detail::common_decimals(values);
        for (double v : values) labels.push_back(detail::unicode_minus(format_fixed(v, decimals)));
        return labels;
    }
    int exponent = static_cast<int>(std::floor(std::log10(max_abs)));
    // log10 can land just below an exact power (log10(1e23) < 23 is possible):
    // keep the largest mantissa below 10.
    if (std::fabs(detail::scale_by_pow10(max_abs, -exponent)) >= 10) ++exponent;
    std::vector<double> mantissas;
    mantissas.reserve(values.size());
    for (double v : values) mantissas.push_back(detail::scale_by_pow10(v, -exponent));
    const int decimals = detail::common_decimals(mantissas);
    const std::string power = std::string(detail::kTimesSign) + format_power(10, exponent);
    for (double m : mantissas) {
        // Zero keeps the shared decimals but no factor: "0.0", "2.5x10^6", "5.0x10^6".
        const std::string text = format_fixed(m, decimals);
        const bool zero = text.find_first_of("123456789") == std::string::npos;
        labels.push_back(zero ? text : detail::unicode_minus(text) + power);
    }
    return labels;
}

}  // namespace sqfig

namespace sqfig {
namespace detail {

double log_base(double v, double base) {
    if (base == 10) return std::log10(v);
    if (base == 2) return std::log2(v);
    return std::log(v) / std::log(base);
}

double pow_base(double base, double n) {
    if (base == 10 && std::fabs(n) <= 400) return pow10(static_cast<int>(n));
    if (base == 2 && std::fabs(n) <= 2000) return std::ldexp(1.0, static_cast<int>(n));
    return std::pow(base, n);
}

double minor_value(double base, double k, double n) {
    if (base == 10 && std::fabs(n) <= 400) return decimal_value(k, static_cast<int>(n));
    return k * pow_base(base, n);
}

double decade_stride(int index) {
    if (index < 5) return index + 1;
    const NiceStep s = nice_step(index - 5 + 4);  // 10, 20, 25, 50, 100, ...
    return s.value();
}

std::string log_major_label(double base, double n, double value, bool plain) {
    if (std::fabs(n) > 1e9) return format_general(value);  // absurd base near 1: no int exponent
    if (plain) return int_text(static_cast<long long>(value));
    return format_power(base, static_cast<int>(n));
}

bool inside(double v, double lo, double hi) {
    return std::isfinite(v) && v >= lo * (1 - kInsideTolerance) && v <= hi * (1 + kInsideTolerance);
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

std::vector<Tick> log_ticks(double lo, double hi, double base, int max_major) {
    detail::require_finite(lo, "lo", "log_ticks");
    detail::require_finite(hi, "hi", "log_ticks");
    if (!std::isfinite(base) || !(base > 1)) {
        throw Error("log_ticks: base must be a finite number > 1, got " + detail::shortest(base));
    }
    if (!(lo > 0) || !(hi > 0)) {
        throw Error("log_ticks: range must be > 0 on a log scale, got [" + detail::shortest(lo) + ", " +
                    detail::shortest(hi) + "]");
    }
    max_major = detail::clamp_tick_count(max_major);
    if (lo > hi) std::swap(lo, hi);
    if (hi - lo <= detail::kDegenerateRelativeSpan * hi) {
        const double wider_lo = lo / base, wider_hi = hi * base;
        if (wider_lo > 0) lo = wider_lo;  // keep the ends positive and finite
        if (std::isfinite(wider_hi)) hi = wider_hi;
    }

    const double log_lo = detail::log_base(lo, base), log_hi = detail::log_base(hi, base);
    const double n_first = std::ceil(log_lo - detail::kInsideTolerance);
    const double n_last = std::floor(log_hi + detail::kInsideTolerance);
    const double decades = n_last >= n_first ? n_last - n_first + 1 : 0;

    // Smallest stride that keeps the labelled decades within max_major.
    double stride = 1;
    for (int i = 0; i < 100; ++i) {
        stride = detail::decade_stride(i);
        const detail::KRange k = detail::multiples_inside(n_first, n_last, stride);
        if (k.count() <= max_major) break;
    }
    // Majors are the decades n with n - origin a multiple of the stride.
    double origin = 0;
    if (detail::multiples_inside(n_first, n_last, stride).count() < 2 && decades >= 2 && max_major >= 2) {
        // Nice strides can jump from 3 labels to 1 (e.g. 17 decades, at most
        // 2 labels); count from the first decade instead to keep 2 or more.
        origin = n_first;
        stride = std::ceil((n_last - n_first) / (max_major - 1));
    }

    // Base 2: plain integers only when every major qualifies, so one axis
    // never mixes "32768" with "2<sup>18</sup>".
    const bool plain = base == 2 && detail::plain_base2(n_first) && detail::plain_base2(n_last);

    std::vector<Tick> ticks;
    std::size_t majors_inside = 0;
    if (stride == 1 || decades <= 100) {
        // Every decade (at most 100 here, or at most max_major when stride is 1).
        for (int i = 0; i < static_cast<int>(decades); ++i) {
            const double n = n_first + i;
            const double v = detail::pow_base(base, n);
            if (!detail::inside(v, lo, hi)) continue;
            const bool major = std::fmod(n - origin, stride) == 0;
            ticks.push_back({v, major ? detail::log_major_label(base, n, v, plain) : std::string(), major});
            if (major) ++majors_inside;
        }
    } else {
        const detail::KRange k = detail::multiples_inside(n_first - origin, n_last - origin, stride);
        const int count = static_cast<int>(k.count());  // <= max_major
        for (int i = 0; i < count; ++i) {
            const double n = origin + (k.first + i) * stride;
            const double v = detail::pow_base(base, n);
            if (!detail::inside(v, lo, hi)) continue;
            ticks.push_back({v, detail::log_major_label(base, n, v, plain), true});
            ++majors_inside;
        }
    }

    // Minor ticks k*b^n between the decades.
    const bool integer_base = base == std::floor(base) && base >= 3 && base <= 100;
    std::vector<std::size_t> minor_index;  // into ticks, for labelling below
    if (integer_base && log_hi - log_lo <= 10) {
        const double n_low = std::floor(log_lo);
        const int n_count = static_cast<int>(std::floor(log_hi) - n_low) + 1;  // <= 11
        for (int i = 0; i < n_count; ++i) {
            const double n = n_low + i;
            for (double k = 2; k < base; k += 1) {
                const double v = detail::minor_value(base, k, n);
                if (!detail::inside(v, lo, hi)) continue;
                minor_index.push_back(ticks.size());
                ticks.push_back({v, std::string(), false});
            }
        }
    }

    if (majors_inside < 2 && !minor_index.empty()) {
        // Too few decades to read the axis: label the minor ticks plainly,
        // thinning to k in {2,3,5}, {2,5}, {5} while there are too many.
        const std::vector<std::vector<double>> subsets = {{}, {2, 3, 5}, {2, 5}, {5}};
        for (const auto& subset : subsets) {
            auto wanted = [&](double v) {
                if (subset.empty()) return true;
                // v = k * b^n; recover k from the leading digit(s).
                const double n = std::floor(detail::log_base(v, base) + detail::kInsideTolerance);
                const double k = std::round(v / detail::pow_base(base, n));
                return std::find(subset.begin(), subset.end(), k) != subset.end();
            };
            std::size_t count = majors_inside;
            for (std::size_t i : minor_index) count += wanted(ticks[i].value) ? 1u : 0u;
            if (count > static_cast<std::size_t>(max_major)) continue;
            for (std::size_t i : minor_index) {
                if (wanted(ticks[i].value)) ticks[i].label = format_general(ticks[i].value);
            }
            for (Tick& t : ticks) {
                if (t.major) t.label = format_general(t.value);
            }
            break;
        }
    }

    std::size_t labelled = 0;
    for (const Tick& t : ticks) labelled += t.label.empty() ? 0u : 1u;
    if (labelled < 2) {
        // Within a factor of ~2 the data-space nice ticks read best.
        std::vector<double> values;
        for (double v : nice_ticks(lo, hi, max_major)) {
            if (v > 0) values.push_back(v);
        }
        if (values.size() > labelled) {
            const std::vector<std::string> labels = linear_tick_labels(values);
            std::vector<Tick> linear;
            for (std::size_t i = 0; i < values.size(); ++i) linear.push_back({values[i], labels[i], true});
            return linear;
        }
    }

    std::sort(ticks.begin(), ticks.end(), [](const Tick& a, const Tick& b) { return a.value < b.value; });
    return ticks;
}

std::vector<Tick> fixed_ticks(const std::vector<double>& values, const std::vector<std::string>& labels) {
    for (double v : values) detail::require_finite(v, "tick value", "fixed_ticks");
    if (!labels.empty() && labels.size() != values.size()) {
        throw Error("fixed_ticks: " + detail::int_text(static_cast<long long>(values.size())) + " values but " +
                    detail::int_text(static_cast<long long>(labels.size())) + " labels");
    }
    const std::vector<std::string> texts = labels.empty() ? linear_tick_labels(values) : labels;
    std::vector<Tick> ticks;
    ticks.reserve(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) ticks.push_back({values[i], texts[i], true});
    return ticks;
}

}  // namespace sqfig
