// Direct tests of the layout guarantees: each test case here is the one that
// fails when the code behind its guarantee is switched off.
// scripts/mutation.py applies those switches one at a time (its MUTATIONS
// list names the test case that must fail for each) and fails when a
// mutation survives.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/style.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>
#include <sqfig/detail/handles.hpp>
#include <sqfig/render/cairo_renderer.hpp>
#include "../support/scene_queries.hpp"
#include "../support/strings.hpp"

using namespace sqfig;

namespace {

using sqfig_test::contains;
using sqfig_test::items_of_kind;
using sqfig_test::plot_of;
using sqfig_test::report;

// A collision between something named `a` and something named `b` (either order).
bool reported(const std::vector<Collision>& cs, const std::string& a, const std::string& b) {
    for (const Collision& c : cs)
        if ((contains(c.first, a) && contains(c.second, b)) || (contains(c.first, b) && contains(c.second, a))) return true;
    return false;
}

const SceneItem* only(const Scene& s, const std::string& kind) {
    const auto v = items_of_kind(s, kind);
    return v.size() == 1 ? v.front() : nullptr;
}

std::vector<const SceneItem*> x_tick_labels(const Scene& s) {
    std::vector<const SceneItem*> out;
    for (const SceneItem& it : s.items)
        if (it.kind == "tick label" && contains(it.owner, " x tick label")) out.push_back(&it);
    return out;
}

// Highest point (smallest page y) of every item of the axes in `group` that is drawn.
double top_of_axes(const Scene& s, int group) {
    double top = 1e300;
    for (const SceneItem& it : s.items)
        if (it.group == group && it.footprint != Footprint::none) top = std::min(top, it.bounds().top());
    return top;
}
double bottom_of_axes(const Scene& s, int group) {
    double bottom = -1e300;
    for (const SceneItem& it : s.items)
        if (it.group == group && it.footprint != Footprint::none) bottom = std::max(bottom, it.bounds().bottom());
    return bottom;
}

}  // namespace

// ---------------------------------------------------------------------------
// The collision check, one rule per footprint kind.

TEST_CASE("collisions: text on text is reported, naming both texts", "[guarantee][collisions]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.text({0.30, 0.60}, "first label", Coords::axes);
    ax.text({0.33, 0.61}, "second label", Coords::axes);
    ax.text({0.05, 0.95}, "apart", Coords::axes);
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(reported(c, "first label", "second label"));
    CHECK_FALSE(reported(c, "apart", "label"));
}

TEST_CASE("collisions: text on a drawn line (segments) is reported, and not beside it", "[guarantee][collisions]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 10}, {0, 10});
    ax.text({5, 5}, "on the line").align_center();
    ax.text({8.5, 1.5}, "beside").align_center();
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(reported(c, "on the line", "line"));
    CHECK_FALSE(reported(c, "beside", "line"));
}

TEST_CASE("collisions: a line clipped away under a text is not reported", "[guarantee][collisions]") {
    // The text straddles the right edge of the plot. The line passes through
    // its outer half, outside the plot (clipped away, not drawn); inside the
    // plot the line's box reaches the text's inner half but the line does not.
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 5, 9.5, 11}, {0, 6, 0, 6});
    ax.x_limits(0, 10);
    ax.y_limits(0, 10);
    ax.text({10.5, 5.5}, "straddling").align_center();
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK_FALSE(reported(c, "straddling", "line"));
    // Control: the same line unclipped (wider limits) runs through the text.
    Figure wide{inches(4, 3), sqfig_test::paper_style()};
    Axes& w = wide.axes();
    w.line({0, 5, 9.5, 11}, {0, 6, 0, 6});
    w.x_limits(0, 12);
    w.y_limits(0, 10);
    w.text({10.5, 5.5}, "straddling").align_center();
    const auto cw = wide.collisions();
    INFO(report(cw));
    CHECK(reported(cw, "straddling", "line"));
}

TEST_CASE("collisions: text on a bar (area) is reported", "[guarantee][collisions]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {10, 10, 10});
    ax.text({1, 5}, "on the bar").align_center();
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(reported(c, "on the bar", "bars"));
}

TEST_CASE("collisions: text off the page is reported", "[guarantee][collisions]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.text({0.2, 0.8}, "fine", Coords::axes).align_center();
    // Figure coordinates: the layout cannot move it (text the axes owns would
    // get room), so it stays off the page.
    fig.text({0.9, 0.5}, "runs off the right edge of the page");
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(reported(c, "runs off the right edge", "the page edge"));
    CHECK_FALSE(reported(c, "fine", "the page edge"));
}

TEST_CASE("collisions: a text sticking out of its container is reported", "[guarantee][collisions]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.box(Rect{0.2, 0.2, 0.4, 0.3}, "boxed");
    ax.x_limits(0, 1);
    ax.y_limits(0, 1);
    Scene s = fig.scene();
    CHECK(find_collisions(s).empty());
    // Shrink the box the label must stay inside: the same text now sticks out.
    for (SceneItem& it : s.items)
        if (it.container) it.container = Rect{it.container->center().x - 2, it.container->center().y - 2, 4, 4};
    const auto c = find_collisions(s);
    INFO(report(c));
    CHECK(reported(c, "boxed", "the edge of its box"));
}

