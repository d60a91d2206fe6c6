// The implementation of sqfig/artists/histogram.hpp.
#include "sqfig/artists/histogram.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/distribution_stats.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scene.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace sqfig {

namespace detail {

inline double numpy_std(const std::vector<double>& x) {
    const double n = static_cast<double>(x.size());
    const double mean = numpy_sum(x.data(), x.size()) / n;
    std::vector<double> sq(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) sq[i] = (x[i] - mean) * (x[i] - mean);
    return std::sqrt(numpy_sum(sq.data(), sq.size()) / n);
}

inline double sturges_width(const std::vector<double>& x, double ptp) {
    return ptp / (std::log2(static_cast<double>(x.size())) + 1.0);
}

inline double fd_width(const std::vector<double>& x) {
    std::vector<double> sorted = x;
    std::sort(sorted.begin(), sorted.end());
    const double iqr = numpy_percentile(sorted, 75) - numpy_percentile(sorted, 25);
    return 2.0 * iqr * std::pow(static_cast<double>(x.size()), -1.0 / 3.0);
}

// The bin width a rule picks (numpy's _hist_bin_selectors); x is not empty.
inline double rule_width(BinRule rule, const std::vector<double>& x) {
    const auto [lo, hi] = std::minmax_element(x.begin(), x.end());
    const double ptp = *hi - *lo, n = static_cast<double>(x.size());
    switch (rule) {
        case BinRule::sqrt: return ptp / std::sqrt(n);
        case BinRule::sturges: return sturges_width(x, ptp);
        case BinRule::rice: return ptp / (2.0 * std::pow(n, 1.0 / 3));
        case BinRule::scott: return std::pow(24.0 * std::pow(3.141592653589793, 0.5) / n, 1.0 / 3.0) * numpy_std(x);
        case BinRule::fd: return fd_width(x);
        case BinRule::automatic: {
            const double fd = fd_width(x), sturges = sturges_width(x, ptp);
            return fd != 0 ? std::min(fd, sturges) : sturges;  // an IQR of 0: sturges, as numpy
        }
    }
    return 0;
}

inline std::vector<double> bin_edges(const std::vector<double>& data, const HistogramOptions& o, const std::string& who) {
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
        return e;
    }
    if (!b.rule() && b.count() < 1)
        throw Error(who + ": bins must be at least 1, not " + std::to_string(b.count()));
    if (b.rule() && !o.weights.empty())
        throw Error(who + ": bins by rule cannot take weights (as numpy's); give a count or edges");
    // The values the range and the rule read: NaN never, infinities only when outside a given range.
    std::vector<double> finite;
    finite.reserve(data.size());
    double first = 0, last = 1;
    if (o.range) {
        first = o.range->first;
        last = o.range->second;
        if (!std::isfinite(first) || !std::isfinite(last) || !(first <= last))
            throw Error(who + ": range must be two finite numbers, lower first, not " + shortest(first) + " and " +
                        shortest(last));
        for (const double v : data)
            if (v >= first && v <= last) finite.push_back(v);
    } else {
        for (std::size_t i = 0; i < data.size(); ++i) {
            if (std::isinf(data[i]))
                throw Error(who + ": value " + std::to_string(i) +
                            " is infinite, so the bins have no range; give a range or edges", ErrorKind::data);
            if (!std::isnan(data[i])) finite.push_back(data[i]);
        }
        if (!finite.empty()) {
            const auto [lo, hi] = std::minmax_element(finite.begin(), finite.end());
            first = *lo;
            last = *hi;
        } else if (b.rule()) {
            throw Error(who + ": bins by rule need finite values, and none of the " + std::to_string(data.size()) +
                        " is", ErrorKind::data);
        }
    }
    if (first == last) {  // one value: a bin of width 1 around it, as numpy
        first -= 0.5;
        last += 0.5;
    }
    std::size_t count = static_cast<std::size_t>(b.count());
    if (b.rule()) {
        count = 1;  // numpy: no values in the range, or a width of 0
        if (!finite.empty()) {
            const double width = rule_width(*b.rule(), finite);
            if (width != 0) count = static_cast<std::size_t>(std::ceil((last - first) / width));
        }
    }
    return numpy_linspace(first, last, count);
}

