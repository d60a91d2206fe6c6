// Stack plots (matplotlib's stackplot: boundaries as its cumulative sums and
// baseline formulas) and ECDFs (matplotlib 3.8's ecdf: steps, complementary,
// weights, compress, horizontal), checked on fixed data against matplotlib's
// numbers, written here with their provenance.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/errors.hpp"
#include "../support/scene_queries.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

using namespace sqfig;
using sqfig_test::error_of;

namespace {

const std::vector<double> stack_x = {0, 1, 2, 3, 4, 5};
const std::vector<std::vector<double>> stack_ys = {{1.0, 2.5, 0.5, 3.0, 2.0, 1.25},
                                                   {0.75, 0.0, 1.5, 2.25, 4.0, 3.0},
                                                   {2.0, 1.0, 3.5, 0.25, 1.0, 2.5}};

std::vector<Values> stack_layers() { return {stack_ys[0], stack_ys[1], stack_ys[2]}; }

void check_bounds(const StackPlot& s, const std::vector<std::vector<double>>& want) {
    REQUIRE(s.boundaries().size() == want.size());
    for (std::size_t i = 0; i < want.size(); ++i)
        for (std::size_t j = 0; j < want[i].size(); ++j) {
            INFO("boundary " << i << ", x " << j);
            CHECK(s.boundaries()[i][j] == Approx(want[i][j]).epsilon(1e-14).margin(1e-14));
        }
}

}  // namespace

// Provenance: matplotlib 3.6.3 (/usr/bin/python3): ax.stackplot(stack_x, stack_ys, baseline=b);
// each PolyCollection's path is fill_between(x, lower, upper): vertices[1:n+1] the lower
// boundary, vertices[n+2:2n+2] reversed the upper one (printed with repr()).
TEST_CASE("stackplot: boundaries are matplotlib's for each baseline", "[stackplot]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    StackPlot& s = ax.stackplot(stack_x, stack_layers());
    CHECK(s.layers() == 3);
    check_bounds(s, {{0.0, 0.0, 0.0, 0.0, 0.0, 0.0},
                     {1.0, 2.5, 0.5, 3.0, 2.0, 1.25},
                     {1.75, 2.5, 2.0, 5.25, 6.0, 4.25},
                     {3.75, 3.5, 5.5, 5.5, 7.0, 6.75}});
    s.baseline(StackBaseline::sym);
    check_bounds(s, {{-1.875, -1.75, -2.75, -2.75, -3.5, -3.375},
                     {-0.875, 0.75, -2.25, 0.25, -1.5, -2.125},
                     {-0.125, 0.75, -0.75, 2.5, 2.5, 0.875},
                     {1.875, 1.75, 2.75, 2.75, 3.5, 3.375}});
    s.baseline(StackBaseline::wiggle);
    check_bounds(s, {{-1.5416666666666667, -2.25, -1.75, -3.6666666666666665, -3.8333333333333335, -2.9583333333333335},
                     {-0.5416666666666667, 0.25, -1.25, -0.6666666666666665, -1.8333333333333335, -1.7083333333333335},
                     {0.20833333333333326, 0.25, 0.25, 1.5833333333333335, 2.1666666666666665, 1.2916666666666665},
                     {2.208333333333333, 1.25, 3.75, 1.8333333333333335, 3.1666666666666665, 3.7916666666666665}});
    s.baseline(StackBaseline::weighted_wiggle);
    check_bounds(s, {{-1.875, -1.017857142857143, -2.972402597402598, -1.0405844155844157, -2.5941558441558445,
                      -3.339526214526215},
                     {-0.875, 1.482142857142857, -2.472402597402598, 1.9594155844155843, -0.5941558441558445,
                      -2.089526214526215},
                     {-0.125, 1.482142857142857, -0.9724025974025978, 4.209415584415584, 3.4058441558441555,
                      0.9104737854737852},
                     {1.875, 2.4821428571428568, 2.527597402597402, 4.459415584415584, 4.4058441558441555,
                      3.410473785473785}});
}

