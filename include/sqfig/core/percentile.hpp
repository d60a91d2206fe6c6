// numpy.percentile and numpy.quantile (numpy >= 1.22, one-dimensional data),
// to the last bit: a figure script's percentiles without numpy. The values are
// read in place by selection, not sorted.
#pragma once

#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

/// How a percentile between two data values is read (numpy's `method`).
enum class PercentileMethod { linear, lower, higher, nearest, midpoint };
/// \var PercentileMethod::linear
/// numpy's default: the two values at (n - 1) q mixed by its fraction (numpy's _lerp rounding).
/// \var PercentileMethod::lower
/// The value at floor((n - 1) q).
/// \var PercentileMethod::higher
/// The value at ceil((n - 1) q).
/// \var PercentileMethod::nearest
/// The value at (n - 1) q rounded, halves to even (numpy.around).
/// \var PercentileMethod::midpoint
/// The mean of the lower and the higher value (the value itself at a whole position).

/// numpy.percentile(data, q, method=...): q in [0, 100]. Throws sqfig::Error
/// for q outside [0, 100] or NaN, and (ErrorKind::data) for no data or a NaN
/// value, named by its index (numpy would return NaN: nanpercentile leaves it
/// out). Infinities are read as numpy reads them (a mix with one may be NaN).
SQFIG_API double percentile(Values data, double q, PercentileMethod method = PercentileMethod::linear);
/// numpy.percentile(data, [q...]): one percentile per q, in the order given.
SQFIG_API std::vector<double> percentile(Values data, const std::vector<double>& qs,
                                         PercentileMethod method = PercentileMethod::linear);
/// numpy.quantile(data, q): q in [0, 1]; otherwise as percentile().
SQFIG_API double quantile(Values data, double q, PercentileMethod method = PercentileMethod::linear);
/// numpy.quantile(data, [q...]).
SQFIG_API std::vector<double> quantile(Values data, const std::vector<double>& qs,
                                       PercentileMethod method = PercentileMethod::linear);
/// numpy.nanpercentile(data, q): NaN left out. Throws sqfig::Error as
/// percentile(), and (data) when every value is NaN (numpy returns NaN).
SQFIG_API double nanpercentile(Values data, double q, PercentileMethod method = PercentileMethod::linear);
/// numpy.nanpercentile(data, [q...]).
SQFIG_API std::vector<double> nanpercentile(Values data, const std::vector<double>& qs,
                                            PercentileMethod method = PercentileMethod::linear);
/// numpy.nanquantile(data, q): NaN left out, q in [0, 1].
SQFIG_API double nanquantile(Values data, double q, PercentileMethod method = PercentileMethod::linear);
/// numpy.nanquantile(data, [q...]).
SQFIG_API std::vector<double> nanquantile(Values data, const std::vector<double>& qs,
                                          PercentileMethod method = PercentileMethod::linear);

}  // namespace sqfig
