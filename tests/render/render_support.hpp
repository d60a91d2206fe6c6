// Helpers shared by the render tests: external tools (poppler-utils), temporary
// folders, reading PDFs back as word boxes, reading PNGs with Cairo and
// comparing them against golden images.
#pragma once

#include <catch2/catch.hpp>

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include "../support/files.hpp"
#include "../support/process.hpp"
#include "../support/strings.hpp"
#include "image_compare.hpp"

namespace rt {

namespace fs = std::filesystem;

// ------------------------------------------- files and tools (tests/support/) ----

using sqfig_test::CommandResult;
using sqfig_test::contains;
using sqfig_test::have_tool;
using sqfig_test::require_tool;
using sqfig_test::read_file;  // throws when the file cannot be read
using sqfig_test::run;        // captures stdout only (stderr is kept apart)
using sqfig_test::shell_quote;
using sqfig_test::write_file;

/// A fresh folder under the system temp folder, removed on destruction.
class TempDir : public sqfig_test::TempDir {
public:
    TempDir() : sqfig_test::TempDir("sqfig-render-test") {}
};

/// Where tests leave files worth looking at (failed goldens, diff images):
/// next to ctest's log, in <build>/Testing/Temporary/sqfig-render/.
inline fs::path artifact_dir() {
    fs::path d = fs::path(SQFIG_BINARY_DIR) / "Testing" / "Temporary" / "sqfig-render";
    fs::create_directories(d);
    return d;
}

/// Fails the running test when a tool is missing (make deps installs them).
#define RT_REQUIRE_TOOLS(...)                                         \
    do {                                                              \
        for (const char* tool_ : {__VA_ARGS__}) ::rt::require_tool(tool_); \
    } while (0)

// --------------------------------------------------------- PDF read-back ----

/// One word as pdftotext -bbox-layout reports it: page points, y down.
struct Word {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    std::string text;
    int line = -1;   // index of the <line> it belongs to (pdftotext's grouping)
    int chain = -1;  // the string it belongs to, after grouping (see group_strings)
    bool slanted = false;
    double width() const { return x1 - x0; }
    double height() const { return y1 - y0; }
};

struct PdfPage {
    double width = 0, height = 0;
    std::vector<Word> words;
};

inline std::string xml_unescape(std::string s) {
    const std::pair<const char*, const char*> ents[] = {
        {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&apos;", "'"}, {"&#39;", "'"}, {"&amp;", "&"}};
    for (const auto& e : ents) {
        const std::string from = e.first, to = e.second;
        for (std::size_t pos = 0; (pos = s.find(from, pos)) != std::string::npos; pos += to.size())
            s.replace(pos, from.size(), to);
    }
    return s;
}

inline double attr(const std::string& line, const std::string& name) {
    const std::string key = name + "=\"";
    const auto at = line.find(key);
    if (at == std::string::npos) throw std::runtime_error("pdftotext output: no " + name + " in: " + line);
    return std::strtod(line.c_str() + at + key.size(), nullptr);
}

/// Pages of a PDF with their word boxes (`pdftotext -bbox-layout`).
inline std::vector<PdfPage> pdf_words(const fs::path& pdf) {
    const CommandResult r = run("pdftotext -bbox-layout " + shell_quote(pdf.string()) + " - 2>/dev/null");
    if (r.status != 0) throw std::runtime_error("pdftotext failed on " + pdf.string());
    std::vector<PdfPage> pages;
    std::istringstream in(r.output);
    std::string l;
    int line = -1;
    while (std::getline(in, l)) {
        if (contains(l, "<page ")) {
            PdfPage p;
            p.width = attr(l, "width");
            p.height = attr(l, "height");
            pages.push_back(p);
        } else if (contains(l, "<line ")) {
            ++line;
        } else if (contains(l, "<word ") && !pages.empty()) {
            Word w;
            w.x0 = attr(l, "xMin");
            w.y0 = attr(l, "yMin");
            w.x1 = attr(l, "xMax");
            w.y1 = attr(l, "yMax");
            const auto open = l.find('>', l.find("<word ")), close = l.rfind("</word>");
            if (open != std::string::npos && close != std::string::npos && close > open)
                w.text = xml_unescape(l.substr(open + 1, close - open - 1));
            w.line = line;
            pages.back().words.push_back(w);
        }
    }
    return pages;
}

/// All text of a PDF (pdftotext -raw), for "is this string there" checks.
inline std::string pdf_text(const fs::path& pdf) {
    const CommandResult r = run("pdftotext -raw -enc UTF-8 " + shell_quote(pdf.string()) + " - 2>/dev/null");
    if (r.status != 0) throw std::runtime_error("pdftotext failed on " + pdf.string());
    return r.output;
}

inline std::string without_space(const std::string& s) {
    // Math spacing is Unicode space characters (thin U+2009, medium U+205F,
    // thick U+2005, no-break U+00A0...), which pdftotext reads back as ' '.
    static const char* const unicode_spaces[] = {"\u00A0", "\u2002", "\u2003", "\u2004", "\u2005", "\u2006",
                                                 "\u2007", "\u2008", "\u2009", "\u200A", "\u202F", "\u205F"};
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        std::size_t skip = std::isspace(static_cast<unsigned char>(s[i])) ? 1 : 0;
        for (const char* u : unicode_spaces)
            if (skip == 0 && s.compare(i, std::strlen(u), u) == 0) skip = std::strlen(u);
        if (skip == 0) out += s[i];
        i += skip == 0 ? 1 : skip;
    }
    return out;
}

/// Does the PDF's text hold `s` (whitespace ignored, so line breaks and
/// rotated text split into fragments still match)?
inline bool pdf_has_text(const std::string& pdf_text_content, const std::string& s) {
    return contains(without_space(pdf_text_content), without_space(s));
}

struct FontInfo {
    std::string name, type;
    bool embedded = false;
};

/// Fonts of a PDF as pdffonts lists them.
inline std::vector<FontInfo> pdf_fonts(const fs::path& pdf) {
    const CommandResult r = run("pdffonts " + shell_quote(pdf.string()) + " 2>/dev/null");
    if (r.status != 0) throw std::runtime_error("pdffonts failed on " + pdf.string());
    std::vector<FontInfo> out;
    std::istringstream in(r.output);
    std::string l;
    int n = 0;
    while (std::getline(in, l)) {
        if (++n <= 2 || l.empty()) continue;  // header and ----- rule
        std::istringstream t(l);
        std::vector<std::string> tok{std::istream_iterator<std::string>(t), std::istream_iterator<std::string>()};
        if (tok.size() < 7) continue;
        FontInfo f;
        f.name = tok[0];
        // name type... encoding emb sub uni obj gen: emb is the 5th from the end.
        f.embedded = tok[tok.size() - 5] == "yes";
        for (std::size_t i = 1; i + 6 < tok.size(); ++i) f.type += (f.type.empty() ? "" : " ") + tok[i];
        out.push_back(f);
    }
    return out;
}

/// `pdfinfo -isodates` as key → value.
inline std::vector<std::pair<std::string, std::string>> pdf_info(const fs::path& pdf) {
    const CommandResult r = run("pdfinfo -isodates " + shell_quote(pdf.string()) + " 2>/dev/null");
    if (r.status != 0) throw std::runtime_error("pdfinfo failed on " + pdf.string());
    std::vector<std::pair<std::string, std::string>> out;
    std::istringstream in(r.output);
    std::string l;
    while (std::getline(in, l)) {
        const auto colon = l.find(':');
        if (colon == std::string::npos) continue;
        std::string v = l.substr(colon + 1);
        v.erase(0, v.find_first_not_of(' '));
        out.emplace_back(l.substr(0, colon), v);
    }
    return out;
}

inline std::string info_value(const std::vector<std::pair<std::string, std::string>>& info, const std::string& key) {
    for (const auto& kv : info)
        if (kv.first == key) return kv.second;
    return {};
}

/// "Page size: 518.4 x 216 pts" → {518.4, 216}.
inline sqfig::Size pdf_page_size(const fs::path& pdf) {
    const std::string v = info_value(pdf_info(pdf), "Page size");
    sqfig::Size s;
    if (std::sscanf(v.c_str(), "%lf x %lf", &s.width, &s.height) != 2)
        throw std::runtime_error("no page size in pdfinfo output of " + pdf.string());
    return s;
}

/// Page sizes of every page (`pdfinfo -f 1 -l N`: "Page    3 size: 518.4 x 216 pts").
inline std::vector<sqfig::Size> pdf_page_sizes(const fs::path& pdf) {
    const CommandResult r = run("pdfinfo -f 1 -l 100000 " + shell_quote(pdf.string()) + " 2>/dev/null");
    if (r.status != 0) throw std::runtime_error("pdfinfo failed on " + pdf.string());
    std::vector<sqfig::Size> out;
    std::istringstream in(r.output);
    std::string l;
    while (std::getline(in, l)) {
        int page = 0;
        sqfig::Size s;
        if (std::sscanf(l.c_str(), "Page %d size: %lf x %lf", &page, &s.width, &s.height) == 3) out.push_back(s);
    }
    return out;
}

/// The pages of pdftotext's output (a form feed ends each page).
inline std::vector<std::string> text_pages(const std::string& text) {
    std::vector<std::string> pages;
    for (std::size_t at = 0, end; (end = text.find('\f', at)) != std::string::npos; at = end + 1)
        pages.push_back(text.substr(at, end - at));
    return pages;
}

/// Joins PDFs into one with pdfunite, which copies each one's pages, fonts and
/// images as they are, so that poppler's tools read many figures in one run
/// each (starting them is most of their cost). Fails the test on any error
/// poppler reports while reading the inputs.
inline void join_pdfs(const std::vector<fs::path>& pdfs, const fs::path& out) {
    std::string command = "pdfunite";
    for (const fs::path& p : pdfs) command += " " + shell_quote(p.string());
    const CommandResult r = run(command + " " + shell_quote(out.string()) + " 2>&1");
    INFO(command << "\n" << r.output);
    REQUIRE(r.status == 0);
    CHECK(r.output.empty());
}

// ---------------------------------------------------------- string groups ----

/// Groups words into the strings they came from. pdftotext splits text set at
/// an angle that is not a multiple of 90° (e.g. tick labels rotated 15°) into
/// fragments wherever the baseline moves, each fragment boxed as if upright;
/// consecutive fragments of one word share an edge exactly (the next glyph
/// starts where the last one ended). So two words are one string when
///  - pdftotext put them on the same <line> (upright text and text at 90°), or
///  - one ends exactly where the other starts (|xMax - xMin| < 0.02 pt) and
///    they overlap vertically (fragments of one slanted word, and a base with
///    its superscript or subscript, which is also one string).
/// A chain of such edge-sharing fragments whose bottoms differ is marked
/// `slanted`: its upright boxes overstate where its glyphs are.
inline void group_strings(std::vector<Word>& words) {
    const std::size_t n = words.size();
    std::vector<std::size_t> parent(n);
    for (std::size_t i = 0; i < n; ++i) parent[i] = i;
    auto find = [&](std::size_t i) {
        while (parent[i] != i) i = parent[i] = parent[parent[i]];
        return i;
    };
    std::vector<bool> chained(n, false);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const Word &a = words[i], &b = words[j];
            const bool same_line = a.line == b.line;
            const bool v_overlap = std::min(a.y1, b.y1) - std::max(a.y0, b.y0) > 0;
            const bool touching = v_overlap && (std::abs(a.x1 - b.x0) < 0.02 || std::abs(b.x1 - a.x0) < 0.02);
            if (touching && std::abs(a.y1 - b.y1) > 0.05) chained[i] = chained[j] = true;
            if (same_line || touching) parent[find(i)] = find(j);
        }
    for (std::size_t i = 0; i < n; ++i) {
        words[i].chain = static_cast<int>(find(i));
        words[i].slanted = chained[i];
    }
}

struct TextProblem {
    std::string what;
};

inline std::string describe(const Word& w) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "\"%s\" [%.1f,%.1f - %.1f,%.1f]", w.text.c_str(), w.x0, w.y0, w.x1, w.y1);
    return buf;
}