TEST_CASE("stackplot: each layer fills between its boundaries on the page, from 0 at the plot's bottom",
          "[stackplot][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 5);
    StackPlot& s = ax.stackplot(stack_x, stack_layers());
    s.labels({"a", "b", "c"});
    ax.legend();
    const Scene scene = fig.scene();
    const Rect p = sqfig_test::plot_of(scene);
    const auto layers = sqfig_test::items_of_kind(scene, "stack plot");
    REQUIRE(layers.size() == 3);
    // Autoscaling sticks to 0: the zero baseline is the plot's bottom; the top, 7, has the 5% margin.
    const double y0 = p.bottom(), per_unit = p.height / (7.0 * 1.05);
    // The outline is simplified as a line is (0.1 pt): a straight run of a
    // boundary keeps its ends only. Every boundary point lies on it.
    for (std::size_t i = 0; i < 3; ++i) {
        const std::vector<Point>& pts = layers[i]->payload.path()->points;
        REQUIRE(pts.size() >= 4);
        CHECK(pts.size() <= 12);
        for (std::size_t j = 0; j < 6; ++j) {
            INFO("layer " << i << ", x " << j);
            const double x = p.left() + static_cast<double>(j) / 5 * p.width;
            CHECK(sqfig_test::distance_to_polyline({x, y0 - s.boundaries()[i + 1][j] * per_unit}, pts, true) <= 0.1 + 1e-9);  // top
            CHECK(sqfig_test::distance_to_polyline({x, y0 - s.boundaries()[i][j] * per_unit}, pts, true) <= 0.1 + 1e-9);  // bottom
        }
        // Its ends exactly: the first point of the top, the last of the bottom.
        CHECK(pts.front().x == Approx(p.left()).margin(1e-6));
        CHECK(pts.front().y == Approx(y0 - s.boundaries()[i + 1][0] * per_unit).margin(1e-6));
        CHECK(pts.back().y == Approx(y0 - s.boundaries()[i][0] * per_unit).margin(1e-6));
        CHECK(layers[i]->payload.path()->fill == s.color(i));
    }
    // The zero baseline is straight: its two ends are all layer 0 keeps of it.
    CHECK(layers[0]->payload.path()->points.size() <= 8);
    // A layer's top and the next one's bottom are the same points: no seam.
    for (std::size_t i = 0; i + 1 < 3; ++i) {
        const std::vector<Point>& lower = layers[i]->payload.path()->points;
        const std::vector<Point>& upper = layers[i + 1]->payload.path()->points;
        std::vector<Point> top_of_lower, bottom_of_upper;
        for (const Point& q : lower) {
            if (!top_of_lower.empty() && q.x <= top_of_lower.back().x) break;
            top_of_lower.push_back(q);
        }
        for (auto it = upper.rbegin(); it != upper.rend(); ++it) {
            if (!bottom_of_upper.empty() && it->x <= bottom_of_upper.back().x) break;
            bottom_of_upper.push_back(*it);
        }
        REQUIRE(top_of_lower.size() == bottom_of_upper.size());
        for (std::size_t k = 0; k < top_of_lower.size(); ++k) {
            CHECK(top_of_lower[k].x == bottom_of_upper[k].x);
            CHECK(top_of_lower[k].y == bottom_of_upper[k].y);
        }
    }
    CHECK(s.color(0) != s.color(1));
    for (const char* l : {"a", "b", "c"}) CHECK(sqfig_test::find_text(scene, l) != nullptr);
    CHECK(fig.collisions().empty());
}

TEST_CASE("stackplot: NaN breaks the layers above it; misuse is an Error", "[stackplot]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    const double nan = std::nan("");
    StackPlot& s = ax.stackplot(std::vector<double>{0, 1, 2, 3}, std::vector<Values>{std::vector<double>{1, nan, 1, 1},
                                                                                     std::vector<double>{1, 1, 1, 1}});
    CHECK(std::isnan(s.boundaries()[1][1]));
    CHECK(std::isnan(s.boundaries()[2][1]));
    CHECK(s.boundaries()[0][1] == 0);
    const Scene scene = fig.scene();
    // each layer: points 0 alone (dropped) and 2-3
    CHECK(sqfig_test::items_of_kind(scene, "stack plot").size() == 2);
    CHECK(error_of([&] { ax.stackplot(std::vector<double>{0, 1}, std::vector<Values>{std::vector<double>{1}}); })
              .find("layer 0 has 1 values for 2 x values") != std::string::npos);
    CHECK(error_of([&] { ax.stackplot(std::vector<double>{0, 1}, std::vector<Values>{}); }).find("no layers") !=
          std::string::npos);
    CHECK(error_of([&] { s.labels({"a", "b", "c"}); }).find("3 labels for 2 layers") != std::string::npos);
}

