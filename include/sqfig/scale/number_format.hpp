// Number formatting for tick labels, value labels and titles.
//
// Everything goes through std::to_chars, so the output never depends on the
// C or C++ locale (a German locale must not turn "2,048.57" into "2.048,57").
// Plain-text formatters (format_fixed, format_grouped, format_general) use the
// ASCII hyphen-minus for negative mantissas, like Python's str.format that the
// paper figures were specified with; tick labels switch to U+2212 themselves.
#pragma once

#include <array>
#include <charconv>
#include <cmath>
#include <string>
#include <system_error>

#include "sqfig/core/error.hpp"

namespace sqfig {

namespace detail {

// UTF-8 byte sequences, spelled out so the source charset cannot change them.
inline constexpr const char* kMinusSign = "\xE2\x88\x92";  // U+2212 MINUS SIGN
inline constexpr const char* kTimesSign = "\xC3\x97";      // U+00D7 MULTIPLICATION SIGN

// Largest number of decimals format_fixed accepts; far beyond what a label
// can show, small enough to keep the buffer bounded.
inline constexpr int kMaxDecimals = 100;

// Python's spelling of non-finite values ("nan", "inf", "-inf").
inline std::string nonfinite_text(double v) {
    if (std::isnan(v)) return "nan";
    return v < 0 ? "-inf" : "inf";
}

// Shortest text that reads back as exactly v (for error messages).
inline std::string shortest(double v) {
    if (!std::isfinite(v)) return nonfinite_text(v);
    std::array<char, 64> buf{};
    const auto r = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    return std::string(buf.data(), r.ptr);
}

inline std::string int_text(long long v) {
    std::array<char, 32> buf{};
    const auto r = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    return std::string(buf.data(), r.ptr);
}

// Inserts ',' every three digits into the integer part of an ASCII number
// ("-2048.57" -> "-2,048.57").
inline std::string group_thousands(const std::string& s) {
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

// Drops the sign of a negative number that rounded to zero ("-0.00" -> "0.00").
// In place: a by-value version trips GCC 12's -Wmaybe-uninitialized at -O2.
inline void drop_negative_zero(std::string& s) {
    if (s.empty() || s[0] != '-') return;
    for (std::size_t i = 1; i < s.size(); ++i) {
        if (s[i] >= '1' && s[i] <= '9') return;
    }
    s.erase(0, 1);
}

// Replaces a leading ASCII '-' with U+2212, as typeset tick labels want.
inline std::string unicode_minus(const std::string& s) {
    if (!s.empty() && s[0] == '-') return kMinusSign + s.substr(1);
    return s;
}

// An exponent for a superscript: U+2212 for negatives ("10<sup>−4</sup>").
inline std::string exponent_text(long long e) { return unicode_minus(int_text(e)); }

// Decimal digits and exponent of v rounded to `significant` digits:
// 0.30000000000000004 -> {"3", -1}; 1500 -> {"15", 3}. Trailing zeros are
// dropped. v must be finite and nonzero; the sign is ignored.
struct DecimalDigits {
    std::string digits;
    int exponent = 0;
};

inline DecimalDigits decimal_digits(double v, int significant) {
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

/// Fixed-point text with exactly `decimals` digits after the point, optionally
/// with ',' thousands separators: format_fixed(2048.5671, 2, true) == "2,048.57",
/// format_fixed(1.87037, 3) == "1.870". Never prints "-0.0". Locale independent.
/// Non-finite values print as "nan", "inf", "-inf".
/// Throws sqfig::Error when decimals is outside 0..100.
inline std::string format_fixed(double v, int decimals, bool thousands_separator = false) {
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

/// Integer with ',' thousands separators: format_grouped(104224) == "104,224".
inline std::string format_grouped(long long v) { return detail::group_thousands(detail::int_text(v)); }

/// Compact text with at most `significant` significant digits and no trailing
/// zeros, like Python's "{:.6g}": format_general(0.30000000000000004) == "0.3",
/// format_general(1500) == "1500", format_general(0.0001) == "0.0001".
/// Where "g" would switch to e-notation (decimal exponent < -4 or >= significant)
/// the result is Pango markup instead: "1.5×10<sup>−7</sup>", "10<sup>8</sup>";
/// otherwise it is plain text (which is valid markup too).
/// `significant` is clamped to 1..17. Non-finite values print as "nan", "inf", "-inf".
inline std::string format_general(double v, int significant = 6) {
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

/// Pango markup for base^exponent with a real superscript:
/// format_power(10, 3) == "10<sup>3</sup>", format_power(10, -4) == "10<sup>−4</sup>"
/// (U+2212 minus), format_power(2, 9) == "2<sup>9</sup>". Euler's number prints as "e".
inline std::string format_power(double base, int exponent) {
    // Natural logs: "e<sup>2</sup>" reads better than "2.71828<sup>2</sup>".
    const double euler = std::exp(1.0);
    const std::string base_text = std::fabs(base - euler) <= 1e-12 * euler ? "e" : format_general(base);
    return base_text + "<sup>" + detail::exponent_text(exponent) + "</sup>";
}

}  // namespace sqfig
