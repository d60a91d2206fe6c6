// Broken y axes (Axes::broken_y): matplotlib's "broken axis" example and the
// brokenaxes package, as one axes laid out in a band per range.
#include <catch2/catch.hpp>

#include <sqfig/scene.hpp>
#include <sqfig/sqfig.hpp>

#include <algorithm>
#include <functional>
#include <cmath>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace {

using sqfig::Role;
using sqfig::Scene;
using sqfig::SceneItem;

// The latency bars of gallery figure 27: one bar ten times the others.
sqfig::Figure broken_latency_figure(bool legend) {
    sqfig::Figure fig{sqfig::Size{sqfig::inches(4.5), sqfig::inches(3)}};
    sqfig::Axes& ax = fig.axes();
    sqfig::Bars& bars = ax.bars(std::vector<double>{0, 1, 2, 3, 4}, std::vector<double>{21.4, 24.8, 27.3, 31.9, 396.5})
                            .label("decode latency");
    ax.bar_labels(bars, 1);
    ax.broken_y({{0, 45}, {380, 420}});
    ax.y_label("latency (ms)");
    ax.title("title");
    if (legend) ax.legend();
    return fig;
}

std::vector<std::string> broken_y_tick_texts(const Scene& s, double plot_left) {
    std::vector<const SceneItem*> labels;
    for (const SceneItem& it : s.items)
        if (it.role == Role::tick_label && it.bounds().right() < plot_left) labels.push_back(&it);
    std::sort(labels.begin(), labels.end(),
              [](const SceneItem* a, const SceneItem* b) { return a->bounds().top() > b->bounds().top(); });
    std::vector<std::string> out;
    for (const SceneItem* it : labels) out.push_back(it->payload.text()->text.plain);
    return out;
}

std::vector<const SceneItem*> broken_of_kind(const Scene& s, const std::string& kind) {
    std::vector<const SceneItem*> out;
    for (const SceneItem& it : s.items)
        if (it.kind == kind) out.push_back(&it);
    return out;
}

void broken_require_usage(const std::function<void()>& f, const std::string& part) {
    try {
        f();
        FAIL("no sqfig::Error for: " << part);
    } catch (const sqfig::Error& e) {
        CHECK(e.kind() == sqfig::ErrorKind::usage);
        CHECK_THAT(e.what(), Catch::Matchers::Contains(part));
    }
}

}  // namespace

TEST_CASE("broken_y: ticks per range, one label, break marks, no collisions", "[axis][broken]") {
    const sqfig::Figure fig = broken_latency_figure(false);
    const Scene s = fig.scene();
    double plot_left = 1e300;
    for (const SceneItem& it : s.items)
        if (it.role == Role::spine) plot_left = std::min(plot_left, it.bounds().left() + 1);
    // Each range ticked on its own (matplotlib's two axes: 0 20 40, 380 400 420).
    CHECK(broken_y_tick_texts(s, plot_left) == std::vector<std::string>{"0", "20", "40", "380", "400", "420"});
    int labels = 0;
    for (const SceneItem& it : s.items)
        if (it.role == Role::axis_label && it.payload.text()->text.plain == "latency (ms)") ++labels;
    CHECK(labels == 1);
    // Two marks on each side spine at the one gap, and the gap's guard.
    CHECK(broken_of_kind(s, "break mark").size() == 4);
    REQUIRE(broken_of_kind(s, "axis break").size() == 1);
    const sqfig::Rect gap = broken_of_kind(s, "axis break")[0]->bounds();
    CHECK(gap.height > 2);
    // The tall bar is drawn in both bands, cut at the gap: no bar paints the gap.
    int tall = 0;
    for (const SceneItem& it : s.items)
        if (it.kind == "bars" && it.payload.path() && it.clip) {
            CHECK(!it.bounds().intersects(gap, 0.01));
            if (it.bounds().height > 0 && it.bounds().top() < gap.top()) ++tall;
        }
    CHECK(tall == 1);
    // The value labels stay in the band holding their anchor: five, none in the gap.
    int values = 0;
    for (const SceneItem& it : s.items)
        if (it.kind == "bar labels" && it.payload.text()) {
            ++values;
            CHECK(!it.bounds().intersects(gap, 0.01));
        }
    CHECK(values == 5);
    CHECK(fig.collisions().empty());
}

