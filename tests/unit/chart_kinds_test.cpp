// Chart kinds of issue 13 on the artist model: bands (fill_between), error
// bars (errorbar, bar(yerr=)), horizontal and stacked bars with value labels
// (barh, bottom=/left=, bar_label), reference lines and spans (axhline,
// axvline, axhspan, axvspan) and step lines (drawstyle="steps-*"): geometry in
// the scene, gaps, log axes, legend handles, autoscale, misuse at the call.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/errors.hpp"
#include "../support/scene_queries.hpp"

#include <cmath>
#include <limits>

using namespace sqfig;

namespace {

using sqfig_test::find_text;
using sqfig_test::items_of_kind;
using sqfig_test::plot_of;
using sqfig_test::report;

using sqfig_test::error_of;
using sqfig_test::kInf;
using sqfig_test::kNaN;

// Axes with fixed limits [0,10] x [0,10] and no margins: data maps linearly onto the plot.
Axes& fixed_axes(Figure& fig) {
    Axes& ax = fig.axes();
    ax.x_limits(0, 10).y_limits(0, 10);
    return ax;
}
Point page(const Rect& plot, double x, double y) {
    return {plot.left() + x / 10 * plot.width, plot.bottom() - y / 10 * plot.height};
}
bool near(Point a, Point b, double tol = 0.01) { return std::abs(a.x - b.x) < tol && std::abs(a.y - b.y) < tol; }

}  // namespace

// ---- bands -------------------------------------------------------------------

TEST_CASE("band: one translucent closed polygon along hi then back along lo", "[chart-kinds][band]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fixed_axes(fig);
    ax.band({1, 2, 3}, {1, 2, 1}, {4, 5, 6}).color("#1f77b4").alpha(0.4);
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto bands = items_of_kind(s, "band");
    REQUIRE(bands.size() == 1);
    const ScenePath& path = *bands[0]->payload.path();
    CHECK(path.closed);
    REQUIRE(path.fill);
    CHECK(path.fill->a == Approx(0.4));
    CHECK(bands[0]->footprint == Footprint::area);
    REQUIRE(bands[0]->clip);
    REQUIRE(path.points.size() == 6);
    const Point expect[6] = {page(p, 1, 4), page(p, 2, 5), page(p, 3, 6), page(p, 3, 1), page(p, 2, 2), page(p, 1, 1)};
    for (int i = 0; i < 6; ++i) CHECK(near(path.points[std::size_t(i)], expect[i]));
}

TEST_CASE("band: NaN in x, lo or hi breaks it into runs; a lone point draws nothing", "[chart-kinds][band]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fixed_axes(fig);
    ax.band({0, 1, 2, kNaN, 4, 5, 6, 7, 8}, {1, 1, 1, 1, 1, kNaN, 1, 1, 1}, {2, 2, 2, 2, 2, 2, 2, kNaN, 2});
    const Scene s = fig.scene();
    const auto bands = items_of_kind(s, "band");
    // runs: 0-2 (3 points), 4 alone, 6 alone, 8 alone
    REQUIRE(bands.size() == 1);
    CHECK(bands[0]->payload.path()->points.size() == 6);
}

TEST_CASE("band: on a log axis values it cannot show break the run; autoscale skips them",
          "[chart-kinds][band][log]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.y_scale(LogScale{10});
    ax.band({0, 1, 2, 3, 4, 5}, {1, 2, 0, 2, 1, 1}, {10, 20, 30, 20, 10, 10});
    const Scene s = fig.scene();  // no throw: a 0 is a gap, as NaN is
    const auto bands = items_of_kind(s, "band");
    REQUIRE(bands.size() == 2);
    CHECK(bands[0]->payload.path()->points.size() == 4);
    CHECK(bands[1]->payload.path()->points.size() == 6);
    CHECK(ax.data_extent().y_min == Approx(1));
    CHECK(ax.data_extent().y_max == Approx(20));  // the 30 sits at the 0 gap
}

