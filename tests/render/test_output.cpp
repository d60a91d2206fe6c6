// Render tests of the library's output (issue 3): figures built with the
// public API, saved, and read back with poppler-utils (pdftotext, pdffonts,
// pdfinfo): the text is there, the page has the figure's size, every font is
// embedded and none is Type 3; SVG/PNG/PS saving; tight bounding box; save
// failures; drawing into a caller's cairo_t.
#include "gallery.hpp"
#include "render_support.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <dirent.h>
#include <sys/stat.h>

using namespace sqfig;

namespace {

std::vector<std::string> folder_entries(const rt::fs::path& dir) {
    std::vector<std::string> out;
    for (const auto& e : rt::fs::directory_iterator(dir)) out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
}

void check_fonts(const rt::fs::path& pdf) {
    const auto fonts = rt::pdf_fonts(pdf);
    CHECK_FALSE(fonts.empty());
    for (const auto& f : fonts) {
        INFO("font " << f.name << " (" << f.type << ") in " << pdf.string());
        CHECK(f.embedded);
        CHECK_FALSE(rt::contains(f.type, "Type 3"));
        CHECK((rt::contains(f.type, "TrueType") || rt::contains(f.type, "CFF") || rt::contains(f.type, "Type 1C")));
    }
}

Figure simple_figure() {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {3, 5, 2}).label("bars");
    ax.line({0, 1, 2}, {2, 4, 3}).marker(MarkerShape::circle).label("line");
    ax.title("Simple figure");
    ax.x_label("x label");
    ax.y_label("y label");
    ax.legend();
    return fig;
}

}  // namespace

TEST_CASE("gallery figures saved as PDF show their text and page size and embed non-Type-3 fonts",
          "[render][pdf]") {
    RT_REQUIRE_TOOLS("pdftotext", "pdffonts", "pdfinfo", "pdfunite");
    rt::TempDir dir;
    // Each figure is saved on its own, as a user saves it; poppler then reads
    // them joined (rt::join_pdfs), each tool once instead of once a figure:
    // 80 runs took 6.8 s.
    const std::vector<rt::GalleryItem> items = rt::gallery();
    std::vector<Figure> figures;
    std::vector<rt::fs::path> pdfs;
    for (const rt::GalleryItem& item : items) {
        INFO(item.name);
        figures.push_back(item.build());
        pdfs.push_back(dir / (item.name + ".pdf"));
        figures.back().save(pdfs.back().string());
        REQUIRE(rt::fs::exists(pdfs.back()));
    }
    const rt::fs::path joined = dir / "gallery.pdf";
    rt::join_pdfs(pdfs, joined);
    const std::vector<std::string> texts = rt::text_pages(rt::pdf_text(joined));
    const std::vector<Size> sizes = rt::pdf_page_sizes(joined);
    const std::vector<rt::PdfPage> words = rt::pdf_words(joined);
    REQUIRE(texts.size() == items.size());
    REQUIRE(sizes.size() == items.size());
    REQUIRE(words.size() == items.size());
    check_fonts(joined);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const rt::GalleryItem& item = items[i];
        const Figure& fig = figures[i];
        INFO("pdftotext of " << item.name << ":\n" << texts[i]);
        for (const std::string& s : item.expect_text) {
            INFO("expected text: " << s);
            CHECK(rt::pdf_has_text(texts[i], s));
        }
        CHECK(sizes[i].width == Approx(fig.size().width).margin(0.01));
        CHECK(sizes[i].height == Approx(fig.size().height).margin(0.01));
        if (item.expect_clean) {
            std::string report;
            for (const Collision& c : fig.collisions()) report += c.describe() + "\n";
            INFO("collisions:\n" << report);
            CHECK(report.empty());
            // The independent check on the PDF agrees (see test_layout.cpp).
            std::string overlaps;
            for (const std::string& p : rt::text_overlaps(words[i])) overlaps += p + "\n";
            for (const std::string& m : rt::missing_strings(fig, texts[i])) overlaps += "missing: " + m + "\n";
            INFO("PDF read-back:\n" << overlaps);
            CHECK(overlaps.empty());
        }
    }
}

