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
//   Anything else is a sqfig::Error naming the problem and the text.
#pragma once

#include <sqfig/core/error.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sqfig {

namespace detail {

/// Deepest nesting of groups, scripts and font commands inside one $...$.
inline constexpr int kMathMaxDepth = 64;

// ---------------------------------------------------------------- UTF-8 --

/// Length of the valid UTF-8 sequence starting at text[i], or 0 if the bytes
/// there are not valid UTF-8 (overlong forms, surrogates and code points
/// above U+10FFFF are invalid, as for g_utf8_validate()).
inline std::size_t utf8_sequence_length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b0 = byte(i);
    if (b0 < 0x80) return 1;
    std::size_t len = 0;
    unsigned char lo = 0x80, hi = 0xBF;  // allowed range of the second byte
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        len = 2;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        len = 3;
        if (b0 == 0xE0) lo = 0xA0;
        if (b0 == 0xED) hi = 0x9F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        len = 4;
        if (b0 == 0xF0) lo = 0x90;
        if (b0 == 0xF4) hi = 0x8F;
    } else {
        return 0;
    }
    if (i + len > text.size()) return 0;
    const unsigned char b1 = byte(i + 1);
    if (b1 < lo || b1 > hi) return 0;
    for (std::size_t k = 2; k < len; ++k) {
        const unsigned char b = byte(i + k);
        if (b < 0x80 || b > 0xBF) return 0;
    }
    return len;
}

/// Throws sqfig::Error for invalid UTF-8 or a NUL byte (Pango rejects the
/// former; the latter silently truncates C strings downstream).
inline void check_text_bytes(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        if (text[i] == '\0') {
            throw Error("text contains a NUL byte at byte offset " + std::to_string(i));
        }
        const std::size_t len = utf8_sequence_length(text, i);
        if (len == 0) {
            static const char hex[] = "0123456789ABCDEF";
            const auto b = static_cast<unsigned char>(text[i]);
            std::string shown = "0x";
            shown += hex[b >> 4];
            shown += hex[b & 0xF];
            throw Error("text is not valid UTF-8: bad byte " + shown + " at byte offset " +
                        std::to_string(i));
        }
        i += len;
    }
}

inline void append_escaped(std::string& out, char c) {
    switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default: out += c; break;
    }
}

/// The offending text for an error message: quoted, control characters
/// shown as escapes, long texts cut around `at` (a byte offset in text).
inline std::string quote_for_message(std::string_view text, std::size_t at) {
    constexpr std::size_t kMax = 80;
    std::size_t begin = 0, end = text.size();
    if (text.size() > kMax) {
        begin = at > kMax / 2 ? at - kMax / 2 : 0;
        end = begin + kMax < text.size() ? begin + kMax : text.size();
        // Do not cut a UTF-8 sequence in half.
        while (begin > 0 && (static_cast<unsigned char>(text[begin]) & 0xC0) == 0x80) --begin;
        while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;
    }
    std::string q = "\"";
    if (begin > 0) q += "...";
    for (std::size_t i = begin; i < end; ++i) {
        const char c = text[i];
        if (c == '\n') {
            q += "\\n";
        } else if (c == '\t') {
            q += "\\t";
        } else if (static_cast<unsigned char>(c) < 0x20) {
            static const char hex[] = "0123456789ABCDEF";
            q += "\\x";
            q += hex[(static_cast<unsigned char>(c) >> 4) & 0xF];
            q += hex[static_cast<unsigned char>(c) & 0xF];
        } else {
            q += c;
        }
    }
    if (end < text.size()) q += "...";
    q += '"';
    return q;
}

// -------------------------------------------------------------- symbols --

enum class SymbolKind : std::uint8_t {
    upright,  // operators, relations, arrows, uppercase Greek, punctuation
    letter,   // lowercase Greek and other math letters: italic in math font
    word,     // function names such as \log: an upright word
};

struct MathSymbol {
    std::string_view name;  // without the backslash
    std::string_view text;  // UTF-8
    SymbolKind kind;
};

