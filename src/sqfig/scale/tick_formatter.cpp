// The implementation of sqfig/scale/tick_formatter.hpp.
#include "sqfig/scale/tick_formatter.hpp"

#include <array>
#include <cmath>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>
#include "sqfig/core/error.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/ticker.hpp"

namespace sqfig {

TickFormatter::TickFormatter(std::string name) : name_(std::move(name)) {}

std::vector<std::string> TickFormatter::labels(const std::vector<double>& values) const { return impl_(values); }

TickFormatter TickFormatter::percent(double whole, int decimals) {
    if (!std::isfinite(whole) || whole == 0)
        throw Error("percent formatter: the whole (the value shown as 100%) must be a finite nonzero number, not " +
                    detail::shortest(whole));
    if (decimals > 20) throw Error("percent formatter: at most 20 decimals, not " + std::to_string(decimals));
    TickFormatter f("percent");
    f.impl_ = [whole, decimals](const std::vector<double>& values) {
        std::vector<double> scaled;
        scaled.reserve(values.size());
        for (double v : values) scaled.push_back(v / whole * 100.0);
        const int d = decimals >= 0 ? decimals : (scaled.empty() ? 0 : detail::common_decimals(scaled));
        std::vector<std::string> out;
        for (double s : scaled) out.push_back(detail::unicode_minus(format_fixed(s, d)) + "%");
        return out;
    };
    return f;
}

TickFormatter TickFormatter::si(std::string unit, int decimals, std::string separator) {
    if (decimals > 20) throw Error("SI formatter: at most 20 decimals, not " + std::to_string(decimals));
    TickFormatter f("SI");
    // Escaped once here: the unit and separator are plain text.
    std::string u = escape(unit), sep = escape(separator);
    f.impl_ = [u, sep, decimals](const std::vector<double>& values) {
        std::vector<std::string> out;
        out.reserve(values.size());
        for (double v : values) out.push_back(si_text(v, u, sep, decimals));
        return out;
    };
    return f;
}

TickFormatter TickFormatter::function(Function fn) {
    if (!fn) throw Error("tick formatter: no function given");
    TickFormatter f("function");
    f.user_text_ = true;
    f.impl_ = [fn = std::move(fn)](const std::vector<double>& values) {
        std::vector<std::string> out;
        out.reserve(values.size());
        for (double v : values) out.push_back(fn(v));
        return out;
    };
    return f;
}

std::string TickFormatter::si_text(double v, const std::string& unit, const std::string& sep, int decimals) {
    if (!std::isfinite(v)) return detail::nonfinite_text(v);
    static const std::array<const char*, 17> prefixes{"y", "z", "a", "f", "p", "n", "\xC2\xB5", "m", "",
                                                      "k", "M", "G", "T", "P", "E", "Z", "Y"};
    int e3 = 0;
    if (v != 0) {
        // The exponent of v as it will print (999.95 rounds up to 1.000k).
        const int e = detail::decimal_digits(v, decimals >= 0 ? 3 + decimals : 4).exponent;
        e3 = static_cast<int>(std::floor(e / 3.0)) * 3;
        e3 = std::max(-24, std::min(24, e3));
    }
    const double m = detail::scale_by_pow10(v, -e3);
    std::string num = decimals >= 0 ? format_fixed(m, decimals) : format_general(m, 4);
    detail::drop_negative_zero(num);
    const std::string prefix = prefixes[static_cast<std::size_t>(e3 / 3 + 8)];
    const std::string suffix = prefix + unit;
    return detail::unicode_minus(num) + (suffix.empty() ? "" : sep + suffix);
}

std::string TickFormatter::escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '&') out += "&amp;";
        else if (c == '<') out += "&lt;";
        else if (c == '>') out += "&gt;";
        else out += c;
    }
    return out;
}

}  // namespace sqfig
