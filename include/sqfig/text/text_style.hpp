// How a piece of text looks and where it hangs off its anchor point.
#pragma once

#include <string>

#include "sqfig/config.hpp"
#include "sqfig/core/color.hpp"

namespace sqfig {

/// The weight of a text's font.
enum class FontWeight { normal, bold };
/// Whether a text's font is upright or italic.
enum class FontSlant { normal, italic };
/// Where the anchor point lies along a text's width, and how the lines of a
/// multi-line text align to each other.
enum class HAlign { left, center, right };
/// Where the anchor point lies along a text's height.
enum class VAlign { top, center, baseline, bottom };
/// \var FontWeight::normal
/// Regular weight.
/// \var FontWeight::bold
/// Bold.
/// \var FontSlant::normal
/// Upright.
/// \var FontSlant::italic
/// Italic.
/// \var HAlign::left
/// The anchor at the text's left edge; lines flush left.
/// \var HAlign::center
/// The anchor at the text's horizontal centre; lines centred.
/// \var HAlign::right
/// The anchor at the text's right edge; lines flush right.
/// \var VAlign::top
/// The anchor at the top of the text's box.
/// \var VAlign::center
/// The anchor at the vertical centre of the text's box.
/// \var VAlign::baseline
/// The anchor on the first line's baseline.
/// \var VAlign::bottom
/// The anchor at the bottom of the text's box.

/// How a text looks: font family, size, weight, slant and colour.
struct SQFIG_API TextStyle {
    /// Pango font family (default "serif").
    std::string family = "serif";
    /// Font size, points (default 10).
    double size = 10;
    /// Font weight (default normal).
    FontWeight weight = FontWeight::normal;
    /// Upright or italic (default upright).
    FontSlant slant = FontSlant::normal;
    /// Text colour (default black).
    Color color{0, 0, 0};

    /// True when every field is equal.
    friend bool operator==(const TextStyle& a, const TextStyle& b) {
        return a.family == b.family && a.size == b.size && a.weight == b.weight &&
               a.slant == b.slant && a.color == b.color;
    }
};

}  // namespace sqfig