inline constexpr MathSymbol kMathSymbols[] = {
    // lowercase Greek (italic, as in TeX)
    {"alpha", "\u03B1", SymbolKind::letter},
    {"beta", "\u03B2", SymbolKind::letter},
    {"gamma", "\u03B3", SymbolKind::letter},
    {"delta", "\u03B4", SymbolKind::letter},
    {"epsilon", "\u03B5", SymbolKind::letter},
    {"varepsilon", "\u03B5", SymbolKind::letter},
    {"zeta", "\u03B6", SymbolKind::letter},
    {"eta", "\u03B7", SymbolKind::letter},
    {"theta", "\u03B8", SymbolKind::letter},
    {"vartheta", "\u03D1", SymbolKind::letter},
    {"iota", "\u03B9", SymbolKind::letter},
    {"kappa", "\u03BA", SymbolKind::letter},
    {"lambda", "\u03BB", SymbolKind::letter},
    {"mu", "\u03BC", SymbolKind::letter},
    {"nu", "\u03BD", SymbolKind::letter},
    {"xi", "\u03BE", SymbolKind::letter},
    {"omicron", "\u03BF", SymbolKind::letter},
    {"pi", "\u03C0", SymbolKind::letter},
    {"varpi", "\u03D6", SymbolKind::letter},
    {"rho", "\u03C1", SymbolKind::letter},
    {"varrho", "\u03F1", SymbolKind::letter},
    {"sigma", "\u03C3", SymbolKind::letter},
    {"varsigma", "\u03C2", SymbolKind::letter},
    {"tau", "\u03C4", SymbolKind::letter},
    {"upsilon", "\u03C5", SymbolKind::letter},
    {"phi", "\u03D5", SymbolKind::letter},
    {"varphi", "\u03C6", SymbolKind::letter},
    {"chi", "\u03C7", SymbolKind::letter},
    {"psi", "\u03C8", SymbolKind::letter},
    {"omega", "\u03C9", SymbolKind::letter},
    {"ell", "\u2113", SymbolKind::letter},
    // uppercase Greek (upright, as in TeX)
    {"Gamma", "\u0393", SymbolKind::upright},
    {"Delta", "\u0394", SymbolKind::upright},
    {"Theta", "\u0398", SymbolKind::upright},
    {"Lambda", "\u039B", SymbolKind::upright},
    {"Xi", "\u039E", SymbolKind::upright},
    {"Pi", "\u03A0", SymbolKind::upright},
    {"Sigma", "\u03A3", SymbolKind::upright},
    {"Upsilon", "\u03A5", SymbolKind::upright},
    {"Phi", "\u03A6", SymbolKind::upright},
    {"Psi", "\u03A8", SymbolKind::upright},
    {"Omega", "\u03A9", SymbolKind::upright},
    // arrows
    {"to", "\u2192", SymbolKind::upright},
    {"rightarrow", "\u2192", SymbolKind::upright},
    {"leftarrow", "\u2190", SymbolKind::upright},
    {"gets", "\u2190", SymbolKind::upright},
    {"leftrightarrow", "\u2194", SymbolKind::upright},
    {"Rightarrow", "\u21D2", SymbolKind::upright},
    {"Leftarrow", "\u21D0", SymbolKind::upright},
    {"Leftrightarrow", "\u21D4", SymbolKind::upright},
    {"uparrow", "\u2191", SymbolKind::upright},
    {"downarrow", "\u2193", SymbolKind::upright},
    {"mapsto", "\u21A6", SymbolKind::upright},
    {"longrightarrow", "\u27F6", SymbolKind::upright},
    {"longleftarrow", "\u27F5", SymbolKind::upright},
    // relations
    {"leq", "\u2264", SymbolKind::upright},
    {"le", "\u2264", SymbolKind::upright},
    {"geq", "\u2265", SymbolKind::upright},
    {"ge", "\u2265", SymbolKind::upright},
    {"neq", "\u2260", SymbolKind::upright},
    {"ne", "\u2260", SymbolKind::upright},
    {"approx", "\u2248", SymbolKind::upright},
    {"sim", "\u223C", SymbolKind::upright},
    {"simeq", "\u2243", SymbolKind::upright},
    {"equiv", "\u2261", SymbolKind::upright},
    {"propto", "\u221D", SymbolKind::upright},
    {"ll", "\u226A", SymbolKind::upright},
    {"gg", "\u226B", SymbolKind::upright},
    {"lt", "&lt;", SymbolKind::upright},
    {"gt", "&gt;", SymbolKind::upright},
    {"in", "\u2208", SymbolKind::upright},
    {"notin", "\u2209", SymbolKind::upright},
    {"subset", "\u2282", SymbolKind::upright},
    {"subseteq", "\u2286", SymbolKind::upright},
    {"supset", "\u2283", SymbolKind::upright},
    {"supseteq", "\u2287", SymbolKind::upright},
    // operators
    {"times", "\u00D7", SymbolKind::upright},
    {"cdot", "\u00B7", SymbolKind::upright},
    {"div", "\u00F7", SymbolKind::upright},
    {"pm", "\u00B1", SymbolKind::upright},
    {"mp", "\u2213", SymbolKind::upright},
    {"ast", "\u2217", SymbolKind::upright},
    {"star", "\u22C6", SymbolKind::upright},
    {"circ", "\u2218", SymbolKind::upright},
    {"bullet", "\u2219", SymbolKind::upright},
    {"oplus", "\u2295", SymbolKind::upright},
    {"otimes", "\u2297", SymbolKind::upright},
    {"cup", "\u222A", SymbolKind::upright},
    {"cap", "\u2229", SymbolKind::upright},
    {"wedge", "\u2227", SymbolKind::upright},
    {"vee", "\u2228", SymbolKind::upright},
    {"sum", "\u2211", SymbolKind::upright},
    {"prod", "\u220F", SymbolKind::upright},
    {"int", "\u222B", SymbolKind::upright},
    {"sqrt", "\u221A", SymbolKind::upright},
    {"partial", "\u2202", SymbolKind::upright},
    {"nabla", "\u2207", SymbolKind::upright},
    {"forall", "\u2200", SymbolKind::upright},
    {"exists", "\u2203", SymbolKind::upright},
    {"emptyset", "\u2205", SymbolKind::upright},
    {"infty", "\u221E", SymbolKind::upright},
    {"hbar", "\u210F", SymbolKind::upright},
    {"prime", "\u2032", SymbolKind::upright},
    {"degree", "\u00B0", SymbolKind::upright},
    {"ldots", "\u2026", SymbolKind::upright},
    {"dots", "\u2026", SymbolKind::upright},
    {"cdots", "\u22EF", SymbolKind::upright},
    {"vdots", "\u22EE", SymbolKind::upright},
    {"ddots", "\u22F1", SymbolKind::upright},
    // delimiters
    {"langle", "\u27E8", SymbolKind::upright},
    {"rangle", "\u27E9", SymbolKind::upright},
    {"lfloor", "\u230A", SymbolKind::upright},
    {"rfloor", "\u230B", SymbolKind::upright},
    {"lceil", "\u2308", SymbolKind::upright},
    {"rceil", "\u2309", SymbolKind::upright},
    {"vert", "|", SymbolKind::upright},
    {"Vert", "\u2016", SymbolKind::upright},
    {"lbrace", "{", SymbolKind::upright},
    {"rbrace", "}", SymbolKind::upright},
    {"backslash", "\\", SymbolKind::upright},
    // spacing
    {"quad", "\u2003", SymbolKind::upright},
    {"qquad", "\u2003\u2003", SymbolKind::upright},
    // function names
    {"log", "log", SymbolKind::word},
    {"ln", "ln", SymbolKind::word},
    {"lg", "lg", SymbolKind::word},
    {"exp", "exp", SymbolKind::word},
    {"sin", "sin", SymbolKind::word},
    {"cos", "cos", SymbolKind::word},
    {"tan", "tan", SymbolKind::word},
    {"sinh", "sinh", SymbolKind::word},
    {"cosh", "cosh", SymbolKind::word},
    {"tanh", "tanh", SymbolKind::word},
    {"arcsin", "arcsin", SymbolKind::word},
    {"arccos", "arccos", SymbolKind::word},
    {"arctan", "arctan", SymbolKind::word},
    {"max", "max", SymbolKind::word},
    {"min", "min", SymbolKind::word},
    {"sup", "sup", SymbolKind::word},
    {"inf", "inf", SymbolKind::word},
    {"lim", "lim", SymbolKind::word},
    {"det", "det", SymbolKind::word},
    {"dim", "dim", SymbolKind::word},
    {"ker", "ker", SymbolKind::word},
    {"deg", "deg", SymbolKind::word},
    {"arg", "arg", SymbolKind::word},
    {"gcd", "gcd", SymbolKind::word},
    {"Pr", "Pr", SymbolKind::word},
    {"tr", "tr", SymbolKind::word},
};

