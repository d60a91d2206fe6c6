// 2-D histograms (numpy.histogram2d's counts and edges, matplotlib's hist2d
// cmin/cmax and log counts) and hexbin (matplotlib 3.6's offsets and values),
// checked against numbers computed once with /usr/bin/python3 (numpy 1.24.2,
// matplotlib 3.6.3) by the script in the comment below, pasted here:
// counts equal exactly, offsets and reduced values within 1e-12.
//
//   def u(i, a, c): return ((a * i + c) % 65536) / 65536.0   # dyadic: exact in C++ too
//   x = [(u(i,75,74) + u(i,1103,12345) + u(i,2531,7) - 1.5) * 2 for i in range(300)]
//   y = [0.5 * x[i] + (u(i,4217,99) + u(i,169,3) - 1.0) for i in range(300)]
//   w = [0.1 * (i % 7) + 0.05 for i in range(300)]
//   h, ex, ey = np.histogram2d(x, y, bins=..., range=..., weights=..., density=...)
//   pc = ax.hexbin(x, y, gridsize=..., C=..., mincnt=..., extent=..., xscale=...)
//   pc.get_offsets(), pc.get_array()   (log x: the corners of pc.get_paths())
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/errors.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

using namespace sqfig;
using sqfig_test::error_of;

namespace {

double d2_u(int i, int a, int c) { return static_cast<double>((a * i + c) % 65536) / 65536.0; }

struct D2Points {
    std::vector<double> x, y, w;
};

D2Points d2_normal() {
    D2Points p;
    for (int i = 0; i < 300; ++i) {
        const double x = (d2_u(i, 75, 74) + d2_u(i, 1103, 12345) + d2_u(i, 2531, 7) - 1.5) * 2;
        p.x.push_back(x);
        p.y.push_back(0.5 * x + (d2_u(i, 4217, 99) + d2_u(i, 169, 3) - 1.0));
        p.w.push_back(0.1 * (i % 7) + 0.05);
    }
    return p;
}

// normal 300: np.histogram2d(x, y, bins=(6, 4))
const std::vector<double> h2_normal_H = {13.0, 7.0, 0.0, 0.0, 6.0, 40.0, 11.0, 0.0, 0.0, 43.0, 40.0, 1.0, 0.0, 14.0, 59.0, 6.0, 0.0, 0.0, 30.0, 18.0,
    0.0, 0.0, 1.0, 11.0};
const std::vector<double> h2_normal_ex = {-2.73492431640625, -2.0249226888020835, -1.3149210611979167, -0.60491943359375, 0.10508219401041652,
    0.815083821614583, 1.52508544921875};
const std::vector<double> h2_normal_ey = {-2.308837890625, -1.4433250427246094, -0.5778121948242188, 0.2877006530761719, 1.1532135009765625};
// weighted: w_i = 0.1 * (i % 7) + 0.05, range x (-2, 2), y (-1.5, 1.5), bins 5
const std::vector<double> h2_weighted_H = {10.950000000000003, 8.6, 1.4000000000000004, 0.0, 0.0, 6.8, 16.300000000000004, 9.950000000000001,
    0.9000000000000001, 0.0, 0.0, 8.150000000000002, 15.350000000000003, 4.05, 0.0, 0.0, 1.2000000000000002,
    4.050000000000001, 5.25, 1.6500000000000001, 0.0, 0.0, 0.0, 1.05, 0.0};
const std::vector<double> h2_weighted_ex = {-2.0, -1.2, -0.3999999999999999, 0.40000000000000036, 1.2000000000000002, 2.0};
const std::vector<double> h2_weighted_ey = {-1.5, -0.9, -0.30000000000000004, 0.2999999999999998, 0.8999999999999999, 1.5};
// density, bins x edges [-3,-1,0,0.5,3], y 3
const std::vector<double> h2_density_H = {0.05488075666956089, 0.10109613070708584, 0.0028884608773453104, 0.011553843509381238, 0.2657384007157685,
    0.06932306105628745, 0.0, 0.10398459158443114, 0.12131535684850303, 0.0, 0.0034661530528143714,
    0.03235076182626748};
const std::vector<double> h2_density_ey = {-2.308837890625, -1.1548207600911458, -0.0008036295572915186, 1.1532135009765625};
// on edges: x = linspace(0,1,11), y = same reversed, bins 10 range (0,1) both
const std::vector<double> h2_edges_e = {0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9, 1.0};
const std::vector<double> h2_edges_H = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
    1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0};
