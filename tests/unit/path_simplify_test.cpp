// PolylineSimplifier (sqfig/artists/path_simplify.hpp): every original point
// stays within the tolerance of the simplified polyline, spikes survive, ends
// are kept, and dense data shrinks a lot.
#include <catch2/catch.hpp>

#include <sqfig/artists/path_simplify.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <unordered_map>
#include <vector>

using sqfig::Point;

namespace {

constexpr double tolerance = 0.1;  // points, as sqfig::Line uses by default

double segment_distance(Point p, Point a, Point b) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

// Largest distance from a point of `original` to the polyline `simplified`,
// with a uniform grid over the segments (each segment is listed in every cell
// its bounding box, grown by `reach`, touches), so 10^5 points check quickly.
double max_distance(const std::vector<Point>& original, const std::vector<Point>& simplified, double reach) {
    if (simplified.empty()) return original.empty() ? 0 : HUGE_VAL;
    if (simplified.size() == 1) {
        double worst = 0;
        for (const Point& p : original) worst = std::max(worst, std::hypot(p.x - simplified[0].x, p.y - simplified[0].y));
        return worst;
    }
    const double cell = 1.0;
    auto key = [](long long cx, long long cy) { return (static_cast<std::uint64_t>(cx) << 32) ^ static_cast<std::uint32_t>(cy); };
    std::unordered_map<std::uint64_t, std::vector<std::size_t>> grid;
    for (std::size_t i = 0; i + 1 < simplified.size(); ++i) {
        const Point a = simplified[i], b = simplified[i + 1];
        const long long x0 = static_cast<long long>(std::floor((std::min(a.x, b.x) - reach) / cell));
        const long long x1 = static_cast<long long>(std::floor((std::max(a.x, b.x) + reach) / cell));
        const long long y0 = static_cast<long long>(std::floor((std::min(a.y, b.y) - reach) / cell));
        const long long y1 = static_cast<long long>(std::floor((std::max(a.y, b.y) + reach) / cell));
        for (long long cx = x0; cx <= x1; ++cx)
            for (long long cy = y0; cy <= y1; ++cy) grid[key(cx, cy)].push_back(i);
    }
    double worst = 0;
    for (const Point& p : original) {
        double best = HUGE_VAL;
        const auto it = grid.find(key(static_cast<long long>(std::floor(p.x / cell)),
                                      static_cast<long long>(std::floor(p.y / cell))));
        if (it != grid.end())
            for (std::size_t i : it->second)
                best = std::min(best, segment_distance(p, simplified[i], simplified[i + 1]));
        if (best == HUGE_VAL) {  // nothing within reach: measure exactly, it is an error anyway
            for (std::size_t i = 0; i + 1 < simplified.size(); ++i)
                best = std::min(best, segment_distance(p, simplified[i], simplified[i + 1]));
        }
        worst = std::max(worst, best);
    }
    return worst;
}

// Scales y values (x = index) into a page rectangle, as an axes would.
std::vector<Point> to_page(const std::vector<double>& y, double left = 50, double top = 40, double width = 400,
                           double height = 300) {
    const auto [lo, hi] = std::minmax_element(y.begin(), y.end());
    const double span = *hi > *lo ? *hi - *lo : 1;
    const double n = static_cast<double>(y.size() > 1 ? y.size() - 1 : 1);
    std::vector<Point> pts(y.size());
    for (std::size_t i = 0; i < y.size(); ++i)
        pts[i] = {left + width * static_cast<double>(i) / n, top + height * (1 - (y[i] - *lo) / span)};
    return pts;
}

std::vector<double> random_walk(std::size_t n, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> step(0.0, 1.0);
    std::vector<double> y(n);
    double v = 0;
    for (double& e : y) e = (v += step(rng));
    return y;
}

bool contains(const std::vector<Point>& pts, Point p) {
    return std::any_of(pts.begin(), pts.end(), [&](const Point& q) { return q.x == p.x && q.y == p.y; });
}

double reduction(std::size_t before, std::size_t after) {
    return static_cast<double>(before) / static_cast<double>(std::max<std::size_t>(after, 1));
}

}  // namespace