/// Control symbols: a backslash followed by one non-letter character.
inline constexpr MathSymbol kMathControlSymbols[] = {
    {"{", "{", SymbolKind::upright},       {"}", "}", SymbolKind::upright},
    {"%", "%", SymbolKind::upright},       {"_", "_", SymbolKind::upright},
    {"#", "#", SymbolKind::upright},       {"&", "&amp;", SymbolKind::upright},
    {"$", "$", SymbolKind::upright},       {"|", "\u2016", SymbolKind::upright},
    {",", "\u2009", SymbolKind::upright},  // thin space (3/18 em)
    {":", "\u205F", SymbolKind::upright},  // medium space (4/18 em)
    {">", "\u205F", SymbolKind::upright},  // medium space
    {";", "\u2005", SymbolKind::upright},  // thick space (~5/18 em)
    {" ", " ", SymbolKind::upright},       // control space
    {"!", "", SymbolKind::upright},        // negative thin space: dropped
    {"/", "", SymbolKind::upright},        // italic correction: nothing to do
};

inline const MathSymbol* find_math_symbol(std::string_view name) {
    for (const MathSymbol& s : kMathSymbols) {
        if (s.name == name) return &s;
    }
    return nullptr;
}

inline const MathSymbol* find_math_control_symbol(std::string_view name) {
    for (const MathSymbol& s : kMathControlSymbols) {
        if (s.name == name) return &s;
    }
    return nullptr;
}

