// Removing the hinting from a TrueType font with HarfBuzz's subsetter
// (hb-subset, installed with Pango's HarfBuzz): the per-glyph instructions,
// the fpgm / prep / cvt tables and the device metrics made with them (hdmx,
// VDMX, LTSH), and the font's signature (DSIG). Hinting only snaps outlines to a low-resolution pixel grid;
// most PDF viewers draw embedded fonts at arbitrary scales without it, and
// in the subsets Cairo embeds it is over half of the bytes. Every glyph is
// kept at its index, and the tables a PDF viewer reads the font's codes and
// names through (cmap, name, post, OS/2) are copied as they are.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sqfig::detail {

/// The TrueType font `font` without hinting (see above), or nullopt when it
/// is not a TrueType font (no 'glyf' table), HarfBuzz cannot subset it, the
/// result lacks a table or glyph of the input (a malformed one), or it is not
/// smaller (nothing to remove).
std::optional<std::string> strip_truetype_hinting(std::string_view font);

}  // namespace sqfig::detail
