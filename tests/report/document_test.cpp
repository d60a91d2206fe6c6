// sqfig::Document and sqfig::Page: figure pages of their own sizes, composed
// pages, free text, saving (PDF, PS, SVG/PNG for one page), metadata,
// deterministic bytes, atomic writes and value semantics.
#include <catch2/catch.hpp>
#include <sqfig/document.hpp>
#include <sqfig/scene.hpp>
#include <sqfig/sqfig.hpp>

#include <cmath>
#include <optional>

#include "support.hpp"
#include "../support/style.hpp"
#include <cairo.h>

using namespace report_test;

namespace {

sqfig::Figure bar_chart(const std::string& title, sqfig::Size size = sqfig::inches(5, 3)) {
    sqfig::Figure fig{size, sqfig_test::paper_style()};
    sqfig::Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {3, 5, 4}).color("#1f4e79");
    ax.x_ticks({0, 1, 2}, {"alpha", "beta", "gamma"});
    ax.title(title);
    return fig;
}

sqfig::Figure line_chart(const std::string& title) {
    sqfig::Figure fig{sqfig::inches(4, 3), sqfig_test::paper_style()};
    sqfig::Axes& ax = fig.axes();
    ax.line({1, 2, 4, 8}, {1, 3, 2, 5}).label("series one").marker(sqfig::MarkerShape::circle);
    ax.x_scale(sqfig::LogScale{2});
    ax.title(title);
    ax.legend();
    return fig;
}

}  // namespace

TEST_CASE("figures appended as pages keep their own sizes", "[document]") {
    sqfig::Document doc;
    doc.add(bar_chart("First page chart", sqfig::inches(5, 3)));
    doc.add(line_chart("Second page chart"));
    doc.add(bar_chart("Third page chart"), sqfig::Size{595, 842});
    REQUIRE(doc.page_count() == 3);
    CHECK(near(doc[0].size().width, 360));
    CHECK(near(doc[1].size().height, 216));
    CHECK(near(doc[2].size().height, 842));
    for (std::size_t i = 0; i < doc.page_count(); ++i) CHECK(doc[i].collisions().empty());
    CHECK_THROWS_WITH(doc[3], Catch::Contains("no page 3 (it has 3)"));

    TempDir tmp;
    const std::string pdf = tmp / "doc.pdf";
    doc.save(pdf);
    REQUIRE(read_file(pdf).rfind("%PDF-", 0) == 0);
    require_tool("pdfinfo");
    const auto pages = pdf_pages(pdf);
    REQUIRE(pages.size() == 3);
    CHECK(near(pages[0].width, 360));
    CHECK(near(pages[0].height, 216));
    CHECK(near(pages[1].width, 288));
    CHECK(near(pages[1].height, 216));
    CHECK(near(pages[2].width, 595));
    CHECK(near(pages[2].height, 842));
    CHECK(contains(squeeze(pdf_text(pdf, 1)), "First page chart"));
    CHECK(contains(squeeze(pdf_text(pdf, 2)), "Second page chart"));
    CHECK(contains(squeeze(pdf_text(pdf, 2)), "series one"));
    CHECK(contains(squeeze(pdf_text(pdf, 3)), "Third page chart"));
}

