// Number formatting for tick labels, value labels and titles.
//
// Everything goes through std::to_chars, so the output never depends on the
// C or C++ locale (a German locale must not turn "2,048.57" into "2.048,57").
// Plain-text formatters (format_fixed, format_grouped, format_general) use the
// ASCII hyphen-minus for negative mantissas, like Python's str.format that the
// paper figures were specified with; tick labels switch to U+2212 themselves.
#pragma once

#include <string>

#include "sqfig/config.hpp"
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
std::string nonfinite_text(double v);

// Shortest text that reads back as exactly v (for error messages).
std::string shortest(double v);

std::string int_text(long long v);

// Inserts ',' every three digits into the integer part of an ASCII number
// ("-2048.57" -> "-2,048.57").
std::string group_thousands(const std::string& s);

// Drops the sign of a negative number that rounded to zero ("-0.00" -> "0.00").
// In place: a by-value version trips GCC 12's -Wmaybe-uninitialized at -O2.
void drop_negative_zero(std::string& s);

// Replaces a leading ASCII '-' with U+2212, as typeset tick labels want.
std::string unicode_minus(const std::string& s);

// An exponent for a superscript: U+2212 for negatives ("10<sup>−4</sup>").
inline std::string exponent_text(long long e) { return unicode_minus(int_text(e)); }

// Decimal digits and exponent of v rounded to `significant` digits:
// 0.30000000000000004 -> {"3", -1}; 1500 -> {"15", 3}. Trailing zeros are
// dropped. v must be finite and nonzero; the sign is ignored.
struct DecimalDigits {
    std::string digits;
    int exponent = 0;
};

DecimalDigits decimal_digits(double v, int significant);

}  // namespace detail

/// Fixed-point text with exactly `decimals` digits after the point, optionally
/// with ',' thousands separators: format_fixed(2048.5671, 2, true) == "2,048.57",
/// format_fixed(1.87037, 3) == "1.870". Never prints "-0.0". Locale independent.
/// Non-finite values print as "nan", "inf", "-inf".
/// Throws sqfig::Error when decimals is outside 0..100.
SQFIG_API std::string format_fixed(double v, int decimals, bool thousands_separator = false);

/// Integer with ',' thousands separators: format_grouped(104224) == "104,224".
SQFIG_API std::string format_grouped(long long v);

/// Compact text with at most `significant` significant digits and no trailing
/// zeros, like Python's "{:.6g}": format_general(0.30000000000000004) == "0.3",
/// format_general(1500) == "1500", format_general(0.0001) == "0.0001".
/// Where "g" would switch to e-notation (decimal exponent < -4 or >= significant)
/// the result is Pango markup instead: "1.5×10<sup>−7</sup>", "10<sup>8</sup>";
/// otherwise it is plain text (which is valid markup too).
/// `significant` is clamped to 1..17. Non-finite values print as "nan", "inf", "-inf".
SQFIG_API std::string format_general(double v, int significant = 6);

/// Pango markup for base^exponent with a real superscript:
/// format_power(10, 3) == "10<sup>3</sup>", format_power(10, -4) == "10<sup>−4</sup>"
/// (U+2212 minus), format_power(2, 9) == "2<sup>9</sup>". Euler's number prints as "e".
SQFIG_API std::string format_power(double base, int exponent);

}  // namespace sqfig
