// Pie and donut charts (issue 48): wedge angles as matplotlib 3.6.3 computes
// them, round in any plot, labels outside that never overlap (stacked per
// side, leaders where they moved), percentages inside when they fit, legend
// entries per wedge, and hostile input.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/errors.hpp"

#include <cmath>
#include <functional>
#include <limits>
#include <string>
#include <vector>

using namespace sqfig;
using sqfig_test::error_of;

namespace {

// The sqfig::Error `f` throws (its kind and message); fails the test when none.
Error pie_error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const Error& e) {
        return e;
    }
    FAIL("no sqfig::Error thrown");
    return Error("");
}

std::vector<std::pair<double, double>> pie_angles(std::vector<double> v, double start, bool ccw, bool norm = true) {
    Figure fig{inches(3, 3)};
    Pie& p = fig.axes().pie(v).start_angle(start).counterclock(ccw);
    if (!norm) p.normalize(false);
    return p.wedge_angles();
}

// Items of the pie in a scene, by the kind item() gives them.
std::vector<const SceneItem*> pie_items(const Scene& s, const std::string& prefix) {
    std::vector<const SceneItem*> out;
    for (const SceneItem& it : s.items)
        if (it.kind == "pie" && it.owner.find(prefix) != std::string::npos) out.push_back(&it);
    return out;
}

}  // namespace

TEST_CASE("pie wedge angles are matplotlib's theta1/theta2", "[pie]") {
    // matplotlib 3.6.3: [(w.theta1, w.theta2) for w in ax.pie(v, startangle=s,
    // counterclock=c, normalize=n)[0]]. matplotlib computes the fractions in
    // float32 (the 5e-7 below); sqfig in double: agreement to 1e-5 degrees.
    struct Case {
        std::vector<double> v;
        double start;
        bool ccw, norm;
        std::vector<std::pair<double, double>> mpl;
    };
    const std::vector<Case> cases = {
        {{1, 2, 3, 4}, 0, true, true,
         {{0.0, 36.0000005364418}, {36.0000005364418, 108.00000160932541}, {108.00000160932541, 216.00000590085983},
          {216.00000590085983, 360.00000804662704}}},
        {{1, 2, 3, 4}, 90, false, true,
         {{53.9999994635582, 90.0}, {-18.00000160932541, 53.9999994635582}, {-126.00000590085983, -18.00000160932541},
          {-270.00000804662704, -126.00000590085983}}},
        {{0.1, 0.2, 0.3}, 0, true, false,
         {{0.0, 36.0000005364418}, {36.0000005364418, 108.00000160932541}, {108.00000160932541, 216.00000590085983}}},
        {{3, 0, 1, 0.5}, 45, true, true,
         {{45.0, 285.0000071525574}, {285.0000071525574, 285.0000071525574}, {285.0000071525574, 365.0000077486038},
          {365.0000077486038, 405.00000804662704}}},
        {{0.5, 0.25, 5e-3, 1e-3}, 90, false, true,
         {{-148.0952525138855, 90.0}, {-267.14287877082825, -148.0952525138855},
          {-269.5238311216235, -267.14287877082825}, {-270.0000216253102, -269.5238311216235}}},
        {{7}, 30, false, true, {{-330.0, 30.0}}},
    };
    for (const Case& c : cases) {
        const auto got = pie_angles(c.v, c.start, c.ccw, c.norm);
        REQUIRE(got.size() == c.mpl.size());
        for (std::size_t i = 0; i < got.size(); ++i) {
            CHECK(got[i].first == Approx(c.mpl[i].first).margin(2e-5));
            CHECK(got[i].second == Approx(c.mpl[i].second).margin(2e-5));
        }
    }
}

