// Figure-level colourbars (Figure::colorbar(mappable, axes)): a band of their
// own beside or below the grid, spanning the drawn plots of the axes given,
// clear of everything; misuse refused at the call. Also: a legend outside
// right keeps clear of a right-hand colourbar (issue 14).
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/errors.hpp"
#include "../support/style.hpp"
#include "../support/scene_queries.hpp"

#include <cmath>
#include <string>
#include <vector>

using namespace sqfig;
using sqfig_test::error_of;

namespace {

using sqfig_test::plot_of;
using sqfig_test::report;

std::vector<double> ramp(std::size_t n, double scale) {
    std::vector<double> v(n * n);
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = scale * std::sin(static_cast<double>(i) / 7.0);
    return v;
}

// Everything the axes drew (decorations included), and the figure colourbar's items.
Rect axes_ink(const Scene& s) {
    Rect r;
    for (const SceneItem& it : s.items)
        if (it.group >= 0 && it.footprint != Footprint::none) r = r.united(it.bounds());
    return r;
}
std::vector<const SceneItem*> figure_colorbar_items(const Scene& s) {
    std::vector<const SceneItem*> out;
    for (const SceneItem& it : s.items)
        if (it.kind == "colourbar" && it.group == -1) out.push_back(&it);
    return out;
}
const SceneItem* bar_image(const std::vector<const SceneItem*>& items, std::size_t nth = 0) {
    for (const SceneItem* it : items)
        if (it->payload.image() && nth-- == 0) return it;
    return nullptr;
}

// 1 x 3 square heatmaps sharing one colourbar.
Figure three_heads(ColorbarSide side, bool with_bar = true) {
    Figure fig{inches(6.4, 2.4), sqfig_test::paper_style()};
    Grid g = fig.grid(1, 3);
    Heatmap* first = nullptr;
    for (int c = 0; c < 3; ++c) {
        Heatmap& h = g(0, c).heatmap(ramp(10, 1.0 + c), 10, 10).norm(Norm::linear(-3, 3));
        g(0, c).aspect_equal();
        g(0, c).title("head " + std::to_string(c + 1));
        g(0, c).x_label("key");
        if (!first) first = &h;
    }
    g(0, 0).y_label("query");
    if (with_bar) fig.colorbar(*first, g).label("attention weight").side(side);
    return fig;
}

}  // namespace

TEST_CASE("a figure colourbar takes a band right of the grid and spans the plots", "[colorbar][figure]") {
    const Scene bare = three_heads(ColorbarSide::right, false).scene();
    Figure fig = three_heads(ColorbarSide::right);
    const Scene s = fig.scene();
    const auto items = figure_colorbar_items(s);
    const SceneItem* bar = bar_image(items);
    REQUIRE(bar);
    // Spans the drawn plots (square cells: the plots' top and bottom), from top to bottom.
    const Rect p0 = plot_of(s, 0), p2 = plot_of(s, 2);
    CHECK(bar->payload.image()->dest.top() == Approx(std::min(p0.top(), p2.top())).margin(0.5));
    CHECK(bar->payload.image()->dest.bottom() == Approx(std::max(p0.bottom(), p2.bottom())).margin(0.5));
    // Right of everything the axes drew, inside the page; with ticks, tick labels and its label.
    const Rect ink = axes_ink(s);
    std::size_t labels = 0;
    for (const SceneItem* it : items) {
        CHECK(it->bounds().left() >= ink.right());
        CHECK(Rect{0, 0, s.page.width, s.page.height}.contains(it->bounds(), 0.01));
        if (it->payload.text()) ++labels;
    }
    CHECK(labels >= 3);
    // The grid gave up room for it: the last plot moved left.
    CHECK(plot_of(s, 2).right() < plot_of(bare, 2).right() - 20);
    const auto cs = fig.collisions();
    INFO(report(cs));
    CHECK(cs.empty());
}

