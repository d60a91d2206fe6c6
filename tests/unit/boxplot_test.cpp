// Box plots (issue 32): sqfig::boxplot_stats against matplotlib's
// cbook.boxplot_stats on fixed data (matplotlib 3.6.3, numpy 1.24.2,
// /usr/bin/python3; the call beside each expected value), each whisker rule,
// autorange, NaN, empty sets, misuse; and the drawn boxes, whiskers, caps,
// notches and fliers at their data coordinates on the page.
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

// B1 = np.array([2.1, 3.4, 0.5, 7.9, 3.3, 5.0, 5.0, 1.2, 9.8, 4.4, 6.1, 2.9, 3.7, 8.8, 0.0, 4.9, 10.0, 25.0, -12.0])
const std::vector<double> box_b1 = {2.1, 3.4, 0.5, 7.9, 3.3, 5.0, 5.0, 1.2, 9.8, 4.4,
                                    6.1, 2.9, 3.7, 8.8, 0.0, 4.9, 10.0, 25.0, -12.0};
// rng = np.random.default_rng(32); B2 = np.round(rng.standard_t(3, size=40) * 2 + 10, 2)
const std::vector<double> box_b2 = {11.51, 12.07, 13.1, 6.7,  12.63, 11.18, 6.96, 9.31,  8.53,  12.19,
                                    14.49, 8.6,   4.06, 14.57, 8.14, 9.62,  8.78, 14.24, 9.84,  7.62,
                                    9.94,  8.39,  1.4,  11.06, 10.15, 9.12, 8.91, 4.0,   14.39, 9.21,
                                    10.6,  7.36,  9.59, 12.45, 8.47, 12.11, 10.07, 9.34, 10.16, 14.86};

struct Expect {
    double mean, med, q1, q3, iqr, cilo, cihi, whislo, whishi;
    std::vector<double> fliers;
};

// Every number to the last bit: the same sums and interpolation as numpy.
void check_stats(const BoxStats& s, const Expect& e) {
    CHECK(s.mean == e.mean);
    CHECK(s.med == e.med);
    CHECK(s.q1 == e.q1);
    CHECK(s.q3 == e.q3);
    CHECK(s.iqr == e.iqr);
    CHECK(s.cilo == e.cilo);
    CHECK(s.cihi == e.cihi);
    CHECK(s.whislo == e.whislo);
    CHECK(s.whishi == e.whishi);
    CHECK(s.fliers == e.fliers);
}

BoxplotOptions whis(Whiskers w) {
    BoxplotOptions o;
    o.whiskers = w;
    return o;
}

}  // namespace

TEST_CASE("boxplot_stats: matplotlib's statistics with 1.5 IQR whiskers", "[boxplot][matplotlib]") {
    // cbook.boxplot_stats(B1)[0]
    check_stats(boxplot_stats(box_b1), {4.842105263157895, 4.4, 2.5, 7.0, 4.5, 2.7791778402044818, 6.020822159795519,
                                        0.0, 10.0, {-12.0, 25.0}});
    // cbook.boxplot_stats(B2)[0]
    check_stats(boxplot_stats(box_b2), {9.893, 9.73, 8.515, 12.08, 3.5649999999999995, 8.845028691107728,
                                        10.614971308892272, 4.0, 14.86, {1.4}});
    CHECK(boxplot_stats(box_b2).n == 40);
}

