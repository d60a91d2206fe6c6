// numpy's percentile/quantile (issue 48) and the 'doane' and 'stone' bin
// rules, to the last bit. Every expected number is numpy 1.24.2's
// (/usr/bin/python3), written as a hex float by float.hex(): percentiles by
// np.percentile(np.array(d), qs, method=m) (np.quantile, np.nanpercentile
// likewise), bins by np.histogram_bin_edges(np.array(d), bins=rule) (the
// count, first and last edge, and np.sum(edges) pairwise, which differs when
// any edge does). The data are made the same way in C++ and Python: a 64-bit
// LCG (s = s * 6364136223846793005 + 1442695040888963407), u = (s >> 11) 2^-53;
// "normal": the sum of 12 u minus 6; "uniform": 10 u - 3; "skewed": u^4 100.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include "sqfig/artists/distribution_stats.hpp"
#include "../support/errors.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>
#include <string>
#include <vector>

using namespace sqfig;
using sqfig_test::kInf;
using sqfig_test::kNaN;

namespace {

std::vector<double> np_lcg(std::size_t n, std::uint64_t s) {
    std::vector<double> out;
    for (std::size_t i = 0; i < n; ++i) {
        s = s * 6364136223846793005u + 1442695040888963407u;
        out.push_back(static_cast<double>(s >> 11) * 0x1.0p-53);
    }
    return out;
}
std::vector<double> np_normal(std::size_t n, std::uint64_t seed) {
    const std::vector<double> u = np_lcg(12 * n, seed);
    std::vector<double> out;
    for (std::size_t i = 0; i < n; ++i) {
        double t = 0;
        for (std::size_t j = 0; j < 12; ++j) t += u[12 * i + j];
        out.push_back(t - 6.0);
    }
    return out;
}
std::vector<double> np_uniform(std::size_t n, std::uint64_t seed) {
    std::vector<double> out = np_lcg(n, seed);
    for (double& v : out) v = v * 10.0 - 3.0;
    return out;
}
std::vector<double> np_skewed(std::size_t n, std::uint64_t seed) {
    std::vector<double> out = np_lcg(n, seed);
    for (double& v : out) v = v * v * v * v * 100.0;
    return out;
}

// The same double, bit for bit (any NaN equals any NaN; -0 is not +0).
bool np_same(double a, double b) {
    if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
    std::uint64_t x, y;
    std::memcpy(&x, &a, sizeof x);
    std::memcpy(&y, &b, sizeof y);
    return x == y;
}
std::string np_hex(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%a", v);
    return buf;
}
void np_require_same(const std::vector<double>& got, const std::vector<double>& want) {
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        INFO("value " << i << ": " << np_hex(got[i]) << ", numpy " << np_hex(want[i]));
        CHECK(np_same(got[i], want[i]));
    }
}

const std::map<std::string, std::vector<double>>& np_percentile_sets() {
    static const std::map<std::string, std::vector<double>> sets = {
        {"ties8", {3., 1, 2, 2, 5, 5, 5, 0}},
        {"odd5", {7., -1, 3.5, 2, 9}},
        {"one", {4.2}},
        {"inf", {1., kInf, 2, -kInf, 3}},
        {"top_inf", {1., kInf}},
        {"negzero", {-0.0, -0.0, -1.0}},
        {"normal1001", np_normal(1001, 7)},
    };
    return sets;
}

}  // namespace