TEST_CASE("broken_y: a best legend keeps off the gap, its marks and the data", "[axis][broken]") {
    sqfig::Figure fig{sqfig::Size{sqfig::inches(4), sqfig::inches(3)}};
    sqfig::Axes& ax = fig.axes();
    // A line near the top and one near the bottom: the free place in the
    // middle of the plot is the gap, where a legend would stand on nothing.
    ax.line(std::vector<double>{0, 1}, std::vector<double>{98, 98}).label("high");
    ax.line(std::vector<double>{0, 1}, std::vector<double>{2, 2}).label("low");
    ax.broken_y({{0, 10}, {90, 100}}, sqfig::AxisBreak{{}, 0.3, 12});
    ax.legend();
    const Scene s = fig.scene();
    // The gap: between the two bands the lines are clipped to.
    std::vector<sqfig::Rect> bands;
    for (const SceneItem& it : s.items)
        if (it.kind == "line" && it.clip) bands.push_back(*it.clip);
    REQUIRE(bands.size() == 2);
    const double gap_top = std::min(bands[0].bottom(), bands[1].bottom());
    const double gap_bottom = std::max(bands[0].top(), bands[1].top());
    REQUIRE(gap_bottom - gap_top > 10);
    std::vector<const SceneItem*> frames;
    for (const SceneItem& it : s.items)
        if (it.role == Role::legend_frame) frames.push_back(&it);
    REQUIRE(frames.size() == 1);
    const sqfig::Rect legend = frames[0]->bounds();
    CHECK((legend.bottom() <= gap_top || legend.top() >= gap_bottom));
    for (const SceneItem* m : broken_of_kind(s, "break mark")) CHECK(!legend.intersects(m->bounds(), 0));
    CHECK(fig.collisions().empty());
}

TEST_CASE("broken_y: lines are cut at each band's edges; shares and inversion", "[axis][broken]") {
    sqfig::Figure fig{sqfig::Size{sqfig::inches(4), sqfig::inches(3)}};
    sqfig::Axes& ax = fig.axes();
    ax.line(std::vector<double>{0, 1}, std::vector<double>{0, 100});
    ax.broken_y({{0, 10}, {90, 100}}, sqfig::AxisBreak{{1, 3}, 0.05, 12});
    const Scene s = fig.scene();
    std::vector<sqfig::Rect> clips;
    for (const SceneItem& it : s.items)
        if (it.kind == "line" && it.clip) clips.push_back(*it.clip);
    REQUIRE(clips.size() == 2);
    std::sort(clips.begin(), clips.end(), [](const sqfig::Rect& a, const sqfig::Rect& b) { return a.top() > b.top(); });
    // Shares 1 : 3, lowest range first: the upper band three times as tall.
    CHECK(clips[1].height == Approx(3 * clips[0].height));
    CHECK(clips[1].bottom() < clips[0].top());
    // Markers just past a range's end are cut at the band's edge, not drawn in the gap.
    ax.scatter(std::vector<double>{0.5}, std::vector<double>{10.3});
    const Scene with_points = fig.scene();
    for (const SceneItem& it : with_points.items)
        if (it.kind == "scatter") CHECK((it.bounds().bottom() <= clips[1].bottom() + 1e-9 || it.bounds().top() >= clips[0].top() - 1e-9));
    // Inverted: the lowest range at the top.
    ax.y_axis().invert();
    const Scene inv = fig.scene();
    std::vector<sqfig::Rect> inverted;
    for (const SceneItem& it : inv.items)
        if (it.kind == "line" && it.clip) inverted.push_back(*it.clip);
    REQUIRE(inverted.size() == 2);
    CHECK(inverted[0].top() < inverted[1].top());
}

