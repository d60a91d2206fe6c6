// Violin plots (issue 32): densities within 1e-9 of a direct evaluation of
// the Gaussian KDE formula, and equal to matplotlib's violin_stats with
// mlab.GaussianKDE on fixed data (matplotlib 3.6.3, numpy 1.24.2,
// /usr/bin/python3; the call beside each expected value), each bandwidth
// rule, quantiles, NaN, misuse; the drawn bodies, marks, half violins and
// the seeded jitter on the page.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/errors.hpp"
#include "../support/scene_queries.hpp"

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

using namespace sqfig;

namespace {

using sqfig_test::error_of;
using sqfig_test::items_of_kind;
using sqfig_test::kInf;
using sqfig_test::kNaN;
using sqfig_test::plot_of;

// rng = np.random.default_rng(32); V = np.round(rng.standard_t(3, size=40) * 2 + 10, 2)
const std::vector<double> violin_v = {11.51, 12.07, 13.1, 6.7,  12.63, 11.18, 6.96, 9.31,  8.53,  12.19,
                                      14.49, 8.6,   4.06, 14.57, 8.14, 9.62,  8.78, 14.24, 9.84,  7.62,
                                      9.94,  8.39,  1.4,  11.06, 10.15, 9.12, 8.91, 4.0,   14.39, 9.21,
                                      10.6,  7.36,  9.59, 12.45, 8.47, 12.11, 10.07, 9.34, 10.16, 14.86};

// The KDE formula, written out: (1 / (n sqrt(2 pi) h)) sum exp(-(x - d)^2 / (2 h^2)),
// h = factor * std(d, ddof=1), summed in the plainest way.
double kde_formula(const std::vector<double>& d, double x, double factor) {
    const double n = static_cast<double>(d.size());
    double mean = 0;
    for (double v : d) mean += v;
    mean /= n;
    double ss = 0;
    for (double v : d) ss += (v - mean) * (v - mean);
    const double h = factor * std::sqrt(ss / (n - 1));
    double sum = 0;
    for (double v : d) sum += std::exp(-(x - v) * (x - v) / (2 * h * h));
    return sum / (n * std::sqrt(2 * 3.141592653589793) * h);
}

}  // namespace

TEST_CASE("violin_stats: densities within 1e-9 of the KDE formula for each bandwidth rule", "[violin][kde]") {
    const double n = static_cast<double>(violin_v.size());
    struct Rule { Bandwidth bw; double factor; };
    const Rule rules[] = {{Bandwidth::scott(), std::pow(n, -0.2)},
                          {Bandwidth::silverman(), std::pow(n * 3 / 4, -0.2)},
                          {Bandwidth::factor(0.3), 0.3}};
    for (const Rule& r : rules) {
        ViolinOptions o;
        o.bandwidth = r.bw;
        const ViolinStats s = violin_stats(violin_v, o);
        REQUIRE(s.coords.size() == 100);
        REQUIRE(s.vals.size() == 100);
        for (std::size_t k = 0; k < s.coords.size(); ++k) {
            INFO("factor " << r.factor << ", point " << k);
            CHECK(std::abs(s.vals[k] - kde_formula(violin_v, s.coords[k], r.factor)) < 1e-9);
        }
        // gaussian_kde at points of one's own, and beyond the data.
        const std::vector<double> at = {-3, 0.5, 9.7, 25};
        const std::vector<double> d = gaussian_kde(violin_v, at, r.bw);
        for (std::size_t k = 0; k < at.size(); ++k) CHECK(std::abs(d[k] - kde_formula(violin_v, at[k], r.factor)) < 1e-9);
    }
}