TEST_CASE("a composed page holds several figures and free text", "[document]") {
    sqfig::Document doc{sqfig::Metadata{"Composed report", "The sqfig tests", "Document API", "sqfig tests", 1700000000}};
    sqfig::Page& page = doc.page({595, 842});
    sqfig::TextStyle heading;
    heading.size = 16;
    heading.weight = sqfig::FontWeight::bold;
    page.text({297.5, 40}, "Two charts side by side", heading, {sqfig::HAlign::center});
    page.place(bar_chart("Left chart"), {36, 80, 255, 200});
    page.place(line_chart("Right chart"), {304, 80, 255, 200});
    sqfig::TextStyle body;
    body.size = 10;
    sqfig::TextLayout wrap;
    wrap.wrap_width = 523;
    const std::string paragraph =
        "This paragraph runs under both charts and wraps at word boundaries to the width of the text column, "
        "which is what a report generator needs for running text. It holds math too: $d_{\\rm eff} \\leq d$.";
    const sqfig::Rect para = page.text_bounds({36, 300}, paragraph, body, wrap);
    CHECK(para.width <= 523.5);
    CHECK(para.height > 2 * body.size);  // wrapped onto several lines
    page.text({36, 300}, paragraph, body, wrap);
    sqfig::TextLayout markup;
    markup.markup = true;
    page.text({36, para.bottom() + 12}, "<i>Italic</i> and <b>bold</b> markup", body, markup);
    page.line({36, 70}, {559, 70}, {sqfig::Color{"#888"}, 0.5});
    page.rectangle({30, 74, 535, 212}, std::nullopt, sqfig::StrokeStyle{sqfig::Color{"#ccc"}, 0.5});
    INFO([&] {
        std::string s;
        for (const auto& c : page.collisions()) s += c.describe() + "\n";
        return s;
    }());
    CHECK(page.collisions().empty());

    TempDir tmp;
    const std::string pdf = tmp / "composed.pdf";
    doc.save(pdf);
    require_tool("pdftotext");
    const std::string text = squeeze(pdf_text(pdf));
    INFO(text);
    CHECK(contains(text, "Two charts side by side"));
    CHECK(contains(text, "Left chart"));
    CHECK(contains(text, "Right chart"));
    CHECK(contains(text, "series one"));
    CHECK(contains(text, "wraps at word boundaries"));
    CHECK(contains(text, "Italic and bold markup"));
    CHECK(pdf_info_field(pdf, "Title") == "Composed report");
    CHECK(pdf_info_field(pdf, "Author") == "The sqfig tests");
    CHECK(pdf_info_field(pdf, "Creator") == "sqfig tests");
    CHECK(contains(pdf_info_field(pdf, "CreationDate"), "2023-11-14T22:13:20"));
}

TEST_CASE("a text that overlaps a placed figure shows in the page's collisions", "[document]") {
    sqfig::Page page({400, 300});
    page.place(bar_chart("Busy chart title"), {0, 0, 400, 300});
    CHECK(page.collisions().empty());
    sqfig::TextStyle big;
    big.size = 14;
    page.text({200, 150}, "A caption over the bars", big, {sqfig::HAlign::center, sqfig::VAlign::center});
    CHECK_FALSE(page.collisions().empty());
    sqfig::Figure wide = bar_chart("Clipped");
    wide.axes().text({0.8, 0.5}, "a note that runs past the right edge of its figure", sqfig::Coords::figure);
    sqfig::Page clipped({600, 300});
    clipped.place(wide, {0, 0, 300, 300});
    bool cut = false;
    for (const auto& c : clipped.collisions()) cut = cut || contains(c.describe(), "edge of its box");
    CHECK(cut);
    sqfig::Page off({200, 100});
    off.text({150, 50}, "runs off the right edge of the page");
    CHECK_FALSE(off.collisions().empty());
}

TEST_CASE("a figure placed over another's data or legend shows in the page's collisions", "[document]") {
    // Issue 33: the later figure's background hid the earlier one's bars and
    // legend, and collisions() said nothing.
    sqfig::Figure left = bar_chart("Under");
    left.axes().legend();
    sqfig::Page page({600, 300});
    page.place(left, {0, 0, 300, 300});
    page.place(line_chart("Over"), {200, 0, 300, 300});  // covers the right third of the first
    bool covered = false;
    for (const auto& c : page.collisions()) {
        INFO(c.describe());
        covered = covered || (contains(c.first, "figure 1") && contains(c.second, "figure 2, placed over it"));
    }
    CHECK(covered);
    // Side by side, touching: nothing to report.
    sqfig::Page tiled({600, 300});
    tiled.place(bar_chart("Left"), {0, 0, 300, 300});
    tiled.place(line_chart("Right"), {300, 0, 300, 300});
    CHECK(tiled.collisions().empty());
}

