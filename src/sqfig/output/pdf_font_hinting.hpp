// Smaller PDFs: the TrueType font subsets Cairo embeds, without their hinting.
//
// Cairo copies every glyph's hinting program and the whole fpgm / prep / cvt
// tables into each TrueType subset; for DejaVu that is over half of a
// subset's bytes, and the fonts are most of a chart's PDF. The outlines stay
// byte for byte, so renderers that draw unhinted, such as poppler's pdftoppm
// and mupdf, show the same pixels (tests/render checks poppler's pixels and
// FreeType's outlines). Ghostscript runs TrueType hinting by default: there
// the text differs in edge pixels, and at 72 dpi the unhinted text is the
// better spaced of the two ("com press" with hinting, "compress" without).
//
// The rewrite is deliberately narrow: it understands the classic
// cross-reference table (sqfig asks Cairo 1.17+ for PDF 1.4, which has one)
// and the font-file objects Cairo writes, and leaves anything else alone,
// including signed and encrypted files. Whenever something does not look
// exactly as expected the input comes back unchanged, so the worst case is a
// larger file.
//
// The streams are inflated and deflated through GIO (detail/zlib_codec.hpp),
// so no <zlib.h> typedef or macro reaches the files that include sqfig.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "sqfig/detail/zlib_codec.hpp"
#include "sqfig/output/font_unhinting.hpp"

