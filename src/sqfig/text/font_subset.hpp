// A private fontconfig configuration per font family: only that family's four
// faces (regular, bold, italic, bold italic), no rules. The faces are the full
// configuration's own font patterns (shared, not scanned from the files again).
//
// Why. Pango has fontconfig sort every installed font for each font
// description it loads (family, weight, slant AND size), twice (the text, then
// the font's metrics): on a Debian desktop with 196 usable fonts that is
// about 4 M instructions a description, so a figure with titles, labels,
// ticks, superscripts and a legend at eight sizes spends more time matching
// fonts than drawing. Against a configuration that holds only the four files
// the full configuration picks for the family, each of those matches sorts
// four fonts instead of 196.
//
// When the result is the same. The full configuration is asked once per
// family (not per size) which file it draws each of the four faces with; the
// family is used privately only if all four come from one family, are plain
// scalable TrueType/CFF files and need no synthetic bold or slant (fontconfig
// rules that the private configuration does not have). The fonts Pango picks
// from the private set are then those the full configuration puts first for
// that family: fontconfig ranks the requested family above weight, slant and
// size, so the family's faces come before any other font. Text that needs
// anything else is laid out with the full configuration instead (see
// TextEngine): markup that names another family or a weight, slant, stretch,
// variant, gravity or language beyond the four faces, and any character none
// of the four faces has (fontconfig would fall back to another family).
// Measured on the six paper figures and the golden images: byte-identical
// PDFs and pixels (docs/performance.md).
//
// SQFIG_FULL_FONTCONFIG=1 in the environment turns this off (every text uses
// the full configuration), for comparison.
#pragma once

#include <fontconfig/fontconfig.h>
#include <pango/pango.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace sqfig::detail {

/// The private configuration of one family; immutable once made.
class FamilyFonts {
public:
    FamilyFonts(FcConfig* config, std::vector<std::string> files, std::string name)
        : config_(config), files_(std::move(files)), name_(std::move(name)) {}
    FamilyFonts(const FamilyFonts&) = delete;
    FamilyFonts& operator=(const FamilyFonts&) = delete;
    ~FamilyFonts();

    FcConfig* config() const { return config_; }
    const std::vector<std::string>& files() const { return files_; }
    /// The name the private map asks for: the family name every face of the
    /// set has ("DejaVu Serif" for "serif"), else the family as requested.
    /// Against the set both rank the four faces the same (only weight and
    /// slant tell them apart); the resolved name is the one Pango puts in
    /// the description of each font it loads, so when Pango measures a
    /// font's metrics (a layout in a context of its own, with that
    /// description) it finds the font set it already has instead of asking
    /// fontconfig again.
    const std::string& name() const { return name_; }

private:
    FcConfig* config_;
    std::vector<std::string> files_;
    std::string name_;
};

/// The private configuration for `family`, made on first use and shared by
/// every thread; nullptr when the family does not qualify (then the full
/// configuration is used). Thread-safe; the configurations live until exit.
///
/// `full_map`: a font map on the full configuration. Pango 1.50 loads that
/// configuration (FcInit) in a thread of its own when the first font map is
/// made; asking fontconfig for it here before that thread is done would load
/// it a second time, so this first waits for Pango's (through the map).
std::shared_ptr<const FamilyFonts> family_fonts(const std::string& family, PangoFontMap* full_map);

}  // namespace sqfig::detail