TEST_CASE("a log-10 axis labels decades as 10 with a superscript and a base-2 axis as powers of two",
          "[render][pdf][scale]") {
    RT_REQUIRE_TOOLS("pdftotext");
    rt::TempDir dir;
    Figure fig{inches(6, 3), sqfig_test::paper_style()};
    auto grid = fig.grid(1, 2);
    grid(0, 0).bars({0, 1, 2}, {0.5, 30, 2048.57});
    grid(0, 0).y_scale(LogScale{10});
    grid(0, 1).line({512, 1024, 2048}, {1, 2, 3}).marker(MarkerShape::circle);
    grid(0, 1).x_scale(LogScale{2});
    const rt::fs::path pdf = dir / "log.pdf";
    fig.save(pdf.string());
    const auto pages = rt::pdf_words(pdf);
    REQUIRE(pages.size() == 1);
    // 10^0 .. 10^3: "10" followed by a smaller raised digit, in the left panel.
    int decades = 0;
    for (const rt::Word& base : pages[0].words) {
        if (base.text != "10" || base.x0 > pages[0].width / 2) continue;
        for (const rt::Word& sup : pages[0].words)
            if (std::abs(sup.x0 - base.x1) < 0.5 && sup.height() < base.height() * 0.9 && sup.y0 < base.y0 + 1 &&
                sup.text.size() == 1 && std::isdigit(static_cast<unsigned char>(sup.text[0])))
                ++decades;
    }
    CHECK(decades >= 3);
    int powers = 0;
    for (const rt::Word& w : pages[0].words)
        if (w.x0 > pages[0].width / 2 && (w.text == "512" || w.text == "1024" || w.text == "2048")) ++powers;
    CHECK(powers == 3);
}

