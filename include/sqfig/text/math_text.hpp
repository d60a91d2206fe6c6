// sqfig text layer: a small TeX-like math subset inside $...$, turned into
// Pango markup. No Cairo or Pango types here: the output is a markup string
// that the text layer hands to pango_layout_set_markup().
//
// What is understood (matplotlib "mathtext" feel):
//   outside $...$  plain text, escaped for markup; "\$" is a literal dollar;
//                  every other backslash is literal; newlines are kept.
//   inside  $...$  Latin letters and lowercase Greek are italic, everything
//                  else upright; spaces are ignored (as in TeX) except inside
//                  \text{...}; '-' is a real minus (U+2212), ' is a prime.
//     _x _{...} ^x ^{...}          sub- and superscripts (nested, bounded)
//     {\rm ..} \rm{..} \mathrm{..} \mathregular{..} \operatorname{..}
//     \text{..} \textrm{..}        upright (\text keeps spaces and hyphens)
//     \mathit{..} \it  \mathbf{..} \bf  \mathtt{..} \tt  \mathsf{..} \sf
//     \sqrt{x} (overlined radicand)  \frac{a}{b} (set inline as a/b)
//     \overline{..} \underline{..}  \left( .. \right)  (delimiters only)
//     symbols, Greek letters, function names (\log, \sin, ...), spacing
//     (\, \: \; \quad \qquad \! \ ~), escapes (\{ \} \% \_ \# \& \$ \|).
//     accents \hat \tilde \bar \vec \dot \ddot ... on one character
//     (Unicode combining marks; \bar over several characters overlines them)
//     \mathcal{L} \mathbb{R}: Unicode mathematical script / double-struck.
//   Spaces between atoms follow TeX: a thick space around relations (= < \leq
//   \to \propto ...), a medium one around binary operators (+ - \times ...)
//   unless they are unary ("$-1$", "$x = -1$"), a thin one after operators
//   (\sum, \log) and punctuation; none inside sub- and superscripts.
//   Anything else is a sqfig::Error naming the problem and the text.
#pragma once

#include <string>
#include <string_view>

#include "sqfig/config.hpp"

namespace sqfig {

/// Escape plain text for Pango markup (& < > " ').
/// Throws sqfig::Error for invalid UTF-8 or a NUL byte, naming the byte
/// offset, since Pango would reject (or truncate) the result.
SQFIG_API std::string escape_markup(std::string_view text);

/// True when the text contains an unescaped $ (so callers can skip the
/// parser for plain text cheaply). Never throws.
/// Note: text with only escaped dollars ("cost \$5") gives false, yet
/// math_to_markup() turns "\$" into "$" while escape_markup() keeps it.
SQFIG_API bool has_math(std::string_view text) noexcept;

/// Plain text with optional $...$ math segments -> Pango markup.
/// Throws sqfig::Error (naming the problem and the offending text) for an
/// unknown command, unbalanced braces, an unterminated $, a dangling _ or ^,
/// a double sub/superscript, nesting deeper than 64 levels, and for invalid
/// UTF-8 or NUL bytes (naming the byte offset).
SQFIG_API std::string math_to_markup(std::string_view text);

}  // namespace sqfig