TEST_CASE("band: infinite values are refused at layout; bad arguments at the call", "[chart-kinds][band][misuse]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.band({0, 1}, {0, kInf}, {1, 2});
    CHECK(error_of([&] { (void)fig.scene(); }).find("band, point 1: infinite") != std::string::npos);

    Figure g{inches(4, 3)};
    Axes& a = g.axes();
    CHECK(error_of([&] { a.band({0, 1}, {0}, {1, 2}); }).find("different lengths") != std::string::npos);
    CHECK(a.artists().empty());
    FilledBand& b = a.band({0, 1}, {0, 0}, {1, 1}).alpha(0.5);
    CHECK(error_of([&] { b.alpha(1.5); }).find("alpha must be between 0 and 1") != std::string::npos);
    CHECK(error_of([&] { b.alpha(kNaN); }).find("alpha") != std::string::npos);
    CHECK(error_of([&] { b.color(Color(2, 0, 0)); }) != "");
    const Scene gs = g.scene();
    const auto bands = items_of_kind(gs, "band");
    REQUIRE(bands.size() == 1);
    CHECK(bands[0]->payload.path()->fill->a == Approx(0.5));  // the refused calls changed nothing
}

TEST_CASE("band: its legend handle is a translucent patch between two solid edges", "[chart-kinds][band][legend]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.band({0, 1, 2}, {0, 0, 0}, {1, 1, 1}).color("#d62728").alpha(0.3).label("min-max");
    ax.legend().location(LegendLocation::outside_right);
    const Scene s = fig.scene();
    const auto handle = items_of_kind(s, "band handle");
    REQUIRE(handle.size() == 3);
    CHECK(handle[0]->payload.path()->fill->a == Approx(0.3));
    CHECK(handle[1]->payload.path()->stroke->color.a == Approx(1));
    CHECK(handle[2]->payload.path()->stroke->color.a == Approx(1));
}

// A diagonal band whose bounding box is the whole plot: the upper left is free.
TEST_CASE("best legend: a band counts by the area it covers, not by its box", "[chart-kinds][band][legend]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    std::vector<double> x, lo, hi;
    for (int i = 0; i <= 20; ++i) {
        x.push_back(i);
        lo.push_back(i - 3.0);
        hi.push_back(i + 1.0);
    }
    ax.band(x, lo, hi).label("diagonal band");
    ax.line(x, x).label("centre");
    ax.legend();
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto legend = items_of_kind(s, "legend");
    REQUIRE(legend.size() == 1);
    const Rect l = legend[0]->bounds();
    CHECK(p.contains(l));                         // inside the plot, not pushed outside
    CHECK(l.center().x < p.center().x);           // in the free upper-left half
    CHECK(l.center().y < p.center().y);
    CHECK(report(fig.collisions()).empty());      // and the check agrees it covers nothing
}

TEST_CASE("collisions: text beside a band is free, text on it collides", "[chart-kinds][band][collisions]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fixed_axes(fig);
    ax.band({0, 10}, {0, 8}, {2, 10});  // a diagonal strip from lower left to upper right
    ax.text({1.5, 8.5}, "beside").align_center().size(8);
    ax.text({5, 5}, "on it").align_center().size(8);
    bool beside = false, on = false;
    for (const Collision& c : fig.collisions()) {
        beside = beside || c.first.find("beside") != std::string::npos;
        on = on || (c.first.find("on it") != std::string::npos && c.second.find("band") != std::string::npos);
    }
    CHECK_FALSE(beside);
    CHECK(on);
}

// ---- bands along y (fill_betweenx) ----------------------------------------------

TEST_CASE("band_x: fill_betweenx, one closed polygon along x2 then back along x1, clipped, by area",
          "[chart-kinds][band][band_x]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fixed_axes(fig);
    // matplotlib: ax.fill_betweenx([1, 2, 3], [1, 2, 1], [4, 5, 6])
    FilledBand& b = ax.band_x({1, 2, 3}, {1, 2, 1}, {4, 5, 6}).color("#1f77b4").alpha(0.4);
    CHECK(b.is_along_y());
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto bands = items_of_kind(s, "band");
    REQUIRE(bands.size() == 1);
    const ScenePath& path = *bands[0]->payload.path();
    CHECK(path.closed);
    CHECK(path.fill->a == Approx(0.4));
    CHECK(bands[0]->footprint == Footprint::area);
    REQUIRE(bands[0]->clip);
    CHECK(bands[0]->clip->left() == Approx(p.left()));
    CHECK(bands[0]->clip->width == Approx(p.width));
    CHECK(bands[0]->clip->height == Approx(p.height));
    REQUIRE(path.points.size() == 6);
    const Point expect[6] = {page(p, 4, 1), page(p, 5, 2), page(p, 6, 3), page(p, 1, 3), page(p, 2, 2), page(p, 1, 1)};
    for (int i = 0; i < 6; ++i) CHECK(near(path.points[std::size_t(i)], expect[i]));
}

