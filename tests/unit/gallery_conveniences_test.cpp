// The conveniences the ML gallery (examples/gallery/ml, issue 13) brought:
// numpy-like sequences (linspace, logspace, arange, generate, transform),
// fit_power_law, subplots(), a grid's axes in row-major order
// (operator[], range-for), GridOptions::shared(), Axes::line(y),
// line/band of a function, and Line::color().
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>

#include "../support/errors.hpp"
#include "../support/strings.hpp"

#include <cmath>
#include <functional>
#include <string>
#include <vector>

using namespace sqfig;
using sqfig_test::error_of;
using sqfig_test::kInf;
using sqfig_test::kNaN;

namespace {

using sqfig_test::contains;

// Two figures draw the same when their SVGs are the same bytes.
std::string svg_of(const Figure& fig) { return fig.to_bytes(Format::svg); }

}  // namespace

TEST_CASE("linspace: n evenly spaced numbers, both ends included", "[gallery][sequences]") {
    CHECK(linspace(0, 1, 5) == std::vector<double>{0, 0.25, 0.5, 0.75, 1});
    CHECK(linspace(2, -2, 3) == std::vector<double>{2, 0, -2});
    CHECK(linspace(3, 7, 1) == std::vector<double>{3});
    CHECK(linspace(3, 7, 0).empty());
    CHECK(linspace(0, 1, 50).back() == 1);  // exactly the end: 0 + 49 (1/49) rounds below 1
    CHECK(linspace(0.1, 0.9, 12).back() == 0.9);
    CHECK(contains(error_of([] { (void)linspace(kNaN, 1, 3); }), "linspace: first must be finite"));
    CHECK(contains(error_of([] { (void)linspace(0, kInf, 3); }), "linspace: last must be finite"));
    CHECK(contains(error_of([] { (void)linspace(0, 1, max_sequence_length + 1); }), "at most"));
}

TEST_CASE("logspace: numbers evenly spaced on a log axis", "[gallery][sequences]") {
    const std::vector<double> v = logspace(0, 3, 4);
    REQUIRE(v.size() == 4);
    for (int i = 0; i < 4; ++i) CHECK(v[static_cast<std::size_t>(i)] == Approx(std::pow(10.0, i)));
    CHECK(logspace(1, 3, 3, 2) == std::vector<double>{2, 4, 8});
    CHECK(contains(error_of([] { (void)logspace(0, 1, 3, 1); }), "base"));
    CHECK(contains(error_of([] { (void)logspace(0, 1, 3, -2); }), "base"));
    CHECK(contains(error_of([] { (void)logspace(0, 400, 3); }), "range of double"));
}

TEST_CASE("arange: start + i step below stop", "[gallery][sequences]") {
    CHECK(arange(0, 10, 2) == std::vector<double>{0, 2, 4, 6, 8});
    CHECK(arange(0, 3) == std::vector<double>{0, 1, 2});
    CHECK(arange(5, 0, -2) == std::vector<double>{5, 3, 1});
    CHECK(arange(0, 1, 0.25).size() == 4);
    CHECK(arange(3, 3).empty());
    CHECK(arange(3, 0).empty());  // the step points away from stop
    const std::vector<double> fine = arange(0, 1, 0.1);
    REQUIRE(fine.size() == 10);
    CHECK(fine[7] == 0.1 * 7);  // each from start + i step: no error adds up
    CHECK(contains(error_of([] { (void)arange(0, 1, 0); }), "step must not be 0"));
    CHECK(contains(error_of([] { (void)arange(0, kNaN); }), "stop must be finite"));
    CHECK(contains(error_of([] { (void)arange(0, 1e300, 1e-300); }), "at most"));
}

TEST_CASE("generate and transform: numpy's vectorised expressions", "[gallery][sequences]") {
    int calls = 0;
    CHECK(generate(4, [&] { return ++calls * 1.5; }) == std::vector<double>{1.5, 3, 4.5, 6});
    CHECK(generate(0, [] { return 1.0; }).empty());
    CHECK(contains(error_of([] { (void)generate(max_sequence_length + 1, [] { return 1.0; }); }), "at most"));
    CHECK(transform(std::vector<int>{1, 2, 3}, [](double v) { return v * v; }) == std::vector<double>{1, 4, 9});
    const std::vector<double> mean{2, 3}, spread{0.5, 1};
    CHECK(transform(mean, spread, std::minus<>()) == std::vector<double>{1.5, 2});
    CHECK(contains(error_of([&] { (void)transform(mean, std::vector<double>{1}, std::plus<>()); }), "one length"));
}

TEST_CASE("fit_power_law: least squares in log-log space", "[gallery][fit]") {
    const std::vector<double> x = logspace(0, 4, 9);
    const PowerLaw exact = fit_power_law(x, transform(x, [](double v) { return 3 * std::pow(v, -0.5); }));
    CHECK(exact.exponent == Approx(-0.5));
    CHECK(exact.coefficient == Approx(3));
    CHECK(exact(100) == Approx(0.3));
    // Scaling-law magnitudes (10^18..10^23 FLOPs): centred sums keep the exponent.
    const std::vector<double> flops = logspace(18, 23, 11);
    CHECK(fit_power_law(flops, transform(flops, [](double c) { return 48 * std::pow(c, -0.06); })).exponent ==
          Approx(-0.06).epsilon(1e-9));
    CHECK(contains(error_of([] { (void)fit_power_law({1, 2}, {1}); }), "2 x values and 1 y values"));
    CHECK(contains(error_of([] { (void)fit_power_law({1}, {1}); }), "two points"));
    CHECK(contains(error_of([] { (void)fit_power_law({1, 2, 3}, {1, 0, 3}); }), "point 1"));
    CHECK(contains(error_of([] { (void)fit_power_law({1, kNaN}, {1, 2}); }), "point 1"));
    CHECK(contains(error_of([] { (void)fit_power_law({2, 2}, {1, 3}); }), "every x is the same"));
}

