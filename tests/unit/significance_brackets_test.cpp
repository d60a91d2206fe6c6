// Significance brackets (issue 48; statannotations' annotations): each
// bracket above everything drawn between and at its ends, overlapping ones
// stacked shorter spans lower without touching, the y limit grown to hold
// them, constant gaps on a log axis; statannotations' star thresholds; and
// hostile input.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/errors.hpp"
#include "../support/scene_queries.hpp"

#include <chrono>
#include <functional>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

using namespace sqfig;
using sqfig_test::error_of;

namespace {
// The sqfig::Error `f` throws (its kind and message); fails the test when none.
Error brackets_error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const Error& e) {
        return e;
    }
    FAIL("no sqfig::Error thrown");
    return Error("");
}
}  // namespace

namespace {

// One bracket as drawn: its line (tips and bar) and its text.
struct DrawnBracket {
    const ScenePath* line;
    Rect line_box, text_box;
    double lo() const { return line->points[1].x; }
    double hi() const { return line->points[2].x; }
    double bar_y() const { return line->points[1].y; }
    double tips_bottom() const { return line_box.bottom(); }
    Rect whole() const { return line_box.united(text_box); }
};

// The layout draws texts after marks: lines and texts each keep the brackets' order.
std::vector<DrawnBracket> drawn_brackets(const Scene& s) {
    std::vector<const SceneItem*> lines, texts;
    for (const SceneItem* it : sqfig_test::items_of_kind(s, "significance brackets"))
        (it->payload.path() ? lines : texts).push_back(it);
    REQUIRE(lines.size() == texts.size());
    std::vector<DrawnBracket> out;
    for (std::size_t i = 0; i < lines.size(); ++i)
        out.push_back({lines[i]->payload.path(), lines[i]->bounds(), texts[i]->bounds()});
    return out;
}

// The least page y of every other data mark within page x [lo, hi]: path
// points and segments cut at the band's edges, markers' boxes, texts' boxes.
double highest_mark_within(const Scene& s, double lo, double hi) {
    double top = std::numeric_limits<double>::infinity();
    for (const SceneItem& it : s.items) {
        if (it.role != Role::data || it.kind == "significance brackets" || it.footprint == Footprint::none) continue;
        if (const ScenePath* p = it.payload.path()) {
            const double half = p->stroke ? p->stroke->width / 2 : 0;
            const std::size_t n = p->points.size();
            for (std::size_t k = 0; k < n; ++k) {
                const Point a = p->points[k], b = p->points[(k + 1) % n];
                if (k + 1 == n && !p->closed) {
                    if (a.x >= lo && a.x <= hi) top = std::min(top, a.y - half);
                    continue;
                }
                for (int step = 0; step <= 64; ++step) {  // sample the segment
                    const double t = step / 64.0;
                    const Point q{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
                    if (q.x >= lo && q.x <= hi) top = std::min(top, q.y - half);
                }
            }
        } else if (it.payload.text()) {
            const Rect b = it.bounds();
            if (b.right() >= lo && b.left() <= hi) top = std::min(top, b.top());
        }
        for_each_marker(it, [&](const SceneMarker& m) {
            if (m.box().right() >= lo && m.box().left() <= hi) top = std::min(top, m.box().top());
        });
    }
    return top;
}

// What every bracketed figure must show: no collisions, each bracket's tips
// above everything between its ends by `gap` points, no two brackets (with
// their texts) overlapping, everything inside the plot.
void check_clear(const Figure& fig, std::size_t count, double gap = 4) {
    const Scene s = fig.scene();
    const std::vector<Collision> cs = find_collisions(s);
    INFO(sqfig_test::report(cs));
    CHECK(cs.empty());
    const std::vector<DrawnBracket> b = drawn_brackets(s);
    REQUIRE(b.size() == count);
    const Rect plot = sqfig_test::plot_of(s);
    for (std::size_t i = 0; i < b.size(); ++i) {
        INFO("bracket " << i);
        CHECK(b[i].tips_bottom() + gap <= highest_mark_within(s, b[i].lo(), b[i].hi()) + 1e-6);
        CHECK(b[i].text_box.bottom() <= b[i].bar_y());
        CHECK(b[i].whole().top() >= plot.top());
        for (std::size_t j = i + 1; j < b.size(); ++j) {
            INFO("and bracket " << j);
            CHECK(!b[i].whole().intersects(b[j].whole()));
        }
    }
}

std::vector<Values> brackets_test_sets() {
    std::mt19937 rng(48);
    std::normal_distribution<double> noise(0, 1);
    std::vector<Values> sets;
    for (const double centre : {10.0, 13.0, 9.0, 11.0}) {
        std::vector<double> v;
        for (int i = 0; i < 40; ++i) v.push_back(centre + noise(rng));
        v.push_back(centre + 6);  // a flier above
        sets.push_back(v);
    }
    return sets;
}

}  // namespace

// statannotations' default thresholds (pvalue_thresholds: p <= 1e-4 "****",
// 1e-3 "***", 1e-2 "**", 0.05 "*", 1 "ns").
TEST_CASE("significance: stars and p texts", "[brackets]") {
    CHECK(significance_stars(0) == "****");
    CHECK(significance_stars(1e-4) == "****");
    CHECK(significance_stars(1.0001e-4) == "***");
    CHECK(significance_stars(1e-3) == "***");
    CHECK(significance_stars(0.005) == "**");
    CHECK(significance_stars(0.01) == "**");
    CHECK(significance_stars(0.05) == "*");
    CHECK(significance_stars(0.0501) == "ns");
    CHECK(significance_stars(1) == "ns");
    CHECK(p_value_text(0.012) == "p = 0.012");
    CHECK(p_value_text(0.5) == "p = 0.500");
    CHECK(p_value_text(0.001) == "p = 0.001");
    CHECK(p_value_text(0.00099) == "p < 0.001");
    for (const double bad : {std::nan(""), -0.1, 1.5, std::numeric_limits<double>::infinity()}) {
        CHECK_THROWS_AS(significance_stars(bad), Error);
        CHECK_THROWS_AS(p_value_text(bad), Error);
    }
}

TEST_CASE("significance: brackets over bars with error bars stack without overlap", "[brackets]") {
    auto [fig, ax] = subplots(inches(4.5, 3));
    const std::vector<double> x = {0, 1, 2, 3}, h = {8, 6, 9.5, 4}, e = {0.5, 2.5, 0.3, 0.4};
    ax.bars(x, h).y_error(e);
    SignificanceBrackets& br = ax.significance_brackets(
        {{0, 3, "ns"}, {0, 1, "***"}, {1, 2, p_value_text(0.012)}, {2, 3, "*"}, {0, 2, "**"}});
    check_clear(fig, 5);
    const Scene s = fig.scene();
    const std::vector<DrawnBracket> b = drawn_brackets(s);
    // Shorter spans lower: the 0-1 bracket (over bar 1's error bar, 8.5 tall)
    // below 0-2 below 0-3; 1-2 and 2-3 stacked on 0-1 / 1-2 where they overlap.
    CHECK(b[1].bar_y() > b[4].bar_y());
    CHECK(b[4].bar_y() > b[0].bar_y());
    CHECK(b[2].bar_y() < b[1].text_box.top());  // 1-2 shares x = 1 with 0-1: above its text
    // The y limit grew: every bracket is inside the plot.
    CHECK(sqfig_test::plot_of(s).top() <= b[0].whole().top());
    // The height follows from the tallest thing: bracket 0-1's tips stand
    // the gap above bar 1's error bar (6 + 2.5, with its stroke), not bar 0's top (8).
    CHECK(b[1].tips_bottom() + 4 == Approx(highest_mark_within(s, b[1].lo(), b[1].hi())).margin(1e-9));
    br.gap(9);
    const Scene s9 = fig.scene();
    const std::vector<DrawnBracket> wider = drawn_brackets(s9);
    CHECK(wider[1].tips_bottom() + 9 == Approx(highest_mark_within(s9, wider[1].lo(), wider[1].hi())).margin(1e-9));
}

TEST_CASE("significance: a bracket over data a fixed limit hides is hidden with it", "[brackets]") {
    // It stood on the plot's floor, over nothing shown, as if the groups met there.
    auto [fig, ax] = subplots(inches(4.5, 3));
    ax.bars(std::vector<double>{0, 1, 2}, std::vector<double>{10, 12, 25});
    ax.significance_brackets({{0, 1, "hidden"}, {1, 2, "shown"}});
    ax.y_limits(20, 32);
    const Scene s = fig.scene();
    std::vector<std::string> texts;
    for (const SceneItem* it : sqfig_test::items_of_kind(s, "significance brackets"))
        if (it->payload.text()) texts.push_back(it->payload.text()->text.plain);
    CHECK(texts == std::vector<std::string>{"shown"});  // 1-2 stands on bar 2's top, in view
    CHECK(drawn_brackets(s).size() == 1);
    CHECK(fig.collisions().empty());
}

TEST_CASE("significance: brackets over box plots clear whiskers and fliers", "[brackets]") {
    auto [fig, ax] = subplots(inches(4.5, 3));
    ax.boxplot(brackets_test_sets());  // at 1..4, a flier 6 above each centre
    ax.significance_brackets({{1, 2, "**"}, {2, 3, "ns"}, {1, 4, "*"}, {3, 4, "****"}});
    check_clear(fig, 4);
}

TEST_CASE("significance: brackets over violins with jitter", "[brackets]") {
    auto [fig, ax] = subplots(inches(4.5, 3));
    ax.violin(brackets_test_sets()).jitter(true, 3);
    ax.significance_brackets({{1, 2, "**"}, {1, 3, "ns"}, {2, 4, p_value_text(0.0004)}});
    check_clear(fig, 3);
}

TEST_CASE("significance: on a log axis the gaps are constant on the page", "[brackets]") {
    auto [fig, ax] = subplots(inches(4.5, 3));
    const std::vector<double> x = {0, 1, 2, 3}, h = {10, 1000, 3, 30000};
    ax.bars(x, h);
    ax.y_scale(LogScale{10});
    ax.significance_brackets({{0, 1, "*"}, {2, 3, "**"}, {0, 3, "ns"}});
    check_clear(fig, 3);
    const Scene s = fig.scene();
    const std::vector<DrawnBracket> b = drawn_brackets(s);
    // Bars 1 and 3 are the tallest under brackets 0 and 1: their tips stand
    // the same 4 points above each (multiplicative in data space).
    CHECK(b[0].tips_bottom() + 4 == Approx(highest_mark_within(s, b[0].lo(), b[0].hi())).margin(1e-9));
    CHECK(b[1].tips_bottom() + 4 == Approx(highest_mark_within(s, b[1].lo(), b[1].hi())).margin(1e-9));
    const double d0 = highest_mark_within(s, b[0].lo(), b[0].hi()) - b[0].tips_bottom();
    const double d1 = highest_mark_within(s, b[1].lo(), b[1].hi()) - b[1].tips_bottom();
    CHECK(d0 == Approx(d1).margin(1e-9));
}

// The greatest page x of every other data mark within page y [lo, hi] (path points sampled, boxes of texts and markers).
double rightmost_mark_within(const Scene& s, double lo, double hi) {
    double right = -std::numeric_limits<double>::infinity();
    for (const SceneItem& it : s.items) {
        if (it.role != Role::data || it.kind == "significance brackets" || it.footprint == Footprint::none) continue;
        if (const ScenePath* p = it.payload.path()) {
            const double half = p->stroke ? p->stroke->width / 2 : 0;
            const std::size_t n = p->points.size();
            for (std::size_t k = 0; k < n; ++k) {
                const Point a = p->points[k], b = p->points[(k + 1) % n];
                for (int step = 0; step <= (k + 1 == n && !p->closed ? 0 : 64); ++step) {
                    const double t = step / 64.0;
                    const Point q{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};
                    if (q.y >= lo && q.y <= hi) right = std::max(right, q.x + half);
                }
            }
        } else if (it.payload.text()) {
            const Rect b = it.bounds();
            if (b.bottom() >= lo && b.top() <= hi) right = std::max(right, b.right());
        }
        for_each_marker(it, [&](const SceneMarker& m) {
            if (m.box().bottom() >= lo && m.box().top() <= hi) right = std::max(right, m.box().right());
        });
    }
    return right;
}

TEST_CASE("significance: horizontal brackets stand right of horizontal bars", "[brackets]") {
    auto [fig, ax] = subplots(inches(4.5, 3));
    ax.hbars(std::vector<double>{0, 1, 2, 3}, std::vector<double>{8, 6, 9.5, 4})
        .x_error(std::vector<double>{0.5, 2.5, 0.3, 0.4});
    ax.significance_brackets({{0, 1, "***"}, {1, 2, "ns"}, {0, 3, "*"}}).horizontal();
    const Scene s = fig.scene();
    const std::vector<Collision> cs = find_collisions(s);
    INFO(sqfig_test::report(cs));
    CHECK(cs.empty());
    const std::vector<DrawnBracket> b = drawn_brackets(s);
    REQUIRE(b.size() == 3);
    const Rect plot = sqfig_test::plot_of(s);
    for (std::size_t i = 0; i < b.size(); ++i) {
        INFO("bracket " << i);
        const Rect& l = b[i].line_box;
        CHECK(l.height > l.width);  // upright: it spans y
        CHECK(l.left() - 4 >= rightmost_mark_within(s, l.top(), l.bottom()) - 1e-9);
        if (i == 0) CHECK(l.left() - 4 == Approx(rightmost_mark_within(s, l.top(), l.bottom())).margin(1e-9));
        CHECK(b[i].text_box.left() >= l.right());
        CHECK(b[i].whole().right() <= plot.right());
        for (std::size_t j = i + 1; j < b.size(); ++j) CHECK(!b[i].whole().intersects(b[j].whole()));
    }
}

TEST_CASE("significance: setters are checked at the call", "[brackets]") {
    Figure fig{inches(3, 2)};
    SignificanceBrackets& b = fig.axes().significance_brackets({{0, 1, "*"}});
    CHECK_THROWS_AS(b.line_width(-1), Error);
    CHECK_THROWS_AS(b.line_width(std::nan("")), Error);
    CHECK_THROWS_AS(b.tip_length(-1), Error);
    CHECK_THROWS_AS(b.tip_length(1e6), Error);
    CHECK_THROWS_AS(b.gap(std::nan("")), Error);
    CHECK_THROWS_AS(b.size(0), Error);
    CHECK_THROWS_AS(b.color(Color(2, 0, 0)), Error);
    b.line_width(0.8).tip_length(0).gap(10).size(12).color(Color(0.2, 0.2, 0.2));
    CHECK(fig.collisions().empty());
}

TEST_CASE("significance: a larger gap and tips move the bracket up by as much", "[brackets]") {
    auto tips_bottom = [](double gap) {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        ax.bars(std::vector<double>{0, 1}, std::vector<double>{5, 3});
        ax.y_limits(0, 20);  // fixed: the page scale does not change with the brackets
        ax.significance_brackets({{0, 1, "*"}}).gap(gap);
        return drawn_brackets(fig.scene()).at(0).tips_bottom();
    };
    CHECK(tips_bottom(4) - tips_bottom(14) == Approx(10).margin(1e-9));
}

TEST_CASE("significance: hostile input", "[brackets]") {
    SECTION("non-finite, equal and log-refused positions, no text: data errors naming the bracket") {
        const std::vector<std::pair<SignificanceBracket, std::string>> cases = {
            {{0, std::nan(""), "*"}, "not finite"},
            {{0, std::numeric_limits<double>::infinity(), "*"}, "not finite"},
            {{1, 1, "*"}, "same position"},
            {{0, 1, ""}, "no text"}};
        for (const auto& c : cases) {
            Figure fig{inches(3, 2)};
            Axes& ax = fig.axes();
            ax.bars(std::vector<double>{0, 1}, std::vector<double>{1, 2});
            ax.significance_brackets({{0, 1, "*"}, c.first});
            const Error e = brackets_error_of([&] { (void)fig.scene(); });
            CHECK(e.kind() == ErrorKind::data);
            CHECK_THAT(e.what(), Catch::Contains("significance brackets: bracket 1") && Catch::Contains(c.second));
        }
        Figure fig{inches(3, 2)};
        Axes& ax = fig.axes();
        ax.x_scale(LogScale{10});
        ax.significance_brackets({{0, 1, "*"}});
        CHECK(brackets_error_of([&] { (void)fig.scene(); }).kind() == ErrorKind::data);
    }
    SECTION("positions outside the data widen the x limits and stay clear") {
        auto [fig, ax] = subplots(inches(4, 3));
        ax.bars(std::vector<double>{0, 1, 2}, std::vector<double>{1, 2, 3});
        ax.significance_brackets({{-3, 1, "*"}, {2, 7, "ns"}});
        check_clear(fig, 2);
    }
    SECTION("a NaN p-value is refused by the helpers, not drawn") {
        CHECK_THROWS_WITH(significance_stars(std::nan("")), Catch::Contains("between 0 and 1"));
    }
    SECTION("1000 brackets: bounded time, a figure") {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        std::vector<double> x, h;
        for (int i = 0; i < 20; ++i) {
            x.push_back(i);
            h.push_back(1 + i % 7);
        }
        ax.bars(x, h);
        std::vector<SignificanceBracket> many;
        for (int i = 0; i < 1000; ++i) many.push_back({double(i % 20), double((i % 20 + 1 + i % 19) % 20), "*"});
        ax.significance_brackets(many);
        const auto t0 = std::chrono::steady_clock::now();
        const Scene s = fig.scene();
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        CHECK(seconds < 10);
        CHECK(drawn_brackets(s).size() == 1000);
    }
}
