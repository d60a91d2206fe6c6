// The implementation of sqfig/core/mark_style.hpp.
#include "sqfig/core/mark_style.hpp"

#include <cmath>
#include <string>
#include <vector>
#include "sqfig/core/color.hpp"
#include "sqfig/core/error.hpp"

namespace sqfig {

bool is_stroked_marker(MarkerShape s) { return s == MarkerShape::plus || s == MarkerShape::cross; }

std::vector<double> dash_pattern(LineStyle s, double width) {
    std::vector<double> p;
    switch (s) {
        case LineStyle::solid: return p;
        case LineStyle::dashed: p = {3.7, 1.6}; break;
        case LineStyle::dotted: p = {1.0, 1.65}; break;
        case LineStyle::dash_dot: p = {6.4, 1.6, 1.0, 1.6}; break;
        default: throw Error("unknown line style");
    }
    for (double& v : p) v *= width;
    return p;
}

namespace detail {

double checked_width(double w, const std::string& what) {
    if (!(w >= 0 && w <= 1e4)) throw Error(what + " must be a width between 0 and 10000 points, not " + std::to_string(w));
    return w;
}

StrokeStyle checked_stroke(const StrokeStyle& s, const std::string& what) {
    return {checked_color(s.color, what + " colour"), checked_width(s.width, what + " width")};
}

std::vector<double> checked_dashes(std::vector<double> d, const std::string& what) {
    double sum = 0;
    for (double v : d) {
        if (!(v >= 0 && v <= 1e4)) throw Error(what + ": dash lengths must be between 0 and 10000 points, not " + std::to_string(v));
        sum += v;
    }
    if (!d.empty() && !(sum > 0)) throw Error(what + ": a dash pattern must not be all zeros");
    return d;
}

double checked_finite(double v, const std::string& what, ErrorKind kind) {
    if (!std::isfinite(v)) throw Error(what + " must be a finite number, not " + std::to_string(v), kind);
    return v;
}

double checked_position(double v, const std::string& what) { return checked_finite(v, what, ErrorKind::data); }

double checked_offset(double v, const std::string& what) {
    if (!(std::abs(checked_finite(v, what)) <= 1e4))
        throw Error(what + " must be between -10000 and 10000 points, not " + std::to_string(v));
    return v;
}

std::string checked_hatch(std::string pattern, const std::string& what) {
    if (pattern.size() > 16) throw Error(what + ": a hatch pattern has at most 16 characters");
    for (char c : pattern)
        if (std::string("/\\|-+x").find(c) == std::string::npos)
            throw Error(what + ": hatch pattern \"" + pattern + "\" holds '" + std::string(1, c) +
                        "' (use / \\ | - + x, repeated for denser lines)");
    return pattern;
}

}  // namespace detail
}  // namespace sqfig