inline HistogramCounts count_into(const std::vector<double>& data, const HistogramOptions& o, const std::string& who) {
    if (!o.weights.empty() && o.weights.size() != data.size())
        throw Error(who + ": " + std::to_string(o.weights.size()) + " weights for " + std::to_string(data.size()) +
                    " values", ErrorKind::data);
    for (std::size_t i = 0; i < o.weights.size(); ++i) {
        if (!std::isfinite(o.weights[i]))
            throw Error(who + ": weight " + std::to_string(i) + " is not a finite number", ErrorKind::data);
        if (o.density && o.weights[i] < 0)
            throw Error(who + ": weight " + std::to_string(i) + " is negative (" + shortest(o.weights[i]) +
                        "), which a density cannot have", ErrorKind::data);
    }
    HistogramCounts h;
    h.edges = bin_edges(data, o, who);
    const std::size_t bins = h.edges.size() - 1;
    h.counts.assign(bins, 0.0);
    for (std::size_t i = 0; i < data.size(); ++i) {
        const double v = data[i];
        if (std::isnan(v)) { ++h.nan; continue; }
        if (!(v >= h.edges.front() && v <= h.edges.back())) { ++h.outside; continue; }
        // [a, b) but the last bin, which holds its upper edge, as numpy's.
        std::size_t k = static_cast<std::size_t>(std::upper_bound(h.edges.begin(), h.edges.end(), v) - h.edges.begin());
        k = std::min(k, bins) - 1;
        h.counts[k] += o.weights.empty() ? 1.0 : o.weights[i];
    }
    if (o.density) {  // numpy: n / db / n.sum()
        const double total = numpy_sum(h.counts.data(), h.counts.size());
        for (std::size_t k = 0; k < bins; ++k) h.counts[k] = h.counts[k] / (h.edges[k + 1] - h.edges[k]) / total;
    }
    if (o.cumulative) {  // matplotlib: cumsum of counts, or of densities × widths
        double sum = 0;
        for (std::size_t k = 0; k < bins; ++k) {
            sum += o.density ? h.counts[k] * (h.edges[k + 1] - h.edges[k]) : h.counts[k];
            h.counts[k] = sum;
        }
    }
    return h;
}

}  // namespace detail

std::vector<double> histogram_bin_edges(Values data, const HistogramOptions& options) {
    return detail::bin_edges(data.vector(), options, "histogram");
}

HistogramCounts histogram(Values data, const HistogramOptions& options) {
    return detail::count_into(data.vector(), options, "histogram");
}

Histogram::Histogram(std::vector<std::vector<double>> data_sets, std::vector<Color> colors)
    : data_(std::move(data_sets)), colors_(std::move(colors)) {
    if (data_.empty()) throw Error("histogram: no data sets");
    if (colors_.size() != data_.size())
        throw Error("histogram: " + std::to_string(colors_.size()) + " colours for " + std::to_string(data_.size()) +
                    " data sets");
    for (const Color& c : colors_) checked_color(c, "histogram");
    labels_.assign(data_.size(), std::string());
    recount(options_, false);
}

void Histogram::recount(HistogramOptions o, bool stacked) {
    const std::string who = name();
    std::vector<HistogramCounts> counts;
    std::vector<std::vector<double>> tops;
    // One set of edges for all sets, from all their values (matplotlib's list input).
    std::vector<double> all, all_weights;
    for (const auto& d : data_) all.insert(all.end(), d.begin(), d.end());
    for (const auto& w : weights_) all_weights.insert(all_weights.end(), w.begin(), w.end());
    HistogramOptions shared = o;
    shared.weights = all_weights;
    shared.density = shared.cumulative = false;
    const std::vector<double> edges = detail::bin_edges(all, shared, who);
    for (std::size_t i = 0; i < data_.size(); ++i) {
        HistogramOptions one = o;
        one.bins = Bins::edges(edges);
        one.weights = weights_.empty() ? std::vector<double>{} : weights_[i];
        counts.push_back(detail::count_into(data_[i], one, data_.size() == 1 ? who : who + ", data set " + std::to_string(i)));
        // What is drawn: plain counts when stacked (the stack is normalised as a whole).
        one.density = o.density && !stacked;
        one.cumulative = false;
        tops.push_back(detail::count_into(data_[i], one, who).counts);
    }
    const std::size_t bins = edges.size() - 1;
    if (stacked) {  // matplotlib: cumsum over the sets, then the total integrates to 1
        for (std::size_t i = 1; i < tops.size(); ++i)
            for (std::size_t k = 0; k < bins; ++k) tops[i][k] += tops[i - 1][k];
        if (o.density) {
            const double total = detail::numpy_sum(tops.back().data(), bins);
            for (auto& t : tops)
                for (std::size_t k = 0; k < bins; ++k) t[k] = t[k] / (edges[k + 1] - edges[k]) / total;
        }
    }
    if (o.cumulative)
        for (auto& t : tops) {
            double sum = 0;
            for (std::size_t k = 0; k < bins; ++k) {
                sum += o.density ? t[k] * (edges[k + 1] - edges[k]) : t[k];
                t[k] = sum;
            }
        }
    options_ = std::move(o);
    stacked_ = stacked;
    counts_ = std::move(counts);
    tops_ = std::move(tops);
}

