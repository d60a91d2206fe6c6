// Histograms (issue 47): the counts of equal bins are computed, not searched
// (numpy's (x - first) * norm, then corrected against the edges), and the
// quartiles of 'fd' and 'auto' are selected, not sorted. These tests fail when
// either shortcut is wrong: values on and beside every edge of many equal-bin
// layouts, counted against the definition (bin k holds edges[k] <= x <
// edges[k + 1], the last bin its upper edge too), and numpy 1.24.2's own
// results (/usr/bin/python3; the numpy call beside each) where the definition
// alone would not show numpy's arithmetic: weights summed in numpy's blocks,
// density, the rules' edges on 200,003 values.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include "sqfig/artists/distribution_stats.hpp"
#include "sqfig/artists/order_statistics.hpp"
#include "../support/errors.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <string>
#include <utility>
#include <vector>

using namespace sqfig;

namespace {

// Counts by the definition, with a binary search over the edges sqfig returned.
std::vector<double> exact_by_definition(const std::vector<double>& x, const std::vector<double>& edges) {
    std::vector<double> counts(edges.size() - 1, 0.0);
    for (const double v : x) {
        if (!(v >= edges.front() && v <= edges.back())) continue;
        const auto above = std::upper_bound(edges.begin(), edges.end(), v);
        std::size_t k = static_cast<std::size_t>(above - edges.begin()) - 1;
        if (k == counts.size()) --k;  // the upper edge: the last bin
        counts[k] += 1;
    }
    return counts;
}

// Every edge of `bins` equal bins over [first, last], its two neighbours,
// and each bin's middle.
std::vector<double> exact_on_and_beside_edges(double first, double last, int bins) {
    HistogramOptions o;
    o.bins = bins;
    o.range = std::make_pair(first, last);
    const std::vector<double> e = histogram_bin_edges(std::vector<double>{first}, o);
    std::vector<double> x;
    for (std::size_t k = 0; k < e.size(); ++k) {
        x.push_back(e[k]);
        x.push_back(std::nextafter(e[k], -sqfig_test::kInf));
        x.push_back(std::nextafter(e[k], sqfig_test::kInf));
        if (k + 1 < e.size()) x.push_back(e[k] + (e[k + 1] - e[k]) / 2);
    }
    return x;
}

// numpy 1.24.2: for each layout, every edge and its neighbours: on an inner
// edge, the bin to its right; the last edge, the last bin.
const std::vector<double> exact_edges_0_1 = [] {
    std::vector<double> x;
    for (int k = 0; k <= 10; ++k) {
        const double e = k == 10 ? 1.0 : k * 0.1;  // np.linspace(0, 1, 11): k * 0.1 + 0
        x.insert(x.end(), {e, std::nextafter(e, -sqfig_test::kInf), std::nextafter(e, sqfig_test::kInf)});
    }
    return x;
}();

}  // namespace

TEST_CASE("histogram exact: each value on or beside an edge of equal bins is in its bin by the definition",
          "[histogram][numpy][exact]") {
    struct Layout { double first, last; int bins; };
    const Layout layouts[] = {
        {0, 1, 10},        {0, 1, 3},          {0, 1, 1},          {-7.3, -1.1, 7},       {-1, 1, 100},
        {0.1, 0.7, 6},     {-1e300, 1e300, 7}, {1e15, 1e15 + 64, 8}, {-3e-300, 5e-300, 9}, {2.5, 1e6, 997},
        {-0.3, 0.3, 3},    {1, 1.0000001, 13}, {-123.456, 789.012, 255}, {0, 10, 1000}, {-1e-3, 0, 17},
    };
    std::size_t values_off_by_one_bin = 0;  // how many the raw product alone puts in the wrong bin
    for (const Layout& l : layouts) {
        const std::vector<double> x = exact_on_and_beside_edges(l.first, l.last, l.bins);
        HistogramOptions o;
        o.bins = l.bins;
        o.range = std::make_pair(l.first, l.last);
        const HistogramCounts h = histogram(x, o);
        INFO("range " << l.first << " .. " << l.last << ", " << l.bins << " bins");
        CHECK(h.counts == exact_by_definition(x, h.edges));
        CHECK(h.outside == 2);  // just below the first edge and just above the last
        // The same values as the data's own range: edges from the extremes.
        HistogramOptions own;
        own.bins = l.bins;
        const HistogramCounts g = histogram(x, own);
        CHECK(g.counts == exact_by_definition(x, g.edges));
        CHECK(g.outside == 0);
        const double norm = l.bins / (h.edges.back() - h.edges.front());
        for (const double v : x) {
            if (!(v >= h.edges.front() && v <= h.edges.back())) continue;
            const double f = (v - h.edges.front()) * norm;
            const std::size_t raw = std::min(static_cast<std::size_t>(l.bins - 1), static_cast<std::size_t>(f));
            const std::vector<double> one = exact_by_definition({v}, h.edges);
            if (one[raw] != 1) ++values_off_by_one_bin;
        }
    }
    // The layouts do reach the correction: without it these would be miscounted.
    CHECK(values_off_by_one_bin > 10);
}