/// The independent layout check on a PDF page: no word box off the page, and
/// no two words of different strings overlapping by more than `tol` points in
/// both directions. Pairs of two slanted words are not compared (their
/// upright fragment boxes overstate them, so neighbouring rotated tick labels
/// would always "touch"); a slanted word is still compared with every upright
/// or vertical word.
inline std::vector<std::string> text_overlaps(PdfPage page, double tol = 0.5) {
    std::vector<std::string> out;
    group_strings(page.words);
    const auto& w = page.words;
    for (std::size_t i = 0; i < w.size(); ++i) {
        if (w[i].x0 < -tol || w[i].y0 < -tol || w[i].x1 > page.width + tol || w[i].y1 > page.height + tol)
            out.push_back(describe(w[i]) + " lies outside the page");
        for (std::size_t j = i + 1; j < w.size(); ++j) {
            if (w[i].chain == w[j].chain) continue;
            if (w[i].slanted && w[j].slanted) continue;
            const double ox = std::min(w[i].x1, w[j].x1) - std::max(w[i].x0, w[j].x0);
            const double oy = std::min(w[i].y1, w[j].y1) - std::max(w[i].y0, w[j].y0);
            if (ox > tol && oy > tol) {
                char buf[64];
                std::snprintf(buf, sizeof buf, " (overlap %.1f x %.1f pt)", ox, oy);
                out.push_back(describe(w[i]) + " overlaps " + describe(w[j]) + buf);
            }
        }
    }
    return out;
}