// ---------------------------------------------------------------- fonts --

enum class MathFont : std::uint8_t {
    math,  // default: letters italic, the rest upright
    rm,    // \mathrm, \rm, \operatorname, \mathregular
    text,  // \text: upright, spaces and hyphens kept
    it,    // \mathit, \it
    bf,    // \mathbf, \bf (upright bold, as in TeX)
    tt,    // \mathtt, \tt
    sf,    // \mathsf, \sf
};

enum class Family : std::uint8_t { inherit, mono, sans };

/// What the markup currently open around the output sets.
struct MathState {
    MathFont font = MathFont::math;
    bool italic = false;
    bool bold = false;
    Family family = Family::inherit;
};

/// Font commands taking an argument (\mathrm{..}) or acting as a switch
/// (\rm, to the end of the enclosing group).
struct FontCommand {
    std::string_view name;
    MathFont font;
    bool is_switch;
};

inline constexpr FontCommand kFontCommands[] = {
    {"mathrm", MathFont::rm, false},      {"mathregular", MathFont::rm, false},
    {"operatorname", MathFont::rm, false}, {"textrm", MathFont::text, false},
    {"text", MathFont::text, false},      {"mbox", MathFont::text, false},
    {"mathit", MathFont::it, false},      {"textit", MathFont::it, false},
    {"mathbf", MathFont::bf, false},      {"textbf", MathFont::bf, false},
    {"mathtt", MathFont::tt, false},      {"texttt", MathFont::tt, false},
    {"mathsf", MathFont::sf, false},      {"textsf", MathFont::sf, false},
    {"mathnormal", MathFont::math, false},
    {"rm", MathFont::rm, true},           {"it", MathFont::it, true},
    {"bf", MathFont::bf, true},           {"tt", MathFont::tt, true},
    {"sf", MathFont::sf, true},           {"cal", MathFont::it, true},
};

inline const FontCommand* find_font_command(std::string_view name) {
    for (const FontCommand& f : kFontCommands) {
        if (f.name == name) return &f;
    }
    return nullptr;
}