TEST_CASE("percentile: numpy's five methods, bit for bit, on ties, even and odd n, one value, infinities, -0",
          "[percentile][numpy][exact]") {
    const std::vector<double> qs = {0, 100, 25, 50, 75, 33.3, 99.9, 12.5, 87.5, 1e-9};
    const std::map<std::string, PercentileMethod> methods = {
        {"linear", PercentileMethod::linear},   {"lower", PercentileMethod::lower},
        {"higher", PercentileMethod::higher},   {"nearest", PercentileMethod::nearest},
        {"midpoint", PercentileMethod::midpoint}};
    struct Row { const char* set; const char* method; std::vector<double> want; };
    const std::vector<Row> rows = {
        {"ties8", "linear", {0x0.0p+0, 0x1.4000000000000p+2, 0x1.c000000000000p+0, 0x1.4000000000000p+1, 0x1.4000000000000p+2, 0x1.0000000000000p+1, 0x1.4000000000000p+2, 0x1.c000000000000p-1, 0x1.4000000000000p+2, 0x1.33dcfe54a3803p-34}},
        {"ties8", "lower", {0x0.0p+0, 0x1.4000000000000p+2, 0x1.0000000000000p+0, 0x1.0000000000000p+1, 0x1.4000000000000p+2, 0x1.0000000000000p+1, 0x1.4000000000000p+2, 0x0.0p+0, 0x1.4000000000000p+2, 0x0.0p+0}},
        {"ties8", "higher", {0x0.0p+0, 0x1.4000000000000p+2, 0x1.0000000000000p+1, 0x1.8000000000000p+1, 0x1.4000000000000p+2, 0x1.0000000000000p+1, 0x1.4000000000000p+2, 0x1.0000000000000p+0, 0x1.4000000000000p+2, 0x1.0000000000000p+0}},
        {"ties8", "nearest", {0x0.0p+0, 0x1.4000000000000p+2, 0x1.0000000000000p+1, 0x1.8000000000000p+1, 0x1.4000000000000p+2, 0x1.0000000000000p+1, 0x1.4000000000000p+2, 0x1.0000000000000p+0, 0x1.4000000000000p+2, 0x0.0p+0}},
        {"ties8", "midpoint", {0x0.0p+0, 0x1.4000000000000p+2, 0x1.8000000000000p+0, 0x1.4000000000000p+1, 0x1.4000000000000p+2, 0x1.0000000000000p+1, 0x1.4000000000000p+2, 0x1.0000000000000p-1, 0x1.4000000000000p+2, 0x1.0000000000000p-1}},
        {"odd5", "linear", {-0x1.0000000000000p+0, 0x1.2000000000000p+3, 0x1.0000000000000p+1, 0x1.c000000000000p+1, 0x1.c000000000000p+2, 0x1.3fbe76c8b4395p+1, 0x1.1fbe76c8b4396p+3, 0x1.0000000000000p-1, 0x1.0000000000000p+3, -0x1.fffffffef81e0p-1}},
        {"odd5", "lower", {-0x1.0000000000000p+0, 0x1.2000000000000p+3, 0x1.0000000000000p+1, 0x1.c000000000000p+1, 0x1.c000000000000p+2, 0x1.0000000000000p+1, 0x1.c000000000000p+2, -0x1.0000000000000p+0, 0x1.c000000000000p+2, -0x1.0000000000000p+0}},
        {"odd5", "higher", {-0x1.0000000000000p+0, 0x1.2000000000000p+3, 0x1.0000000000000p+1, 0x1.c000000000000p+1, 0x1.c000000000000p+2, 0x1.c000000000000p+1, 0x1.2000000000000p+3, 0x1.0000000000000p+1, 0x1.2000000000000p+3, 0x1.0000000000000p+1}},
        {"odd5", "nearest", {-0x1.0000000000000p+0, 0x1.2000000000000p+3, 0x1.0000000000000p+1, 0x1.c000000000000p+1, 0x1.c000000000000p+2, 0x1.0000000000000p+1, 0x1.2000000000000p+3, -0x1.0000000000000p+0, 0x1.2000000000000p+3, -0x1.0000000000000p+0}},
        {"odd5", "midpoint", {-0x1.0000000000000p+0, 0x1.2000000000000p+3, 0x1.0000000000000p+1, 0x1.c000000000000p+1, 0x1.c000000000000p+2, 0x1.6000000000000p+1, 0x1.0000000000000p+3, 0x1.0000000000000p-1, 0x1.0000000000000p+3, 0x1.0000000000000p-1}},
        {"one", "linear", {0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2}},
        {"one", "lower", {0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2}},
        {"one", "higher", {0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2}},
        {"one", "nearest", {0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2}},
        {"one", "midpoint", {0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2, 0x1.0cccccccccccdp+2}},
        {"inf", "linear", {kNaN, kNaN, 0x1.0000000000000p+0, 0x1.0000000000000p+1, kNaN, 0x1.54fdf3b645a1cp+0, kNaN, -kInf, kNaN, kNaN}},
        {"inf", "lower", {-kInf, kInf, 0x1.0000000000000p+0, 0x1.0000000000000p+1, 0x1.8000000000000p+1, 0x1.0000000000000p+0, 0x1.8000000000000p+1, -kInf, 0x1.8000000000000p+1, -kInf}},
        {"inf", "higher", {-kInf, kInf, 0x1.0000000000000p+0, 0x1.0000000000000p+1, 0x1.8000000000000p+1, 0x1.0000000000000p+1, kInf, 0x1.0000000000000p+0, kInf, 0x1.0000000000000p+0}},
        {"inf", "nearest", {-kInf, kInf, 0x1.0000000000000p+0, 0x1.0000000000000p+1, 0x1.8000000000000p+1, 0x1.0000000000000p+0, kInf, -kInf, kInf, -kInf}},
        {"inf", "midpoint", {kNaN, kNaN, 0x1.0000000000000p+0, 0x1.0000000000000p+1, kNaN, 0x1.8000000000000p+0, kNaN, -kInf, kNaN, -kInf}},
        {"top_inf", "linear", {kNaN, kNaN, kInf, kNaN, kNaN, kInf, kNaN, kInf, kNaN, kInf}},
        {"top_inf", "lower", {0x1.0000000000000p+0, kInf, 0x1.0000000000000p+0, 0x1.0000000000000p+0, 0x1.0000000000000p+0, 0x1.0000000000000p+0, 0x1.0000000000000p+0, 0x1.0000000000000p+0, 0x1.0000000000000p+0, 0x1.0000000000000p+0}},
        {"top_inf", "higher", {0x1.0000000000000p+0, kInf, kInf, kInf, kInf, kInf, kInf, kInf, kInf, kInf}},
        {"top_inf", "nearest", {0x1.0000000000000p+0, kInf, 0x1.0000000000000p+0, 0x1.0000000000000p+0, kInf, 0x1.0000000000000p+0, kInf, 0x1.0000000000000p+0, kInf, 0x1.0000000000000p+0}},
        {"top_inf", "midpoint", {kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN}},
        {"negzero", "linear", {-0x1.0000000000000p+0, 0x0.0p+0, -0x1.0000000000000p-1, 0x0.0p+0, -0x0.0p+0, -0x1.5604189374bc8p-2, -0x0.0p+0, -0x1.8000000000000p-1, -0x0.0p+0, -0x1.ffffffffd4050p-1}},
        {"negzero", "lower", {-0x1.0000000000000p+0, -0x0.0p+0, -0x1.0000000000000p+0, -0x0.0p+0, -0x0.0p+0, -0x1.0000000000000p+0, -0x0.0p+0, -0x1.0000000000000p+0, -0x0.0p+0, -0x1.0000000000000p+0}},
        {"negzero", "higher", {-0x1.0000000000000p+0, -0x0.0p+0, -0x0.0p+0, -0x0.0p+0, -0x0.0p+0, -0x0.0p+0, -0x0.0p+0, -0x0.0p+0, -0x0.0p+0, -0x0.0p+0}},
        {"negzero", "nearest", {-0x1.0000000000000p+0, -0x0.0p+0, -0x1.0000000000000p+0, -0x0.0p+0, -0x0.0p+0, -0x0.0p+0, -0x0.0p+0, -0x1.0000000000000p+0, -0x0.0p+0, -0x1.0000000000000p+0}},
        {"negzero", "midpoint", {-0x1.0000000000000p+0, 0x0.0p+0, -0x1.0000000000000p-1, 0x0.0p+0, -0x0.0p+0, -0x1.0000000000000p-1, -0x0.0p+0, -0x1.0000000000000p-1, -0x0.0p+0, -0x1.0000000000000p-1}},
        {"normal1001", "linear", {-0x1.84b41f011905cp+1, 0x1.ae4814a4a96e0p+1, -0x1.4bd6bc3d01678p-1, 0x1.bf41e5744f600p-7, 0x1.6ed49292e0c30p-1, -0x1.a28ab43487e6bp-2, 0x1.998c000b4ffb5p+1, -0x1.1ba6398cd926cp+0, 0x1.3b5c485e6b6e0p+0, -0x1.84b41f0033c16p+1}},
        {"normal1001", "lower", {-0x1.84b41f011905cp+1, 0x1.ae4814a4a96e0p+1, -0x1.4bd6bc3d01678p-1, 0x1.bf41e5744f600p-7, 0x1.6ed49292e0c30p-1, -0x1.ad7e7e5c92de0p-2, 0x1.998c000b4ff8cp+1, -0x1.1ba6398cd926cp+0, 0x1.3b5c485e6b6e0p+0, -0x1.84b41f011905cp+1}},
        {"normal1001", "higher", {-0x1.84b41f011905cp+1, 0x1.ae4814a4a96e0p+1, -0x1.4bd6bc3d01678p-1, 0x1.bf41e5744f600p-7, 0x1.6ed49292e0c30p-1, -0x1.a28ab43487e60p-2, 0x1.ae4814a4a96e0p+1, -0x1.1ba6398cd926cp+0, 0x1.3b5c485e6b6e0p+0, -0x1.7f5d9528f0888p+1}},
        {"normal1001", "nearest", {-0x1.84b41f011905cp+1, 0x1.ae4814a4a96e0p+1, -0x1.4bd6bc3d01678p-1, 0x1.bf41e5744f600p-7, 0x1.6ed49292e0c30p-1, -0x1.a28ab43487e60p-2, 0x1.998c000b4ff8cp+1, -0x1.1ba6398cd926cp+0, 0x1.3b5c485e6b6e0p+0, -0x1.84b41f011905cp+1}},
        {"normal1001", "midpoint", {-0x1.84b41f011905cp+1, 0x1.ae4814a4a96e0p+1, -0x1.4bd6bc3d01678p-1, 0x1.bf41e5744f600p-7, 0x1.6ed49292e0c30p-1, -0x1.a80499488d620p-2, 0x1.a3ea0a57fcb36p+1, -0x1.1ba6398cd926cp+0, 0x1.3b5c485e6b6e0p+0, -0x1.8208da1504c72p+1}},
    };
    for (const Row& r : rows) {
        INFO(r.set << ", " << r.method);
        const std::vector<double>& d = np_percentile_sets().at(r.set);
        np_require_same(percentile(d, qs, methods.at(r.method)), r.want);
        // One q at a time gives the same numbers.
        for (std::size_t i = 0; i < qs.size(); ++i) CHECK(np_same(percentile(d, qs[i], methods.at(r.method)), r.want[i]));
    }
}