TEST_CASE("a document does not depend on the figures it was given", "[document]") {
    sqfig::Document doc;
    {
        sqfig::Figure fig = bar_chart("Original title");
        doc.add(fig);
        doc.page({300, 200}).place(fig, {10, 10, 280, 180});
        fig.axes().title("Changed afterwards");
    }  // the figure is gone
    const sqfig::Document copy = doc;
    doc.page({100, 100});  // the copy does not see later pages
    CHECK(copy.page_count() == 2);
    CHECK(doc.page_count() == 3);
    TempDir tmp;
    copy.save(tmp / "copy.pdf");
    if (require_tool("pdftotext")) {
        const std::string text = squeeze(pdf_text(tmp / "copy.pdf"));
        CHECK(contains(text, "Original title"));
        CHECK_FALSE(contains(text, "Changed afterwards"));
    }
}

TEST_CASE("pages are values: a copy draws on its own, a moved-from page throws", "[document]") {
    sqfig::Page page({200, 100});
    page.text({10, 10}, "first");
    sqfig::Page copy = page;
    copy.text({10, 50}, "only in the copy");
    CHECK(page.scene().items.size() == 1);
    CHECK(copy.scene().items.size() == 2);
    sqfig::Page assigned({50, 50});
    assigned = copy;
    CHECK(assigned.size().width == 200);
    CHECK(assigned.scene().items.size() == 2);

    sqfig::Page moved = std::move(copy);
    CHECK(moved.scene().items.size() == 2);
    // NOLINTNEXTLINE(bugprone-use-after-move): what a moved-from page does is the point
    CHECK_THROWS_WITH(copy.text({0, 0}, "x"), Catch::Contains("moved from"));
    CHECK_THROWS_WITH(copy.size(), Catch::Contains("moved from"));
    copy = page;  // a moved-from page can be assigned again
    CHECK(copy.scene().items.size() == 1);
    sqfig::Page target({10, 10});
    target = std::move(moved);
    CHECK(target.scene().items.size() == 2);
    sqfig::Page& same = target;
    target = std::move(same);  // moving a page onto itself leaves it as it was
    CHECK(target.scene().items.size() == 2);
}

TEST_CASE("the same document gives the same bytes and SOURCE_DATE_EPOCH sets the date", "[document]") {
    auto build = [] {
        sqfig::Document doc;
        doc.metadata({"Deterministic", "", "", "sqfig", std::nullopt});
        doc.add(bar_chart("Same bytes"));
        doc.page({200, 200}).text({20, 20}, "Second page");
        return doc;
    };
    const std::string a = build().to_bytes(sqfig::Format::pdf);
    const std::string b = build().to_bytes(sqfig::Format::pdf);
    CHECK(a == b);
    const std::string ps1 = build().to_bytes(sqfig::Format::ps);
    const std::string ps2 = build().to_bytes(sqfig::Format::ps);
    CHECK(ps1 == ps2);
    CHECK(contains(ps1, "%%Pages: 2"));
    CHECK(contains(ps1, "%%Title: Deterministic"));

    ::setenv("SOURCE_DATE_EPOCH", "1234567890", 1);
    const std::string c = build().to_bytes(sqfig::Format::pdf);
    ::unsetenv("SOURCE_DATE_EPOCH");
    CHECK(contains(c, "2009"));  // 2009-02-13T23:31:30Z
    CHECK(c != a);
}

TEST_CASE("one-page documents save to every format and longer ones only to PDF and PS", "[document]") {
    sqfig::Document one;
    one.add(bar_chart("Only page"));
    TempDir tmp;
    for (const char* ext : {".pdf", ".ps", ".svg", ".png"}) {
        const std::string path = tmp / (std::string("one") + ext);
        one.save(path);
        CHECK(std::filesystem::file_size(path) > 100);
    }
    CHECK(read_file(tmp / "one.png").substr(1, 3) == "PNG");
    sqfig::Document two = one;
    two.add(line_chart("Second"));
    CHECK_THROWS_WITH(two.save(tmp / "two.svg"), Catch::Contains("only be saved as PDF or PostScript"));
    CHECK_THROWS_AS(two.save(tmp / "two.png"), sqfig::Error);
    CHECK_THROWS_AS(sqfig::Document{}.save(tmp / "empty.pdf"), sqfig::Error);
    CHECK_THROWS_AS(two.save(tmp / "two.txt"), sqfig::Error);
}