TEST_CASE("band_x: autoscale reads y along, x across; a log x axis breaks the run at 0; NaN breaks it",
          "[chart-kinds][band][band_x][log]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_scale(LogScale{10});
    ax.band_x({0, 1, 2, 3, 4, 5}, {1, 2, 0, 2, 1, 1}, {10, 20, 30, 20, 10, 10});
    const Scene s = fig.scene();
    const auto bands = items_of_kind(s, "band");
    REQUIRE(bands.size() == 2);
    CHECK(bands[0]->payload.path()->points.size() == 4);
    CHECK(bands[1]->payload.path()->points.size() == 6);
    CHECK(ax.data_extent().x_min == Approx(1));
    CHECK(ax.data_extent().x_max == Approx(20));
    CHECK(ax.data_extent().y_min == Approx(0));
    CHECK(ax.data_extent().y_max == Approx(5));

    Figure g{inches(4, 3)};
    g.axes().band_x({0, 1, 2, kNaN, 4, 5}, {0, 0, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 1});
    const Scene gs = g.scene();
    REQUIRE(items_of_kind(gs, "band").size() == 2);
    CHECK(items_of_kind(gs, "band")[0]->payload.path()->points.size() == 6);
    CHECK(items_of_kind(gs, "band")[1]->payload.path()->points.size() == 4);
}

TEST_CASE("band_x: in the legend as a band; text on it collides, beside it does not",
          "[chart-kinds][band][band_x][legend][collisions]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fixed_axes(fig);
    ax.band_x({0, 10}, {0, 8}, {2, 10}).label("spread");  // a diagonal strip, lower left to upper right
    ax.legend().location(LegendLocation::outside_right);
    ax.text({8.5, 1.5}, "beside").align_center().size(8);
    ax.text({5, 5}, "on it").align_center().size(8);
    const Scene s = fig.scene();
    CHECK(items_of_kind(s, "band handle").size() == 3);
    bool beside = false, on = false;
    for (const Collision& c : fig.collisions()) {
        beside = beside || c.first.find("beside") != std::string::npos;
        on = on || (c.first.find("on it") != std::string::npos && c.second.find("band") != std::string::npos);
    }
    CHECK_FALSE(beside);
    CHECK(on);
    // The strip's rows are horizontal: at y = 1 it spans x 1 to 3 (not the band's x-wise 1 to 3 in y).
    Figure h{inches(4, 3)};
    Axes& hx = fixed_axes(h);
    hx.band_x({0, 10}, {0, 8}, {2, 10});
    hx.text({2.0, 1.0}, "inside").align_center().size(6);
    bool inside = false;
    for (const Collision& c : h.collisions()) inside = inside || c.first.find("inside") != std::string::npos;
    CHECK(inside);
}

// ---- reference lines and spans -----------------------------------------------

TEST_CASE("hline/vline span the plot whatever the limits, clipped, extending autoscale only across",
          "[chart-kinds][reference]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 10}, {0, 1});
    ax.x_limits(2, 3);
    ReferenceLine& h = ax.hline(5).dashed({3, 1}).color("#ff0000");
    ax.vline(2.5);
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto hl = items_of_kind(s, "horizontal line");
    const auto vl = items_of_kind(s, "vertical line");
    REQUIRE(hl.size() == 1);
    REQUIRE(vl.size() == 1);
    CHECK(hl[0]->payload.path()->points[0].x == Approx(p.left()));
    CHECK(hl[0]->payload.path()->points[1].x == Approx(p.right()));
    CHECK(hl[0]->payload.path()->dashes == std::vector<double>{3, 1});
    CHECK(hl[0]->footprint == Footprint::segments);
    REQUIRE(hl[0]->clip);
    CHECK(vl[0]->payload.path()->points[0].y == Approx(p.top()));
    CHECK(vl[0]->payload.path()->points[1].y == Approx(p.bottom()));
    CHECK(vl[0]->payload.path()->points[0].x == Approx(p.center().x));
    // Across: y shows 5; along: x extent is the line's own.
    const DataExtent e = ax.data_extent();
    CHECK(e.y_max == Approx(5));
    CHECK(e.x_min == Approx(0));
    CHECK(e.x_max == Approx(10));
    CHECK(h.at() == 5);
}

