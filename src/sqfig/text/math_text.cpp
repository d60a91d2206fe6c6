// The implementation of sqfig/text/math_text.hpp.
#include "sqfig/text/math_parser.hpp"

#include <sqfig/core/error.hpp>
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sqfig {
namespace detail {

namespace {

// The symbols \name stands for (math_parser.hpp: MathSymbol).
constexpr MathSymbol kMathSymbols[] = {
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
    {"to", "\u2192", SymbolKind::upright, MathClass::rel},
    {"rightarrow", "\u2192", SymbolKind::upright, MathClass::rel},
    {"leftarrow", "\u2190", SymbolKind::upright, MathClass::rel},
    {"gets", "\u2190", SymbolKind::upright, MathClass::rel},
    {"leftrightarrow", "\u2194", SymbolKind::upright, MathClass::rel},
    {"Rightarrow", "\u21D2", SymbolKind::upright, MathClass::rel},
    {"Leftarrow", "\u21D0", SymbolKind::upright, MathClass::rel},
    {"Leftrightarrow", "\u21D4", SymbolKind::upright, MathClass::rel},
    {"uparrow", "\u2191", SymbolKind::upright, MathClass::rel},
    {"downarrow", "\u2193", SymbolKind::upright, MathClass::rel},
    {"mapsto", "\u21A6", SymbolKind::upright, MathClass::rel},
    {"longrightarrow", "\u27F6", SymbolKind::upright, MathClass::rel},
    {"longleftarrow", "\u27F5", SymbolKind::upright, MathClass::rel},
    // relations
    {"leq", "\u2264", SymbolKind::upright, MathClass::rel},
    {"le", "\u2264", SymbolKind::upright, MathClass::rel},
    {"geq", "\u2265", SymbolKind::upright, MathClass::rel},
    {"ge", "\u2265", SymbolKind::upright, MathClass::rel},
    {"neq", "\u2260", SymbolKind::upright, MathClass::rel},
    {"ne", "\u2260", SymbolKind::upright, MathClass::rel},
    {"approx", "\u2248", SymbolKind::upright, MathClass::rel},
    {"sim", "\u223C", SymbolKind::upright, MathClass::rel},
    {"simeq", "\u2243", SymbolKind::upright, MathClass::rel},
    {"equiv", "\u2261", SymbolKind::upright, MathClass::rel},
    {"propto", "\u221D", SymbolKind::upright, MathClass::rel},
    {"ll", "\u226A", SymbolKind::upright, MathClass::rel},
    {"gg", "\u226B", SymbolKind::upright, MathClass::rel},
    {"lt", "&lt;", SymbolKind::upright, MathClass::rel},
    {"gt", "&gt;", SymbolKind::upright, MathClass::rel},
    {"in", "\u2208", SymbolKind::upright, MathClass::rel},
    {"notin", "\u2209", SymbolKind::upright, MathClass::rel},
    {"subset", "\u2282", SymbolKind::upright, MathClass::rel},
    {"subseteq", "\u2286", SymbolKind::upright, MathClass::rel},
    {"supset", "\u2283", SymbolKind::upright, MathClass::rel},
    {"supseteq", "\u2287", SymbolKind::upright, MathClass::rel},
    {"mid", "\u2223", SymbolKind::upright, MathClass::rel},
    {"parallel", "\u2225", SymbolKind::upright, MathClass::rel},
    {"perp", "\u27C2", SymbolKind::upright, MathClass::rel},
    {"cong", "\u2245", SymbolKind::upright, MathClass::rel},
    // operators
    {"times", "\u00D7", SymbolKind::upright, MathClass::bin},
    {"cdot", "\u00B7", SymbolKind::upright, MathClass::bin},
    {"div", "\u00F7", SymbolKind::upright, MathClass::bin},
    {"pm", "\u00B1", SymbolKind::upright, MathClass::bin},
    {"mp", "\u2213", SymbolKind::upright, MathClass::bin},
    {"ast", "\u2217", SymbolKind::upright, MathClass::bin},
    {"star", "\u22C6", SymbolKind::upright, MathClass::bin},
    {"circ", "\u2218", SymbolKind::upright, MathClass::bin},
    {"bullet", "\u2219", SymbolKind::upright, MathClass::bin},
    {"oplus", "\u2295", SymbolKind::upright, MathClass::bin},
    {"otimes", "\u2297", SymbolKind::upright, MathClass::bin},
    {"cup", "\u222A", SymbolKind::upright, MathClass::bin},
    {"cap", "\u2229", SymbolKind::upright, MathClass::bin},
    {"wedge", "\u2227", SymbolKind::upright, MathClass::bin},
    {"vee", "\u2228", SymbolKind::upright, MathClass::bin},
    {"setminus", "\u2216", SymbolKind::upright, MathClass::bin},
    {"odot", "\u2299", SymbolKind::upright, MathClass::bin},
    {"sum", "\u2211", SymbolKind::upright, MathClass::op},
    {"prod", "\u220F", SymbolKind::upright, MathClass::op},
    {"int", "\u222B", SymbolKind::upright, MathClass::op},
    {"sqrt", "\u221A", SymbolKind::upright},
    {"partial", "\u2202", SymbolKind::upright},
    {"nabla", "\u2207", SymbolKind::upright},
    {"forall", "\u2200", SymbolKind::upright},
    {"exists", "\u2203", SymbolKind::upright},
    {"emptyset", "\u2205", SymbolKind::upright},
    {"top", "\u22A4", SymbolKind::upright},
    {"bot", "\u22A5", SymbolKind::upright},
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
    {"langle", "\u27E8", SymbolKind::upright, MathClass::open},
    {"rangle", "\u27E9", SymbolKind::upright, MathClass::close},
    {"lfloor", "\u230A", SymbolKind::upright, MathClass::open},
    {"rfloor", "\u230B", SymbolKind::upright, MathClass::close},
    {"lceil", "\u2308", SymbolKind::upright, MathClass::open},
    {"rceil", "\u2309", SymbolKind::upright, MathClass::close},
    {"vert", "|", SymbolKind::upright},
    {"Vert", "\u2016", SymbolKind::upright},
    {"lbrace", "{", SymbolKind::upright, MathClass::open},
    {"rbrace", "}", SymbolKind::upright, MathClass::close},
    {"backslash", "\\", SymbolKind::upright},
    // spacing
    {"quad", "\u2003", SymbolKind::upright, MathClass::space},
    {"qquad", "\u2003\u2003", SymbolKind::upright, MathClass::space},
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

// Control symbols: a backslash followed by one non-letter character.
constexpr MathSymbol kMathControlSymbols[] = {
    {"{", "{", SymbolKind::upright, MathClass::open},
    {"}", "}", SymbolKind::upright, MathClass::close},
    {"%", "%", SymbolKind::upright},       {"_", "_", SymbolKind::upright},
    {"#", "#", SymbolKind::upright},       {"&", "&amp;", SymbolKind::upright},
    {"$", "$", SymbolKind::upright},       {"|", "\u2016", SymbolKind::upright},
    {",", "\u2009", SymbolKind::upright, MathClass::space},  // thin space (3/18 em)
    {":", "\u205F", SymbolKind::upright, MathClass::space},  // medium space (4/18 em)
    {">", "\u205F", SymbolKind::upright, MathClass::space},  // medium space
    {";", "\u2005", SymbolKind::upright, MathClass::space},  // thick space (~5/18 em)
    {" ", " ", SymbolKind::upright, MathClass::space},       // control space
    {"!", "", SymbolKind::upright, MathClass::space},        // negative thin space: dropped
    {"/", "", SymbolKind::upright, MathClass::space},        // italic correction: nothing to do
};

// The accents (\hat{x}).
constexpr MathAccent kMathAccents[] = {
    {"hat", "\u0302"},   {"widehat", "\u0302"}, {"tilde", "\u0303"}, {"widetilde", "\u0303"},
    {"bar", "\u0304"},   {"vec", "\u20D7"},     {"dot", "\u0307"},   {"ddot", "\u0308"},
    {"check", "\u030C"}, {"breve", "\u0306"},   {"acute", "\u0301"}, {"grave", "\u0300"},
    {"mathring", "\u030A"},
};

// The font commands (\mathrm{..}, \rm).
constexpr FontCommand kFontCommands[] = {
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

}  // namespace

std::size_t utf8_sequence_length(std::string_view text, std::size_t i) {
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

void check_text_bytes(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        if (text[i] == '\0') {
            throw Error("text " + quote_for_message(text, i) + " contains a NUL byte at byte offset " + std::to_string(i));
        }
        const std::size_t len = utf8_sequence_length(text, i);
        if (len == 0) {
            static const char hex[] = "0123456789ABCDEF";
            const auto b = static_cast<unsigned char>(text[i]);
            std::string shown = "0x";
            shown += hex[b >> 4];
            shown += hex[b & 0xF];
            throw Error("text " + quote_for_message(text, i) + " is not valid UTF-8: bad byte " + shown +
                        " at byte offset " + std::to_string(i));
        }
        i += len;
    }
}

void append_escaped(std::string& out, char c) {
    switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default: out += c; break;
    }
}

std::string quote_for_message(std::string_view text, std::size_t at) {
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
        } else if (static_cast<unsigned char>(c) < 0x20 ||
                   (static_cast<unsigned char>(c) >= 0x80 && utf8_sequence_length(text, i) == 0)) {
            // Control bytes, and bytes of no valid UTF-8 sequence: the message stays valid UTF-8.
            static const char hex[] = "0123456789ABCDEF";
            q += "\\x";
            q += hex[(static_cast<unsigned char>(c) >> 4) & 0xF];
            q += hex[static_cast<unsigned char>(c) & 0xF];
        } else if (static_cast<unsigned char>(c) >= 0x80) {
            const std::size_t len = std::min(utf8_sequence_length(text, i), end - i);
            q.append(text.substr(i, len));
            i += len - 1;
        } else {
            q += c;
        }
    }
    if (end < text.size()) q += "...";
    q += '"';
    return q;
}

const MathSymbol* find_math_symbol(std::string_view name) {
    for (const MathSymbol& s : kMathSymbols) {
        if (s.name == name) return &s;
    }
    return nullptr;
}

const MathSymbol* find_math_control_symbol(std::string_view name) {
    for (const MathSymbol& s : kMathControlSymbols) {
        if (s.name == name) return &s;
    }
    return nullptr;
}

MathClass class_of(const MathSymbol& s) {
    return s.kind == SymbolKind::word ? MathClass::op : s.cls;
}

MathClass class_of_char(std::string_view utf8) {
    if (utf8.size() == 1) {
        switch (utf8[0]) {
            case '+': case '-': case '*': return MathClass::bin;
            case '=': case '<': case '>': case ':': return MathClass::rel;
            case '(': case '[': return MathClass::open;
            case ')': case ']': case '!': case '?': return MathClass::close;
            case ',': case ';': return MathClass::punct;
            case '~': return MathClass::space;
            default: return MathClass::ord;
        }
    }
    if (utf8 == "\u2212") return MathClass::bin;  // a typed minus sign
    for (const MathSymbol& s : kMathSymbols) {
        if (s.text == utf8) return class_of(s);
    }
    return MathClass::ord;
}

std::string_view space_between(MathClass left, MathClass right) {
    // 0 none, 1 thin, 2 medium, 3 thick; rows: left atom, columns: right atom.
    static constexpr std::uint8_t kTable[7][7] = {
        //        ord op bin rel open close punct
        /* ord   */ {0, 1, 2, 3, 0, 0, 0},
        /* op    */ {1, 1, 0, 3, 0, 0, 0},
        /* bin   */ {2, 2, 0, 0, 2, 0, 0},
        /* rel   */ {3, 3, 0, 0, 3, 0, 0},
        /* open  */ {0, 0, 0, 0, 0, 0, 0},
        /* close */ {0, 1, 2, 3, 0, 0, 0},
        /* punct */ {1, 1, 0, 1, 1, 1, 1},
    };
    const auto l = static_cast<std::size_t>(left), r = static_cast<std::size_t>(right);
    if (l >= 7 || r >= 7) return {};
    switch (kTable[l][r]) {
        case 1: return "\u2009";  // thin, 3/18 em
        case 2: return "\u205F";  // medium, 4/18 em
        case 3: return "\u2005";  // thick, ~5/18 em
        default: return {};
    }
}

void resolve_binary_operators(std::vector<MathClass>& classes) {
    for (std::size_t k = 0; k < classes.size(); ++k) {
        MathClass& c = classes[k];
        const MathClass prev = k == 0 ? MathClass::open : classes[k - 1];
        if (c == MathClass::bin &&
            (prev == MathClass::bin || prev == MathClass::op || prev == MathClass::rel ||
             prev == MathClass::open || prev == MathClass::punct)) {
            c = MathClass::ord;
        }
        if ((c == MathClass::rel || c == MathClass::close || c == MathClass::punct) && k > 0 &&
            classes[k - 1] == MathClass::bin) {
            classes[k - 1] = MathClass::ord;
        }
    }
    if (!classes.empty() && classes.back() == MathClass::bin) classes.back() = MathClass::ord;
}

const MathAccent* find_math_accent(std::string_view name) {
    for (const MathAccent& a : kMathAccents) {
        if (a.name == name) return &a;
    }
    return nullptr;
}

bool is_combining_mark(std::string_view s, std::size_t i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    if (i + 1 < s.size() && (b(i) == 0xCC || (b(i) == 0xCD && b(i + 1) <= 0xAF))) return true;
    return i + 2 < s.size() && b(i) == 0xE2 && b(i + 1) == 0x83 && b(i + 2) >= 0x90 &&
           b(i + 2) <= 0xBF;
}

std::size_t accent_position(std::string_view markup, std::size_t& chars) {
    chars = 0;
    std::size_t after = std::string_view::npos;
    for (std::size_t i = 0; i < markup.size();) {
        const char c = markup[i];
        if (c == '<') {
            i = markup.find('>', i);
            if (i == std::string_view::npos) return i;
            ++i;
            continue;
        }
        std::size_t len = 1;
        if (c == '&') {
            const std::size_t end = markup.find(';', i);  // an entity: one character
            len = end == std::string_view::npos ? 1 : end - i + 1;
        } else if (static_cast<unsigned char>(c) >= 0x80) {
            len = utf8_sequence_length(markup, i);
            if (len == 0) len = 1;
        }
        if (!is_combining_mark(markup, i)) ++chars;
        i += len;
        after = i;
    }
    return chars == 1 ? after : std::string_view::npos;
}

void append_utf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

std::uint32_t math_alphabet_char(MathAlphabet a, char c) {
    struct Exception { char c; std::uint32_t cp; };
    static constexpr Exception kScript[] = {
        {'B', 0x212C}, {'E', 0x2130}, {'F', 0x2131}, {'H', 0x210B}, {'I', 0x2110}, {'L', 0x2112},
        {'M', 0x2133}, {'R', 0x211B}, {'e', 0x212F}, {'g', 0x210A}, {'o', 0x2134},
    };
    static constexpr Exception kDoubleStruck[] = {
        {'C', 0x2102}, {'H', 0x210D}, {'N', 0x2115}, {'P', 0x2119},
        {'Q', 0x211A}, {'R', 0x211D}, {'Z', 0x2124},
    };
    const auto exception = [c](const auto& table) -> std::uint32_t {
        for (const Exception& e : table) {
            if (e.c == c) return e.cp;
        }
        return 0;
    };
    const bool script = a == MathAlphabet::script;
    if (const std::uint32_t cp = script ? exception(kScript) : exception(kDoubleStruck)) return cp;
    if (c >= 'A' && c <= 'Z') return (script ? 0x1D49Cu : 0x1D538u) + static_cast<std::uint32_t>(c - 'A');
    if (c >= 'a' && c <= 'z') return (script ? 0x1D4B6u : 0x1D552u) + static_cast<std::uint32_t>(c - 'a');
    if (c >= '0' && c <= '9' && !script) return 0x1D7D8u + static_cast<std::uint32_t>(c - '0');
    return 0;
}

const FontCommand* find_font_command(std::string_view name) {
    for (const FontCommand& f : kFontCommands) {
        if (f.name == name) return &f;
    }
    return nullptr;
}

MathState state_for_font(MathFont font, const MathState& outer) {
    MathState s;
    s.font = font;
    s.family = outer.family;
    s.script = outer.script;
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

FontTags font_tags(const MathState& from, const MathState& to) {
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

void MathParser::parse_into(std::string& out) {
    out_ = &out;
    MathState top;
    parse_sequence(top, 1, Stop::end);
}

void MathParser::fail(const std::string& problem, std::size_t at) const {
    // The segment with its dollars: [begin_-1, end_+1).
    const std::string_view seg = whole_.substr(begin_ - 1, end_ - begin_ + 2);
    throw Error(problem + " in " + quote_for_message(seg, at - (begin_ - 1)));
}

bool MathParser::is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

bool MathParser::is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

void MathParser::skip_spaces() {
    while (!at_end() && is_space(peek())) ++pos_;
}

void MathParser::check_depth(int depth, std::size_t at) const {
    if (depth > kMathMaxDepth) {
        fail("math nested deeper than " + std::to_string(kMathMaxDepth) + " levels", at);
    }
}

void MathParser::emit_letter(std::string_view utf8, const MathState& st) {
    if (st.font == MathFont::math && !st.italic) {
        *out_ += "<i>";
        *out_ += utf8;
        *out_ += "</i>";
    } else {
        *out_ += utf8;
    }
}

std::string_view MathParser::read_command(std::size_t& start) {
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

int MathParser::parse_sequence(MathState st, int depth, Stop stop) {
    check_depth(depth, pos_);
    const std::size_t open_at = stop == Stop::brace ? pos_ - 1 : pos_;
    std::vector<std::string_view> closers;  // close tags of font switches, in opening order
    std::vector<std::size_t> atom_at;       // where each atom's markup starts in *out_
    std::vector<MathClass> atom_class;      // and its class, for the spaces between atoms
    const bool spaced = !st.script && st.font != MathFont::text;
    const auto note_atom = [&](MathClass cls) {
        if (!spaced || cls == MathClass::space) return;
        atom_at.push_back(out_->size());
        atom_class.push_back(cls);
    };
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
            if (atom_at.empty()) note_atom(MathClass::ord);  // a script with no base: "$^{13}$C"
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
                    note_atom(MathClass::ord);
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
        note_atom(peek_class());
        parse_atom(st, depth);
        ++atoms;
    }
    insert_atom_spaces(atom_at, atom_class);
    for (auto it = closers.rbegin(); it != closers.rend(); ++it) *out_ += *it;
    return atoms;
}

MathClass MathParser::peek_class() {
    const char c = peek();
    if (c == '{') return MathClass::ord;
    if (c != '\\') {
        const std::size_t len = utf8_sequence_length(whole_, pos_);
        return class_of_char(whole_.substr(pos_, len == 0 ? 1 : len));
    }
    const std::size_t save = pos_;
    std::size_t at = 0;
    const std::string_view name = read_command(at);
    pos_ = save;
    if (name.empty() || !is_letter(name[0])) {
        const MathSymbol* s = find_math_control_symbol(name);
        return s != nullptr ? s->cls : MathClass::ord;
    }
    if (name == "operatorname") return MathClass::op;
    if (name == "left") return MathClass::open;
    if (name == "right") return MathClass::close;
    if (find_font_command(name) != nullptr) return MathClass::ord;
    const MathSymbol* s = find_math_symbol(name);
    return s != nullptr ? class_of(*s) : MathClass::ord;
}

void MathParser::insert_atom_spaces(const std::vector<std::size_t>& atom_at, std::vector<MathClass>& classes) {
    if (atom_at.size() < 2) return;
    resolve_binary_operators(classes);
    std::vector<std::string_view> gaps(classes.size());
    bool any = false;
    for (std::size_t k = 1; k < classes.size(); ++k) {
        gaps[k] = space_between(classes[k - 1], classes[k]);
        any = any || !gaps[k].empty();
    }
    if (!any) return;
    std::string spaced;
    spaced.reserve(out_->size() - atom_at[0] + 3 * atom_at.size());
    for (std::size_t k = 0; k < atom_at.size(); ++k) {
        const std::size_t end = k + 1 < atom_at.size() ? atom_at[k + 1] : out_->size();
        spaced += gaps[k];
        spaced.append(*out_, atom_at[k], end - atom_at[k]);
    }
    out_->resize(atom_at[0]);
    *out_ += spaced;
}

void MathParser::parse_script(const MathState& st, int depth) {
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
    MathState script = st;
    script.script = true;
    parse_atom(script, depth);
    *out_ += c == '_' ? "</sub>" : "</sup>";
}

int MathParser::parse_argument(const MathState& st, int depth, std::string_view command, std::size_t cmd_at) {
    skip_spaces();
    if (at_end() || peek() == '}' || peek() == '_' || peek() == '^') {
        fail("\\" + std::string(command) + " needs an argument", cmd_at);
    }
    return parse_atom(st, depth);
}

int MathParser::parse_atom(const MathState& st, int depth) {
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

int MathParser::parse_command(const MathState& st, int depth) {
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
    if (const MathAccent* a = find_math_accent(name)) {
        parse_accent(st, depth + 1, *a, at);
        return 1;
    }
    if (name == "mathcal" || name == "mathscr" || name == "mathbb") {
        parse_math_alphabet(name == "mathbb" ? MathAlphabet::double_struck : MathAlphabet::script,
                            name, at);
        return 1;
    }
    if (name == "overline") {
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

void MathParser::parse_accent(const MathState& st, int depth, const MathAccent& accent, std::size_t at) {
    std::string arg;
    std::string* saved = out_;
    out_ = &arg;
    parse_argument(st, depth, accent.name, at);
    out_ = saved;
    std::size_t chars = 0;
    const std::size_t where = accent_position(arg, chars);
    if (where != std::string::npos) {
        arg.insert(where, accent.combining);
        *out_ += arg;
        return;
    }
    if (chars == 0) fail("\\" + std::string(accent.name) + " needs a character to put its accent on", at);
    if (accent.name == "bar") {  // \bar over several characters: a line over all of them
        *out_ += "<span overline=\"single\">";
        *out_ += arg;
        *out_ += "</span>";
        return;
    }
    fail("\\" + std::string(accent.name) +
             " puts its accent on one character (write one accent per character, or "
             "\\overline{..} for a line over several)",
         at);
}

void MathParser::parse_math_alphabet(MathAlphabet alphabet, std::string_view name, std::size_t at) {
    skip_spaces();
    if (at_end() || peek() == '}' || peek() == '_' || peek() == '^') {
        fail("\\" + std::string(name) + " needs an argument", at);
    }
    const bool group = peek() == '{';
    if (group) ++pos_;
    bool any = false;
    for (;;) {
        if (at_end()) {
            if (group) {
                fail("unbalanced braces: the { of \\" + std::string(name) + " is never closed", at);
            }
            break;
        }
        const char c = peek();
        if (group && c == '}') {
            ++pos_;
            break;
        }
        if (group && is_space(c)) {
            ++pos_;
            continue;
        }
        const std::uint32_t cp = math_alphabet_char(alphabet, c);
        if (cp == 0) {
            const std::size_t len = std::max<std::size_t>(1, utf8_sequence_length(whole_, pos_));
            fail("\\" + std::string(name) + " takes Latin letters" +
                     (alphabet == MathAlphabet::double_struck ? " and digits" : "") + ", not '" +
                     std::string(whole_.substr(pos_, len)) + "'",
                 pos_);
        }
        append_utf8(*out_, cp);
        any = true;
        ++pos_;
        if (!group) break;
    }
    if (!any) fail("\\" + std::string(name) + " needs at least one letter", at);
}

void MathParser::parse_fraction_part(const MathState& st, int depth, std::string_view name, std::size_t at) {
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

void MathParser::parse_delimiter(const MathState& st, std::string_view name, std::size_t at) {
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

void replace_all(std::string& s, std::string_view from, std::string_view to) {
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
}  // namespace sqfig

namespace sqfig {

std::string escape_markup(std::string_view text) {
    detail::check_text_bytes(text);
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (const char c : text) detail::append_escaped(out, c);
    return out;
}

bool has_math(std::string_view text) noexcept {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == '$') {
            ++i;
        } else if (text[i] == '$') {
            return true;
        }
    }
    return false;
}

std::string math_to_markup(std::string_view text) {
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