TEST_CASE("histogram exact: values on edges, the last edge, negative and huge ranges as numpy counts them",
          "[histogram][numpy][exact]") {
    using E = std::vector<double>;
    HistogramOptions o;
    o.bins = 10;
    o.range = std::make_pair(0.0, 1.0);
    // e = np.linspace(0, 1, 11); x = np.concatenate([e, np.nextafter(e, -inf), np.nextafter(e, inf)])
    // np.histogram(x, bins=10, range=(0, 1)) -> [3, 3, 3, 3, 3, 3, 3, 3, 3, 4]
    CHECK(histogram(exact_edges_0_1, o).counts == E{3, 3, 3, 3, 3, 3, 3, 3, 3, 4});
    // The same for np.linspace(-7.3, -1.1, 8), bins=7, range=(-7.3, -1.1): [3, 3, 3, 3, 3, 3, 4]
    o.bins = 7;
    o.range = std::make_pair(-7.3, -1.1);
    HistogramCounts h = histogram(exact_on_and_beside_edges(-7.3, -1.1, 7), o);
    CHECK(h.edges == E{-7.3, -6.414285714285715, -5.5285714285714285, -4.642857142857143, -3.7571428571428576,
                       -2.871428571428572, -1.9857142857142867, -1.1});
    CHECK(h.counts == E{4, 4, 4, 4, 4, 4, 5});  // numpy's, plus each bin's middle
    // And np.linspace(-1e300, 1e300, 8), bins=7, range=(-1e300, 1e300): [3, 3, 3, 3, 3, 3, 4]
    o.range = std::make_pair(-1e300, 1e300);
    h = histogram(exact_on_and_beside_edges(-1e300, 1e300, 7), o);
    CHECK(h.edges == E{-1e+300, -7.142857142857144e+299, -4.285714285714286e+299, -1.4285714285714282e+299,
                       1.4285714285714282e+299, 4.285714285714285e+299, 7.142857142857144e+299, 1e+300});
    CHECK(h.counts == E{4, 4, 4, 4, 4, 4, 5});
    // One bin holds both its edges: np.histogram([2, 3, 2.5, 1.9, 3.1], bins=1, range=(2, 3)) -> [3]
    o.bins = 1;
    o.range = std::make_pair(2.0, 3.0);
    h = histogram({2, 3, 2.5, 1.9, 3.1}, o);
    CHECK(h.counts == E{3});
    CHECK(h.outside == 2);
    // np.histogram(x, bins=4, density=True) with x as in the first case (its extremes the outer edges):
    //   [1.0909090909090906, 0.9696969696969695, 0.8484848484848482, 1.0909090909090908]
    HistogramOptions d;
    d.bins = 4;
    d.density = true;
    CHECK(histogram(exact_edges_0_1, d).counts == E{1.0909090909090906, 0.9696969696969695, 0.8484848484848482, 1.0909090909090908});
}

TEST_CASE("histogram exact: weights are summed in numpy's blocks of 65,536 values", "[histogram][numpy][exact]") {
    // i = np.arange(200000); x = (i * 7919 % 100003) / 100003.0; w = 0.1 * (i % 7 + 1)
    // np.histogram(x, bins=5, weights=w)[0] (one running sum would give 16000.90000000311, ...)
    std::vector<double> x(200000), w(200000);
    for (std::size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<double>(i * 7919 % 100003) / 100003.0;
        w[i] = 0.1 * static_cast<double>(i % 7 + 1);
    }
    HistogramOptions o;
    o.bins = 5;
    o.weights = w;
    CHECK(histogram(x, o).counts ==
          std::vector<double>{16000.899999999609, 16000.199999999615, 16000.599999999613, 15997.599999999611, 16000.099999999615});
}

