// Histograms (issue 32): sqfig::histogram's counts and edges against
// numpy.histogram's on fixed data (numpy 1.24.2, /usr/bin/python3; each
// expected value's numpy call is in a comment beside it), the bin rules,
// density, cumulative, weights, NaN, misuse; and the drawn bars and outlines
// against the counts on the page.
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

namespace {

using sqfig_test::error_of;
using sqfig_test::items_of_kind;
using sqfig_test::kInf;
using sqfig_test::kNaN;
using sqfig_test::plot_of;

// D1 = np.array([2.1, 3.4, 0.5, 7.9, 3.3, 5.0, 5.0, 1.2, 9.8, 4.4, 6.1, 2.9, 3.7, 8.8, 0.0, 4.9, 10.0])
const std::vector<double> hist_d1 = {2.1, 3.4, 0.5, 7.9, 3.3, 5.0, 5.0, 1.2, 9.8, 4.4, 6.1, 2.9, 3.7, 8.8, 0.0, 4.9, 10.0};

// D4: rng = np.random.default_rng(0); D4 = np.round(rng.standard_t(3, size=30)*2+10, 2)
const std::vector<double> hist_d4 = {10.3, 10.31, 12.01, 6.05, 4.14, 7.81, 10.61, 14.37, 11.96, 7.37,
                                     7.47, 11.11, 8.42, 17.08, 12.21, 9.59, 12.45, 7.25, 7.54, 13.12,
                                     8.06, 9.03, 12.15, 5.12, 13.13, 11.83, 10.05, 8.27, 7.78, 14.37};

// D2: rng = np.random.default_rng(32); D2 = np.round(rng.normal(10, 3, size=60), 2)
const std::vector<double> hist_d2 = {
    12.73, 12.25, 9.92, 11.96, 8.05, 4.51, 15.04, 11.43, 3.8,  6.82,  8.14,  11.02, 13.98, 10.92, 8.7,
    11.4,  9.33,  10.55, 8.0, 6.38, 13.85, 9.04, 10.35, 8.2, 8.37,  8.94,  11.97, 13.66, 11.63, 8.34,
    18.39, 12.52, 12.83, 8.36, 9.27, 11.83, 4.78, 7.68, 11.2, 17.26, 11.27, 6.89,  6.35,  12.94, 7.57,
    8.97,  15.89, 10.18, 8.93, 7.65, 13.97, 13.96, 7.98, 5.75, 9.64,  14.13, 11.37, 6.36,  11.0,  12.31};

HistogramOptions by_rule(BinRule r) {
    HistogramOptions o;
    o.bins = r;
    return o;
}

}  // namespace

TEST_CASE("histogram: a count of bins gives numpy's counts and edges", "[histogram][numpy]") {
    // np.histogram(D1, bins=5) -> ([3, 5, 4, 2, 3], [0, 2, 4, 6, 8, 10]); 10.0 is in the last, closed bin
    HistogramOptions o;
    o.bins = 5;
    const HistogramCounts h = histogram(hist_d1, o);
    CHECK(h.counts == std::vector<double>{3, 5, 4, 2, 3});
    CHECK(h.edges == std::vector<double>{0, 2, 4, 6, 8, 10});
    CHECK(h.nan == 0);
    CHECK(h.outside == 0);
    // np.histogram(D1) (10 bins by default): the same edges as histogram_bin_edges
    CHECK(histogram(hist_d1).counts.size() == 10);
    CHECK(histogram_bin_edges(hist_d1, o) == h.edges);
}

TEST_CASE("histogram: explicit edges - each bin [a b) and the last one closed", "[histogram][numpy]") {
    // np.histogram(D1, bins=[0, 1, 2.5, 6, 10]) -> ([2, 2, 8, 5], [0, 1, 2.5, 6, 10])
    HistogramOptions o;
    o.bins = Bins::edges({0, 1, 2.5, 6, 10});
    const HistogramCounts h = histogram(hist_d1, o);
    CHECK(h.counts == std::vector<double>{2, 2, 8, 5});
    CHECK(h.edges == std::vector<double>{0, 1, 2.5, 6, 10});
    // A value on an inner edge goes to the bin above it: np.histogram([1.0], bins=[0, 1, 2]) -> [0, 1]
    o.bins = Bins::edges({0, 1, 2});
    CHECK(histogram({1.0}, o).counts == std::vector<double>{0, 1});
}

