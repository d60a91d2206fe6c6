// The implementation of sqfig/artists/violin.hpp.
#include "sqfig/artists/violin.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/distribution_stats.hpp"
#include "sqfig/scale/number_format.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace sqfig {

namespace detail {

// SplitMix64 (Steele, Lea and Flood 2014): the same numbers on every
// platform, unlike the standard distributions, whose output is the library's.
struct SplitMix64 {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, 1), 53 bits.
    double uniform() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }
};

// The sample variance (ddof = 1), as numpy.cov of one row: mean by numpy's sum, then the squares.
inline double sample_variance(const std::vector<double>& x) {
    const double n = static_cast<double>(x.size());
    const double mean = numpy_sum(x.data(), x.size()) / n;
    std::vector<double> sq(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) sq[i] = (x[i] - mean) * (x[i] - mean);
    return numpy_sum(sq.data(), sq.size()) / (n - 1);
}

// mlab.GaussianKDE(x, bw).evaluate(at) for finite x of at least 2 values, not all equal.
inline std::vector<double> kde(const std::vector<double>& x, const std::vector<double>& at, const Bandwidth& bw,
                               const std::string& who) {
    const double factor = bw.factor_for(x.size());
    if (!(factor > 0 && std::isfinite(factor)))
        throw Error(who + ": the bandwidth factor must be a finite number > 0, not " + shortest(factor));
    const double variance = sample_variance(x) * factor * factor;  // the kernel's covariance
    // Denormal data: the squares underflow, and a kernel of width 0 has no
    // density (numpy's covariance is singular there too).
    if (!(variance > 0 && std::isfinite(variance)))
    {
        const auto [lo, hi] = std::minmax_element(x.begin(), x.end());
        throw Error(who + ": the values from " + shortest(*lo) + " to " + shortest(*hi) +
                        " spread too little or too much for a density estimate (the kernel's variance is " +
                        shortest(variance) + "): scale the data",
                    ErrorKind::data);
    }
    const double inv = 1.0 / variance;
    const double norm = std::sqrt(2 * 3.141592653589793 * variance) * static_cast<double>(x.size());
    auto term = [inv](double v, double a) {
        const double d = v - a;
        return std::exp(-(d * d * inv) / 2.0);
    };
    // Each point sums only the values whose term is within e^-(36 + ln n)
    // of the largest, the nearest value's (found in a sorted copy): the n
    // terms left out add less than 2.4e-16 of the sum together, where
    // matplotlib sums every term (n x points exponentials: 6 violins of
    // 10^5 values were 6 x 10^7).
    std::vector<double> sorted = x;
    std::sort(sorted.begin(), sorted.end());
    const double beyond = 2 * (36 + std::log(static_cast<double>(x.size()))) * variance;  // squared distance
    std::vector<double> out(at.size());
    for (std::size_t k = 0; k < at.size(); ++k) {
        const double a = at[k];
        double sum = 0;
        if (!std::isfinite(a)) {  // every term is 0 or NaN: as the formula gives
            for (const double v : x) sum += term(v, a);
            out[k] = sum / norm;
            continue;
        }
        const auto next = std::lower_bound(sorted.begin(), sorted.end(), a);
        double nearest = next != sorted.end() ? *next - a : std::numeric_limits<double>::infinity();
        if (next != sorted.begin()) nearest = std::min(nearest, a - *std::prev(next));
        const double reach = std::sqrt(nearest * nearest + beyond);
        const auto first = std::lower_bound(sorted.begin(), next, a - reach);
        const auto last = std::upper_bound(next, sorted.end(), a + reach);
        for (auto it = first; it != last; ++it) sum += term(*it, a);
        out[k] = sum / norm;
    }
    return out;
}

inline double numpy_median(const std::vector<double>& sorted) {
    const std::size_t n = sorted.size(), h = n / 2;
    return n % 2 ? sorted[h] : (sorted[h - 1] + sorted[h]) / 2;
}

