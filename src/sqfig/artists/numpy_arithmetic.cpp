// numpy's float64 arithmetic, to the last bit (declared in
// distribution_stats.hpp): the histogram rules, box plots and violins must
// give numpy's numbers exactly, or a ceil() may give another bin count.
#include "sqfig/artists/distribution_stats.hpp"

#include <cmath>

namespace sqfig::detail {

double numpy_sum(const double* a, std::size_t n) {
    return numpy_pairwise_sum(0, n, [a](std::size_t i) { return a[i]; });
}

PercentilePosition numpy_percentile_position(std::size_t n, double q) {
    const double last = static_cast<double>(n) - 1;
    const double virtual_index = last * (q / 100);
    if (virtual_index >= last) return {n - 1, 0.0};
    const double below = std::floor(virtual_index);
    return {static_cast<std::size_t>(below), virtual_index - below};
}

double numpy_lerp(double a, double b, double t) {
    const double diff = b - a;
    return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

double numpy_percentile(const std::vector<double>& sorted, double q) {
    const PercentilePosition p = numpy_percentile_position(sorted.size(), q);
    if (p.below + 1 >= sorted.size()) return sorted.back();
    return numpy_lerp(sorted[p.below], sorted[p.below + 1], p.t);
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