TEST_CASE("a failed save leaves an existing file untouched", "[document]") {
    TempDir tmp;
    const std::string path = tmp / "keep.pdf";
    write_file(path, "old contents");
    sqfig::Document empty;
    CHECK_THROWS_AS(empty.save(path), sqfig::Error);
    CHECK(read_file(path) == "old contents");
    sqfig::Document doc;
    doc.add(bar_chart("New"));
    CHECK_THROWS_AS(doc.save(tmp / "no-such-folder/x.pdf"), sqfig::Error);
    doc.save(path);
    CHECK(read_file(path).rfind("%PDF-", 0) == 0);
    for (const auto& e : std::filesystem::directory_iterator(tmp.path()))
        CHECK(e.path().filename().string().find(".tmp-") == std::string::npos);  // no leftovers
}

TEST_CASE("a figure that cannot be drawn leaves the document unchanged", "[document]") {
    sqfig::Figure bad{sqfig::inches(3, 2)};
    bad.axes().bars({0, 1}, {1, 0}).label("zero");
    bad.axes().y_scale(sqfig::LogScale{10});  // 0 cannot be shown on a log axis
    sqfig::Document doc;
    doc.add(bar_chart("Good"));
    CHECK_THROWS_WITH(doc.add(bad), Catch::Contains("log"));
    CHECK(doc.page_count() == 1);
    sqfig::Page& p = doc.page({300, 300});
    CHECK_THROWS_AS(p.place(bad, {0, 0, 300, 300}), sqfig::Error);
    CHECK(p.scene().items.empty());
}

TEST_CASE("pages reject bad sizes, rectangles and text", "[document]") {
    CHECK_THROWS_AS(sqfig::Page({0, 100}), sqfig::Error);
    CHECK_THROWS_AS(sqfig::Document{}.page({100, -1}), sqfig::Error);
    sqfig::Page p({100, 100});
    CHECK_THROWS_AS(p.place(bar_chart("x"), {0, 0, 0, 10}), sqfig::Error);
    CHECK_THROWS_AS(p.place(bar_chart("x"), {0, 0, NAN, 10}), sqfig::Error);
    CHECK_THROWS_AS(p.text({0, 0}, "unterminated $math"), sqfig::Error);
    sqfig::TextLayout markup;
    markup.markup = true;
    CHECK_THROWS_AS(p.text({0, 0}, "<b>unclosed", {}, markup), sqfig::Error);
    sqfig::TextStyle zero;
    zero.size = 0;
    CHECK_THROWS_AS(p.text({0, 0}, "x", zero), sqfig::Error);
    CHECK_THROWS_AS(p.line({0, 0}, {1, 1}, {sqfig::Color{}, 0}), sqfig::Error);
}

TEST_CASE("a page draws into a caller's context like a figure does", "[document]") {
    sqfig::Page page({200, 150});
    page.place(bar_chart("Inner"), {0, 0, 200, 150});
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 300);
    cairo_t* cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 0, 1);
    cairo_paint(cr);
    cairo_translate(cr, 100, 100);
    cairo_move_to(cr, 5, 5);
    page.draw(cr);
    double x = 0, y = 0;
    cairo_get_current_point(cr, &x, &y);
    CHECK(x == 5);
    CHECK(y == 5);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    const auto* px = reinterpret_cast<const uint32_t*>(cairo_image_surface_get_data(s));
    const int stride = cairo_image_surface_get_stride(s) / 4;
    CHECK(px[50 * stride + 50] == 0xffff00ffu);    // outside: the caller's magenta
    CHECK(px[290 * stride + 390] == 0xffff00ffu);  // right of and below the page
    CHECK(px[105 * stride + 105] == 0xffffffffu);  // inside: the page's white
    cairo_surface_destroy(s);
}