TEST_CASE("histogram: range bounds equal bins and leaves the rest out", "[histogram][numpy]") {
    // np.histogram(D1, bins=4, range=(2, 8)) -> ([4, 3, 3, 1], [2, 3.5, 5, 6.5, 8])
    HistogramOptions o;
    o.bins = 4;
    o.range = std::make_pair(2.0, 8.0);
    const HistogramCounts h = histogram(hist_d1, o);
    CHECK(h.counts == std::vector<double>{4, 3, 3, 1});
    CHECK(h.edges == std::vector<double>{2, 3.5, 5, 6.5, 8});
    CHECK(h.outside == 6);  // 0.5, 1.2, 0.0 below; 9.8, 8.8, 10.0 above
}

TEST_CASE("histogram: each bin rule gives numpy's edges", "[histogram][numpy][rules]") {
    using E = std::vector<double>;
    // for r in [...]: np.histogram(D4, bins=r)
    struct Case { BinRule rule; E counts, edges; };
    const Case d4[] = {
        {BinRule::automatic, {3, 9, 5, 8, 4, 1},
         {4.14, 6.296666666666666, 8.453333333333333, 10.61, 12.766666666666666, 14.923333333333332, 17.08}},
        {BinRule::fd, {3, 10, 7, 9, 1}, {4.14, 6.728, 9.315999999999999, 11.904, 14.491999999999997, 17.08}},
        {BinRule::sturges, {3, 9, 5, 8, 4, 1},
         {4.14, 6.296666666666666, 8.453333333333333, 10.61, 12.766666666666666, 14.923333333333332, 17.08}},
        {BinRule::sqrt, {3, 9, 5, 8, 4, 1},
         {4.14, 6.296666666666666, 8.453333333333333, 10.61, 12.766666666666666, 14.923333333333332, 17.08}},
        {BinRule::rice, {2, 7, 5, 5, 8, 2, 1},
         {4.14, 5.9885714285714275, 7.837142857142856, 9.685714285714283, 11.534285714285712, 13.38285714285714,
          15.23142857142857, 17.08}},
        {BinRule::scott, {5, 12, 10, 3}, {4.14, 7.374999999999999, 10.61, 13.844999999999999, 17.08}},
    };
    for (const Case& c : d4) {
        const HistogramCounts h = histogram(hist_d4, by_rule(c.rule));
        INFO("D4, rule " << static_cast<int>(c.rule));
        CHECK(h.counts == c.counts);
        CHECK(h.edges == c.edges);  // to the last bit: the rules sum and interpolate as numpy does
    }
    // for r in [...]: np.histogram(D2, bins=r); sturges 7 bins and sqrt 8 here (6 and 6 on D4)
    const Case d2[] = {
        {BinRule::automatic, {4, 8, 17, 15, 12, 2, 2},
         {3.8, 5.8842857142857135, 7.968571428571428, 10.052857142857142, 12.137142857142855, 14.221428571428572,
          16.305714285714284, 18.39}},
        {BinRule::sturges, {4, 8, 17, 15, 12, 2, 2},
         {3.8, 5.8842857142857135, 7.968571428571428, 10.052857142857142, 12.137142857142855, 14.221428571428572,
          16.305714285714284, 18.39}},
        {BinRule::sqrt, {3, 6, 17, 9, 14, 7, 2, 2},
         {3.8, 5.623749999999999, 7.4475, 9.271249999999998, 11.094999999999999, 12.91875, 14.7425, 16.56625, 18.39}},
        {BinRule::scott, {4, 16, 15, 15, 8, 2},
         {3.8, 6.2316666666666665, 8.663333333333334, 11.094999999999999, 13.526666666666667, 15.958333333333332,
          18.39}},
    };
    for (const Case& c : d2) {
        const HistogramCounts h = histogram(hist_d2, by_rule(c.rule));
        INFO("D2, rule " << static_cast<int>(c.rule));
        CHECK(h.counts == c.counts);
        CHECK(h.edges == c.edges);
    }
    // With a range the rule reads only the values inside it:
    // np.histogram(D2, bins='sturges', range=(5, 15)) -> 9 bins
    HistogramOptions o = by_rule(BinRule::sturges);
    o.range = std::make_pair(5.0, 15.0);
    const HistogramCounts h = histogram(hist_d2, o);
    CHECK(h.counts == E{1, 5, 8, 10, 5, 9, 7, 4, 4});
    CHECK(h.edges == E{5.0, 6.111111111111111, 7.222222222222222, 8.333333333333334, 9.444444444444445,
                       10.555555555555555, 11.666666666666668, 12.777777777777779, 13.88888888888889, 15.0});
}

