// PDFs whose embedded fonts lost their hinting (SaveOptions::compact_pdf)
// against the same figures as Cairo writes them (the default): the same fonts, the same
// text, the same glyph outlines in FreeType, and fewer bytes. The pixel check
// uses poppler, which rasterizes unhinted like most viewers (so it shows
// the outlines are intact, not that a hinting rasterizer such as Ghostscript
// would draw the same pixels). Also checks that compact_pdf really strips:
// if a Cairo wrote PDFs the rewrite does not understand, these tests say so.

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

#include <functional>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <sqfig/output/pdf_font_hinting.hpp>

#include "gallery.hpp"
#include "paper_data.hpp"
#include "render_support.hpp"

namespace {

struct PdfCase {
    std::string name;
    std::function<std::string(const sqfig::SaveOptions&)> pdf;
};

std::vector<PdfCase> pdf_cases() {
    std::vector<PdfCase> out;
    const auto sample = std::make_shared<paper::Results>(rt::load_results_dir(rt::sample_results_dir()));
    for (const std::string& name : paper::figure_names())
        out.push_back({"paper/" + name, [sample, name](const sqfig::SaveOptions& o) {
                           return paper::build_figure(name, *sample).to_bytes(sqfig::Format::pdf, o);
                       }});
    for (const rt::GalleryItem& item : rt::gallery())
        out.push_back({"gallery/" + item.name, [build = item.build](const sqfig::SaveOptions& o) {
                           return build().to_bytes(sqfig::Format::pdf, o);
                       }});
    out.push_back({"document/two-pages", [sample](const sqfig::SaveOptions& o) {
                       sqfig::Document doc;
                       doc.add(paper::build_figure("fig_pipeline", *sample));
                       doc.add(paper::build_figure("fig_latency", *sample));
                       return doc.to_bytes(sqfig::Format::pdf, o);
                   }});
    return out;
}

// Cairo's own bytes (the default), and the compacted file.
sqfig::SaveOptions keeping_hinting() { return {}; }
sqfig::SaveOptions compact() {
    sqfig::SaveOptions o;
    o.compact_pdf = true;
    return o;
}

/// The TrueType programs embedded in a PDF, by object number.
std::vector<std::pair<std::size_t, std::string>> embedded_truetype_fonts(const std::string& pdf) {
    namespace P = sqfig::detail::pdf;
    const auto parsed = P::parse(pdf);
    REQUIRE(parsed);
    std::vector<std::pair<std::size_t, std::string>> out;
    for (const std::size_t number : P::truetype_font_files(parsed->objects)) {
        const P::Object* object = parsed->object(number);
        REQUIRE(object);
        const auto stream = P::font_file_stream(*object, *parsed);
        REQUIRE(stream);
        const auto font = sqfig::detail::zlib_inflate(stream->data, stream->length1, stream->length1);
        REQUIRE(font);
        out.emplace_back(number, *font);
    }
    return out;
}

struct FtLibraryDeleter { void operator()(FT_Library l) const { FT_Done_FreeType(l); } };
struct FtFaceDeleter { void operator()(FT_Face f) const { FT_Done_Face(f); } };
using FtLibrary = std::unique_ptr<std::remove_pointer_t<FT_Library>, FtLibraryDeleter>;
using FtFace = std::unique_ptr<std::remove_pointer_t<FT_Face>, FtFaceDeleter>;

FtFace open_face(FT_Library lib, const std::string& bytes) {
    FT_Face face = nullptr;
    const FT_Error e = FT_New_Memory_Face(lib, reinterpret_cast<const FT_Byte*>(bytes.data()),
                                          static_cast<FT_Long>(bytes.size()), 0, &face);
    REQUIRE(e == 0);
    return FtFace(face);
}

/// The outline of glyph `g` in font units, unhinted, as a string of numbers.
std::string outline_of(FT_Face face, FT_UInt g) {
    REQUIRE(FT_Load_Glyph(face, g, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING) == 0);
    const FT_Outline& o = face->glyph->outline;
    std::string s = "advance " + std::to_string(face->glyph->advance.x) + " contours";
    for (int c = 0; c < o.n_contours; ++c) s += " " + std::to_string(o.contours[c]);
    s += " points";
    for (int p = 0; p < o.n_points; ++p)
        s += " " + std::to_string(o.points[p].x) + "," + std::to_string(o.points[p].y) + ":" +
             std::to_string(FT_CURVE_TAG(o.tags[p]));
    return s;
}

}  // namespace

