// detail::crowding (src/sqfig/artists/label_crowding.hpp): the crowding of
// repelled labels' points, by a grid, equals a test of every pair, and costs
// far fewer distances than that for points at one place, on one line or in
// a dense cluster.
#include <catch2/catch.hpp>
#include "sqfig/artists/label_crowding.hpp"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace {

using sqfig::Point;
using sqfig::detail::Crowding;

// What PointLabels::arrange computed before the grid: every pair.
std::vector<Crowding> crowding_of_every_pair(const std::vector<Point>& at, double near_r, double around_r) {
    std::vector<Crowding> out(at.size());
    for (std::size_t i = 0; i < at.size(); ++i)
        for (std::size_t j = 0; j < at.size(); ++j) {
            if (j == i) continue;
            const double dist = std::hypot(at[i].x - at[j].x, at[i].y - at[j].y);
            if (dist < near_r) ++out[i].near;
            if (dist < around_r) {
                ++out[i].around;
                out[i].sum_x += at[j].x;
                out[i].sum_y += at[j].y;
            }
        }
    return out;
}

// A small seeded generator (the same numbers on every platform).
struct CrowdingLcg {
    std::uint64_t state;
    double uniform() {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<double>(state >> 11) / 9007199254740992.0;
    }
    double normal() {
        const double u = uniform() + 1e-12, v = uniform();
        return std::sqrt(-2 * std::log(u)) * std::cos(6.283185307179586 * v);
    }
};

void check_equals_every_pair(const std::vector<Point>& at, const std::string& what) {
    INFO(what);
    const std::vector<Crowding> got = sqfig::detail::crowding(at, 30, 60);
    const std::vector<Crowding> want = crowding_of_every_pair(at, 30, 60);
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < at.size(); ++i) {
        INFO("point " << i << " at (" << at[i].x << ", " << at[i].y << ")");
        REQUIRE(got[i].near == want[i].near);
        REQUIRE(got[i].around == want[i].around);
        // Added in another order: equal to rounding.
        if (!std::isfinite(at[i].x) || !std::isfinite(at[i].y)) {
            REQUIRE(got[i].sum_x == 0);
            REQUIRE(got[i].sum_y == 0);
            continue;
        }
        const double scale = 1e-12 * (1 + want[i].around) * (1 + std::abs(at[i].x) + std::abs(at[i].y));
        REQUIRE(std::abs(got[i].sum_x - want[i].sum_x) <= scale);
        REQUIRE(std::abs(got[i].sum_y - want[i].sum_y) <= scale);
    }
}

}  // namespace

TEST_CASE("crowding by the grid equals a test of every pair where no cell is crowded", "[label_crowding]") {
    CrowdingLcg rng{12345};
    std::vector<Point> spread, cluster, line, one_place, lattice, mixed;
    for (int i = 0; i < 1500; ++i) spread.push_back({rng.uniform() * 500, rng.uniform() * 400});
    for (int i = 0; i < 1500; ++i) cluster.push_back({200 + 25 * rng.normal(), 150 + 25 * rng.normal()});
    for (int i = 0; i < 400; ++i) line.push_back({123.25, rng.uniform() * 300});
    for (int i = 0; i < 600; ++i) one_place.push_back({77.5, 41.0});
    // Points exactly 30 and 60 apart, on the grid's cell edges (3.75 pt):
    // `<` must leave them out.
    for (int gx = 0; gx < 40; ++gx)
        for (int gy = 0; gy < 30; ++gy) lattice.push_back({gx * 3.75, gy * 3.75});
    for (int gx = 0; gx < 30; ++gx)
        for (int gy = 0; gy < 20; ++gy) lattice.push_back({-100 + gx * 7.5, -50 + gy * 30.0});
    // Negative coordinates, points far off the page (beyond the grid's reach
    // and just inside it), non-finite ones, and a crowd at one place.
    for (int i = 0; i < 300; ++i) mixed.push_back({-300 + rng.uniform() * 200, -20 + rng.uniform() * 100});
    for (int i = 0; i < 50; ++i) mixed.push_back({-250, 10});
    const double reach = 1099511627776.0;  // 2^40, the grid's
    for (int i = 0; i < 20; ++i) mixed.push_back({reach - 10 + i * 2, 5.0});
    for (int i = 0; i < 20; ++i) mixed.push_back({1e14 + i * 16, -1e13});
    mixed.push_back({1e300, 1e300});
    mixed.push_back({1e300, 1e300});
    mixed.push_back({std::numeric_limits<double>::quiet_NaN(), 0});
    mixed.push_back({std::numeric_limits<double>::infinity(), 5});
    mixed.push_back({-250, std::numeric_limits<double>::infinity()});

    check_equals_every_pair(spread, "spread");
    check_equals_every_pair(cluster, "cluster");
    check_equals_every_pair(line, "one vertical line");
    check_equals_every_pair(one_place, "one place");
    check_equals_every_pair(lattice, "lattice on the cell edges");
    check_equals_every_pair(mixed, "mixed, far and non-finite");
    check_equals_every_pair({}, "none");
    check_equals_every_pair({{1, 2}}, "one");
}

TEST_CASE("crowding tests few pairs one by one, wherever the points are", "[label_crowding]") {
    CrowdingLcg rng{777};
    const std::size_t n = 20000;
    std::vector<Point> one_place(n, Point{250, 200}), line, cluster;
    for (std::size_t i = 0; i < n; ++i) line.push_back({250, rng.uniform() * 300});
    for (std::size_t i = 0; i < n; ++i) cluster.push_back({250 + 20 * rng.normal(), 200 + 20 * rng.normal()});
    // Every pair would be n^2 = 4 * 10^8 distances; the cells wholly inside a
    // circle are added as sums, those its edge crosses point by point (or,
    // past 16 points, whole by their mean).
    for (const auto& [what, at] : {std::pair<const char*, const std::vector<Point>*>{"one place", &one_place},
                                   {"one line", &line},
                                   {"a cluster", &cluster}}) {
        INFO(what);
        std::size_t tested = 0;
        const std::vector<Crowding> c = sqfig::detail::crowding(*at, 30, 60, &tested);
        REQUIRE(c.size() == n);
        CHECK(tested < n * 1000);
    }
    std::size_t tested = 0;
    const std::vector<Crowding> c = sqfig::detail::crowding(one_place, 30, 60, &tested);
    CHECK(tested == 0);  // one cell, wholly inside every circle
    CHECK(c[0].near == static_cast<int>(n) - 1);
    CHECK(c[n - 1].around == static_cast<int>(n) - 1);
    CHECK(c[0].sum_x == Approx(250.0 * (n - 1)).epsilon(1e-12));
}
