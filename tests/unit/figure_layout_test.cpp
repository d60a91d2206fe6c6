// Figures laid out into scenes: ticks, autoscaling, head room, legends,
// titles, and the collision report, checked on the positioned items.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/style.hpp"
#include "../support/scene_queries.hpp"
#include <sqfig/render.hpp>

#include <cairo.h>
#include <cmath>

using namespace sqfig;

namespace {

using sqfig_test::find_text;
using sqfig_test::report;
using sqfig_test::plot_of;

std::vector<std::string> texts_of_kind(const Scene& s, const std::string& kind) {
    std::vector<std::string> out;
    for (const SceneItem& it : s.items)
        if (it.payload.text() && it.kind == kind) out.push_back(it.payload.text()->text.plain);
    return out;
}

Rect bars_bounds(const Scene& s) {
    Rect r;
    for (const SceneItem& it : s.items)
        if (it.kind == "bars") r = r.united(it.bounds());
    return r;
}

}  // namespace

TEST_CASE("a log-2 axis over 512..2048 ticks exactly at the powers of two", "[figure][scale]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({512, 1024, 2048}, {1, 2, 3}).marker(MarkerShape::circle);
    ax.x_scale(LogScale{2});
    const Scene s = fig.scene();
    const auto labels = texts_of_kind(s, "tick label");
    CHECK(std::count(labels.begin(), labels.end(), "512") == 1);
    CHECK(std::count(labels.begin(), labels.end(), "1024") == 1);
    CHECK(std::count(labels.begin(), labels.end(), "2048") == 1);
    CHECK(fig.collisions().empty());
}

TEST_CASE("a log-10 bar chart labels decades with real superscripts", "[figure][scale]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {6.49, 6.98, 2048.57});
    ax.y_scale(LogScale{10});
    const Scene s = fig.scene();
    const auto labels = texts_of_kind(s, "tick label");
    // "10<sup>3</sup>" is shown as the text "103" with a superscript attribute.
    CHECK(std::count(labels.begin(), labels.end(), "103") == 1);
    CHECK(std::count(labels.begin(), labels.end(), "101") == 1);
    // Bars on a log axis start at the bottom of the plot.
    const Rect bars = bars_bounds(s);
    CHECK(bars.height > 0);
}

TEST_CASE("value labels above bars stay inside the axes", "[figure][layout]") {
    for (const bool log_axis : {false, true}) {
        CAPTURE(log_axis);
        Figure fig{inches(4, 3), sqfig_test::paper_style()};
        Axes& ax = fig.axes();
        const std::vector<double> v{3, 7, 1500};
        ax.bars({0, 1, 2}, v);
        if (log_axis) ax.y_scale(LogScale{10});
        for (int i = 0; i < 3; ++i)
            ax.text({double(i), v[std::size_t(i)] * 1.08}, format_fixed(v[std::size_t(i)], 2, true))
                .align_center_bottom()
                .size(8);
        const Scene s = fig.scene();
        const SceneItem* top = find_text(s, "1,500.00");
        REQUIRE(top);
        // The plot's top is the top of the left spine; find it via the tallest y tick.
        double plot_top = 1e9;
        for (const SceneItem& it : s.items)
            if (it.footprint == Footprint::none && it.payload.path() && it.payload.path()->points.size() == 2 &&
                it.payload.path()->points[0].x == it.payload.path()->points[1].x)
                plot_top = std::min(plot_top, std::min(it.payload.path()->points[0].y, it.payload.path()->points[1].y));
        CHECK(top->payload.text()->quad().bounds().top() >= plot_top - 0.01);
        CHECK(fig.collisions().empty());
    }
}

TEST_CASE("best legend avoids bars, lines and value labels", "[figure][legend]") {
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2, 3}, {0.9, 0.2, 0.3, 0.95}).label("model A");
    ax.line({0, 1, 2, 3}, {0.8, 0.1, 0.2, 0.9}).marker(MarkerShape::square).label("model B");
    ax.text({1.0, 0.22}, "0.200").align_center_bottom();
    ax.legend();
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(c.empty());
}

TEST_CASE("a legend forced over data is reported", "[figure][legend][collisions]") {
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {1.0, 1.0, 1.0}).label("everywhere");
    ax.legend().location(LegendLocation::center);
    const auto c = fig.collisions();
    REQUIRE_FALSE(c.empty());
    CHECK(c.front().describe().find("legend") != std::string::npos);
}

TEST_CASE("a legend with no free place goes outside and the layout makes room", "[figure][legend]") {
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2, 3, 4}, {1, 1, 1, 1, 1}).label("a long legend entry that needs room");
    ax.bars({0, 1, 2, 3, 4}, {1, 1, 1, 1, 1}).offset(0.2).width(0.2).label("another entry");
    ax.y_limits(0, 1.0);
    ax.legend();
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(c.empty());
}