// Provenance: matplotlib 3.8's Axes.ecdf computation (lib/matplotlib/axes/_axes.py), run
// with numpy under /usr/bin/python3 (matplotlib 3.6 has no ecdf): the lists it passes to
// plot() and the drawstyle, for ecdf_d and ecdf_w below, printed with repr().
TEST_CASE("ecdf: the steps are matplotlib 3.8's", "[ecdf]") {
    const std::vector<double> d = {3.0, 1.0, 2.0, 2.0, 5.0, 1.0, 4.0};
    const std::vector<double> w = {1.0, 2.0, 1.0, 3.0, 1.0, 0.0, 2.0};
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    // Made by a function, not aggregate-initialised in the array: g++ 12 -O2
    // warned that the array's vectors "may be used uninitialized" (false).
    const auto options = [](std::vector<double> weights, bool complementary, bool horizontal) {
        EcdfOptions o;
        o.weights = std::move(weights);
        o.complementary = complementary;
        o.horizontal = horizontal;
        return o;
    };
    struct Case {
        EcdfOptions o;
        std::vector<double> x, y;
        StepWhere where;
    };
    const Case cases[] = {
        {options({}, false, false), {1.0, 1.0, 1.0, 2.0, 2.0, 3.0, 4.0, 5.0},
         {0.0, 0.14285714285714285, 0.2857142857142857, 0.42857142857142855, 0.5714285714285714, 0.7142857142857143,
          0.8571428571428571, 1.0},
         StepWhere::post},
        {options({}, true, false), {1.0, 1.0, 2.0, 2.0, 3.0, 4.0, 5.0, 5.0},
         {1.0, 0.8571428571428572, 0.7142857142857143, 0.5714285714285714, 0.4285714285714286, 0.2857142857142857,
          0.1428571428571429, 0.0},
         StepWhere::pre},
        {options(w, false, false), {1.0, 1.0, 1.0, 2.0, 2.0, 3.0, 4.0, 5.0},
         {0.0, 0.2, 0.2, 0.30000000000000004, 0.6000000000000001, 0.7000000000000001, 0.9000000000000001,
          1.0000000000000002},
         StepWhere::post},
        {options(w, true, false), {1.0, 1.0, 2.0, 2.0, 3.0, 4.0, 5.0, 5.0},
         {1.0, 0.8, 0.8, 0.7, 0.3999999999999999, 0.29999999999999993, 0.09999999999999987, -2.220446049250313e-16},
         StepWhere::pre},
        {options({}, false, true),
         {0.0, 0.14285714285714285, 0.2857142857142857, 0.42857142857142855, 0.5714285714285714, 0.7142857142857143,
          0.8571428571428571, 1.0},
         {1.0, 1.0, 1.0, 2.0, 2.0, 3.0, 4.0, 5.0},
         StepWhere::pre},
        {options({}, true, true),
         {1.0, 0.8571428571428572, 0.7142857142857143, 0.5714285714285714, 0.4285714285714286, 0.2857142857142857,
          0.1428571428571429, 0.0},
         {1.0, 1.0, 2.0, 2.0, 3.0, 4.0, 5.0, 5.0},
         StepWhere::post},
    };
    int k = 0;
    for (const Case& c : cases) {
        INFO("case " << k++);
        const Ecdf& e = ax.ecdf(d, c.o);
        CHECK(e.vertices_x() == c.x);  // exact: the same operations in the same order
        CHECK(e.vertices_y() == c.y);
        CHECK(e.step_where() == c.where);
    }
    CHECK(ax.ecdf(d).kind() == "ecdf");
}

TEST_CASE("ecdf: compress keeps one step per value at F after its ties; misuse is an Error", "[ecdf]") {
    const std::vector<double> d = {3.0, 1.0, 2.0, 2.0, 5.0, 1.0, 4.0};
    EcdfOptions o;
    o.compress = true;
    const EcdfSteps s = ecdf_steps(d, o);
    CHECK(s.x == std::vector<double>{1, 2, 3, 4, 5});
    CHECK(s.cumulative == std::vector<double>{2.0 / 7, 4.0 / 7, 5.0 / 7, 6.0 / 7, 1.0});
    // The uncompressed ECDF is at the same levels after each distinct value.
    const EcdfSteps full = ecdf_steps(d);
    CHECK(full.cumulative[1] == s.cumulative[0]);
    CHECK(full.cumulative[3] == s.cumulative[1]);
    const double nan = std::nan("");
    CHECK(error_of([&] { (void)ecdf_steps({1, nan}); }).find("value 1 is nan") != std::string::npos);
    CHECK(error_of([&] { (void)ecdf_steps({}); }).find("no values") != std::string::npos);
    EcdfOptions bad;
    bad.weights = {1, -1};
    CHECK(error_of([&] { (void)ecdf_steps({1, 2}, bad); }).find("weight 1 is") != std::string::npos);
    bad.weights = {1};
    CHECK(error_of([&] { (void)ecdf_steps({1, 2}, bad); }).find("1 weights for 2 values") != std::string::npos);
    bad.weights = {0, 0};
    CHECK(error_of([&] { (void)ecdf_steps({1, 2}, bad); }).find("sum to 0") != std::string::npos);
}

TEST_CASE("ecdf: drawn as a staircase from 0 at the plot's bottom, in the cycle's colour", "[ecdf][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 4);
    Ecdf& e = ax.ecdf(std::vector<double>{1, 2, 3});
    e.label("F");
    ax.legend();
    const Scene scene = fig.scene();
    const Rect p = sqfig_test::plot_of(scene);
    const auto lines = sqfig_test::items_of_kind(scene, "ecdf");
    REQUIRE(lines.size() == 1);
    const std::vector<Point>& pts = lines[0]->payload.path()->points;
    // steps-post through (1,0) (1,1/3) (2,2/3) (3,1): (1,0) (1,1/3) (2,1/3) (2,2/3) (3,2/3) (3,1)
    const double per_x = p.width / 4, per_y = p.height / 1.05;
    const double want[][2] = {{1, 0}, {1, 1.0 / 3}, {2, 1.0 / 3}, {2, 2.0 / 3}, {3, 2.0 / 3}, {3, 1}};
    REQUIRE(pts.size() == 6);
    for (std::size_t i = 0; i < 6; ++i) {
        INFO("vertex " << i);
        CHECK(pts[i].x == Approx(p.left() + want[i][0] * per_x).margin(1e-6));
        CHECK(pts[i].y == Approx(p.bottom() - want[i][1] * per_y).margin(1e-6));
    }
    CHECK(sqfig_test::find_text(scene, "F") != nullptr);
}