/// The state a font asks for, given the state around it.
inline MathState state_for_font(MathFont font, const MathState& outer) {
    MathState s;
    s.font = font;
    s.family = outer.family;
    switch (font) {
        case MathFont::math:
        case MathFont::rm:
        case MathFont::text: break;
        case MathFont::it: s.italic = true; break;
        case MathFont::bf: s.bold = true; break;
        case MathFont::tt: s.family = Family::mono; break;
        case MathFont::sf: s.family = Family::sans; break;
    }
    return s;
}

/// Markup that switches from `from` to `to`.
struct FontTags {
    std::string open;        // empty when nothing changes
    std::string_view close;  // always a string literal
};

inline FontTags font_tags(const MathState& from, const MathState& to) {
    const bool it_on = to.italic && !from.italic, it_off = !to.italic && from.italic;
    const bool bf_on = to.bold && !from.bold, bf_off = !to.bold && from.bold;
    const bool fam = to.family != from.family;
    const int changes = int(it_on || it_off) + int(bf_on || bf_off) + int(fam);
    if (changes == 0) return {};
    if (changes == 1 && it_on) return {"<i>", "</i>"};
    if (changes == 1 && bf_on) return {"<b>", "</b>"};
    if (changes == 1 && fam && to.family == Family::mono) return {"<tt>", "</tt>"};
    std::string open = "<span";
    if (it_on) open += " style=\"italic\"";
    if (it_off) open += " style=\"normal\"";
    if (bf_on) open += " weight=\"bold\"";
    if (bf_off) open += " weight=\"normal\"";
    if (fam) {
        open += " font_family=\"";
        open += to.family == Family::mono   ? "monospace"
                : to.family == Family::sans ? "sans-serif"
                                            : "serif";
        open += '"';
    }
    open += '>';
    return {std::move(open), "</span>"};
}

// --------------------------------------------------------------- parser --

/// Parses the inside of one $...$ segment. `whole` is the full input text
/// and [begin, end) the math content (without the dollars), so that error
/// messages can quote the segment with its dollars.
class MathParser {
public:
    MathParser(std::string_view whole, std::size_t begin, std::size_t end)
        : whole_(whole), begin_(begin), end_(end), pos_(begin) {}

    void parse_into(std::string& out) {
        out_ = &out;
        MathState top;
        parse_sequence(top, 1, Stop::end);
    }

private:
    enum class Stop : std::uint8_t { end, brace };

    std::string_view whole_;
    std::size_t begin_, end_, pos_;
    std::string* out_ = nullptr;

    [[noreturn]] void fail(const std::string& problem, std::size_t at) const {
        // The segment with its dollars: [begin_-1, end_+1).
        const std::string_view seg = whole_.substr(begin_ - 1, end_ - begin_ + 2);
        throw Error(problem + " in " + quote_for_message(seg, at - (begin_ - 1)));
    }

    bool at_end() const { return pos_ >= end_; }
    char peek() const { return whole_[pos_]; }

    static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
    static bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

    void skip_spaces() {
        while (!at_end() && is_space(peek())) ++pos_;
    }

    void check_depth(int depth, std::size_t at) const {
        if (depth > kMathMaxDepth) {
            fail("math nested deeper than " + std::to_string(kMathMaxDepth) + " levels", at);
        }
    }

    /// Emits one "letter-like" piece of text: italic in the math font.
    void emit_letter(std::string_view utf8, const MathState& st) {
        if (st.font == MathFont::math && !st.italic) {
            *out_ += "<i>";
            *out_ += utf8;
            *out_ += "</i>";
        } else {
            *out_ += utf8;
        }
    }

    /// Reads a command name after a backslash at pos_ (pos_ at the
    /// backslash). Returns the name; a control word also eats the spaces
    /// after it, as in TeX.
    std::string_view read_command(std::size_t& start) {
        start = pos_;
        ++pos_;  // the backslash
        if (at_end()) fail("lone backslash at the end of the math", start);
        const std::size_t name_begin = pos_;
        if (is_letter(peek())) {
            while (!at_end() && is_letter(peek())) ++pos_;
            const std::string_view name = whole_.substr(name_begin, pos_ - name_begin);
            skip_spaces();
            return name;
        }
        const std::size_t len = utf8_sequence_length(whole_, pos_);
        pos_ += len == 0 ? 1 : len;
        return whole_.substr(name_begin, pos_ - name_begin);
    }

