// Polar axes and radar charts (issue 49): radial ticks and angle labels
// against matplotlib 3.6.3, theta direction and offset, round circles, the
// labels' placement (no overlap, off the data), bad input, and a polar axes
// in a grid beside a Cartesian one with no collision.
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
using sqfig_test::report;

constexpr double kPi = 3.14159265358979323846;

// The texts of `kind` items, in drawing order.
std::vector<std::string> texts_of(const Scene& s, const std::string& kind) {
    std::vector<std::string> out;
    for (const SceneItem* it : items_of_kind(s, kind)) out.push_back(it->payload.text()->text.plain);
    return out;
}

// The centre of the circle: the middle of the frame's points.
Point centre_of(const Scene& s) {
    const SceneItem* frame = items_of_kind(s, "polar frame").at(0);
    const std::vector<Point>& pts = frame->payload.path()->points;
    double x = 0, y = 0;
    for (const Point& p : pts) {
        x += p.x;
        y += p.y;
    }
    return {x / static_cast<double>(pts.size()), y / static_cast<double>(pts.size())};
}

ErrorKind kind_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const Error& e) {
        return e.kind();
    }
    FAIL("no sqfig::Error");
    return ErrorKind::usage;
}

}  // namespace

TEST_CASE("polar: radial ticks match matplotlib 3.6 for fixed limits", "[polar]") {
    // matplotlib 3.6.3, figsize 6.4 x 4.8, projection='polar', ax.set_rlim(lo, hi):
    // [t.get_text() for t in ax.get_yticklabels()] (no tick at the centre).
    struct Case {
        double lo, hi;
        std::vector<std::string> labels;
    };
    const std::vector<Case> cases{
        {0, 2, {"0.25", "0.50", "0.75", "1.00", "1.25", "1.50", "1.75", "2.00"}},
        {0, 1, {"0.2", "0.4", "0.6", "0.8", "1.0"}},
        {0, 10, {"2", "4", "6", "8", "10"}},
        {2, 7, {"3", "4", "5", "6", "7"}},
        {0, 0.35, {"0.05", "0.10", "0.15", "0.20", "0.25", "0.30", "0.35"}},
        {0, 100, {"20", "40", "60", "80", "100"}},
    };
    for (const Case& c : cases) {
        CAPTURE(c.lo, c.hi);
        Figure fig(inches(6.4, 4.8));
        fig.axes().polar().r_limits(c.lo, c.hi);
        const Scene s = fig.scene();
        CHECK(texts_of(s, "radial label") == c.labels);
        CHECK(fig.collisions().empty());
        // Each label is centred on its radius: (v - lo) / (hi - lo) of the frame's.
        const Point o = centre_of(s);
        const Point rim = items_of_kind(s, "polar frame").at(0)->payload.path()->points.at(0);
        const double radius = std::hypot(rim.x - o.x, rim.y - o.y);
        for (const SceneItem* it : items_of_kind(s, "radial label")) {
            const double v = std::stod(it->payload.text()->text.plain);
            const Point at = it->bounds().center();
            CHECK(std::hypot(at.x - o.x, at.y - o.y) == Approx((v - c.lo) / (c.hi - c.lo) * radius).margin(1e-6));
        }
    }
}

TEST_CASE("polar: autoscaled radial limits and ticks match matplotlib 3.6", "[polar]") {
    // matplotlib 3.6.3: ax.plot([0, 1, 2], [lo, mid, hi]); ax.get_ylim(), visible tick labels.
    // [1, 3] -> (0, 3.1): 0.5 .. 3.0; [5, 47] -> (0, 49.1): 10 .. 40 (50 is past the view).
    Figure fig(inches(6.4, 4.8));
    fig.axes().polar().scatter({kPi, kPi, kPi}, {1, 2, 3});
    CHECK(texts_of(fig.scene(), "radial label") == std::vector<std::string>{"0.5", "1.0", "1.5", "2.0", "2.5", "3.0"});
    Figure big(inches(6.4, 4.8));
    big.axes().polar().scatter({kPi, kPi, kPi}, {5, 26, 47});
    CHECK(texts_of(big.scene(), "radial label") == std::vector<std::string>{"10", "20", "30", "40"});
}