Histogram& Histogram::bins(Bins b) {
    HistogramOptions o = options_;
    o.bins = std::move(b);
    recount(std::move(o), stacked_);
    return *this;
}

Histogram& Histogram::range(double lower, double upper) {
    HistogramOptions o = options_;
    o.range = std::make_pair(lower, upper);
    recount(std::move(o), stacked_);
    return *this;
}

Histogram& Histogram::weights(Values w) {
    if (data_.size() != 1)
        throw Error(name() + ": " + std::to_string(data_.size()) + " data sets need one vector of weights each");
    return weights(std::vector<Values>{std::move(w)});
}

Histogram& Histogram::weights(std::vector<Values> per_set) {
    if (per_set.size() != data_.size())
        throw Error(name() + ": " + std::to_string(per_set.size()) + " vectors of weights for " +
                    std::to_string(data_.size()) + " data sets");
    std::vector<std::vector<double>> w;
    for (Values& v : per_set) w.push_back(std::move(v).take());
    std::vector<std::vector<double>> old = std::move(weights_);
    weights_ = std::move(w);
    try {
        recount(options_, stacked_);
    } catch (...) {
        weights_ = std::move(old);
        throw;
    }
    return *this;
}

Histogram& Histogram::density(bool on) {
    HistogramOptions o = options_;
    o.density = on;
    recount(std::move(o), stacked_);
    return *this;
}

Histogram& Histogram::cumulative(bool on) {
    HistogramOptions o = options_;
    o.cumulative = on;
    recount(std::move(o), stacked_);
    return *this;
}

Histogram& Histogram::type(HistType t) { type_ = t; return *this; }

Histogram& Histogram::horizontal(bool on) { horizontal_ = on; return *this; }

Histogram& Histogram::stacked(bool on) { recount(options_, on); return *this; }

Histogram& Histogram::color(Color c) {
    if (data_.size() != 1) throw Error(name() + ": one colour for " + std::to_string(data_.size()) + " data sets; use colors()");
    colors_ = {checked_color(c, name())};
    release_cycle_color();
    return *this;
}

Histogram& Histogram::colors(std::vector<Color> c) {
    if (c.size() != data_.size())
        throw Error(name() + ": " + std::to_string(c.size()) + " colours for " + std::to_string(data_.size()) + " data sets");
    for (const Color& one : c) checked_color(one, name());
    colors_ = std::move(c);
    return *this;
}

void Histogram::set_label(std::string l) {
    label_ = l;
    labels_.front() = std::move(l);
}

Histogram& Histogram::labels(std::vector<std::string> per_set) {
    if (per_set.size() != data_.size())
        throw Error(name() + ": " + std::to_string(per_set.size()) + " labels for " + std::to_string(data_.size()) +
                    " data sets");
    labels_ = std::move(per_set);
    return *this;
}

Histogram& Histogram::edge(Color c, double w) { edge_ = detail::checked_stroke({c, w}, name() + ": edge"); return *this; }

void Histogram::validate(const Scale& xs, const Scale& ys) const {
    const Scale& across = horizontal_ ? ys : xs;
    for (const double e : edges())
        if (!across.accepts(e))
            throw Error(name() + ": bin edge " + detail::shortest(e) + " cannot be drawn on a " + across.name() +
                        " axis", ErrorKind::data);
}