/// Strings a figure draws (from its laid-out scene) that the PDF's text does
/// not hold whole (whitespace ignored): pdftotext drops glyphs that fall off
/// the page, so a string cut by the page edge shows up here.
inline std::vector<std::string> missing_strings(const sqfig::Figure& fig, const std::string& pdf_text_content) {
    std::vector<std::string> out;
    const std::string all = without_space(pdf_text_content);
    for (const sqfig::SceneItem& it : fig.scene().items)
        if (it.payload.text() && !contains(all, without_space(it.payload.text()->text.plain))) out.push_back(it.payload.text()->text.plain);
    return out;
}

// ------------------------------------------------------------------ PNG ----

/// Reads a PNG file into an ARGB32 image (nullptr when it cannot be read).
inline Surface load_png(const fs::path& p) {
    Surface s{cairo_image_surface_create_from_png(p.string().c_str())};
    if (cairo_surface_status(s.get()) != CAIRO_STATUS_SUCCESS) return nullptr;
    if (cairo_image_surface_get_format(s.get()) != CAIRO_FORMAT_ARGB32 &&
        cairo_image_surface_get_format(s.get()) != CAIRO_FORMAT_RGB24) {
        // Convert anything else to ARGB32.
        const int w = cairo_image_surface_get_width(s.get()), h = cairo_image_surface_get_height(s.get());
        Surface c{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)};
        cairo_t* cr = cairo_create(c.get());
        cairo_set_source_surface(cr, s.get(), 0, 0);
        cairo_paint(cr);
        cairo_destroy(cr);
        return c;
    }
    return s;
}