TEST_CASE("polar: angle labels with theta offset and direction as matplotlib", "[polar]") {
    // matplotlib 3.6.3: set_theta_zero_location('N'); set_theta_direction(-1); the
    // label of θ = d degrees at axes coordinates (ax, ay), centre (0.5, 0.5):
    // 0° (0.5, 1), 45° (0.8536, 0.8536), 90° (1, 0.5), 135° (0.8536, 0.1464),
    // 180° (0.5, 0), 225° (0.1464, 0.1464), 270° (0, 0.5), 315° (0.1464, 0.8536).
    struct Where {
        const char* label;
        double ax, ay;
    };
    const std::vector<Where> north_clockwise{{"0°", 0.5, 1},         {"45°", 0.8536, 0.8536}, {"90°", 1, 0.5},
                                             {"135°", 0.8536, 0.1464}, {"180°", 0.5, 0},        {"225°", 0.1464, 0.1464},
                                             {"270°", 0, 0.5},         {"315°", 0.1464, 0.8536}};
    auto check = [](const Scene& s, const std::vector<Where>& expected) {
        const Point c = centre_of(s);
        CHECK(texts_of(s, "angle label").size() == 8);
        for (const Where& w : expected) {
            CAPTURE(w.label);
            const SceneItem* it = sqfig_test::find_text(s, w.label);
            REQUIRE(it);
            const Point p = it->bounds().center();
            const double got = std::atan2(-(p.y - c.y), p.x - c.x);
            const double want = std::atan2(w.ay - 0.5, w.ax - 0.5);
            CHECK(std::abs(std::remainder(got - want, 2 * kPi)) < 1e-3);
        }
    };
    Figure fig(inches(6.4, 4.8));
    fig.axes().polar().theta_zero_location("N").theta_direction(-1);
    check(fig.scene(), north_clockwise);
    // The default: 0° east, counter-clockwise (90° at the top).
    Figure plain(inches(6.4, 4.8));
    plain.axes().polar();
    check(plain.scene(), {{"0°", 1, 0.5}, {"90°", 0.5, 1}, {"180°", 0, 0.5}, {"270°", 0.5, 0}});
    // set_theta_offset(pi / 4): 0° at the upper right, 90° at the upper left.
    Figure offset(inches(6.4, 4.8));
    offset.axes().polar().theta_offset(kPi / 4);
    check(offset.scene(), {{"0°", 0.8536, 0.8536}, {"90°", 0.1464, 0.8536}});
}

TEST_CASE("polar: a line at constant r is a round circle", "[polar]") {
    Figure fig(inches(4, 4));
    std::vector<double> theta, r;
    for (int k = 0; k <= 8; ++k) {
        theta.push_back(2 * kPi * k / 8);
        r.push_back(1);
    }
    fig.axes().polar().r_limits(0, 2).line(theta, r);
    const Scene s = fig.scene();
    const Point c = centre_of(s);
    const std::vector<const SceneItem*> lines = items_of_kind(s, "polar line");
    REQUIRE(lines.size() == 1);
    const std::vector<Point>& pts = lines[0]->payload.path()->points;
    CHECK(pts.size() >= 180);  // 8 straight chords would be an octagon
    const double rho = std::hypot(pts[0].x - c.x, pts[0].y - c.y);
    for (const Point& p : pts) CHECK(std::hypot(p.x - c.x, p.y - c.y) == Approx(rho).epsilon(1e-9));
    // Half the frame's radius: r = 1 of 0 .. 2.
    const std::vector<Point>& frame = items_of_kind(s, "polar frame").at(0)->payload.path()->points;
    CHECK(rho == Approx(std::hypot(frame[0].x - c.x, frame[0].y - c.y) / 2).epsilon(1e-9));
}

TEST_CASE("polar: NaN is a gap, points below rmin are hidden, infinity is an error", "[polar]") {
    Figure fig(inches(4, 4));
    PolarAxes& p = fig.axes().polar().r_limits(1, 3);
    p.line({0, 0.5, kNaN, 1.5, 2.0, 2.5, 3.0}, {2, 2, 2, 2, 0.5, 2, 2}).interpolate(false);
    const Scene s = fig.scene();
    const ScenePath* path = items_of_kind(s, "polar line").at(0)->payload.path();
    CHECK(path->points.size() == 5);  // the NaN point and the one below rmin are not drawn
    CHECK(path->breaks == std::vector<std::size_t>{2, 3});
    Figure bad(inches(4, 4));
    bad.axes().polar().line({0, 1}, {1, kInf});
    CHECK(kind_of([&] { (void)bad.scene(); }) == ErrorKind::data);
    CHECK(error_of([&] { (void)bad.scene(); }).find("polar line") != std::string::npos);
}