TEST_CASE("histogram: auto falls back to sturges when the IQR is 0 and one value makes one bin", "[histogram][numpy][rules]") {
    const std::vector<double> d3 = {1, 1, 1, 1, 1, 1, 1, 2, 9.0};
    // np.histogram(D3, bins='auto') -> ([8, 0, 0, 0, 1], [1, 2.6, 4.2, 5.800000000000001, 7.4, 9])
    const HistogramCounts a = histogram(d3, by_rule(BinRule::automatic));
    CHECK(a.counts == std::vector<double>{8, 0, 0, 0, 1});
    CHECK(a.edges == std::vector<double>{1, 2.6, 4.2, 5.800000000000001, 7.4, 9});
    // np.histogram(D3, bins='fd') -> ([9], [1, 9]): a width of 0 is one bin
    CHECK(histogram(d3, by_rule(BinRule::fd)).edges == std::vector<double>{1, 9});
    // np.histogram([3.0, 3.0, 3.0], bins='sturges') -> ([3], [2.5, 3.5]): no spread, a bin of width 1
    const HistogramCounts c = histogram({3.0, 3.0, 3.0}, by_rule(BinRule::sturges));
    CHECK(c.counts == std::vector<double>{3});
    CHECK(c.edges == std::vector<double>{2.5, 3.5});
}

TEST_CASE("histogram: density integrates to 1 and equals numpy's", "[histogram][numpy]") {
    // np.histogram(D1, bins=[0, 1, 2.5, 6, 10], density=True)
    HistogramOptions o;
    o.bins = Bins::edges({0, 1, 2.5, 6, 10});
    o.density = true;
    const HistogramCounts h = histogram(hist_d1, o);
    const std::vector<double> numpy = {0.11764705882352941, 0.0784313725490196, 0.13445378151260504, 0.07352941176470588};
    CHECK(h.counts == numpy);
    double area = 0;
    for (std::size_t k = 0; k < h.counts.size(); ++k) area += h.counts[k] * (h.edges[k + 1] - h.edges[k]);
    CHECK(area == Approx(1.0).epsilon(1e-14));
}

TEST_CASE("histogram: cumulative counts and cumulative density", "[histogram][numpy]") {
    // np.cumsum(np.histogram(D1, bins=5)[0]) -> [3, 8, 12, 14, 17]
    HistogramOptions o;
    o.bins = 5;
    o.cumulative = true;
    CHECK(histogram(hist_d1, o).counts == std::vector<double>{3, 8, 12, 14, 17});
    o.density = true;  // matplotlib: the last bin of a cumulative density is 1
    const HistogramCounts d = histogram(hist_d1, o);
    CHECK(d.counts.back() == Approx(1.0).epsilon(1e-14));
    CHECK(d.counts.front() == Approx(3.0 / 17).epsilon(1e-14));
}

TEST_CASE("histogram: weights sum into their bins", "[histogram][numpy]") {
    // np.histogram(D1[:6], bins=3, weights=[0.5, 1.5, 2.0, 1.0, 0.25, 3.0])
    //   -> ([2.5, 4.75, 1.0], [0.5, 2.966666666666667, 5.433333333333334, 7.9])
    HistogramOptions o;
    o.bins = 3;
    o.weights = {0.5, 1.5, 2.0, 1.0, 0.25, 3.0};
    const std::vector<double> first6(hist_d1.begin(), hist_d1.begin() + 6);
    const HistogramCounts h = histogram(first6, o);
    CHECK(h.counts == std::vector<double>{2.5, 4.75, 1.0});
    CHECK(h.edges == std::vector<double>{0.5, 2.966666666666667, 5.433333333333334, 7.9});
}

TEST_CASE("histogram: NaN is left out and counted", "[histogram][numpy]") {
    // np.histogram(D1[~np.isnan(D1)], bins=5): the same as without the NaN
    std::vector<double> with_nan = hist_d1;
    with_nan.insert(with_nan.begin() + 3, kNaN);
    with_nan.push_back(kNaN);
    HistogramOptions o;
    o.bins = 5;
    const HistogramCounts h = histogram(with_nan, o);
    CHECK(h.nan == 2);
    CHECK(h.counts == std::vector<double>{3, 5, 4, 2, 3});
    CHECK(h.edges == std::vector<double>{0, 2, 4, 6, 8, 10});
    Figure fig{inches(4, 3)};
    CHECK(fig.axes().hist(with_nan).bins(5).counts().nan == 2);  // returned to the caller of hist
}

