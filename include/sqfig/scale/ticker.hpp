// Tick placement and tick text (the counterpart of matplotlib's ticker.py).
//
// Pure math: no Cairo, no Pango. Labels are Pango markup strings.
// Float robustness: tick values are built as integer multiples of a decimal
// step (k * m * 10^p, evaluated so that the result is the double nearest to
// the decimal number), so 3 * 0.1 is exactly the double of "0.3" and labels
// never show representation noise or "-0".
#pragma once

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

/// One tick: its position in data units, its label (Pango markup; empty for
/// minor ticks and for unlabelled major ticks) and whether it is a major tick.
struct Tick {
    double value = 0;
    std::string label;
    bool major = true;
};

namespace detail {

// Tick counts above this are clamped: no axis can show more, and it bounds
// memory and time for any caller-supplied max.
inline constexpr int kMaxTickCount = 1000;

inline int clamp_tick_count(int n) { return std::clamp(n, 1, kMaxTickCount); }

// Relative width below which a range is treated as a single value: the ticks
// would need more digits than a double holds to be told apart.
inline constexpr double kDegenerateRelativeSpan = 1e-13;

// Tolerance (in units of one step, or one decade) for "inside the range".
inline constexpr double kInsideTolerance = 1e-9;

// 10^n as the double nearest to it where that is cheap to get exactly
// (|n| <= 22: 10^n is exact, 1/10^n is correctly rounded); std::pow beyond.
inline double pow10(int n) {
    if (n >= 0 && n <= 22) {
        double p = 1;
        for (int i = 0; i < n; ++i) p *= 10;
        return p;
    }
    if (n < 0 && n >= -22) return 1.0 / pow10(-n);
    return std::pow(10.0, n);
}

// v * 10^n without intermediate overflow/underflow (10^320 is not a double,
// but 1e-320 * 10^320 is). Used for the mantissas of scientific labels.
inline double scale_by_pow10(double v, int n) {
    while (n > 300) { v *= 1e300; n -= 300; }
    while (n < -300) { v /= 1e300; n += 300; }
    return n >= 0 ? v * pow10(n) : v / pow10(-n);
}

// The double nearest to the decimal number m * 10^p, for an integer-valued m
// (exact while |m| < 2^53). Dividing by an exact 10^-p rounds once, where
// multiplying by an inexact 10^p would round twice (0.1 * 3 != 0.3).
inline double decimal_value(double m, int p) {
    const double v = (p >= 0) ? scale_by_pow10(m, p) : (p >= -22 ? m / pow10(-p) : scale_by_pow10(m, p));
    return v + 0.0;  // turns -0.0 into +0.0
}

// A nice step m * 10^p with m in {1, 2, 2.5, 5}, stored as an integer
// mantissa (1, 2, 25, 5) and a decimal exponent so ticks can be exact.
struct NiceStep {
    double mantissa = 1;  // integer-valued
    int exponent = 0;
    double value() const { return decimal_value(mantissa, exponent); }
};

// The index-th nice step: index 4*d + j is {1, 2, 2.5, 5}[j] * 10^d.
inline NiceStep nice_step(int index) {
    const int d = index >= 0 ? index / 4 : -((-index + 3) / 4);
    const int j = index - 4 * d;
    switch (j) {
        case 0: return {1, d};
        case 1: return {2, d};
        case 2: return {25, d - 1};
        default: return {5, d};
    }
}

// Range of integers k with lo <= k*step <= hi (tolerant), as doubles so that
// huge ratios cannot overflow an integer conversion.
struct KRange {
    double first = 0;
    double last = -1;
    double count() const { return last >= first ? last - first + 1 : 0; }
};

inline KRange multiples_inside(double lo, double hi, double step) {
    return {std::ceil(lo / step - kInsideTolerance), std::floor(hi / step + kInsideTolerance)};
}

inline void require_finite(double v, const char* what, const char* func) {
    if (!std::isfinite(v)) {
        throw Error(std::string(func) + ": " + what + " must be finite, got " + shortest(v));
    }
}

// Number of decimals that represents every value in `values` to within
// 1/1000 of the spacing scale (matplotlib ScalarFormatter's rule), so
// {0, 0.2, ..., 1} needs 1 and {0, 2, 4} needs 0.
inline int common_decimals(const std::vector<double>& values) {
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

/// "Nice number" ticks like matplotlib's MaxNLocator(steps=[1, 2, 2.5, 5, 10]):
/// all integer multiples of one step m * 10^p (m in 1, 2, 2.5, 5), the smallest
/// such step that puts at most max_ticks ticks inside [lo, hi] (inclusive, with
/// a tolerance of 1e-9 step). Examples with max_ticks = 8: 0..1.12 -> 0, 0.2, ..., 1;
/// 0..8 -> 0, 2, 4, 6, 8; 0..2100 -> 0, 500, ..., 2000.
/// lo > hi is swapped. A (near-)empty range (lo == hi, or a width below 1e-13
/// of the magnitude) is widened by 5% of the value either way (to [-1, 1] around
/// zero), so it gets a few ticks around the value instead of a division by zero.
/// max_ticks is clamped to 1..1000. Throws sqfig::Error if lo or hi is not finite.
inline std::vector<double> nice_ticks(double lo, double hi, int max_ticks) {
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
    const double raw_half = half_span / max_ticks;  // > 0, finite
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

/// Label texts for linear ticks with one common number of decimals, like
/// matplotlib's ScalarFormatter: {0, 0.2, ..., 1} -> "0.0", "0.2", ..., "1.0";
/// {0, 2, 4, 6, 8} -> "0", "2", ..., "8". When the largest magnitude is >= 1e6,
/// or below 1e-4 (and nonzero), labels are mantissa × 10^k markup with one
/// common exponent k and common decimals: {0, 1e6, 2e6} -> "0", "1×10<sup>6</sup>",
/// "2×10<sup>6</sup>" (zero stays "0"). Negative numbers use U+2212.
/// Throws sqfig::Error for a non-finite value.
inline std::vector<std::string> linear_tick_labels(const std::vector<double>& values) {
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
        const std::string text = format_fixed(m, decimals);
        const bool zero = text.find_first_of("123456789") == std::string::npos;
        labels.push_back(zero ? "0" : detail::unicode_minus(text) + power);
    }
    return labels;
}

namespace detail {

// log_b(v), exact at integer powers for the common bases (log(1000)/log(10)
// is 2.9999999999999996, log10(1000) is 3).
inline double log_base(double v, double base) {
    if (base == 10) return std::log10(v);
    if (base == 2) return std::log2(v);
    return std::log(v) / std::log(base);
}

// base^n, exact (or nearest) for the common bases.
inline double pow_base(double base, double n) {
    if (base == 10 && std::fabs(n) <= 400) return pow10(static_cast<int>(n));
    if (base == 2 && std::fabs(n) <= 2000) return std::ldexp(1.0, static_cast<int>(n));
    return std::pow(base, n);
}

// k * base^n, nearest to the decimal number for base 10 (0.002, not 0.0020000000000000005).
inline double minor_value(double base, double k, double n) {
    if (base == 10 && std::fabs(n) <= 400) return decimal_value(k, static_cast<int>(n));
    return k * pow_base(base, n);
}

// Strides between labelled decades: 1, 2, 3, 4, 5, then 10, 20, 25, 50, 100, ...
inline double decade_stride(int index) {
    if (index < 5) return index + 1;
    const NiceStep s = nice_step(index - 5 + 4);  // 10, 20, 25, 50, 100, ...
    return s.value();
}

// Base-2 decades 2^0..2^16 read best as plain integers ("512", "1024").
inline bool plain_base2(double n) { return n >= 0 && n <= 16; }

// Label of the major tick base^n; `plain` asks for the integer of a base-2 decade.
inline std::string log_major_label(double base, double n, double value, bool plain) {
    if (std::fabs(n) > 1e9) return format_general(value);  // absurd base near 1: no int exponent
    if (plain) return int_text(static_cast<long long>(value));
    return format_power(base, static_cast<int>(n));
}

// v in [lo, hi] with a relative tolerance; b^n can round to inf at the top
// of the double range, and hi * (1 + tol) can overflow, hence the finite check.
inline bool inside(double v, double lo, double hi) {
    return std::isfinite(v) && v >= lo * (1 - kInsideTolerance) && v <= hi * (1 + kInsideTolerance);
}

}  // namespace detail

/// Log ticks for [lo, hi] on base b (any finite b > 1), like matplotlib's
/// LogLocator + LogFormatterSciNotation:
/// - major ticks at integer powers b^n inside the range; when there are more
///   than max_major decades, only every s-th decade (n a multiple of s, s in
///   1, 2, 3, 4, 5, 10, 20, 25, 50, ...; or, where that leaves fewer than 2,
///   counted from the lowest decade) is major, the skipped ones become minor
///   ticks (if there are at most 100 decades);
/// - minor ticks at k*b^n, k = 2..b-1, for integer bases 3..100 while the range
///   spans at most 10 decades; none for base 2 or non-integer bases;
/// - labels: base 10 -> "10<sup>3</sup>"; base 2 -> "512", "1024" (integers up
///   to 65536, when all majors are), else "2<sup>20</sup>"; other bases -> format_power (e -> "e<sup>2</sup>").
/// When fewer than 2 major ticks fall inside (600..700, 3..8), minor ticks are
/// labelled with format_general (all of them, or the k in {2,3,5}, {2,5}, {5}
/// if that is needed to stay within max_major labels), and the major tick, if
/// any, is then labelled the same plain way ("100", not "10²"). If that still
/// gives fewer than 2 labels, the result is nice_ticks(lo, hi, max_major) in
/// data space with linear_tick_labels (positive ticks only), when that gives more.
/// Only ticks inside [lo, hi] (tolerance 1e-9 relative) are returned, sorted by
/// value. lo > hi is swapped; lo == hi is widened to [lo/b, hi*b].
/// Throws sqfig::Error if lo or hi is not finite or <= 0, or b is not finite or <= 1.
inline std::vector<Tick> log_ticks(double lo, double hi, double base, int max_major = 8) {
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

/// Ticks at fixed positions with caller-given labels (matplotlib's FixedLocator +
/// FixedFormatter), e.g. categorical bar positions {0, 1, 2} with model names.
/// Empty `labels` means "label the values like linear_tick_labels".
/// Throws sqfig::Error for a non-finite value or when the sizes differ.
inline std::vector<Tick> fixed_ticks(const std::vector<double>& values, const std::vector<std::string>& labels = {}) {
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