    /// Parses atoms until the end of the segment (Stop::end) or a closing
    /// brace (Stop::brace, which is consumed). Returns the number of atoms.
    int parse_sequence(MathState st, int depth, Stop stop) {
        check_depth(depth, pos_);
        const std::size_t open_at = stop == Stop::brace ? pos_ - 1 : pos_;
        std::vector<std::string_view> closers;  // close tags of font switches, in opening order
        int atoms = 0;
        bool has_sub = false, has_sup = false;
        for (;;) {
            if (at_end()) {
                if (stop == Stop::brace) {
                    fail("unbalanced braces: the { at byte " + std::to_string(open_at) +
                             " is never closed",
                         open_at);
                }
                break;
            }
            const char c = peek();
            if (c == '}') {
                if (stop == Stop::end) {
                    fail("unbalanced braces: the } at byte " + std::to_string(pos_) +
                             " has no matching {",
                         pos_);
                }
                ++pos_;
                break;
            }
            if (is_space(c) && st.font != MathFont::text) {
                ++pos_;
                continue;
            }
            if (c == '_' || c == '^') {
                const bool sub = c == '_';
                bool& seen = sub ? has_sub : has_sup;
                if (seen) fail(sub ? "double subscript" : "double superscript", pos_);
                seen = true;
                parse_script(st, depth + 1);
                continue;
            }
            if (c == '\\') {
                std::size_t cmd_at = 0;
                const std::size_t save = pos_;
                const std::string_view name = read_command(cmd_at);
                if (const FontCommand* f = find_font_command(name); f != nullptr && f->is_switch) {
                    // "\rm{eff}" means what "\mathrm{eff}" means; a bare "\rm"
                    // switches until the end of the enclosing group.
                    if (!at_end() && peek() == '{') {
                        pos_ = save;
                        has_sub = has_sup = false;
                        parse_atom(st, depth);
                        ++atoms;
                        continue;
                    }
                    const MathState next = state_for_font(f->font, st);
                    const auto tags = font_tags(st, next);
                    *out_ += tags.open;
                    if (!tags.close.empty()) closers.push_back(tags.close);
                    st = next;
                    continue;
                }
                pos_ = save;
            }
            has_sub = has_sup = false;
            parse_atom(st, depth);
            ++atoms;
        }
        for (auto it = closers.rbegin(); it != closers.rend(); ++it) *out_ += *it;
        return atoms;
    }

    void parse_script(const MathState& st, int depth) {
        const std::size_t at = pos_;
        const char c = peek();
        ++pos_;
        check_depth(depth, at);
        skip_spaces();
        const std::string which = c == '_' ? "subscript" : "superscript";
        if (at_end() || peek() == '}') {
            fail(std::string("dangling ") + c + " (a " + which + " needs something after it)", at);
        }
        if (peek() == '_' || peek() == '^') {
            fail(std::string("dangling ") + c + " (a " + which + " cannot start with " + peek() + ")",
                 at);
        }
        if (peek() == '\\') {
            const std::size_t save = pos_;
            std::size_t cmd_at = 0;
            const std::string_view name = read_command(cmd_at);
            const FontCommand* f = find_font_command(name);
            const bool braced = !at_end() && peek() == '{';
            pos_ = save;
            if (f != nullptr && f->is_switch && !braced) {
                fail("\\" + std::string(name) + " cannot be a " + which + " on its own; write " + c +
                         "{\\" + std::string(name) + " ...}",
                     save);
            }
        }
        *out_ += c == '_' ? "<sub>" : "<sup>";
        parse_atom(st, depth);
        *out_ += c == '_' ? "</sub>" : "</sup>";
    }

    /// A command's required argument: one atom or a braced group.
    /// Returns the number of atoms it held.
    int parse_argument(const MathState& st, int depth, std::string_view command, std::size_t cmd_at) {
        skip_spaces();
        if (at_end() || peek() == '}' || peek() == '_' || peek() == '^') {
            fail("\\" + std::string(command) + " needs an argument", cmd_at);
        }
        return parse_atom(st, depth);
    }