TEST_CASE("gaussian_kde: summing near terms only stays within 1e-12 of every term's sum", "[violin][kde][issue47]") {
    // Each point sums the values whose term is within e^-(36 + ln n) of the
    // largest: on 20,000 heavy-tailed values in two clusters far apart, at
    // points inside, between (where only tails reach) and beyond them.
    std::mt19937_64 rng(47);
    std::student_t_distribution<double> t(2);
    std::vector<double> d;
    for (int i = 0; i < 20000; ++i) d.push_back(t(rng) + (i % 2 ? 0 : 40));
    std::vector<double> at;
    for (double a = -30; a <= 70; a += 0.37) at.push_back(a);
    at.push_back(1e6);
    for (const Bandwidth& bw : {Bandwidth::scott(), Bandwidth::factor(0.01)}) {
        const double factor = bw.factor_for(d.size());
        const std::vector<double> got = gaussian_kde(d, at, bw);
        for (std::size_t k = 0; k < at.size(); ++k) {
            INFO("at " << at[k] << ", factor " << factor);
            const double want = kde_formula(d, at[k], factor);
            CHECK(std::abs(got[k] - want) <= 1e-12 * want);
        }
    }
}

TEST_CASE("violin_stats: matplotlib's coords, densities, mean, median and quantiles", "[violin][matplotlib]") {
    // def m(X, c): return mlab.GaussianKDE(X, bw).evaluate(c)
    // st = cbook.violin_stats([V], m, points=100, quantiles=[[0.1, 0.9]])[0]
    ViolinOptions o;
    o.quantiles = {0.1, 0.9};
    const ViolinStats s = violin_stats(violin_v, o);
    CHECK(s.coords[0] == 1.4);
    CHECK(s.coords[17] == 3.711313131313131);
    CHECK(s.coords[50] == 8.197979797979798);
    CHECK(s.coords[99] == 14.86);
    // bw None (Scott): st['vals'][[0, 17, 50, 99]]
    const double scott[] = {0.009570114120065218, 0.01745713741623256, 0.11850851402249163, 0.045144053878383154};
    const std::size_t at[] = {0, 17, 50, 99};
    for (std::size_t j = 0; j < 4; ++j) CHECK(s.vals[at[j]] == Approx(scott[j]).epsilon(1e-12));
    CHECK(s.mean == 9.893);
    CHECK(s.median == 9.73);
    CHECK(s.min == 1.4);
    CHECK(s.max == 14.86);
    CHECK(s.quantiles == std::vector<double>{6.934, 14.255});
    // bw 'silverman' and 0.3
    o.bandwidth = Bandwidth::silverman();
    const ViolinStats sv = violin_stats(violin_v, o);
    const double silverman[] = {0.009535864772725904, 0.017469019978373915, 0.11637271204508119, 0.04475928109975983};
    for (std::size_t j = 0; j < 4; ++j) CHECK(sv.vals[at[j]] == Approx(silverman[j]).epsilon(1e-12));
    o.bandwidth = Bandwidth::factor(0.3);
    const ViolinStats sf = violin_stats(violin_v, o);
    const double fixed[] = {0.011554245635010273, 0.02155863837183012, 0.13013737496159747, 0.05352344800561422};
    for (std::size_t j = 0; j < 4; ++j) CHECK(sf.vals[at[j]] == Approx(fixed[j]).epsilon(1e-12));
    // points: np.linspace(min, max, 7)
    o.points = 7;
    CHECK(violin_stats(violin_v, o).coords.size() == 7);
}

TEST_CASE("violin_stats: NaN left out and counted; one value is matplotlib's flat fallback", "[violin]") {
    std::vector<double> with_nan = violin_v;
    with_nan.insert(with_nan.begin() + 2, kNaN);
    const ViolinStats s = violin_stats(with_nan);
    CHECK(s.nan == 1);
    CHECK(s.n == 40);
    CHECK(s.vals == violin_stats(violin_v).vals);
    // matplotlib's _kde_method: np.all(X[0] == X) -> (X[0] == coords).astype(float)
    const ViolinStats one = violin_stats({3.0, 3.0});
    CHECK(one.vals == std::vector<double>(100, 1.0));
    CHECK(one.coords.front() == 3.0);
}

