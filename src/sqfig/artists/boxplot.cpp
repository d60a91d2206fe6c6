// The implementation of sqfig/artists/boxplot.hpp.
#include "sqfig/artists/boxplot.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/distribution_stats.hpp"
#include "sqfig/detail/user_code.hpp"  // rethrow_with_prefix
#include "sqfig/scale/number_format.hpp"
#include "sqfig/text/math_text.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace sqfig {

namespace detail {

inline void check_whiskers(const Whiskers& w, const std::string& who) {
    if (w.by_percentile()) {
        const double lo = w.low_percentile(), hi = w.high_percentile();
        if (!(lo >= 0 && lo <= hi && hi <= 100))
            throw Error(who + ": whisker percentiles must satisfy 0 <= low <= high <= 100, not " + shortest(lo) +
                        " and " + shortest(hi));
    } else if (!(w.factor() >= 0 && std::isfinite(w.factor()))) {
        throw Error(who + ": the whisker factor must be a finite number >= 0, not " + shortest(w.factor()));
    }
}

// The values a statistic reads: NaN left out (counted), infinities refused.
std::vector<double> finite_values(const std::vector<double>& data, std::size_t& nan, const std::string& who) {
    std::vector<double> x;
    x.reserve(data.size());
    nan = 0;
    for (std::size_t i = 0; i < data.size(); ++i) {
        if (std::isnan(data[i])) { ++nan; continue; }
        if (std::isinf(data[i]))
            throw Error(who + ": value " + std::to_string(i) + " is infinite, which no quantile can read", ErrorKind::data);
        x.push_back(data[i]);
    }
    return x;
}

// matplotlib 3.6's cbook.boxplot_stats for one set, bootstrap=None.
inline BoxStats box_stats(const std::vector<double>& data, const BoxplotOptions& o, const std::string& who) {
    check_whiskers(o.whiskers, who);
    BoxStats s;
    const std::vector<double> x = finite_values(data, s.nan, who);
    s.n = x.size();
    if (x.empty()) return s;  // every number NaN, as matplotlib's empty set
    std::vector<double> sorted = x;
    std::sort(sorted.begin(), sorted.end());
    s.mean = numpy_sum(x.data(), x.size()) / static_cast<double>(x.size());
    const double q1 = numpy_percentile(sorted, 25), q3 = numpy_percentile(sorted, 75);
    s.med = numpy_percentile(sorted, 50);
    s.iqr = q3 - q1;
    // matplotlib 3.6: with autorange and no spread between the quartiles, whis = (0, 100).
    const Whiskers whis = s.iqr == 0 && o.autorange ? Whiskers::range() : o.whiskers;
    const double half_notch = 1.57 * s.iqr / std::sqrt(static_cast<double>(x.size()));
    s.cilo = s.med - half_notch;
    s.cihi = s.med + half_notch;
    double loval, hival;
    if (whis.by_percentile()) {
        loval = numpy_percentile(sorted, whis.low_percentile());
        hival = numpy_percentile(sorted, whis.high_percentile());
    } else {
        loval = q1 - whis.factor() * s.iqr;
        hival = q3 + whis.factor() * s.iqr;
    }
    // The most extreme value inside each fence, but never inside the box.
    const auto above = std::upper_bound(sorted.begin(), sorted.end(), hival);
    s.whishi = above == sorted.begin() || *(above - 1) < q3 ? q3 : *(above - 1);
    const auto below = std::lower_bound(sorted.begin(), sorted.end(), loval);
    s.whislo = below == sorted.end() || *below > q1 ? q1 : *below;
    for (const double v : x)
        if (v < s.whislo) s.fliers.push_back(v);
    for (const double v : x)
        if (v > s.whishi) s.fliers.push_back(v);
    s.q1 = q1;
    s.q3 = q3;
    return s;
}

// Positions 1..n.
std::vector<double> one_to_n(std::size_t n) {
    std::vector<double> p(n);
    for (std::size_t i = 0; i < n; ++i) p[i] = static_cast<double>(i + 1);
    return p;
}

std::vector<double> checked_positions(Values p, std::size_t n, const std::string& who) {
    if (p.size() != n)
        throw Error(who + ": " + std::to_string(p.size()) + " positions for " + std::to_string(n) + " data sets",
                    ErrorKind::data);
    for (std::size_t i = 0; i < p.size(); ++i)
        if (!std::isfinite(p[i])) throw Error(who + ": position " + std::to_string(i) + " is not finite", ErrorKind::data);
    return std::move(p).take();
}

std::vector<double> checked_widths(Values w, std::size_t n, const std::string& who) {
    if (w.size() != 1 && w.size() != n)
        throw Error(who + ": " + std::to_string(w.size()) + " widths for " + std::to_string(n) +
                    " data sets (give one for all, or one each)");
    for (std::size_t i = 0; i < w.size(); ++i)
        if (!(w[i] > 0 && std::isfinite(w[i])))
            throw Error(who + ": width " + std::to_string(i) + " must be a finite number > 0, not " + shortest(w[i]));
    return std::move(w).take();
}

void check_category_labels(const std::vector<std::string>& l, std::size_t n, const std::string& who) {
    if (!l.empty() && l.size() != n)
        throw Error(who + ": " + std::to_string(l.size()) + " labels for " + std::to_string(n) + " data sets");
}

// Category labels become tick labels at layout; one with bad $math$ is refused
// when given (as Axis::ticks refuses it), not when the figure is drawn.
void check_label_math(const std::vector<std::string>& l, const std::string& who) {
    for (std::size_t i = 0; i < l.size(); ++i) {
        try {
            (void)math_to_markup(l[i]);
        } catch (const Error& e) {
            rethrow_with_prefix(e, who + ": label " + std::to_string(i) + ": ");
        }
    }
}

// A stroked open polyline of a distribution artist.
SceneItem stroke_item(SceneItem it, std::vector<Point> pts, Color c, double w, std::vector<double> dashes) {
    ScenePath p;
    p.points = std::move(pts);
    p.stroke = StrokeStyle{c, w};
    p.dashes = std::move(dashes);
    p.join = LineJoin::miter;
    it.payload = std::move(p);
    return it;
}

}  // namespace detail