TEST_CASE("a figure colourbar below the grid spans the plots across", "[colorbar][figure]") {
    Figure fig = three_heads(ColorbarSide::bottom);
    const Scene s = fig.scene();
    const auto items = figure_colorbar_items(s);
    const SceneItem* bar = bar_image(items);
    REQUIRE(bar);
    CHECK(bar->payload.image()->dest.left() == Approx(plot_of(s, 0).left()).margin(0.5));
    CHECK(bar->payload.image()->dest.right() == Approx(plot_of(s, 2).right()).margin(0.5));
    const Rect ink = axes_ink(s);
    for (const SceneItem* it : items) {
        CHECK(it->bounds().top() >= ink.bottom());
        CHECK(Rect{0, 0, s.page.width, s.page.height}.contains(it->bounds(), 0.01));
    }
    const auto cs = fig.collisions();
    INFO(report(cs));
    CHECK(cs.empty());
}

TEST_CASE("figure colourbars per row span their row; bars whose spans meet stand side by side", "[colorbar][figure]") {
    Figure fig{inches(5, 4), sqfig_test::paper_style()};
    Grid g = fig.grid(2, 2);
    Heatmap& top = g(0, 0).heatmap(ramp(6, 1), 6, 6);
    g(0, 1).heatmap(ramp(6, 1), 6, 6);
    Heatmap& bottom = g(1, 0).heatmap(ramp(6, 10), 6, 6).colormap("magma");
    g(1, 1).heatmap(ramp(6, 10), 6, 6).colormap("magma");
    fig.colorbar(top, g.row(0)).label("row 0");
    fig.colorbar(bottom, g.row(1)).label("row 1");
    Scene s = fig.scene();
    auto items = figure_colorbar_items(s);
    const SceneItem *b0 = bar_image(items, 0), *b1 = bar_image(items, 1);
    REQUIRE(b0);
    REQUIRE(b1);
    CHECK(b0->payload.image()->dest.top() == Approx(plot_of(s, 1).top()).margin(0.5));
    CHECK(b0->payload.image()->dest.bottom() == Approx(plot_of(s, 1).bottom()).margin(0.5));
    CHECK(b1->payload.image()->dest.top() == Approx(plot_of(s, 3).top()).margin(0.5));
    CHECK(b1->payload.image()->dest.bottom() == Approx(plot_of(s, 3).bottom()).margin(0.5));
    CHECK(b0->payload.image()->dest.left() == Approx(b1->payload.image()->dest.left()));  // one band, the rows' bars in it
    auto cs = fig.collisions();
    INFO(report(cs));
    CHECK(cs.empty());

    // A third bar over the whole grid meets both: it goes beside them, not over them.
    fig.colorbar(top, g).label("all");
    s = fig.scene();
    items = figure_colorbar_items(s);
    const SceneItem* b2 = bar_image(items, 2);
    REQUIRE(b2);
    for (const SceneItem* it : items)
        if (it != b2 && it->footprint != Footprint::none) CHECK_FALSE(it->bounds().intersects(b2->payload.image()->dest, 0.01));
    cs = fig.collisions();
    INFO(report(cs));
    CHECK(cs.empty());
}

TEST_CASE("a figure colourbar sits between the grid and a figure legend outside right", "[colorbar][figure][legend]") {
    Figure fig = three_heads(ColorbarSide::right);
    fig.at(0, 0).line({0, 9}, {0, 9}).label("diagonal");
    fig.legend().location(LegendLocation::outside_right);
    const Scene s = fig.scene();
    Rect legend, bar_ink;
    for (const SceneItem& it : s.items) {
        if (it.kind == "legend" && it.footprint == Footprint::frame) legend = it.bounds();
        if (it.kind == "colourbar" && it.group == -1) bar_ink = bar_ink.united(it.bounds());
    }
    REQUIRE_FALSE(legend.empty());
    REQUIRE_FALSE(bar_ink.empty());
    CHECK(bar_ink.right() <= legend.left());
    CHECK(bar_ink.left() >= axes_ink(s).right());
    const auto cs = fig.collisions();
    INFO(report(cs));
    CHECK(cs.empty());
}

