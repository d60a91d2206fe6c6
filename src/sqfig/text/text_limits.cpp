// The implementation of sqfig/text/text_limits.hpp.
#include "sqfig/text/text_limits.hpp"

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include "sqfig/core/error.hpp"
#include "sqfig/text/math_parser.hpp"

namespace sqfig {
namespace detail {

std::size_t count_characters(std::string_view utf8) {
    std::size_t n = 0;
    for (const char c : utf8) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

std::size_t count_lines(std::string_view utf8) {
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

void check_text_limits(std::string_view plain) {
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

void check_wrapped_lines(std::string_view plain, std::size_t lines, double wrap_width, bool estimated) {
    if (lines <= max_text_lines) return;
    char width[32];
    std::snprintf(width, sizeof width, "%.4g", wrap_width);
    throw Error(text_for_message(plain) + (estimated ? " would wrap to about " : " wraps to ") + std::to_string(lines) +
                " lines at a width of " + width + " pt; sqfig lays out at most " +
                std::to_string(max_text_lines) + " lines per text");
}

}  // namespace detail
}  // namespace sqfig