TEST_CASE("text in figure coordinates lands where its alignment puts it (read back from the PDF)",
          "[render][pdf][text]") {
    RT_REQUIRE_TOOLS("pdftotext");
    rt::TempDir dir;
    Figure fig{inches(6, 4), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.x_limits(0, 1).y_limits(0, 1).axis_off();
    struct Case {
        const char* word;
        double fx, fy;
        HAlign ha;
        VAlign va;
        double angle;
    };
    const std::vector<Case> cases{
        {"LeftTop", 0.10, 0.90, HAlign::left, VAlign::top, 0},
        {"CenterCenter", 0.50, 0.90, HAlign::center, VAlign::center, 0},
        {"RightBottom", 0.90, 0.90, HAlign::right, VAlign::bottom, 0},
        {"LeftBottom", 0.10, 0.60, HAlign::left, VAlign::bottom, 0},
        {"RightTop", 0.90, 0.60, HAlign::right, VAlign::top, 0},
        {"Up", 0.30, 0.30, HAlign::center, VAlign::center, 90},
        {"Down", 0.70, 0.30, HAlign::center, VAlign::center, -90},
    };
    for (const Case& c : cases)
        ax.text({c.fx, c.fy}, c.word, Coords::figure).align(c.ha, c.va).rotate(c.angle).size(12);
    const rt::fs::path pdf = dir / "align.pdf";
    fig.save(pdf.string());
    const auto pages = rt::pdf_words(pdf);
    REQUIRE(pages.size() == 1);
    const double W = pages[0].width, H = pages[0].height;
    for (const Case& c : cases) {
        INFO(c.word);
        const rt::Word* w = nullptr;
        for (const rt::Word& x : pages[0].words)
            if (x.text == c.word) w = &x;
        REQUIRE(w != nullptr);
        INFO(rt::describe(*w));
        const double ax_ = c.fx * W, ay = (1 - c.fy) * H;  // the anchor on the page, y down
        const double tol = 1.5;
        if (c.angle == 0) {
            CHECK(w->height() < 20);
            CHECK(w->width() > w->height());
            const double x = c.ha == HAlign::left ? w->x0 : c.ha == HAlign::right ? w->x1 : (w->x0 + w->x1) / 2;
            CHECK(x == Approx(ax_).margin(tol));
            const double y = c.va == VAlign::top ? w->y0 : c.va == VAlign::bottom ? w->y1 : (w->y0 + w->y1) / 2;
            CHECK(y == Approx(ay).margin(tol));
        } else {
            // Set at 90 degrees: a tall box centred on the anchor.
            CHECK(w->height() > w->width());
            CHECK((w->x0 + w->x1) / 2 == Approx(ax_).margin(tol));
            CHECK((w->y0 + w->y1) / 2 == Approx(ay).margin(tol));
        }
    }
}

TEST_CASE("SVG / PNG / PS output", "[render][formats]") {
    rt::TempDir dir;
    const Figure fig = simple_figure();
    const Size size = fig.size();

    SECTION("SVG: an SVG document of the figure's size in points, with the text as glyphs") {
        const rt::fs::path svg = dir / "f.svg";
        fig.save(svg.string());
        const std::string s = rt::read_file(svg);
        CHECK(rt::contains(s, "<svg"));
        CHECK(rt::contains(s, "width=\"288pt\""));
        CHECK(rt::contains(s, "height=\"216pt\""));
        CHECK(rt::contains(s, "</svg>"));
        CHECK(rt::contains(s, "<use xlink:href=\"#glyph"));  // text drawn as glyphs
    }
    SECTION("PNG: size in pixels follows the dpi (IHDR)") {
        for (const double dpi : {72.0, 100.0, 150.0, 300.0}) {
            CAPTURE(dpi);
            const rt::fs::path png = dir / "f.png";
            SaveOptions o;
            o.dpi = dpi;
            fig.save(png.string(), o);
            const std::string bytes = rt::read_file(png);
            const auto wh = rt::png_ihdr_size(bytes);
            CHECK(wh.first == static_cast<std::uint32_t>(std::ceil(size.width * dpi / 72.0)));
            CHECK(wh.second == static_cast<std::uint32_t>(std::ceil(size.height * dpi / 72.0)));
            rt::Surface img = rt::load_png(png);
            REQUIRE(img != nullptr);
            CHECK(cairo_image_surface_get_width(img.get()) == static_cast<int>(wh.first));
        }
        // The default dpi is documented as 150.
        const rt::fs::path png = dir / "default.png";
        fig.save(png.string());
        CHECK(rt::png_ihdr_size(rt::read_file(png)).first == 600u);
    }
    SECTION("PNG: something is drawn (not a blank page) and the background is white") {
        const rt::fs::path png = dir / "f.png";
        fig.save(png.string());
        rt::Surface img = rt::load_png(png);
        REQUIRE(img != nullptr);
        const int w = cairo_image_surface_get_width(img.get()), h = cairo_image_surface_get_height(img.get());
        const unsigned char* d = cairo_image_surface_get_data(img.get());
        const int stride = cairo_image_surface_get_stride(img.get());
        long dark = 0;
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                const std::uint32_t p = reinterpret_cast<const std::uint32_t*>(d + y * stride)[x];
                if (((p >> 16) & 0xff) < 128 && ((p >> 8) & 0xff) < 128) ++dark;
            }
        CHECK(dark > 500);
        const std::uint32_t corner = reinterpret_cast<const std::uint32_t*>(d)[0];
        CHECK((corner & 0xffffffu) == 0xffffffu);
    }
    SECTION("PS: a PostScript document with the figure's bounding box and a fixed creation date") {
        const rt::fs::path ps = dir / "f.ps";
        fig.save(ps.string());
        const std::string s = rt::read_file(ps);
        CHECK(s.rfind("%!PS-Adobe", 0) == 0);
        CHECK(rt::contains(s, "%%BoundingBox: 0 0 288 216"));
        CHECK(rt::contains(s, "%%CreationDate:"));
        CHECK(rt::contains(s, "%%EOF"));
    }
    SECTION("the extension picks the format, case-insensitively; unknown extensions are errors") {
        const rt::fs::path upper = dir / "UPPER.PDF";
        fig.save(upper.string());
        CHECK(rt::read_file(upper).rfind("%PDF-", 0) == 0);
        CHECK_THROWS_AS(fig.save((dir / "f.jpeg").string()), sqfig::Error);
        CHECK_FALSE(rt::fs::exists(dir / "f.jpeg"));
    }
}