TEST_CASE("hline does not widen x, vline does not widen y", "[chart-kinds][reference]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.hline(3);
    ax.vline(-4);
    const DataExtent e = ax.data_extent();
    CHECK(e.y_min == 3);
    CHECK(e.y_max == 3);
    CHECK(e.x_min == -4);
    CHECK(e.x_max == -4);
}

TEST_CASE("hspan/vspan: translucent boxes across the plot", "[chart-kinds][reference]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fixed_axes(fig);
    ax.hspan(2, 4).alpha(0.3).label("target");
    ax.vspan(6, 7);
    ax.legend().location(LegendLocation::outside_right);
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto hs = items_of_kind(s, "horizontal span"), vs = items_of_kind(s, "vertical span");
    REQUIRE(hs.size() == 1);
    REQUIRE(vs.size() == 1);
    const Rect hb = hs[0]->bounds(), vb = vs[0]->bounds();
    CHECK(hb.left() == Approx(p.left()));
    CHECK(hb.right() == Approx(p.right()));
    CHECK(hb.top() == Approx(page(p, 0, 4).y));
    CHECK(hb.bottom() == Approx(page(p, 0, 2).y));
    CHECK(vb.top() == Approx(p.top()));
    CHECK(vb.bottom() == Approx(p.bottom()));
    CHECK(vb.left() == Approx(page(p, 6, 0).x));
    CHECK(hs[0]->payload.path()->fill->a == Approx(0.3));
    CHECK(hs[0]->footprint == Footprint::area);
    REQUIRE(find_text(s, "target"));
}

TEST_CASE("reference lines: legend handle drawn as the line (dashed, vertical)", "[chart-kinds][reference][legend]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.hline(0.5).dashed().label("baseline");
    ax.vline(0.5).label("switch");
    ax.legend().location(LegendLocation::outside_right);
    const Scene s = fig.scene();
    const auto handles = items_of_kind(s, "reference line handle");
    REQUIRE(handles.size() == 2);
    CHECK(handles[0]->payload.path()->dashes == std::vector<double>{4, 2});
    CHECK(handles[0]->payload.path()->points[0].y == handles[0]->payload.path()->points[1].y);  // across
    CHECK(handles[1]->payload.path()->dashes.empty());
    CHECK(handles[1]->payload.path()->points[0].x == handles[1]->payload.path()->points[1].x);  // upright
}

TEST_CASE("reference lines: refused values at the call and on log axes", "[chart-kinds][reference][misuse]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    CHECK(error_of([&] { ax.hline(kNaN); }).find("horizontal line must be a finite number") != std::string::npos);
    CHECK(error_of([&] { ax.vspan(0, kInf); }).find("vertical span: end") != std::string::npos);
    CHECK(ax.artists().empty());
    ReferenceSpan& sp = ax.hspan(1, 2);
    CHECK(error_of([&] { sp.alpha(-0.1); }).find("alpha") != std::string::npos);
    ReferenceLine& l = ax.vline(1);
    CHECK(error_of([&] { l.width(-1); }) != "");
    CHECK(error_of([&] { l.dashed({0, 0}); }) != "");

    Figure g{inches(4, 3)};
    Axes& a = g.axes();
    a.y_scale(LogScale{10});
    a.line({1, 2}, {1, 10});
    a.vline(0);  // x is linear: fine
    a.hline(0);
    CHECK(error_of([&] { (void)g.scene(); }).find("horizontal line: 0.000000 cannot be shown on a log") != std::string::npos);
}

// ---- step lines -----------------------------------------------------------------

