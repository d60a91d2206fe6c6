// Internal: order statistics (the k-th smallest value) of values read in
// place, for the percentiles numpy's 'fd' and 'auto' bin rules and
// sqfig::percentile need, by
// selection rather than by sorting a copy.
#pragma once

#include "sqfig/artists/value_spans.hpp"
#include "sqfig/core/percentile.hpp"

#include <cstddef>
#include <vector>

namespace sqfig::detail {

/// The values of ranks `ranks` (0 = the smallest) among the `count` values
/// `v` keeps, one per rank, exactly (no interpolation). Memory: a small part
/// of the values near each rank, not a copy of them all.
std::vector<double> order_statistics(const ValueSpans& v, std::size_t count, const std::vector<std::size_t>& ranks);

/// numpy.quantile(kept values, fractions, method) by order_statistics;
/// `count` (> 0) is the number of values `v` keeps; fractions in [0, 1].
std::vector<double> numpy_quantiles(const ValueSpans& v, std::size_t count, const std::vector<double>& fractions,
                                    PercentileMethod method);

/// numpy.percentile(kept values, qs) (method "linear", numpy's _lerp), by
/// order_statistics; `count` (> 0) is the number of values `v` keeps.
std::vector<double> numpy_percentiles(const ValueSpans& v, std::size_t count, const std::vector<double>& qs);

}  // namespace sqfig::detail