TEST_CASE("PDFs without font hinting show the same fonts, text and pixels as with it, in fewer bytes",
          "[render][pdf][fonts]") {
    RT_REQUIRE_TOOLS("pdftotext", "pdffonts", "pdftoppm", "pdfunite");
    rt::TempDir dir;
    // Poppler reads every case in one go a side: pdfunite joins the cases' PDFs
    // (rt::join_pdfs: each one's font programs as they are), then pdffonts,
    // pdftotext and pdftoppm run once on each join. Six tool runs a case took 16 s in
    // `make test`, mostly starting poppler 162 times.
    std::size_t kept_total = 0, stripped_total = 0;
    std::vector<std::string> page_case;  // the case each page of a join comes from
    std::vector<rt::fs::path> kept_pdfs, stripped_pdfs;
    for (const PdfCase& c : pdf_cases()) {
        INFO(c.name);
        const std::string kept = c.pdf(keeping_hinting());
        const std::string stripped = c.pdf(compact());
        CHECK(stripped.size() < kept.size());
        kept_total += kept.size();
        stripped_total += stripped.size();
        const std::string stem = std::to_string(page_case.size());
        kept_pdfs.push_back(dir / ("kept-" + stem + ".pdf"));
        stripped_pdfs.push_back(dir / ("stripped-" + stem + ".pdf"));
        rt::write_file(kept_pdfs.back(), kept);
        rt::write_file(stripped_pdfs.back(), stripped);
        page_case.insert(page_case.end(), c.name.rfind("document/", 0) == 0 ? 2 : 1, c.name);
    }
    const auto k = (dir / "kept.pdf").string(), s = (dir / "stripped.pdf").string();
    rt::join_pdfs(kept_pdfs, k);
    rt::join_pdfs(stripped_pdfs, s);  // poppler reports a damaged stream or xref while joining
    // pdffonts: the same fonts, types, embedding and subsetting; poppler reports no error.
    const auto fonts_kept = rt::run("pdffonts " + rt::shell_quote(k) + " 2>&1");
    const auto fonts_stripped = rt::run("pdffonts " + rt::shell_quote(s) + " 2>&1");
    CHECK(fonts_stripped.status == 0);
    CHECK(fonts_stripped.output == fonts_kept.output);
    CHECK(rt::contains(fonts_stripped.output, "TrueType"));
    // pdftotext: the same text on every page (a form feed ends each page).
    const auto text_kept = rt::run("pdftotext -layout " + rt::shell_quote(k) + " - 2>&1");
    const auto text_stripped = rt::run("pdftotext -layout " + rt::shell_quote(s) + " - 2>&1");
    CHECK(text_stripped.status == 0);
    CHECK_FALSE(rt::contains(text_stripped.output, "Error"));
    const auto text_pages_kept = rt::text_pages(text_kept.output);
    const auto text_pages_stripped = rt::text_pages(text_stripped.output);
    REQUIRE(text_pages_kept.size() == page_case.size());
    REQUIRE(text_pages_stripped.size() == page_case.size());
    for (std::size_t i = 0; i < page_case.size(); ++i) {
        INFO(page_case[i] << ", page " << i + 1 << " of the join");
        CHECK(text_pages_stripped[i] == text_pages_kept[i]);
    }
    // Pixels at 100 dpi, every page, byte-identical images from the same pdftoppm
    // (PPM: encoding PNGs took a fifth of the rasterizer's time).
    REQUIRE(rt::run("pdftoppm -r 100 " + rt::shell_quote(k) + " " + rt::shell_quote((dir / "k").string()) +
                    " 2>&1").status == 0);
    REQUIRE(rt::run("pdftoppm -r 100 " + rt::shell_quote(s) + " " + rt::shell_quote((dir / "s").string()) +
                    " 2>&1").status == 0);
    std::size_t pages = 0;
    for (const auto& entry : rt::fs::directory_iterator(dir.path())) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("k-", 0) != 0) continue;
        ++pages;
        // k-07.ppm: the seventh page of the join.
        const std::size_t page = std::stoul(name.substr(2, name.find('.') - 2));
        REQUIRE(page >= 1);
        REQUIRE(page <= page_case.size());
        INFO(page_case[page - 1] << ", page " << page << " of the join");
        const auto other = dir / ("s-" + name.substr(2));
        REQUIRE(rt::fs::exists(other));
        CHECK(rt::read_file(entry.path()) == rt::read_file(other));
    }
    CHECK(pages == page_case.size());
    // Fonts are most of a chart's PDF and hinting over half of each font.
    CHECK(stripped_total * 10 < kept_total * 7);
    WARN("PDF bytes with hinting " << kept_total << ", without " << stripped_total);
}

