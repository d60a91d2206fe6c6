// Internal: numpy.histogram's steps, shared by sqfig::histogram and the
// Histogram artist: the checks, what the data hold (read once), the bin
// edges, one counting pass per data set, then density and cumulative.
#pragma once

#include "sqfig/artists/histogram.hpp"
#include "sqfig/artists/value_spans.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace sqfig::detail {

/// Throws for options wrong whatever the data: explicit edges not finite and
/// increasing, bins < 1, a rule with weights (`weighted`: any data set has
/// weights; o.weights is not read), a range not finite and ordered.
void check_bin_options(const HistogramOptions& o, bool weighted, const std::string& who);
/// Throws for weights that are not one finite number per value (of `n`), or
/// negative with density.
void check_weights(const std::vector<double>& w, std::size_t n, bool density, const std::string& who);
/// The size, finite count, first infinite value and finite extremes of the
/// spans' concatenation, in one pass.
HistogramFacts scan_facts(const std::vector<ValueSpan>& spans);
/// True when the bins read the data's extremes (no range, no explicit edges).
bool bins_read_extremes(const HistogramOptions& o);
/// Throws when bins_read_extremes(o) and the data cannot give them: an
/// infinite value, or no finite value for a rule.
void check_against_facts(const HistogramOptions& o, const HistogramFacts& f, const std::string& who);
/// numpy.histogram_bin_edges of the spans' concatenation, for checked options;
/// `facts` (of the same spans) is read only when bins_read_extremes(o).
/// Throws sqfig::Error (data), naming `who`, when the range cannot be cut
/// into that many finite bins of positive width.
std::vector<double> bin_edges(const std::vector<ValueSpan>& spans, const HistogramOptions& o, const HistogramFacts& facts,
                              const std::string& who);
/// numpy.histogram's counts of one data set into `edges` (sums of `weights`
/// when not null), NaN and the values outside counted apart; `equal_width`:
/// the edges are numpy_linspace's, and each value's bin is computed as numpy
/// computes it, else found by binary search.
HistogramCounts count_bins(ValueSpan data, const double* weights, std::vector<double> edges, bool equal_width);
/// numpy's density (counts / width / total), then matplotlib's cumulative sum, in place.
void finish_counts(std::vector<double>& counts, const std::vector<double>& edges, bool density, bool cumulative);

}  // namespace sqfig::detail
