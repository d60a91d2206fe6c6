// numpy.histogram's steps (histogram_counting.hpp) and the public functions
// sqfig::histogram and sqfig::histogram_bin_edges, which run them as the
// Histogram artist does. The data are read in place: one pass for their
// extremes, one to count; the 'fd' and 'auto' rules add the passes of their
// quartiles (order_statistics.cpp); 'scott' and 'doane' read a copy only when
// NaN or a range leave values out; 'stone' sorts a copy.
#include "sqfig/artists/histogram_counting.hpp"

#include "sqfig/artists/distribution_stats.hpp"
#include "sqfig/artists/equal_bin_index.hpp"
#include "sqfig/artists/order_statistics.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/scale/number_format.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace sqfig::detail {

namespace {

// The kept values as one array: in place when nothing is left out, else
// copied into `copy` (numpy sums the array without the values left out).
const double* kept_array(const ValueSpans& kept, std::size_t n, std::vector<double>& copy) {
    const double* x = kept.spans.size() == 1 ? kept.spans.front().data : nullptr;
    if (x && kept.spans.front().size == n) return x;
    copy.reserve(n);
    kept.each([&](double v) { copy.push_back(v); });
    return copy.data();
}

// numpy.mean and numpy.std (population) of n values: sums pairwise, as numpy sums one array.
double numpy_mean(const double* x, std::size_t n) { return numpy_sum(x, n) / static_cast<double>(n); }
double numpy_std(const double* x, std::size_t n, double mean) {
    const double squares = numpy_pairwise_sum(0, n, [x, mean](std::size_t i) { return (x[i] - mean) * (x[i] - mean); });
    return std::sqrt(squares / static_cast<double>(n));
}

double kept_std(const ValueSpans& kept, std::size_t n) {
    std::vector<double> copy;
    const double* x = kept_array(kept, n, copy);
    return numpy_std(x, n, numpy_mean(x, n));
}

// numpy's _hist_bin_doane: sturges with a term for the skew g1. Its steps
// in numpy's order ((x - mean) / sigma, then pow(., 3), summed pairwise).
double doane_width(const ValueSpans& kept, std::size_t n, double ptp) {
    if (n <= 2) return 0;
    const double size = static_cast<double>(n);
    const double sg1 = std::sqrt(6.0 * (size - 2) / ((size + 1.0) * (size + 3)));
    std::vector<double> copy;
    const double* x = kept_array(kept, n, copy);
    const double mean = numpy_mean(x, n), sigma = numpy_std(x, n, mean);
    if (!(sigma > 0.0)) return 0;
    const double g1 =
        numpy_pairwise_sum(0, n, [x, mean, sigma](std::size_t i) { return std::pow((x[i] - mean) / sigma, 3.0); }) / size;
    return ptp / (1.0 + std::log2(size) + std::log2(1.0 + std::fabs(g1) / sg1));
}

// numpy's _hist_bin_stone: of 1 to max(100, int(sqrt(n))) equal bins over
// [first, last], the first count minimising (2 - (n + 1) sum p_k^2) / h, with
// p_k numpy.histogram's count over n and h = ptp / bins. numpy counts every
// value once per candidate (n sqrt(n) steps); here the values are sorted once
// and each candidate's counts are binary searches for where each bin starts
// (a value's bin, as numpy computes it, never decreases with the value):
// O(n log n + max(100, sqrt(n))^2 log n), and a copy of the values.
double stone_width(const ValueSpans& kept, std::size_t n, double ptp, double first, double last) {
    if (n <= 1 || ptp == 0) return 0;
    std::vector<double> sorted;
    sorted.reserve(n);
    kept.each([&](double v) { sorted.push_back(v); });
    std::sort(sorted.begin(), sorted.end());
    const double size = static_cast<double>(n);
    const std::size_t most = std::max<std::size_t>(100, static_cast<std::size_t>(std::sqrt(size)));
    std::size_t best = 1;
    double best_j = 0;
    for (std::size_t bins = 1; bins <= most; ++bins) {
        const std::vector<double> edges = numpy_linspace(first, last, bins);
        const EqualBins equal(edges);
        // p.dot(p) as numpy's BLAS ddot (netlib here) adds: in order.
        double squares = 0;
        auto start = sorted.begin();
        for (std::size_t k = 0; k < bins; ++k) {
            const auto end = k + 1 == bins ? sorted.end()
                                           : std::partition_point(start, sorted.end(), [&](double v) {
                                                 return equal_bin_index(equal, v) <= k;
                                             });
            const double p = static_cast<double>(end - start) / size;
            squares += p * p;
            start = end;
        }
        const double h = ptp / static_cast<double>(bins);
        const double j = (2 - (size + 1) * squares) / h;
        if (bins == 1 || j < best_j) {  // Python's min: the first of equal ones
            best = bins;
            best_j = j;
        }
    }
    return ptp / static_cast<double>(best);
}

double fd_width(const ValueSpans& kept, std::size_t n) {
    const std::vector<double> q = numpy_percentiles(kept, n, {75, 25});
    return 2.0 * (q[0] - q[1]) * std::pow(static_cast<double>(n), -1.0 / 3.0);
}

double sturges_width(std::size_t n, double ptp) { return ptp / (std::log2(static_cast<double>(n)) + 1.0); }

// The bin width a rule picks (numpy's _hist_bin_selectors) from n > 0 kept
// values spanning ptp, for bins over [first, last].
double rule_width(BinRule rule, const ValueSpans& kept, std::size_t n, double ptp, double first, double last) {
    const double count = static_cast<double>(n);
    switch (rule) {
        case BinRule::sqrt: return ptp / std::sqrt(count);
        case BinRule::sturges: return sturges_width(n, ptp);
        case BinRule::rice: return ptp / (2.0 * std::pow(count, 1.0 / 3));
        case BinRule::scott: return std::pow(24.0 * std::pow(3.141592653589793, 0.5) / count, 1.0 / 3.0) * kept_std(kept, n);
        case BinRule::fd: return fd_width(kept, n);
        case BinRule::doane: return doane_width(kept, n, ptp);
        case BinRule::stone: return stone_width(kept, n, ptp, first, last);
        case BinRule::automatic: {
            const double fd = fd_width(kept, n), sturges = sturges_width(n, ptp);
            return fd != 0 ? std::min(fd, sturges) : sturges;  // an IQR of 0: sturges, as numpy
        }
    }
    return 0;
}

}  // namespace