TEST_CASE("a tight bounding box crops the page to what is drawn plus the padding", "[render][pdf][tight]") {
    RT_REQUIRE_TOOLS("pdftotext", "pdfinfo");
    rt::TempDir dir;
    Figure fig{inches(6, 4), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.x_limits(0, 10).y_limits(0, 10).axis_off();
    ax.box({4, 4, 2, 2}, "in the middle").fill("#cfe2f3");
    const rt::fs::path full = dir / "full.pdf", tight = dir / "tight.pdf";
    fig.save(full.string());
    SaveOptions o;
    o.tight = true;
    o.pad = 6;
    fig.save(tight.string(), o);
    const Size fs = rt::pdf_page_size(full), ts = rt::pdf_page_size(tight);
    CHECK(fs.width == Approx(432));
    CHECK(fs.height == Approx(288));
    CHECK(ts.width < fs.width / 2);
    CHECK(ts.height < fs.height / 2);
    const auto pages = rt::pdf_words(tight);
    REQUIRE(pages.size() == 1);
    REQUIRE(pages[0].words.size() == 3);
    double l = 1e9, r = -1e9, t = 1e9, b = -1e9;
    for (const rt::Word& w : pages[0].words) {
        l = std::min(l, w.x0);
        r = std::max(r, w.x1);
        t = std::min(t, w.y0);
        b = std::max(b, w.y1);
    }
    // The text is inside the page, at least the padding away from its edges,
    // and centred (the box around it is centred on the page).
    CHECK(l >= 6);
    CHECK(t >= 6);
    CHECK(r <= ts.width - 6);
    CHECK(b <= ts.height - 6);
    CHECK((l + r) / 2 == Approx(ts.width / 2).margin(1.0));
    CHECK((t + b) / 2 == Approx(ts.height / 2).margin(1.0));
    // Tight PNG: pixel size follows the cropped page.
    const rt::fs::path png = dir / "tight.png";
    o.dpi = 72;
    fig.save(png.string(), o);
    const auto wh = rt::png_ihdr_size(rt::read_file(png));
    CHECK(wh.first == static_cast<std::uint32_t>(std::ceil(ts.width - 1e-6)));
    CHECK(wh.second == static_cast<std::uint32_t>(std::ceil(ts.height - 1e-6)));
}

TEST_CASE("saving to an unwritable path throws sqfig::Error naming it and leaves no file behind",
          "[render][errors]") {
    rt::TempDir dir;
    const Figure fig = simple_figure();
    rt::write_file(dir / "plain_file", "x");
    rt::fs::create_directory(dir / "a_folder.pdf");
    std::vector<std::string> paths{(dir / "a_folder.pdf").string()};  // a folder where the file should go
    for (const char* ext : {".pdf", ".svg", ".png", ".ps"}) {
        paths.push_back((dir / "plain_file" / "x").string() + ext);  // a "folder" that is a regular file
        paths.push_back((dir / "no_such_folder" / "x").string() + ext);
        paths.push_back(std::string("/proc/sqfig-render-test") + ext);
    }
    for (const std::string& path : paths) {
        CAPTURE(path);
        bool threw = false;
        try {
            fig.save(path);
        } catch (const sqfig::Error& e) {
            threw = true;
            INFO("message: " << e.what());
            CHECK(rt::contains(e.what(), path));
        }
        CHECK(threw);
    }
    if (::geteuid() != 0) {  // root writes into read-only folders anyway
        const rt::fs::path ro = dir / "read_only";
        rt::fs::create_directory(ro);
        rt::fs::permissions(ro, rt::fs::perms::owner_read | rt::fs::perms::owner_exec);
        const std::string path = (ro / "x.pdf").string();
        bool threw = false;
        try {
            fig.save(path);
        } catch (const sqfig::Error& e) {
            threw = true;
            CHECK(rt::contains(e.what(), path));
        }
        CHECK(threw);
        CHECK(rt::fs::is_empty(ro));
        rt::fs::permissions(ro, rt::fs::perms::owner_all);
        rt::fs::remove(ro);
    }
    // Nothing but what we made: no temporary files left in the folder.
    CHECK(folder_entries(dir.path()) == std::vector<std::string>{"a_folder.pdf", "plain_file"});
    CHECK(rt::fs::is_empty(dir / "a_folder.pdf"));
    CHECK(rt::read_file(dir / "plain_file") == "x");
}

TEST_CASE("a write failure on a special file (/dev/full) is an error naming the path", "[render][errors]") {
    if (!rt::fs::exists("/dev/full")) {
        WARN("skipped: no /dev/full");
        return;
    }
    const Figure fig = simple_figure();
    bool threw = false;
    try {
        fig.save("/dev/full", Format::pdf);
    } catch (const sqfig::Error& e) {
        threw = true;
        CHECK(rt::contains(e.what(), "/dev/full"));
    }
    CHECK(threw);
}

TEST_CASE("saving over an existing file replaces it atomically and keeps no temporary file",
          "[render][errors]") {
    rt::TempDir dir;
    const Figure fig = simple_figure();
    const rt::fs::path out = dir / "fig.pdf";
    rt::write_file(out, "old content");
    fig.save(out.string());
    CHECK(rt::read_file(out).rfind("%PDF-", 0) == 0);
    CHECK(folder_entries(dir.path()) == std::vector<std::string>{"fig.pdf"});
    // A failing save (bad data) leaves the existing file untouched.
    Figure bad{inches(3, 2)};
    bad.axes().bars({0, 1}, {1, -1});
    bad.axes().y_scale(LogScale{10});
    const std::string before = rt::read_file(out);
    CHECK_THROWS_AS(bad.save(out.string()), sqfig::Error);
    CHECK(rt::read_file(out) == before);
    CHECK(folder_entries(dir.path()) == std::vector<std::string>{"fig.pdf"});
}

namespace {

struct CairoState {
    cairo_matrix_t matrix{};
    double r = 0, g = 0, b = 0, a = 0;
    double line_width = 0;
    int dash_count = 0;
    std::vector<double> dashes;
    double dash_offset = 0;
    cairo_line_cap_t cap{};
    cairo_line_join_t join{};
    cairo_operator_t op{};
    double miter = 0;
    double tolerance = 0;
    cairo_antialias_t antialias{};
    cairo_fill_rule_t fill_rule{};
    bool has_point = false;
    double px = 0, py = 0;
    double clip_x0 = 0, clip_y0 = 0, clip_x1 = 0, clip_y1 = 0;

    static CairoState of(cairo_t* cr) {
        CairoState s;
        cairo_get_matrix(cr, &s.matrix);
        cairo_pattern_get_rgba(cairo_get_source(cr), &s.r, &s.g, &s.b, &s.a);
        s.line_width = cairo_get_line_width(cr);
        s.dash_count = cairo_get_dash_count(cr);
        s.dashes.resize(static_cast<std::size_t>(s.dash_count));
        if (s.dash_count > 0) cairo_get_dash(cr, s.dashes.data(), &s.dash_offset);
        s.cap = cairo_get_line_cap(cr);
        s.join = cairo_get_line_join(cr);
        s.op = cairo_get_operator(cr);
        s.miter = cairo_get_miter_limit(cr);
        s.tolerance = cairo_get_tolerance(cr);
        s.antialias = cairo_get_antialias(cr);
        s.fill_rule = cairo_get_fill_rule(cr);
        s.has_point = cairo_has_current_point(cr);
        if (s.has_point) cairo_get_current_point(cr, &s.px, &s.py);
        cairo_clip_extents(cr, &s.clip_x0, &s.clip_y0, &s.clip_x1, &s.clip_y1);
        return s;
    }
};

void check_same(const CairoState& a, const CairoState& b) {
    CHECK(a.matrix.xx == b.matrix.xx);
    CHECK(a.matrix.yx == b.matrix.yx);
    CHECK(a.matrix.xy == b.matrix.xy);
    CHECK(a.matrix.yy == b.matrix.yy);
    CHECK(a.matrix.x0 == b.matrix.x0);
    CHECK(a.matrix.y0 == b.matrix.y0);
    CHECK(a.r == b.r);
    CHECK(a.g == b.g);
    CHECK(a.b == b.b);
    CHECK(a.a == b.a);
    CHECK(a.line_width == b.line_width);
    CHECK(a.dashes == b.dashes);
    CHECK(a.dash_offset == b.dash_offset);
    CHECK(a.cap == b.cap);
    CHECK(a.join == b.join);
    CHECK(a.op == b.op);
    CHECK(a.miter == b.miter);
    CHECK(a.tolerance == b.tolerance);
    CHECK(a.antialias == b.antialias);
    CHECK(a.fill_rule == b.fill_rule);
    CHECK(a.has_point == b.has_point);
    CHECK(a.px == b.px);
    CHECK(a.py == b.py);
    CHECK(a.clip_x0 == b.clip_x0);
    CHECK(a.clip_y0 == b.clip_y0);
    CHECK(a.clip_x1 == b.clip_x1);
    CHECK(a.clip_y1 == b.clip_y1);
}

}  // namespace

TEST_CASE("draw(cr rect) into a caller's PDF surface keeps the caller's state and stays in the rectangle",
          "[render][draw]") {
    RT_REQUIRE_TOOLS("pdftotext", "pdffonts");
    rt::TempDir dir;
    const rt::fs::path pdf = dir / "report.pdf";
    const Figure fig = simple_figure();
    {
        cairo_surface_t* surface = cairo_pdf_surface_create(pdf.string().c_str(), 595, 842);  // A4
        cairo_t* cr = cairo_create(surface);
        // The caller's own drawing state: a transform, a colour, a pen, a path in progress.
        cairo_translate(cr, 20, 30);
        cairo_scale(cr, 1.25, 1.25);
        cairo_set_source_rgba(cr, 0.1, 0.2, 0.3, 0.4);
        cairo_set_line_width(cr, 3.5);
        const double dash[2] = {5, 1.5};
        cairo_set_dash(cr, dash, 2, 0.5);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL);
        cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY);
        cairo_set_miter_limit(cr, 4.25);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
        cairo_rectangle(cr, 0, 0, 400, 600);
        cairo_clip(cr);
        cairo_move_to(cr, 7, 9);
        const CairoState before = CairoState::of(cr);

        fig.draw(cr, sqfig::Rect{40, 100, 288, 216});
        CHECK(cairo_status(cr) == CAIRO_STATUS_SUCCESS);
        const CairoState after = CairoState::of(cr);
        check_same(before, after);

        // A second figure in another cell of the same page.
        fig.draw(cr, sqfig::Rect{40, 350, 200, 150});
        CHECK(cairo_status(cr) == CAIRO_STATUS_SUCCESS);
        check_same(before, CairoState::of(cr));
        cairo_new_path(cr);
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        CHECK(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS);
        cairo_surface_destroy(surface);
    }
    const auto pages = rt::pdf_words(pdf);
    REQUIRE(pages.size() == 1);
    // Page coordinates of the two cells: caller's transform (translate 20,30; scale 1.25).
    const sqfig::Rect cell1{20 + 1.25 * 40, 30 + 1.25 * 100, 1.25 * 288, 1.25 * 216};
    const sqfig::Rect cell2{20 + 1.25 * 40, 30 + 1.25 * 350, 1.25 * 200, 1.25 * 150};
    int titles = 0;
    for (const rt::Word& w : pages[0].words) {
        INFO(rt::describe(w));
        const sqfig::Rect box{w.x0, w.y0, w.width(), w.height()};
        CHECK((cell1.contains(box, 0.5) || cell2.contains(box, 0.5)));
        if (w.text == "Simple") ++titles;
    }
    CHECK(titles == 2);
    check_fonts(pdf);
}

