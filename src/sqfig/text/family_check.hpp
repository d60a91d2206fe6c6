// A font family nobody has installed is an error, not a silent fallback.
// fontconfig never fails a request: "Helvetca" (a typo) is drawn in its
// default font. A name fontconfig knows an alias for ("Helvetica" → TeX Gyre
// Heros, "Arial" → Liberation Sans) is a deliberate substitute and passes;
// what fails is a name whose match is merely the fallback every unknown name
// gets. Generic names (sans-serif, serif, monospace...) always pass.
#pragma once

#include <pango/pango.h>

#include <string>

namespace sqfig::detail {

/// `s` in lower case (ASCII), for comparing family names.
std::string lower_case(std::string s);

/// Throws sqfig::Error when no name of the family list `families` (Pango's
/// "A, B, C") is installed, aliased or generic. Each list is judged once per
/// process (a map of the lists used, which a program names a handful of).
/// `full_map`: a font map on the full configuration, to wait for Pango's own
/// loading of it (see family_fonts).
void require_known_family(const std::string& families, PangoFontMap* full_map);

}  // namespace sqfig::detail