TEST_CASE("boxplot_stats: another factor, percentiles and the range as whiskers", "[boxplot][matplotlib]") {
    // cbook.boxplot_stats(B1, whis=0.5)[0]: the fliers below, in data order, then those above
    check_stats(boxplot_stats(box_b1, whis(0.5)), {4.842105263157895, 4.4, 2.5, 7.0, 4.5, 2.7791778402044818,
                                                   6.020822159795519, 0.5, 8.8, {0.0, -12.0, 9.8, 10.0, 25.0}});
    // cbook.boxplot_stats(B2, whis=0.5)[0]
    check_stats(boxplot_stats(box_b2, whis(0.5)),
                {9.893, 9.73, 8.515, 12.08, 3.5649999999999995, 8.845028691107728, 10.614971308892272, 6.96, 13.1,
                 {6.7, 4.06, 1.4, 4.0, 14.49, 14.57, 14.24, 14.39, 14.86}});
    // cbook.boxplot_stats(B2, whis=(5, 95))[0]: each whisker at the most extreme value inside its percentile
    check_stats(boxplot_stats(box_b2, whis(Whiskers::percentiles(5, 95))),
                {9.893, 9.73, 8.515, 12.08, 3.5649999999999995, 8.845028691107728, 10.614971308892272, 4.06, 14.49,
                 {1.4, 4.0, 14.57, 14.86}});
    // cbook.boxplot_stats(B1, whis=(0, 100))[0]: min to max, no fliers
    check_stats(boxplot_stats(box_b1, whis(Whiskers::range())), {4.842105263157895, 4.4, 2.5, 7.0, 4.5, 2.7791778402044818,
                                                                 6.020822159795519, -12.0, 25.0, {}});
}

TEST_CASE("boxplot_stats: a whisker never ends inside the box, and autorange", "[boxplot][matplotlib]") {
    const std::vector<double> b3 = {1, 1, 1, 1, 1, 1, 1, 2, 9.0, 0.5};
    // cbook.boxplot_stats(B3)[0]: IQR 0, whiskers at the quartiles, all else fliers
    check_stats(boxplot_stats(b3), {1.85, 1.0, 1.0, 1.0, 0.0, 1.0, 1.0, 1.0, 1.0, {0.5, 2.0, 9.0}});
    // cbook.boxplot_stats([1, 2, 3, 10, 11, 50], whis=0)[0]: the values nearest the fences lie inside the
    // box (2 < q1 = 2.25, 10 < q3 = 10.75), so the whiskers end at the quartiles
    check_stats(boxplot_stats({1, 2, 3, 10, 11, 50}, whis(0)), {12.833333333333334, 6.5, 2.25, 10.75, 8.5,
                                                               1.0519265637597472, 11.948073436240254, 2.25, 10.75,
                                                               {1.0, 2.0, 11.0, 50.0}});
    // cbook.boxplot_stats(B3, autorange=True)[0]: whis becomes (0, 100); the box stays
    BoxplotOptions o;
    o.autorange = true;
    check_stats(boxplot_stats(b3, o), {1.85, 1.0, 1.0, 1.0, 0.0, 1.0, 1.0, 0.5, 9.0, {}});
}

TEST_CASE("boxplot_stats: NaN is left out and counted; an empty set is all NaN, as matplotlib's", "[boxplot]") {
    std::vector<double> with_nan = box_b1;
    with_nan.insert(with_nan.begin() + 4, kNaN);
    with_nan.push_back(kNaN);
    const BoxStats s = boxplot_stats(with_nan);
    CHECK(s.nan == 2);
    CHECK(s.n == box_b1.size());
    check_stats(s, {4.842105263157895, 4.4, 2.5, 7.0, 4.5, 2.7791778402044818, 6.020822159795519, 0.0, 10.0, {-12.0, 25.0}});
    // cbook.boxplot_stats([[]])[0]: every number nan, no fliers
    for (const std::vector<double>& none : {std::vector<double>{}, std::vector<double>{kNaN, kNaN}}) {
        const BoxStats e = boxplot_stats(none);
        CHECK(e.n == 0);
        CHECK(std::isnan(e.mean));
        CHECK(std::isnan(e.med));
        CHECK(std::isnan(e.q1));
        CHECK(std::isnan(e.whishi));
        CHECK(e.fliers.empty());
    }
    // Several sets with labels.
    const std::vector<BoxStats> both = boxplot_stats({box_b1, box_b2}, {}, {"a", "b"});
    REQUIRE(both.size() == 2);
    CHECK(both[1].label == "b");
    CHECK(both[1].med == 9.73);
}