TEST_CASE("histogram exact: the rules' quartiles and deviation on 200,003 values are numpy's", "[histogram][numpy][exact]") {
    // r = (np.arange(200003) * 7919 % 100003) / 100003.0; x = r * r * r
    // for rule in ['fd', 'auto', 'scott', 'sturges']: np.histogram(x, bins=rule): bins, edges[1], edges[-2]
    std::vector<double> x(200003);
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double r = static_cast<double>(i * 7919 % 100003) / 100003.0;
        x[i] = r * r * r;
    }
    struct Case { BinRule rule; std::size_t bins; double second, last_but_one; };
    const Case cases[] = {{BinRule::fd, 72, 0.013888472238888248, 0.9860815289610656},
                          {BinRule::automatic, 72, 0.013888472238888248, 0.9860815289610656},
                          {BinRule::scott, 60, 0.016666166686665897, 0.983303834513288},
                          {BinRule::sturges, 19, 0.05263000006315547, 0.9473400011367985}};
    for (const Case& c : cases) {
        HistogramOptions o;
        o.bins = c.rule;
        INFO("rule " << static_cast<int>(c.rule));
        const HistogramCounts h = histogram(x, o);
        REQUIRE(h.counts.size() == c.bins);
        CHECK(h.edges[1] == c.second);
        CHECK(h.edges[c.bins - 1] == c.last_but_one);
        CHECK(h.counts == exact_by_definition(x, h.edges));
        // The artist counts the same, once per set, lazily.
        Figure fig{inches(4, 3)};
        const Histogram& a = fig.axes().hist(x).bins(c.rule);
        CHECK(a.counts().counts == h.counts);
        CHECK(a.edges() == h.edges);
    }
    // The same with NaN in the data (left out: 'scott' reads a copy without them).
    std::vector<double> with_nan = x;
    with_nan.insert(with_nan.begin() + 1000, std::nan(""));
    HistogramOptions scott;
    scott.bins = BinRule::scott;
    CHECK(histogram(with_nan, scott).edges == histogram(x, scott).edges);
}

TEST_CASE("histogram exact: 'fd' selects the quartiles of crowded, tied and spread values exactly",
          "[histogram][numpy][exact][rules]") {
    // numpy.percentile (linear) from a sorted copy, then numpy's fd width and edges.
    auto fd_edges = [](std::vector<double> x) {
        std::sort(x.begin(), x.end());
        auto pct = [&](double q) {
            const double vi = (static_cast<double>(x.size()) - 1) * (q / 100);
            const double below = std::floor(vi), t = vi - below;
            const std::size_t i = static_cast<std::size_t>(below);
            if (i + 1 >= x.size()) return x.back();
            const double a = x[i], b = x[i + 1], diff = b - a;
            return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
        };
        const double width = 2.0 * (pct(75) - pct(25)) * std::pow(static_cast<double>(x.size()), -1.0 / 3.0);
        return std::make_pair(width, std::ceil((x.back() - x.front()) / width));
    };
    std::vector<std::pair<std::string, std::vector<double>>> sets;
    std::vector<double> crowded, tied, spread, negative;
    unsigned s = 12345;
    auto uniform = [&] {
        s = s * 1103515245u + 12345u;
        return static_cast<double>((s >> 8) & 0xffffffu) / 16777216.0;
    };
    for (int i = 0; i < 300002; ++i) {  // 300,002: the quartiles fall between two values
        crowded.push_back(1 + uniform() * 1e-12);  // one bucket of the first pass: split again
        tied.push_back(i % 10 < 7 ? 5.0 : uniform() * 10);  // 70 % one value: the quartiles are it
        spread.push_back(std::pow(uniform(), 8) * (uniform() < 0.5 ? -1 : 1));  // many exponents, both signs
        negative.push_back(-uniform() * uniform() - 2);
    }
    sets = {{"crowded", crowded}, {"tied", tied}, {"spread", spread}, {"negative", negative}};
    for (const auto& [name, x] : sets) {
        INFO(name);
        HistogramOptions o;
        o.bins = BinRule::fd;
        const auto [width, bins] = fd_edges(x);
        const HistogramCounts h = histogram(x, o);
        CHECK(static_cast<double>(h.counts.size()) == (width == 0 ? 1 : bins));
        CHECK(h.counts == exact_by_definition(x, h.edges));
    }
}

