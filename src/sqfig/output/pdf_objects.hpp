// Reading and writing the PDF files Cairo writes, object by object: the
// classic cross-reference table, each indirect object's text, and the
// dictionary of a stream object. The two rewrites of SaveOptions::compact_pdf
// (output/pdf_font_hinting.hpp, output/pdf_indexed_images.hpp) read through
// this, and nothing else: anything not laid out exactly as Cairo lays it out
// is "not ours" (nullopt), and the caller keeps Cairo's file.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sqfig::detail::pdf {

inline bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0'; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

/// A cursor over PDF text with the few token readers the rewrite needs.
/// Every reader returns false (and leaves the position unspecified) on a mismatch.
struct Reader {
    std::string_view s;
    std::size_t pos = 0;

    void skip_space() { while (pos < s.size() && is_space(s[pos])) ++pos; }
    bool literal(std::string_view word) {
        if (s.substr(pos, word.size()) != word) return false;
        pos += word.size();
        return true;
    }
    /// A non-negative integer of at most 12 digits.
    bool integer(std::size_t& v) {
        const std::size_t start = pos;
        v = 0;
        while (pos < s.size() && is_digit(s[pos]) && pos - start < 12) v = v * 10 + static_cast<std::size_t>(s[pos++] - '0');
        return pos > start && (pos == s.size() || !is_digit(s[pos]));
    }
    /// An end of line: "\n", "\r\n" or "\r".
    bool eol() {
        if (literal("\r\n") || literal("\n") || literal("\r")) return true;
        return false;
    }
    bool at_end() const { return pos == s.size(); }
};

/// The number of an indirect reference "N 0 R" at the reader's position.
std::optional<std::size_t> reference(Reader& r);

/// One indirect object of the file: its number and its text ("N 0 obj ... endobj\n").
struct Object {
    std::size_t number = 0;
    std::size_t offset = 0;
    std::string text;
};

/// A PDF split into its objects by its (single, classic) cross-reference table.
struct ParsedPdf {
    std::string_view header;            // "%PDF-1.5 ..." up to the first object
    std::vector<Object> objects;        // in file order
    std::vector<std::string> xref;      // the 20-byte entries, by object number
    std::string_view trailer;           // "trailer ... " up to "startxref"
    std::vector<std::size_t> position;  // object number -> index in `objects` (npos: free)

    const Object* object(std::size_t number) const {
        return number < position.size() && position[number] != std::string::npos ? &objects[position[number]]
                                                                                  : nullptr;
    }
};

/// `base` > 0: `pdf` is the end of a file from that offset on (a document
/// streamed to disk, output/document_writer.hpp); objects before it are left
/// out of `objects` and keep their cross-reference entries.
std::optional<ParsedPdf> parse(std::string_view pdf, std::size_t base = 0);

/// The value of an object that holds one non-negative integer ("N 0 obj\nV\nendobj"), such
/// as an indirect /Length; nullopt for anything else.
std::optional<std::size_t> integer_object(const ParsedPdf& file, std::size_t number);

/// The file laid out again from its objects, with a fresh cross-reference
/// table (from `base` on, for what parse(pdf, base) read).
std::string write(const ParsedPdf& parsed, std::size_t base = 0);

/// A stream object's dictionary and data, as Cairo writes them:
///   N 0 obj << /Key value /Key value ... >> stream\n DATA endstream endobj
/// Each value is a name, a non-negative integer, true or false, or (for
/// /Length alone) a reference "M 0 R" to an integer object. Keys in any order,
/// each once.
struct StreamObject {
    struct Entry {
        std::string_view key;    // "/Filter"
        std::string_view value;  // "/FlateDecode", "128", "false" or "5 0 R"
        std::size_t value_at;    // where the value starts in the object's text
    };
    std::vector<Entry> entries;
    std::optional<std::size_t> length_object;  // when /Length is "M 0 R"
    std::string_view data;                     // the stream's bytes, /Length of them
    bool ends_cleanly = false;                 // "endstream endobj" and nothing after the data

    /// The value of `key`, or nullopt when the dictionary has no such key.
    std::optional<std::string_view> value(std::string_view key) const;
    /// The value of `key` as a non-negative integer (nullopt: absent or not one).
    std::optional<std::size_t> integer(std::string_view key) const;
    /// Whether the dictionary has exactly these keys, and no other.
    bool has_only(std::initializer_list<std::string_view> allowed) const;
};

/// The stream object `o` (see StreamObject), or nullopt when it is not one
/// laid out that way (an array or dictionary value, a key twice, a /Length
/// past the object's end...).
std::optional<StreamObject> stream_object(const Object& o, const ParsedPdf& file);

}  // namespace sqfig::detail::pdf