TEST_CASE("collisions: a frame over data, over a foreign text and over another frame is reported",
          "[guarantee][collisions]") {
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.x_limits(0, 10);
    ax.y_limits(0, 10);
    ax.box(Rect{1, 1, 3, 3}, "box one");
    ax.box(Rect{3, 3, 3, 3}, "box two");          // overlaps box one
    ax.box(Rect{6.5, 6.5, 3, 3}, "box three");
    ax.text({9.2, 9.2}, "a note").align_center();  // on the frame of box three, clear of its label
    ax.line({7, 9}, {2, 2});
    ax.box(Rect{7.5, 1.5, 1, 1}, "box four");     // over the line
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(reported(c, "box one", "box two"));
    CHECK(reported(c, "box three\"", "a note"));  // the frame itself (its label is "box three\" text")
    CHECK_FALSE(reported(c, "box three\" text", "a note"));
    CHECK(reported(c, "box four", "line"));
}

TEST_CASE("collisions: a legend forced onto bars is reported against the bars", "[guarantee][collisions]") {
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {1.0, 1.0, 1.0}).label("everywhere");
    ax.legend().location(LegendLocation::center);
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(reported(c, "legend", "bars"));
}

TEST_CASE("collisions: a clean figure reports nothing", "[guarantee][collisions]") {
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {3, 1, 2}).label("bars");
    ax.line({0, 1, 2}, {1, 2, 3}).label("line");
    ax.title("A title");
    ax.x_label("x");
    ax.y_label("y");
    ax.legend();
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(c.empty());
}

// ---------------------------------------------------------------------------
// Tick labels.

TEST_CASE("x tick labels that would overlap are thinned, and none overlap", "[guarantee][ticks]") {
    Style st = sqfig_test::paper_style();
    st.tick_label_size = 16;  // wide labels, slots too narrow to wrap them into
    Figure fig{inches(5, 3), st};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.x_axis().formatter([](double v) { return "v=" + std::to_string(v); });
    const Scene s = fig.scene();
    const auto labels = x_tick_labels(s);
    std::size_t x_ticks = 0;
    const Rect p = plot_of(s, 0);
    for (const SceneItem* t : items_of_kind(s, "tick"))
        if (t->payload.path() && t->payload.path()->points[0].x == t->payload.path()->points[1].x && t->bounds().top() >= p.bottom() - 1) ++x_ticks;
    INFO(labels.size() << " x tick labels for " << x_ticks << " x ticks");
    REQUIRE(labels.size() >= 2);
    CHECK(labels.size() < x_ticks);  // thinned
    for (std::size_t i = 1; i < labels.size(); ++i)
        CHECK_FALSE(labels[i - 1]->payload.text()->quad().intersects(labels[i]->payload.text()->quad(), 0));
    CHECK(fig.collisions().empty());
}

TEST_CASE("ticks placed by the user are never thinned", "[guarantee][ticks]") {
    Figure fig{inches(3, 2), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.x_ticks({0, 0.1, 0.2}, {"first long label", "second long label", "third long label"});
    const Scene s = fig.scene();
    CHECK(x_tick_labels(s).size() == 3);
}

TEST_CASE("huge and tiny axis lengths and tick fonts keep the tick count bounded", "[guarantee][ticks]") {
    // Reaches the guard directly: Axis::ticks_for clamps length / (font * 3.2)
    // in floating point before it becomes an int (the Figure constructor
    // rejects such pages and fonts first, so a figure cannot get here).
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    struct Case { double length, font; };
    for (const Case c : {Case{1e30, 10}, Case{inf, 10}, Case{300, 1e-30}, Case{300, nan}, Case{nan, 10},
                         Case{300, 0}, Case{-300, 10}, Case{300, 10}}) {
        INFO("axis " << c.length << " pt, tick font " << c.font << " pt");
        const Axis axis{AxisSide::bottom};
        const std::vector<Tick> t = axis.ticks_for(0, 1, c.length, c.font);
        CHECK(t.size() >= 2);
        CHECK(t.size() <= 12);
    }
}

// ---------------------------------------------------------------------------
// Legend placement.

TEST_CASE("best legend: the free place with the lowest score wins, not the first candidate", "[guarantee][legend]") {
    // Tall bars at both ends fill the upper corners (the first candidates);
    // the upper centre is free.
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2, 3}, {0.95, 0.1, 0.1, 0.95}).label("model A");
    ax.legend();
    const Scene s = fig.scene();
    const SceneItem* legend = only(s, "legend");
    REQUIRE(legend);
    const Rect p = plot_of(s, 0);
    const Rect l = legend->bounds();
    INFO("plot " << p.x << "," << p.y << " " << p.width << "x" << p.height << "; legend " << l.x << "," << l.y
                 << " " << l.width << "x" << l.height);
    CHECK(p.contains(l, 0.01));                         // inside the plot, not the outside fallback
    CHECK(std::abs(l.center().x - p.center().x) < 0.1 * p.width);  // in the middle, between the tall bars
    CHECK(l.center().y < p.center().y);                 // in the upper half
    CHECK(find_collisions(s).empty());
}

TEST_CASE("best legend: a line across the top counts against a place", "[guarantee][legend]") {
    // The upper right (first candidate) is free of bars but a line runs through it.
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2, 3}, {0.3, 0.3, 0.05, 0.05}).label("model A");
    ax.line({0, 3}, {0.9, 0.9}).label("model B");
    ax.legend();
    const Scene s = fig.scene();
    const SceneItem* legend = only(s, "legend");
    REQUIRE(legend);
    CHECK(plot_of(s, 0).contains(legend->bounds(), 0.01));
    const auto c = find_collisions(s);
    INFO(report(c));
    CHECK(c.empty());
}