inline void check_violin_options(const ViolinOptions& o, const std::string& who) {
    if (o.points < 2) throw Error(who + ": points must be at least 2, not " + std::to_string(o.points));
    if (o.points > max_violin_points)
        throw Error(who + ": " + std::to_string(o.points) + " points asked for; at most " + std::to_string(max_violin_points));
    if (o.bandwidth.fixed() && !(o.bandwidth.factor_for(2) > 0 && std::isfinite(o.bandwidth.factor_for(2))))
        throw Error(who + ": the bandwidth factor must be a finite number > 0, not " + shortest(o.bandwidth.factor_for(2)));
    for (std::size_t i = 0; i < o.quantiles.size(); ++i)
        if (!(o.quantiles[i] >= 0 && o.quantiles[i] <= 1))
            throw Error(who + ": quantile " + std::to_string(i) + " must be between 0 and 1, not " +
                        shortest(o.quantiles[i]));
}

// matplotlib 3.6's cbook.violin_stats with violinplot's _kde_method.
inline ViolinStats violin_of(const std::vector<double>& data, const ViolinOptions& o, const std::string& who) {
    check_violin_options(o, who);
    ViolinStats s;
    const std::vector<double> x = finite_values(data, s.nan, who);
    if (x.empty())
        throw Error(who + ": no values to estimate a density from" +
                    (s.nan ? " (all " + std::to_string(s.nan) + " are NaN)" : std::string()), ErrorKind::data);
    s.n = x.size();
    std::vector<double> sorted = x;
    std::sort(sorted.begin(), sorted.end());
    s.min = sorted.front();
    s.max = sorted.back();
    s.mean = numpy_sum(x.data(), x.size()) / static_cast<double>(x.size());
    s.median = numpy_median(sorted);
    for (const double q : o.quantiles) s.quantiles.push_back(numpy_percentile(sorted, 100 * q));
    s.coords = numpy_linspace(s.min, s.max, static_cast<std::size_t>(o.points - 1));
    if (s.min == s.max) s.vals.assign(s.coords.size(), 1.0);  // one value: matplotlib's fallback
    else s.vals = kde(x, s.coords, o.bandwidth, who);
    return s;
}

}  // namespace detail

double Bandwidth::factor_for(std::size_t n) const {
    const double d = static_cast<double>(n);
    switch (rule_) {
        case 0: return std::pow(d, -1.0 / 5);
        case 1: return std::pow(d * 3.0 / 4.0, -1.0 / 5);
        default: return factor_;
    }
}

std::vector<double> gaussian_kde(Values data, Values at, Bandwidth bw) {
    std::size_t nan = 0;
    const std::vector<double> x = detail::finite_values(data.vector(), nan, "gaussian_kde");
    if (x.size() < 2)
        throw Error("gaussian_kde: a density needs at least 2 values, not " + std::to_string(x.size()), ErrorKind::data);
    if (std::all_of(x.begin(), x.end(), [&](double v) { return v == x.front(); }))
        throw Error("gaussian_kde: every value is " + detail::shortest(x.front()) + ", which has no spread to estimate from",
                    ErrorKind::data);
    return detail::kde(x, at.vector(), bw, "gaussian_kde");
}

ViolinStats violin_stats(Values data, const ViolinOptions& options) {
    return detail::violin_of(data.vector(), options, "violin_stats");
}

const ViolinStats& Violin::stats(std::size_t i) const { return stats_.at(i); }

Violin::Violin(std::vector<std::vector<double>> data_sets, Color color) : data_(std::move(data_sets)) {
    if (data_.empty()) throw Error("violins: no data sets", ErrorKind::data);
    colors_ = {checked_color(color, "violins")};
    positions_ = detail::one_to_n(data_.size());
    recompute(options_);
}

void Violin::recompute(const ViolinOptions& o) {
    detail::check_violin_options(o, name());
    std::vector<ViolinStats> stats;
    for (std::size_t i = 0; i < data_.size(); ++i)
        stats.push_back(detail::violin_of(data_[i], o, data_.size() == 1 ? name() : name() + ", data set " + std::to_string(i)));
    stats_ = std::move(stats);
    options_ = o;
}

std::optional<CategoryTicks> Violin::x_categories() const {
    if (horizontal_) return std::nullopt;
    return CategoryTicks{positions_, tick_labels_};
}

std::optional<CategoryTicks> Violin::y_categories() const {
    if (!horizontal_) return std::nullopt;
    return CategoryTicks{positions_, tick_labels_};
}

Violin& Violin::bandwidth(Bandwidth bw) {
    ViolinOptions o = options_;
    o.bandwidth = bw;
    recompute(o);
    return *this;
}

Violin& Violin::points(int n) {
    ViolinOptions o = options_;
    o.points = n;
    recompute(o);
    return *this;
}