TEST_CASE("draw(cr rect) into an image surface gives the pixels of the saved PNG", "[render][draw][png]") {
    const Figure fig = simple_figure();
    SaveOptions o;
    o.dpi = 100;
    const std::string png = fig.to_bytes(Format::png, o);
    rt::Surface saved = rt::png_from_bytes(png);
    REQUIRE(saved != nullptr);
    const int w = cairo_image_surface_get_width(saved.get()), h = cairo_image_surface_get_height(saved.get());
    rt::Surface mine{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)};
    cairo_t* cr = cairo_create(mine.get());
    cairo_scale(cr, 100.0 / 72, 100.0 / 72);
    fig.draw(cr, sqfig::Rect{0, 0, fig.size().width, fig.size().height});
    cairo_destroy(cr);
    const rt::Comparison c = rt::compare_images(saved.get(), mine.get(), rt::Tolerance{0, 0, 0});
    CHECK(c.same_size);
    CHECK(c.differing == 0);
}

TEST_CASE("draw() rejects a null context and an empty rectangle", "[render][draw][errors]") {
    const Figure fig = simple_figure();
    CHECK_THROWS_AS(fig.draw(nullptr, sqfig::Rect{0, 0, 10, 10}), sqfig::Error);
    rt::Surface s{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)};
    cairo_t* cr = cairo_create(s.get());
    CHECK_THROWS_AS(fig.draw(cr, sqfig::Rect{0, 0, 0, 10}), sqfig::Error);
    CHECK(cairo_status(cr) == CAIRO_STATUS_SUCCESS);
    cairo_destroy(cr);
}