TEST_CASE("best legend: with no free place it goes outside, clear of everything", "[guarantee][legend]") {
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2, 3, 4}, {1, 1, 1, 1, 1}).label("a long legend entry that needs room");
    ax.y_limits(0, 1.0);
    ax.legend();
    const Scene s = fig.scene();
    const SceneItem* legend = only(s, "legend");
    REQUIRE(legend);
    const Rect p = plot_of(s, 0);
    CHECK_FALSE(p.intersects(legend->bounds(), 0));
    const auto c = find_collisions(s);
    INFO(report(c));
    CHECK(c.empty());
}

// ---------------------------------------------------------------------------
// Room made by the layout.

TEST_CASE("head room: a value label above the tallest bar stays inside the plot", "[guarantee][room]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {3, 7, 10});
    ax.text({2, 10}, "10.0 (tallest)").align_center_bottom().size(14);
    const Scene s = fig.scene();
    const Rect p = plot_of(s, 0);
    const SceneItem* label = nullptr;
    for (const SceneItem& it : s.items)
        if (it.payload.text() && contains(it.payload.text()->text.plain, "tallest")) label = &it;
    REQUIRE(label);
    CHECK(label->payload.text()->quad().bounds().top() >= p.top() - 0.01);
    CHECK(fig.collisions().empty());
}

TEST_CASE("head room: a twin's value label above its tallest bar stays inside the plot", "[guarantee][room]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 1, 2}, {1, 2, 3});
    Axes& twin = ax.twin_x();
    twin.bars({0, 1, 2}, {30, 70, 100});
    twin.text({1, 100}, "100 (tallest, twin)").align_center_bottom().size(14);
    const Scene s = fig.scene();
    const Rect p = plot_of(s, 0);
    const SceneItem* label = sqfig_test::find_text(s, "100 (tallest, twin)");
    REQUIRE(label);
    CHECK(label->payload.text()->quad().bounds().top() >= p.top() - 0.01);
    CHECK(fig.collisions().empty());
}

TEST_CASE("side room: a value label right of the longest horizontal bar stays inside the plot", "[guarantee][room]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.hbars({0, 1, 2}, {3, 7, 10});
    ax.text({10, 2}, "  10.0 (longest)").align(HAlign::left, VAlign::center).size(14);
    const Scene s = fig.scene();
    const Rect p = plot_of(s, 0);
    const SceneItem* label = nullptr;
    for (const SceneItem& it : s.items)
        if (it.payload.text() && contains(it.payload.text()->text.plain, "longest")) label = &it;
    REQUIRE(label);
    CHECK(label->payload.text()->quad().bounds().right() <= p.right() + 0.01);
    CHECK(fig.collisions().empty());
}

TEST_CASE("foot room: the value label under the most negative bar stays inside the plot", "[guarantee][room]") {
    // Issue 33: bar_labels promised the limits grow to keep a label inside;
    // under a negative bar it was drawn below the plot, over the spine and ticks.
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    const Bars& bars = ax.bars({0, 1, 2}, {3, -7, -10});
    ax.bar_labels(bars, 1).size(14);
    const Scene s = fig.scene();
    const Rect p = plot_of(s, 0);
    const auto labels = items_of_kind(s, "bar labels");
    REQUIRE(labels.size() == 3);
    for (const SceneItem* l : labels) {
        INFO(l->payload.text()->text.plain);
        CHECK(l->payload.text()->quad().bounds().bottom() <= p.bottom() + 0.01);
        CHECK(l->payload.text()->quad().bounds().top() >= p.top() - 0.01);
    }
    CHECK(fig.collisions().empty());
}

TEST_CASE("collisions: a value label across the spine is reported", "[guarantee][collisions]") {
    // Issue 33: with the limits fixed the head room cannot grow, and the label
    // above the point at 3.7 lies on the top spine; collisions() passed such a
    // label, since spines are not marks. (Bar labels go inside their bar there
    // now: "bar labels under fixed limits go inside the bar's end".)
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.labels({0, 1, 2}, {1, 2, 3.7}, {"a", "b", "c"}).size(14);
    ax.y_limits(0, 4);
    const auto found = fig.collisions();
    bool across = false;
    for (const Collision& c : found) {
        INFO(c.describe());
        across = across || (c.first.find("\"c\"") != std::string::npos && c.second.find("spine") != std::string::npos);
    }
    CHECK(across);
    // The same figure with room for the label reports nothing.
    ax.y_limits(0, 6);
    for (const Collision& c : fig.collisions()) FAIL(c.describe());
}