TEST_CASE("pie is round, axis off, a gap when not normalized", "[pie]") {
    Figure fig{inches(5, 3)};
    Axes& ax = fig.axes();
    ax.pie({0.2, 0.3});
    const Scene s = fig.scene();
    const auto wedges = pie_items(s, "wedge");
    REQUIRE(wedges.size() == 2);
    Rect all = wedges[0]->bounds().united(wedges[1]->bounds());
    CHECK(all.width == Approx(all.height).margin(0.5));  // round in a wide plot
    for (const SceneItem& it : s.items) CHECK(it.role != Role::spine);
    // normalize(false): 0.2 + 0.3 of a turn, a gap of half a turn.
    Figure g{inches(3, 3)};
    const auto a = g.axes().pie({0.2, 0.3}).normalize(false).wedge_angles();
    CHECK(a.back().second == Approx(180));
}

TEST_CASE("pie labels of many tiny slices never collide", "[pie]") {
    for (const bool donut : {false, true})
        for (const double start : {0.0, 90.0}) {
            Figure fig{inches(4.5, 3.2)};
            Axes& ax = fig.axes();
            Pie& p = ax.pie({60, 25, 6, 3, 1.5, 1, 0.8, 0.7, 0.5, 0.4, 0.3, 0.2, 0.1})
                         .labels({"attention", "MLP", "embeddings", "layer norm", "logits", "rotary", "router",
                                  "bias", "gates", "scales", "misc a", "misc b", "misc c"})
                         .autopct("%.1f%%")
                         .start_angle(start)
                         .counterclock(start == 0.0);
            if (donut) p.wedge_width(0.4).pct_distance(0.8).edge(Color{1, 1, 1}, 1);
            const Scene s = fig.scene();
            const std::vector<Collision> found = find_collisions(s);
            INFO("donut " << donut << " start " << start << ": " << (found.empty() ? "" : found.front().describe()));
            CHECK(found.empty());
            CHECK(!pie_items(s, "leader").empty());  // the tiny slices' labels moved
            // Percentages of the big wedges inside (the pie's; a thin ring holds none), of
            // the tiny ones outside with their label.
            if (!donut) CHECK(pie_items(s, "percentage").size() >= 2);
            bool outside_pct = false;
            for (const SceneItem* it : pie_items(s, "label"))
                if (it->owner.find("(0.1%)") != std::string::npos) outside_pct = true;
            CHECK(outside_pct);
        }
}

TEST_CASE("pie legend: one patch per labelled wedge, placed off the wedges", "[pie]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.pie({3, 2, 1, 0}).labels({"a", "b", "c", "zero"}).label_distance(std::nullopt);
    ax.legend();
    REQUIRE(ax.legend_entries().size() == 3);  // the zero-size wedge draws nothing
    const Scene s = fig.scene();
    CHECK(find_collisions(s).empty());
    CHECK(pie_items(s, "label").empty());  // labels only in the legend
    CHECK(pie_items(s, "wedge").size() == 3);
    // Ten wedges: the legend beside the pie.
    Figure g{inches(5.2, 3.2)};
    Axes& bx = g.axes();
    bx.pie({52, 26, 11.5, 6.2, 1.9, 0.9, 0.7, 0.4, 0.25, 0.15})
        .labels({"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"})
        .label_distance(std::nullopt)
        .wedge_width(0.45);
    bx.legend().location(LegendLocation::outside_right);
    CHECK(bx.legend_entries().size() == 10);
    CHECK(g.collisions().empty());
}

