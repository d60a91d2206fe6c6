// Evenly spaced numbers and element-wise functions for making chart data
// without numpy: linspace, logspace, arange, generate (n draws of a
// generator) and transform (numpy's vectorised expressions, one value at a
// time).
#pragma once

#include <cstddef>
#include <string>
#include <type_traits>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

/// The most numbers one call makes (10^9 doubles are 8 GB).
inline constexpr std::size_t max_sequence_length = 1000000000;

namespace detail {
void check_sequence_bound(double v, const char* fn, const char* what);
void check_sequence_length(double n, const char* fn);
}  // namespace detail

/// `n` numbers from `first` to `last`, both included, evenly spaced
/// (numpy.linspace): linspace(0, 1, 5) is {0, 0.25, 0.5, 0.75, 1}. Throws
/// sqfig::Error for a bound that is not finite or n over max_sequence_length.
SQFIG_API std::vector<double> linspace(double first, double last, std::size_t n);

/// `n` numbers from base^first to base^last, evenly spaced on a log axis
/// (numpy.logspace): logspace(0, 3, 4) is {1, 10, 100, 1000}. Throws sqfig::Error
/// where linspace() does, for a base that is not positive, finite and other than 1,
/// and when a power leaves the range of double.
SQFIG_API std::vector<double> logspace(double first, double last, std::size_t n, double base = 10);

/// start, start + step, start + 2 step, ... while below `stop` (above it for
/// a negative step), stop excluded (numpy.arange): arange(0, 10, 2) is
/// {0, 2, 4, 6, 8}; each number is start + i step, so steps do not add up errors.
/// Throws sqfig::Error for a zero step, a value that is not finite, or more than
/// max_sequence_length numbers.
SQFIG_API std::vector<double> arange(double start, double stop, double step = 1);

/// Throws sqfig::Error naming `function` ("generate: 2000000000.000000 numbers
/// asked for; at most 1000000000") when `n` is over max_sequence_length: the
/// check generate() makes, out of line so that its message is not compiled
/// into each caller; for a sequence maker of one's own too.
SQFIG_API void require_sequence_length(std::size_t n, const char* function);

// generate() and transform() are templates over the caller's function, so
// they are compiled in the caller's TU once per function: they size the
// vector once and fill it (no push_back growth code), and leave the error
// message to require_sequence_length (docs/performance.md).

/// `n` values of f() called n times in a row: generate(1000, [&] { return noise(rng); })
/// is numpy's rng.normal(0, s, 1000). Throws sqfig::Error for n over max_sequence_length.
template <class F, class = std::enable_if_t<std::is_invocable_r_v<double, F&>>>
std::vector<double> generate(std::size_t n, F f) {
    if (n > max_sequence_length) require_sequence_length(n, "generate");
    std::vector<double> out(n);
    for (double& v : out) v = static_cast<double>(f());
    return out;
}

/// f(x) for every x: transform(steps, [](double s) { return std::exp(-s); })
/// is numpy's np.exp(-steps).
template <class F, class = std::enable_if_t<std::is_invocable_r_v<double, F&, double>>>
std::vector<double> transform(const Values& x, F f) {
    std::vector<double> out(x.size());
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = static_cast<double>(f(x[i]));
    return out;
}

/// f(a, b) element by element for two ranges of one length:
/// transform(mean, spread, std::minus<>()) is numpy's mean - spread. Throws
/// sqfig::Error when the lengths differ.
template <class F, class = std::enable_if_t<std::is_invocable_r_v<double, F&, double, double>>>
std::vector<double> transform(const Values& a, const Values& b, F f) {
    if (a.size() != b.size())
        throw Error("transform: " + std::to_string(a.size()) + " and " + std::to_string(b.size()) +
                    " values; both ranges must have one length", ErrorKind::data);
    std::vector<double> out;
    out.reserve(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(static_cast<double>(f(a[i], b[i])));
    return out;
}

}  // namespace sqfig