// explicit edges [0, 0.1, 0.3, 1] x [0, 0.5, 1]: points (0.1,0.5) (0.3,1) (1,1) (1,0) (0,0) (0.3,0.5) (1.0000001, 0.5)
const std::vector<double> h2_explicit_H = {1.0, 0.0, 0.0, 1.0, 1.0, 3.0};
// one point (3, 4), bins 3
const std::vector<double> h2_one_H = {0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0};
const std::vector<double> h2_one_ex = {2.5, 2.8333333333333335, 3.1666666666666665, 3.5};
const std::vector<double> h2_one_ey = {3.5, 3.8333333333333335, 4.166666666666667, 4.5};
// hexbin normal 300 gridsize 5
const std::vector<double> hx_normal5_ox = {-2.7349243206662597, -2.7349243206662597, -2.7349243206662597, -1.8829223658372558, -1.8829223658372558,
    -1.8829223658372558, -1.030920411008252, -1.030920411008252, -1.030920411008252, -0.17891845617924806,
    -0.17891845617924806, -0.17891845617924806, 0.6730834986497558, 0.6730834986497558, 0.6730834986497558,
    1.5250854534787597, 1.5250854534787597, 1.5250854534787597, -2.3089233432517577, -2.3089233432517577,
    -1.4569213884227539, -1.4569213884227539, -0.60491943359375, -0.60491943359375, 0.24708252123525387,
    0.24708252123525387, 1.0990844760642577, 1.0990844760642577};
const std::vector<double> hx_normal5_oy = {-2.308837890625, -0.5778121948242188, 1.1532135009765625, -2.308837890625, -0.5778121948242188,
    1.1532135009765625, -2.308837890625, -0.5778121948242188, 1.1532135009765625, -2.308837890625,
    -0.5778121948242188, 1.1532135009765625, -2.308837890625, -0.5778121948242188, 1.1532135009765625,
    -2.308837890625, -0.5778121948242188, 1.1532135009765625, -1.4433250427246094, 0.2877006530761719,
    -1.4433250427246094, 0.2877006530761719, -1.4433250427246094, 0.2877006530761719, -1.4433250427246094,
    0.2877006530761719, -1.4433250427246094, 0.2877006530761719};
const std::vector<double> hx_normal5_v = {4.0, 0.0, 0.0, 0.0, 22.0, 0.0, 0.0, 67.0, 0.0, 0.0, 50.0, 0.0, 0.0, 6.0, 6.0, 0.0, 0.0, 1.0, 20.0, 0.0, 26.0,
    3.0, 10.0, 28.0, 0.0, 43.0, 0.0, 14.0};
// hexbin normal 300 gridsize (4, 3) mincnt 1
const std::vector<double> hx_43_mincnt_ox = {-2.7349243206662597, -2.7349243206662597, -1.6699218771300048, -1.6699218771300048, -0.60491943359375,
    -0.60491943359375, 0.46008300994250506, 0.46008300994250506, 1.5250854534787597, -2.2024230988981324,
    -2.2024230988981324, -1.1374206553618773, -1.1374206553618773, -0.07241821182562269, -0.07241821182562269,
    0.9925842317106324, 0.9925842317106324};
const std::vector<double> hx_43_mincnt_oy = {-2.308837890625, -1.1548207600911458, -1.1548207600911458, -0.0008036295572915186, -1.1548207600911458,
    -0.0008036295572915186, -0.0008036295572915186, 1.1532135009765625, 1.1532135009765625,
    -1.7318293253580728, -0.5778121948242188, -1.7318293253580728, -0.5778121948242188, -0.5778121948242188,
    0.5762049357096357, -0.5778121948242188, 0.5762049357096357};