TEST_CASE("long titles of neighbouring panels do not run into each other", "[figure][layout]") {
    Figure fig{inches(8.4, 3.4), sqfig_test::paper_style()};
    auto grid = fig.grid(1, 2);
    grid(0, 0).line({1, 2, 3}, {1, 2, 3});
    grid(0, 0).title("KV compress+decompress microbenchmark\n(diagnostic replay, MICROBENCH ONLY -- not a serving kernel)");
    grid(0, 1).line({1, 2, 3}, {3, 2, 1});
    grid(0, 1).title("End-to-end decode time\n(hooked replay is NOT a production kernel)");
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(c.empty());
    // Three times wider than its panel: still no collision, nothing off the page.
    Figure wide{inches(6, 3), sqfig_test::paper_style()};
    auto g2 = wide.grid(1, 3);
    for (int i = 0; i < 3; ++i) {
        g2(0, i).bars({0, 1}, {1, 2});
        g2(0, i).title("A very long panel title that is about three times wider than the narrow panel below it");
    }
    const auto c2 = wide.collisions();
    INFO(report(c2));
    CHECK(c2.empty());
}

TEST_CASE("rotated tick labels and axis labels get room on the page", "[figure][layout]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {1, 2, 3});
    ax.x_ticks({0, 1, 2}, {"FP16", "SQ water-fill (b=3)", "Random Haar (b=3)"}).rotate(15).align_right();
    ax.y_label("Perplexity (log scale)");
    ax.x_label("Method");
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(c.empty());
}

TEST_CASE("NaN breaks a line into separate runs", "[figure][line]") {
    Figure fig{inches(4, 3)};
    fig.axes().line({0, 1, 2, 3, 4}, {1, 2, std::nan(""), 3, 4});
    const Scene s = fig.scene();
    std::vector<std::vector<Point>> runs;
    for (const SceneItem& it : s.items)
        if (it.kind == "line" && it.payload.path())
            for_each_run(*it.payload.path(), [&](const Point* q, const Point* end) { runs.emplace_back(q, end); });
    REQUIRE(runs.size() == 2);
    CHECK(runs[0].size() == 2);
    CHECK(runs[1].size() == 2);
    // The renderer lifts the pen there: nothing is drawn across the gap (x 1..3).
    Figure drawn{inches(4, 3)};
    Axes& ax = drawn.axes();
    ax.line({0, 1, 2, 3, 4}, {1, 1, std::nan(""), 1, 1}).width(4);
    ax.y_limits(0, 2);
    const Scene d = drawn.scene();
    const Rect p = plot_of(d);
    cairo_surface_t* surf = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(d.page.width),
                                                       static_cast<int>(d.page.height));
    cairo_t* cr = cairo_create(surf);
    render(cr, d);
    cairo_surface_flush(surf);
    auto white = [&](double x, double y) {
        const unsigned char* px = cairo_image_surface_get_data(surf) +
                                  static_cast<int>(y) * cairo_image_surface_get_stride(surf) + static_cast<int>(x) * 4;
        return px[0] > 240 && px[1] > 240 && px[2] > 240;
    };
    CHECK(white(p.left() + p.width / 2, p.center().y));        // x = 2: the gap
    CHECK_FALSE(white(p.left() + p.width / 8, p.center().y));  // x = 0.5: the line
    cairo_destroy(cr);
    cairo_surface_destroy(surf);
}

TEST_CASE("misuse and bad data raise errors naming the artist and index", "[figure][errors]") {
    auto message = [](auto&& f) {
        try {
            f();
        } catch (const Error& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    CHECK(message([&] { ax.bars({0, 1}, {1}); }).find("different lengths") != std::string::npos);
    CHECK(message([&] { ax.line({0, 1}, {1, 2, 3}); }).find("different lengths") != std::string::npos);
    CHECK(message([&] { ax.bars({0, 1}, {1, 2}).colors({"#123456", "notacolour"}); }).find("notacolour") != std::string::npos);
    CHECK(message([&] { ax.text({0, 0}, "$\\frobnicate$"); }).find("frobnicate") != std::string::npos);
    CHECK(message([&] { ax.x_ticks({0, 1}, {"a"}); }).find("labels") != std::string::npos);

    Figure f2{inches(4, 3)};
    f2.axes().bars({0, 1, 2}, {1, std::nan(""), 3}).label("ppl");
    const std::string m2 = message([&] { (void)f2.scene(); });
    CHECK(m2.find("bar 1") != std::string::npos);
    CHECK(m2.find("ppl") != std::string::npos);

    Figure f3{inches(4, 3)};
    f3.axes().bars({0, 1, 2}, {1, 0, 3});
    f3.axes().y_scale(LogScale{10});
    CHECK(message([&] { (void)f3.scene(); }).find("not positive") != std::string::npos);

    Figure f4{inches(4, 3)};
    f4.axes().line({1, 2, 3}, {1, -1, 3}).mask_nonpositive();
    f4.axes().y_scale(LogScale{10});
    CHECK_NOTHROW((void)f4.scene());

    CHECK_THROWS_AS(Figure(Size{0, 10}), Error);
    CHECK_THROWS_AS(Scale(LogScale{1}), Error);
}

TEST_CASE("identical values and empty axes do not hang or divide by zero", "[figure][scale]") {
    Figure fig{inches(6, 3)};
    auto g = fig.grid(1, 3);
    g(0, 0).line({1, 1, 1}, {5, 5, 5});
    g(0, 1).bars({0}, {0});
    g(0, 2).y_scale(LogScale{2});
    const Scene s = fig.scene();
    CHECK_FALSE(s.items.empty());
}