struct Reader {
    const std::string* bytes;
    std::size_t at = 0;
};

inline cairo_status_t read_from_string(void* closure, unsigned char* data, unsigned int length) {
    auto* r = static_cast<Reader*>(closure);
    if (r->at + length > r->bytes->size()) return CAIRO_STATUS_READ_ERROR;
    std::copy_n(r->bytes->data() + r->at, length, data);
    r->at += length;
    return CAIRO_STATUS_SUCCESS;
}

inline Surface png_from_bytes(const std::string& bytes) {
    Reader r{&bytes};
    Surface s{cairo_image_surface_create_from_png_stream(read_from_string, &r)};
    if (cairo_surface_status(s.get()) != CAIRO_STATUS_SUCCESS) return nullptr;
    return s;
}

/// Width and height from a PNG's IHDR chunk (bytes 16..23, big-endian).
inline std::pair<std::uint32_t, std::uint32_t> png_ihdr_size(const std::string& png) {
    if (png.size() < 24 || png.compare(0, 8, "\x89PNG\r\n\x1a\n", 8) != 0 || png.compare(12, 4, "IHDR") != 0)
        return {0, 0};
    auto be32 = [&](std::size_t at) {
        return (std::uint32_t(static_cast<unsigned char>(png[at])) << 24) |
               (std::uint32_t(static_cast<unsigned char>(png[at + 1])) << 16) |
               (std::uint32_t(static_cast<unsigned char>(png[at + 2])) << 8) |
               std::uint32_t(static_cast<unsigned char>(png[at + 3]));
    };
    return {be32(16), be32(20)};
}