BoxStats::BoxStats() {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    mean = med = q1 = q3 = iqr = cilo = cihi = whislo = whishi = nan;
}

BoxStats boxplot_stats(Values data, const BoxplotOptions& options) {
    return detail::box_stats(data.vector(), options, "boxplot_stats");
}

std::vector<BoxStats> boxplot_stats(const std::vector<Values>& data_sets, const BoxplotOptions& options,
                                    std::vector<std::string> labels) {
    detail::check_category_labels(labels, data_sets.size(), "boxplot_stats");
    std::vector<BoxStats> out;
    for (std::size_t i = 0; i < data_sets.size(); ++i) {
        out.push_back(detail::box_stats(data_sets[i].vector(), options, "boxplot_stats, data set " + std::to_string(i)));
        if (!labels.empty()) out.back().label = labels[i];
    }
    return out;
}

const BoxStats& Boxplot::stats(std::size_t i) const { return stats_.at(i); }

Boxplot::Boxplot(std::vector<BoxStats> stats, Color line, Color median, Color mean)
    : stats_(std::move(stats)), line_(line), median_(median), mean_(mean) {
    if (stats_.empty()) throw Error("box plot: no data sets", ErrorKind::data);
    checked_color(line_, "box plot");
    checked_color(median_, "box plot");
    checked_color(mean_, "box plot");
    positions_ = detail::one_to_n(stats_.size());
    bool any_label = false;
    for (const BoxStats& s : stats_) any_label = any_label || !s.label.empty();
    if (any_label)
        for (const BoxStats& s : stats_) tick_labels_.push_back(s.label);
    detail::check_label_math(tick_labels_, "box plot");
}