TEST_CASE("boxplot: wrong input is an Error that says what is wrong", "[boxplot][misuse]") {
    CHECK_THAT(error_of([] { (void)boxplot_stats({1, kInf}); }), Catch::Contains("value 1 is infinite"));
    CHECK_THAT(error_of([] { (void)boxplot_stats({1, 2}, whis(-1)); }), Catch::Contains("whisker factor"));
    CHECK_THAT(error_of([] { (void)boxplot_stats({1, 2}, whis(Whiskers::percentiles(90, 10))); }),
               Catch::Contains("whisker percentiles"));
    CHECK_THAT(error_of([] { (void)boxplot_stats({1, 2}, whis(Whiskers::percentiles(-1, 50))); }),
               Catch::Contains("whisker percentiles"));
    CHECK_THAT(error_of([] { (void)boxplot_stats({{1.0, 2.0}}, {}, {"a", "b"}); }), Catch::Contains("2 labels for 1"));
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Boxplot& b = ax.boxplot({box_b1, box_b2}).label("latency");
    CHECK_THAT(error_of([&] { b.positions({1.0}); }), Catch::Contains("box plot \"latency\": 1 positions for 2"));
    CHECK_THAT(error_of([&] { b.widths({0.0}); }), Catch::Contains("width 0 must be a finite number > 0"));
    CHECK_THAT(error_of([&] { b.widths({0.5, 0.5, 0.5}); }), Catch::Contains("3 widths for 2"));
    CHECK_THAT(error_of([&] { b.tick_labels({"one"}); }), Catch::Contains("1 labels for 2"));
    // A label the axis could not show is refused when given, not when the figure is drawn.
    CHECK_THAT(error_of([&] { b.tick_labels({"$\\nosuch$", "two"}); }),
               Catch::Contains("box plot \"latency\": label 0: unknown math command"));
    CHECK(b.tick_labels().empty());
    std::vector<BoxStats> bad_label = boxplot_stats(std::vector<Values>{box_b1}, {});
    bad_label[0].label = "$x^$";
    CHECK_THAT(error_of([&] { ax.boxplot(bad_label); }), Catch::Contains("box plot: label 0"));
    CHECK_THAT(error_of([&] { b.whiskers(-0.5); }), Catch::Contains("whisker factor"));
    CHECK(b.stats(0).whislo == 0.0);  // unchanged by the failed setter
    CHECK_THAT(error_of([&] { b.fills({"red"}); }), Catch::Contains("1 fills for 2"));
    CHECK_THAT(error_of([&] { b.flier_marker(MarkerShape::none); }), Catch::Contains("show_fliers(false)"));
    CHECK_THAT(error_of([&] { ax.boxplot({box_b1}, {"a", "b"}); }), Catch::Contains("2 labels for 1"));
    Boxplot& from_stats = ax.boxplot(boxplot_stats(std::vector<Values>{box_b1}, {}));
    CHECK_THAT(error_of([&] { from_stats.whiskers(2.0); }), Catch::Contains("drawn from statistics"));
    Figure log_fig{inches(4, 3)};
    log_fig.axes().y_scale(LogScale{10});
    log_fig.axes().boxplot({box_b1});
    CHECK_THAT(error_of([&] { (void)log_fig.scene(); }), Catch::Contains("cannot show"));
}

namespace {

// The box around a path's points (no stroke width).
Rect points_box(const ScenePath& path) {
    double l = path.points[0].x, r = l, t = path.points[0].y, b = t;
    for (const Point& q : path.points) {
        l = std::min(l, q.x);
        r = std::max(r, q.x);
        t = std::min(t, q.y);
        b = std::max(b, q.y);
    }
    return {l, t, r - l, b - t};
}

}  // namespace

