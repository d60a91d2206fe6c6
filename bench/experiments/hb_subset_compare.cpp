// Issue 15's question: can HarfBuzz's hb-subset (HB_SUBSET_FLAGS_NO_HINTING,
// glyph ids retained) replace sqfig's own TrueType hinting removal
// (output/truetype_hinting.hpp)? For each font Cairo embeds in a chart saved
// with Cairo's bytes (the default), both remove the hinting; this prints the sizes, the
// tables each keeps and which of them differ in bytes, whether every glyph's
// unhinted outline and advance and the character -> glyph map are the same
// (FreeType), and the CPU time of each (steady state, 100 calls).
//
// Not part of the build (it needs harfbuzz-subset and freetype2). From the
// project root, after `make test` (for build/libsqfig.a), as one command:
//
//   g++ -std=c++17 -O2 -Iinclude -Isrc
//       $(pkg-config --cflags harfbuzz-subset freetype2 pangocairo)
//       bench/experiments/hb_subset_compare.cpp build/libsqfig.a
//       $(pkg-config --libs pangocairo pangoft2 fontconfig zlib harfbuzz-subset freetype2)
//       -o /tmp/hb_subset_compare && /tmp/hb_subset_compare
#include <sqfig/output/pdf_font_hinting.hpp>
#include <sqfig/sqfig.hpp>

#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb-subset.h>

#include <chrono>
#include <cstdio>
#include <optional>
#include <string>