TEST_CASE("step lines: pre, post and mid corners; gaps stay gaps; markers only at the data",
          "[chart-kinds][step]") {
    auto path_for = [](StepWhere w, std::vector<double> y, std::size_t* markers = nullptr) {
        Figure fig{inches(4, 3)};
        Axes& ax = fixed_axes(fig);
        ax.line({1, 2, 3, 4, 5}, y).step(w).marker(MarkerShape::circle).simplify(0);
        const Scene s = fig.scene();
        const Rect p = plot_of(s);
        std::vector<std::vector<Point>> runs;
        std::size_t m = 0;
        for (const SceneItem* it : items_of_kind(s, "line")) {
            for_each_run(*it->payload.path(), [&](const Point* q, const Point* end) {
                std::vector<Point> r;
                for (; q != end; ++q) r.push_back({(q->x - p.left()) / p.width * 10, (p.bottom() - q->y) / p.height * 10});
                runs.push_back(r);
            });
            m += marker_count(*it);
        }
        if (markers) *markers = m;
        return runs;
    };
    auto same = [](const std::vector<Point>& a, const std::vector<Point>& b) {
        if (a.size() != b.size()) return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (!near(a[i], b[i], 1e-6)) return false;
        return true;
    };
    const std::vector<double> y{1, 3, 2, 2, 5};
    auto post = path_for(StepWhere::post, y);
    REQUIRE(post.size() == 1);
    CHECK(same(post[0], {{1, 1}, {2, 1}, {2, 3}, {3, 3}, {3, 2}, {4, 2}, {4, 2}, {5, 2}, {5, 5}}));
    auto pre = path_for(StepWhere::pre, y);
    CHECK(same(pre[0], {{1, 1}, {1, 3}, {2, 3}, {2, 2}, {3, 2}, {3, 2}, {4, 2}, {4, 5}, {5, 5}}));
    auto mid = path_for(StepWhere::mid, {1, 3, 2, 2, 5});
    CHECK(mid[0].size() == 13);
    CHECK(same({mid[0][0], mid[0][1], mid[0][2], mid[0][3]}, {{1, 1}, {1.5, 1}, {1.5, 3}, {2, 3}}));
    auto plain = path_for(StepWhere::none, y);
    CHECK(plain[0].size() == 5);

    std::size_t markers = 0;
    auto gap = path_for(StepWhere::post, {1, 3, kNaN, 2, 5}, &markers);
    REQUIRE(gap.size() == 2);
    CHECK(same(gap[0], {{1, 1}, {2, 1}, {2, 3}}));
    CHECK(same(gap[1], {{4, 2}, {5, 2}, {5, 5}}));
    CHECK(markers == 4);
}

TEST_CASE("step lines on a log axis step in page space", "[chart-kinds][step][log]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_scale(LogScale{10});
    ax.line({1, 100}, {0, 1}).step(StepWhere::mid).simplify(0);
    const Scene s = fig.scene();
    const auto lines = items_of_kind(s, "line");
    REQUIRE(lines.size() == 1);
    const auto& pts = lines[0]->payload.path()->points;
    REQUIRE(pts.size() == 4);
    CHECK(pts[1].x == Approx((pts[0].x + pts[3].x) / 2));  // where 10 is drawn, not 50.5
    CHECK(error_of([&] { ax.line({1}, {1}).step(static_cast<StepWhere>(9)); }).find("unknown step") != std::string::npos);
}

// ---- error bars -----------------------------------------------------------------

TEST_CASE("error_bars: symmetric and asymmetric y, x errors, caps of the given size", "[chart-kinds][errorbar]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fixed_axes(fig);
    ax.error_bars({2, 5}, {4, 6}).y_error({1, 2}).cap_size(6).width(1.5).color("#000000");
    ax.error_bars({8}, {3}).y_error(Values{0.5}, Values{2}).x_error(1).cap_size(0);
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto segs = items_of_kind(s, "error bars");
    REQUIRE(segs.size() == 3 + 3 + 2);
    // Point (2, 4) +- 1: the bar, then the lower and upper caps, 6 pt long.
    CHECK(near(segs[0]->payload.path()->points[0], page(p, 2, 3)));
    CHECK(near(segs[0]->payload.path()->points[1], page(p, 2, 5)));
    CHECK(segs[0]->payload.path()->stroke->width == 1.5);
    CHECK(near(segs[1]->payload.path()->points[0], {page(p, 2, 3).x - 3, page(p, 2, 3).y}));
    CHECK(near(segs[1]->payload.path()->points[1], {page(p, 2, 3).x + 3, page(p, 2, 3).y}));
    CHECK(near(segs[2]->payload.path()->points[0], {page(p, 2, 5).x - 3, page(p, 2, 5).y}));
    CHECK(near(segs[3]->payload.path()->points[1], page(p, 5, 8)));
    // (8, 3): y from 2.5 to 5, x from 7 to 9, no caps.
    CHECK(near(segs[6]->payload.path()->points[0], page(p, 8, 2.5)));
    CHECK(near(segs[6]->payload.path()->points[1], page(p, 8, 5)));
    CHECK(near(segs[7]->payload.path()->points[0], page(p, 7, 3)));
    CHECK(near(segs[7]->payload.path()->points[1], page(p, 9, 3)));
    for (const SceneItem* it : segs) {
        CHECK(it->footprint == Footprint::segments);
        CHECK(it->clip);
    }
}