Boxplot::Boxplot(std::vector<std::vector<double>> data_sets, Color line, Color median, Color mean)
    : Boxplot(std::vector<BoxStats>(data_sets.size()), line, median, mean) {
    data_ = std::move(data_sets);
    recompute(options_);
}

void Boxplot::recompute(const BoxplotOptions& o) {
    if (data_.empty()) throw Error(name() + ": drawn from statistics, which it cannot recompute; give them new ones");
    std::vector<BoxStats> stats;
    for (std::size_t i = 0; i < data_.size(); ++i) {
        stats.push_back(detail::box_stats(data_[i], o, data_.size() == 1 ? name() : name() + ", data set " + std::to_string(i)));
        if (!tick_labels_.empty()) stats.back().label = tick_labels_[i];
    }
    stats_ = std::move(stats);
    options_ = o;
}

std::optional<CategoryTicks> Boxplot::x_categories() const {
    if (horizontal_) return std::nullopt;
    return CategoryTicks{positions_, tick_labels_};
}

std::optional<CategoryTicks> Boxplot::y_categories() const {
    if (!horizontal_) return std::nullopt;
    return CategoryTicks{positions_, tick_labels_};
}

Boxplot& Boxplot::whiskers(Whiskers w) {
    BoxplotOptions o = options_;
    o.whiskers = w;
    recompute(o);
    return *this;
}

Boxplot& Boxplot::autorange(bool on) {
    BoxplotOptions o = options_;
    o.autorange = on;
    recompute(o);
    return *this;
}

Boxplot& Boxplot::positions(Values p) {
    positions_ = detail::checked_positions(std::move(p), stats_.size(), name());
    return *this;
}

Boxplot& Boxplot::widths(Values w) {
    widths_ = detail::checked_widths(std::move(w), stats_.size(), name());
    return *this;
}

Boxplot& Boxplot::horizontal(bool on) {
    horizontal_ = on;
    return *this;
}

Boxplot& Boxplot::tick_labels(std::vector<std::string> labels) {
    detail::check_category_labels(labels, stats_.size(), name());
    detail::check_label_math(labels, name());
    tick_labels_ = std::move(labels);
    for (std::size_t i = 0; i < stats_.size(); ++i) stats_[i].label = tick_labels_.empty() ? "" : tick_labels_[i];
    return *this;
}

Boxplot& Boxplot::notch(bool on) { notch_ = on; return *this; }
Boxplot& Boxplot::show_means(bool on) { show_means_ = on; return *this; }
Boxplot& Boxplot::mean_line(bool on) {
    mean_line_ = on;
    if (on) show_means_ = true;
    return *this;
}
Boxplot& Boxplot::show_fliers(bool on) { show_fliers_ = on; return *this; }
Boxplot& Boxplot::show_caps(bool on) { show_caps_ = on; return *this; }
Boxplot& Boxplot::fill(Color c) { fills_ = {checked_color(c, name())}; return *this; }

Boxplot& Boxplot::fills(std::vector<Color> c) {
    if (c.size() != stats_.size())
        throw Error(name() + ": " + std::to_string(c.size()) + " fills for " + std::to_string(stats_.size()) + " boxes");
    for (const Color& one : c) checked_color(one, name());
    fills_ = std::move(c);
    return *this;
}

Boxplot& Boxplot::color(Color c) { line_ = checked_color(c, name()); return *this; }
Boxplot& Boxplot::median_color(Color c) { median_ = checked_color(c, name()); return *this; }
Boxplot& Boxplot::line_width(double pt) { line_width_ = detail::checked_size(pt, name() + ": line width"); return *this; }