TEST_CASE("a scene taken once saves to the bytes save() writes, with the figure's metadata", "[render][pdf][scene]") {
    RT_REQUIRE_TOOLS("pdfinfo");
    sqfig::Figure fig{sqfig::inches(3, 2), sqfig_test::paper_style()};
    fig.axes().bars({0, 1, 2}, {1.0, 2.0, 3.0}).label("bars");
    fig.axes().title("scene reuse");
    sqfig::Metadata m;
    m.title = "A title from the figure";
    m.author = "sqfig tests";
    fig.metadata(m);
    rt::TempDir dir;
    const auto saved = dir / "saved.pdf";
    fig.save(saved.string());
    const sqfig::Scene scene = fig.scene();
    CHECK(sqfig::find_collisions(scene).empty());
    // to_bytes, to_bytes(scene) and save(scene) all equal what save() wrote.
    CHECK(fig.to_bytes(sqfig::Format::pdf) == rt::read_file(saved));
    CHECK(fig.to_bytes(scene, sqfig::Format::pdf) == rt::read_file(saved));
    const auto again = dir / "again.pdf";
    fig.save(scene, again.string(), sqfig::Format::pdf);
    CHECK(rt::read_file(again) == rt::read_file(saved));
    const auto info = rt::run("pdfinfo " + rt::shell_quote(saved.string()));
    CHECK(rt::contains(info.output, "A title from the figure"));
    CHECK(rt::contains(info.output, "sqfig tests"));
    // Options still win over the figure's metadata.
    sqfig::SaveOptions o;
    o.metadata.title = "From the options";
    rt::write_file(dir / "opt.pdf", fig.to_bytes(scene, sqfig::Format::pdf, o));
    CHECK(rt::contains(rt::run("pdfinfo " + rt::shell_quote((dir / "opt.pdf").string())).output, "From the options"));
}

TEST_CASE("flush_to_disk makes a batch saved without syncing durable at once, and names a folder it cannot flush",
          "[render][save][sync]") {
    rt::TempDir dir;
    SaveOptions fast;
    fast.sync_to_disk = false;  // one flush for the batch instead of one a file
    for (int i = 0; i < 3; ++i) simple_figure().save((dir / ("chart" + std::to_string(i) + ".pdf")).string(), fast);
    CHECK_NOTHROW(flush_to_disk(dir.str()));
    CHECK(folder_entries(dir.path()) == std::vector<std::string>{"chart0.pdf", "chart1.pdf", "chart2.pdf"});
    const std::string missing = (dir / "missing").string(), file = (dir / "chart0.pdf").string();
    for (const std::string& bad : {missing, file}) {
        INFO(bad);
        try {
            flush_to_disk(bad);
            FAIL("no error");
        } catch (const Error& e) {
            CHECK(rt::contains(e.what(), "cannot flush \"" + bad + "\" to disk"));
            CHECK(e.kind() == ErrorKind::output);
        }
    }
}