TEST_CASE("error_bars: autoscale shows the ends; NaN points and NaN errors draw nothing; markers",
          "[chart-kinds][errorbar]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.error_bars({0, 1, 2, kNaN}, {1, 2, 3, 4}).y_error({0.5, kNaN, 4, 1}).marker(MarkerShape::square);
    const DataExtent e = ax.data_extent();
    CHECK(e.y_min == Approx(-1));
    CHECK(e.y_max == Approx(7));
    const Scene s = fig.scene();
    std::size_t segments = 0, markers = 0;
    for (const SceneItem* it : items_of_kind(s, "error bars")) {
        if (it->payload.path()) ++segments;
        markers += it->markers.size();
    }
    CHECK(segments == 6);  // points 0 and 2; point 1 has no error, point 3 no x
    CHECK(markers == 3);
}

TEST_CASE("error_bars on a log axis: an end below 0 runs to the plot's edge, uncapped", "[chart-kinds][errorbar][log]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.y_scale(LogScale{10});
    ax.error_bars({1, 2}, {10, 100}).y_error({20, 50});
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto segs = items_of_kind(s, "error bars");
    REQUIRE(segs.size() == 2 + 3);  // first: bar + upper cap; second: bar + two caps
    CHECK(segs[0]->payload.path()->points[0].y > p.bottom());
    CHECK(ax.data_extent().y_min == Approx(10));
    CHECK(ax.data_extent().y_max == Approx(150));
}

TEST_CASE("error_bars on an inverted log axis: the end below 0 runs to the top edge", "[chart-kinds][errorbar][log]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.y_scale(LogScale{10});
    ax.y_axis().invert();
    ax.error_bars({1, 2}, {10, 100}).y_error({20, 50});
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto segs = items_of_kind(s, "error bars");
    REQUIRE(segs.size() == 5);
    CHECK(segs[0]->payload.path()->points[0].y < p.top());
    CHECK(segs[0]->payload.path()->points[1].y > p.top());
}

TEST_CASE("error_bars: its legend handle is an upright bar with caps", "[chart-kinds][errorbar][legend]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.error_bars({1, 2}, {1, 2}).y_error(0.2).marker(MarkerShape::circle).label("measured");
    ax.legend().location(LegendLocation::outside_right);
    const Scene s = fig.scene();
    const auto h = items_of_kind(s, "error bars handle");
    REQUIRE(h.size() == 4);
    CHECK(h[0]->payload.path()->points[0].x == h[0]->payload.path()->points[1].x);  // upright
    CHECK(h[1]->payload.path()->points[0].y == h[1]->payload.path()->points[1].y);  // caps across
    CHECK(h[3]->markers.size() == 1);
}

TEST_CASE("error_bars: bad errors refused at the call, the previous ones kept", "[chart-kinds][errorbar][misuse]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    CHECK(error_of([&] { ax.error_bars({1, 2}, {1}); }).find("different lengths") != std::string::npos);
    ErrorBars& e = ax.error_bars({1, 2}, {1, 2}).y_error({0.1, 0.2});
    CHECK(error_of([&] { e.y_error({-1, 0.2}); }).find("value 0: an error must be a finite number >= 0") !=
          std::string::npos);
    CHECK(error_of([&] { e.y_error({0.1, 0.2, 0.3}); }).find("3 error values for 2 points") != std::string::npos);
    CHECK(error_of([&] { e.x_error(Values{0.1}, Values{kInf}); }).find("x error") != std::string::npos);
    CHECK(error_of([&] { e.cap_size(-2); }) != "");
    CHECK(error_of([&] { e.marker_size(0); }) != "");
    CHECK(ax.data_extent().y_max == Approx(2.2));  // still the first errors
    CHECK(ax.data_extent().x_min == Approx(1));    // no x error set
}

