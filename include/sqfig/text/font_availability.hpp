// Which installed font a family name really gets. fontconfig never fails a
// request: a missing "TeX Gyre Termes" silently becomes DejaVu Serif. A venue
// preset asks here first, so a missing font is an error naming the Debian
// package to install instead of a figure in the wrong typeface.
#pragma once

#include <string>

#include "sqfig/config.hpp"

namespace sqfig {

/// The family of the font Pango (through fontconfig) draws `family` with:
/// the family itself when installed, a fallback's name otherwise.
SQFIG_API std::string matched_font_family(const std::string& family);

/// True when `family` is drawn with a font of that family (compared without case).
SQFIG_API bool font_installed(const std::string& family);

/// Throws sqfig::Error naming `debian_package` unless `family` is installed.
SQFIG_API void require_font(const std::string& family, const std::string& debian_package);

}  // namespace sqfig