    /// One atom: a character, a command (with its arguments) or a group.
    /// Returns the number of atoms it held (a group may hold several).
    int parse_atom(const MathState& st, int depth) {
        check_depth(depth, pos_);
        const char c = peek();
        if (c == '{') {
            ++pos_;
            return parse_sequence(st, depth + 1, Stop::brace);
        }
        if (c == '\\') return parse_command(st, depth);
        if (c == '_' || c == '^' || c == '}') {
            // Only reachable as an argument; callers check first.
            fail(std::string("unexpected ") + c, pos_);
        }
        ++pos_;
        if (is_letter(c)) {
            emit_letter(std::string_view(&whole_[pos_ - 1], 1), st);
        } else if (static_cast<unsigned char>(c) >= 0x80) {
            // Any other Unicode character, as typed (validated before).
            const std::size_t len = utf8_sequence_length(whole_, pos_ - 1);
            *out_ += whole_.substr(pos_ - 1, len);
            pos_ += len - 1;
        } else if (st.font == MathFont::text) {
            if (is_space(c)) {
                *out_ += ' ';
            } else {
                append_escaped(*out_, c);
            }
        } else if (c == '-') {
            *out_ += "\u2212";
        } else if (c == '\'') {
            *out_ += "\u2032";
        } else if (c == '~') {
            *out_ += "\u00A0";
        } else {
            append_escaped(*out_, c);
        }
        return 1;
    }

    int parse_command(const MathState& st, int depth) {
        std::size_t at = 0;
        const std::string_view name = read_command(at);
        if (name.empty() || !is_letter(name[0])) {
            if (const MathSymbol* s = find_math_control_symbol(name)) {
                *out_ += s->text;
                return 1;
            }
            if (name == "\\") {
                fail("line break \\\\ is not supported inside math (end the math with $ and "
                     "use a newline)",
                     at);
            }
            fail("unknown math command \\" + std::string(name), at);
        }
        if (const FontCommand* f = find_font_command(name)) {
            // A switch reaches here only when followed by a group (\rm{..}).
            const MathState next = state_for_font(f->font, st);
            const auto tags = font_tags(st, next);
            *out_ += tags.open;
            parse_argument(next, depth + 1, name, at);
            *out_ += tags.close;
            return 1;
        }
        if (name == "sqrt") {
            *out_ += "\u221A";
            if (!at_end() && peek() == '[') {
                fail("\\sqrt[n]{..} (a root index) is not supported", at);
            }
            if (!at_end() && peek() == '{') {
                *out_ += "<span overline=\"single\">";
                parse_atom(st, depth + 1);
                *out_ += "</span>";
            }
            return 1;
        }
        if (name == "overline" || name == "bar") {
            *out_ += "<span overline=\"single\">";
            parse_argument(st, depth + 1, name, at);
            *out_ += "</span>";
            return 1;
        }
        if (name == "underline") {
            *out_ += "<u>";
            parse_argument(st, depth + 1, name, at);
            *out_ += "</u>";
            return 1;
        }
        if (name == "frac" || name == "dfrac" || name == "tfrac") {
            // Set inline: a/b, with parentheses around compound parts.
            parse_fraction_part(st, depth + 1, name, at);
            *out_ += '/';
            parse_fraction_part(st, depth + 1, name, at);
            return 1;
        }
        if (name == "left" || name == "right" || name == "middle") {
            parse_delimiter(st, name, at);
            return 1;
        }
        if (const MathSymbol* s = find_math_symbol(name)) {
            switch (s->kind) {
                case SymbolKind::letter: emit_letter(s->text, st); break;
                case SymbolKind::upright:
                case SymbolKind::word: *out_ += s->text; break;
            }
            return 1;
        }
        fail("unknown math command \\" + std::string(name), at);
    }

    void parse_fraction_part(const MathState& st, int depth, std::string_view name, std::size_t at) {
        std::string part;
        std::string* saved = out_;
        out_ = &part;
        const int atoms = parse_argument(st, depth, name, at);
        out_ = saved;
        if (atoms > 1) {
            *out_ += '(';
            *out_ += part;
            *out_ += ')';
        } else {
            *out_ += part;
        }
    }

