// Internal: the statistics and checks the distribution artists share
// (numpy_arithmetic.cpp defines the numpy-exact ones, boxplot.cpp the box
// plot's, which violin.cpp reuses).
#pragma once

#include "sqfig/core/color.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/core/percentile.hpp"
#include "sqfig/core/values.hpp"
#include "sqfig/scene.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace sqfig::detail {

// numpy_arithmetic.cpp: numpy's float64 arithmetic, to the last bit.
/// numpy's pairwise summation of float64 (pairwise_sum_DOUBLE) of at(first) ..
/// at(first + n - 1): the values need not be stored (a sum of squares, say).
template <class At>
double numpy_pairwise_sum(std::size_t first, std::size_t n, const At& at) {
    if (n < 8) {
        double s = 0.;
        for (std::size_t i = 0; i < n; ++i) s += at(first + i);
        return s;
    }
    if (n <= 128) {
        double r[8];
        for (std::size_t j = 0; j < 8; ++j) r[j] = at(first + j);
        std::size_t i = 8;
        for (; i < n - (n % 8); i += 8)
            for (std::size_t j = 0; j < 8; ++j) r[j] += at(first + i + j);
        double s = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        for (; i < n; ++i) s += at(first + i);
        return s;
    }
    std::size_t half = n / 2;
    half -= half % 8;
    return numpy_pairwise_sum(first, half, at) + numpy_pairwise_sum(first + half, n - half, at);
}
/// numpy's pairwise summation of float64 (pairwise_sum_DOUBLE).
double numpy_sum(const double* a, std::size_t n);
/// Where numpy.quantile(x, fraction, method) reads n > 0 sorted values: the
/// value of rank `below`, mixed (numpy_lerp) with the value of rank `above` by
/// `t` when `mix`, else alone. Past the last value numpy mixes it with itself
/// by a t above 1 (which keeps a finite value, and makes an infinite one NaN).
struct QuantilePosition {
    std::size_t below = 0, above = 0;
    double t = 0;
    bool mix = false;
};
/// numpy 1.24's _quantile positions; fraction in [0, 1].
QuantilePosition numpy_quantile_position(std::size_t n, double fraction, PercentileMethod method = PercentileMethod::linear);
/// numpy's _lerp(a, b, t): the percentile from the values at a position.
double numpy_lerp(double a, double b, double t);
/// The quantile at `p` from the values of its ranks.
inline double numpy_quantile_value(const QuantilePosition& p, double below, double above) {
    return p.mix ? numpy_lerp(below, above, p.t) : below;
}
/// numpy.percentile(sorted, q), method "linear", with numpy's _lerp; q in [0, 100].
double numpy_percentile(const std::vector<double>& sorted, double q);
/// numpy.linspace(first, last, bins + 1): equal-width bin edges.
std::vector<double> numpy_linspace(double first, double last, std::size_t bins);

// boxplot.cpp: the box plot's checks, shared with the violins.
/// The values a statistic reads: NaN left out (counted in `nan`), infinities refused.
std::vector<double> finite_values(const std::vector<double>& data, std::size_t& nan, const std::string& who);
/// Positions 1..n.
std::vector<double> one_to_n(std::size_t n);
/// `p`, which must hold n finite positions.
std::vector<double> checked_positions(Values p, std::size_t n, const std::string& who);
/// `w`: one finite width > 0 for all, or one for each of the n sets.
std::vector<double> checked_widths(Values w, std::size_t n, const std::string& who);
/// No labels, or one for each of the n sets.
void check_category_labels(const std::vector<std::string>& l, std::size_t n, const std::string& who);
/// Each label's $math$ parses (refused when given, as Axis::ticks refuses it).
void check_label_math(const std::vector<std::string>& l, const std::string& who);
/// `it` as a stroked open polyline along `pts` (miter joins).
SceneItem stroke_item(SceneItem it, std::vector<Point> pts, Color c, double w, std::vector<double> dashes = {});

}  // namespace sqfig::detail
