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

// The tables of symbols, control symbols (a backslash and one non-letter),
// accents and font commands are math_text.cpp's; these look them up.

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
