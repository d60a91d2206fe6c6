// Constrained-layout arithmetic: decorations get room, plots line up, ratios hold.
#include <catch2/catch.hpp>

#include <sqfig/layout/grid_layout.hpp>

using sqfig::GridOptions;
using sqfig::Protrusion;
using sqfig::Rect;

TEST_CASE("a single cell leaves room for its decorations", "[layout]") {
    const Rect area{5, 5, 500, 200};
    const auto r = sqfig::solve_grid(area, 1, 1, {}, {Protrusion{40, 3, 30, 25}}, 10);
    REQUIRE(r.size() == 1);
    CHECK(r[0].left() == Approx(45));
    CHECK(r[0].right() == Approx(502));
    CHECK(r[0].top() == Approx(35));
    CHECK(r[0].bottom() == Approx(180));
}

TEST_CASE("columns split free width by ratio, gaps separate decorations", "[layout]") {
    GridOptions opt;
    opt.width_ratios = {1, 2.4};
    const Rect area{0, 0, 700, 300};
    std::vector<Protrusion> p{{30, 5, 20, 40}, {50, 0, 10, 60}};
    const auto r = sqfig::solve_grid(area, 1, 2, opt, p, 12);
    REQUIRE(r.size() == 2);
    CHECK(r[1].width / r[0].width == Approx(2.4));
    // Right decoration of the first panel and left decoration of the second are 12 pt apart.
    CHECK((r[1].left() - 50) - (r[0].right() + 5) == Approx(12));
    // Plots in one row share top and bottom, set by the tallest decorations.
    CHECK(r[0].top() == Approx(20));
    CHECK(r[1].top() == Approx(20));
    CHECK(r[0].bottom() == Approx(240));
    CHECK(r[1].bottom() == Approx(240));
    CHECK(r[1].right() == Approx(700));
}

TEST_CASE("grid rows stack with their own room", "[layout]") {
    const auto r = sqfig::solve_grid({0, 0, 100, 400}, 2, 1, {}, {{0, 0, 10, 20}, {0, 0, 30, 5}}, 8);
    CHECK(r[0].top() == Approx(10));
    CHECK(r[1].top() - 30 - (r[0].bottom() + 20) == Approx(8));
    CHECK(r[1].bottom() == Approx(395));
}

TEST_CASE("bad grids are errors, too little room still yields positive plots", "[layout]") {
    CHECK_THROWS_AS(sqfig::solve_grid({0, 0, 10, 10}, 0, 1, {}, {}, 0), sqfig::Error);
    GridOptions opt;
    opt.width_ratios = {1};
    CHECK_THROWS_AS(sqfig::solve_grid({0, 0, 10, 10}, 1, 2, opt, {{}, {}}, 0), sqfig::Error);
    opt.width_ratios = {1, -1};
    CHECK_THROWS_AS(sqfig::solve_grid({0, 0, 10, 10}, 1, 2, opt, {{}, {}}, 0), sqfig::Error);
    const auto r = sqfig::solve_grid({0, 0, 50, 50}, 1, 1, {}, {{100, 100, 100, 100}}, 0);
    CHECK(r[0].width > 0);
    CHECK(r[0].height > 0);
}