TEST_CASE("broken_y refuses ranges it cannot show, with a usage error naming them", "[axis][broken]") {
    sqfig::Figure fig{sqfig::Size{sqfig::inches(4), sqfig::inches(3)}};
    sqfig::Axes& ax = fig.axes();
    const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
    broken_require_usage([&] { ax.broken_y({{0, 1}}); }, "at least two ranges");
    broken_require_usage([&] { ax.broken_y({{0, 1}, {3, 2}}); }, "range 1 (3, 2) is empty");
    broken_require_usage([&] { ax.broken_y({{0, 1}, {1, 1}}); }, "is empty");
    broken_require_usage([&] { ax.broken_y({{0, 5}, {4, 9}}); }, "ranges 0 and 1 overlap or are out of order");
    broken_require_usage([&] { ax.broken_y({{5, 9}, {0, 4}}); }, "overlap or are out of order");
    broken_require_usage([&] { ax.broken_y({{nan, 1}, {2, 3}}); }, "range 0 has a bound that is not finite");
    broken_require_usage([&] { ax.broken_y({{0, 1}, {2, inf}}); }, "range 1 has a bound that is not finite");
    broken_require_usage([&] { ax.broken_y({{0, 1}, {2, 3}}, sqfig::AxisBreak{{1}, 0.05, 12}); }, "1 shares for 2 ranges");
    broken_require_usage([&] { ax.broken_y({{0, 1}, {2, 3}}, sqfig::AxisBreak{{1, -1}, 0.05, 12}); }, "share 1");
    broken_require_usage([&] { ax.broken_y({{0, 1}, {2, 3}}, sqfig::AxisBreak{{}, nan, 12}); }, "gap");
    broken_require_usage([&] { ax.broken_y({{0, 1}, {2, 3}}, sqfig::AxisBreak{{}, 0.05, 101}); }, "mark_size");
    std::vector<std::pair<double, double>> many;
    for (int i = 0; i < 17; ++i) many.emplace_back(2 * i, 2 * i + 1);
    broken_require_usage([&] { ax.broken_y(many); }, "at most 16");
    CHECK(!ax.y_is_broken());  // nothing changed
    // A log scale needs positive bounds: at the call, and at layout when the scale came later.
    ax.y_scale(sqfig::LogScale{10});
    broken_require_usage([&] { ax.broken_y({{0, 1}, {2, 3}}); }, "range 0 bound 0 cannot be shown on a log10 y axis");
    ax.y_scale(sqfig::LinearScale{});
    ax.line(std::vector<double>{0, 1}, std::vector<double>{1, 2});
    ax.broken_y({{-1, 1}, {2, 3}});
    ax.y_scale(sqfig::LogScale{10});
    broken_require_usage([&] { (void)fig.scene(); }, "range 0 bound -1 cannot be shown on a log10 y axis");
    ax.y_scale(sqfig::LinearScale{});
    // Twins and secondary axes clash with a broken y axis, either way round.
    broken_require_usage([&] { ax.twin_x(); }, "twin_x: its y axis is broken");
    broken_require_usage([&] { ax.secondary_y([](double v) { return v; }, [](double v) { return v; }); }, "broken");
    ax.broken_y({});
    CHECK(!ax.y_is_broken());
    ax.twin_x();
    broken_require_usage([&] { ax.broken_y({{0, 1}, {2, 3}}); }, "it has a twin");
    // A shared y axis shows one range; a broken one its own: refused at layout
    // (the group's other axes showed the group's view beside the ranges).
    sqfig::Figure grid{sqfig::inches(6, 3)};
    sqfig::GridOptions shared;
    shared.share_y = sqfig::Share::row;
    grid.grid(1, 2, shared);
    grid.at(0, 0).line(std::vector<double>{0, 1}, std::vector<double>{1, 50});
    grid.at(0, 1).line(std::vector<double>{0, 1}, std::vector<double>{1, 2});
    grid.at(0, 1).broken_y({{0, 3}, {40, 60}});
    broken_require_usage([&] { (void)grid.scene(); }, "axes 1 has a broken y axis but shares y with axes 0");
    shared.share_y = sqfig::Share::column;  // a group of one: nothing to share
    sqfig::Figure column{sqfig::inches(6, 3)};
    column.grid(1, 2, shared);
    column.at(0, 0).line(std::vector<double>{0, 1}, std::vector<double>{1, 50});
    column.at(0, 1).line(std::vector<double>{0, 1}, std::vector<double>{1, 50});
    column.at(0, 1).broken_y({{0, 3}, {40, 60}});
    CHECK_NOTHROW(column.scene());
}

TEST_CASE("broken_y on a log axis ticks each range in decades", "[axis][broken]") {
    sqfig::Figure fig{sqfig::Size{sqfig::inches(4), sqfig::inches(3)}};
    sqfig::Axes& ax = fig.axes();
    ax.line(std::vector<double>{0, 1}, std::vector<double>{1, 1e6});
    ax.y_scale(sqfig::LogScale{10});
    // No gap: the labels at the ranges' ends (10^2 under 10^4) would meet; the upper one gives way.
    ax.broken_y({{1, 100}, {1e4, 1e6}}, sqfig::AxisBreak{{}, 0.0, 12});
    const Scene s = fig.scene();
    std::vector<std::string> texts;
    for (const SceneItem& it : s.items)
        if (it.role == Role::tick_label) texts.push_back(it.payload.text()->text.plain);
    CHECK(std::count(texts.begin(), texts.end(), "102") == 1);
    CHECK(std::count(texts.begin(), texts.end(), "104") == 0);
    CHECK(std::count(texts.begin(), texts.end(), "106") == 1);
    CHECK(fig.collisions().empty());
}

