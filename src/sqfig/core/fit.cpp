// The implementation of sqfig/core/fit.hpp.
#include "sqfig/core/fit.hpp"

#include <cmath>
#include <string>
#include "sqfig/core/error.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

double PowerLaw::operator()(double x) const { return coefficient * std::pow(x, exponent); }

PowerLaw fit_power_law(const Values& x, const Values& y) {
    if (x.size() != y.size())
        throw Error("fit_power_law: " + std::to_string(x.size()) + " x values and " + std::to_string(y.size()) +
                    " y values", ErrorKind::data);
    if (x.size() < 2) throw Error("fit_power_law: needs two points at least", ErrorKind::data);
    double mx = 0, my = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (!(x[i] > 0 && y[i] > 0 && std::isfinite(x[i]) && std::isfinite(y[i])))
            throw Error("fit_power_law: point " + std::to_string(i) + " (" + std::to_string(x[i]) + ", " +
                        std::to_string(y[i]) + ") is not positive and finite, which a power law needs", ErrorKind::data);
        mx += std::log10(x[i]);
        my += std::log10(y[i]);
    }
    const double n = static_cast<double>(x.size());
    mx /= n;
    my /= n;
    double sxx = 0, sxy = 0;  // centred sums: no cancellation for large x
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double dx = std::log10(x[i]) - mx;
        sxx += dx * dx;
        sxy += dx * (std::log10(y[i]) - my);
    }
    if (!(sxx > 0)) throw Error("fit_power_law: every x is the same; a slope needs two different x", ErrorKind::data);
    PowerLaw p;
    p.exponent = sxy / sxx;
    p.coefficient = std::pow(10.0, my - p.exponent * mx);
    return p;
}

}  // namespace sqfig