DataExtent Histogram::extent(const Scale& xs, const Scale& ys) const {
    const Scale& along = horizontal_ ? xs : ys;
    DataExtent e;
    auto add_across = [&](double v) { horizontal_ ? e.add_y(v) : e.add_x(v); };
    auto add_along = [&](double v) {
        if (along.accepts(v)) horizontal_ ? e.add_x(v) : e.add_y(v);
    };
    add_across(edges().front());
    add_across(edges().back());
    add_along(0);
    for (const auto& t : tops_)
        for (const double v : t) add_along(v);
    if (horizontal_) e.x_sticky_zero = true;
    else e.y_sticky_zero = true;
    return e;
}

void Histogram::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Scale& along = horizontal_ ? f.x_scale : f.y_scale;
    // A value the scale cannot show (0 on a log axis) sits just outside the plot, as bars' bases do.
    auto along_page = [&](double v) {
        if (along.accepts(v)) return horizontal_ ? f.page_x(v) : f.page_y(v);
        return horizontal_ ? f.plot.left() - 1 : f.plot.bottom() + 1;
    };
    auto across_page = [&](double v) { return horizontal_ ? f.page_y(v) : f.page_x(v); };
    auto point = [&](double across, double along_v) {
        const double a = across_page(across), b = along_page(along_v);
        return horizontal_ ? Point{b, a} : Point{a, b};
    };
    const std::vector<double>& e = edges();
    const std::size_t bins = e.size() - 1, n = data_.size();
    for (std::size_t i = 0; i < n; ++i) {
        const std::string set = n > 1 ? "set " + std::to_string(i) + " " : "";
        if (type_ == HistType::bar) {
            for (std::size_t k = 0; k < bins; ++k) {
                // Side by side: set i takes the i-th of n equal slices of the bin (matplotlib, rwidth 1).
                const double w = e[k + 1] - e[k];
                const double lo = stacked_ || n == 1 ? e[k] : e[k] + w * static_cast<double>(i) / static_cast<double>(n);
                const double hi = stacked_ || n == 1 ? e[k + 1] : e[k] + w * static_cast<double>(i + 1) / static_cast<double>(n);
                if (top(i, k) == bottom(i, k)) continue;  // an empty bin draws nothing
                SceneItem bar = item(f, Footprint::area, set + "bin " + std::to_string(k));
                bar.clip = f.plot;
                bar.payload = box_path(point(lo, bottom(i, k)), point(hi, top(i, k)), colors_[i], edge_);
                out.push_back(std::move(bar));
            }
            continue;
        }
        // The outline: up the first edge, across each bin's top, down the last edge.
        ScenePath path;
        path.points.push_back(point(e.front(), bottom(i, 0)));
        for (std::size_t k = 0; k < bins; ++k) {
            path.points.push_back(point(e[k], top(i, k)));
            path.points.push_back(point(e[k + 1], top(i, k)));
        }
        path.points.push_back(point(e.back(), bottom(i, bins - 1)));
        if (type_ == HistType::stepfilled) {
            for (std::size_t k = bins; k-- > 0;) {  // back along the bottoms (the set below when stacked)
                path.points.push_back(point(e[k + 1], bottom(i, k)));
                path.points.push_back(point(e[k], bottom(i, k)));
            }
            path.closed = true;
            path.fill = colors_[i];
            path.stroke = edge_;
        } else {
            path.stroke = StrokeStyle{colors_[i], edge_ ? edge_->width : 1.0};
            path.join = LineJoin::miter;
        }
        SceneItem outline = item(f, type_ == HistType::step ? Footprint::segments : Footprint::area, set + "outline");
        outline.clip = f.plot;
        outline.payload = std::move(path);
        out.push_back(std::move(outline));
    }
}

std::vector<LegendEntry> Histogram::legend_entries() const {
    std::vector<LegendEntry> entries;
    for (std::size_t i = 0; i < labels_.size(); ++i) {
        if (labels_[i].empty()) continue;
        entries.push_back(type_ == HistType::step ? line_entry(labels_[i], colors_[i], edge_ ? edge_->width : 1.0)
                                                  : patch_entry(labels_[i], colors_[i]));
    }
    return entries;
}

}  // namespace sqfig