const std::vector<double> hx_43_mincnt_v = {3.0, 2.0, 36.0, 7.0, 20.0, 46.0, 36.0, 3.0, 1.0, 16.0, 9.0, 1.0, 54.0, 34.0, 11.0, 2.0, 19.0};
// hexbin normal 300 gridsize 6 C = w, mean, mincnt unset
const std::vector<double> hx_c_mean_ox = {-2.7349243206662597, -2.7349243206662597, -2.02492269164209, -1.31492106261792, -1.31492106261792,
    -0.60491943359375, -0.60491943359375, 0.10508219543041974, 0.8150838244545895, 0.8150838244545895,
    1.5250854534787597, -2.379923506154175, -1.6699218771300048, -1.6699218771300048, -0.9599202481058351,
    -0.24991861908166513, -0.24991861908166513, 0.4600830099425046, 0.4600830099425046, 1.1700846389666744};
const std::vector<double> hx_c_mean_oy = {-2.308837890625, -1.1548207600911458, -1.1548207600911458, -1.1548207600911458, -0.0008036295572915186,
    -1.1548207600911458, -0.0008036295572915186, -0.0008036295572915186, -0.0008036295572915186,
    1.1532135009765625, 1.1532135009765625, -1.7318293253580728, -1.7318293253580728, -0.5778121948242188,
    -0.5778121948242188, -0.5778121948242188, 0.5762049357096357, -0.5778121948242188, 0.5762049357096357,
    0.5762049357096357};
const std::vector<double> hx_c_mean_v = {0.1, 0.35000000000000003, 0.34, 0.3722222222222223, 0.31, 0.3423076923076923, 0.36666666666666675,
    0.34459459459459457, 0.38636363636363646, 0.45000000000000007, 0.45, 0.4772727272727273,
    0.25000000000000006, 0.26000000000000006, 0.36463414634146346, 0.3112903225806452, 0.35000000000000003,
    0.45, 0.4029411764705882, 0.25};
// hexbin normal 300 gridsize 6 C = w, sum, mincnt 2
const std::vector<double> hx_c_sum_ox = {-2.02492269164209, -1.31492106261792, -1.31492106261792, -0.60491943359375, -0.60491943359375,
    0.10508219543041974, 0.8150838244545895, 0.8150838244545895, -2.379923506154175, -1.6699218771300048,
    -1.6699218771300048, -0.9599202481058351, -0.24991861908166513, -0.24991861908166513, 0.4600830099425046,
    0.4600830099425046, 1.1700846389666744};
const std::vector<double> hx_c_sum_oy = {-1.1548207600911458, -1.1548207600911458, -0.0008036295572915186, -1.1548207600911458,
    -0.0008036295572915186, -0.0008036295572915186, -0.0008036295572915186, 1.1532135009765625,
    -1.7318293253580728, -1.7318293253580728, -0.5778121948242188, -0.5778121948242188, -0.5778121948242188,
    0.5762049357096357, -0.5778121948242188, 0.5762049357096357, 0.5762049357096357};
const std::vector<double> hx_c_sum_v = {6.800000000000001, 10.050000000000002, 3.1, 4.45, 11.000000000000002, 12.75, 4.250000000000001,
    1.8000000000000003, 5.25, 1.5000000000000004, 5.200000000000001, 14.950000000000003, 9.650000000000002,
    2.1, 2.25, 6.85, 1.75};
// hexbin one point (3, 4) gridsize 3
const std::vector<double> hx_one_ox = {2.6999999994, 2.6999999994, 2.8999999998, 2.8999999998, 3.1000000002, 3.1000000002, 3.3000000006,
    3.3000000006, 2.7999999996000002, 3.0, 3.2000000003999998};
const std::vector<double> hx_one_oy = {3.6, 4.4, 3.6, 4.4, 3.6, 4.4, 3.6, 4.4, 4.0, 4.0, 4.0};
const std::vector<double> hx_one_v = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0};
// hexbin log x: 10**x, y, gridsize 4, xscale log, mincnt 1
const std::vector<double> hx_logx_v = {4.0, 1.0, 43.0, 85.0, 18.0, 6.0, 2.0, 27.0, 26.0, 13.0, 52.0, 23.0};
// hexbin extent (-2, 2, -1, 1) gridsize 4 mincnt 1
const std::vector<double> hx_extent_ox = {-2.000000004, -1.000000002, -1.000000002, 0.0, 0.0, 1.0000000019999997, 1.0000000019999997,
    -1.5000000029999998, -0.5000000010000001, -0.5000000010000001, 0.5000000010000001, 0.5000000010000001,
    1.5000000029999998};