TEST_CASE("bar labels under fixed limits go inside the bar's end", "[guarantee][bars]") {
    // A label beyond a bar's end crossed the plot's edge where a fixed limit
    // holds it (the view cannot make room): over the spine, or off the page
    // for a bar cut by the limit. It now goes inside the bar's end, or inside
    // the plot's edge for a cut bar, and stays on its bar.
    auto check_inside = [](Figure& fig, const std::vector<std::string>& moved) {
        const Scene s = fig.scene();
        for (const Collision& c : find_collisions(s)) FAIL_CHECK(c.describe());
        const Rect plot = sqfig_test::plot_of(s);
        int found = 0;
        for (const SceneItem& it : s.items) {
            if (it.owner.find("bar label") == std::string::npos || !it.payload.text()) continue;
            const Rect b = it.payload.text()->quad().bounds();
            INFO(it.owner);
            CHECK(plot.contains(b));
            for (const std::string& m : moved)
                if (it.owner.find("\"" + m + "\"") != std::string::npos) {
                    ++found;
                    CHECK(it.container.has_value());  // lives on its bar
                }
        }
        CHECK(found == static_cast<int>(moved.size()));
    };
    Figure v{inches(4, 3)};
    Axes& ax = v.axes();
    const Bars& bars = ax.bars({0, 1, 2, 3}, {3, 9.8, 12, -2});
    ax.bar_labels(bars, {"3.0", "9.8", "12", "-2.0"});
    ax.y_limits(-1, 10);
    check_inside(v, {"9.8", "12", "-2.0"});
    Figure h{inches(4, 3)};
    Axes& hx = h.axes();
    const Bars& hb = hx.hbars({0, 1, 2, 3}, {78.5, 72.5, 64.0, 40.3});
    hx.bar_labels(hb, 1);
    hx.x_limits(0, 80);
    check_inside(h, {"78.5"});
    // A bar the limits hide entirely takes its label with it (inside it there is no room).
    Figure hidden{inches(4, 3)};
    Axes& gx = hidden.axes();
    gx.bar_labels(gx.bars({0, 1}, {2, 7}), {"two", "seven"});
    gx.y_limits(5, 10);
    check_inside(hidden, {});
    const Scene g = hidden.scene();
    int labels = 0;
    for (const SceneItem& it : g.items) labels += it.owner.find("bar label") != std::string::npos;
    CHECK(labels == 1);
    // With the upper limit free the view makes room: every label stays beyond its end.
    hx.x_limits(0, std::nullopt);
    const Scene s = h.scene();
    for (const SceneItem& it : s.items)
        if (it.owner.find("bar label") != std::string::npos) CHECK_FALSE(it.container.has_value());
    CHECK(h.collisions().empty());
}

TEST_CASE("a bar label ending within 2 pt of a held edge goes inside too", "[guarantee][bars]") {
    // Short of the edge by less than 2 pt, the label's glyphs lie on the spine
    // (half its width inside the plot): it goes inside the bar like one past it.
    auto scene_of = [](double length) {
        Figure f{inches(4, 3)};
        Axes& ax = f.axes();
        ax.bar_labels(ax.hbars({0}, {length}), {"label"});
        ax.x_limits(0, 80);
        return f.scene();
    };
    auto label_of = [](const Scene& s) -> const SceneItem& {
        for (const SceneItem& it : s.items)
            if (it.owner.find("bar label") != std::string::npos) return it;
        FAIL("no bar label");
        return s.items.front();
    };
    const Scene short_bar = scene_of(10);
    const Rect plot = sqfig_test::plot_of(short_bar);
    const SceneItem& free = label_of(short_bar);
    REQUIRE_FALSE(free.container.has_value());
    const double width = free.payload.text()->quad().bounds().width;
    // The bar whose label (2 pt padding) ends 1 pt short of the right edge.
    const double length = 80 * (plot.right() - 1 - 2 - width - plot.left()) / plot.width;
    const Scene near = scene_of(length);
    CHECK(label_of(near).container.has_value());
    CHECK(plot.contains(label_of(near).payload.text()->quad().bounds()));
}

TEST_CASE("bar labels on a twin with a fixed limit go inside, the parent's free limit notwithstanding",
          "[guarantee][bars]") {
    // The twin's frame is a copy of its parent's: its y edges must follow the
    // twin's own limits, not the parent's (free here).
    Figure fig{inches(4, 3)};
    Axes& tw = fig.axes().twin_x();
    const Bars& bars = tw.bars({0, 1, 2}, {2, 5, 9.9});
    tw.bar_labels(bars, 1);
    tw.y_limits(0, 10);
    const Scene s = fig.scene();
    for (const Collision& c : find_collisions(s)) FAIL_CHECK(c.describe());
    bool found = false;
    for (const SceneItem& it : s.items)
        if (it.owner.find("bar label \"9.9\"") != std::string::npos) {
            found = true;
            CHECK(it.container.has_value());  // inside its bar's end
        }
    CHECK(found);
}

TEST_CASE("floating bars autoscale to their own span, not to 0", "[guarantee][bars]") {
    // Issue 33: bars from 70 to 76 were drawn as slivers at the top of a 0..77 axis.
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {4, 6, 5}).bottom({70, 70, 71});
    const Scene s = fig.scene();
    const Rect p = plot_of(s, 0);
    double tallest = 0;
    for (const SceneItem* b : items_of_kind(s, "bars")) tallest = std::max(tallest, b->bounds().height);
    CHECK(tallest > 0.5 * p.height);  // 6 of a 70..76 span (plus margins), not 6 of 0..76
    // Bars from 0 still show 0, stuck to the bottom of the plot.
    Figure from_zero{inches(4, 3), sqfig_test::paper_style()};
    from_zero.axes().bars({0, 1, 2}, {74, 76, 75});
    const Scene z = from_zero.scene();
    double lowest = 0;
    for (const SceneItem* b : items_of_kind(z, "bars")) lowest = std::max(lowest, b->bounds().bottom());
    CHECK(lowest == Approx(plot_of(z, 0).bottom()).margin(0.6));
}

