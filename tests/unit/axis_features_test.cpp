// Axis and axes features of issue 13: grid lines, a twin y axis (twinx),
// shared axes in a grid, annotations, tick formatters with offset text, and
// equal aspect. Checked on the laid-out scene (geometry, footprints,
// collisions) and at the call (bad arguments refused, nothing changed).
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/style.hpp"
#include "../support/errors.hpp"
#include "../support/scene_queries.hpp"
#include "../support/strings.hpp"

#include <cmath>
#include <functional>
#include <utility>
#include <limits>
#include <set>

using namespace sqfig;

namespace {

using sqfig_test::contains;
using sqfig_test::error_of;
using sqfig_test::find_text;
using sqfig_test::items_of_kind;
using sqfig_test::kMinus;
using sqfig_test::plot_of;
using sqfig_test::report;

// Tick labels of one axis ("x" or "y") of axes `group`, as plain text.
std::vector<std::string> tick_texts(const Scene& s, int group, const std::string& letter) {
    std::vector<std::string> out;
    for (const SceneItem& it : s.items)
        if (it.kind == "tick label" && it.group == group && contains(it.owner, " " + letter + " tick label"))
            out.push_back(it.payload.text()->text.plain);
    return out;
}

}  // namespace

// ---------------------------------------------------------------- grid ----

TEST_CASE("grid lines sit at the major ticks, under the data, clipped, never judged as data", "[axis][grid]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1, 2, 3, 4}, {0, 1, 4, 9, 16});
    ax.grid();
    const Scene s = fig.scene();
    const auto lines = items_of_kind(s, "grid line");
    const std::size_t x_ticks = tick_texts(s, 0, "x").size(), y_ticks = tick_texts(s, 0, "y").size();
    REQUIRE(x_ticks >= 3);
    CHECK(lines.size() == x_ticks + y_ticks);
    const Rect plot = plot_of(s, 0);
    std::size_t first_line = s.items.size(), first_grid = s.items.size();
    for (std::size_t i = 0; i < s.items.size(); ++i) {
        if (s.items[i].kind == "line" && first_line == s.items.size()) first_line = i;
        if (s.items[i].kind == "grid line" && first_grid == s.items.size()) first_grid = i;
    }
    CHECK(first_grid < first_line);  // drawn under the data
    for (const SceneItem* g : lines) {
        CHECK(g->footprint == Footprint::none);
        REQUIRE(g->clip);
        CHECK(g->clip->contains(plot, 1));
        CHECK(g->payload.path()->stroke->color.a == Approx(1.0));
        CHECK(g->payload.path()->stroke->width == Approx(fig.style().grid_width));
    }
    CHECK(report(fig.collisions()).empty());
}

TEST_CASE("grid lines do not push the best legend out of its place", "[axis][grid][legend]") {
    auto legend_box = [](bool grid) {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        ax.line({0, 1, 2, 3, 4}, {0, 1, 4, 9, 16}).label("rising");
        ax.legend();
        if (grid) ax.grid(true, true);
        const Scene s = fig.scene();
        const auto frames = items_of_kind(s, "legend");
        REQUIRE(frames.size() == 1);
        return frames[0]->bounds();
    };
    const Rect without = legend_box(false), with = legend_box(true);
    CHECK(with.x == Approx(without.x));
    CHECK(with.y == Approx(without.y));
}