void check_bin_options(const HistogramOptions& o, bool weighted, const std::string& who) {
    const Bins& b = o.bins;
    if (b.explicit_edges()) {
        const std::vector<double>& e = b.given_edges();
        if (e.size() < 2) throw Error(who + ": bin edges need at least 2 values, not " + std::to_string(e.size()));
        for (std::size_t i = 0; i < e.size(); ++i) {
            if (!std::isfinite(e[i]))
                throw Error(who + ": bin edge " + std::to_string(i) + " is not a finite number", ErrorKind::data);
            if (i > 0 && !(e[i] > e[i - 1]))
                throw Error(who + ": bin edges must increase, but edge " + std::to_string(i) + " (" + shortest(e[i]) +
                            ") is not above edge " + std::to_string(i - 1) + " (" + shortest(e[i - 1]) + ")",
                            ErrorKind::data);
        }
        return;
    }
    if (!b.rule() && b.count() < 1) throw Error(who + ": bins must be at least 1, not " + std::to_string(b.count()));
    if (!b.rule() && static_cast<std::size_t>(b.count()) > max_histogram_bins)
        throw Error(who + ": " + std::to_string(b.count()) + " bins asked for; at most " +
                    std::to_string(max_histogram_bins));
    if (b.rule() && weighted)
        throw Error(who + ": bins by rule cannot take weights (as numpy's); give a count or edges");
    if (o.range) {
        const double first = o.range->first, last = o.range->second;
        if (!std::isfinite(first) || !std::isfinite(last) || !(first <= last))
            throw Error(who + ": range must be two finite numbers, lower first, not " + shortest(first) + " and " +
                        shortest(last));
    }
}