TEST_CASE("quantile and nanpercentile: numpy's, bit for bit", "[percentile][numpy][exact]") {
    const std::vector<double> fractions = {0, 1, 0.1, 0.5, 0.9, 1.0 / 3};
    np_require_same(quantile(np_percentile_sets().at("ties8"), fractions), {0x0.0p+0, 0x1.4000000000000p+2, 0x1.6666666666667p-1, 0x1.4000000000000p+1, 0x1.4000000000000p+2, 0x1.0000000000000p+1});
    np_require_same(quantile(np_percentile_sets().at("odd5"), fractions), {-0x1.0000000000000p+0, 0x1.2000000000000p+3, 0x1.99999999999a0p-3, 0x1.c000000000000p+1, 0x1.0666666666666p+3, 0x1.4000000000000p+1});
    np_require_same(quantile(np_percentile_sets().at("normal1001"), fractions), {-0x1.84b41f011905cp+1, 0x1.ae4814a4a96e0p+1, -0x1.4752da508cdd0p+0, 0x1.bf41e5744f600p-7, 0x1.5a4c9327e5e08p+0, -0x1.a1ba3ba1494a1p-2});
    // np.nanpercentile([nan, 3, 1, nan, 2], [0, 50, 100, 40])
    np_require_same(nanpercentile({kNaN, 3., 1., kNaN, 2.}, {0, 50, 100, 40}), {0x1.0000000000000p+0, 0x1.0000000000000p+1, 0x1.8000000000000p+1, 0x1.ccccccccccccdp+0});
    CHECK(np_same(nanquantile({kNaN, 3., 1., kNaN, 2.}, 0.4), 0x1.ccccccccccccdp+0));
    // The box plot's quartiles are the same selection's.
    const BoxStats box = boxplot_stats(np_percentile_sets().at("normal1001"));
    CHECK(np_same(box.q1, percentile(np_percentile_sets().at("normal1001"), 25)));
    CHECK(np_same(box.q3, percentile(np_percentile_sets().at("normal1001"), 75)));
}