TEST_CASE("boxplot: box edges, whisker ends, caps, median and fliers at their data coordinates", "[boxplot][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 3).y_limits(-15, 30);
    Boxplot& b = ax.boxplot({box_b1, box_b2}, {"first", "second"});
    CHECK(b.width(0) == 0.15);  // matplotlib: clip(0.15 * ptp([1, 2]), 0.15, 0.5)
    const Scene s = fig.scene();
    const sqfig_test::LinearFrame fr{plot_of(s), 0, 3, -15, 30};
    const auto items = items_of_kind(s, "box plot");
    // Box 0 (B1): q1 2.5, q3 7, whiskers 0 and 10, fliers -12 and 25, at x = 1, width 0.15.
    const SceneItem* box = sqfig_test::owned_by(items, "box 0 box");
    REQUIRE(box);
    const Rect r = points_box(*box->payload.path());
    CHECK(r.left() == Approx(fr.px(1 - 0.075)).margin(1e-9));
    CHECK(r.right() == Approx(fr.px(1 + 0.075)).margin(1e-9));
    CHECK(r.top() == Approx(fr.py(7.0)).margin(1e-9));
    CHECK(r.bottom() == Approx(fr.py(2.5)).margin(1e-9));
    CHECK_FALSE(box->payload.path()->fill);
    const SceneItem* lo = sqfig_test::owned_by(items, "box 0 lower whisker");
    const SceneItem* hi = sqfig_test::owned_by(items, "box 0 upper whisker");
    REQUIRE(lo);
    REQUIRE(hi);
    CHECK(lo->payload.path()->points[0].y == Approx(fr.py(2.5)).margin(1e-9));
    CHECK(lo->payload.path()->points[1].y == Approx(fr.py(0.0)).margin(1e-9));
    CHECK(hi->payload.path()->points[1].y == Approx(fr.py(10.0)).margin(1e-9));
    CHECK(hi->payload.path()->points[1].x == Approx(fr.px(1)).margin(1e-9));
    const SceneItem* cap = sqfig_test::owned_by(items, "box 0 upper cap");
    REQUIRE(cap);  // half the box wide
    CHECK(cap->payload.path()->points[0].x == Approx(fr.px(1 - 0.0375)).margin(1e-9));
    CHECK(cap->payload.path()->points[1].x == Approx(fr.px(1 + 0.0375)).margin(1e-9));
    CHECK(cap->payload.path()->points[0].y == Approx(fr.py(10.0)).margin(1e-9));
    const SceneItem* med = sqfig_test::owned_by(items, "box 0 median");
    REQUIRE(med);
    CHECK(med->payload.path()->points[0].y == Approx(fr.py(4.4)).margin(1e-9));
    const SceneItem* fl = sqfig_test::owned_by(items, "box 0 fliers");
    REQUIRE(fl);
    REQUIRE(fl->marker_set->centers.size() == 2);
    CHECK(fl->marker_set->centers[0].y == Approx(fr.py(-12.0)).margin(1e-9));
    CHECK(fl->marker_set->centers[1].y == Approx(fr.py(25.0)).margin(1e-9));
    CHECK(fl->marker_set->centers[0].x == Approx(fr.px(1)).margin(1e-9));
    // Box 1 (B2) at x = 2: its one flier, 1.4.
    const SceneItem* fl2 = sqfig_test::owned_by(items, "box 1 fliers");
    REQUIRE(fl2);
    REQUIRE(fl2->marker_set->centers.size() == 1);
    CHECK(fl2->marker_set->centers[0].x == Approx(fr.px(2)).margin(1e-9));
    CHECK(fl2->marker_set->centers[0].y == Approx(fr.py(1.4)).margin(1e-9));
    // The category labels are the x ticks at the positions (asked for through x_categories: the axis keeps its own).
    const SceneItem* first = sqfig_test::find_text(s, "first");
    REQUIRE(first);
    CHECK(first->bounds().top() > plot_of(s).bottom());
    CHECK(first->bounds().center().x == Approx(fr.px(1)).margin(0.5));
    CHECK(sqfig_test::find_text(s, "second") != nullptr);
    REQUIRE(b.x_categories());
    CHECK(b.x_categories()->at == std::vector<double>{1, 2});
    CHECK(b.x_categories()->labels == std::vector<std::string>{"first", "second"});
    CHECK_FALSE(b.y_categories());
    CHECK_FALSE(ax.x_axis().fixed_ticks());
    // Without fliers, no flier item.
    b.show_fliers(false);
    CHECK(sqfig_test::owned_by(items_of_kind(fig.scene(), "box plot"), "box 0 fliers") == nullptr);
}

