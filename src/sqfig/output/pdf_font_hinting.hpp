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
// The streams are inflated and deflated with zlib (detail/zlib_codec.cpp, the
// one file that includes <zlib.h>).
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
#include "sqfig/output/pdf_objects.hpp"

namespace sqfig {

namespace detail::pdf {

/// A font-file stream as Cairo writes it:
///   N 0 obj << /Length M 0 R /Filter /FlateDecode /Length1 L >> stream ... endstream endobj
/// (keys in any order, /Length direct or indirect). Anything else: nullopt.
struct FontFileStream {
    std::string_view data;                // the compressed font
    std::size_t length1 = 0;              // the font's size, uncompressed
    std::optional<std::size_t> length_object;  // when /Length is "M 0 R"
};

inline std::optional<FontFileStream> font_file_stream(const Object& o, const ParsedPdf& file) {
    const std::optional<StreamObject> s = stream_object(o, file);
    // Any other key (a /Filter array, /DecodeParms...): leave the font as it is.
    if (!s || !s->ends_cleanly || !s->has_only({"/Length", "/Filter", "/Length1"})) return std::nullopt;
    const std::optional<std::size_t> length1 = s->integer("/Length1");
    if (s->value("/Filter") != std::string_view("/FlateDecode") || !length1) return std::nullopt;
    return FontFileStream{s->data, *length1, s->length_object};
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
