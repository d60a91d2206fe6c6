// The math parser behind sqfig/text/math_text.hpp: symbol tables, the
// TeX-like parser and the UTF-8 helpers the text layer shares. Internal.
#pragma once

#include "sqfig/text/math_text.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sqfig/core/error.hpp"

namespace sqfig {

namespace detail {

/// Deepest nesting of groups, scripts and font commands inside one $...$.
inline constexpr int kMathMaxDepth = 64;

// ---------------------------------------------------------------- UTF-8 --

/// Length of the valid UTF-8 sequence starting at text[i], or 0 if the bytes
/// there are not valid UTF-8 (overlong forms, surrogates and code points
/// above U+10FFFF are invalid, as for g_utf8_validate()).
std::size_t utf8_sequence_length(std::string_view text, std::size_t i);

/// Throws sqfig::Error for invalid UTF-8 or a NUL byte (Pango rejects the
/// former; the latter silently truncates C strings downstream).
void check_text_bytes(std::string_view text);

void append_escaped(std::string& out, char c);

/// The offending text for an error message: quoted, control characters
/// shown as escapes, long texts cut around `at` (a byte offset in text).
std::string quote_for_message(std::string_view text, std::size_t at);

// -------------------------------------------------------------- symbols --

enum class SymbolKind : std::uint8_t {
    upright,  // operators, relations, arrows, uppercase Greek, punctuation
    letter,   // lowercase Greek and other math letters: italic in math font
    word,     // function names such as \log: an upright word
};

/// TeX's atom classes, which decide the space between neighbours (TeXbook
/// ch. 17): relations get a thick space, binary operators a medium one,
/// operators (\sum, \log) and punctuation a thin one.
enum class MathClass : std::uint8_t {
    ord, op, bin, rel, open, close, punct,
    space,  // explicit spacing (\, \quad ~): not an atom, neighbours keep their classes
};

struct MathSymbol {
    std::string_view name;  // without the backslash
    std::string_view text;  // UTF-8
    SymbolKind kind;
    MathClass cls = MathClass::ord;  // function names (SymbolKind::word) are operators
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

/// Control symbols: a backslash followed by one non-letter character.
inline constexpr MathSymbol kMathControlSymbols[] = {
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

const MathSymbol* find_math_symbol(std::string_view name);

const MathSymbol* find_math_control_symbol(std::string_view name);

MathClass class_of(const MathSymbol& s);

/// The class of a character typed inside math: ASCII by TeX's mathcodes;
/// other characters (a typed "≤" or "×") as the symbol with that text.
MathClass class_of_char(std::string_view utf8);

/// The space TeX puts between two neighbouring atoms in text style (TeXbook
/// p. 170; none in scripts): the same characters as \, \: and \;.
std::string_view space_between(MathClass left, MathClass right);

/// TeX's rules for binary operators (TeXbook Appendix G, rules 5 and 6): a
/// "+" or "-" with nothing to its left that it could combine (the start, an
/// operator, a relation, an opening bracket, punctuation) or nothing to its
/// right (the end, a relation, a closing bracket, punctuation) is unary and
/// gets no space.
void resolve_binary_operators(std::vector<MathClass>& classes);

// -------------------------------------------------------------- accents --

/// \hat{x} and friends: a combining character after one character.
struct MathAccent {
    std::string_view name;
    std::string_view combining;  // UTF-8
};

inline constexpr MathAccent kMathAccents[] = {
    {"hat", "\u0302"},   {"widehat", "\u0302"}, {"tilde", "\u0303"}, {"widetilde", "\u0303"},
    {"bar", "\u0304"},   {"vec", "\u20D7"},     {"dot", "\u0307"},   {"ddot", "\u0308"},
    {"check", "\u030C"}, {"breve", "\u0306"},   {"acute", "\u0301"}, {"grave", "\u0300"},
    {"mathring", "\u030A"},
};

const MathAccent* find_math_accent(std::string_view name);

/// True for a combining mark (U+0300-036F, U+20D0-20FF) starting at s[i].
bool is_combining_mark(std::string_view s, std::size_t i);

/// Where in the markup of an accent's argument the combining character goes:
/// after its only character (and marks already on it), before closing tags.
/// npos when the argument shows no character or more than one (`chars`
/// tells which).
std::size_t accent_position(std::string_view markup, std::size_t& chars);

// ------------------------------------------------- math alphabets (\mathbb) --

/// \mathcal and \mathbb: letters as Unicode mathematical alphanumerics
/// (U+1D400 block), except the letters Unicode had already encoded in the
/// Letterlike Symbols block (script B = U+212C, double-struck R = U+211D...).
enum class MathAlphabet : std::uint8_t { script, double_struck };

void append_utf8(std::string& out, std::uint32_t cp);

/// The code point of `c` (a Latin letter, or a digit for \mathbb) in the
/// alphabet; 0 when the alphabet has no such character.
std::uint32_t math_alphabet_char(MathAlphabet a, char c);

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
    bool script = false;  // inside a sub- or superscript: no spaces between atoms
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

const FontCommand* find_font_command(std::string_view name);

/// The state a font asks for, given the state around it.
MathState state_for_font(MathFont font, const MathState& outer);

/// Markup that switches from `from` to `to`.
struct FontTags {
    std::string open;        // empty when nothing changes
    std::string_view close;  // always a string literal
};

FontTags font_tags(const MathState& from, const MathState& to);

// --------------------------------------------------------------- parser --

/// Parses the inside of one $...$ segment. `whole` is the full input text
/// and [begin, end) the math content (without the dollars), so that error
/// messages can quote the segment with its dollars.
class MathParser {
public:
    MathParser(std::string_view whole, std::size_t begin, std::size_t end)
        : whole_(whole), begin_(begin), end_(end), pos_(begin) {}

    void parse_into(std::string& out);

private:
    enum class Stop : std::uint8_t { end, brace };

    std::string_view whole_;
    std::size_t begin_, end_, pos_;
    std::string* out_ = nullptr;

    [[noreturn]] void fail(const std::string& problem, std::size_t at) const;

    bool at_end() const { return pos_ >= end_; }
    char peek() const { return whole_[pos_]; }

    static bool is_space(char c);
    static bool is_letter(char c);

    void skip_spaces();

    void check_depth(int depth, std::size_t at) const;

    /// Emits one "letter-like" piece of text: italic in the math font.
    void emit_letter(std::string_view utf8, const MathState& st);

    /// Reads a command name after a backslash at pos_ (pos_ at the
    /// backslash). Returns the name; a control word also eats the spaces
    /// after it, as in TeX.
    std::string_view read_command(std::size_t& start);

    /// Parses atoms until the end of the segment (Stop::end) or a closing
    /// brace (Stop::brace, which is consumed). Returns the number of atoms.
    int parse_sequence(MathState st, int depth, Stop stop);

    /// The class of the atom starting at pos_ (reads nothing).
    MathClass peek_class();

    /// Puts TeX's spaces between the atoms of one list, whose markup starts
    /// at atom_at[k] in *out_ (one pass over the list's markup).
    void insert_atom_spaces(const std::vector<std::size_t>& atom_at, std::vector<MathClass>& classes);

    void parse_script(const MathState& st, int depth);

    /// A command's required argument: one atom or a braced group.
    /// Returns the number of atoms it held.
    int parse_argument(const MathState& st, int depth, std::string_view command, std::size_t cmd_at);

    /// One atom: a character, a command (with its arguments) or a group.
    /// Returns the number of atoms it held (a group may hold several).
    int parse_atom(const MathState& st, int depth);

    int parse_command(const MathState& st, int depth);

    /// \hat{x}: the combining character goes right after the one character
    /// of the argument, inside its markup (so it takes the same font).
    void parse_accent(const MathState& st, int depth, const MathAccent& accent, std::size_t at);

    /// \mathcal{L} \mathbb{R}: a letter or a group of letters (and, for
    /// \mathbb, digits), mapped to Unicode mathematical alphanumerics.
    void parse_math_alphabet(MathAlphabet alphabet, std::string_view name, std::size_t at);

    void parse_fraction_part(const MathState& st, int depth, std::string_view name, std::size_t at);

    /// \left( \right) \middle|: the delimiter is drawn at text size.
    void parse_delimiter(const MathState& st, std::string_view name, std::size_t at);
};

/// Replaces every occurrence of `from` by `to`.
void replace_all(std::string& s, std::string_view from, std::string_view to);

}  // namespace detail

}  // namespace sqfig