const std::vector<double> hx_extent_oy = {-1.0, -1.0, 0.0, -1.0, 0.0, 0.0, 1.0, -0.5, -0.5, 0.5, -0.5, 0.5, 0.5};
const std::vector<double> hx_extent_v = {24.0, 37.0, 24.0, 4.0, 41.0, 9.0, 4.0, 30.0, 52.0, 8.0, 9.0, 23.0, 5.0};
// hexbin ties: x in 0, 0.5 .. 4, y 0, gridsize (4, 2), extent (0, 4, 0, 2)
const std::vector<double> hx_ties_ox = {-4e-09, 0.9999999980000002, 2.0000000000000004, 3.0000000020000006, 4.000000004};
const std::vector<double> hx_ties_oy = {0.0, 0.0, 0.0, 0.0, 0.0};
const std::vector<double> hx_ties_v = {1.0, 2.0, 3.0, 2.0, 1.0};
// log x centres: mean of log10 of the 6 corners' x; mean of corners' y
const std::vector<double> hx_logx_centres_lx = {-2.7349243206662597, -2.7349243206662597, -1.6699218771300046, -0.60491943359375, 0.4600830099425051,
    0.4600830099425051, 1.5250854534787595, -2.2024230988981324, -1.1374206553618773, -1.1374206553618773,
    -0.07241821182562268, 0.9925842317106323};
const std::vector<double> hx_logx_centres_ly = {-2.308837890625, -0.5778121948242188, -0.5778121948242188, -0.5778121948242188, -0.5778121948242188,
    1.1532135009765627, 1.1532135009765627, -1.4433250427246094, -1.4433250427246094, 0.2877006530761719,
    0.2877006530761719, 0.2877006530761719};

void d2_same(const std::vector<double>& got, const std::vector<double>& want, double tol = 0) {
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        INFO("index " << i << ": " << got[i] << " vs " << want[i]);
        if (tol == 0) CHECK(got[i] == want[i]);
        else CHECK(std::abs(got[i] - want[i]) <= tol * std::max(1.0, std::abs(want[i])));
    }
}

void d2_cells(const HexbinCells& c, const std::vector<double>& ox, const std::vector<double>& oy,
              const std::vector<double>& v, double value_tol = 0) {
    d2_same(c.x, ox, 1e-12);
    d2_same(c.y, oy, 1e-12);
    d2_same(c.values, v, value_tol);
}

}  // namespace

TEST_CASE("histogram2d equals numpy.histogram2d", "[hist2d]") {
    const D2Points p = d2_normal();
    SECTION("count bins per axis") {
        Histogram2dOptions o;
        o.x_bins = 6;
        o.y_bins = 4;
        const Histogram2dCounts h = histogram2d(p.x, p.y, o);
        d2_same(h.counts, h2_normal_H);
        d2_same(h.x_edges, h2_normal_ex);
        d2_same(h.y_edges, h2_normal_ey);
        CHECK(h.at(2, 1) == 43);
    }
    SECTION("weights and ranges: sums in numpy's order") {
        Histogram2dOptions o(5);
        o.x_range = std::make_pair(-2.0, 2.0);
        o.y_range = std::make_pair(-1.5, 1.5);
        o.weights = p.w;
        const Histogram2dCounts h = histogram2d(p.x, p.y, o);
        d2_same(h.counts, h2_weighted_H);
        d2_same(h.x_edges, h2_weighted_ex);
        d2_same(h.y_edges, h2_weighted_ey);
        CHECK(h.outside > 0);
    }
    SECTION("explicit x edges, density") {
        Histogram2dOptions o;
        o.x_bins = Bins::edges({-3, -1, 0, 0.5, 3});
        o.y_bins = 3;
        o.density = true;
        const Histogram2dCounts h = histogram2d(p.x, p.y, o);
        d2_same(h.counts, h2_density_H, 1e-15);
        d2_same(h.y_edges, h2_density_ey);
    }
}