inline bool update_goldens_requested() {
    const char* v = std::getenv("SQFIG_UPDATE_GOLDENS");
    return v && *v && std::string(v) != "0";
}

inline fs::path goldens_dir() { return fs::path(SQFIG_SOURCE_DIR) / "tests" / "goldens"; }

/// Renders nothing itself: compares `png_bytes` (a PNG file's bytes) with the
/// golden `tests/goldens/<name>.png`. With SQFIG_UPDATE_GOLDENS=1 the golden
/// is (re)written instead, but only when missing or out of tolerance, so
/// harmless re-renders do not churn the repository. On a mismatch the actual
/// image and a diff image go to artifact_dir() and their paths are printed.
inline void check_golden(const std::string& name, const std::string& png_bytes, const Tolerance& tol = {}) {
    const fs::path golden = goldens_dir() / (name + ".png");
    Surface actual = png_from_bytes(png_bytes);
    REQUIRE(actual != nullptr);
    Surface expected = fs::exists(golden) ? load_png(golden) : nullptr;
    Comparison c;
    Surface diff;
    if (expected) c = compare_images(expected.get(), actual.get(), tol, &diff);
    const bool ok = expected && c.passes(tol);
    if (update_goldens_requested()) {
        if (!ok) {
            fs::create_directories(golden.parent_path());
            write_file(golden, png_bytes);
            WARN("golden " + golden.string() + (expected ? " updated" : " created"));
        }
        return;
    }
    INFO("golden: " << golden.string());
    if (!expected) {
        FAIL("golden image missing or unreadable: " << golden.string()
                                                    << " (run `make update-goldens` and commit the result)");
        return;
    }
    if (!ok) {
        fs::path out = artifact_dir() / name;
        fs::create_directories(out.parent_path());
        const fs::path actual_path = out.string() + ".actual.png";
        const fs::path diff_path = out.string() + ".diff.png";
        write_file(actual_path, png_bytes);
        if (diff) cairo_surface_write_to_png(diff.get(), diff_path.string().c_str());
        const int w = cairo_image_surface_get_width(actual.get()), h = cairo_image_surface_get_height(actual.get());
        FAIL_CHECK("golden mismatch for " << name << ": "
                                          << (c.same_size ? "" : "image size differs (actual " + std::to_string(w) +
                                                                     "x" + std::to_string(h) + "); ")
                                          << c.differing << " of " << c.total << " pixels differ by more than "
                                          << tol.channel << " counts after a " << 2 * tol.blur + 1 << "x"
                                          << 2 * tol.blur + 1 << " box blur (allowed: " << tol.max_pixels
                                          << "), max raw channel difference " << c.max_channel_diff
                                          << "\n  actual: " << actual_path.string()
                                          << "\n  diff:   " << (c.same_size ? diff_path.string() : "(sizes differ)")
                                          << "\n  expected: " << golden.string());
    }
}

}  // namespace rt