TEST_CASE("left room: data text left of the plot's left edge grows the limits as on the right", "[guarantee][room]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    const Bars& bars = ax.hbars({0, 1, 2}, {-3, -7, -10});
    ax.bar_labels(bars, 1).size(14);
    ax.text({0, 2.5}, "a note ending at x = 0  ").align(HAlign::right, VAlign::center);
    const Scene s = fig.scene();
    const Rect p = plot_of(s, 0);
    std::size_t texts = 0;
    for (const SceneItem& it : s.items)
        if (it.payload.text() && it.data_anchored) {
            ++texts;
            INFO(it.payload.text()->text.plain);
            CHECK(it.payload.text()->quad().bounds().left() >= p.left() - 0.01);
        }
    CHECK(texts == 4);
    CHECK(fig.collisions().empty());
}

TEST_CASE("figure-level room: a suptitle sits above every axes", "[guarantee][room]") {
    Figure fig{inches(6, 3), sqfig_test::paper_style()};
    Grid g = fig.grid(1, 2);
    for (int i = 0; i < 2; ++i) {
        g(0, i).line({0, 1}, {0, 1});
        g(0, i).title("panel title");
    }
    fig.suptitle("A suptitle over both panels", 18);
    const Scene s = fig.scene();
    const SceneItem* sup = only(s, "suptitle");
    REQUIRE(sup);
    for (int i = 0; i < 2; ++i) CHECK(top_of_axes(s, i) >= sup->bounds().bottom());
    CHECK(find_collisions(s).empty());
}

TEST_CASE("figure-level room: a figure legend below the grid sits below every axes", "[guarantee][room]") {
    Figure fig{inches(6, 3), sqfig_test::paper_style()};
    Grid g = fig.grid(1, 2);
    g(0, 0).line({0, 1}, {0, 1}).label("first");
    g(0, 1).line({0, 1}, {1, 0}).label("second");
    g(0, 0).x_label("x label");
    fig.legend().location(LegendLocation::outside_bottom);
    const Scene s = fig.scene();
    const SceneItem* legend = only(s, "legend");
    REQUIRE(legend);
    for (int i = 0; i < 2; ++i) CHECK(bottom_of_axes(s, i) <= legend->bounds().top());
    CHECK(find_collisions(s).empty());
}

TEST_CASE("figure-level room: text in figure coordinates near an edge takes a band", "[guarantee][room]") {
    Figure fig{inches(5, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.x_label("x label");
    fig.text({0.5, 0.02}, "Source: a note at the bottom of the page").align(HAlign::center, VAlign::bottom);
    const Scene s = fig.scene();
    const SceneItem* note = nullptr;
    for (const SceneItem& it : s.items)
        if (it.payload.text() && contains(it.payload.text()->text.plain, "Source")) note = &it;
    REQUIRE(note);
    CHECK(bottom_of_axes(s, 0) <= note->bounds().top());
    CHECK(find_collisions(s).empty());
}

TEST_CASE("a plot squeezed by its decorations is reported as a layout problem", "[guarantee][room]") {
    Figure fig{inches(2.5, 2), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.y_axis().formatter([](double v) { return "a very long tick label for " + std::to_string(v); });
    const auto c = fig.collisions();
    INFO(report(c));
    CHECK(reported(c, "plot squeezed", "the layout"));
}

// ---------------------------------------------------------------------------
// Guards at the edges of the API.

TEST_CASE("render refuses a scene holding a NaN, drawing nothing", "[guarantee][render]") {
    Figure fig{inches(3, 2), sqfig_test::paper_style()};
    fig.axes().line({0, 1}, {0, 1});
    Scene s = fig.scene();
    bool poisoned = false;
    for (SceneItem& it : s.items)
        if (!poisoned && it.payload.path() && !it.payload.path()->points.empty()) {
            it.payload.path()->points.back().y = std::numeric_limits<double>::quiet_NaN();
            poisoned = true;
        }
    REQUIRE(poisoned);
    detail::SurfacePtr surface{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 100)};
    detail::CairoPtr cr{cairo_create(surface.get())};
    REQUIRE_THROWS_WITH(render(cr.get(), s), Catch::Contains("not a finite number"));
    CHECK(cairo_status(cr.get()) == CAIRO_STATUS_SUCCESS);
}

TEST_CASE("render refuses a path's breaks out of order or outside its points", "[guarantee][render]") {
    // A custom artist's scene: a break past the points would read past them.
    // (A closed path may have breaks: each run is a polygon, a hexbin's hexagons of one colour.)
    struct Case { std::vector<std::size_t> breaks; bool closed; };
    for (const Case& c : {Case{{0}, false}, Case{{3}, false}, Case{{9}, false}, Case{{2, 1}, false},
                          Case{{1, 1}, false}, Case{{0}, true}}) {
        Scene s;
        s.page = {100, 100};
        SceneItem it;
        it.owner = "my artist";
        ScenePath p;
        p.points = {{10, 10}, {50, 50}, {90, 10}};
        p.breaks = c.breaks;
        p.closed = c.closed;
        p.stroke = StrokeStyle{Color{0, 0, 0}, 1};
        it.payload = p;
        s.items.push_back(it);
        detail::SurfacePtr surface{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)};
        detail::CairoPtr cr{cairo_create(surface.get())};
        CHECK_THROWS_WITH(render(cr.get(), s), Catch::Contains("my artist: the list of path breaks"));
        s.items[0].payload.path()->breaks = {1, 2};
        s.items[0].payload.path()->closed = false;
        CHECK_NOTHROW(render(cr.get(), s));
        s.items[0].payload.path()->breaks = {1};
        s.items[0].payload.path()->closed = true;
        CHECK_NOTHROW(render(cr.get(), s));
    }
}

TEST_CASE("render refuses a marker set whose colours or sizes are not one per centre", "[guarantee][render]") {
    for (int bad = 0; bad < 2; ++bad) {
        Scene s;
        s.page = {100, 100};
        SceneItem it;
        it.owner = "my artist";
        SceneMarkerSet set;
        set.centers = {{10, 10}, {50, 50}, {90, 10}};
        if (bad == 0) set.colors = {Color{1, 0, 0}};
        else set.sizes = {1, 2};
        it.marker_set = set;
        s.items.push_back(it);
        detail::SurfacePtr surface{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)};
        detail::CairoPtr cr{cairo_create(surface.get())};
        CHECK_THROWS_WITH(render(cr.get(), s), Catch::Contains("my artist: the marker set's colours or sizes"));
        // Read as a whole before that, such lists are not used.
        CHECK(s.items[0].marker_set->marker(2).size == SceneMarker{}.size);
    }
}