TEST_CASE("minor grid lines: between linear majors (4 or 5 steps), at log minor ticks", "[axis][grid]") {
    Figure fig{inches(4, 3)};
    Grid g = fig.grid(1, 2);
    g(0, 0).line({0, 10}, {0, 10});
    g(0, 0).x_limits(0, 10).y_limits(0, 10);
    g(0, 0).y_axis().grid(false, true);
    g(0, 1).line({1, 1000}, {1, 2});
    g(0, 1).x_scale(LogScale{10}).x_axis().grid(false, true).grid_style("#ff0000", 0.5, 0.4);
    const Scene s = fig.scene();
    CHECK(items_of_kind(s, "grid line").empty());
    const auto minor0 = items_of_kind(s, "minor grid line", 0), minor1 = items_of_kind(s, "minor grid line", 1);
    // y 0..10 with majors every 2: each step in 4 parts, 3 lines in each of 5 steps.
    REQUIRE(tick_texts(s, 0, "y").size() == 6);
    CHECK(minor0.size() == 15);
    // 1..1000 log: 2..9 in each of 3 decades = 24, with the margin's stray ones inside the view.
    CHECK(minor1.size() >= 24);
    CHECK(minor1[0]->payload.path()->stroke->color.a == Approx(0.4));
    CHECK(minor1[0]->payload.path()->stroke->width == Approx(0.25));  // half the major width
}

TEST_CASE("grid settings are checked at the call and change nothing on error", "[axis][grid][misuse]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.y_axis().grid().grid_style("#00ff00", 1.0, 0.5);
    CHECK(contains(error_of([&] { ax.y_axis().grid_style("#000000", 1.0, 1.5); }), "alpha"));
    CHECK(contains(error_of([&] { ax.y_axis().grid_style("#000000", -1.0); }), "width"));
    CHECK(contains(error_of([&] { ax.y_axis().grid_style("nope", 1.0); }), "colour"));
    const Scene s = fig.scene();
    const auto lines = items_of_kind(s, "grid line");
    REQUIRE(!lines.empty());
    CHECK(lines[0]->payload.path()->stroke->color.g == Approx(1.0));
    CHECK(lines[0]->payload.path()->stroke->color.a == Approx(0.5));
    Style bad = Style::matplotlib();
    bad.grid_alpha = 2;
    CHECK(contains(error_of([&] { Figure f(inches(2, 2), bad); }), "grid_alpha"));
}

// ---------------------------------------------------------------- twin ----

TEST_CASE("twin_x: a right-hand y axis sharing the plot and x, its own artists, one legend", "[axis][twin]") {
    Figure fig{inches(5, 3.5), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2, 3}, {10, 20, 15, 25}).label("throughput");
    ax.y_label("tokens / s");
    Axes& ax2 = ax.twin_x();
    CHECK(&ax.twin_x() == &ax2);
    CHECK(contains(error_of([&] { ax2.twin_x(); }), "already a twin"));
    ax2.line({0, 1, 2, 3, 5}, {100, 120, 90, 160, 140}).label("latency").color("#d62728");
    ax2.y_axis().color("#d62728").label("latency (ms)");
    ax.legend().location(LegendLocation::upper_left);
    CHECK(&ax2.legend() == &ax.legend());

    const Scene s = fig.scene();
    CHECK(report(find_collisions(s)).empty());
    const Rect plot = plot_of(s, 0);
    // The twin's y tick labels: right of the plot, in its colour; the left ones stay left.
    std::size_t right = 0, left = 0;
    for (const SceneItem& it : s.items) {
        if (it.kind != "tick label" || !contains(it.owner, "y tick label")) continue;
        const Rect b = it.bounds();
        if (contains(it.owner, "twin")) {
            ++right;
            CHECK(b.left() > plot.right());
            CHECK(it.payload.text()->color.r == Approx(0xd6 / 255.0));
        } else {
            ++left;
            CHECK(b.right() < plot.left());
        }
    }
    CHECK(right >= 3);
    CHECK(left >= 3);
    const SceneItem* label = find_text(s, "latency (ms)");
    REQUIRE(label);
    CHECK(label->bounds().left() > plot.right());
    CHECK(label->payload.text()->color.r == Approx(0xd6 / 255.0));
    CHECK(label->bounds().right() <= fig.size().width);
    // The x axis is autoscaled over both: the twin's point at x = 5 is inside.
    bool five = false;
    for (const std::string& t : tick_texts(s, 0, "x")) five = five || t == "5";
    CHECK(five);
    // One legend with both entries.
    CHECK(items_of_kind(s, "legend").size() == 1);
    CHECK(find_text(s, "throughput"));
    CHECK(find_text(s, "latency"));
    // The figure legend gathers the twin's entries too.
    Figure f2{inches(5, 3.5)};
    f2.axes().line({0, 1}, {0, 1}).label("a");
    f2.axes().twin_x().line({0, 1}, {5, 3}).label("b");
    f2.legend();
    const Scene s2 = f2.scene();
    CHECK(find_text(s2, "b"));
}

