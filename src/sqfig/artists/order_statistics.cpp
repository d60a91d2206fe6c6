// Order statistics by radix selection over the values in place: a counting
// pass puts each value in one of 2^16 buckets of an order-preserving integer
// key, which says the bucket each wanted rank is in; buckets small enough are
// copied out and std::nth_element finds the rank there; a bucket too big is
// split again the same way (a bucket of one key holds equal values: no copy).
// Normally distributed values need two passes and a copy of ~1 % of them,
// where a sorted or nth_element'd copy needs all of them in memory again.
#include "sqfig/artists/order_statistics.hpp"

#include "sqfig/artists/distribution_stats.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>

namespace sqfig::detail {

namespace {

constexpr unsigned kBucketBits = 16;
constexpr std::size_t kBuckets = std::size_t{1} << kBucketBits;
constexpr std::uint64_t kSign = std::uint64_t{1} << 63;

// Doubles to unsigned integers in the same order (-0 just before +0).
std::uint64_t key_of(double v) {
    std::uint64_t u;
    std::memcpy(&u, &v, sizeof u);
    return u & kSign ? ~u : u | kSign;
}

double value_of(std::uint64_t k) {
    const std::uint64_t u = k & kSign ? k & ~kSign : ~k;
    double v;
    std::memcpy(&v, &u, sizeof v);
    return v;
}

// The keys [lo, hi] hold the wanted ranks; `below` kept values have smaller keys.
struct Window {
    std::uint64_t lo = 0, hi = ~std::uint64_t{0};
    std::size_t below = 0;
    std::vector<std::size_t> ranks;  // ascending
    unsigned shift() const {  // buckets of 2^shift keys: at most kBuckets of them
        unsigned s = 0;
        while (((hi - lo) >> s) >= kBuckets) ++s;
        return s;
    }
};

}  // namespace

std::vector<double> order_statistics(const ValueSpans& v, std::size_t count, const std::vector<std::size_t>& ranks) {
    std::map<std::size_t, double> found;
    // Small enough to copy: 64 Ki values, or 1/64 of them all.
    const std::size_t gather_limit = std::max<std::size_t>(kBuckets, count / 64);
    std::vector<Window> split(1), gather;
    split.front().ranks = ranks;
    std::sort(split.front().ranks.begin(), split.front().ranks.end());
    while (!split.empty() || !gather.empty()) {
        // One pass: count the keys of the windows to split, copy out those to gather.
        std::vector<std::vector<std::uint64_t>> counts(split.size());
        std::vector<unsigned> shifts(split.size());
        for (std::size_t w = 0; w < split.size(); ++w) {
            shifts[w] = split[w].shift();
            counts[w].assign(((split[w].hi - split[w].lo) >> shifts[w]) + 1, 0);
        }
        std::vector<std::vector<double>> copies(gather.size());
        if (split.size() == 1 && gather.empty()) {  // the first pass, and most: one window to count
            const std::uint64_t lo = split[0].lo, width = split[0].hi - split[0].lo;
            const unsigned shift = shifts[0];
            std::uint64_t* c = counts[0].data();
            v.each([&](double x) {
                const std::uint64_t k = key_of(x) - lo;  // wraps above width when below lo
                if (k <= width) ++c[k >> shift];
            });
        } else {
            v.each([&](double x) {
                const std::uint64_t k = key_of(x);
                for (std::size_t w = 0; w < split.size(); ++w)
                    if (k >= split[w].lo && k <= split[w].hi) ++counts[w][(k - split[w].lo) >> shifts[w]];
                for (std::size_t w = 0; w < gather.size(); ++w)
                    if (k >= gather[w].lo && k <= gather[w].hi) copies[w].push_back(x);
            });
        }
        for (std::size_t w = 0; w < gather.size(); ++w) {
            std::vector<double>& c = copies[w];
            auto from = c.begin();
            for (const std::size_t r : gather[w].ranks) {  // ascending: each search starts past the last
                const auto at = c.begin() + static_cast<std::ptrdiff_t>(r - gather[w].below);
                std::nth_element(from, at, c.end());
                found[r] = *at;
                from = at;
            }
        }
        gather.clear();
        std::vector<Window> next;
        for (std::size_t w = 0; w < split.size(); ++w) {
            // Each rank's bucket: a window of its own (ranks in one bucket share it).
            const Window& win = split[w];
            std::size_t bucket = 0, before = win.below;
            for (const std::size_t r : win.ranks) {
                while (before + counts[w][bucket] <= r) before += counts[w][bucket++];
                Window child;
                child.lo = win.lo + (static_cast<std::uint64_t>(bucket) << shifts[w]);
                const std::uint64_t width = (std::uint64_t{1} << shifts[w]) - 1;
                child.hi = win.hi - child.lo <= width ? win.hi : child.lo + width;  // never past 2^64 - 1
                child.below = before;
                if (shifts[w] == 0) {  // one key: its values are all equal
                    found[r] = value_of(child.lo);
                    continue;
                }
                std::vector<Window>& to = counts[w][bucket] <= gather_limit ? gather : next;
                if (!to.empty() && to.back().lo == child.lo) to.back().ranks.push_back(r);
                else {
                    child.ranks = {r};
                    to.push_back(std::move(child));
                }
            }
        }
        split = std::move(next);
    }
    std::vector<double> out;
    out.reserve(ranks.size());
    for (const std::size_t r : ranks) out.push_back(found.at(r));
    return out;
}

std::vector<double> numpy_quantiles(const ValueSpans& v, std::size_t count, const std::vector<double>& fractions,
                                    PercentileMethod method) {
    std::vector<std::size_t> ranks;
    std::vector<QuantilePosition> at;
    for (const double q : fractions) {
        at.push_back(numpy_quantile_position(count, q, method));
        ranks.push_back(at.back().below);
        ranks.push_back(at.back().mix ? at.back().above : at.back().below);
    }
    std::sort(ranks.begin(), ranks.end());
    ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
    const std::vector<double> values = order_statistics(v, count, ranks);
    auto value = [&](std::size_t r) {
        return values[static_cast<std::size_t>(std::lower_bound(ranks.begin(), ranks.end(), r) - ranks.begin())];
    };
    std::vector<double> out;
    for (const QuantilePosition& p : at) out.push_back(numpy_quantile_value(p, value(p.below), value(p.above)));
    return out;
}

std::vector<double> numpy_percentiles(const ValueSpans& v, std::size_t count, const std::vector<double>& qs) {
    std::vector<double> fractions;
    for (const double q : qs) fractions.push_back(q / 100);  // numpy.percentile: true_divide(q, 100)
    return numpy_quantiles(v, count, fractions, PercentileMethod::linear);
}

}  // namespace sqfig::detail