TEST_CASE("histogram2d: points on edges go right, the last edge is closed", "[hist2d]") {
    SECTION("linspace edges, points on every edge") {
        std::vector<double> rev(h2_edges_e.rbegin(), h2_edges_e.rend());
        Histogram2dOptions o(10);
        o.x_range = std::make_pair(0.0, 1.0);
        o.y_range = std::make_pair(0.0, 1.0);
        const Histogram2dCounts h = histogram2d(h2_edges_e, rev, o);
        d2_same(h.x_edges, h2_edges_e);
        d2_same(h.counts, h2_edges_H);
        CHECK(h.at(9, 0) == 1);  // (1, 0): x on the last edge, in the last bin
        CHECK(h.outside == 0);
    }
    SECTION("explicit edges") {
        Histogram2dOptions o;
        o.x_bins = Bins::edges({0, 0.1, 0.3, 1});
        o.y_bins = Bins::edges({0, 0.5, 1});
        const Histogram2dCounts h =
            histogram2d({0.1, 0.3, 1, 1, 0, 0.3, 1.0000001}, {0.5, 1, 1, 0, 0, 0.5, 0.5}, o);
        d2_same(h.counts, h2_explicit_H);
        CHECK(h.outside == 1);
    }
    SECTION("one point: a bin of width 1 around it") {
        const Histogram2dCounts h = histogram2d({3.0}, {4.0}, 3);
        d2_same(h.counts, h2_one_H);
        d2_same(h.x_edges, h2_one_ex);
        d2_same(h.y_edges, h2_one_ey);
    }
    SECTION("NaN points are counted apart") {
        const Histogram2dCounts h = histogram2d({1, std::nan(""), 2}, {1, 2, std::nan("")}, 2);
        CHECK(h.nan == 2);
        CHECK(h.counts == std::vector<double>{1, 0, 0, 0});
    }
}

TEST_CASE("histogram2d refuses what numpy refuses, and huge grids", "[hist2d]") {
    CHECK_THAT(error_of([] { histogram2d({1, 2}, {1}); }), Catch::Contains("2 x values and 1 y values"));
    CHECK_THAT(error_of([] { histogram2d({1}, {1}, 0); }), Catch::Contains("at least 1"));
    CHECK_THAT(error_of([] { histogram2d({1}, {1}, Histogram2dOptions(Bins(BinRule::fd))); }),
               Catch::Contains("bins by rule are not taken"));
    CHECK_THAT(error_of([] { histogram2d({1}, {1}, 100000); }), Catch::Contains("at most 10000000"));
    CHECK_THAT(error_of([] { histogram2d({1, INFINITY}, {1, 2}); }), Catch::Contains("infinite"));
    Figure fig{inches(4, 3)};
    CHECK_THAT(error_of([&] {
                   Histogram2dOptions o;
                   o.cmin = NAN;
                   fig.axes().hist2d({1}, {1}, o);
               }),
               Catch::Contains("cmin must be a finite number"));
}

TEST_CASE("hist2d: cmin/cmax blank cells, log counts, one path per colour", "[hist2d]") {
    const D2Points p = d2_normal();
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Histogram2dOptions o(6);
    o.cmin = 1;
    o.cmax = 50;
    Histogram2d& h = ax.hist2d(p.x, p.y, o);
    std::size_t blank = 0;
    for (std::size_t i = 0; i < 6; ++i)
        for (std::size_t j = 0; j < 6; ++j) {
            const double c = h.counts().at(i, j);
            CHECK(std::isnan(h.shown(i, j)) == (c < 1 || c > 50));
            blank += std::isnan(h.shown(i, j));
        }
    REQUIRE(blank > 0);
    h.norm(Norm::log());
    ax.colorbar(h).label("count");
    const Scene s = fig.scene();
    std::size_t paths = 0, cells = 0;
    for (const SceneItem& it : s.items)
        if (it.kind == "hist2d" && it.payload.path()) {
            ++paths;
            cells += it.payload.path()->breaks.size() + 1;
            CHECK(it.payload.path()->closed);
        }
    CHECK(cells == 36 - blank);  // the blank cells are not drawn
    CHECK(paths < cells);        // cells of one colour share a path
    CHECK(fig.collisions().empty());
    const Norm n = h.resolved_norm();
    CHECK(n.kind() == Norm::Kind::log);
    CHECK(*n.vmin() >= 1);
}