TEST_CASE("twin_x: a legend outside right keeps clear of the twin's tick labels and label", "[axis][twin][legend]") {
    Figure fig{inches(5, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1, 2}, {0, 1, 2}).label("left data");
    Axes& ax2 = ax.twin_x();
    ax2.line({0, 1, 2}, {1000, 5000, 2000}).label("right data");
    ax2.y_label("right label");
    ax.legend().location(LegendLocation::outside_right);
    const Scene s = fig.scene();
    CHECK(report(find_collisions(s)).empty());
    const auto frames = items_of_kind(s, "legend");
    REQUIRE(frames.size() == 1);
    const SceneItem* label = find_text(s, "right label");
    REQUIRE(label);
    CHECK(frames[0]->bounds().left() > label->bounds().right());
}

TEST_CASE("twin_x: the collision check and the layout see the twin's items", "[axis][twin][collisions]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1, 2}, {0, 1, 2});
    Axes& ax2 = ax.twin_x();
    ax2.line({0, 1, 2}, {0, 50, 100});
    ax2.y_label("a long right-hand label");
    const Scene s = fig.scene();
    for (const SceneItem& it : s.items)
        if (it.payload.text()) CHECK(it.bounds().right() <= fig.size().width + 0.01);  // room made on the right
    CHECK(report(find_collisions(s)).empty());
    // A twin's text over the left tick labels collides with them.
    ax2.text({-0.02, 0.5}, "over the left labels", Coords::axes).align(HAlign::right, VAlign::center);
    const std::string r = report(fig.collisions());
    CHECK(contains(r, "twin text"));
    // Bad data on the twin's own scale is reported naming the twin.
    ax2.y_scale(LogScale{10});
    ax2.line({0, 1}, {0, 1});
    CHECK(contains(error_of([&] { (void)fig.scene(); }), "twin"));
}

// -------------------------------------------------------- shared axes ----

TEST_CASE("shared axes in a 2x3 grid: same limits over the union, inner tick labels hidden, ticks kept",
          "[axis][share]") {
    Figure fig{inches(7, 4.2), sqfig_test::paper_style()};
    GridOptions o;
    o.share_x = Share::all;
    o.share_y = Share::all;
    Grid g = fig.grid(2, 3, o);
    for (int i = 0; i < 6; ++i) g(i / 3, i % 3).line({0, 1, 2}, {0, 1.0 + i, 2.0 * (i + 1)}).label("run");
    g(1, 2).line({0, 8}, {0, 60});  // the largest x and y: every panel shows them
    fig.legend();
    fig.suptitle("six panels");
    const Scene s = fig.scene();
    CHECK(report(find_collisions(s)).empty());
    const std::vector<std::string> y_first = tick_texts(s, 0, "y"), x_last = tick_texts(s, 5, "x");
    REQUIRE(!y_first.empty());
    CHECK(y_first.back() == "60");
    CHECK(x_last.back() == "8");
    for (int i = 0; i < 6; ++i) {
        const bool left_col = i % 3 == 0, bottom_row = i / 3 == 1;
        CHECK(tick_texts(s, i, "y").empty() != left_col);
        CHECK(tick_texts(s, i, "x").empty() != bottom_row);
        if (left_col) CHECK(tick_texts(s, i, "y") == y_first);
        CHECK(items_of_kind(s, "tick", i).size() == items_of_kind(s, "tick", 0).size());  // the ticks stay
    }
    // Same limits: a tick at y = 60 sits at the same height in panels of one row.
    auto tick_y_positions = [&](int group) {
        std::vector<double> ys;
        for (const SceneItem* t : items_of_kind(s, "tick", group))
            if (std::abs(t->payload.path()->points[0].y - t->payload.path()->points[1].y) < 1e-9) ys.push_back(t->payload.path()->points[0].y);
        return ys;
    };
    CHECK(tick_y_positions(1) == tick_y_positions(0));
    CHECK(tick_y_positions(2) == tick_y_positions(0));
}

