// Internal: the bin of a value among equal-width bins, computed rather than
// searched, exactly as numpy.histogram's fast path computes it (numpy 1.24,
// lib/histograms.py), so that every count is numpy's to the value.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace sqfig::detail {

/// Equal bins: `edges` from numpy_linspace (edges.front() and edges.back() the outer edges).
struct EqualBins {
    explicit EqualBins(const std::vector<double>& e)
        : edges(e.data()), bins(e.size() - 1), first(e.front()),
          norm(static_cast<double>(e.size() - 1) / (e.back() - e.front())) {}
    const double* edges;
    std::size_t bins;
    double first;
    double norm;  // numpy: n_equal_bins / (last_edge - first_edge)
};

/// The bin of `x`, which lies in [edges.front(), edges.back()]: numpy's
/// (x - first_edge) * norm truncated, then corrected against the edges
/// themselves, which the product can miss by an ulp: a value on an inner
/// edge belongs to the bin on its right, and the last bin holds its upper edge.
inline std::size_t equal_bin_index(const EqualBins& b, double x) {
    const double f = (x - b.first) * b.norm;
    // NaN or out of range only when the width overflows or underflows: clamp (numpy would fail).
    std::size_t k = f >= static_cast<double>(b.bins) ? b.bins : f > 0 ? static_cast<std::size_t>(f) : 0;
    if (k == b.bins) --k;
    if (x < b.edges[k] && k > 0) --k;
    else if (x >= b.edges[k + 1] && k != b.bins - 1) ++k;
    return k;
}

/// The bin of `x`, which lies in [edges.front(), edges.back()], among any
/// increasing edges, as numpy's searchsorted(edges, x, side="right") - 1
/// (numpy.histogram's and histogramdd's rule): [a, b) but the last bin,
/// which holds its upper edge.
inline std::size_t searched_bin_index(const std::vector<double>& edges, double x) {
    const auto k = static_cast<std::size_t>(std::upper_bound(edges.begin(), edges.end(), x) - edges.begin());
    return std::min(k, edges.size() - 1) - 1;
}

}  // namespace sqfig::detail