TEST_CASE("subplots: a figure and its axes, valid after the figure moves out", "[gallery][subplots]") {
    auto [fig, ax] = subplots(inches(4, 3));
    CHECK(&ax == &fig.axes());
    CHECK(fig.size().width == Approx(288));
    ax.line({0, 1}, {0, 1});

    Style serif;
    serif.font_family = "serif";
    auto [fig2, grid] = subplots(2, 3, inches(6, 4), GridOptions::shared(), serif);
    CHECK(fig2.style().font_family == "serif");
    REQUIRE(grid.size() == 6);
    CHECK(&grid(1, 2) == &fig2.at(1, 2));
    CHECK(contains(error_of([] { (void)subplots(0, 3, inches(6, 4)); }), "rows and columns"));
    CHECK(contains(error_of([] { (void)subplots(inches(-1, 3)); }), "figure size"));
}

TEST_CASE("Grid: its axes in row-major order, as matplotlib's axs.flat", "[gallery][grid]") {
    Figure fig{inches(6, 4)};
    Grid grid = fig.grid(2, 3);
    CHECK(grid.size() == 6);
    CHECK(&grid[0] == &grid(0, 0));
    CHECK(&grid[2] == &grid(0, 2));
    CHECK(&grid[3] == &grid(1, 0));
    CHECK(&grid[5] == &grid(1, 2));
    CHECK(contains(error_of([&] { (void)grid[6]; }), "no axes 6 in a 2x3 grid"));
    CHECK(contains(error_of([&] { (void)grid[-1]; }), "no axes -1"));
    std::vector<const Axes*> visited;
    for (Axes& ax : grid) visited.push_back(&ax);
    REQUIRE(visited.size() == 6);
    for (int i = 0; i < 6; ++i) CHECK(visited[static_cast<std::size_t>(i)] == &grid[i]);
}

TEST_CASE("GridOptions::shared: subplots(sharex=True, sharey=True)", "[gallery][grid]") {
    const GridOptions both = GridOptions::shared();
    CHECK(both.share_x == Share::all);
    CHECK(both.share_y == Share::all);
    const GridOptions rows = GridOptions::shared(Share::none, Share::row);
    CHECK(rows.share_x == Share::none);
    CHECK(rows.share_y == Share::row);
    // The same figure as setting the members one by one.
    auto draw = [](const GridOptions& o) {
        Figure fig{inches(6, 4)};
        Grid g = fig.grid(2, 2, o);
        for (int i = 0; i < 4; ++i) g[i].line({0, 1, 2}, {0.0, 1.0 + i, 0.5});
        return svg_of(fig);
    };
    GridOptions by_hand;
    by_hand.share_x = by_hand.share_y = Share::all;
    CHECK(draw(both) == draw(by_hand));
    CHECK(draw(both) != draw(GridOptions{}));
}

TEST_CASE("Axes::line(y) is plot(y): x is 0, 1, 2, ...", "[gallery][line]") {
    Figure a{inches(4, 3)}, b{inches(4, 3)};
    a.axes().line({3, 1, 4, 1, 5}).label("y");
    b.axes().line({0, 1, 2, 3, 4}, {3, 1, 4, 1, 5}).label("y");
    CHECK(svg_of(a) == svg_of(b));
    const DataExtent e = a.axes().data_extent();
    CHECK(e.x_min == 0);
    CHECK(e.x_max == 4);
    Figure empty{inches(4, 3)};
    CHECK(empty.axes().line(std::vector<double>{}).size() == 0);
}

TEST_CASE("line and band of a function: y = f(x) at the given x", "[gallery][line]") {
    const std::vector<double> x = linspace(0, 2, 21);
    auto f = [](double v) { return std::exp(-v); };
    Figure a{inches(4, 3)}, b{inches(4, 3)};
    a.axes().line(x, f).label("f");
    a.axes().band(x, [&](double v) { return f(v) - 0.1; }, [&](double v) { return f(v) + 0.1; }).alpha(0.3);
    b.axes().line(x, transform(x, f)).label("f");
    b.axes().band(x, transform(x, [&](double v) { return f(v) - 0.1; }), transform(x, [&](double v) { return f(v) + 0.1; }))
        .alpha(0.3);
    CHECK(svg_of(a) == svg_of(b));
    const DataExtent e = a.axes().data_extent();
    CHECK(e.y_max == Approx(1.1));
    CHECK(e.y_min == Approx(std::exp(-2.0) - 0.1));
    // A function object: the fitted power law of a scaling plot.
    Figure c{inches(4, 3)};
    c.axes().line({1, 10, 100}, PowerLaw{2, -1});
    CHECK(c.axes().data_extent().y_min == Approx(0.02));
}

TEST_CASE("Line::color: the colour it is drawn in, for a band under it", "[gallery][line]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Line& first = ax.line({0, 1}, {0, 1});
    Line& second = ax.line({0, 1}, {1, 0});
    CHECK(first.color() == Color("C0"));
    CHECK(second.color() == Color("C1"));
    CHECK(second.color(Color("tab:olive")).color() == Color("tab:olive"));
}
