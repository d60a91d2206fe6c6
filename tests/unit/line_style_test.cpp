// Named line styles (matplotlib's ":", "-.", "--" patterns scaled by the
// line width) on lines, reference lines and their legend handles, and a
// vertical reference line's legend handle drawn as a horizontal sample.
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

bool same_pattern(const std::vector<double>& a, const std::vector<double>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::abs(a[i] - b[i]) > 1e-12) return false;
    return true;
}

}  // namespace

// Provenance: matplotlib 3.6.3 (/usr/bin/python3): Line2D([0, 1], [0, 1], linestyle=ls,
// linewidth=lw)._dash_pattern[1] for (":", 1.5), ("-.", 2), ("--", 0.5): rcParams
// lines.dotted_pattern [1.0, 1.65], lines.dashdot_pattern [6.4, 1.6, 1.0, 1.6],
// lines.dashed_pattern [3.7, 1.6], scaled by the width (lines.scale_dashes: True).
TEST_CASE("line styles: matplotlib's patterns scaled by the line width", "[line-style]") {
    CHECK(same_pattern(dash_pattern(LineStyle::dotted, 1.5), {1.5, 2.4749999999999996}));
    CHECK(same_pattern(dash_pattern(LineStyle::dash_dot, 2), {12.8, 3.2, 2.0, 3.2}));
    CHECK(same_pattern(dash_pattern(LineStyle::dashed, 0.5), {1.85, 0.8}));
    CHECK(dash_pattern(LineStyle::solid, 3).empty());
}

TEST_CASE("line styles: lines and reference lines draw them, and their legend handles too", "[line-style][legend]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Line& dotted = ax.line({0, 1}, {0, 1}).line_style(LineStyle::dotted).label("dotted");
    dotted.width(1.5);  // set after the style: the pattern follows the width
    ax.line({0, 1}, {1, 0}).width(2).line_style(LineStyle::dash_dot).label("dash-dot");
    ax.line({0, 1}, {0.5, 0.6}).line_style(LineStyle::dotted).dashed({5, 1}).label("explicit");
    ax.hline(0.3).width(1).line_style(LineStyle::dashed).label("h");
    ax.legend().location(LegendLocation::outside_right);
    const Scene s = fig.scene();
    const auto lines = sqfig_test::items_of_kind(s, "line");
    REQUIRE(lines.size() >= 3);
    CHECK(same_pattern(lines[0]->payload.path()->dashes, {1.5, 2.4749999999999996}));
    CHECK(same_pattern(lines[1]->payload.path()->dashes, {12.8, 3.2, 2.0, 3.2}));
    CHECK(same_pattern(lines[2]->payload.path()->dashes, {5, 1}));  // dashed() replaces the named style
    const auto refs = sqfig_test::items_of_kind(s, "horizontal line");
    REQUIRE(refs.size() == 1);
    CHECK(same_pattern(refs[0]->payload.path()->dashes, {3.7, 1.6}));
    // The handles are dashed as the lines are.
    std::vector<std::vector<double>> handle_dashes;
    for (const SceneItem& it : s.items)
        if (it.kind.find("handle") != std::string::npos && it.payload.path() && it.payload.path()->stroke)
            handle_dashes.push_back(it.payload.path()->dashes);
    bool dotted_handle = false, dashdot_handle = false, ref_handle = false;
    for (const auto& d : handle_dashes) {
        dotted_handle = dotted_handle || same_pattern(d, {1.5, 2.4749999999999996});
        dashdot_handle = dashdot_handle || same_pattern(d, {12.8, 3.2, 2.0, 3.2});
        ref_handle = ref_handle || same_pattern(d, {3.7, 1.6});
    }
    CHECK(dotted_handle);
    CHECK(dashdot_handle);
    CHECK(ref_handle);
}

TEST_CASE("reference lines: a vertical line's legend handle as a horizontal sample", "[reference][legend]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1}, {0, 1});
    ax.vline(0.5).label("upright");
    ax.vline(0.7).horizontal_handle().label("across");
    ax.legend().location(LegendLocation::outside_right);
    const Scene s = fig.scene();
    const auto handles = sqfig_test::items_of_kind(s, "reference line handle");
    REQUIRE(handles.size() == 2);
    const auto& up = handles[0]->payload.path()->points;
    const auto& across = handles[1]->payload.path()->points;
    CHECK(up[0].x == up[1].x);  // default: runs the way the line runs
    CHECK(across[0].y == across[1].y);  // horizontal, as matplotlib draws an axvline's handle
    CHECK(across[1].x - across[0].x > 10);
    CHECK(fig.collisions().empty());
}
