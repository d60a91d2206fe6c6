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

#include <cstddef>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
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

std::optional<FontFileStream> font_file_stream(const Object& o, const ParsedPdf& file);

/// The object numbers named by "/FontFile2 N 0 R" anywhere in the objects.
std::set<std::size_t> truetype_font_files(const std::vector<Object>& objects);

// Fonts larger than this are left alone (DejaVu Serif whole is 0.4 MB).
constexpr std::size_t kMaxFontBytes = 64u << 20;

/// A font-file stream without its hinting: the font's new size and its new
/// compressed bytes; nullopt when the stream is left as it is.
struct StrippedFont {
    std::size_t length1 = 0;
    std::string packed;
};

std::optional<StrippedFont> strip_font_stream(const FontFileStream& stream);

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

    static StrippedFontCache& instance();

    std::optional<StrippedFont> get(const FontFileStream& stream);

    /// How many streams were answered from memory so far (for tests).
    std::size_t hits();

private:
    static std::string key_of(const FontFileStream& stream);

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
std::optional<std::string> strip_font_hinting_from(std::string_view pdf, std::size_t base);

}  // namespace detail::pdf

/// The PDF with the hinting removed from its embedded TrueType fonts (see the
/// top of this header); `pdf` itself when it holds no such font, when the
/// result would not be smaller, or when its structure is not the plain one
/// Cairo writes. Figure::save and Document::save apply it to PDFs when
/// SaveOptions::compact_pdf is set; call it yourself on PDFs you draw
/// with your own Cairo surface.
std::string strip_pdf_font_hinting(std::string pdf);

}  // namespace sqfig