TEST_CASE("histogram: wrong input is an Error that says what is wrong", "[histogram][misuse]") {
    HistogramOptions rule = by_rule(BinRule::automatic);
    CHECK_THAT(error_of([&] { histogram({kNaN, kNaN}, rule); }), Catch::Contains("need finite values"));
    HistogramOptions neg;
    neg.weights = {1, -1};
    neg.density = true;
    CHECK_THAT(error_of([&] { histogram({1, 2}, neg); }), Catch::Contains("weight 1 is negative"));
    HistogramOptions edges;
    edges.bins = Bins::edges({0, 2, 2, 3});
    CHECK_THAT(error_of([&] { histogram({1, 2}, edges); }), Catch::Contains("bin edges must increase"));
    HistogramOptions len;
    len.weights = {1, 2, 3};
    CHECK_THAT(error_of([&] { histogram({1, 2}, len); }), Catch::Contains("3 weights for 2 values"));
    HistogramOptions zero;
    zero.bins = 0;
    CHECK_THAT(error_of([&] { histogram({1, 2}, zero); }), Catch::Contains("bins must be at least 1"));
    HistogramOptions weighted_rule = by_rule(BinRule::fd);
    weighted_rule.weights = {1, 1};
    CHECK_THAT(error_of([&] { histogram({1, 2}, weighted_rule); }), Catch::Contains("cannot take weights"));
    CHECK_THAT(error_of([&] { histogram({1, kInf}); }), Catch::Contains("value 1 is infinite"));
    // The artist's errors name it; a failed setter leaves it as it was.
    Figure fig{inches(4, 3)};
    Histogram& h = fig.axes().hist({1.0, 2.0, 3.0}).label("latency");
    CHECK_THAT(error_of([&] { h.bins(Bins::edges({0, 1, 0.5})); }), Catch::Contains("histogram \"latency\": bin edges"));
    CHECK(h.edges().size() == 11);
    CHECK_THAT(error_of([&] { h.weights({1.0, 2.0}); }), Catch::Contains("histogram \"latency\": 2 weights for 3"));
    CHECK_THAT(error_of([&] { h.weights({1.0, -2.0, 1.0}).density(); }), Catch::Contains("negative"));
}

TEST_CASE("hist: label() names the first data set in the legend, as labels() names each", "[histogram][legend]") {
    Figure fig{inches(4, 3)};
    Histogram& one = fig.axes().hist({1.0, 2.0, 3.0}).label("latency");
    REQUIRE(one.legend_entries().size() == 1);
    CHECK(one.legend_entries()[0].label == "latency");
    Histogram& two = fig.axes().hist({{1.0, 2.0}, {2.0, 3.0}}).labels({"a", "b"}).label("first");
    REQUIRE(two.legend_entries().size() == 2);
    CHECK(two.legend_entries()[0].label == "first");
    CHECK(two.legend_entries()[1].label == "b");
}

TEST_CASE("hist: bar heights on the page are the counts", "[histogram][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 10).y_limits(0, 10);
    const Histogram& h = ax.hist(hist_d1).bins(5);
    REQUIRE(h.counts().counts == std::vector<double>{3, 5, 4, 2, 3});
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto bars = items_of_kind(s, "histogram");
    REQUIRE(bars.size() == 5);
    const double counts[] = {3, 5, 4, 2, 3};
    for (std::size_t k = 0; k < 5; ++k) {
        const Rect b = bars[k]->bounds();
        CHECK(b.height == Approx(counts[k] / 10 * p.height).margin(0.01));
        CHECK(b.bottom() == Approx(p.bottom()).margin(0.01));
        CHECK(b.left() == Approx(p.left() + 2.0 * static_cast<double>(k) / 10 * p.width).margin(0.01));
        CHECK(b.width == Approx(0.2 * p.width).margin(0.01));
    }
}

TEST_CASE("hist: horizontal bars grow along x", "[histogram][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 10).y_limits(0, 10);
    ax.hist(hist_d1).bins(5).horizontal();
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto bars = items_of_kind(s, "histogram");
    REQUIRE(bars.size() == 5);
    const double counts[] = {3, 5, 4, 2, 3};
    for (std::size_t k = 0; k < 5; ++k) {
        CHECK(bars[k]->bounds().width == Approx(counts[k] / 10 * p.width).margin(0.01));
        CHECK(bars[k]->bounds().left() == Approx(p.left()).margin(0.01));
    }
}