TEST_CASE("setters refuse NaN, negative and huge colours and widths, changing nothing", "[guarantee][setters]") {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    Figure fig{inches(3, 2), sqfig_test::paper_style()};
    Line& line = fig.axes().line({0, 1}, {0, 1});
    line.color(Color{0.1, 0.2, 0.3}).width(2);
    for (const Color& bad : {Color{nan, 0, 0}, Color{-0.1, 0, 0}, Color{0, 2, 0}, Color{0, 0, 0, 1e308}})
        CHECK_THROWS_WITH(line.color(bad), Catch::Contains("colour components must be numbers between 0 and 1"));
    for (const double bad : {nan, -1.0, 1e308, std::numeric_limits<double>::infinity()})
        CHECK_THROWS_WITH(line.width(bad), Catch::Contains("width between 0 and 10000"));
    // Nothing changed: the line still draws in its colour and width.
    const Scene s = fig.scene();
    bool seen = false;
    for (const SceneItem& it : s.items)
        if (it.kind == "line" && it.payload.path() && it.payload.path()->stroke) {
            seen = true;
            CHECK(it.payload.path()->stroke->width == 2);
            CHECK(it.payload.path()->stroke->color.r == Approx(0.1));
        }
    CHECK(seen);
}

TEST_CASE("the collision report lists at most max_listed_collisions and says when it stopped", "[guarantee][collisions]") {
    // 200 labels on one spot: 19,900 text-on-text pairs.
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    for (int i = 0; i < 200; ++i) ax.text({0.2, 0.8}, "label " + std::to_string(i), Coords::axes);
    const auto c = fig.collisions();
    REQUIRE(c.size() == max_listed_collisions + 1);
    CHECK(contains(c.back().first, "more collisions"));
    CHECK(contains(c.back().second, "limit"));
    CHECK(reported(c, "label 0", "label 1"));
}

TEST_CASE("a labelled series with no data gets no legend entry", "[guarantee][legend]") {
    // Issue 33: an empty series named a line, bar or band that is not in the figure.
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1}).label("drawn");
    ax.line({}, {}).label("empty line");
    ax.scatter({}, {}).label("empty scatter");
    ax.bars({}, {}).label("empty bars");
    ax.error_bars({}, {}).label("empty error bars");
    ax.band({}, {}, {}).label("empty band");
    ax.legend();
    const auto entries = ax.legend_entries();
    REQUIRE(entries.size() == 1);
    CHECK(entries[0].label == "drawn");
    CHECK(fig.collisions().empty());
}

// Three behaviours that only golden images guarded (issue 33): each now has a
// test that says what is wrong when it breaks (scripts/mutation.py switches
// each off: twin-parent-y-view, colorbar-reversed, bars-no-sticky-zero).

TEST_CASE("a twin's data is drawn on the twin's own y range, not its parent's", "[guarantee][twin]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.line({0, 1, 2}, {0, 0.5, 1});
    ax.y_limits(0, 1);
    ax.twin_x().line({0, 1, 2}, {1000, 5000, 2000});
    const Scene s = fig.scene();
    const Rect p = plot_of(s, 0);
    const SceneItem* twin_line = nullptr;
    for (const SceneItem& it : s.items)
        if (it.kind == "line" && contains(it.owner, "twin") && it.payload.path()) twin_line = &it;
    REQUIRE(twin_line);
    double top = p.bottom();
    for (const Point& q : twin_line->payload.path()->points) {
        CHECK(q.y >= p.top() - 0.01);     // inside the plot, not far above it
        CHECK(q.y <= p.bottom() + 0.01);
        top = std::min(top, q.y);
    }
    CHECK(top - p.top() < 0.2 * p.height);  // the peak near the top: the twin's own 1000..5000 range
}