TEST_CASE("an axes legend outside right keeps clear of the axes' right-hand colourbar", "[colorbar][legend]") {
    for (LegendLocation loc : {LegendLocation::outside_right, LegendLocation::outside_bottom}) {
        for (ColorbarSide side : {ColorbarSide::right, ColorbarSide::bottom}) {
            Figure fig{inches(4.5, 3), sqfig_test::paper_style()};
            Axes& ax = fig.axes();
            Heatmap& h = ax.heatmap(ramp(8, 1), 8, 8);
            ax.line({0, 7}, {0, 7}).label("diagonal");
            ax.colorbar(h).label("value").side(side);
            ax.legend().location(loc);
            const Scene s = fig.scene();
            Rect legend, bar_ink;
            for (const SceneItem& it : s.items) {
                if (it.kind == "legend" && it.footprint == Footprint::frame) legend = it.bounds();
                if (it.kind == "colourbar" && it.footprint != Footprint::none) bar_ink = bar_ink.united(it.bounds());
            }
            REQUIRE_FALSE(legend.empty());
            CHECK_FALSE(legend.intersects(bar_ink, 0.01));
            const auto cs = fig.collisions();
            INFO(report(cs));
            CHECK(cs.empty());
        }
    }
}

TEST_CASE("figure colourbar misuse is refused at the call", "[colorbar][figure][misuse]") {
    Figure fig{inches(4, 3)};
    Grid g = fig.grid(1, 2);
    Heatmap& h = g(0, 0).heatmap(std::vector<double>{1, 2, 3, 4}, 2, 2);
    Figure other{inches(4, 3)};
    Heatmap& foreign = other.axes().heatmap(std::vector<double>{1, 2}, 1, 2);
    CHECK(error_of([&] { fig.colorbar(h, std::vector<Axes*>{}); }).find("no axes") != std::string::npos);
    CHECK(error_of([&] { fig.colorbar(foreign, g); }).find("another figure") != std::string::npos);
    CHECK(error_of([&] { fig.colorbar(h, std::vector<Axes*>{&other.axes()}); }).find("not an axes of this figure") !=
          std::string::npos);
    CHECK(error_of([&] { fig.colorbar(h, std::vector<Axes*>{nullptr}); }) != "");
    Scatter& plain = g(0, 1).scatter({1, 2}, {3, 4});
    CHECK(error_of([&] { fig.colorbar(plain, g); }).find("no colour values") != std::string::npos);
    // Nothing was added by the refused calls.
    for (const SceneItem& it : fig.scene().items) CHECK_FALSE((it.kind == "colourbar" && it.group == -1));
    // A twin's mappable counts as its parent's axes.
    Scatter& on_twin = g(0, 1).twin_x().scatter({1, 2}, {3, 4}).color_values({1, 2});
    CHECK(error_of([&] { fig.colorbar(on_twin, g.column(1)); }) == "");
}

// Noticed last session: "an hspan is scored by its full box in the best
// legend". A span is an axis-aligned box, so its box IS the area it paints:
// the "best" legend scores it exactly as a band of the same shape (whose
// polygon is scored by the area it covers) and puts the legend in the same
// place, off the span.
TEST_CASE("the best legend scores an hspan by the area it paints, as a band of the same shape", "[legend][span]") {
    auto legend_box = [](bool span) {
        Figure fig{inches(4, 3), sqfig_test::paper_style()};
        Axes& ax = fig.axes();
        ax.line({0, 1, 2, 3, 4}, {0.0, 0.5, 1.0, 1.5, 2.0}).label("rising");
        ax.line({0, 1, 2, 3, 4}, {2.0, 1.5, 1.0, 0.5, 0.0}).label("falling");
        if (span) ax.hspan(1.6, 2.4).label("target");
        else ax.band({0, 4}, {1.6, 1.6}, {2.4, 2.4}).label("target");
        ax.legend();
        const Scene s = fig.scene();
        Rect legend, shaded;
        for (const SceneItem& it : s.items) {
            if (it.kind == "legend" && it.footprint == Footprint::frame) legend = it.bounds();
            if (it.footprint == Footprint::area && it.group == 0 && it.payload.path() && it.payload.path()->fill) shaded = shaded.united(it.bounds());
        }
        CHECK(fig.collisions().empty());
        return std::pair<Rect, Rect>{legend, shaded};
    };
    const auto [with_span, span] = legend_box(true);
    const auto [with_band, band] = legend_box(false);
    REQUIRE_FALSE(with_span.empty());
    CHECK(with_span.x == Approx(with_band.x));
    CHECK(with_span.y == Approx(with_band.y));
    CHECK_FALSE(with_span.intersects(span, 0.01));  // inside the plot, off the span
}