namespace {

std::uint32_t be(const std::string& s, std::size_t at, int bytes) {
    std::uint32_t v = 0;
    for (int i = 0; i < bytes; ++i) v = (v << 8) | static_cast<unsigned char>(s[at + static_cast<std::size_t>(i)]);
    return v;
}

std::string table(const std::string& font, const char* tag) {
    for (std::uint32_t i = 0, n = be(font, 4, 2); i < n; ++i)
        if (font.compare(12 + 16 * i, 4, tag) == 0) return font.substr(be(font, 12 + 16 * i + 8, 4), be(font, 12 + 16 * i + 12, 4));
    return "-";
}

std::string tags(const std::string& font) {
    std::string s;
    for (std::uint32_t i = 0, n = be(font, 4, 2); i < n; ++i) s += font.substr(12 + 16 * i, 4) + " ";
    return s;
}

std::string outline(FT_Face face, FT_UInt g) {
    if (FT_Load_Glyph(face, g, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) return "load error";
    const FT_Outline& o = face->glyph->outline;
    std::string s = "advance " + std::to_string(face->glyph->advance.x);
    for (int c = 0; c < o.n_contours; ++c) s += " c" + std::to_string(o.contours[c]);
    for (int p = 0; p < o.n_points; ++p)
        s += " " + std::to_string(o.points[p].x) + "," + std::to_string(o.points[p].y) + ":" + std::to_string(o.tags[p] & 1);
    return s;
}

std::string charmap(FT_Face face) {
    std::string m;
    FT_UInt g = 0;
    for (FT_ULong c = FT_Get_First_Char(face, &g); g != 0; c = FT_Get_Next_Char(face, c, &g))
        m += std::to_string(c) + ">" + std::to_string(g) + " ";
    return m;
}

std::string hb_without_hinting(const std::string& font, unsigned glyphs) {
    hb_blob_t* blob = hb_blob_create(font.data(), static_cast<unsigned>(font.size()), HB_MEMORY_MODE_READONLY, nullptr, nullptr);
    hb_face_t* face = hb_face_create(blob, 0);
    hb_subset_input_t* in = hb_subset_input_create_or_fail();
    for (unsigned g = 0; g < glyphs; ++g) hb_set_add(hb_subset_input_glyph_set(in), g);
    hb_subset_input_set_flags(in, HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NOTDEF_OUTLINE |
                                      HB_SUBSET_FLAGS_PASSTHROUGH_UNRECOGNIZED | HB_SUBSET_FLAGS_NAME_LEGACY |
                                      HB_SUBSET_FLAGS_GLYPH_NAMES);
    hb_set_t* drop = hb_subset_input_set(in, HB_SUBSET_SETS_DROP_TABLE_TAG);
    hb_set_clear(drop);  // keep every table sqfig keeps; drop what it drops
    for (const char* t : {"fpgm", "prep", "cvt ", "hdmx", "LTSH", "VDMX", "DSIG"}) hb_set_add(drop, hb_tag_from_string(t, 4));
    std::string out;
    if (hb_face_t* result = hb_subset_or_fail(face, in)) {
        hb_blob_t* bytes = hb_face_reference_blob(result);
        unsigned length = 0;
        const char* data = hb_blob_get_data(bytes, &length);
        out.assign(data, length);
        hb_blob_destroy(bytes);
        hb_face_destroy(result);
    }
    hb_subset_input_destroy(in);
    hb_face_destroy(face);
    hb_blob_destroy(blob);
    return out;
}

}  // namespace

int main() {
    namespace P = sqfig::detail::pdf;
    sqfig::Figure fig{sqfig::inches(4, 3)};
    sqfig::Axes& ax = fig.axes();
    ax.line({0, 1, 2, 3}, {1, 3, 2, 4}).label("loss $\\alpha^2$");
    ax.bars({0, 1, 2, 3}, {2, 1, 3, 2}).label("tokens");
    ax.x_label("step (thousands)");
    ax.y_label("value");
    ax.title("Training");
    ax.legend();
    sqfig::SaveOptions keep;
    const std::string pdf = fig.to_bytes(sqfig::Format::pdf, keep);
    const auto parsed = P::parse(pdf);
    FT_Library lib = nullptr;
    FT_Init_FreeType(&lib);
    double sqfig_us = 0, hb_us = 0;
    for (const std::size_t number : P::truetype_font_files(parsed->objects)) {
        const auto stream = P::font_file_stream(*parsed->object(number), *parsed);
        const auto font = sqfig::detail::zlib_inflate(stream->data, stream->length1, stream->length1);
        FT_Face hinted = nullptr, ours = nullptr, theirs = nullptr;
        FT_New_Memory_Face(lib, reinterpret_cast<const FT_Byte*>(font->data()), static_cast<FT_Long>(font->size()), 0, &hinted);
        const auto glyphs = static_cast<unsigned>(hinted->num_glyphs);
        std::optional<std::string> sq;
        std::string hb;
        for (int warm = 0; warm < 5; ++warm) sq = sqfig::detail::strip_truetype_hinting(*font), hb = hb_without_hinting(*font, glyphs);
        const auto t0 = std::chrono::steady_clock::now();
        for (int r = 0; r < 100; ++r) sq = sqfig::detail::strip_truetype_hinting(*font);
        const auto t1 = std::chrono::steady_clock::now();
        for (int r = 0; r < 100; ++r) hb = hb_without_hinting(*font, glyphs);
        const auto t2 = std::chrono::steady_clock::now();
        sqfig_us += std::chrono::duration<double, std::micro>(t1 - t0).count() / 100;
        hb_us += std::chrono::duration<double, std::micro>(t2 - t1).count() / 100;
        FT_New_Memory_Face(lib, reinterpret_cast<const FT_Byte*>(sq->data()), static_cast<FT_Long>(sq->size()), 0, &ours);
        const bool hb_ok = !hb.empty() &&
            FT_New_Memory_Face(lib, reinterpret_cast<const FT_Byte*>(hb.data()), static_cast<FT_Long>(hb.size()), 0, &theirs) == 0;
        unsigned same_ours = 0, same_theirs = 0;
        for (FT_UInt g = 0; g < glyphs; ++g) {
            const std::string o = outline(hinted, g);
            same_ours += o == outline(ours, g);
            if (hb_ok && g < static_cast<FT_UInt>(theirs->num_glyphs)) same_theirs += o == outline(theirs, g);
        }
        std::printf("font object %zu, %u glyphs: with hinting %zu B; sqfig %zu B (%zu deflated), %u/%u outlines and advances "
                    "the same; hb-subset %zu B (%zu deflated), %u/%u the same; character maps %s\n",
                    number, glyphs, font->size(), sq->size(), sqfig::detail::zlib_deflate(*sq)->size(), same_ours, glyphs,
                    hb.size(), sqfig::detail::zlib_deflate(hb)->size(), same_theirs, glyphs,
                    hb_ok && charmap(ours) == charmap(theirs) ? "the same" : "DIFFERENT");
        std::printf("  tables: with hinting %s| sqfig %s| hb-subset %s\n", tags(*font).c_str(), tags(*sq).c_str(), tags(hb).c_str());
        for (const char* t : {"cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp"})
            if (table(*sq, t) != "-")
                std::printf("  %s: sqfig %zu B, hb-subset %zu B, %s\n", t, table(*sq, t).size(), table(hb, t).size(),
                            table(*sq, t) == table(hb, t) ? "same bytes" : "different bytes");
        FT_Done_Face(hinted);
        FT_Done_Face(ours);
        if (hb_ok) FT_Done_Face(theirs);
    }
    FT_Done_FreeType(lib);
    std::printf("CPU a chart's fonts (all of them once, steady state): sqfig %.1f us, hb-subset %.1f us\n", sqfig_us, hb_us);
}