TEST_CASE("violin: wrong input is an Error that says what is wrong", "[violin][misuse]") {
    CHECK_THAT(error_of([] { (void)violin_stats({}); }), Catch::Contains("no values"));
    CHECK_THAT(error_of([] { (void)violin_stats({kNaN, kNaN}); }), Catch::Contains("all 2 are NaN"));
    CHECK_THAT(error_of([] { (void)violin_stats({1, kInf}); }), Catch::Contains("value 1 is infinite"));
    ViolinOptions o;
    o.points = 1;
    CHECK_THAT(error_of([&] { (void)violin_stats({1, 2}, o); }), Catch::Contains("points must be at least 2"));
    o.points = 100;
    o.bandwidth = Bandwidth::factor(0);
    CHECK_THAT(error_of([&] { (void)violin_stats({1, 2}, o); }), Catch::Contains("bandwidth factor"));
    o.bandwidth = Bandwidth::scott();
    o.quantiles = {0.5, 1.5};
    CHECK_THAT(error_of([&] { (void)violin_stats({1, 2}, o); }), Catch::Contains("quantile 1 must be between 0 and 1"));
    CHECK_THAT(error_of([] { (void)gaussian_kde({1.0}, {1.0}); }), Catch::Contains("at least 2 values"));
    CHECK_THAT(error_of([] { (void)gaussian_kde({2.0, 2.0}, {1.0}); }), Catch::Contains("no spread"));
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Violin& v = ax.violin({violin_v, violin_v}).label("scores");
    CHECK_THAT(error_of([&] { v.points(0); }), Catch::Contains("violins \"scores\": points must be"));
    CHECK(v.stats(0).coords.size() == 100);  // unchanged
    CHECK_THAT(error_of([&] { v.positions({1, 2, 3}); }), Catch::Contains("3 positions for 2"));
    CHECK_THAT(error_of([&] { v.widths({-1}); }), Catch::Contains("width 0 must be a finite number > 0"));
    CHECK_THAT(error_of([&] { v.jitter_spread(0); }), Catch::Contains("jitter spread"));
    CHECK_THAT(error_of([&] { v.alpha(2); }), Catch::Contains("alpha"));
    CHECK_THAT(error_of([&] { v.colors({"red"}); }), Catch::Contains("1 colours for 2"));
    CHECK_THAT(error_of([&] { v.tick_labels({"a", "$x_$"}); }), Catch::Contains("violins \"scores\": label 1"));
    CHECK_THAT(error_of([&] { ax.violin({violin_v}, {"$\\nosuch$"}); }), Catch::Contains("violins: label 0"));
    CHECK_THAT(error_of([&] { ax.violin({violin_v, {}}); }), Catch::Contains("data set 1: no values"));
}

TEST_CASE("violin: the body's half width is 0.5 width × density / max density at each coord", "[violin][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 3).y_limits(0, 16);
    Violin& v = ax.violin({violin_v}).widths({0.8}).show_medians().quantiles({0.1, 0.9});
    const ViolinStats& st = v.stats(0);
    const double top = *std::max_element(st.vals.begin(), st.vals.end());
    const Scene s = fig.scene();
    const sqfig_test::LinearFrame fr{plot_of(s), 0, 3, 0, 16};
    const auto items = items_of_kind(s, "violins");
    const SceneItem* body = sqfig_test::owned_by(items, "violin 0 body");
    REQUIRE(body);
    const std::vector<Point>& q = body->payload.path()->points;
    REQUIRE(q.size() == 200);
    CHECK(body->payload.path()->closed);
    for (std::size_t k = 0; k < 100; ++k) {
        INFO("coord " << k);
        const double hw = 0.4 * st.vals[k] / top;
        CHECK(q[k].x == Approx(fr.px(1 + hw)).margin(1e-9));
        CHECK(q[k].y == Approx(fr.py(st.coords[k])).margin(1e-9));
        CHECK(q[199 - k].x == Approx(fr.px(1 - hw)).margin(1e-9));
    }
    // The widest point is exactly the width.
    double widest = 0;
    for (std::size_t k = 0; k < 100; ++k) widest = std::max(widest, q[k].x - q[199 - k].x);
    CHECK(widest == Approx(fr.px(0.8) - fr.px(0)).margin(1e-9));
    // Extrema, the bar, the median and the quantiles: a quarter width each side.
    const SceneItem* mx = sqfig_test::owned_by(items, "violin 0 max");
    REQUIRE(mx);
    CHECK(mx->payload.path()->points[0].y == Approx(fr.py(14.86)).margin(1e-9));
    CHECK(mx->payload.path()->points[0].x == Approx(fr.px(0.8)).margin(1e-9));
    CHECK(mx->payload.path()->points[1].x == Approx(fr.px(1.2)).margin(1e-9));
    const SceneItem* bar = sqfig_test::owned_by(items, "violin 0 bar");
    REQUIRE(bar);
    CHECK(bar->payload.path()->points[0].y == Approx(fr.py(1.4)).margin(1e-9));
    const SceneItem* med = sqfig_test::owned_by(items, "violin 0 median");
    REQUIRE(med);
    CHECK(med->payload.path()->points[0].y == Approx(fr.py(9.73)).margin(1e-9));
    const SceneItem* q90 = sqfig_test::owned_by(items, "violin 0 quantile 1");
    REQUIRE(q90);
    CHECK(q90->payload.path()->points[0].y == Approx(fr.py(14.255)).margin(1e-9));
    v.show_extrema(false);
    CHECK(sqfig_test::owned_by(items_of_kind(fig.scene(), "violins"), "violin 0 max") == nullptr);
}

