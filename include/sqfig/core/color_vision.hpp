// How colours look to readers with a colour-vision deficiency, and how far
// apart two colours are to the eye: Machado, Oliveira & Fernandes (2009)
// simulation matrices at severity 1.0 (dichromacy), sRGB <-> CIELAB (D65),
// CIEDE2000 colour difference and greyscale lightness. Used by the figure
// check (check/figure_check.hpp); thresholds are in docs/styles.md.
#pragma once

#include <array>
#include <string>

#include "sqfig/config.hpp"
#include "sqfig/core/color.hpp"

namespace sqfig {

/// A colour-vision deficiency, simulated as dichromacy (Machado et al. 2009, severity 1).
enum class ColorVision { deuteranopia, protanopia, tritanopia };
/// \var ColorVision::deuteranopia
/// No working green-sensitive (M) cones: reds and greens are confused.
/// \var ColorVision::protanopia
/// No working red-sensitive (L) cones: reds and greens are confused, reds look dark.
/// \var ColorVision::tritanopia
/// No working blue-sensitive (S) cones: blues and yellows are confused (rare).

/// The name of `v`: "deuteranopia", "protanopia" or "tritanopia".
SQFIG_API std::string to_string(ColorVision v);

/// A colour in CIELAB (D65 white), as to_lab() returns it.
struct SQFIG_API Lab {
    /// \var L
    /// Lightness L*: 0 black to 100 white.
    /// \var a
    /// a*: green (negative) to red (positive).
    /// \var b
    /// b*: blue (negative) to yellow (positive).
    double L = 0, a = 0, b = 0;
};

namespace detail {
double srgb_to_linear(double c);
double linear_to_srgb(double c);
double lab_f(double t);
// Machado et al. 2009, Table 1, severity 1.0; applied to linear RGB.
const std::array<double, 9>& machado_matrix(ColorVision v);
}  // namespace detail

/// `c` as a dichromat sees it (alpha kept).
SQFIG_API Color simulate(const Color& c, ColorVision v);

/// `c` over `background` (alpha blended), as it is printed.
SQFIG_API Color over(const Color& c, const Color& background);

/// CIELAB (D65 white) of an sRGB colour (alpha ignored).
SQFIG_API Lab to_lab(const Color& c);

/// CIE L* (0 black .. 100 white): the grey a colour prints as in greyscale.
inline double lightness(const Color& c) { return to_lab(c).L; }

/// CIEDE2000 colour difference (Sharma, Wu & Dalal 2005): about 1 is just
/// noticeable side by side; small marks far apart need much more.
SQFIG_API double delta_e_2000(const Lab& p, const Lab& q);
/// The same for two sRGB colours (alpha ignored): the difference of their to_lab().
SQFIG_API double delta_e_2000(const Color& a, const Color& b);

}  // namespace sqfig