TEST_CASE("simplified random walks stay within 0.1 pt of every point and shrink a lot", "[path_simplify]") {
    for (std::uint64_t seed : {0u, 1u, 2u, 3u, 4u, 5u}) {
        const std::vector<Point> pts = to_page(random_walk(100000, seed));
        const std::vector<Point> out = sqfig::simplify_polyline(pts, tolerance);
        const double worst = max_distance(pts, out, tolerance * 1.5);
        const double ratio = reduction(pts.size(), out.size());
        std::printf("path_simplify: random walk seed %llu: 100000 -> %zu points (%.1fx), max distance %.4f pt\n",
                    static_cast<unsigned long long>(seed), out.size(), ratio, worst);
        INFO("seed " << seed << ": " << out.size() << " points, max distance " << worst);
        CHECK(worst <= tolerance + 1e-9);
        CHECK(out.front().x == pts.front().x);
        CHECK(out.front().y == pts.front().y);
        CHECK(out.back().x == pts.back().x);
        CHECK(out.back().y == pts.back().y);
        // 10^5 samples over 400 pt: 25 per 0.1 pt column, each column spanning
        // about 1.5 pt of height. Drawing each column as one vertical stroke
        // would need ~2 vertices per column (12x fewer points); demand 8x.
        CHECK(ratio >= 8);
    }
}

TEST_CASE("a random walk drawn small shrinks to about what the resolution shows", "[path_simplify]") {
    // 10^6 samples in a 100 pt wide box: nearly everything is vertical jitter.
    const std::vector<Point> pts = to_page(random_walk(1000000, 0), 10, 10, 100, 80);
    const std::vector<Point> out = sqfig::simplify_polyline(pts, tolerance);
    const double worst = max_distance(pts, out, tolerance * 1.5);
    std::printf("path_simplify: 10^6-point walk in 100 x 80 pt: %zu points (%.0fx), max distance %.4f pt\n", out.size(),
                reduction(pts.size(), out.size()), worst);
    CHECK(worst <= tolerance + 1e-9);
    CHECK(reduction(pts.size(), out.size()) >= 50);
}

TEST_CASE("single-sample spikes survive simplification", "[path_simplify]") {
    for (std::uint64_t seed : {11u, 12u, 13u}) {
        std::mt19937_64 rng(seed);
        // flat noise of +-0.001 on a range of 20: +-0.015 pt on a 300 pt axes, below what 0.1 pt shows
        std::uniform_real_distribution<double> noise(-0.001, 0.001);
        std::uniform_int_distribution<std::size_t> where(1, 99998);
        std::vector<double> y(100000);
        for (double& v : y) v = noise(rng);
        // Up and down spikes of different heights, one sample each, including
        // at the very ends; plus one spike barely above the tolerance.
        const std::vector<std::pair<std::size_t, double>> spikes{
            {0, 3.0}, {99999, -2.0}, {where(rng), 10.0}, {where(rng), -10.0}, {where(rng), 4.0}, {where(rng), -6.5}};
        for (const auto& [i, h] : spikes) y[i] = h;
        const std::vector<Point> pts = to_page(y);
        const std::vector<Point> out = sqfig::simplify_polyline(pts, tolerance);
        const double worst = max_distance(pts, out, tolerance * 1.5);
        std::printf("path_simplify: spikes seed %llu: 100000 -> %zu points (%.0fx), max distance %.4f pt\n",
                    static_cast<unsigned long long>(seed), out.size(), reduction(pts.size(), out.size()), worst);
        CHECK(worst <= tolerance + 1e-9);
        for (const auto& [i, h] : spikes) {
            INFO("spike at sample " << i << ", height " << h);
            CHECK(contains(out, pts[i]));
        }
        // the maximum and minimum y of the data are drawn exactly
        const auto [lo, hi] = std::minmax_element(pts.begin(), pts.end(), [](Point a, Point b) { return a.y < b.y; });
        CHECK(contains(out, *lo));
        CHECK(contains(out, *hi));
        CHECK(reduction(pts.size(), out.size()) >= 100);  // flat noise collapses
    }
}

