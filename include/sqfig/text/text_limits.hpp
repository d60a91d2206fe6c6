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
#include <cstdio>
#include <string>
#include <string_view>

#include "sqfig/core/error.hpp"
#include "sqfig/text/math_text.hpp"

namespace sqfig {

/// Most characters (Unicode code points, markup excluded) in one text.
inline constexpr std::size_t max_text_characters = 5000;
/// Most lines in one text: its line breaks plus the lines wrapping makes.
inline constexpr std::size_t max_text_lines = 100;

namespace detail {

/// Unicode code points in valid UTF-8 (continuation bytes are not counted).
inline std::size_t count_characters(std::string_view utf8) {
    std::size_t n = 0;
    for (const char c : utf8) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

/// Lines of a text as Pango breaks it before wrapping: one more than its
/// line breaks (LF, CR, CR LF, LINE SEPARATOR, PARAGRAPH SEPARATOR; Pango
/// does not break at VT, FF or NEL).
inline std::size_t count_lines(std::string_view utf8) {
    std::size_t lines = 1;
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        const auto b = static_cast<unsigned char>(utf8[i]);
        if (b == '\n') {
            ++lines;
        } else if (b == '\r') {
            ++lines;
            if (i + 1 < utf8.size() && utf8[i + 1] == '\n') ++i;  // CR LF is one break
        } else if (b == 0xE2 && i + 2 < utf8.size() && static_cast<unsigned char>(utf8[i + 1]) == 0x80 &&
                   (static_cast<unsigned char>(utf8[i + 2]) == 0xA8 || static_cast<unsigned char>(utf8[i + 2]) == 0xA9)) {
            ++lines;  // U+2028, U+2029
            i += 2;
        }
    }
    return lines;
}

/// "text \"first characters...\"" for the messages below.
inline std::string text_for_message(std::string_view plain) { return "text " + quote_for_message(plain, 0); }

/// Throws sqfig::Error when the plain (markup-free) text has more characters
/// or lines than sqfig lays out.
inline void check_text_limits(std::string_view plain) {
    const std::size_t lines = count_lines(plain);
    if (lines > max_text_lines) {
        throw Error(text_for_message(plain) + " has " + std::to_string(lines) + " lines; sqfig lays out at most " +
                    std::to_string(max_text_lines) + " lines per text");
    }
    const std::size_t chars = count_characters(plain);
    if (chars > max_text_characters) {
        throw Error(text_for_message(plain) + " is " + std::to_string(chars) + " characters long; sqfig lays out at most " +
                    std::to_string(max_text_characters) + " characters per text");
    }
}

/// Throws sqfig::Error when wrapping the text at `wrap_width` points makes
/// (or, for `estimated`, would make about) more lines than sqfig lays out.
inline void check_wrapped_lines(std::string_view plain, std::size_t lines, double wrap_width, bool estimated) {
    if (lines <= max_text_lines) return;
    char width[32];
    std::snprintf(width, sizeof width, "%.4g", wrap_width);
    throw Error(text_for_message(plain) + (estimated ? " would wrap to about " : " wraps to ") + std::to_string(lines) +
                " lines at a width of " + width + " pt; sqfig lays out at most " +
                std::to_string(max_text_lines) + " lines per text");
}

}  // namespace detail
}  // namespace sqfig