TEST_CASE("pie legend at best with many wedges: settles beside or above the pie, on the page", "[pie]") {
    // Nothing fits inside a pie's plot. The legend went above the pie, the pie
    // shrank, the legend fitted inside again, the pie grew, ... (or beside,
    // then above, then beside), and after the last layout pass the title and
    // legend were off the page. From the third pass on, a pass keeps the
    // outside place the last one chose (4 wedges on 4 x 3 in swung without
    // it), and a narrow legend taller than the plot goes above it, not beside
    // (10 wedges on 5 x 2.5 in swung without that).
    struct Case {
        int wedges;
        double width, height;
        bool above;  // the legend is taller than the plot: above it, in columns
    };
    for (const Case& k : {Case{4, 4, 3, false}, Case{10, 5, 2.5, true}, Case{10, 4, 3, false}, Case{20, 4, 3, true}}) {
        INFO(k.wedges << " wedges on " << k.width << " x " << k.height << " in");
        Figure fig{inches(k.width, k.height)};
        Axes& ax = fig.axes();
        std::vector<double> v;
        std::vector<std::string> names;
        for (int i = 0; i < k.wedges; ++i) {
            v.push_back(1 + i % 5);
            names.push_back("wedge " + std::to_string(i));
        }
        ax.pie(v).labels(names).label_distance(std::nullopt);
        ax.legend();
        ax.title("pie");
        const Scene s = fig.scene();
        for (const Collision& c : find_collisions(s)) FAIL_CHECK(c.describe());
        const SceneItem* frame = nullptr;
        for (const SceneItem& it : s.items)
            if (it.role == Role::legend_frame) frame = &it;
        REQUIRE(frame != nullptr);
        const Rect legend = frame->bounds();
        CHECK(legend.left() >= 0);
        CHECK(legend.top() >= 0);
        CHECK(legend.right() <= s.page.width);
        CHECK(legend.bottom() <= s.page.height);
        Rect pie = pie_items(s, "wedge").front()->bounds();
        for (const SceneItem* w : pie_items(s, "wedge")) pie = pie.united(w->bounds());
        CHECK(pie.width > 36);  // the pie stays visible (half an inch at least)
        CHECK_FALSE(legend.intersects(pie));
        if (k.above) CHECK(legend.bottom() <= pie.top());
    }
}

TEST_CASE("pie autopct: printf formats and callbacks", "[pie]") {
    Figure fig{inches(4, 4)};
    Axes& ax = fig.axes();
    ax.pie({1, 3}).autopct("%.1f%%");
    const Scene s = fig.scene();
    const auto pct = pie_items(s, "percentage");
    REQUIRE(pct.size() == 2);
    CHECK(pct[0]->payload.text()->text.plain == "25.0%");
    CHECK(pct[1]->payload.text()->text.plain == "75.0%");
    Figure g{inches(4, 4)};
    g.axes().pie({1, 1}).autopct([](double p) { return std::to_string(static_cast<int>(p)) + " pct"; });
    CHECK(pie_items(g.scene(), "percentage")[0]->payload.text()->text.plain == "50 pct");
    Figure h{inches(4, 4)};
    h.axes().pie({1, 1}).autopct([](double) -> std::string { throw std::runtime_error("boom"); });
    CHECK(pie_error_of([&] { (void)h.scene(); }).kind() == ErrorKind::callback);
    for (const char* bad : {"%d", "%s", "%.1f %.1f", "no conversion", "%123f", "%.1f%"}) {
        Figure k{inches(3, 3)};
        Pie& p = k.axes().pie({1, 2});
        INFO(bad);
        CHECK(error_of([&] { p.autopct(std::string(bad)); }).find("pie: autopct") != std::string::npos);
    }
}