TEST_CASE("boxplot: notches, means, widths, positions and fills", "[boxplot][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(0, 10).y_limits(-15, 30);
    Boxplot& b = ax.boxplot({box_b1}).positions({4}).widths({2}).notch().show_means().fill("#1f77b4");
    const Scene s = fig.scene();
    const sqfig_test::LinearFrame fr{plot_of(s), 0, 10, -15, 30};
    const auto items = items_of_kind(s, "box plot");
    const SceneItem* box = sqfig_test::owned_by(items, "box 0 box");
    REQUIRE(box);
    const std::vector<Point>& q = box->payload.path()->points;
    REQUIRE(q.size() == 10);
    // matplotlib's notch: in to a quarter width each side of the position at the median, out at cilo and cihi.
    CHECK(q[2].y == Approx(fr.py(2.7791778402044818)).margin(1e-9));
    CHECK(q[3].x == Approx(fr.px(4.5)).margin(1e-9));
    CHECK(q[3].y == Approx(fr.py(4.4)).margin(1e-9));
    CHECK(q[4].y == Approx(fr.py(6.020822159795519)).margin(1e-9));
    CHECK(q[0].x == Approx(fr.px(3)).margin(1e-9));
    REQUIRE(box->payload.path()->fill);
    CHECK(box->footprint == Footprint::area);
    const SceneItem* med = sqfig_test::owned_by(items, "box 0 median");
    REQUIRE(med);  // across the notch only
    CHECK(med->payload.path()->points[0].x == Approx(fr.px(3.5)).margin(1e-9));
    CHECK(med->payload.path()->points[1].x == Approx(fr.px(4.5)).margin(1e-9));
    const SceneItem* mean = sqfig_test::owned_by(items, "box 0 mean");
    REQUIRE(mean);
    REQUIRE(mean->marker_set);
    CHECK(mean->marker_set->centers[0].y == Approx(fr.py(4.842105263157895)).margin(1e-9));
    b.mean_line();  // a dashed line across the box instead
    const Scene s2 = fig.scene();
    const auto again = items_of_kind(s2, "box plot");
    const SceneItem* line = sqfig_test::owned_by(again, "box 0 mean");
    REQUIRE(line);
    REQUIRE(line->payload.path());
    CHECK_FALSE(line->payload.path()->dashes.empty());
    CHECK(line->payload.path()->points[0].x == Approx(fr.px(3)).margin(1e-9));
}