void check_weights(const std::vector<double>& w, std::size_t n, bool density, const std::string& who) {
    if (!w.empty() && w.size() != n)
        throw Error(who + ": " + std::to_string(w.size()) + " weights for " + std::to_string(n) + " values", ErrorKind::data);
    for (std::size_t i = 0; i < w.size(); ++i) {
        if (!std::isfinite(w[i]))
            throw Error(who + ": weight " + std::to_string(i) + " is not a finite number", ErrorKind::data);
        if (density && w[i] < 0)
            throw Error(who + ": weight " + std::to_string(i) + " is negative (" + shortest(w[i]) +
                        "), which a density cannot have", ErrorKind::data);
    }
}

HistogramFacts scan_facts(const std::vector<ValueSpan>& spans) {
    HistogramFacts f;
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const ValueSpan& s : spans) {
        for (std::size_t i = 0; i < s.size; ++i) {
            const double v = s.data[i];
            if (std::isnan(v)) continue;
            if (std::isinf(v)) {
                if (f.first_infinite == HistogramFacts::none) f.first_infinite = f.size + i;
                continue;
            }
            ++f.finite;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        f.size += s.size;
    }
    if (f.finite > 0) {
        f.min = lo;
        f.max = hi;
    }
    return f;
}

bool bins_read_extremes(const HistogramOptions& o) { return !o.bins.explicit_edges() && !o.range; }

void check_against_facts(const HistogramOptions& o, const HistogramFacts& f, const std::string& who) {
    if (!bins_read_extremes(o)) return;
    if (f.first_infinite != HistogramFacts::none)
        throw Error(who + ": value " + std::to_string(f.first_infinite) +
                    " is infinite, so the bins have no range; give a range or edges", ErrorKind::data);
    if (o.bins.rule() && f.finite == 0)
        throw Error(who + ": bins by rule need finite values, and none of the " + std::to_string(f.size) + " is",
                    ErrorKind::data);
}

std::vector<double> bin_edges(const std::vector<ValueSpan>& spans, const HistogramOptions& o, const HistogramFacts& facts,
                              const std::string& who) {
    const Bins& b = o.bins;
    if (b.explicit_edges()) return b.given_edges();
    // The outer edges: the range, else the finite data's extremes (0 and 1 for none), as numpy.
    double first = 0, last = 1;
    if (o.range) {
        first = o.range->first;
        last = o.range->second;
    } else if (facts.finite > 0) {
        first = facts.min;
        last = facts.max;
    }
    if (first == last) {  // one value: a bin of width 1 around it, as numpy
        first -= 0.5;
        last += 0.5;
    }
    std::size_t count = static_cast<std::size_t>(b.count());
    if (b.rule()) {
        // The rule reads the values inside the outer edges (all finite ones without a range).
        ValueSpans kept{spans, std::nullopt};
        std::size_t n = facts.finite;
        double lo = facts.min, hi = facts.max;
        if (o.range) {
            kept.range = std::make_pair(first, last);
            n = 0;
            lo = std::numeric_limits<double>::infinity();
            hi = -lo;
            kept.each([&](double v) {
                ++n;
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            });
        }
        count = 1;  // numpy: no values in the range, or a width of 0
        if (n > 0) {
            const double width = rule_width(*b.rule(), kept, n, hi - lo, first, last);
            // In double first: a range wider than the largest double, or a
            // tiny width, asks for more bins than a size_t holds.
            const double wanted = width != 0 ? std::ceil((last - first) / width) : 1;
            if (!(wanted <= static_cast<double>(max_histogram_bins)))
                throw Error(who + ": the bin rule asks for " + shortest(wanted) + " bins over " + shortest(first) +
                                " to " + shortest(last) + "; at most " + std::to_string(max_histogram_bins) +
                                ": give a count, a range or edges",
                            ErrorKind::data);
            count = static_cast<std::size_t>(wanted);
        }
    }
    std::vector<double> edges = numpy_linspace(first, last, count);
    // A range too wide (its width overflows) or too narrow (denormal values)
    // for `count` bins gives edges that are not finite or do not increase:
    // numpy refuses it ("Too many bins for data range").
    for (std::size_t i = 0; i < edges.size(); ++i)
        if (!std::isfinite(edges[i]) || (i > 0 && !(edges[i] > edges[i - 1])))
            throw Error(who + ": the range " + shortest(first) + " to " + shortest(last) + " cannot be cut into " +
                            std::to_string(count) + " finite bins of positive width; give a range or fewer bins",
                        ErrorKind::data);
    return edges;
}