namespace sqfig {

namespace detail::pdf {

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
inline std::optional<std::size_t> reference(Reader& r) {
    std::size_t num = 0, gen = 0;
    r.skip_space();
    if (!r.integer(num)) return std::nullopt;
    r.skip_space();
    if (!r.integer(gen) || gen != 0) return std::nullopt;
    r.skip_space();
    if (!r.literal("R")) return std::nullopt;
    return num;
}

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
inline std::optional<ParsedPdf> parse(std::string_view pdf, std::size_t base = 0) {
    // "startxref <offset> %%EOF" at the very end.
    const std::size_t sx = pdf.rfind("startxref");
    if (sx == std::string_view::npos) return std::nullopt;
    Reader tail{pdf, sx + 9};
    std::size_t xref_at = 0;
    tail.skip_space();
    if (!tail.integer(xref_at) || xref_at < base) return std::nullopt;
    xref_at -= base;
    tail.skip_space();
    if (!tail.literal("%%EOF")) return std::nullopt;
    tail.skip_space();
    if (!tail.at_end() || xref_at >= sx) return std::nullopt;

    // "xref\n0 N\n" and N entries of exactly 20 bytes, then the trailer.
    Reader r{pdf, xref_at};
    std::size_t first = 0, count = 0;
    if (!r.literal("xref") || !r.eol() || !r.integer(first) || first != 0 || !r.literal(" ") || !r.integer(count) ||
        !r.eol() || count == 0 || r.pos > sx || count > (sx - r.pos) / 20)
        return std::nullopt;
    ParsedPdf out;
    std::vector<std::pair<std::size_t, std::size_t>> in_use;  // (offset, number)
    for (std::size_t i = 0; i < count; ++i) {
        const std::string_view e = pdf.substr(r.pos + 20 * i, 20);
        bool digits = true;
        for (std::size_t k = 0; k < 10; ++k) digits = digits && is_digit(e[k]);
        for (std::size_t k = 11; k < 16; ++k) digits = digits && is_digit(e[k]);
        const std::string_view end = e.substr(18, 2);
        if (!digits || e[10] != ' ' || e[16] != ' ' || (e[17] != 'n' && e[17] != 'f') ||
            (end != " \n" && end != " \r" && end != "\r\n"))
            return std::nullopt;
        if (e[17] == 'n') {
            if (i == 0 || e.substr(11, 5) != "00000") return std::nullopt;
            const std::size_t at = std::stoull(std::string(e.substr(0, 10)));
            if (at >= base) in_use.emplace_back(at - base, i);
        }
        out.xref.emplace_back(e);
    }
    r.pos += 20 * count;
    if (!r.literal("trailer")) return std::nullopt;
    out.trailer = pdf.substr(r.pos - 7, sx - (r.pos - 7));
    // An incremental update or a cross-reference stream: not a file this handles.
    if (out.trailer.find("/Prev") != std::string_view::npos || out.trailer.find("/XRefStm") != std::string_view::npos)
        return std::nullopt;
    if (in_use.empty()) return std::nullopt;

    std::sort(in_use.begin(), in_use.end());
    for (std::size_t i = 0; i < in_use.size(); ++i) {
        const std::size_t from = in_use[i].first;
        const std::size_t to = i + 1 < in_use.size() ? in_use[i + 1].first : xref_at;
        if (from >= to || to > xref_at) return std::nullopt;  // also rejects two entries at one offset
        Object o{in_use[i].second, base + from, std::string(pdf.substr(from, to - from))};
        Reader h{o.text};
        std::size_t num = 0, gen = 0;
        if (!h.integer(num) || num != o.number || !h.literal(" ") || !h.integer(gen) || gen != 0 ||
            !h.literal(" obj"))
            return std::nullopt;
        out.objects.push_back(std::move(o));
    }
    out.header = pdf.substr(0, in_use.front().first);
    if (base == 0 && out.header.substr(0, 5) != "%PDF-") return std::nullopt;
    out.position.assign(count, std::string::npos);
    for (std::size_t i = 0; i < out.objects.size(); ++i) out.position[out.objects[i].number] = i;
    return out;
}

/// The value of an object that holds one non-negative integer ("N 0 obj\nV\nendobj"), such
/// as an indirect /Length; nullopt for anything else.
inline std::optional<std::size_t> integer_object(const ParsedPdf& file, std::size_t number) {
    const Object* holder = file.object(number);
    if (!holder) return std::nullopt;
    Reader r{holder->text};
    std::size_t v = 0;
    r.integer(v);
    r.literal(" 0 obj");
    r.skip_space();
    if (!r.integer(v)) return std::nullopt;
    r.skip_space();
    if (!r.literal("endobj")) return std::nullopt;
    r.skip_space();
    if (!r.at_end()) return std::nullopt;
    return v;
}

/// The file laid out again from its objects, with a fresh cross-reference
/// table (from `base` on, for what parse(pdf, base) read).
inline std::string write(const ParsedPdf& parsed, std::size_t base = 0) {
    std::string out(parsed.header);
    std::vector<std::string> xref = parsed.xref;
    char entry[32];
    for (const Object& o : parsed.objects) {
        std::snprintf(entry, sizeof entry, "%010zu 00000 n \n", base + out.size());
        xref[o.number] = entry;
        out += o.text;
    }
    const std::size_t xref_at = base + out.size();
    out += "xref\n0 " + std::to_string(xref.size()) + "\n";
    for (const std::string& e : xref) out += e;
    out += parsed.trailer;
    out += "startxref\n" + std::to_string(xref_at) + "\n%%EOF\n";
    return out;
}

/// A font-file stream as Cairo writes it:
///   N 0 obj << /Length M 0 R /Filter /FlateDecode /Length1 L >> stream ... endstream endobj
/// (keys in any order, /Length direct or indirect). Anything else: nullopt.
struct FontFileStream {
    std::string_view data;                // the compressed font
    std::size_t length1 = 0;              // the font's size, uncompressed
    std::optional<std::size_t> length_object;  // when /Length is "M 0 R"
};

inline std::optional<FontFileStream> font_file_stream(const Object& o, const ParsedPdf& file) {
    Reader r{o.text};
    std::size_t ignored = 0;
    r.integer(ignored);
    r.literal(" 0 obj");
    r.skip_space();
    if (!r.literal("<<")) return std::nullopt;
    bool flate = false;
    std::optional<std::size_t> length, length1, length_object;
    for (;;) {
        r.skip_space();
        if (r.literal(">>")) break;
        if (r.literal("/Filter")) {
            r.skip_space();
            if (!r.literal("/FlateDecode") || flate) return std::nullopt;
            flate = true;
        } else if (r.literal("/Length1")) {
            std::size_t v = 0;
            r.skip_space();
            if (!r.integer(v) || length1) return std::nullopt;
            length1 = v;
        } else if (r.literal("/Length")) {
            if (length || length_object) return std::nullopt;
            const std::size_t at = r.pos;
            if (auto ref = reference(r)) {
                length_object = *ref;
            } else {
                r.pos = at;
                std::size_t v = 0;
                r.skip_space();
                if (!r.integer(v)) return std::nullopt;
                length = v;
            }
        } else {
            return std::nullopt;  // a key this does not know: leave the font as it is
        }
    }
    if (!flate || !length1 || (!length && !length_object)) return std::nullopt;
    if (length_object) {
        length = integer_object(file, *length_object);
        if (!length) return std::nullopt;
    }
    r.skip_space();
    if (!r.literal("stream") || !(r.literal("\r\n") || r.literal("\n"))) return std::nullopt;
    if (*length > o.text.size() - r.pos) return std::nullopt;
    FontFileStream f{std::string_view(o.text).substr(r.pos, *length), *length1, length_object};
    r.pos += *length;
    r.skip_space();
    if (!r.literal("endstream")) return std::nullopt;
    r.skip_space();
    if (!r.literal("endobj")) return std::nullopt;
    r.skip_space();
    if (!r.at_end()) return std::nullopt;
    return f;
}

/// The object numbers named by "/FontFile2 N 0 R" anywhere in the objects.
inline std::set<std::size_t> truetype_font_files(const std::vector<Object>& objects) {
    static constexpr std::string_view key = "/FontFile2";
    std::set<std::size_t> out;
    for (const Object& o : objects) {
        for (std::size_t at = o.text.find(key); at != std::string::npos; at = o.text.find(key, at + key.size())) {
            Reader r{o.text, at + key.size()};
            if (const auto n = reference(r)) out.insert(*n);
        }
    }
    return out;
}

// Fonts larger than this are left alone (DejaVu Serif whole is 0.4 MB).
constexpr std::size_t kMaxFontBytes = 64u << 20;

/// A font-file stream without its hinting: the font's new size and its new
/// compressed bytes; nullopt when the stream is left as it is.
struct StrippedFont {
    std::size_t length1 = 0;
    std::string packed;
};

inline std::optional<StrippedFont> strip_font_stream(const FontFileStream& stream) {
    if (stream.length1 > kMaxFontBytes) return std::nullopt;
    // Presized to /Length1, but not beyond what deflate's best ratio (~1:1032) allows.
    const std::size_t hint = std::min(stream.length1, stream.data.size() * 1032 + 64);
    const auto font = detail::zlib_inflate(stream.data, stream.length1, hint);
    if (!font || font->size() != stream.length1) return std::nullopt;
    const auto stripped = detail::strip_truetype_hinting(*font);
    if (!stripped) return std::nullopt;
    auto packed = detail::zlib_deflate(*stripped);
    if (!packed) return std::nullopt;
    return StrippedFont{stripped->size(), std::move(*packed)};
}

/// Process-wide memory of strip_font_stream's results, by the compressed
/// stream and /Length1 Cairo wrote: figures that use the same glyphs of a
/// font (a program drawing many similar charts) get the same subset from
/// Cairo, and its rewrite is a deterministic function of those bytes, so it
/// is done once. Thread-safe: the lock covers only the look-up and the
/// insertion, never the rewrite. Bounded: when the kept bytes exceed
/// kMaxBytes it starts over.
class StrippedFontCache {
public:
    static constexpr std::size_t kMaxBytes = 8u << 20;