TEST_CASE("bars with y errors: drawn on top, in autoscale, refused the wrong way", "[chart-kinds][errorbar][bars]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Bars& b = ax.bars({0, 1}, {2, 3}).y_error({0.5, 1}).error_style("#333333", 1.2, 4);
    CHECK(ax.data_extent().y_max == Approx(4));
    const Scene s = fig.scene();
    std::size_t last_bar = 0, first_error = s.items.size();
    for (std::size_t i = 0; i < s.items.size(); ++i) {
        if (s.items[i].kind != "bars") continue;
        if (s.items[i].footprint == Footprint::area) last_bar = i;
        else first_error = std::min(first_error, i);
    }
    CHECK(first_error > last_bar);
    CHECK(error_of([&] { b.x_error({0.1, 0.1}); }).find("x errors on vertical bars") != std::string::npos);
    CHECK(error_of([&] { b.y_error({0.1}, {-1}); }).find(">= 0") != std::string::npos);
    CHECK(ax.data_extent().y_max == Approx(4));
}

// ---- horizontal and stacked bars --------------------------------------------------

TEST_CASE("hbars: boxes from 0 along x, sticking to 0, categories along y", "[chart-kinds][hbars]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.hbars({0, 1, 2}, {3, 1, 2}).width(0.5);
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto bars = items_of_kind(s, "horizontal bars");
    REQUIRE(bars.size() == 3);
    const Rect b0 = bars[0]->bounds(), b1 = bars[1]->bounds();
    CHECK(b0.left() == Approx(p.left()));  // x autoscale sticks to 0, no margin below
    CHECK(b0.width == Approx(3 * b1.width));
    CHECK(b0.center().y > b1.center().y);  // category 0 lower on the page
    CHECK(b0.height == Approx(b1.height));
    const DataExtent e = ax.data_extent();
    CHECK(e.x_sticky_zero);
    CHECK_FALSE(e.y_sticky_zero);
    CHECK(e.y_min == Approx(-0.25));
}

TEST_CASE("stacked bars start at the top of the series below, vertical and horizontal", "[chart-kinds][stacked]") {
    for (BarDirection d : {BarDirection::vertical, BarDirection::horizontal}) {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        const bool h = d == BarDirection::horizontal;
        Bars& low = h ? ax.hbars({0, 1}, {2, 3}) : ax.bars({0, 1}, {2, 3});
        Bars& high = h ? ax.hbars({0, 1}, {1, 4}).left({2, 3}) : ax.bars({0, 1}, {1, 4}).bottom({2, 3});
        CHECK(high.stacked());
        CHECK(high.end(1) == 7);
        CHECK(low.end(1) == 3);
        const Scene s = fig.scene();
        const auto bars = items_of_kind(s, h ? "horizontal bars" : "bars");
        REQUIRE(bars.size() == 4);
        for (int i = 0; i < 2; ++i) {
            const Rect a = bars[std::size_t(i)]->bounds(), b = bars[std::size_t(i) + 2]->bounds();
            if (h) CHECK(b.left() == Approx(a.right()));
            else CHECK(b.bottom() == Approx(a.top()));
        }
        CHECK((h ? ax.data_extent().x_max : ax.data_extent().y_max) == Approx(7));
    }
}

TEST_CASE("hbars on a log x axis start at the plot's edge; bad bases refused", "[chart-kinds][hbars][log][misuse]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_scale(LogScale{10});
    Bars& b = ax.hbars({0, 1}, {10, 1000});
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    CHECK(items_of_kind(s, "horizontal bars")[0]->bounds().left() == Approx(p.left()));  // clipped at the edge
    CHECK(error_of([&] { b.left({1, 2, 3}); }).find("3 bases for 2 bars") != std::string::npos);
    CHECK(error_of([&] { b.left({1, kNaN}); }).find("bar 1: base") != std::string::npos);
    CHECK_FALSE(b.stacked());
    ax.hbars({0, 1}, {10, 10}).left({0, 10});
    CHECK(error_of([&] { (void)fig.scene(); }).find("base 0 is not positive") != std::string::npos);
}