TEST_CASE("hexbin equals matplotlib 3.6's offsets and values", "[hexbin]") {
    const D2Points p = d2_normal();
    HexbinOptions o;
    SECTION("gridsize 5: every hexagon, empty ones too") {
        o.gridsize_x = 5;
        d2_cells(hexbin_cells(p.x, p.y, o), hx_normal5_ox, hx_normal5_oy, hx_normal5_v);
    }
    SECTION("gridsize (4, 3), mincnt 1") {
        o.gridsize_x = 4;
        o.gridsize_y = 3;
        o.mincnt = 1;
        d2_cells(hexbin_cells(p.x, p.y, o), hx_43_mincnt_ox, hx_43_mincnt_oy, hx_43_mincnt_v);
    }
    SECTION("C reduced by the mean, hexagons with no point left out") {
        o.gridsize_x = 6;
        o.C = p.w;
        d2_cells(hexbin_cells(p.x, p.y, o), hx_c_mean_ox, hx_c_mean_oy, hx_c_mean_v, 1e-12);
    }
    SECTION("C reduced by the sum, mincnt 2 (more than 2 points)") {
        o.gridsize_x = 6;
        o.C = p.w;
        o.reduce = HexbinReduce::sum;
        o.mincnt = 2;
        d2_cells(hexbin_cells(p.x, p.y, o), hx_c_sum_ox, hx_c_sum_oy, hx_c_sum_v, 1e-12);
        o.reduce = HexbinReduce::mean;
        o.reduce_with = [](const std::vector<double>& v) {
            double s = 0;
            for (double c : v) s += c;
            return s;
        };
        d2_cells(hexbin_cells(p.x, p.y, o), hx_c_sum_ox, hx_c_sum_oy, hx_c_sum_v, 1e-12);
    }
    SECTION("one point: the grid widened around it") {
        o.gridsize_x = 3;
        d2_cells(hexbin_cells({3.0}, {4.0}, o), hx_one_ox, hx_one_oy, hx_one_v);
    }
    SECTION("extent") {
        o.gridsize_x = 4;
        o.extent = std::array<double, 4>{-2, 2, -1, 1};
        o.mincnt = 1;
        d2_cells(hexbin_cells(p.x, p.y, o), hx_extent_ox, hx_extent_oy, hx_extent_v);
    }
    SECTION("points between centres of one row") {
        o.gridsize_x = 4;
        o.gridsize_y = 2;
        o.extent = std::array<double, 4>{0, 4, 0, 2};
        o.mincnt = 1;
        d2_cells(hexbin_cells({0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4}, std::vector<double>(9, 0.0), o), hx_ties_ox, hx_ties_oy,
                 hx_ties_v);
    }
    SECTION("log x: bins log10(x)") {
        std::vector<double> xl;
        for (double v : p.x) xl.push_back(std::pow(10.0, v));
        o.gridsize_x = 4;
        o.x_log = true;
        o.mincnt = 1;
        d2_cells(hexbin_cells(xl, p.y, o), hx_logx_centres_lx, hx_logx_centres_ly, hx_logx_v);
    }
}

TEST_CASE("hexbin: checks, log axis, colourbar, one path per colour", "[hexbin]") {
    CHECK_THAT(error_of([] { hexbin_cells({1, 2}, {1}); }), Catch::Contains("give one of each per point"));
    CHECK_THAT(error_of([] {
                   HexbinOptions o;
                   o.gridsize_x = 1;
                   hexbin_cells({1}, {1}, o);
               }),
               Catch::Contains("no row of hexagons"));
    CHECK_THAT(error_of([] {
                   HexbinOptions o;
                   o.gridsize_x = 100000;
                   hexbin_cells({1}, {1}, o);
               }),
               Catch::Contains("at most 10000000 hexagons"));
    CHECK_THAT(error_of([] {
                   HexbinOptions o;
                   o.x_log = true;
                   hexbin_cells({1, -1}, {1, 1}, o);
               }),
               Catch::Contains("point 1: x = -1 cannot be binned on a log axis"));
    const D2Points p = d2_normal();
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    HexbinOptions o;
    o.gridsize_x = 12;
    Hexbin& h = ax.hexbin(p.x, p.y, o);
    h.norm(Norm::log()).label("density");
    ax.colorbar(h);
    ax.legend();
    const Scene s = fig.scene();
    std::size_t hexagons = 0;
    for (const SceneItem& it : s.items)
        if (it.kind == "hexbin" && it.payload.path()) {
            hexagons += it.payload.path()->breaks.size() + 1;
            CHECK(it.payload.path()->points.size() >= 3 * (it.payload.path()->breaks.size() + 1));  // hexagons, some cut by the edge
        }
    std::size_t nonzero = 0;
    for (double v : h.cells().values) nonzero += v > 0;
    CHECK(hexagons == nonzero);  // log counts: the empty hexagons are blank
    CHECK(fig.collisions().empty());
    Figure logfig{inches(4, 3)};
    std::vector<double> xl;
    for (double v : p.x) xl.push_back(std::pow(10.0, v));
    o.x_log = true;
    Axes& lax = logfig.axes();
    lax.hexbin(xl, p.y, o);
    CHECK(lax.x_scale() == Scale(LogScale{10}));
    CHECK(logfig.collisions().empty());
}