    static StrippedFontCache& instance() {
        static StrippedFontCache cache;  // never destroyed before its users: a function-local static
        return cache;
    }

    std::optional<StrippedFont> get(const FontFileStream& stream) {
        std::string key = key_of(stream);
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            const auto it = map_.find(key);
            if (it != map_.end()) {
                ++hits_;
                return it->second;
            }
        }
        std::optional<StrippedFont> result = strip_font_stream(stream);
        const std::lock_guard<std::mutex> lock(mutex_);
        const std::size_t size = key.size() + (result ? result->packed.size() : 0);
        if (bytes_ + size > kMaxBytes) {
            map_.clear();
            bytes_ = 0;
        }
        if (size <= kMaxBytes && map_.emplace(std::move(key), result).second) bytes_ += size;
        return result;
    }

    /// How many streams were answered from memory so far (for tests).
    std::size_t hits() {
        const std::lock_guard<std::mutex> lock(mutex_);
        return hits_;
    }

private:
    static std::string key_of(const FontFileStream& stream) {
        std::string key = std::to_string(stream.length1);
        key += ' ';
        key += stream.data;
        return key;
    }

    std::mutex mutex_;
    std::unordered_map<std::string, std::optional<StrippedFont>> map_;  // guarded by mutex_
    std::size_t bytes_ = 0;                                              // guarded by mutex_
    std::size_t hits_ = 0;                                               // guarded by mutex_
};

/// strip_pdf_font_hinting of the file whose bytes from offset `base` on are
/// `pdf` (base 0: the whole file). The bytes before `base` stay as they are,
/// so a file streamed to disk can be finished from its end alone: Cairo
/// writes the fonts when the surface is finished, after every page.
/// nullopt: nothing to change (see strip_pdf_font_hinting).
inline std::optional<std::string> strip_font_hinting_from(std::string_view pdf, std::size_t base) {
    // A signature covers byte ranges, which any rewrite moves; encrypted
    // streams cannot be read. Leave such files alone.
    if (pdf.find("/ByteRange") != std::string::npos || pdf.find("/Encrypt") != std::string::npos) return std::nullopt;
    auto parsed = parse(pdf, base);
    if (!parsed) return std::nullopt;
    const std::set<std::size_t> fonts = truetype_font_files(parsed->objects);
    bool changed = false;
    for (Object& o : parsed->objects) {
        if (!fonts.count(o.number)) continue;
        const auto stream = font_file_stream(o, *parsed);
        if (!stream) continue;
        const std::optional<StrippedFont> stripped = StrippedFontCache::instance().get(*stream);
        if (!stripped) continue;
        // A direct /Length: an indirect one may be shared, so the object that
        // held it stays as it was (unreferenced now, in Cairo's files).
        std::string text = std::to_string(o.number) + " 0 obj\n<< /Length " + std::to_string(stripped->packed.size()) +
                           "\n   /Filter /FlateDecode\n   /Length1 " + std::to_string(stripped->length1) +
                           "\n>>\nstream\n";
        text += stripped->packed;
        text += "\nendstream\nendobj\n";
        o.text = std::move(text);
        changed = true;
    }
    if (!changed) return std::nullopt;

    std::string out = write(*parsed, base);
    // The rewrite must read back as the same objects; if not, keep the original.
    const auto check = parse(out, base);
    if (!check || check->objects.size() != parsed->objects.size() || out.size() >= pdf.size()) return std::nullopt;
    return out;
}

}  // namespace detail::pdf

/// The PDF with the hinting removed from its embedded TrueType fonts (see the
/// top of this header); `pdf` itself when it holds no such font, when the
/// result would not be smaller, or when its structure is not the plain one
/// Cairo writes. Figure::save and Document::save apply it to PDFs when
/// SaveOptions::compact_pdf is set; call it yourself on PDFs you draw
/// with your own Cairo surface.
inline std::string strip_pdf_font_hinting(std::string pdf) {
    std::optional<std::string> out = detail::pdf::strip_font_hinting_from(pdf, 0);
    return out ? std::move(*out) : pdf;
}

}  // namespace sqfig
