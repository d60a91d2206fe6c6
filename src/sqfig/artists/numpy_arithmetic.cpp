// numpy's float64 arithmetic, to the last bit (declared in
// distribution_stats.hpp): the histogram rules, box plots and violins must
// give numpy's numbers exactly, or a ceil() may give another bin count.
#include "sqfig/artists/distribution_stats.hpp"

#include <algorithm>
#include <cmath>

namespace sqfig::detail {

double numpy_sum(const double* a, std::size_t n) {
    return numpy_pairwise_sum(0, n, [a](std::size_t i) { return a[i]; });
}

QuantilePosition numpy_quantile_position(std::size_t n, double fraction, PercentileMethod method) {
    const double last = static_cast<double>(n) - 1;
    const double linear = last * fraction;  // numpy: (n - 1) * quantiles
    auto rank = [n](double i) { return std::min(static_cast<std::size_t>(i), n - 1); };
    switch (method) {  // the discrete methods take one value, as numpy's integer indices
        case PercentileMethod::lower: return {rank(std::floor(linear)), 0, 0, false};
        case PercentileMethod::higher: return {rank(std::ceil(linear)), 0, 0, false};
        case PercentileMethod::nearest: return {rank(std::nearbyint(linear)), 0, 0, false};  // halves to even
        case PercentileMethod::linear:
        case PercentileMethod::midpoint: break;
    }
    const double at = method == PercentileMethod::midpoint ? 0.5 * (std::floor(linear) + std::ceil(linear)) : linear;
    QuantilePosition p;
    p.mix = true;
    if (at >= last) {  // numpy's _get_indexes: both indices -1, gamma = index - (-1)
        p.below = p.above = n - 1;
        p.t = at + 1.0;
    } else {
        const double below = std::floor(at);
        p.below = static_cast<std::size_t>(below);
        p.above = p.below + 1;
        p.t = at - below;
    }
    // midpoint: numpy fixes gamma to 0 at a whole index, 0.5 between; t is that
    // already but past the last value, where mixing it with itself gives the same.
    return p;
}

double numpy_lerp(double a, double b, double t) {
    const double diff = b - a;
    return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

double numpy_percentile(const std::vector<double>& sorted, double q) {
    const QuantilePosition p = numpy_quantile_position(sorted.size(), q / 100);
    return numpy_quantile_value(p, sorted[p.below], sorted[p.above]);
}

// numpy.linspace(first, last, bins + 1): start + i * step, the last exactly `last`.
std::vector<double> numpy_linspace(double first, double last, std::size_t bins) {
    std::vector<double> e(bins + 1);
    const double delta = last - first, step = delta / static_cast<double>(bins);
    for (std::size_t i = 0; i <= bins; ++i)
        e[i] = step == 0 ? static_cast<double>(i) / static_cast<double>(bins) * delta + first
                         : static_cast<double>(i) * step + first;
    e[bins] = last;
    return e;
}

}  // namespace sqfig::detail
