// Fuzz target: sqfig::math_to_markup on arbitrary bytes.
// Invariants:
//  - it either throws sqfig::Error (with a non-empty message) or returns
//    markup that pango_parse_markup() accepts; no other exception, no crash;
//  - escape_markup() likewise: sqfig::Error or valid markup whose plain text
//    is the input itself (up to XML line-end normalization of '\r');
//  - text without '$' and without backslashes converts exactly as escape_markup().
#pragma once

#include <pango/pango.h>

#include <sqfig/text/math_text.hpp>
#include "sqfig/text/math_parser.hpp"

#include "common.hpp"

namespace sqfig_fuzz {

/// Parses Pango markup; returns the plain text, or sets `error` and returns false.
inline bool parse_pango_markup(const std::string& markup, std::string& plain, std::string& error) {
    PangoAttrList* attrs = nullptr;
    char* text = nullptr;
    GError* err = nullptr;
    const gboolean ok = pango_parse_markup(markup.c_str(), static_cast<int>(markup.size()), 0, &attrs, &text,
                                           nullptr, &err);
    if (ok) {
        plain = text ? text : "";
    } else {
        error = err && err->message ? err->message : "?";
    }
    if (attrs) pango_attr_list_unref(attrs);
    g_free(text);
    if (err) g_error_free(err);
    return ok != FALSE;
}

inline std::string normalize_line_ends(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\r') {
            out += '\n';
            if (i + 1 < s.size() && s[i + 1] == '\n') ++i;
        } else {
            out += s[i];
        }
    }
    return out;
}

inline int math_text_one_input(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    (void)sqfig::has_math(text);  // noexcept: a throw would terminate

    std::string plain, error;
    bool math_ok = false;
    std::string markup;
    try {
        markup = sqfig::math_to_markup(text);
        math_ok = true;
    } catch (const sqfig::Error& e) {
        if (std::string_view(e.what()).empty()) violated("math_to_markup threw sqfig::Error with no message", text);
    }
    if (math_ok && !parse_pango_markup(markup, plain, error))
        violated("math_to_markup returned markup Pango rejects (" + error + "): \"" + printable(markup) + "\"", text);

    bool escape_ok = false;
    std::string escaped;
    try {
        escaped = sqfig::escape_markup(text);
        escape_ok = true;
    } catch (const sqfig::Error& e) {
        if (std::string_view(e.what()).empty()) violated("escape_markup threw sqfig::Error with no message", text);
    }
    if (escape_ok) {
        if (!parse_pango_markup(escaped, plain, error))
            violated("escape_markup returned markup Pango rejects (" + error + ")", text);
        // GMarkup normalizes line ends as XML does ("\r\n" and "\r" become
        // "\n"); Pango breaks lines at all three alike, so that is no change.
        if (plain != normalize_line_ends(text)) violated("escape_markup does not round-trip through Pango", text);
    }
    // Validity of the bytes is judged the same way by both functions.
    if (text.find('$') == std::string_view::npos && math_ok != escape_ok)
        violated("math_to_markup and escape_markup disagree on text without '$'", text);
    if (text.find('$') == std::string_view::npos && text.find('\\') == std::string_view::npos && math_ok &&
        markup != escaped)
        violated("math_to_markup changed text without '$' or '\\': \"" + printable(markup) + "\"", text);
    return 0;
}

}  // namespace sqfig_fuzz