Boxplot& Boxplot::flier_marker(MarkerShape m, double size) {
    if (m == MarkerShape::none) throw Error(name() + ": fliers need a marker shape; show_fliers(false) hides them");
    flier_size_ = detail::checked_size(size, name() + ": flier size");
    flier_marker_ = m;
    return *this;
}


double Boxplot::width(std::size_t i) const {
    if (widths_.size() == 1) return widths_[0];
    if (!widths_.empty()) return widths_.at(i);
    // matplotlib's bxp: np.clip(0.15 * np.ptp(positions), 0.15, 0.5)
    const auto [lo, hi] = std::minmax_element(positions_.begin(), positions_.end());
    return std::clamp(0.15 * (*hi - *lo), 0.15, 0.5);
}

void Boxplot::validate(const Scale& xs, const Scale& ys) const {
    const Scale& across = horizontal_ ? ys : xs;
    const Scale& along = horizontal_ ? xs : ys;
    for (std::size_t i = 0; i < stats_.size(); ++i) {
        const double p = positions_[i], w = width(i);
        if (!across.accepts(p - w / 2) || !across.accepts(p + w / 2))
            throw Error(name() + ": box " + std::to_string(i) + " at " + detail::shortest(p) + " cannot be drawn on a " +
                        across.name() + " axis", ErrorKind::data);
        const BoxStats& s = stats_[i];
        if (s.n == 0) continue;
        std::vector<double> drawn = {s.whislo, s.q1, s.med, s.q3, s.whishi};
        if (notch_) drawn.insert(drawn.end(), {s.cilo, s.cihi});
        if (show_means_) drawn.push_back(s.mean);
        if (show_fliers_) drawn.insert(drawn.end(), s.fliers.begin(), s.fliers.end());
        for (const double v : drawn)
            if (!along.accepts(v))
                throw Error(name() + ": box " + std::to_string(i) + " has the value " + detail::shortest(v) +
                            ", which a " + along.name() + " axis cannot show", ErrorKind::data);
    }
}

DataExtent Boxplot::extent(const Scale& xs, const Scale& ys) const {
    const Scale& along = horizontal_ ? xs : ys;
    DataExtent e;
    auto across = [&](double v) { horizontal_ ? e.add_y(v) : e.add_x(v); };
    auto add_along = [&](double v) {
        if (along.accepts(v)) horizontal_ ? e.add_x(v) : e.add_y(v);
    };
    for (std::size_t i = 0; i < stats_.size(); ++i) {
        const double half = std::max(0.5, width(i) / 2);  // matplotlib: position ± 0.5
        across(positions_[i] - half);
        across(positions_[i] + half);
        const BoxStats& s = stats_[i];
        if (s.n == 0) continue;
        for (const double v : {s.whislo, s.q1, s.q3, s.whishi}) add_along(v);
        if (notch_) {  // a notch may reach past the box (few values, a wide IQR)
            add_along(s.cilo);
            add_along(s.cihi);
        }
        if (show_means_) add_along(s.mean);
        if (show_fliers_)
            for (const double v : s.fliers) add_along(v);
    }
    return e;
}

