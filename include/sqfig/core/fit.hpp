// A power law y = coefficient * x^exponent fitted by least squares in log-log
// space: the straight line of a scaling-law plot (numpy's
// polyfit(log10(x), log10(y), 1)).
#pragma once


#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

/// A power law y = coefficient × x^exponent, as fit_power_law() returns it.
struct SQFIG_API PowerLaw {
    /// The factor: y at x = 1 (default 1).
    double coefficient = 1;
    /// The power of x: the slope of the line on log-log axes (default 0).
    double exponent = 0;
    /// coefficient * x^exponent
    double operator()(double x) const;
};

/// The power law through (x, y) with the least squared error of log10(y);
/// every value must be positive and finite, x must take two values at least.
/// Throws sqfig::Error otherwise, or when x and y differ in length.
SQFIG_API PowerLaw fit_power_law(const Values& x, const Values& y);

}  // namespace sqfig