TEST_CASE("violin: half violins of two groups share the positions, one each side", "[violin][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 3).y_limits(0, 16);
    std::vector<double> shifted = violin_v;
    for (double& x : shifted) x = x * 0.8 + 1;
    Violin& a = ax.violin({violin_v, shifted}, {"task A", "task B"}).side(ViolinSide::low).label("base");
    Violin& b = ax.violin({shifted, violin_v}).side(ViolinSide::high).label("ours");
    CHECK(a.stats(0).n == 40);
    ax.legend();
    const Scene s = fig.scene();
    const sqfig_test::LinearFrame fr{plot_of(s), 0, 3, 0, 16};
    const auto items = items_of_kind(s, "violins");
    // Group A's bodies end at the position on the right; group B's start there.
    std::vector<const SceneItem*> bodies;
    for (const SceneItem* it : items)
        if (it->owner.find("body") != std::string::npos) bodies.push_back(it);
    REQUIRE(bodies.size() == 4);
    for (std::size_t j = 0; j < 2; ++j) {
        const double pos = fr.px(static_cast<double>(j + 1));
        double amax = -1e9, bmin = 1e9;
        for (const Point& q : bodies[j]->payload.path()->points) amax = std::max(amax, q.x);
        for (const Point& q : bodies[2 + j]->payload.path()->points) bmin = std::min(bmin, q.x);
        CHECK(amax == Approx(pos).margin(1e-9));
        CHECK(bmin == Approx(pos).margin(1e-9));
    }
    // The second call keeps the first's labels, and the colours differ (the cycle advanced).
    CHECK(sqfig_test::find_text(s, "task A") != nullptr);
    CHECK(*bodies[0]->payload.path()->fill != *bodies[2]->payload.path()->fill);
    CHECK(b.position(1) == 2);
    CHECK(fig.collisions().empty());
}

