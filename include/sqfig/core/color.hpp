// Colour values: parsed from "#rgb", "#rgba", "#rrggbb", "#rrggbbaa", every
// colour name matplotlib accepts, its "C0".."C9" and grey levels "0.5".
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"


namespace sqfig {

/// An RGBA colour in sRGB, each channel 0 to 1 (alpha 1: opaque). Converts
/// implicitly from a string, so "#1f4e79" works wherever a Color is expected.
struct SQFIG_API Color {
    /// \var r
    /// Red, 0 to 1.
    /// \var g
    /// Green, 0 to 1.
    /// \var b
    /// Blue, 0 to 1.
    /// \var a
    /// Alpha (opacity), 0 transparent to 1 opaque.
    double r = 0, g = 0, b = 0, a = 1;

    /// Opaque black.
    constexpr Color() = default;
    /// From channels, each 0 to 1; not checked here (the API checks a colour where it takes one).
    constexpr Color(double r_, double g_, double b_, double a_ = 1.0) : r(r_), g(g_), b(b_), a(a_) {}
    /// Parses "#1f4e79", "#1f4e79cc", "#abc", "#abcd", or any colour name matplotlib
    /// accepts, with matplotlib's values: the letters "b" "g" "r" "c" "m" "y" "k" "w",
    /// the 148 CSS4/X11 names ("navy", "lightgrey" and "lightgray", "darkorange"),
    /// "tab:blue".."tab:cyan", the xkcd survey's "xkcd:sky blue".. (grey and gray
    /// spellings), and "none" (transparent). Names longer than a letter match in any
    /// case ("Navy"), as matplotlib lower-cases them; a letter matches exactly.
    /// Also matplotlib's "C0".."C9" (the tab10 cycle) and a grey level "0".."1"
    /// ("0.5": 0 black, 1 white).
    /// Throws sqfig::Error naming the string when it is not a colour, suggesting
    /// the nearest name ("navyy": did you mean "navy"?).
    Color(const char* spec);         // NOLINT: implicit by design
    /// The same, from a std::string.
    Color(const std::string& spec);  // NOLINT: implicit by design

    /// The same colour with alpha `alpha`.
    constexpr Color with_alpha(double alpha) const { return {r, g, b, alpha}; }
    /// True when all four channels are exactly equal.
    friend constexpr bool operator==(const Color& x, const Color& y) {
        return x.r == y.r && x.g == y.g && x.b == y.b && x.a == y.a;
    }
    /// Not operator==.
    friend constexpr bool operator!=(const Color& x, const Color& y) { return !(x == y); }

    /// The colour `s` spells, in any form the string constructors take; throws
    /// sqfig::Error naming the string when it is not a colour.
    static Color parse(std::string_view s);

    /// matplotlib's tab10 palette: "C0".."C9", the "tab:" names and the default cycle.
    static const std::array<Color, 10>& tab10();

private:
    static constexpr Color rgb8(int r, int g, int b) { return {r / 255.0, g / 255.0, b / 255.0, 1.0}; }

    static bool all_digits(std::string_view d);

    /// A grey level as matplotlib reads it: a decimal number string ("0.5",
    /// ".25", "1"); none when `s` is not a number. Throws for a number
    /// outside [0, 1]. Parsed by hand: strtod would follow the C locale.
    static std::optional<double> grey_level(std::string_view s);
};

/// `c` when every component is a number in [0, 1]; otherwise throws
/// sqfig::Error naming `what` ("shaded band: colour components must be
/// numbers between 0 and 1, not nan"). Every colour the API takes goes through
/// it (Cairo would turn NaN into an error state and PDFs into "nan"
/// operators); an artist of your own checks its colours with it too.
SQFIG_API Color checked_color(const Color& c, const std::string& what);

/// `a` when it is an opacity in [0, 1] (0 transparent, 1 opaque); otherwise
/// throws sqfig::Error naming `what` ("band \"p90\": alpha must be between 0
/// and 1, not 1.5"). Every alpha setter goes through it; so may yours.
SQFIG_API double checked_alpha(double a, const std::string& what);

}  // namespace sqfig