TEST_CASE("boxplot: horizontal boxes and their labels on y; drawn from statistics (bxp)", "[boxplot][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.x_limits(-15, 30).y_limits(0, 3);
    std::vector<BoxStats> stats = boxplot_stats({box_b1, box_b2}, {}, {"base", "ours"});
    stats[1].whishi = 20;  // precomputed elsewhere: drawn as given
    Boxplot& b = ax.boxplot(stats).horizontal();
    const Scene s = fig.scene();
    const sqfig_test::LinearFrame fr{plot_of(s), -15, 30, 0, 3};
    const auto items = items_of_kind(s, "box plot");
    const SceneItem* box = sqfig_test::owned_by(items, "box 0 box");
    REQUIRE(box);
    const Rect r = points_box(*box->payload.path());
    CHECK(r.left() == Approx(fr.px(2.5)).margin(1e-9));
    CHECK(r.right() == Approx(fr.px(7.0)).margin(1e-9));
    CHECK(r.top() == Approx(fr.py(1.075)).margin(1e-9));
    const SceneItem* hi = sqfig_test::owned_by(items, "box 1 upper whisker");
    REQUIRE(hi);
    CHECK(hi->payload.path()->points[1].x == Approx(fr.px(20)).margin(1e-9));
    CHECK(hi->payload.path()->points[1].y == Approx(fr.py(2)).margin(1e-9));
    // The labels moved with the boxes: y ticks at 1 and 2, left of the plot; x keeps the scale's.
    const SceneItem* ours = sqfig_test::find_text(s, "ours");
    REQUIRE(ours);
    CHECK(ours->bounds().right() < plot_of(s).left());
    CHECK(ours->bounds().center().y == Approx(fr.py(2)).margin(0.5));
    REQUIRE(b.y_categories());
    CHECK(b.y_categories()->at == std::vector<double>{1, 2});
    CHECK_FALSE(b.x_categories());
    const SceneItem* ten = sqfig_test::find_text(s, "10");
    REQUIRE(ten);  // the scale's ticks along x
    CHECK(ten->bounds().top() > plot_of(s).bottom());
    CHECK(b.tick_labels() == std::vector<std::string>{"base", "ours"});
}

namespace {

// Where a text is drawn: under the plot (an x tick label), left or right of it (a y tick label).
enum class BoxTextAt { missing, below, left, right, inside };
BoxTextAt box_text_at(const Scene& s, const std::string& text) {
    const SceneItem* t = sqfig_test::find_text(s, text);
    if (!t) return BoxTextAt::missing;
    const Rect p = plot_of(s), b = t->bounds();
    if (b.top() > p.bottom()) return BoxTextAt::below;
    if (b.right() < p.left()) return BoxTextAt::left;
    if (b.left() > p.right()) return BoxTextAt::right;
    return BoxTextAt::inside;
}

}  // namespace

TEST_CASE("boxplot: turned after it is made its category ticks move and the other axis is the scale's again",
          "[boxplot][scene][categories]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Boxplot& b = ax.boxplot({box_b1, box_b2}, {"first", "second"});
    CHECK(box_text_at(fig.scene(), "first") == BoxTextAt::below);
    CHECK(box_text_at(fig.scene(), "20") == BoxTextAt::left);  // the values along y: the scale's ticks
    b.horizontal();
    CHECK(box_text_at(fig.scene(), "first") == BoxTextAt::left);
    CHECK(box_text_at(fig.scene(), "20") == BoxTextAt::below);
    b.horizontal(false);
    CHECK(box_text_at(fig.scene(), "second") == BoxTextAt::below);
    CHECK(box_text_at(fig.scene(), "20") == BoxTextAt::left);
    b.positions({3, 7}).tick_labels({});  // bare positions label themselves
    CHECK(box_text_at(fig.scene(), "first") == BoxTextAt::missing);
    CHECK(box_text_at(fig.scene(), "7") == BoxTextAt::below);  // matplotlib 3.6: positions=[3, 7] -> "3", "7"
    CHECK(box_text_at(fig.scene(), "7.0") == BoxTextAt::missing);
    CHECK_FALSE(ax.x_axis().fixed_ticks());
    CHECK_FALSE(ax.y_axis().fixed_ticks());
}

TEST_CASE("boxplot: ticks set on the axis win over its categories whether set before or after it",
          "[boxplot][scene][categories]") {
    for (const bool before : {true, false}) {
        INFO((before ? "x_ticks before the box plot" : "x_ticks after the box plot"));
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        if (before) ax.x_ticks({1, 2}, {"one", "two"});
        ax.boxplot({box_b1, box_b2}, {"first", "second"});
        if (!before) ax.x_ticks({1, 2}, {"one", "two"});
        const Scene s = fig.scene();
        CHECK(box_text_at(s, "one") == BoxTextAt::below);
        CHECK(box_text_at(s, "first") == BoxTextAt::missing);
    }
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.y_ticks({1}, {"only"});
    ax.boxplot({box_b1, box_b2}, {"first", "second"}).horizontal();
    CHECK(box_text_at(fig.scene(), "only") == BoxTextAt::left);
    CHECK(box_text_at(fig.scene(), "first") == BoxTextAt::missing);
    ax.y_axis().auto_ticks();  // given back: the box plot's categories again
    CHECK(box_text_at(fig.scene(), "first") == BoxTextAt::left);
}

