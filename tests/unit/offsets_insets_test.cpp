// Offsets in points and inset axes (issue 32). Offsets: a text or an
// annotation placed N points from its anchor, whatever the anchor's
// coordinates and the axes' scales. Insets: the inset's plot at the requested
// part of its parent's plot, the zoom indicator's rectangle on the region the
// inset shows, its connectors ending at the inset's corners, the collision
// check and "best" legend placement seeing the inset.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/errors.hpp"
#include "../support/scene_queries.hpp"

#include <cmath>
#include <string>
#include <vector>

using namespace sqfig;

namespace {

using sqfig_test::error_of;
using sqfig_test::find_text;
using sqfig_test::items_of_kind;
using sqfig_test::kNaN;
using sqfig_test::plot_of;
using sqfig_test::report;

// The page point of data (x, y) in axes `group` of `s`, from its plot and the given
// limits in scale space (log10 when `log`).
Point page_of(const Rect& plot, double x, double y, double x0, double x1, double y0, double y1, bool xlog,
              bool ylog) {
    const double tx = xlog ? std::log10(x) : x, ty = ylog ? std::log10(y) : y;
    return {plot.left() + (tx - x0) / (x1 - x0) * plot.width, plot.bottom() - (ty - y0) / (y1 - y0) * plot.height};
}

// The arrow heads of annotations: their closed paths.
std::vector<const SceneItem*> heads_of(const Scene& s) {
    std::vector<const SceneItem*> out;
    for (const SceneItem* it : items_of_kind(s, "annotation"))
        if (it->path && it->path->closed) out.push_back(it);
    return out;
}

}  // namespace

TEST_CASE("offset text sits exactly its offset in points from a data anchor, linear and log") {
    for (const bool log : {false, true}) {
        Figure fig(inches(4, 3));
        Axes& ax = fig.axes();
        ax.line({1, 10, 100}, {1, 10, 100});
        if (log) ax.x_scale(LogScale{10}).y_scale(LogScale{10});
        ax.x_limits(1, 100).y_limits(1, 100);
        ax.text({10, 10}, "t").offset(12, -7.5);
        ax.annotate("a", {10, 10}, {-20, 15}, Coords::offset_points).align(HAlign::left, VAlign::baseline);
        const Scene s = fig.scene();
        const Rect plot = plot_of(s, 0);
        const double lo = log ? 0 : 1, hi = log ? 2 : 100;
        const Point anchor = page_of(plot, 10, 10, lo, hi, lo, hi, log, log);
        const SceneItem* t = find_text(s, "t");
        REQUIRE(t);
        // Left/baseline: the pivot is where the text was put; y down on the page.
        CHECK(t->text->pivot.x == Approx(anchor.x + 12).margin(1e-9));
        CHECK(t->text->pivot.y == Approx(anchor.y + 7.5).margin(1e-9));
        CHECK(t->anchor.x == Approx(anchor.x).margin(1e-9));
        const SceneItem* a = find_text(s, "a");
        REQUIRE(a);
        CHECK(a->text->pivot.x == Approx(anchor.x - 20).margin(1e-9));
        CHECK(a->text->pivot.y == Approx(anchor.y - 15).margin(1e-9));
        // The arrow goes from the text back to the anchor and stops 2 points short of it.
        // The arrow's head (its closed path) has its tip 2 points (the default shrink) short of the anchor.
        const std::vector<const SceneItem*> heads = heads_of(s);
        REQUIRE(heads.size() == 1);
        const Point tip = heads.front()->path->points.front();
        CHECK(std::hypot(tip.x - anchor.x, tip.y - anchor.y) == Approx(2).margin(1e-9));
    }
}

TEST_CASE("offset annotations anchor in axes and figure fractions, arrow optional") {
    Figure fig(inches(4, 3));
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.annotate("ax", {0.5, 0.5}, {10, 10}, Coords::offset_points).point_coords(Coords::axes).arrow(false)
        .align(HAlign::left, VAlign::baseline);
    ax.annotate("fig", {0.25, 0.75}, {0, -30}, Coords::offset_points).point_coords(Coords::figure)
        .align(HAlign::left, VAlign::baseline);
    const Scene s = fig.scene();
    const Rect plot = plot_of(s, 0);
    const SceneItem* a = find_text(s, "ax");
    REQUIRE(a);
    CHECK(a->text->pivot.x == Approx(plot.center().x + 10).margin(1e-9));
    CHECK(a->text->pivot.y == Approx(plot.center().y - 10).margin(1e-9));
    const SceneItem* f = find_text(s, "fig");
    REQUIRE(f);
    const Size page = fig.size();
    CHECK(f->text->pivot.x == Approx(0.25 * page.width).margin(1e-9));
    CHECK(f->text->pivot.y == Approx(0.25 * page.height + 30).margin(1e-9));
    CHECK(heads_of(s).size() == 1);  // "fig" has an arrow, "ax" none
}

TEST_CASE("offsets: bad input is a clean Error") {
    Figure fig(inches(4, 3));
    Axes& ax = fig.axes();
    CHECK(error_of([&] { ax.text({1, 1}, "t").offset(kNaN, 0); }).find("offset x") != std::string::npos);
    CHECK(error_of([&] { ax.text({1, 1}, "t").offset(0, 1e9); }).find("offset y") != std::string::npos);
    CHECK(!error_of([&] { ax.annotate("a", {1, 1}, {kNaN, 2}, Coords::offset_points); }).empty());
    CHECK(!error_of([&] { ax.annotate("a", {1, 1}, {2, 2}).point_coords(Coords::offset_points); }).empty());
    CHECK(!error_of([&] { ax.text({1, 1}, "t", Coords::offset_points); }).empty());
}