TEST_CASE("percentile: NaN, no data and q out of range are errors that say which", "[percentile][misuse]") {
    using sqfig_test::error_of;
    CHECK(error_of([] { percentile({1., 2., kNaN, 4.}, 50); }) ==
          "percentile: value 2 is NaN (numpy would return NaN); leave NaN out with nanpercentile");
    CHECK(error_of([] { quantile(std::vector<double>{}, 0.5); }) == "quantile: no values");
    CHECK(error_of([] { nanpercentile({kNaN, kNaN}, 50); }) == "nanpercentile: no values (all 2 are NaN)");
    CHECK(error_of([] { percentile({1., 2.}, 100.5); }) == "percentile: q must be in [0, 100], not 100.5");
    CHECK(error_of([] { percentile({1., 2.}, {50, -1}); }) == "percentile: q must be in [0, 100], not -1 (q 1)");
    CHECK(error_of([] { quantile({1., 2.}, 1.5); }) == "quantile: q must be in [0, 1], not 1.5");
    CHECK(error_of([] { quantile({1., 2.}, kNaN); }) == "quantile: q must be in [0, 1], not nan");
    try {
        percentile({kNaN}, 50);
        FAIL("no error");
    } catch (const Error& e) {
        CHECK(e.kind() == ErrorKind::data);
    }
}