TEST_CASE("violin: jittered points are seeded, deterministic and inside the spread", "[violin][scene][jitter]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Violin& v = ax.violin({violin_v}).jitter(true, 7).jitter_spread(0.5);
    const std::vector<double> first = v.jitter_positions(0);
    REQUIRE(first.size() == 40);
    CHECK(v.jitter_positions(0) == first);  // the same seed, the same points
    // SplitMix64 from 7 + 0x632BE59BD9B4E019, u = (next >> 11) / 2^53, x = 1 + (2u - 1) * 0.125,
    // computed in Python: the same points on every platform
    CHECK(first[0] == 1.0892278532391084);
    CHECK(first[1] == 0.9152458172035415);
    CHECK(first[2] == 0.8794918658408893);
    for (const double x : first) {
        CHECK(x >= 1 - 0.125);
        CHECK(x <= 1 + 0.125);
    }
    double lo = 2, hi = 0;
    for (const double x : first) {
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    CHECK(hi - lo > 0.15);  // spread across, not piled up
    v.jitter(true, 8);
    CHECK(v.jitter_positions(0) != first);
    v.side(ViolinSide::high);  // a half violin's points on its own side
    for (const double x : v.jitter_positions(0)) CHECK(x >= 1);
    // On the page: one marker a value, at (jitter, value).
    v.jitter(true, 7).side(ViolinSide::both);
    ax.x_limits(0, 2).y_limits(0, 16);
    const Scene s = fig.scene();
    const sqfig_test::LinearFrame fr{plot_of(s), 0, 2, 0, 16};
    const SceneItem* pts = sqfig_test::owned_by(items_of_kind(s, "violins"), "violin 0 points");
    REQUIRE(pts);
    REQUIRE(pts->marker_set->centers.size() == 40);
    for (std::size_t k = 0; k < 40; ++k) {
        CHECK(pts->marker_set->centers[k].x == Approx(fr.px(first[k])).margin(1e-9));
        CHECK(pts->marker_set->centers[k].y == Approx(fr.py(violin_v[k])).margin(1e-9));
    }
}

TEST_CASE("violin: horizontal violins put their labels on y; turned back on x", "[violin][scene][categories]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 16).y_limits(0, 3);
    Violin& v = ax.violin({violin_v, violin_v}, {"left", "right"}).horizontal().show_means();
    const Scene s = fig.scene();
    const sqfig_test::LinearFrame fr{plot_of(s), 0, 16, 0, 3};
    const SceneItem* mean = sqfig_test::owned_by(items_of_kind(s, "violins"), "violin 1 mean");
    REQUIRE(mean);
    CHECK(mean->payload.path()->points[0].x == Approx(fr.px(9.893)).margin(1e-9));
    CHECK(mean->payload.path()->points[0].y == Approx(fr.py(1.875)).margin(1e-9));  // a quarter width below 2
    const SceneItem* right = sqfig_test::find_text(s, "right");
    REQUIRE(right);  // a y tick label at 2, left of the plot
    CHECK(right->bounds().right() < plot_of(s).left());
    CHECK(right->bounds().center().y == Approx(fr.py(2)).margin(0.5));
    REQUIRE(v.y_categories());
    CHECK(v.y_categories()->at == std::vector<double>{1, 2});
    CHECK_FALSE(v.x_categories());
    const SceneItem* ten = sqfig_test::find_text(s, "10.0");
    REQUIRE(ten);  // the scale's ticks along x (0, 2.5, ..., 15)
    CHECK(ten->bounds().top() > plot_of(s).bottom());
    CHECK(fig.collisions().empty());
    // Turned back: the labels go under the plot, y shows the scale's ticks again.
    v.horizontal(false);
    ax.x_limits(0, 3).y_limits(0, 16);
    const Scene back = fig.scene();
    REQUIRE(sqfig_test::find_text(back, "right"));
    CHECK(sqfig_test::find_text(back, "right")->bounds().top() > plot_of(back).bottom());
    REQUIRE(sqfig_test::find_text(back, "10"));  // the scale's ticks along y (0, 2, ..., 16)
    CHECK(sqfig_test::find_text(back, "10")->bounds().right() < plot_of(back).left());
    CHECK_FALSE(ax.x_axis().fixed_ticks());
    CHECK_FALSE(ax.y_axis().fixed_ticks());
}

TEST_CASE("violin: the gallery's 13_loss_violins has no collisions", "[violin][scene][gallery]") {
    // examples/gallery/ml/13_loss_violins.cpp, drawn here for the collision check
    std::mt19937 rng(13);
    std::vector<Values> base, distilled;
    for (const double loss : {2.1, 1.4, 2.8, 2.4}) {
        std::gamma_distribution<double> b(4, loss / 4), d(6, 0.85 * loss / 6);
        base.push_back(generate(300, [&] { return b(rng); }));
        distilled.push_back(generate(300, [&] { return d(rng); }));
    }
    auto [fig, ax] = subplots(inches(4.5, 3));
    ax.violin(base, {"web", "code", "math", "dialogue"}).side(ViolinSide::low).label("baseline").quantiles({0.25, 0.5, 0.75});
    ax.violin(distilled).side(ViolinSide::high).label("distilled").quantiles({0.25, 0.5, 0.75});
    ax.y_label("per-token loss (nats)");
    ax.title("Loss by domain");
    ax.legend();
    INFO(sqfig_test::report(fig.collisions()));
    CHECK(fig.collisions().empty());
}