TEST_CASE("hist: a step outline climbs each bin's count", "[histogram][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 10).y_limits(0, 10);
    ax.hist(hist_d1).bins(5).type(HistType::step);
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto outline = items_of_kind(s, "histogram");
    REQUIRE(outline.size() == 1);
    const ScenePath& path = *outline[0]->payload.path();
    CHECK_FALSE(path.closed);
    CHECK_FALSE(path.fill);
    auto at = [&](double x, double y) { return Point{p.left() + x / 10 * p.width, p.bottom() - y / 10 * p.height}; };
    // Up the first edge, across each bin at its count, down the last edge.
    const std::vector<Point> expect = {at(0, 0), at(0, 3), at(2, 3), at(2, 5), at(4, 5), at(4, 4), at(6, 4),
                                       at(6, 2),  at(8, 2), at(8, 3), at(10, 3), at(10, 0)};
    REQUIRE(path.points.size() == expect.size());
    for (std::size_t i = 0; i < expect.size(); ++i) {
        CHECK(path.points[i].x == Approx(expect[i].x).margin(0.01));
        CHECK(path.points[i].y == Approx(expect[i].y).margin(0.01));
    }
}

TEST_CASE("hist: stacked sets start on the set below and side by side sets share each bin", "[histogram][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 10).y_limits(0, 10);
    // np.histogram([1, 1, 3], bins=[0, 2, 4]) -> [2, 1]; np.histogram([1, 3, 3, 3], bins=[0, 2, 4]) -> [1, 3]
    Histogram& h = ax.hist(std::vector<Values>{{1, 1, 3}, {1, 3, 3, 3}}).bins(Bins::edges({0, 2, 4})).stacked();
    CHECK(h.top(1, 0) == 3);
    CHECK(h.bottom(1, 0) == 2);
    CHECK(h.top(1, 1) == 4);
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto bars = items_of_kind(s, "histogram");
    REQUIRE(bars.size() == 4);
    CHECK(bars[2]->bounds().bottom() == Approx(p.bottom() - 0.2 * p.height).margin(0.01));  // on top of 2
    CHECK(bars[2]->bounds().height == Approx(0.1 * p.height).margin(0.01));
    h.stacked(false);  // side by side: set 1 in the right half of each bin
    const Scene s2 = fig.scene();
    const auto side = items_of_kind(s2, "histogram");
    REQUIRE(side.size() == 4);
    CHECK(side[2]->bounds().left() == Approx(p.left() + 0.1 * p.width).margin(0.01));
    CHECK(side[2]->bounds().width == Approx(0.1 * p.width).margin(0.01));
    CHECK(side[2]->bounds().bottom() == Approx(p.bottom()).margin(0.01));
}

TEST_CASE("hist: on a log count axis bars start below the plot and empty bins draw nothing", "[histogram][scene][log]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.y_scale(LogScale{10});
    ax.hist({1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 9}).bins(Bins::edges({0, 2, 4, 6, 8, 10}));
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto bars = items_of_kind(s, "histogram");
    REQUIRE(bars.size() == 2);  // counts 10 and 1; the three empty bins draw nothing
    for (const auto* b : bars) {  // the unclipped box reaches below the plot, where the clip cuts it
        double lowest = 0;
        for (const Point& q : b->payload.path()->points) lowest = std::max(lowest, q.y);
        CHECK(lowest > p.bottom());
    }
    CHECK(fig.collisions().empty());
}

TEST_CASE("hist: stepfilled is one closed filled outline back along the bottoms", "[histogram][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 10).y_limits(0, 10);
    ax.hist(hist_d1).bins(5).type(HistType::stepfilled).color("#1f77b4");
    const Scene s = fig.scene();
    const Rect p = plot_of(s);
    const auto outline = items_of_kind(s, "histogram");
    REQUIRE(outline.size() == 1);
    const ScenePath& path = *outline[0]->payload.path();
    CHECK(path.closed);
    REQUIRE(path.fill);
    CHECK(outline[0]->footprint == Footprint::area);
    REQUIRE(path.points.size() == 2 + 2 * 5 + 2 * 5);  // up, 5 tops, down, 5 bottoms back
    for (std::size_t i = 12; i < path.points.size(); ++i) CHECK(path.points[i].y == Approx(p.bottom()).margin(0.01));
    CHECK(path.points[2].y == Approx(p.bottom() - 0.3 * p.height).margin(0.01));  // the first bin's count, 3
}

TEST_CASE("hist: one legend entry per labelled data set and no collisions", "[histogram][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.hist(std::vector<Values>{hist_d1, hist_d4}).bins(BinRule::automatic).labels({"first", "second"});
    ax.legend();
    const Scene s = fig.scene();
    CHECK(sqfig_test::find_text(s, "first") != nullptr);
    CHECK(sqfig_test::find_text(s, "second") != nullptr);
    CHECK(fig.collisions().empty());
}
