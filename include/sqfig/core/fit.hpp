// A power law y = coefficient * x^exponent fitted by least squares in log-log
// space: the straight line of a scaling-law plot (numpy's
// polyfit(log10(x), log10(y), 1)).
#pragma once


#include "sqfig/core/error.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

struct PowerLaw {
    double coefficient = 1;
    double exponent = 0;
    /// coefficient * x^exponent
    double operator()(double x) const;
};

/// The power law through (x, y) with the least squared error of log10(y);
/// every value must be positive and finite, x must take two values at least.
PowerLaw fit_power_law(const Values& x, const Values& y);

}  // namespace sqfig
