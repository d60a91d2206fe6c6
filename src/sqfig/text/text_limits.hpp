// How much text sqfig lays out. Pango's cost grows faster than the text:
// breaking one long word over many lines costs about 0.2 us x characters x
// lines, and lines cost about their square (a 400,000-character name wrapped
// to its panel took 113 s, a 100,000-line title 28.5 s). Within these limits
// the worst text found (one 5,000-character word wrapped to 100 lines)
// measures in about 0.13 s. A text beyond them is a sqfig::Error naming its
// first characters and the limit, raised before Pango lays it out (the lines
// wrapping would make are estimated from the unwrapped text first, then
// counted once wrapped).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "sqfig/core/error.hpp"
#include "sqfig/text/math_parser.hpp"

namespace sqfig {

/// Most characters (Unicode code points, markup excluded) in one text.
inline constexpr std::size_t max_text_characters = 5000;
/// Most lines in one text: its line breaks plus the lines wrapping makes.
inline constexpr std::size_t max_text_lines = 100;

namespace detail {

/// Unicode code points in valid UTF-8 (continuation bytes are not counted).
std::size_t count_characters(std::string_view utf8);

/// Lines of a text as Pango breaks it before wrapping: one more than its
/// line breaks (LF, CR, CR LF, LINE SEPARATOR, PARAGRAPH SEPARATOR; Pango
/// does not break at VT, FF or NEL).
std::size_t count_lines(std::string_view utf8);

/// "text \"first characters...\"" for the messages below.
inline std::string text_for_message(std::string_view plain) { return "text " + quote_for_message(plain, 0); }

/// Throws sqfig::Error when the plain (markup-free) text has more characters
/// or lines than sqfig lays out.
void check_text_limits(std::string_view plain);

/// Throws sqfig::Error when wrapping the text at `wrap_width` points makes
/// (or, for `estimated`, would make about) more lines than sqfig lays out.
void check_wrapped_lines(std::string_view plain, std::size_t lines, double wrap_width, bool estimated);

}  // namespace detail
}  // namespace sqfig
