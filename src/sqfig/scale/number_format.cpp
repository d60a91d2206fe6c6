// The implementation of sqfig/scale/number_format.hpp.
#include "sqfig/scale/number_format.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <string>
#include <system_error>
#include "sqfig/core/error.hpp"

namespace sqfig {
namespace detail {

std::string nonfinite_text(double v) {
    if (std::isnan(v)) return "nan";
    return v < 0 ? "-inf" : "inf";
}

std::string shortest(double v) {
    if (!std::isfinite(v)) return nonfinite_text(v);
    std::array<char, 64> buf{};
    const auto r = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    return std::string(buf.data(), r.ptr);
}

std::string int_text(long long v) {
    std::array<char, 32> buf{};
    const auto r = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    return std::string(buf.data(), r.ptr);
}

std::string group_thousands(const std::string& s) {
    const std::size_t begin = (!s.empty() && s[0] == '-') ? 1 : 0;
    std::size_t end = begin;
    while (end < s.size() && s[end] >= '0' && s[end] <= '9') ++end;
    std::string out = s.substr(0, begin);
    for (std::size_t i = begin; i < end; ++i) {
        out += s[i];
        const std::size_t remaining = end - i - 1;
        if (remaining > 0 && remaining % 3 == 0) out += ',';
    }
    out += s.substr(end);
    return out;
}

void drop_negative_zero(std::string& s) {
    if (s.empty() || s[0] != '-') return;
    for (std::size_t i = 1; i < s.size(); ++i) {
        if (s[i] >= '1' && s[i] <= '9') return;
    }
    s.erase(0, 1);
}

std::string unicode_minus(const std::string& s) {
    if (!s.empty() && s[0] == '-') return kMinusSign + s.substr(1);
    return s;
}

DecimalDigits decimal_digits(double v, int significant) {
    std::array<char, 64> buf{};
    const auto r = std::to_chars(buf.data(), buf.data() + buf.size(), std::fabs(v),
                                 std::chars_format::scientific, significant - 1);
    const std::string s(buf.data(), r.ptr);  // "d.ddde+XX" or "de+XX"
    const std::size_t e_pos = s.find('e');
    DecimalDigits out;
    for (std::size_t i = 0; i < e_pos; ++i) {
        if (s[i] != '.') out.digits += s[i];
    }
    while (out.digits.size() > 1 && out.digits.back() == '0') out.digits.pop_back();
    const char* first = s.data() + e_pos + 1;
    if (*first == '+') ++first;  // from_chars does not take a '+'
    std::from_chars(first, s.data() + s.size(), out.exponent);
    return out;
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

std::string format_fixed(double v, int decimals, bool thousands_separator) {
    if (decimals < 0 || decimals > detail::kMaxDecimals) {
        throw Error("format_fixed: decimals must be in 0.." + detail::int_text(detail::kMaxDecimals) +
                    ", got " + detail::int_text(decimals));
    }
    if (!std::isfinite(v)) return detail::nonfinite_text(v);
    // 309 integer digits at most for a double, plus sign, point and decimals.
    std::string buf(static_cast<std::size_t>(320 + decimals), '\0');
    const auto r = std::to_chars(buf.data(), buf.data() + buf.size(), v, std::chars_format::fixed, decimals);
    buf.resize(static_cast<std::size_t>(r.ptr - buf.data()));
    detail::drop_negative_zero(buf);
    return thousands_separator ? detail::group_thousands(buf) : buf;
}

std::string format_grouped(long long v) { return detail::group_thousands(detail::int_text(v)); }

std::string format_general(double v, int significant) {
    if (!std::isfinite(v)) return detail::nonfinite_text(v);
    if (v == 0) return "0";  // also for -0.0
    significant = significant < 1 ? 1 : (significant > 17 ? 17 : significant);
    const detail::DecimalDigits d = detail::decimal_digits(v, significant);
    const std::string sign = v < 0 ? "-" : "";
    const int e = d.exponent;
    const int n = static_cast<int>(d.digits.size());
    if (e < -4 || e >= significant) {
        std::string mantissa = d.digits.substr(0, 1);
        if (n > 1) mantissa += "." + d.digits.substr(1);
        const std::string power = "10<sup>" + detail::exponent_text(e) + "</sup>";
        return sign + (mantissa == "1" ? power : mantissa + detail::kTimesSign + power);
    }
    if (e < 0) return sign + "0." + std::string(static_cast<std::size_t>(-e - 1), '0') + d.digits;
    if (n <= e + 1) return sign + d.digits + std::string(static_cast<std::size_t>(e + 1 - n), '0');
    return sign + d.digits.substr(0, static_cast<std::size_t>(e + 1)) + "." +
           d.digits.substr(static_cast<std::size_t>(e + 1));
}

std::string format_power(double base, int exponent) {
    // Natural logs: "e<sup>2</sup>" reads better than "2.71828<sup>2</sup>".
    const double euler = std::exp(1.0);
    const std::string base_text = std::fabs(base - euler) <= 1e-12 * euler ? "e" : format_general(base);
    return base_text + "<sup>" + detail::exponent_text(exponent) + "</sup>";
}

}  // namespace sqfig
