// Named colour cycles (the published palettes), for Style::color_cycle:
//   style.color_cycle = sqfig::color_cycle("okabe_ito");
#pragma once

#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/color.hpp"

namespace sqfig {

/// The published colour cycles, each as a list of colours for Style::color_cycle.
namespace color_cycles {
/// matplotlib's default ("tab10", Tableau 10).
SQFIG_API std::vector<Color> tab10();
/// Okabe & Ito (2008), "Color Universal Design": safe for colour-vision deficiencies; black last.
SQFIG_API std::vector<Color> okabe_ito();
/// Paul Tol's "bright" qualitative scheme (Tol, "Colour Schemes", SRON/EPS/TN/09-002).
SQFIG_API std::vector<Color> tol_bright();
/// Paul Tol's "muted" qualitative scheme (without its pale grey for bad data).
SQFIG_API std::vector<Color> tol_muted();
}  // namespace color_cycles

/// A colour cycle by name: "tab10", "okabe_ito", "tol_bright", "tol_muted".
/// Throws sqfig::Error listing them for any other name.
SQFIG_API std::vector<Color> color_cycle(const std::string& name);

}  // namespace sqfig