TEST_CASE("shared axes per row or column; fixed limits on one member set the group's", "[axis][share]") {
    Figure fig{inches(6, 4)};
    GridOptions o;
    o.share_y = Share::row;
    o.share_x = Share::column;
    Grid g = fig.grid(2, 2, o);
    g(0, 0).line({0, 1}, {0, 10});
    g(0, 1).line({0, 3}, {1, 20});
    g(1, 0).line({0, 1}, {0, 1000});
    g(1, 1).line({0, 1}, {0, 2});
    g(1, 1).y_limits(-5, 5);
    const Scene s = fig.scene();
    CHECK(tick_texts(s, 0, "y").back() == "20");   // row 0: union 0..20
    CHECK(tick_texts(s, 2, "y").back() == "4");    // row 1: the member's fixed −5..5
    CHECK(tick_texts(s, 2, "y").front() == kMinus + "4");
    CHECK(tick_texts(s, 1, "y").empty());          // inner column
    CHECK(tick_texts(s, 0, "x").empty());          // upper row, column shared
    CHECK(tick_texts(s, 3, "x").back() == "3");    // column 1: union 0..3
    // Shared axes must have the same scale: refused at layout naming both.
    g(0, 1).y_scale(LogScale{10});
    const std::string e = error_of([&] { (void)fig.scene(); });
    CHECK(contains(e, "axes 1"));
    CHECK(contains(e, "axes 0"));
    CHECK(contains(e, "log10"));
}

TEST_CASE("shared axes share their direction; two different fixed limits are an error", "[axis][share]") {
    // Issue 33: one inverted member (by invert() or a heatmap) was drawn the
    // other way up from the rest, under hidden tick labels; and of two fixed
    // limits on one shared axis, the second was dropped without a word.
    auto first_point_y = [](const Scene& s, int group) {
        for (const SceneItem& it : s.items)
            if (it.group == group && it.kind == "line" && it.payload.path() && !it.payload.path()->points.empty())
                return it.payload.path()->points.front().y;
        FAIL("no line in axes " << group);
        return 0.0;
    };
    Figure fig{inches(6, 3)};
    Grid g = fig.grid(1, 2, GridOptions::shared(Share::none, Share::row));
    g(0, 0).line({0, 1}, {0, 10});
    g(0, 1).line({0, 1}, {0, 10});
    g(0, 1).y_axis().invert();
    const Scene s = fig.scene();
    const Rect p0 = plot_of(s, 0), p1 = plot_of(s, 1);
    // y = 0 at the top of both plots: the group is inverted.
    CHECK(first_point_y(s, 0) - p0.top() < 0.25 * p0.height);
    CHECK(first_point_y(s, 1) - p1.top() < 0.25 * p1.height);

    Figure limits{inches(6, 3)};
    Grid h = limits.grid(1, 2, GridOptions::shared(Share::all, Share::none));
    h(0, 0).line({0, 1}, {0, 1});
    h(0, 1).line({5, 6}, {0, 1});
    h(0, 0).x_limits(0, 1);
    h(0, 1).x_limits(0, 1);  // the same limits on both: fine
    CHECK_NOTHROW(limits.scene());
    h(0, 1).x_limits(5, 6);
    const std::string e = error_of([&] { (void)limits.scene(); });
    CHECK(contains(e, "axes 1"));
    CHECK(contains(e, "axes 0"));
    CHECK(contains(e, "5 .. 6"));
    CHECK(contains(e, "0 .. 1"));
}