TEST_CASE("polar: bad arguments are refused with the right kind", "[polar]") {
    Figure fig(inches(4, 4));
    PolarAxes& p = fig.axes().polar();
    CHECK(kind_of([&] { p.r_limits(2, 2); }) == ErrorKind::usage);
    CHECK(kind_of([&] { p.r_limits(3, 1); }) == ErrorKind::usage);
    CHECK(error_of([&] { p.r_limits(3, 1); }).find("r_limits") != std::string::npos);
    CHECK(kind_of([&] { p.r_limits(kNaN, 1); }) == ErrorKind::usage);
    CHECK(kind_of([&] { p.theta_direction(0); }) == ErrorKind::usage);
    CHECK(kind_of([&] { p.theta_zero_location("up"); }) == ErrorKind::usage);
    CHECK(kind_of([&] { p.theta_offset(kInf); }) == ErrorKind::usage);
    CHECK(kind_of([&] { p.categories({}); }) == ErrorKind::data);  // zero categories: nothing to draw
    CHECK(kind_of([&] { p.radar({1, 2, 3}); }) == ErrorKind::usage);  // no categories yet
    p.categories({"a", "b", "c"});
    CHECK(kind_of([&] { p.radar({1, 2}); }) == ErrorKind::usage);
    CHECK(error_of([&] { p.radar({1, 2}); }).find("2 values for 3 categories") != std::string::npos);
    CHECK(kind_of([&] { p.radar({1, kNaN, 2}); }) == ErrorKind::data);
    CHECK(kind_of([&] { p.line({1, 2}, {1}); }) == ErrorKind::data);
    CHECK(kind_of([&] { p.theta_grid({0, 90}, {"a"}); }) == ErrorKind::usage);
    CHECK(fig.axes().artists().empty());  // nothing was added
    // A Cartesian artist on polar axes is named at layout.
    fig.axes().line({0, 1}, {0, 1});
    CHECK(kind_of([&] { (void)fig.scene(); }) == ErrorKind::usage);
    CHECK(error_of([&] { (void)fig.scene(); }).find("not a polar artist") != std::string::npos);
    // A fixed lower limit above the data's autoscaled upper one: empty limits.
    Figure empty(inches(4, 4));
    empty.axes().polar().r_limits(5, std::nullopt).scatter({0}, {1});
    CHECK(kind_of([&] { (void)empty.scene(); }) == ErrorKind::data);
}

TEST_CASE("polar: angle labels never overlap, however many categories", "[polar][label overlap]") {
    Figure fig(inches(4, 4));
    std::vector<std::string> names;
    for (int k = 0; k < 24; ++k) names.push_back("benchmark " + std::to_string(k));
    fig.axes().polar().categories(names);
    const Scene s = fig.scene();
    const std::vector<const SceneItem*> labels = items_of_kind(s, "angle label");
    REQUIRE(labels.size() == 24);
    for (std::size_t a = 0; a < labels.size(); ++a)
        for (std::size_t b = a + 1; b < labels.size(); ++b) {
            CAPTURE(a, b);
            CHECK_FALSE(labels[a]->payload.text()->quad().intersects(labels[b]->payload.text()->quad(), 0.5));
        }
    CHECK(report(fig.collisions()).empty());
}

TEST_CASE("polar: radial labels move off the data to another gap between spokes", "[polar][label overlap]") {
    Figure fig(inches(5, 5));
    PolarAxes& p = fig.axes().polar().r_limits(0, 1);
    // A wedge over the default label spoke (22.5°): 0 .. 60°.
    std::vector<double> theta{0}, r{0};
    for (int k = 0; k <= 12; ++k) {
        theta.push_back(kPi / 3 * k / 12);
        r.push_back(1);
    }
    p.fill(theta, r);
    const Scene s = fig.scene();
    CHECK(texts_of(s, "radial label") == std::vector<std::string>{"0.2", "0.4", "0.6", "0.8", "1.0"});
    CHECK(report(fig.collisions()).empty());
}

TEST_CASE("polar: radar in a grid beside a Cartesian axes, no collision", "[polar]") {
    Figure fig(inches(8, 3.5));
    Grid g = fig.grid(1, 2);
    g(0, 0).line({0, 1, 2}, {1, 3, 2});
    g(0, 0).title("Cartesian");
    PolarAxes& p = g(0, 1).polar();
    p.categories({"speed", "accuracy", "memory", "robustness", "cost"}).theta_zero_location("N").r_limits(0, 10);
    p.radar({7, 8, 5, 6, 9}).label("model A");
    p.radar({0, 6, 8, 7, 4}).label("model B");
    g(0, 1).legend().location(LegendLocation::outside_right);
    g(0, 1).title("Radar");
    const Scene s = fig.scene();
    CHECK(report(fig.collisions()).empty());
    CHECK(texts_of(s, "angle label") == std::vector<std::string>{"speed", "accuracy", "memory", "robustness", "cost"});
    // A value of 0 is at the centre.
    const Point c = centre_of(s);
    const std::vector<const SceneItem*> outlines = items_of_kind(s, "radar series");
    bool at_centre = false;
    for (const SceneItem* it : outlines)
        if (const ScenePath* path = it->payload.path())
            for (const Point& q : path->points) at_centre = at_centre || std::hypot(q.x - c.x, q.y - c.y) < 1e-9;
    CHECK(at_centre);
    // Every angle label is inside the page and a text the check sees.
    for (const SceneItem* it : items_of_kind(s, "angle label")) CHECK(it->footprint == Footprint::text);
    // The radar's decorations (its legend) keep clear of the Cartesian panel.
    CHECK(!sqfig_test::find_text(s, "model A")->bounds().intersects(sqfig_test::plot_of(s, 0), 0));
}
