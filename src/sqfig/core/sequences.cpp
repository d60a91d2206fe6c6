// The implementation of sqfig/core/sequences.hpp.
#include "sqfig/core/sequences.hpp"

#include <cmath>
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>
#include "sqfig/core/error.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {
namespace detail {

void check_sequence_bound(double v, const char* fn, const char* what) {
    if (!std::isfinite(v)) throw Error(std::string(fn) + ": " + what + " must be finite");
}

void check_sequence_length(double n, const char* fn) {
    if (!(n <= static_cast<double>(max_sequence_length)))
        throw Error(std::string(fn) + ": " + std::to_string(n) + " numbers asked for; at most " +
                    std::to_string(max_sequence_length));
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

void require_sequence_length(std::size_t n, const char* function) {
    detail::check_sequence_length(static_cast<double>(n), function);
}

std::vector<double> linspace(double first, double last, std::size_t n) {
    detail::check_sequence_bound(first, "linspace", "first");
    detail::check_sequence_bound(last, "linspace", "last");
    detail::check_sequence_length(static_cast<double>(n), "linspace");
    std::vector<double> v(n);
    const double step = n > 1 ? (last - first) / static_cast<double>(n - 1) : 0.0;
    for (std::size_t i = 0; i < n; ++i) v[i] = first + step * static_cast<double>(i);
    if (n > 1) v.back() = last;  // exact, whatever the rounding of the steps
    return v;
}

std::vector<double> logspace(double first, double last, std::size_t n, double base) {
    if (!(base > 0 && base != 1 && std::isfinite(base))) throw Error("logspace: the base must be positive, finite and not 1");
    std::vector<double> v = linspace(first, last, n);
    for (double& e : v) {
        e = std::pow(base, e);
        if (!std::isfinite(e) || e == 0) throw Error("logspace: " + std::to_string(base) + "^" + std::to_string(first) +
                                                     ".." + std::to_string(last) + " leaves the range of double");
    }
    return v;
}

std::vector<double> arange(double start, double stop, double step) {
    detail::check_sequence_bound(start, "arange", "start");
    detail::check_sequence_bound(stop, "arange", "stop");
    detail::check_sequence_bound(step, "arange", "step");
    if (step == 0) throw Error("arange: the step must not be 0");
    const double count = std::ceil((stop - start) / step);
    if (!(count > 0)) return {};
    detail::check_sequence_length(count, "arange");
    const auto n = static_cast<std::size_t>(count);
    std::vector<double> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = start + step * static_cast<double>(i);
    return v;
}

}  // namespace sqfig