    /// \left( \right) \middle|: the delimiter is drawn at text size.
    void parse_delimiter(const MathState& st, std::string_view name, std::size_t at) {
        skip_spaces();
        if (at_end()) fail("\\" + std::string(name) + " needs a delimiter", at);
        const char c = peek();
        if (c == '.') {
            ++pos_;
            return;
        }
        if (c == '(' || c == ')' || c == '[' || c == ']' || c == '|' || c == '/' || c == '<' ||
            c == '>') {
            ++pos_;
            if (c == '<') {
                *out_ += "\u27E8";
            } else if (c == '>') {
                *out_ += "\u27E9";
            } else {
                *out_ += c;
            }
            return;
        }
        if (c == '\\') {
            const std::size_t save = pos_;
            std::size_t cmd_at = 0;
            const std::string_view d = read_command(cmd_at);
            if (d == "{" || d == "}" || d == "|" || d == "langle" || d == "rangle" ||
                d == "lfloor" || d == "rfloor" || d == "lceil" || d == "rceil" || d == "vert" ||
                d == "Vert" || d == "lbrace" || d == "rbrace" || d == "backslash") {
                pos_ = save;
                parse_command(st, 1);
                return;
            }
            fail("\\" + std::string(name) + " needs a delimiter, not \\" + std::string(d), at);
        }
        fail("\\" + std::string(name) + " needs a delimiter such as ( [ | or .", at);
    }
};

/// Replaces every occurrence of `from` by `to`.
inline void replace_all(std::string& s, std::string_view from, std::string_view to) {
    std::string out;
    out.reserve(s.size());
    std::size_t i = 0;
    for (;;) {
        const std::size_t j = s.find(from, i);
        if (j == std::string::npos) break;
        out.append(s, i, j - i);
        out += to;
        i = j + from.size();
    }
    if (i == 0) return;
    out.append(s, i, std::string::npos);
    s = std::move(out);
}

}  // namespace detail

/// Escape plain text for Pango markup (& < > " ').
/// Throws sqfig::Error for invalid UTF-8 or a NUL byte, naming the byte
/// offset, since Pango would reject (or truncate) the result.
inline std::string escape_markup(std::string_view text) {
    detail::check_text_bytes(text);
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (const char c : text) detail::append_escaped(out, c);
    return out;
}

/// True when the text contains an unescaped $ (so callers can skip the
/// parser for plain text cheaply). Never throws.
/// Note: text with only escaped dollars ("cost \$5") gives false, yet
/// math_to_markup() turns "\$" into "$" while escape_markup() keeps it.
inline bool has_math(std::string_view text) noexcept {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == '$') {
            ++i;
        } else if (text[i] == '$') {
            return true;
        }
    }
    return false;
}

/// Plain text with optional $...$ math segments -> Pango markup.
/// Throws sqfig::Error (naming the problem and the offending text) for an
/// unknown command, unbalanced braces, an unterminated $, a dangling _ or ^,
/// a double sub/superscript, nesting deeper than 64 levels, and for invalid
/// UTF-8 or NUL bytes (naming the byte offset).
inline std::string math_to_markup(std::string_view text) {
    detail::check_text_bytes(text);
    std::string out;
    out.reserve(text.size() + text.size() / 4);
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c == '\\' && i + 1 < text.size() && text[i + 1] == '$') {
            out += '$';
            i += 2;
            continue;
        }
        if (c != '$') {
            detail::append_escaped(out, c);
            ++i;
            continue;
        }
        // Find the closing dollar; "\$" inside math is an escaped dollar.
        std::size_t j = i + 1;
        while (j < text.size() && text[j] != '$') j += text[j] == '\\' ? 2 : 1;
        if (j >= text.size()) {
            throw Error("unterminated math: the $ at byte " + std::to_string(i) +
                        " has no closing $ (write \\$ for a literal dollar) in " +
                        detail::quote_for_message(text, i));
        }
        std::string math;
        detail::MathParser(text, i + 1, j).parse_into(math);
        detail::replace_all(math, "</i><i>", "");
        out += math;
        i = j + 1;
    }
    return out;
}

}  // namespace sqfig