TEST_CASE("a twin's x setters are refused: its x axis is its parent's", "[axis][twin]") {
    // Issue 33: a twin's x_limits replaced the parent's, and its x_scale changed
    // the parent's, whose artist the resulting error then blamed.
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.x_limits(0, 1);
    Axes& twin = ax.twin_x();
    twin.line({0, 1}, {5, 6});
    for (const auto& [what, call] : std::vector<std::pair<std::string, std::function<void()>>>{
             {"x_limits", [&] { twin.x_limits(5, 6); }},
             {"x_scale", [&] { twin.x_scale(LogScale{10}); }},
             {"x_label", [&] { twin.x_label("steps"); }},
             {"x_ticks", [&] { twin.x_ticks({0, 1}); }},
             {"x_tick_labels", [&] { twin.x_tick_labels(); }},
             {"x_axis", [&] { twin.x_axis(); }},
             {"margins", [&] { twin.margins(0.1, 0.1); }}}) {
        INFO(what);
        const std::string e = error_of(call);
        CHECK(contains(e, what + ": a twin shares its parent's x axis"));
        CHECK(contains(e, "set x on axes 0"));
    }
    CHECK(*ax.x_axis().upper_limit() == 1);  // the parent's own, unchanged
    CHECK(ax.x_scale().name() == "linear");
    CHECK(&std::as_const(twin).x_axis() == &std::as_const(ax).x_axis());  // reading it is fine
    CHECK_NOTHROW(twin.y_limits(4, 7));
}

// ---------------------------------------------------------- annotate ----

TEST_CASE("annotate: the arrow starts at the edge of the text box and stops short of the point",
          "[artist][annotate]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1, 2, 3, 4}, {0, 3, 1, 2, 0});
    Annotation& a = ax.annotate("peak", {1, 3}, {3, 2.6});
    CHECK(a.point().x == 1);
    const Scene s = fig.scene();
    CHECK(report(find_collisions(s)).empty());
    const SceneItem* text = find_text(s, "peak");
    REQUIRE(text);
    CHECK(text->footprint == Footprint::text);
    std::vector<const SceneItem*> arrow;
    for (const SceneItem& it : s.items)
        if (it.kind == "annotation" && it.payload.path()) arrow.push_back(&it);
    REQUIRE(arrow.size() == 2);  // shaft and head
    const Point start = arrow[0]->payload.path()->points.front();
    const Rect box = text->payload.text()->quad().bounds();
    const Rect edge = box.inflated(2);
    const bool on_edge = std::abs(start.x - edge.left()) < 1e-6 || std::abs(start.x - edge.right()) < 1e-6 ||
                         std::abs(start.y - edge.top()) < 1e-6 || std::abs(start.y - edge.bottom()) < 1e-6;
    CHECK(on_edge);
    CHECK(!box.contains(start));
    CHECK(arrow[0]->footprint == Footprint::segments);
    // The tip: 2 points short of the data point (page position from the line's own vertex).
    const SceneItem* line = items_of_kind(s, "line")[0];
    const Point target = line->payload.path()->points[1];
    const Point tip = arrow[1]->payload.path()->points.front();
    CHECK(std::hypot(tip.x - target.x, tip.y - target.y) == Approx(2.0).margin(1e-6));
}

TEST_CASE("annotate: bad arguments are refused at the call; points a log axis cannot show at layout",
          "[artist][annotate][misuse]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    CHECK(contains(error_of([&] { ax.annotate("x", {nan, 1}, {0, 0}); }), "finite number"));
    CHECK(contains(error_of([&] { ax.annotate("x", {1, 1}, {0, nan}); }), "text y"));
    CHECK(ax.artists().empty());
    Annotation& a = ax.annotate("here", {1, 0}, {2, 1});
    CHECK(contains(error_of([&] { a.head(-1, 2); }), "head length"));
    CHECK(contains(error_of([&] { a.arrow_color("bogus"); }), "colour"));
    ax.y_scale(LogScale{10});
    CHECK(contains(error_of([&] { (void)fig.scene(); }), "annotation \"here\""));
}

TEST_CASE("annotate: a point under its own text gets no arrow", "[artist][annotate]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 4}, {0, 4});
    ax.annotate("centre", {2, 2}, {2, 2});
    std::size_t paths = 0;
    const Scene s = fig.scene();
    for (const SceneItem& it : s.items) paths += it.kind == "annotation" && it.payload.path() ? 1 : 0;
    CHECK(paths == 0);
}