TEST_CASE("broken_y: repelled labels are placed in the band of their point", "[axis][broken]") {
    // The broken layout never arranged repelled labels: all twelve were drawn
    // nowhere, and unplaced() was empty.
    sqfig::Figure fig{sqfig::inches(5, 4)};
    sqfig::Axes& ax = fig.axes();
    std::vector<double> x, y;
    std::vector<std::string> texts;
    for (int i = 0; i < 12; ++i) {
        x.push_back(1 + (i % 4) * 0.05);
        y.push_back(i < 8 ? 1 + 0.05 * i : 100 + i);
        texts.push_back("label " + std::to_string(i));
    }
    ax.scatter(x, y);
    const sqfig::PointLabels& labels = ax.labels(x, y, texts).repel();
    const sqfig::PointLabels& gap = ax.labels({1.1}, {50}, {"in the gap"}).repel();  // no band shows it
    ax.broken_y({{0, 2}, {105, 115}});
    const Scene s = fig.scene();
    CHECK(labels.unplaced().empty());
    CHECK(gap.unplaced() == std::vector<std::size_t>{0});
    const auto placed = broken_of_kind(s, "point labels");
    std::vector<const SceneItem*> texts_drawn;
    for (const SceneItem* it : placed)
        if (it->payload.text()) texts_drawn.push_back(it);
    REQUIRE(texts_drawn.size() == 12);
    // Each label lies in the band of its point: the low points' below the break, the high ones' above.
    const auto marks = broken_of_kind(s, "break mark");
    REQUIRE_FALSE(marks.empty());
    double break_y = 0;
    for (const SceneItem* m : marks) break_y += m->bounds().center().y / static_cast<double>(marks.size());
    for (const SceneItem* it : texts_drawn) {
        const std::string& t = it->payload.text()->text.plain;
        const int i = std::stoi(t.substr(6));
        INFO(t);
        if (i < 8) CHECK(it->bounds().top() > break_y);
        else CHECK(it->bounds().bottom() < break_y);
    }
    for (const sqfig::Collision& c : fig.collisions()) FAIL_CHECK(c.describe());
}

TEST_CASE("broken_y: each significance bracket is drawn once, in the band of what it stands on",
          "[axis][broken][brackets]") {
    // Every band drew every bracket: the 0-1 bracket over the short bars also
    // sat on the upper band's floor, the 2-3 bracket's text showed a second
    // time over the cut bar, and the 1-2 bracket stacked in the upper band on
    // the lower band's "ns". (The lower range is tight: its "ns" reaches into
    // the gap, which collisions() reports.)
    sqfig::Figure fig{sqfig::inches(5, 4)};
    sqfig::Axes& ax = fig.axes();
    ax.bars(std::vector<double>{0, 1, 2, 3}, std::vector<double>{10, 12, 8, 400});
    ax.significance_brackets({{0, 1, "**"}, {1, 2, "ns"}, {2, 3, "***"}});
    ax.broken_y({{0, 25}, {380, 440}});
    const Scene s = fig.scene();
    const auto marks = broken_of_kind(s, "break mark");
    REQUIRE_FALSE(marks.empty());
    double break_y = 0;
    for (const SceneItem* m : marks) break_y += m->bounds().center().y / static_cast<double>(marks.size());
    int lines = 0;
    std::vector<std::string> texts;
    for (const SceneItem* it : broken_of_kind(s, "significance brackets")) {
        if (!it->payload.text()) {
            ++lines;
            continue;
        }
        const std::string t = it->payload.text()->text.plain;
        texts.push_back(t);
        INFO(t);
        if (t == "***") CHECK(it->bounds().bottom() < break_y);  // above bar 3, in the upper band
        else CHECK(it->bounds().bottom() > break_y);             // over the short bars, in the lower band
    }
    CHECK(lines == 3);
    std::sort(texts.begin(), texts.end());
    CHECK(texts == std::vector<std::string>{"**", "***", "ns"});
    for (const sqfig::Collision& c : fig.collisions())
        if (c.first.find("\"ns\"") == std::string::npos) FAIL_CHECK(c.describe());
}