TEST_CASE("boxplot: an empty set leaves an empty slot; the figure has no collisions", "[boxplot][scene]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    Boxplot& b = ax.boxplot({box_b1, {}, box_b2}, {"a", "none", "c"}).label("scores");
    ax.legend();
    const Scene s = fig.scene();
    const auto items = items_of_kind(s, "box plot");
    CHECK(sqfig_test::owned_by(items, "box 0 box") != nullptr);
    CHECK(sqfig_test::owned_by(items, "box 1 box") == nullptr);
    CHECK(sqfig_test::owned_by(items, "box 2 box") != nullptr);
    CHECK(sqfig_test::find_text(s, "none") != nullptr);
    CHECK(b.stats(1).n == 0);
    CHECK(fig.collisions().empty());
    // The legend handle is a box as drawn: outlined in the line colour, filled only when the boxes are.
    auto handle = [&] {
        std::vector<SceneItem> out;
        b.legend_entries().at(0).draw_handle(out, Rect{0, 0, 20, 10}, 10);
        REQUIRE(out.size() == 1);
        return *out[0].payload.path();
    };
    CHECK_FALSE(handle().fill);
    REQUIRE(handle().stroke);
    CHECK(handle().stroke->color == Color(0, 0, 0));
    b.fill("#a6cee3");
    REQUIRE(handle().fill);
    CHECK(*handle().fill == Color("#a6cee3"));
}

TEST_CASE("boxplot: the gallery's 12_score_boxplot has no collisions", "[boxplot][scene][gallery]") {
    // examples/gallery/ml/12_score_boxplot.cpp, drawn here for the collision check
    std::mt19937 rng(12);
    std::student_t_distribution<double> seed_noise(3);
    std::vector<Values> scores;
    for (const double centre : {82.1, 81.4, 80.2, 77.9, 76.5})
        scores.push_back(generate(30, [&] { return centre + seed_noise(rng); }));
    auto [fig, ax] = subplots(inches(4.5, 3));
    ax.boxplot(scores, {"full FT", "LoRA", "adapters", "prefix", "BitFit"}).notch().show_means().fill("#a6cee3");
    ax.y_label("GLUE average (%)");
    ax.title("Fine-tuning methods over 30 seeds");
    INFO(sqfig_test::report(fig.collisions()));
    CHECK(fig.collisions().empty());
}

TEST_CASE("boxplot: a log axis refuses a flier it cannot show; a notch past the box widens the view", "[boxplot][scene][log]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.y_scale(LogScale{10});
    Boxplot& b = ax.boxplot({{-5.0, 10, 11, 12, 13, 14}});  // -5 is a flier
    CHECK_THAT(error_of([&] { (void)fig.scene(); }), Catch::Contains("-5, which a log10 axis cannot show"));
    b.show_fliers(false);  // not drawn, not checked
    CHECK(fig.collisions().empty());
    // cbook.boxplot_stats([1, 2, 9, 10]): q1 1.75, q3 9.25, cilo 5.5 - 1.57 * 7.5 / 2 = -0.3875, below the box
    Figure lin{inches(4, 3)};
    Boxplot& n = lin.axes().boxplot({{1.0, 2, 9, 10}});
    CHECK(n.extent(LinearScale{}, LinearScale{}).y_min == 1.0);
    n.notch();
    CHECK(n.extent(LinearScale{}, LinearScale{}).y_min == Approx(-0.3875).margin(1e-12));
}