// -------------------------------------------------------- formatters ----

TEST_CASE("tick formatters: percent, SI prefixes and a user function", "[axis][formatter]") {
    const TickFormatter pct = TickFormatter::percent(1);
    CHECK(pct.labels({0, 0.2, 0.4, 1.0}) == std::vector<std::string>{"0%", "20%", "40%", "100%"});
    CHECK(TickFormatter::percent().labels({0, 2.5, 5}) == std::vector<std::string>{"0.0%", "2.5%", "5.0%"});
    CHECK(TickFormatter::percent(100, 1).labels({-10}) == std::vector<std::string>{kMinus + "10.0%"});
    const TickFormatter si = TickFormatter::si();
    CHECK(si.labels({0, 20000, 1.5e6, 0.002, -5000, 999.95, 1e-6}) ==
          std::vector<std::string>{"0", "20k", "1.5M", "2m", kMinus + "5k", "1k", "1\xC2\xB5"});
    CHECK(TickFormatter::si("B", 1, " ").labels({1.5e9}) == std::vector<std::string>{"1.5 GB"});
    CHECK(TickFormatter::si("<x>").labels({1000}) == std::vector<std::string>{"1k&lt;x&gt;"});

    CHECK(contains(error_of([] { (void)TickFormatter::percent(0); }), "whole"));
    CHECK(contains(error_of([] { (void)TickFormatter::function(nullptr); }), "no function"));
    CHECK(contains(error_of([] { (void)TickFormatter::si("", 21); }), "decimals"));

    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 10000, 20000}, {0, 0.25, 0.5});
    ax.x_axis().formatter(TickFormatter::si());
    ax.y_axis().formatter([](double v) { return "$" + format_fixed(v, 1) + "$ u"; });
    const Scene s = fig.scene();
    const auto xs = tick_texts(s, 0, "x"), ys = tick_texts(s, 0, "y");
    CHECK(std::find(xs.begin(), xs.end(), "10k") != xs.end());
    CHECK(std::find(xs.begin(), xs.end(), "20k") != xs.end());
    REQUIRE(!ys.empty());
    for (const std::string& y : ys) CHECK(contains(y, " u"));
    // On a log axis over less than two decades the scale labels minor ticks: the formatter labels them all.
    Figure narrow{inches(4, 3)};
    narrow.axes().line({200, 900}, {1, 2});
    narrow.axes().x_scale(LogScale{10}).x_axis().formatter(TickFormatter::si("Hz"));
    const auto hz = tick_texts(narrow.scene(), 0, "x");
    REQUIRE(hz.size() >= 2);
    for (const std::string& t : hz) CHECK(contains(t, "Hz"));
    // A throwing function is reported at layout, naming the axis.
    ax.y_axis().formatter([](double) -> std::string { throw std::runtime_error("boom"); });
    const std::string e = error_of([&] { (void)fig.scene(); });
    CHECK(contains(e, "y axis function formatter"));
    CHECK(contains(e, "boom"));
}