TEST_CASE("embedded fonts without hinting keep every glyph outline and advance (FreeType)", "[render][pdf][fonts]") {
    FT_Library raw = nullptr;
    REQUIRE(FT_Init_FreeType(&raw) == 0);
    const FtLibrary lib(raw);
    std::size_t fonts_checked = 0, glyphs_checked = 0;
    for (const PdfCase& c : pdf_cases()) {
        INFO(c.name);
        const auto kept = embedded_truetype_fonts(c.pdf(keeping_hinting()));
        const auto stripped = embedded_truetype_fonts(c.pdf(compact()));
        REQUIRE(kept.size() == stripped.size());
        REQUIRE_FALSE(kept.empty());
        for (std::size_t i = 0; i < kept.size(); ++i) {
            INFO("font object " << kept[i].first);
            CHECK(kept[i].first == stripped[i].first);
            // Cairo's subsets carry hinting; ours carry none (nothing left to strip).
            CHECK(sqfig::detail::strip_truetype_hinting(kept[i].second).has_value());
            CHECK_FALSE(sqfig::detail::strip_truetype_hinting(stripped[i].second).has_value());
            CHECK(stripped[i].second.size() < kept[i].second.size());
            const FtFace a = open_face(lib.get(), kept[i].second);
            const FtFace b = open_face(lib.get(), stripped[i].second);
            REQUIRE(a->num_glyphs == b->num_glyphs);
            REQUIRE(FT_Set_Char_Size(b.get(), 0, 10 * 64, 72, 72) == 0);
            CHECK(a->units_per_EM == b->units_per_EM);
            for (FT_UInt g = 0; g < static_cast<FT_UInt>(a->num_glyphs); ++g) {
                INFO("glyph " << g);
                CHECK(outline_of(a.get(), g) == outline_of(b.get(), g));
                // And it still loads the way a hinting rasterizer would ask for it.
                CHECK(FT_Load_Glyph(b.get(), g, FT_LOAD_DEFAULT) == 0);
                ++glyphs_checked;
            }
            ++fonts_checked;
        }
    }
    WARN(fonts_checked << " fonts, " << glyphs_checked << " glyphs compared");
}

TEST_CASE("without compact_pdf a PDF is Cairo's as Cairo wrote it", "[render][pdf][fonts]") {
    const auto sample = rt::load_results_dir(rt::sample_results_dir());
    const sqfig::Figure fig = paper::build_figure("fig_perplexity", sample);
    const std::string kept = fig.to_bytes(sqfig::Format::pdf, keeping_hinting());
    const std::string stripped = fig.to_bytes(sqfig::Format::pdf, compact());
    // The default PDF's fonts still carry hinting; the compact one's do not.
    REQUIRE(kept != stripped);
    for (const auto& [number, font] : embedded_truetype_fonts(kept))
        CHECK(sqfig::detail::strip_truetype_hinting(font).has_value());
    for (const auto& [number, font] : embedded_truetype_fonts(stripped))
        CHECK_FALSE(sqfig::detail::strip_truetype_hinting(font).has_value());
    // Stripping a kept PDF afterwards gives the same fonts as the default.
    const std::string later = sqfig::strip_pdf_font_hinting(kept);
    CHECK(later.size() < kept.size());
    const auto fonts_later = embedded_truetype_fonts(later), fonts_default = embedded_truetype_fonts(stripped);
    REQUIRE(fonts_later.size() == fonts_default.size());
    for (std::size_t i = 0; i < fonts_later.size(); ++i) CHECK(fonts_later[i].second == fonts_default[i].second);
    // Stripping is idempotent, and other formats are untouched by the option.
    CHECK(sqfig::strip_pdf_font_hinting(stripped) == stripped);
    CHECK(fig.to_bytes(sqfig::Format::ps, compact()) == fig.to_bytes(sqfig::Format::ps));
    CHECK(fig.to_bytes(sqfig::Format::svg, compact()) == fig.to_bytes(sqfig::Format::svg));
}