TEST_CASE("a narrow spike just above the tolerance is kept", "[path_simplify]") {
    std::vector<Point> pts;
    for (int i = 0; i < 2001; ++i) pts.push_back({100 + i * 0.01, 200});
    pts[1000].y = 200 - 0.25;  // 0.25 pt up: more than the tolerance
    const std::vector<Point> out = sqfig::simplify_polyline(pts, tolerance);
    CHECK(contains(out, pts[1000]));
    CHECK(max_distance(pts, out, tolerance * 1.5) <= tolerance + 1e-9);
    CHECK(out.size() <= 6);
}

TEST_CASE("back-and-forth along one line collapses to its extent", "[path_simplify]") {
    std::vector<Point> pts;
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> u(0, 50);
    pts.push_back({100, 100});
    for (int i = 0; i < 10000; ++i) pts.push_back({100 + u(rng), 100});  // on one horizontal line
    pts.push_back({130, 140});                                            // then away from it
    const std::vector<Point> out = sqfig::simplify_polyline(pts, tolerance);
    CHECK(max_distance(pts, out, tolerance * 1.5) <= tolerance + 1e-9);
    CHECK(out.size() <= 6);
    CHECK(out.back().x == 130);
    CHECK(out.back().y == 140);
}

TEST_CASE("sparse polylines keep their corners and lose collinear points", "[path_simplify]") {
    const std::vector<Point> corners{{0, 0}, {10, 5}, {20, -3}, {30, 8}, {40, 8.5}};
    CHECK(sqfig::simplify_polyline(corners, tolerance).size() == corners.size());

    const std::vector<Point> straight{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}};
    const std::vector<Point> s = sqfig::simplify_polyline(straight, tolerance);
    REQUIRE(s.size() == 2);
    CHECK(s.front().x == 0);
    CHECK(s.back().x == 4);

    // the last point is kept even when it lies on the line so far
    const std::vector<Point> turn{{0, 0}, {5, 0}, {10, 0}, {10, 10}};
    const std::vector<Point> t = sqfig::simplify_polyline(turn, tolerance);
    REQUIRE(t.size() == 3);
    CHECK(t[1].x == 10);
    CHECK(t[1].y == 0);
}

TEST_CASE("degenerate inputs", "[path_simplify]") {
    CHECK(sqfig::simplify_polyline({}, tolerance).empty());
    CHECK(sqfig::simplify_polyline({{1, 2}}, tolerance).size() == 1);
    const std::vector<Point> two = sqfig::simplify_polyline({{1, 2}, {3, 4}}, tolerance);
    REQUIRE(two.size() == 2);
    CHECK(two[1].x == 3);
    // many copies of one point: a single vertex (or a zero-length pair)
    const std::vector<Point> same(1000, Point{5, 5});
    const std::vector<Point> s = sqfig::simplify_polyline(same, tolerance);
    CHECK(s.size() <= 2);
    CHECK(max_distance(same, s, 1) == 0);
    // tolerance 0 keeps every point that is not exactly on the line so far
    const std::vector<Point> zig{{0, 0}, {1, 0.001}, {2, 0}, {3, 0.001}};
    CHECK(sqfig::simplify_polyline(zig, 0).size() == zig.size());
}

TEST_CASE("several polylines through one simplifier stay separate", "[path_simplify]") {
    std::vector<Point> out;
    sqfig::PolylineSimplifier s(tolerance, out);
    const std::vector<Point> a = to_page(random_walk(20000, 21), 50, 40, 200, 100);
    const std::vector<Point> b = to_page(random_walk(20000, 22), 300, 40, 200, 100);
    for (const Point& p : a) s.add(p);
    s.finish();
    const std::size_t split = out.size();
    for (const Point& p : b) s.add(p);
    s.finish();
    const std::vector<Point> first(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(split));
    const std::vector<Point> second(out.begin() + static_cast<std::ptrdiff_t>(split), out.end());
    REQUIRE(!first.empty());
    REQUIRE(!second.empty());
    CHECK(first.front().x == a.front().x);
    CHECK(first.back().x == a.back().x);
    CHECK(second.front().x == b.front().x);
    CHECK(second.back().x == b.back().x);
    CHECK(max_distance(a, first, tolerance * 1.5) <= tolerance + 1e-9);
    CHECK(max_distance(b, second, tolerance * 1.5) <= tolerance + 1e-9);
}