TEST_CASE("bar labels: beyond the end of vertical, negative and horizontal bars; centred in stacked segments",
          "[chart-kinds][bar-labels]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Bars& h = ax.hbars({0, 1}, {10, 40});
    ax.bar_labels(h, {"ten", "forty"}).padding(3);
    Bars& top = ax.hbars({0, 1}, {5, 5}).left({10, 40});
    ax.bar_labels(top, {"a", "b"}).position(BarLabelPosition::inside);
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto bars = items_of_kind(s, "horizontal bars");
    REQUIRE(bars.size() == 4);
    const SceneItem* l40 = find_text(s, "forty");
    REQUIRE(l40);
    const Rect t = l40->payload.text()->quad().bounds();
    // "forty" ends bar 1 (whose stacked segment 3 starts there: the label lies on it, as asked).
    CHECK(t.left() == Approx(bars[1]->bounds().right() + 3));
    CHECK(t.center().y == Approx(bars[1]->bounds().center().y));
    const SceneItem* b = find_text(s, "b");
    REQUIRE(b);
    CHECK(b->payload.text()->quad().bounds().center().x == Approx(bars[3]->bounds().center().x));
    CHECK(b->payload.text()->quad().bounds().center().y == Approx(bars[3]->bounds().center().y));
    REQUIRE(b->container);
    CHECK(bars[3]->bounds().contains(*b->container, 0.01));
    CHECK(p.contains(t));

    Figure g{inches(4, 3)};
    Axes& a = g.axes();
    Bars& neg = a.bars({0, 1}, {-2, 3});
    a.bar_labels(neg, {"minus", "plus"});
    const Scene gs = g.scene();
    const auto vb = items_of_kind(gs, "bars");
    CHECK(find_text(gs, "minus")->payload.text()->quad().bounds().top() == Approx(vb[0]->bounds().bottom() + 2));
    CHECK(find_text(gs, "plus")->payload.text()->quad().bounds().bottom() == Approx(vb[1]->bounds().top() - 2));
    CHECK(report(g.collisions()).empty());
}

TEST_CASE("labels right of horizontal bars get room inside the plot", "[chart-kinds][bar-labels][hbars]") {
    Figure fig{inches(3, 2)};
    Axes& ax = fig.axes();
    Bars& h = ax.hbars({0, 1, 2}, {1, 5, 100});
    ax.bar_labels(h, {"1.0 ms", "5.0 ms", "100.0 ms"});
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const SceneItem* t = find_text(s, "100.0 ms");
    REQUIRE(t);
    CHECK(t->payload.text()->quad().bounds().right() <= p.right());
    CHECK(report(fig.collisions()).empty());
}

TEST_CASE("a label too big for its stacked segment is reported; one on a bar elsewhere too",
          "[chart-kinds][bar-labels][collisions]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.bars({0, 1}, {10, 10});
    Bars& thin = ax.bars({0, 1}, {0.1, 5}).bottom({10, 10});
    ax.bar_labels(thin, {"a long label", "x"}).position(BarLabelPosition::inside);
    const std::string r = report(fig.collisions());
    CHECK(r.find("bar label \"a long label\" overlaps the edge of its box") != std::string::npos);
    CHECK(r.find("bar label \"x\"") == std::string::npos);
}

TEST_CASE("horizontal bars with long category names: no collisions", "[chart-kinds][hbars][collisions]") {
    Figure fig{inches(4, 2.6)};
    Axes& ax = fig.axes();
    const std::vector<std::string> names{"full model", "without positional encoding", "without layer norm",
                                         "without the auxiliary loss", "half the attention heads"};
    Bars& b = ax.hbars({0, 1, 2, 3, 4}, {71.2, 64.5, 58.0, 69.9, 66.3});
    ax.y_ticks({0, 1, 2, 3, 4}, names);
    ax.bar_labels(b, {"71.2", "64.5", "58.0", "69.9", "66.3"});
    ax.x_label("accuracy (%)");
    const Scene s = fig.scene();
    CHECK(report(fig.collisions()).empty());
    const Rect p = plot_of(s);
    for (const std::string& n : names) {
        const SceneItem* t = find_text(s, n);
        REQUIRE(t);
        CHECK(t->payload.text()->quad().bounds().right() < p.left());
        CHECK(t->payload.text()->quad().bounds().left() >= 0);
    }
}

TEST_CASE("bar_labels without texts label each bar with its length", "[chart-kinds][bar-labels]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Bars& b = ax.bars({0, 1}, {0.626, 12});
    ax.bar_labels(b, 2);
    Bars& h = ax.hbars({3, 4}, {1.5, 2.25}).left({1, 1});
    ax.bar_labels(h).position(BarLabelPosition::inside);
    const Scene s = fig.scene();
    CHECK(find_text(s, "0.63"));
    CHECK(find_text(s, "12.00"));
    CHECK(find_text(s, "1.5"));
    CHECK(find_text(s, "2.25"));
    CHECK(error_of([&] { ax.bar_labels(b, 101); }).find("at most 100 decimals") != std::string::npos);
    Figure other{inches(4, 3)};
    CHECK(error_of([&] { other.axes().bar_labels(b); }).find("belongs to") != std::string::npos);
}
