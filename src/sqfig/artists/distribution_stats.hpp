// Internal: the statistics and checks the distribution artists share
// (histogram.cpp defines the numpy-exact ones, boxplot.cpp the box plot's,
// which violin.cpp reuses).
#pragma once

#include "sqfig/core/color.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/core/values.hpp"
#include "sqfig/scene.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace sqfig::detail {

// histogram.cpp: numpy's float64 arithmetic, to the last bit.
/// numpy's pairwise summation of float64 (pairwise_sum_DOUBLE).
double numpy_sum(const double* a, std::size_t n);
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