TEST_CASE("histogram exact: percentiles by selection equal those of a sorted copy", "[histogram][numpy][exact][rules]") {
    unsigned s = 777;
    auto uniform = [&] {
        s = s * 1103515245u + 12345u;
        return static_cast<double>((s >> 8) & 0xffffffu) / 16777216.0;
    };
    const std::size_t n = 300002;
    std::vector<std::pair<std::string, std::vector<double>>> sets(5);
    sets[0].first = "crowded";   // one bucket of the first counting passes: split again and again
    sets[1].first = "tied";      // 70 % one value: its bucket is split down to one key
    sets[2].first = "spread";    // many exponents, both signs, zeros
    sets[3].first = "small";     // fewer than one bucket's worth: copied at once
    sets[4].first = "with NaN";  // NaN left out of the ranks
    for (std::size_t i = 0; i < n; ++i) {
        sets[0].second.push_back(1 + static_cast<double>(i * 7919 % n) * 0x1p-52);  // n neighbouring doubles, shuffled
        sets[1].second.push_back(i % 10 < 7 ? 5.0 : uniform() * 10);
        sets[2].second.push_back(i % 97 == 0 ? 0.0 : std::pow(uniform(), 8) * (uniform() < 0.5 ? -1 : 1));
        if (i < 1001) sets[3].second.push_back(uniform() - 0.5);
        sets[4].second.push_back(i % 5 == 0 ? std::nan("") : uniform());
    }
    const std::vector<double> qs = {0, 0.1, 25, 50, 75, 99.9, 100};
    for (const auto& [name, x] : sets) {
        INFO(name);
        std::vector<double> sorted;
        for (const double v : x)
            if (!std::isnan(v)) sorted.push_back(v);
        std::sort(sorted.begin(), sorted.end());
        const detail::ValueSpans spans{{{x.data(), x.size()}}, std::nullopt};
        const std::vector<double> got = detail::numpy_percentiles(spans, sorted.size(), qs);
        for (std::size_t i = 0; i < qs.size(); ++i) {
            INFO("q " << qs[i]);
            CHECK(got[i] == detail::numpy_percentile(sorted, qs[i]));
        }
        const std::vector<std::size_t> ranks = {0, 1, sorted.size() / 3, sorted.size() / 2 + 1, sorted.size() - 1};
        const std::vector<double> at = detail::order_statistics(spans, sorted.size(), ranks);
        for (std::size_t i = 0; i < ranks.size(); ++i) CHECK(at[i] == sorted[ranks[i]]);
    }
    // A range keeps only the values inside it.
    const std::vector<double>& x = sets[2].second;
    std::vector<double> inside;
    for (const double v : x)
        if (v >= -0.25 && v <= 0.5) inside.push_back(v);
    std::sort(inside.begin(), inside.end());
    const detail::ValueSpans in_range{{{x.data(), x.size() / 2}, {x.data() + x.size() / 2, x.size() - x.size() / 2}},
                                      std::make_pair(-0.25, 0.5)};
    CHECK(detail::numpy_percentiles(in_range, inside.size(), {75, 25}) ==
          std::vector<double>{detail::numpy_percentile(inside, 75), detail::numpy_percentile(inside, 25)});
}

TEST_CASE("histogram exact: a range that cannot be cut into finite bins of positive width is refused, as numpy does",
          "[histogram][numpy][hostile]") {
    const double big = std::numeric_limits<double>::max(), tiny = std::numeric_limits<double>::denorm_min();
    // Its width overflows (the edges would be NaN and inf), or it is a few
    // denormals wide (ten bins would repeat edges): numpy's "Too many bins".
    for (const std::vector<double>& data : {std::vector<double>{-big, big}, std::vector<double>{tiny, 2 * tiny, 4 * tiny}}) {
        try {
            (void)histogram_bin_edges(data);
            FAIL("edges were made for " << data.front() << " to " << data.back());
        } catch (const Error& e) {
            CHECK(e.kind() == ErrorKind::data);
            CHECK(std::string(e.what()).find("finite bins of positive width") != std::string::npos);
        }
        Figure fig(inches(3, 2));
        fig.axes().hist(data);
        CHECK(sqfig_test::error_of([&] { (void)fig.to_bytes(Format::svg); }).find("hist") != std::string::npos);
    }
    // Size requests are bounded before anything is allocated: a count over
    // max_histogram_bins (usage), a rule asking for ~1e300 bins (data).
    HistogramOptions many;
    many.bins = static_cast<int>(max_histogram_bins) + 1;
    try {
        (void)histogram_bin_edges({0, 1}, many);
        FAIL("10^7 + 1 bins were made");
    } catch (const Error& e) {
        CHECK(e.kind() == ErrorKind::usage);
    }
    HistogramOptions rule;
    rule.bins = BinRule::sturges;
    std::vector<double> spread(1000, 0.0);
    spread.front() = -big;
    spread.back() = big / 2;
    try {
        (void)histogram_bin_edges(spread, rule);
        FAIL("a rule's bins over a range wider than a double were made");
    } catch (const Error& e) {
        CHECK(e.kind() == ErrorKind::data);
        CHECK(std::string(e.what()).find("at most") != std::string::npos);
    }
    // A range a few denormals wide still has room for one bin.
    HistogramOptions one_bin;
    one_bin.bins = 1;
    const std::vector<double> one = histogram_bin_edges({tiny, 4 * tiny}, one_bin);
    CHECK(one.size() == 2);
}