HistogramCounts count_bins(ValueSpan data, const double* weights, std::vector<double> edges, bool equal_width) {
    HistogramCounts h;
    h.edges = std::move(edges);
    const std::vector<double>& e = h.edges;
    const std::size_t bins = e.size() - 1;
    const double lo = e.front(), hi = e.back();
    const EqualBins equal(e);
    auto bin_of = [&](double v) {
        return equal_width ? equal_bin_index(equal, v) : searched_bin_index(e, v);
    };
    // NaN and values outside the edges are counted apart; the rest into bins.
    auto for_each_binned = [&](std::size_t begin, std::size_t end, auto&& add) {
        for (std::size_t i = begin; i < end; ++i) {
            const double v = data.data[i];
            if (std::isnan(v)) ++h.nan;
            else if (!(v >= lo && v <= hi)) ++h.outside;
            else add(bin_of(v), i);
        }
    };
    if (!weights) {
        std::vector<std::uint64_t> n(bins, 0);
        for_each_binned(0, data.size, [&](std::size_t k, std::size_t) { ++n[k]; });
        h.counts.assign(n.begin(), n.end());
    } else if (equal_width) {
        // numpy sums each block of 65,536 values apart (np.bincount), then adds the blocks' sums.
        constexpr std::size_t block = 65536;
        std::vector<double> part(bins);
        h.counts.assign(bins, 0.0);
        for (std::size_t begin = 0; begin < data.size; begin += block) {
            std::fill(part.begin(), part.end(), 0.0);
            for_each_binned(begin, std::min(data.size, begin + block), [&](std::size_t k, std::size_t i) { part[k] += weights[i]; });
            for (std::size_t k = 0; k < bins; ++k) h.counts[k] += part[k];
        }
    } else {
        h.counts.assign(bins, 0.0);
        for_each_binned(0, data.size, [&](std::size_t k, std::size_t i) { h.counts[k] += weights[i]; });
    }
    return h;
}

void finish_counts(std::vector<double>& counts, const std::vector<double>& edges, bool density, bool cumulative) {
    const std::size_t bins = counts.size();
    if (density) {  // numpy: n / db / n.sum()
        const double total = numpy_sum(counts.data(), bins);
        for (std::size_t k = 0; k < bins; ++k) counts[k] = counts[k] / (edges[k + 1] - edges[k]) / total;
    }
    if (cumulative) {  // matplotlib: cumsum of counts, or of densities x widths
        double sum = 0;
        for (std::size_t k = 0; k < bins; ++k) {
            sum += density ? counts[k] * (edges[k + 1] - edges[k]) : counts[k];
            counts[k] = sum;
        }
    }
}

}  // namespace sqfig::detail

namespace sqfig {

namespace {

// The checks and edges of sqfig::histogram and histogram_bin_edges, with the
// facts read only when the edges need them.
std::vector<double> checked_edges(const std::vector<double>& data, const HistogramOptions& o) {
    detail::check_bin_options(o, !o.weights.empty(), "histogram");
    const std::vector<detail::ValueSpan> spans{{data.data(), data.size()}};
    detail::HistogramFacts facts;
    if (detail::bins_read_extremes(o)) {
        facts = detail::scan_facts(spans);
        detail::check_against_facts(o, facts, "histogram");
    }
    return detail::bin_edges(spans, o, facts, "histogram");
}

}  // namespace

std::vector<double> histogram_bin_edges(Values data, const HistogramOptions& options) {
    return checked_edges(data.vector(), options);
}

HistogramCounts histogram(Values data, const HistogramOptions& options) {
    const std::vector<double>& x = data.vector();
    detail::check_weights(options.weights, x.size(), options.density, "histogram");
    HistogramCounts h = detail::count_bins({x.data(), x.size()}, options.weights.empty() ? nullptr : options.weights.data(),
                                           checked_edges(x, options), !options.bins.explicit_edges());
    detail::finish_counts(h.counts, h.edges, options.density, options.cumulative);
    return h;
}

}  // namespace sqfig