Violin& Violin::quantiles(Values q) {
    ViolinOptions o = options_;
    o.quantiles = std::move(q).take();
    recompute(o);
    return *this;
}

Violin& Violin::positions(Values p) {
    positions_ = detail::checked_positions(std::move(p), data_.size(), name());
    return *this;
}

Violin& Violin::widths(Values w) {
    widths_ = detail::checked_widths(std::move(w), data_.size(), name());
    return *this;
}

Violin& Violin::horizontal(bool on) {
    horizontal_ = on;
    return *this;
}

Violin& Violin::side(ViolinSide s) { side_ = s; return *this; }

Violin& Violin::tick_labels(std::vector<std::string> labels) {
    detail::check_category_labels(labels, data_.size(), name());
    detail::check_label_math(labels, name());
    tick_labels_ = std::move(labels);
    return *this;
}

Violin& Violin::show_extrema(bool on) { extrema_ = on; return *this; }
Violin& Violin::show_medians(bool on) { medians_ = on; return *this; }
Violin& Violin::show_means(bool on) { means_ = on; return *this; }

Violin& Violin::jitter(bool on, std::uint64_t seed) {
    jitter_ = on;
    seed_ = seed;
    return *this;
}

Violin& Violin::jitter_spread(double fraction) {
    if (!(fraction > 0 && fraction <= 1))
        throw Error(name() + ": the jitter spread must be in (0, 1], not " + detail::shortest(fraction));
    jitter_spread_ = fraction;
    return *this;
}

Violin& Violin::jitter_size(double pt) { jitter_size_ = detail::checked_size(pt, name() + ": jitter size"); return *this; }

Violin& Violin::color(Color c) {
    colors_ = {checked_color(c, name())};
    release_cycle_color();
    return *this;
}

Violin& Violin::colors(std::vector<Color> c) {
    if (c.size() != data_.size())
        throw Error(name() + ": " + std::to_string(c.size()) + " colours for " + std::to_string(data_.size()) + " data sets");
    for (const Color& one : c) checked_color(one, name());
    colors_ = std::move(c);
    return *this;
}

Violin& Violin::alpha(double a) {
    alpha_ = checked_alpha(a, name());
    return *this;
}


double Violin::width(std::size_t i) const {
    if (widths_.empty()) return 0.5;
    return widths_.size() == 1 ? widths_[0] : widths_.at(i);
}

namespace {
// How far a violin of `width` reaches from its position where the density is
// `val`: half its width where the density is at its maximum `top`.
double body_reach(double width, double val, double top) { return 0.5 * width * val / top; }
}  // namespace

double Violin::half_width(std::size_t i, std::size_t k) const {
    const ViolinStats& s = stats_.at(i);
    const double top = *std::max_element(s.vals.begin(), s.vals.end());
    return body_reach(width(i), s.vals.at(k), top);
}

std::vector<double> Violin::jitter_positions(std::size_t i) const {
    if (!jitter_) return {};
    detail::SplitMix64 rng{seed_ + 0x632BE59BD9B4E019ULL * (i + 1)};
    const double reach = jitter_spread_ * width(i) / 2, pos = positions_.at(i);
    std::vector<double> out;
    out.reserve(stats_.at(i).n);
    for (std::size_t k = 0; k < stats_[i].n; ++k) {
        const double u = rng.uniform();
        switch (side_) {
            case ViolinSide::both: out.push_back(pos + (2 * u - 1) * reach); break;
            case ViolinSide::low: out.push_back(pos - u * reach); break;
            case ViolinSide::high: out.push_back(pos + u * reach); break;
        }
    }
    return out;
}

void Violin::validate(const Scale& xs, const Scale& ys) const {
    const Scale& across = horizontal_ ? ys : xs;
    const Scale& along = horizontal_ ? xs : ys;
    for (std::size_t i = 0; i < stats_.size(); ++i) {
        const double p = positions_[i], w = width(i);
        if (!across.accepts(p - w / 2) || !across.accepts(p + w / 2))
            throw Error(name() + ": violin " + std::to_string(i) + " at " + detail::shortest(p) + " cannot be drawn on a " +
                        across.name() + " axis", ErrorKind::data);
        if (!along.accepts(stats_[i].min))
            throw Error(name() + ": violin " + std::to_string(i) + " has the value " + detail::shortest(stats_[i].min) +
                        ", which a " + along.name() + " axis cannot show", ErrorKind::data);
    }
}

