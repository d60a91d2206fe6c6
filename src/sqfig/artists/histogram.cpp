// The Histogram artist of sqfig/artists/histogram.hpp: its settings, and the
// counts (histogram_counting.cpp, as sqfig::histogram finds them) drawn as
// bars or outlines.
#include "sqfig/artists/histogram.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/distribution_stats.hpp"
#include "sqfig/artists/histogram_counting.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scene.hpp"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <optional>
#include <string>

namespace sqfig {

std::optional<BinRule> Bins::rule() const { return rule_; }

namespace {

std::vector<detail::ValueSpan> spans_of(const std::vector<std::vector<double>>& sets) {
    std::vector<detail::ValueSpan> spans;
    for (const auto& d : sets) spans.push_back({d.data(), d.size()});
    return spans;
}

}  // namespace

struct Histogram::CountCache {
    std::mutex counting;
    std::optional<Counted> counted;
};

std::vector<std::vector<double>> Histogram::one_set(std::vector<double> data) {
    std::vector<std::vector<double>> sets;
    sets.push_back(std::move(data));
    return sets;
}

Histogram::Histogram(std::vector<double> data, Color color)
    : Histogram(one_set(std::move(data)), std::vector<Color>{color}) {}

Histogram::~Histogram() = default;

Histogram::Histogram(std::vector<std::vector<double>> data_sets, std::vector<Color> colors)
    : data_(std::move(data_sets)), cache_(new CountCache), colors_(std::move(colors)) {
    if (data_.empty()) throw Error("histogram: no data sets");
    if (colors_.size() != data_.size())
        throw Error("histogram: " + std::to_string(colors_.size()) + " colours for " + std::to_string(data_.size()) +
                    " data sets");
    for (const Color& c : colors_) checked_color(c, "histogram");
    labels_.assign(data_.size(), std::string());
    // One pass over the data, whatever the settings: the extremes and the first infinite value.
    facts_ = detail::scan_facts(spans_of(data_));
    apply(options_, false, {});
}

void Histogram::apply(HistogramOptions o, bool stacked, const std::vector<std::vector<double>>& weights) {
    const std::string who = name();
    detail::check_bin_options(o, !weights.empty(), who);
    detail::check_against_facts(o, facts_, who);
    for (std::size_t i = 0; i < weights.size(); ++i)
        detail::check_weights(weights[i], data_[i].size(), o.density,
                              data_.size() == 1 ? who : who + ", data set " + std::to_string(i));
    options_ = std::move(o);
    stacked_ = stacked;
    cache_->counted.reset();
}

// The queries, out of line: their bodies would instantiate
// std::vector<HistogramCounts>'s element access in every program.
const HistogramCounts& Histogram::counts(std::size_t i) const { return counted().counts.at(i); }
const std::vector<double>& Histogram::edges() const { return counted().counts.front().edges; }
double Histogram::top(std::size_t i, std::size_t k) const { return counted().tops.at(i).at(k); }
double Histogram::bottom(std::size_t i, std::size_t k) const {
    return i > 0 && stacked_ ? counted().tops.at(i - 1).at(k) : 0.0;
}

const Histogram::Counted& Histogram::counted() const {
    std::lock_guard<std::mutex> lock(cache_->counting);
    std::optional<Counted>& counted = cache_->counted;
    if (counted) return *counted;
    const HistogramOptions& o = options_;
    // One set of edges for all sets, from all their values (matplotlib's list input).
    const std::vector<double> edges = detail::bin_edges(spans_of(data_), o, facts_, name());
    const std::size_t bins = edges.size() - 1;
    Counted c;
    for (std::size_t i = 0; i < data_.size(); ++i) {
        // One count per set; what is returned and what is drawn both follow from it.
        HistogramCounts h = detail::count_bins({data_[i].data(), data_[i].size()},
                                               weights_.empty() ? nullptr : weights_[i].data(), edges,
                                               !o.bins.explicit_edges());
        std::vector<double> top = h.counts;
        detail::finish_counts(h.counts, edges, o.density, o.cumulative);
        // Drawn: plain counts when stacked (the stack is normalised as a whole).
        detail::finish_counts(top, edges, o.density && !stacked_, false);
        c.counts.push_back(std::move(h));
        c.tops.push_back(std::move(top));
    }
    std::vector<std::vector<double>>& tops = c.tops;
    if (stacked_) {  // matplotlib: cumsum over the sets, then the total integrates to 1
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
    counted = std::move(c);
    return *counted;
}

Histogram& Histogram::bins(Bins b) {
    HistogramOptions o = options_;
    o.bins = std::move(b);
    apply(std::move(o), stacked_, weights_);
    return *this;
}

Histogram& Histogram::range(double lower, double upper) {
    HistogramOptions o = options_;
    o.range = std::make_pair(lower, upper);
    apply(std::move(o), stacked_, weights_);
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
    apply(options_, stacked_, w);
    weights_ = std::move(w);
    return *this;
}

Histogram& Histogram::density(bool on) {
    HistogramOptions o = options_;
    o.density = on;
    apply(std::move(o), stacked_, weights_);
    return *this;
}

Histogram& Histogram::cumulative(bool on) {
    HistogramOptions o = options_;
    o.cumulative = on;
    apply(std::move(o), stacked_, weights_);
    return *this;
}

Histogram& Histogram::type(HistType t) { type_ = t; return *this; }

Histogram& Histogram::horizontal(bool on) { horizontal_ = on; return *this; }

Histogram& Histogram::stacked(bool on) { apply(options_, on, weights_); return *this; }

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
    // A density divides by the total in the bins: a total of 0 (weights of 0,
    // or every value outside the range) leaves NaN heights, which numpy returns
    // and which have no bar to draw.
    const std::vector<std::vector<double>>& tops = counted().tops;
    for (std::size_t i = 0; i < tops.size(); ++i)
        for (const double v : tops[i])
            if (!std::isfinite(v))
                throw Error(name() + (tops.size() > 1 ? ", data set " + std::to_string(i) : std::string()) + ": " +
                                (options_.density ? "a density needs a total above 0 in the bins, but the values "
                                                    "in range weigh 0 (weights of 0, or none inside the range)"
                                                  : "the bin totals overflow (weights near the largest double)"),
                            ErrorKind::data);
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
    for (const auto& t : counted().tops)
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