TEST_CASE("pie refuses hostile input naming pie and the argument", "[pie]") {
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double big = std::numeric_limits<double>::max();
    struct Bad {
        std::vector<double> v;
        const char* says;
    };
    for (const Bad& b : {Bad{{1, -1}, "values[1] is negative"}, Bad{{1, nan}, "values[1] is NaN"},
                         Bad{{inf, 1}, "values[0] is infinite"}, Bad{{0, 0, 0}, "are zero"},
                         Bad{{big, big}, "sum overflows"}}) {
        Figure fig{inches(3, 3)};
        Axes& ax = fig.axes();
        const Error e = pie_error_of([&] { ax.pie(b.v); });
        INFO(e.what());
        CHECK(e.kind() == ErrorKind::data);
        CHECK(std::string(e.what()).find("pie: ") == 0);
        CHECK(std::string(e.what()).find(b.says) != std::string::npos);
        CHECK(ax.artists().empty());
    }
    Figure fig{inches(3, 3)};
    Axes& ax = fig.axes();
    CHECK(pie_error_of([&] { ax.pie(std::vector<double>(max_pie_wedges + 1, 1.0)); }).kind() == ErrorKind::data);
    Pie& p = ax.pie({1, 2, 3});
    for (const auto& f : std::vector<std::function<void()>>{
             [&] { p.labels({"a"}); }, [&] { p.colors({Color{1, 0, 0}}); }, [&] { p.explode({0, 0}); }}) {
        const Error e = pie_error_of(f);
        CHECK(e.kind() == ErrorKind::data);
        CHECK(std::string(e.what()).find("given for 3 values") != std::string::npos);
    }
    CHECK(error_of([&] { p.explode({0, -1, 0}); }).find("explode[1]") != std::string::npos);
    CHECK(error_of([&] { p.start_angle(nan); }).find("start_angle") != std::string::npos);
    CHECK(error_of([&] { p.wedge_width(-1); }).find("wedge_width") != std::string::npos);
    CHECK(error_of([&] { p.radius(0); }).find("radius") != std::string::npos);
    CHECK(error_of([&] { p.normalize(false); }).find("more than 1") != std::string::npos);
    // Empty: nothing drawn, no error.
    Figure e{inches(3, 3)};
    e.axes().pie(std::vector<double>{});
    CHECK(pie_items(e.scene(), "wedge").empty());
}

namespace {

bool pie_segments_cross(Point a, Point b, Point c, Point d) {
    auto orient = [](Point p, Point q, Point r) { return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x); };
    return orient(a, b, c) * orient(a, b, d) < 0 && orient(c, d, a) * orient(c, d, b) < 0;
}

double pie_distance_to_segment(Point c, Point a, Point b) {
    const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
    const double t = len2 > 0 ? std::max(0.0, std::min(1.0, ((c.x - a.x) * dx + (c.y - a.y) * dy) / len2)) : 0;
    return std::hypot(a.x + t * dx - c.x, a.y + t * dy - c.y);
}

}  // namespace

TEST_CASE("pie leaders cross neither each other nor the pie", "[pie]") {
    for (const double start : {0.0, 90.0}) {
        Figure fig{inches(4.5, 3.2)};
        fig.axes()
            .pie({60, 25, 6, 3, 1.5, 1, 0.8, 0.7, 0.5, 0.4, 0.3, 0.2, 0.1})
            .labels({"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m"})
            .start_angle(start)
            .counterclock(false);
        const Scene s = fig.scene();
        Rect pie;
        bool first = true;
        for (const SceneItem* w : pie_items(s, "wedge")) {
            pie = first ? w->bounds() : pie.united(w->bounds());
            first = false;
        }
        const Point c = pie.center();
        const double r = pie.width / 2;
        std::vector<std::pair<Point, Point>> runs;
        std::vector<std::size_t> owner;
        const auto leaders = pie_items(s, "leader");
        REQUIRE(leaders.size() >= 5);
        for (std::size_t k = 0; k < leaders.size(); ++k) {
            const std::vector<Point>& p = leaders[k]->payload.path()->points;
            for (std::size_t i = 0; i + 1 < p.size(); ++i) {
                CHECK(pie_distance_to_segment(c, p[i], p[i + 1]) > r);  // outside the pie
                runs.emplace_back(p[i], p[i + 1]);
                owner.push_back(k);
            }
        }
        for (std::size_t i = 0; i < runs.size(); ++i)
            for (std::size_t j = i + 1; j < runs.size(); ++j)
                if (owner[i] != owner[j]) {
                    INFO("start " << start << ": leaders " << owner[i] << " and " << owner[j]);
                    CHECK_FALSE(pie_segments_cross(runs[i].first, runs[i].second, runs[j].first, runs[j].second));
                }
        CHECK(find_collisions(s).empty());
    }
}