TEST_CASE("a colourbar shows the map's high end at the top (right side) and the right (bottom side)",
          "[guarantee][colorbar]") {
    for (const ColorbarSide side : {ColorbarSide::right, ColorbarSide::bottom}) {
        Figure fig{inches(4, 3), sqfig_test::paper_style()};
        Axes& ax = fig.axes();
        Heatmap& h = ax.heatmap({0, 1, 2, 3}, 2, 2);
        ax.colorbar(h).side(side);
        const Scene s = fig.scene();
        const SceneItem* bar = nullptr;
        for (const SceneItem& it : s.items)
            if (it.kind == "colourbar" && it.payload.image()) bar = &it;
        REQUIRE(bar);
        const SceneImage& im = *bar->payload.image();
        const bool right = side == ColorbarSide::right;
        // The high end of the strip: its first row (right side) or last column (bottom side).
        const std::size_t high = right ? 0 : static_cast<std::size_t>(im.width - 1);
        const std::size_t low = right ? static_cast<std::size_t>(im.height - 1) : 0;
        const Color top = Colormap::viridis()(1.0), bottom = Colormap::viridis()(0.0);
        auto near = [](std::uint8_t byte, double v) { return std::abs(byte / 255.0 - v) < 0.02; };
        CHECK(near((*im.rgba)[high * 4 + 0], top.r));
        CHECK(near((*im.rgba)[high * 4 + 1], top.g));
        CHECK(near((*im.rgba)[low * 4 + 0], bottom.r));
        CHECK(near((*im.rgba)[low * 4 + 1], bottom.g));
    }
}

TEST_CASE("bars from 0 stand on the bottom of the plot: no margin below 0", "[guarantee][bars]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    fig.axes().bars({0, 1, 2}, {3, 5, 4});
    const Scene s = fig.scene();
    const Rect p = plot_of(s, 0);
    const auto bars = items_of_kind(s, "bars");
    REQUIRE(bars.size() == 3);
    for (const SceneItem* b : bars) CHECK(b->bounds().bottom() == Approx(p.bottom()).margin(0.6));
    // Lines keep their margin: the stick is the bars' (matplotlib's sticky edges).
    Figure line{inches(4, 3), sqfig_test::paper_style()};
    line.axes().line({0, 1, 2}, {0, 5, 4});
    const Scene l = line.scene();
    const auto lines = items_of_kind(l, "line");
    REQUIRE_FALSE(lines.empty());
    double lowest = 0;
    for (const Point& q : lines.front()->payload.path()->points) lowest = std::max(lowest, q.y);
    CHECK(plot_of(l, 0).bottom() - lowest > 2);
}

// Issue 34: dense marks in vector outputs (scripts/mutation.py: raster-auto-off, raster-image-offset).
TEST_CASE("a line of more than raster_markers_above markers is an image in vector outputs, where its marks would be",
          "[guarantee][dense]") {
    const std::size_t n = 2 * raster_markers_above + 1000;  // a NaN every other point: 20,500 markers
    std::vector<double> x(n), y(n);
    for (std::size_t i = 0; i < n; ++i) {
        x[i] = static_cast<double>(i);
        y[i] = i % 2 ? std::numeric_limits<double>::quiet_NaN() : std::sin(0.001 * static_cast<double>(i));
    }
    auto figure = [&](std::optional<bool> rasterized) {
        auto fig = std::make_unique<Figure>(inches(4, 3), sqfig_test::paper_style());
        Line& line = fig->axes().line(x, y).marker(MarkerShape::circle).marker_size(3);
        if (rasterized) line.rasterized(*rasterized);
        return fig;
    };
    auto line_of = [](const Scene& s) -> const SceneItem& {
        for (const SceneItem& it : s.items)
            if (it.kind == "line") return it;
        throw std::runtime_error("no line");
    };
    const auto automatic = figure(std::nullopt), vector = figure(false);
    const Scene scene = automatic->scene();
    CHECK(line_of(scene).raster_dpi == default_raster_dpi);
    CHECK(line_of(vector->scene()).raster_dpi == 0);
    CHECK(contains(automatic->to_bytes(Format::pdf), "/Subtype /Image"));
    CHECK_FALSE(contains(vector->to_bytes(Format::pdf), "/Subtype /Image"));

    // Recorded (a vector target: the line becomes an image) and replayed at
    // the image's resolution, the page matches the line drawn on pixels.
    const double scale = default_raster_dpi / 72;
    const int w = static_cast<int>(scene.page.width * scale), h = static_cast<int>(scene.page.height * scale);
    cairo_rectangle_t page{0, 0, scene.page.width, scene.page.height};
    detail::SurfacePtr recording{cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &page)};
    {
        detail::CairoPtr cr{cairo_create(recording.get())};
        render(cr.get(), scene);
    }
    auto pixels = [&](bool replayed) {
        detail::SurfacePtr image{cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h)};
        detail::CairoPtr cr{cairo_create(image.get())};
        cairo_scale(cr.get(), scale, scale);
        if (replayed) {
            cairo_set_source_surface(cr.get(), recording.get(), 0, 0);
            cairo_paint(cr.get());
        } else {
            render(cr.get(), scene);
        }
        cairo_surface_flush(image.get());
        return image;
    };
    const detail::SurfacePtr replayed = pixels(true), direct = pixels(false);
    const int stride = cairo_image_surface_get_stride(direct.get());
    const unsigned char* a = cairo_image_surface_get_data(replayed.get());
    const unsigned char* b = cairo_image_surface_get_data(direct.get());
    // Inside the plot: a replayed spine on a half pixel is anti-aliased differently.
    const Rect inside = plot_of(scene, 0).inflated(-3);
    const int r0 = static_cast<int>(inside.top() * scale), r1 = static_cast<int>(inside.bottom() * scale);
    const int c0 = static_cast<int>(inside.left() * scale) * 4, c1 = static_cast<int>(inside.right() * scale) * 4;
    double diff = 0;
    long long far = 0;
    for (int r = r0; r < r1; ++r)
        for (int c = c0; c < c1; ++c) {
            const int d = std::abs(a[r * stride + c] - b[r * stride + c]);
            diff += d;
            far += d > 64;
        }
    const double mean = diff / (double(r1 - r0) * (c1 - c0));
    INFO("mean difference " << mean << ", " << far << " channels differ by more than 64");
    CHECK(mean < 0.2);
    CHECK(far < 200);
}