TEST_CASE("large linear values: the ×10^k factor once per axis as offset text, not on every label",
          "[axis][formatter][offset]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1, 2, 3}, {0, 1e6, 2e6, 3e6});
    ax.title("throughput");
    const Scene s = fig.scene();
    CHECK(report(find_collisions(s)).empty());
    const auto ys = tick_texts(s, 0, "y");
    REQUIRE(ys.size() >= 3);
    for (const std::string& y : ys) CHECK(!contains(y, "\xC3\x97"));  // no × on a label
    CHECK(std::find(ys.begin(), ys.end(), "3.0") != ys.end());
    const auto offsets = items_of_kind(s, "offset text", 0);
    REQUIRE(offsets.size() == 1);
    CHECK(offsets[0]->payload.text()->text.plain == "\xC3\x97" "106");
    const Rect plot = plot_of(s, 0);
    CHECK(offsets[0]->bounds().bottom() <= plot.top());
    CHECK(offsets[0]->bounds().left() == Approx(plot.left()).margin(1));
    // Small values keep their labels and have no offset text.
    Figure plain{inches(4, 3)};
    plain.axes().line({0, 1}, {0, 2500});
    const Scene p = plain.scene();
    CHECK(items_of_kind(p, "offset text").empty());
    CHECK(tick_texts(p, 0, "y").back() == "2500");
    // Tiny values: the factor 10^-5 on the x axis, at its right end below the labels.
    Figure tiny{inches(4, 3)};
    tiny.axes().line({0, 2e-5, 4e-5}, {0, 1, 2});
    tiny.axes().x_label("time");
    const Scene t = tiny.scene();
    const auto xo = items_of_kind(t, "offset text");
    REQUIRE(xo.size() == 1);
    CHECK(xo[0]->payload.text()->text.plain == "\xC3\x97" "10" + kMinus + "5");
    CHECK(report(find_collisions(t)).empty());
}

// -------------------------------------------------------------- aspect ----

TEST_CASE("aspect_equal: one data unit as long on x as on y, the plot centred in its cell", "[axes][aspect]") {
    auto plot_for = [](bool equal) {
        Figure fig{inches(5, 3)};
        Axes& ax = fig.axes();
        ax.line({0, 4}, {0, 1});
        ax.margins(0, 0);
        if (equal) ax.aspect_equal();
        const Scene s = fig.scene();
        CHECK(report(find_collisions(s)).empty());
        return plot_of(s, 0);
    };
    const Rect free = plot_for(false), equal = plot_for(true);
    CHECK(free.width / free.height != Approx(4.0).epsilon(0.05));
    CHECK(equal.width / equal.height == Approx(4.0).epsilon(0.01));
    CHECK(equal.width <= free.width + 0.5);
    CHECK(equal.height < free.height - 10);  // wider than tall: the height shrinks
    // Centred: the cell differs from the free plot only by the tick labels' overhang.
    CHECK(equal.center().y == Approx(free.center().y).margin(8));
    CHECK(equal.center().x == Approx(free.center().x).margin(3));
    Figure fig{inches(4, 3)};
    CHECK(contains(error_of([&] { fig.axes().twin_x().aspect_equal(); }), "parent"));
}

// ------------------------------------------------- matplotlib's labels ----

