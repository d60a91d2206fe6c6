// Tick placement and tick text (the counterpart of matplotlib's ticker.py).
//
// Pure math: no Cairo, no Pango. Labels are Pango markup strings.
// Float robustness: tick values are built as integer multiples of a decimal
// step (k * m * 10^p, evaluated so that the result is the double nearest to
// the decimal number), so 3 * 0.1 is exactly the double of "0.3" and labels
// never show representation noise or "-0".
#pragma once

#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"


namespace sqfig {

/// One tick: its position in data units, its label (Pango markup; empty for
/// minor ticks and for unlabelled major ticks) and whether it is a major tick.
struct SQFIG_API Tick {
    /// Position, data units.
    double value = 0;
    /// Label, Pango markup; empty for minor ticks and unlabelled major ticks.
    std::string label;
    /// True for a major tick (the default), false for a minor one.
    bool major = true;
};

namespace detail {

// Tick counts above this are clamped: no axis can show more, and it bounds
// memory and time for any caller-supplied max.
inline constexpr int kMaxTickCount = 1000;

int clamp_tick_count(int n);

// Relative width below which a range is treated as a single value: the ticks
// would need more digits than a double holds to be told apart.
inline constexpr double kDegenerateRelativeSpan = 1e-13;

// Tolerance (in units of one step, or one decade) for "inside the range".
inline constexpr double kInsideTolerance = 1e-9;

// 10^n as the double nearest to it where that is cheap to get exactly
// (|n| <= 22: 10^n is exact, 1/10^n is correctly rounded); std::pow beyond.
double pow10(int n);

// v * 10^n without intermediate overflow/underflow (10^320 is not a double,
// but 1e-320 * 10^320 is). Used for the mantissas of scientific labels.
double scale_by_pow10(double v, int n);

// The double nearest to the decimal number m * 10^p, for an integer-valued m
// (exact while |m| < 2^53). Dividing by an exact 10^-p rounds once, where
// multiplying by an inexact 10^p would round twice (0.1 * 3 != 0.3).
double decimal_value(double m, int p);

// A nice step m * 10^p with m in {1, 2, 2.5, 5}, stored as an integer
// mantissa (1, 2, 25, 5) and a decimal exponent so ticks can be exact.
struct NiceStep {
    double mantissa = 1;  // integer-valued
    int exponent = 0;
    double value() const { return decimal_value(mantissa, exponent); }
};

// The index-th nice step: index 4*d + j is {1, 2, 2.5, 5}[j] * 10^d.
NiceStep nice_step(int index);

// Range of integers k with lo <= k*step <= hi (tolerant), as doubles so that
// huge ratios cannot overflow an integer conversion.
struct KRange {
    double first = 0;
    double last = -1;
    double count() const;
};

KRange multiples_inside(double lo, double hi, double step);

void require_finite(double v, const char* what, const char* func);

// Number of decimals that represents every value in `values` to within
// 1/1000 of the spacing scale (matplotlib ScalarFormatter's rule), so
// {0, 0.2, ..., 1} needs 1 and {0, 2, 4} needs 0.
int common_decimals(const std::vector<double>& values);

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
SQFIG_API std::vector<double> nice_ticks(double lo, double hi, int max_ticks);

/// Label texts for linear ticks with one common number of decimals, like
/// matplotlib's ScalarFormatter: {0, 0.2, ..., 1} -> "0.0", "0.2", ..., "1.0";
/// {0, 2, 4, 6, 8} -> "0", "2", ..., "8". When the largest magnitude is >= 1e6,
/// or below 1e-4 (and nonzero), labels are mantissa × 10^k markup with one
/// common exponent k and common decimals: {0, 1e6, 2e6} -> "0", "1×10<sup>6</sup>",
/// "2×10<sup>6</sup>"; zero keeps the common decimals but no factor: {0, 5e5, 1e6}
/// -> "0.0", "0.5×10<sup>6</sup>", "1.0×10<sup>6</sup>" (an axis shows the common
/// factor once, in its corner). Negative numbers use U+2212.
/// Throws sqfig::Error for a non-finite value.
SQFIG_API std::vector<std::string> linear_tick_labels(const std::vector<double>& values);

namespace detail {

// log_b(v), exact at integer powers for the common bases (log(1000)/log(10)
// is 2.9999999999999996, log10(1000) is 3).
double log_base(double v, double base);

// base^n, exact (or nearest) for the common bases.
double pow_base(double base, double n);

// k * base^n, nearest to the decimal number for base 10 (0.002, not 0.0020000000000000005).
double minor_value(double base, double k, double n);

// Strides between labelled decades: 1, 2, 3, 4, 5, then 10, 20, 25, 50, 100, ...
double decade_stride(int index);

// Base-2 decades 2^0..2^16 read best as plain integers ("512", "1024").
inline bool plain_base2(double n) { return n >= 0 && n <= 16; }

// Label of the major tick base^n; `plain` asks for the integer of a base-2 decade.
std::string log_major_label(double base, double n, double value, bool plain);

// v in [lo, hi] with a relative tolerance; b^n can round to inf at the top
// of the double range, and hi * (1 + tol) can overflow, hence the finite check.
bool inside(double v, double lo, double hi);

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
SQFIG_API std::vector<Tick> log_ticks(double lo, double hi, double base, int max_major = 8);

/// Ticks at fixed positions with caller-given labels (matplotlib's FixedLocator +
/// FixedFormatter), e.g. categorical bar positions {0, 1, 2} with model names.
/// Empty `labels` means "label the values like linear_tick_labels".
/// Throws sqfig::Error for a non-finite value or when the sizes differ.
SQFIG_API std::vector<Tick> fixed_ticks(const std::vector<double>& values, const std::vector<std::string>& labels = {});

}  // namespace sqfig