TEST_CASE("messages name their cause, not a symptom further on", "[guarantee][messages]") {
    // Issue 33's list: each of these once blamed something else.
    auto scene_error = [](const std::function<void(Figure&)>& build) {
        Figure fig{inches(3, 2), sqfig_test::paper_style()};
        try {
            build(fig);  // some are refused at the call
            (void)fig.to_bytes(Format::pdf);
        } catch (const Error& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    // A finite data span wider than a double: not "a point of the path is not a finite number".
    std::string e = scene_error([](Figure& f) { f.axes().line({0, 1}, {-1.7e308, 1.7e308}); });
    CHECK(contains(e, "y data from -1.7e+308 to 1.7e+308 spans more than the largest double"));
    // Bars stacked past DBL_MAX on a linear axis: not "which a log axis cannot show".
    e = scene_error([](Figure& f) { f.axes().bars({0, 1}, {1e308, 1e308}).bottom({1e308, 1e308}); });
    CHECK(contains(e, "its end, base 1e+308 + height 1e+308, is beyond the largest double"));
    CHECK_FALSE(contains(e, "log"));
    // 5e-324 .. DBL_MAX on a log axis is drawn (log_ticks once said "hi must be finite").
    CHECK(scene_error([](Figure& f) {
              f.axes().y_scale(LogScale{10});
              f.axes().line({0, 1}, {5e-324, std::numeric_limits<double>::max()});
          }).empty());
    // pad = NaN: not "page size or background is not finite".
    Figure fig{inches(3, 2)};
    fig.axes().line({0, 1}, {0, 1});
    SaveOptions tight;
    tight.tight = true;
    tight.pad = std::nan("");
    try {
        (void)fig.to_bytes(Format::pdf, tight);
        FAIL("a NaN pad was accepted");
    } catch (const Error& err) {
        CHECK(contains(err.what(), "SaveOptions::pad"));
    }
    // Invalid UTF-8 says which text.
    CHECK(contains(scene_error([](Figure& f) { f.axes().title("bad \xff title"); }), "text \"bad \\xFF title\""));
    // An unknown colour or colour map has a did-you-mean.
    try {
        (void)Color::parse("orang");
        FAIL("\"orang\" parsed");
    } catch (const Error& err) {
        CHECK(contains(err.what(), "did you mean \"orange\""));
    }
    try {
        (void)Colormap::named("viridsi_r");
        FAIL("\"viridsi_r\" found");
    } catch (const Error& err) {
        CHECK(contains(err.what(), "did you mean \"viridis_r\""));
    }
}

TEST_CASE("an Error says what it is about: usage, data, output or callback", "[guarantee][messages]") {
    // Issue 33: one type to catch, kinds a caller can tell apart.
    auto kind_of = [](const std::function<void()>& f) -> std::optional<ErrorKind> {
        try {
            f();
        } catch (const Error& e) {
            return e.kind();
        }
        return std::nullopt;
    };
    CHECK(kind_of([] { (void)Color::parse("blu"); }) == ErrorKind::usage);
    CHECK(kind_of([] {
              Figure fig{inches(3, 2)};
              fig.axes().bars({0, 1}, {1, 2}).width(-1);
          }) == ErrorKind::usage);
    CHECK(kind_of([] {
              Figure fig{inches(3, 2)};
              fig.axes().line({0, 1}, {0, std::numeric_limits<double>::infinity()});
              (void)fig.scene();
          }) == ErrorKind::data);  // through the axes' "axes 0, artist 0:" prefix
    CHECK(kind_of([] {
              Figure fig{inches(3, 2)};
              fig.axes().y_scale(LogScale{10});
              fig.axes().bars({0, 1}, {1, -2});
              (void)fig.scene();
          }) == ErrorKind::data);
    CHECK(kind_of([] {
              Figure fig{inches(3, 2)};
              fig.axes().line({0, 1}, {0, 1});
              fig.save("/nonexistent-sqfig-folder/chart.pdf");
          }) == ErrorKind::output);
    CHECK(kind_of([] {
              Figure fig{inches(3, 2)};
              fig.axes().line({0, 1}, {0, 1});
              fig.axes().y_axis().formatter([](double) -> std::string { throw std::runtime_error("mine"); });
              (void)fig.scene();
          }) == ErrorKind::callback);
}

TEST_CASE("a tight page past 100000 points is refused with a message, not drawn past Cairo's range", "[guarantee][tight]") {
    // fuzz_chart: an arrow to a point 10^8 points away made a tight page
    // that tall, and Cairo's PDF replay of a clipped bar then asserted.
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1}, {1, 2});
    ax.y_limits(0, 3);
    ax.annotate("far", {0.5, 1e8}, {0.5, 2.5});
    SaveOptions tight;
    tight.tight = true;
    for (const Format f : {Format::pdf, Format::svg, Format::ps, Format::png}) {
        INFO("format " << static_cast<int>(f));
        try {
            (void)fig.to_bytes(f, tight);
            FAIL("no error");
        } catch (const Error& e) {
            CHECK(contains(e.what(), "past the 100000 a page may have"));
            CHECK(e.kind() == ErrorKind::data);
        }
        CHECK(fig.to_bytes(f).size() > 100);  // without tight the far end is off the page
    }
}