void Boxplot::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    // (across, along) in data units to the page.
    auto pt = [&](double across, double along) {
        return horizontal_ ? f.to_page(along, across) : f.to_page(across, along);
    };
    const double lw = line_width_;
    for (std::size_t i = 0; i < stats_.size(); ++i) {
        const BoxStats& s = stats_[i];
        if (s.n == 0) continue;  // an empty set: an empty slot, as matplotlib
        const std::string box = "box " + std::to_string(i) + " ";
        const double pos = positions_[i], w = width(i);
        const double left = pos - w / 2, right = pos + w / 2;
        // The box: a rectangle q1..q3, or notched in to half width at the median.
        std::vector<Point> outline;
        double med_left = left, med_right = right;
        if (notch_) {
            const double nl = pos - w / 4, nr = pos + w / 4;
            outline = {pt(left, s.q1), pt(right, s.q1), pt(right, s.cilo), pt(nr, s.med), pt(right, s.cihi),
                       pt(right, s.q3), pt(left, s.q3),  pt(left, s.cihi), pt(nl, s.med), pt(left, s.cilo)};
            med_left = nl;
            med_right = nr;
        } else {
            outline = {pt(left, s.q1), pt(right, s.q1), pt(right, s.q3), pt(left, s.q3)};
        }
        SceneItem body = item(f, fills_.empty() ? Footprint::segments : Footprint::area, box + "box");
        body.clip = f.plot;
        ScenePath bp;
        bp.points = std::move(outline);
        bp.closed = true;
        bp.join = LineJoin::miter;
        if (!fills_.empty()) bp.fill = fills_.size() == 1 ? fills_[0] : fills_[i];
        bp.stroke = StrokeStyle{line_, lw};
        body.payload = std::move(bp);
        out.push_back(std::move(body));
        // Whiskers from the box to their ends, caps across the ends (half the box wide).
        auto named = [&](const std::string& what) {
            SceneItem it = item(f, Footprint::segments, box + what);
            it.clip = f.plot;
            return it;
        };
        out.push_back(detail::stroke_item(named("lower whisker"), {pt(pos, s.q1), pt(pos, s.whislo)}, line_, lw));
        out.push_back(detail::stroke_item(named("upper whisker"), {pt(pos, s.q3), pt(pos, s.whishi)}, line_, lw));
        if (show_caps_) {
            const double c = w / 4;
            out.push_back(detail::stroke_item(named("lower cap"), {pt(pos - c, s.whislo), pt(pos + c, s.whislo)}, line_, lw));
            out.push_back(detail::stroke_item(named("upper cap"), {pt(pos - c, s.whishi), pt(pos + c, s.whishi)}, line_, lw));
        }
        out.push_back(detail::stroke_item(named("median"), {pt(med_left, s.med), pt(med_right, s.med)}, median_, lw));
        if (show_means_ && mean_line_) {
            out.push_back(detail::stroke_item(named("mean"), {pt(left, s.mean), pt(right, s.mean)}, mean_, lw, {3.7 * lw, 1.6 * lw}));
        } else if (show_means_) {
            SceneItem m = named("mean");
            SceneMarkerSet set;
            set.style.shape = MarkerShape::triangle;
            set.style.size = 6;
            set.style.face = mean_;
            set.style.edge = mean_;
            set.centers = {pt(pos, s.mean)};
            m.marker_set = std::move(set);
            out.push_back(std::move(m));
        }
        if (show_fliers_ && !s.fliers.empty()) {
            SceneItem fl = named("fliers");
            fl.clip = f.plot.inflated(flier_size_ / 2 + 1);
            SceneMarkerSet set;
            set.style.shape = flier_marker_;
            set.style.size = flier_size_;
            set.style.face = Color(1, 1, 1, 0);
            set.style.edge = line_;
            set.style.edge_width = lw;
            for (const double v : s.fliers) set.centers.push_back(pt(pos, v));
            fl.marker_set = std::move(set);
            out.push_back(std::move(fl));
        }
    }
}

std::vector<LegendEntry> Boxplot::legend_entries() const {
    if (label_.empty()) return {};
    // A small box as the boxes are drawn: outlined, filled when they are.
    const std::optional<Color> fill = fills_.empty() ? std::nullopt : std::optional<Color>(fills_[0]);
    const StrokeStyle stroke{line_, line_width_};
    return {{label_, [fill, stroke](std::vector<SceneItem>& out, const Rect& box, double em) {
                 SceneItem h;
                 const double hh = 0.7 * em, cy = box.center().y;
                 h.payload = box_path({box.left(), cy - hh / 2}, {box.right(), cy + hh / 2}, fill, stroke);
                 out.push_back(std::move(h));
             }}};
}

}  // namespace sqfig