TEST_CASE("hist2d and hexbin of the gallery's embedding equal numpy's and matplotlib's", "[hist2d][hexbin]") {
    // examples/gallery/ml/20_embedding_density's points; the reference from its
    // matplotlib twin's data: np.histogram2d(x, y, bins=60) and
    // ax.hexbin(x, y, gridsize=40, bins="log"): size, sum, sum of index x value, max.
    auto u = [](std::uint64_t i, std::uint64_t s) {
        std::uint64_t h = (i + s) * 0x9E3779B97F4A7C15ULL;
        h = (h ^ (h >> 31)) * 0xBF58476D1CE4E5B9ULL;
        return static_cast<double>((h ^ (h >> 29)) >> 11) / 9007199254740992.0;
    };
    std::vector<double> x, y;
    const double cx[] = {-4, 1, 4}, cy[] = {-1, 3, -2};
    for (std::uint64_t i = 0; i < 60000; ++i) {
        const int k = static_cast<int>(i % 3);
        x.push_back(cx[k] + (u(i, 1) + u(i, 2) + u(i, 3) - 1.5) * (1 + k));
        y.push_back(cy[k] + (u(i, 4) + u(i, 5) + u(i, 6) - 1.5) * (2 - 0.5 * k));
    }
    CHECK(x[0] == -4.06663240199911);
    CHECK(y[2] == -2.39366247781906);
    auto summary = [](const std::vector<double>& v) {
        double sum = 0, weighted = 0, most = 0;
        for (std::size_t k = 0; k < v.size(); ++k) {
            sum += v[k];
            weighted += static_cast<double>(k) * v[k];
            most = std::max(most, v[k]);
        }
        return std::vector<double>{static_cast<double>(v.size()), sum, weighted, most};
    };
    const Histogram2dCounts h = histogram2d(x, y, 60);
    CHECK(summary(h.counts) == std::vector<double>{3600, 60000, 90840598, 210});
    CHECK(h.x_edges.front() == -5.458283312713182);
    CHECK(h.y_edges.back() == 5.143866240507782);
    HexbinOptions o;
    o.gridsize_x = 40;
    const HexbinCells c = hexbin_cells(x, y, o);
    CHECK(summary(c.values) == std::vector<double>{1904, 60000, 53546019, 385});
    double sx = 0, sy = 0;
    for (std::size_t k = 0; k < c.x.size(); ++k) {
        sx += c.x[k];
        sy += c.y[k];
    }
    CHECK(sx == Approx(2676.087877240074).epsilon(1e-12));
    CHECK(sy == Approx(1168.389233557508).epsilon(1e-12));
}

TEST_CASE("a text over a hexbin collides with the hexagons it covers, not with the gaps between them",
          "[hexbin]") {
    // Each colour's hexagons are one path of many polygons: the collision
    // check judges each polygon, not one polygon through all their corners.
    std::vector<double> x, y;
    for (int i = 0; i < 400; ++i) {
        const double t = (i % 20) / 19.0, s = (i / 20) / 19.0;
        x.push_back(i % 2 ? t : 10 + t);  // two clusters, x in [0, 1] and [10, 11]
        y.push_back(s);
    }
    auto collides_at = [&](double at) {
        Figure fig{inches(5, 3)};
        Axes& ax = fig.axes();
        HexbinOptions o(30);
        o.mincnt = 1;
        ax.hexbin(x, y, o);
        ax.text(Point{at, 0.5}, "here");
        return !fig.collisions().empty();
    };
    CHECK(collides_at(0.5));
    CHECK_FALSE(collides_at(5.5));  // between the clusters: no hexagon there
}