TEST_CASE("bin rules: doane and stone give numpy's edges, bit for bit", "[histogram][numpy][exact]") {
    const std::map<std::string, std::vector<double>> sets = {
        {"normal1000", np_normal(1000, 1)}, {"uniform500", np_uniform(500, 2)}, {"skewed2000", np_skewed(2000, 3)},
        {"equal50", std::vector<double>(50, 2.5)}, {"one", {1.0}}, {"two", {1.0, 2.0}}, {"three", {1.0, 2.0, 4.0}},
        {"five", {3., 1, 4, 1, 5}}, {"normal40000", np_normal(40000, 4)},
    };
    struct Row { const char* set; BinRule rule; std::size_t bins; double first, last, sum; };
    const std::vector<Row> rows = {
        {"normal1000", BinRule::doane, 12, -0x1.6bc2251449380p+1, 0x1.825f398a50784p+1, 0x1.25fa09fe5e43cp+0},
        {"normal1000", BinRule::stone, 21, -0x1.6bc2251449380p+1, 0x1.825f398a50784p+1, 0x1.f17fc2249f874p+0},
        {"uniform500", BinRule::doane, 11, -0x1.7ffa2ce9bf6c8p+1, 0x1.bd7318639ae22p+2, 0x1.7c3102e618c1ep+4},
        {"uniform500", BinRule::stone, 2, -0x1.7ffa2ce9bf6c8p+1, 0x1.bd7318639ae22p+2, 0x1.7c3102e618c1dp+2},
        {"skewed2000", BinRule::doane, 17, 0x1.79ef0f36a7e17p-41, 0x1.8fd8f8442c645p+6, 0x1.c1d4174cb1f43p+9},
        {"skewed2000", BinRule::stone, 100, 0x1.79ef0f36a7e17p-41, 0x1.8fd8f8442c645p+6, 0x1.3b8133e5cb098p+12},
        {"equal50", BinRule::doane, 1, 0x1.0000000000000p+1, 0x1.8000000000000p+1, 0x1.4000000000000p+2},
        {"equal50", BinRule::stone, 1, 0x1.0000000000000p+1, 0x1.8000000000000p+1, 0x1.4000000000000p+2},
        {"one", BinRule::doane, 1, 0x1.0000000000000p-1, 0x1.8000000000000p+0, 0x1.0000000000000p+1},
        {"one", BinRule::stone, 1, 0x1.0000000000000p-1, 0x1.8000000000000p+0, 0x1.0000000000000p+1},
        {"two", BinRule::doane, 1, 0x1.0000000000000p+0, 0x1.0000000000000p+1, 0x1.8000000000000p+1},
        {"two", BinRule::stone, 1, 0x1.0000000000000p+0, 0x1.0000000000000p+1, 0x1.8000000000000p+1},
        {"three", BinRule::doane, 4, 0x1.0000000000000p+0, 0x1.0000000000000p+2, 0x1.9000000000000p+3},
        {"three", BinRule::stone, 1, 0x1.0000000000000p+0, 0x1.0000000000000p+2, 0x1.4000000000000p+2},
        {"five", BinRule::doane, 4, 0x1.0000000000000p+0, 0x1.4000000000000p+2, 0x1.e000000000000p+3},
        {"five", BinRule::stone, 1, 0x1.0000000000000p+0, 0x1.4000000000000p+2, 0x1.8000000000000p+2},
        {"normal40000", BinRule::doane, 17, -0x1.0c6289ed935e4p+2, 0x1.11e836549e8f6p+2, 0x1.8d987cfb25d20p-1},
        {"normal40000", BinRule::stone, 92, -0x1.0c6289ed935e4p+2, 0x1.11e836549e8f6p+2, 0x1.00c7d0b7886dep+2},
    };
    for (const Row& r : rows) {
        INFO(r.set << (r.rule == BinRule::doane ? " doane" : " stone"));
        HistogramOptions by_rule;
        by_rule.bins = r.rule;
        const std::vector<double> e = histogram_bin_edges(sets.at(r.set), by_rule);
        CHECK(e.size() == r.bins + 1);
        CHECK(np_same(e.front(), r.first));
        CHECK(np_same(e.back(), r.last));
        CHECK(np_same(detail::numpy_sum(e.data(), e.size()), r.sum));
    }
    // With a range the rules read only the values inside it, and the bins cover the range.
    // np.histogram_bin_edges(normal1000, bins=rule, range=(-1.0, 2.0))
    HistogramOptions o;
    o.range = std::make_pair(-1.0, 2.0);
    o.bins = BinRule::doane;
    np_require_same(histogram_bin_edges(sets.at("normal1000"), o), std::vector<double>{-0x1.0000000000000p+0, -0x1.89d89d89d89d8p-1, -0x1.13b13b13b13b1p-1, -0x1.3b13b13b13b14p-2, -0x1.3b13b13b13b10p-4, 0x1.3b13b13b13b18p-3, 0x1.89d89d89d89d8p-2, 0x1.3b13b13b13b14p-1, 0x1.b13b13b13b13cp-1, 0x1.13b13b13b13b2p+0, 0x1.4ec4ec4ec4ec6p+0, 0x1.89d89d89d89dap+0, 0x1.c4ec4ec4ec4ecp+0, 0x1.0000000000000p+1});
    o.bins = BinRule::stone;
    np_require_same(histogram_bin_edges(sets.at("normal1000"), o), std::vector<double>{-0x1.0000000000000p+0, -0x1.5555555555556p-1, -0x1.5555555555556p-2, 0x0.0p+0, 0x1.5555555555554p-2, 0x1.5555555555554p-1, 0x1.0000000000000p+0, 0x1.5555555555554p+0, 0x1.aaaaaaaaaaaaap+0, 0x1.0000000000000p+1});
}
