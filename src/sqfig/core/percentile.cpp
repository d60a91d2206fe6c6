// The implementation of sqfig/core/percentile.hpp: the checks numpy makes
// (and NaN refused or left out), then the box plots' and the 'fd' bin rule's
// selection (artists/order_statistics.cpp) at numpy's positions.
#include "sqfig/core/percentile.hpp"

#include "sqfig/artists/distribution_stats.hpp"
#include "sqfig/artists/order_statistics.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/scale/number_format.hpp"

#include <cmath>
#include <string>

namespace sqfig {

namespace {

// The quantiles of `data` at `qs` (percentages when `scale` is 100), NaN
// refused (`skip_nan` false) or left out, as `who` names them.
std::vector<double> quantiles(const std::vector<double>& data, const std::vector<double>& qs, double scale,
                              PercentileMethod method, bool skip_nan, const char* who) {
    std::vector<double> fractions;
    fractions.reserve(qs.size());
    for (std::size_t i = 0; i < qs.size(); ++i) {
        const double f = scale == 1 ? qs[i] : qs[i] / scale;  // numpy.percentile: true_divide(q, 100)
        if (!(f >= 0 && f <= 1))
            throw Error(std::string(who) + ": q must be in [0, " + (scale == 1 ? "1" : "100") + "], not " +
                        detail::shortest(qs[i]) + (qs.size() > 1 ? " (q " + std::to_string(i) + ")" : std::string()));
        fractions.push_back(f);
    }
    std::size_t count = 0;
    for (std::size_t i = 0; i < data.size(); ++i) {
        if (!std::isnan(data[i])) ++count;
        else if (!skip_nan)
            throw Error(std::string(who) + ": value " + std::to_string(i) +
                            " is NaN (numpy would return NaN); leave NaN out with nan" + who,
                        ErrorKind::data);
    }
    if (count == 0)
        throw Error(std::string(who) + ": no values" +
                        (data.empty() ? std::string() : " (all " + std::to_string(data.size()) + " are NaN)"),
                    ErrorKind::data);
    const detail::ValueSpans kept{{{data.data(), data.size()}}, std::nullopt};  // every value but NaN
    return detail::numpy_quantiles(kept, count, fractions, method);
}

}  // namespace

std::vector<double> percentile(Values data, const std::vector<double>& qs, PercentileMethod method) {
    return quantiles(data.vector(), qs, 100, method, false, "percentile");
}
double percentile(Values data, double q, PercentileMethod method) {
    return percentile(std::move(data), std::vector<double>{q}, method).front();
}
std::vector<double> quantile(Values data, const std::vector<double>& qs, PercentileMethod method) {
    return quantiles(data.vector(), qs, 1, method, false, "quantile");
}
double quantile(Values data, double q, PercentileMethod method) {
    return quantile(std::move(data), std::vector<double>{q}, method).front();
}
std::vector<double> nanpercentile(Values data, const std::vector<double>& qs, PercentileMethod method) {
    return quantiles(data.vector(), qs, 100, method, true, "nanpercentile");
}
double nanpercentile(Values data, double q, PercentileMethod method) {
    return nanpercentile(std::move(data), std::vector<double>{q}, method).front();
}
std::vector<double> nanquantile(Values data, const std::vector<double>& qs, PercentileMethod method) {
    return quantiles(data.vector(), qs, 1, method, true, "nanquantile");
}
double nanquantile(Values data, double q, PercentileMethod method) {
    return nanquantile(std::move(data), std::vector<double>{q}, method).front();
}

}  // namespace sqfig