DataExtent Violin::extent(const Scale& xs, const Scale& ys) const {
    const Scale& along = horizontal_ ? xs : ys;
    DataExtent e;
    for (std::size_t i = 0; i < stats_.size(); ++i) {
        const double lo = side_ == ViolinSide::high ? positions_[i] : positions_[i] - width(i) / 2;
        const double hi = side_ == ViolinSide::low ? positions_[i] : positions_[i] + width(i) / 2;
        for (const double a : {lo, hi}) horizontal_ ? e.add_y(a) : e.add_x(a);
        for (const double v : {stats_[i].min, stats_[i].max})
            if (along.accepts(v)) horizontal_ ? e.add_x(v) : e.add_y(v);
    }
    return e;
}

void Violin::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    auto pt = [&](double across, double along) {
        return horizontal_ ? f.to_page(along, across) : f.to_page(across, along);
    };
    const double low = side_ == ViolinSide::high ? 0.0 : 1.0, high = side_ == ViolinSide::low ? 0.0 : 1.0;
    for (std::size_t i = 0; i < stats_.size(); ++i) {
        const ViolinStats& s = stats_[i];
        const Color c = colors_.size() == 1 ? colors_[0] : colors_[i];
        const double pos = positions_[i], w = width(i);
        const std::string v = "violin " + std::to_string(i) + " ";
        // The body: up the high side, back down the low side (the position itself for a half).
        // half_width(i, k) with the density's maximum found once: per point, it
        // made the body quadratic in the points (10^5 points took minutes).
        const double top = *std::max_element(s.vals.begin(), s.vals.end());
        auto reach = [&](std::size_t k) { return body_reach(w, s.vals[k], top); };
        ScenePath body;
        body.points.reserve(2 * s.coords.size());
        for (std::size_t k = 0; k < s.coords.size(); ++k) body.points.push_back(pt(pos + high * reach(k), s.coords[k]));
        for (std::size_t k = s.coords.size(); k-- > 0;) body.points.push_back(pt(pos - low * reach(k), s.coords[k]));
        body.closed = true;
        body.fill = c.with_alpha(c.a * alpha_);
        body.stroke = StrokeStyle{c.with_alpha(c.a * alpha_), 1.0};
        SceneItem b = item(f, Footprint::area, v + "body");
        b.clip = f.plot;
        b.payload = std::move(body);
        out.push_back(std::move(b));
        // Marks across the violin, a quarter width each side of its position (matplotlib's).
        auto mark = [&](double value, const std::string& what) {
            SceneItem it = item(f, Footprint::segments, v + what);
            it.clip = f.plot;
            out.push_back(detail::stroke_item(std::move(it), {pt(pos - low * w / 4, value), pt(pos + high * w / 4, value)}, c, 1.0));
        };
        if (extrema_) {
            mark(s.min, "min");
            mark(s.max, "max");
            SceneItem bar = item(f, Footprint::segments, v + "bar");
            bar.clip = f.plot;
            out.push_back(detail::stroke_item(std::move(bar), {pt(pos, s.min), pt(pos, s.max)}, c, 1.0));
        }
        if (medians_) mark(s.median, "median");
        if (means_) mark(s.mean, "mean");
        for (std::size_t q = 0; q < s.quantiles.size(); ++q) mark(s.quantiles[q], "quantile " + std::to_string(q));
        if (jitter_) {
            const std::vector<double> across = jitter_positions(i);
            SceneMarkerSet set;
            set.style.shape = MarkerShape::circle;
            set.style.size = jitter_size_;
            set.style.face = c.with_alpha(c.a * 0.8);
            set.style.edge = set.style.face;
            set.style.edge_width = 0;
            std::size_t k = 0;
            for (const double value : data_[i])
                if (!std::isnan(value)) set.centers.push_back(pt(across[k++], value));
            SceneItem pts = item(f, Footprint::segments, v + "points");
            pts.clip = f.plot.inflated(jitter_size_ / 2 + 1);
            pts.marker_set = std::move(set);
            out.push_back(std::move(pts));
        }
    }
}

std::vector<LegendEntry> Violin::legend_entries() const {
    if (label_.empty()) return {};
    const Color c = colors_.front();
    return {patch_entry(label_, c.with_alpha(c.a * alpha_))};
}

}  // namespace sqfig