TEST_CASE("fixed ticks are labelled as matplotlib's ScalarFormatter labels them", "[axis][ticks][scalar_formatter]") {
    // Expected labels and offset text from matplotlib 3.6.3 (issue 48):
    //   ax.set_xlim(lo - pad, hi + pad)   # pad = 5% of the span (5% of |v| + 0.5 for one tick)
    //   ax.set_xticks(at); fig.canvas.draw()
    //   [t.get_text() for t in ax.get_xticklabels()], ax.xaxis.get_offset_text().get_text()
    // Its offset "1e6" is sqfig's "×10⁶" corner text. Left out on purpose:
    // matplotlib's additive offset ({123456, 123457, 123458} -> "6", "7", "8"
    // and "+1.2345e5"); sqfig prints the numbers.
    const std::string M = kMinus, T = "\xC3\x97";
    struct Case {
        std::vector<double> at;
        std::vector<std::string> labels;
        std::string offset;
    };
    const std::vector<Case> cases = {
        {{0, 15}, {"0", "15"}, ""},
        {{0, 5, 10, 15, 20}, {"0", "5", "10", "15", "20"}, ""},
        {{0, 0.5, 1.0, 1.5, 2.0}, {"0.0", "0.5", "1.0", "1.5", "2.0"}, ""},
        {{0.5, 1.0, 1.5}, {"0.5", "1.0", "1.5"}, ""},
        {{0, 0.1, 0.2, 0.3, 0.4}, {"0.0", "0.1", "0.2", "0.3", "0.4"}, ""},
        {{0.001, 0.002, 0.003}, {"0.001", "0.002", "0.003"}, ""},
        {{0, 0.25, 0.5, 0.75, 1}, {"0.00", "0.25", "0.50", "0.75", "1.00"}, ""},
        {{-2, -1, 0, 1, 2}, {M + "2", M + "1", "0", "1", "2"}, ""},
        {{-1.5, 0, 1.5}, {M + "1.5", "0.0", "1.5"}, ""},
        {{-0.3, -0.2, -0.1, 0}, {M + "0.3", M + "0.2", M + "0.1", "0.0"}, ""},
        {{0, 1000000.0, 2000000.0, 3000000.0}, {"0", "1", "2", "3"}, T + "106"},
        {{0, 2500000.0, 5000000.0}, {"0.0", "2.5", "5.0"}, T + "106"},
        {{-3000000.0, 0, 3000000.0}, {M + "3", "0", "3"}, T + "106"},
        {{1e-05, 2e-05, 3e-05}, {"1", "2", "3"}, T + "10" + M + "5"},
        {{0, 5e-06, 1e-05}, {"0.0", "0.5", "1.0"}, T + "10" + M + "5"},
        {{100, 200, 300}, {"100", "200", "300"}, ""},
        {{1000, 2000, 3000}, {"1000", "2000", "3000"}, ""},
        {{0, 20000, 40000}, {"0", "20000", "40000"}, ""},
        {{100000.0, 200000.0, 300000.0}, {"100000", "200000", "300000"}, ""},
        {{0.0001, 0.0002}, {"0.0001", "0.0002"}, ""},
        {{2.5, 5, 7.5, 10}, {"2.5", "5.0", "7.5", "10.0"}, ""},
        {{0, 1, 2.5}, {"0.0", "1.0", "2.5"}, ""},
        {{5}, {"5"}, ""},
        {{0.5}, {"0.5"}, ""},
        {{0, 1, 1.001}, {"0", "1", "1"}, ""},
        {{1234.5, 1235.0}, {"1234.5", "1235.0"}, ""},
    };
    for (const Case& c : cases) {
        const double lo = *std::min_element(c.at.begin(), c.at.end()), hi = *std::max_element(c.at.begin(), c.at.end());
        const double pad = hi > lo ? (hi - lo) * 0.05 : std::abs(lo) * 0.05 + 0.5;
        Figure fig{inches(6, 3)};
        Axes& ax = fig.axes();
        ax.line({lo, hi}, {0, 1});
        ax.x_limits(lo - pad, hi + pad);
        ax.x_ticks(c.at);
        const Scene s = fig.scene();
        INFO("ticks from " << lo << " to " << hi);
        CHECK(tick_texts(s, 0, "x") == c.labels);
        const auto offsets = items_of_kind(s, "offset text", 0);
        std::string offset;
        for (const SceneItem* o : offsets)
            if (contains(o->owner, " x ")) offset = o->payload.text()->text.plain;
        CHECK(offset == c.offset);
    }
}

TEST_CASE("an Axis copy has the original's settings and a state of its own", "[axis]") {
    // Axis keeps its scale, limits, ticks and label behind a pointer (issue 45):
    // copies copy what it points to.
    sqfig::Axis a{sqfig::AxisSide::bottom};
    a.scale(sqfig::LogScale{10}).limits(1, 100).label("x");
    a.ticks({1, 10, 100}, {"a", "b", "c"});
    sqfig::Axis b = a;
    CHECK(b.lower_limit() == 1.0);
    CHECK(b.upper_limit() == 100.0);
    CHECK(b.has_label());
    CHECK(b.scale().name() == a.scale().name());
    REQUIRE(b.fixed_ticks().has_value());
    CHECK(b.fixed_ticks()->size() == 3);
    b.limits(2, 50);
    CHECK(a.lower_limit() == 1.0);
    sqfig::Axis c{sqfig::AxisSide::left};
    c = b;
    CHECK(c.lower_limit() == 2.0);
    CHECK(c.side() == sqfig::AxisSide::bottom);
    sqfig::Axis d = std::move(c);
    CHECK(d.upper_limit() == 50.0);
}
