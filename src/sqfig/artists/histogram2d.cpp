// The implementation of sqfig/artists/histogram2d.hpp: numpy.histogram2d
// (numpy 1.24's histogramdd for two axes) through the 1-D histogram's steps:
// each axis' edges by bin_edges(), each point's bin by searched_bin_index()
// (searchsorted, right side, the last bin closed), weights summed in order
// (np.bincount), density as histogramdd divides.
#include "sqfig/artists/histogram2d.hpp"
#include "sqfig/detail/user_code.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>
#include "sqfig/artists/color_slots.hpp"
#include "sqfig/artists/distribution_stats.hpp"
#include "sqfig/artists/equal_bin_index.hpp"
#include "sqfig/artists/histogram_counting.hpp"
#include "sqfig/scale/number_format.hpp"

namespace sqfig {

namespace {

std::size_t bins_asked(const Bins& b) {
    return b.explicit_edges() ? b.given_edges().size() - 1 : static_cast<std::size_t>(b.count());
}

// One axis' checked options and edges, as numpy's _get_outer_edges and linspace.
HistogramOptions axis_options(const Bins& b, const std::optional<std::pair<double, double>>& range,
                              const std::string& who) {
    if (b.rule()) throw Error(who + ": bins by rule are not taken (numpy.histogram2d takes none); give a count or edges");
    HistogramOptions o;
    o.bins = b;
    o.range = range;
    detail::check_bin_options(o, false, who);
    return o;
}

std::vector<double> axis_edges(const std::vector<double>& v, const HistogramOptions& o, const std::string& who) {
    const std::vector<detail::ValueSpan> spans{{v.data(), v.size()}};
    detail::HistogramFacts facts;
    if (detail::bins_read_extremes(o)) {
        facts = detail::scan_facts(spans);
        detail::check_against_facts(o, facts, who);
    }
    return detail::bin_edges(spans, o, facts, who);
}

Histogram2dCounts count_2d(const std::vector<double>& x, const std::vector<double>& y, const Histogram2dOptions& o,
                           const std::string& who) {
    if (x.size() != y.size())
        throw Error(who + ": " + std::to_string(x.size()) + " x values and " + std::to_string(y.size()) +
                        " y values; a point needs both",
                    ErrorKind::data);
    const HistogramOptions ox = axis_options(o.x_bins, o.x_range, who + " x");
    const HistogramOptions oy = axis_options(o.y_bins, o.y_range, who + " y");
    const std::size_t nx = bins_asked(o.x_bins), ny = bins_asked(o.y_bins);
    if (nx > max_histogram_bins / ny)  // before anything is allocated
        throw Error(who + ": " + std::to_string(nx) + " x " + std::to_string(ny) + " cells asked for; at most " +
                    std::to_string(max_histogram_bins));
    detail::check_weights(o.weights, x.size(), o.density, who);
    Histogram2dCounts h;
    h.x_edges = axis_edges(x, ox, who + " x");
    h.y_edges = axis_edges(y, oy, who + " y");
    const std::vector<double>&ex = h.x_edges, &ey = h.y_edges;
    const double xlo = ex.front(), xhi = ex.back(), ylo = ey.front(), yhi = ey.back();
    const double* w = o.weights.empty() ? nullptr : o.weights.data();
    std::vector<std::uint64_t> n(w ? 0 : nx * ny, 0);
    if (w) h.counts.assign(nx * ny, 0.0);
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double a = x[i], b = y[i];
        if (std::isnan(a) || std::isnan(b)) ++h.nan;
        else if (!(a >= xlo && a <= xhi && b >= ylo && b <= yhi)) ++h.outside;
        else {
            const std::size_t k = detail::searched_bin_index(ex, a) * ny + detail::searched_bin_index(ey, b);
            if (w) h.counts[k] += w[i];  // np.bincount: in order
            else ++n[k];
        }
    }
    if (!w) h.counts.assign(n.begin(), n.end());
    if (o.density) {  // histogramdd: s = hist.sum(); hist / dx[:, None] / dy[None, :]; hist /= s
        double s = 0;
        for (std::size_t i = 0; i < nx; ++i) s += detail::numpy_sum(h.counts.data() + i * ny, ny);
        for (std::size_t i = 0; i < nx; ++i)
            for (std::size_t j = 0; j < ny; ++j) {
                double& c = h.counts[i * ny + j];
                c = c / (ex[i + 1] - ex[i]) / (ey[j + 1] - ey[j]) / s;
            }
    }
    return h;
}

void check_limit(const std::optional<double>& v, const std::string& what) {
    if (v && !std::isfinite(*v)) throw Error(what + " must be a finite number, not " + detail::shortest(*v));
}

}  // namespace

Histogram2dCounts histogram2d(Values x, Values y, const Histogram2dOptions& options) {
    return count_2d(x.vector(), y.vector(), options, "histogram2d");
}

Histogram2d::Histogram2d(std::vector<double> x, std::vector<double> y, Histogram2dOptions options) {
    check_limit(options.cmin, "hist2d: cmin");
    check_limit(options.cmax, "hist2d: cmax");
    h_ = count_2d(x, y, options, "hist2d");
    shown_ = h_.counts;
    // matplotlib: h[h < cmin] = None, then h[h > cmax] = None (masked: not drawn).
    for (double& v : shown_)
        if ((options.cmin && v < *options.cmin) || (options.cmax && v > *options.cmax))
            v = std::numeric_limits<double>::quiet_NaN();
}

Histogram2d& Histogram2d::colormap(Colormap m) { map_ = std::move(m); return *this; }

Histogram2d& Histogram2d::colormap(const std::string& name) { map_ = Colormap::named(name); return *this; }

double Histogram2d::shown(std::size_t i, std::size_t j) const { return shown_.at(i * h_.y_bins() + j); }

Norm Histogram2d::resolved_norm() const { return resolve(norm_, shown_); }

void Histogram2d::validate(const Scale& xs, const Scale& ys) const {
    auto check = [&](const Scale& s, const std::vector<double>& e, const char* which) {
        for (const double v : {e.front(), e.back()})
            if (!s.accepts(v))
                throw Error(name() + ": the " + which + " scale (" + s.name() + ") cannot show the edge " + detail::shortest(v),
                            ErrorKind::data);
    };
    check(xs, h_.x_edges, "x");
    check(ys, h_.y_edges, "y");
    try {
        resolved_norm();  // throws for a norm the cells cannot fix (log norm, no positive count)
    } catch (const Error& e) {
        detail::rethrow_with_prefix(e, name() + ": ");
    }
}

DataExtent Histogram2d::extent(const Scale&, const Scale&) const {
    DataExtent e;
    e.add_x(h_.x_edges.front());
    e.add_x(h_.x_edges.back());
    e.add_y(h_.y_edges.front());
    e.add_y(h_.y_edges.back());
    return e;
}

// Wide enough to cover a seam at 100 dpi, and at most a quarter of the
// smallest cell, so that a fine mesh does not smear.
constexpr double seam_width = 0.5;

void Histogram2d::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Norm n = resolved_norm();
    const detail::ColorSlots slots(map_);
    const std::size_t bad = slots.slot(std::numeric_limits<double>::quiet_NaN());
    const bool draw_bad = map_.bad().a > 0;
    const std::size_t nx = h_.x_bins(), ny = h_.y_bins();
    std::vector<double> px(nx + 1), py(ny + 1);
    for (std::size_t i = 0; i <= nx; ++i) px[i] = f.page_x(h_.x_edges[i]);
    for (std::size_t j = 0; j <= ny; ++j) py[j] = f.page_y(h_.y_edges[j]);
    double smallest = seam_width * 4;
    for (std::size_t i = 0; i < nx; ++i) smallest = std::min(smallest, std::abs(px[i + 1] - px[i]));
    for (std::size_t j = 0; j < ny; ++j) smallest = std::min(smallest, std::abs(py[j + 1] - py[j]));
    const double seam = smallest / 4;
    detail::SlotPaths paths(slots.size());
    for (std::size_t i = 0; i < nx; ++i) {
        if (std::max(px[i], px[i + 1]) < f.plot.left() || std::min(px[i], px[i + 1]) > f.plot.right()) continue;
        for (std::size_t j = 0; j < ny; ++j) {
            if (std::max(py[j], py[j + 1]) < f.plot.top() || std::min(py[j], py[j + 1]) > f.plot.bottom()) continue;
            const std::size_t slot = slots.slot(n(shown_[i * ny + j]));
            if (slot == bad && !draw_bad) continue;  // blank, as matplotlib's masked cells
            // Cut to the plot (limits set inside the edges): what the clip shows, no point outside it.
            auto cx = [&](double x) { return std::clamp(x, f.plot.left(), f.plot.right()); };
            auto cy = [&](double y) { return std::clamp(y, f.plot.top(), f.plot.bottom()); };
            const double x0 = cx(px[i]), x1 = cx(px[i + 1]), y0 = cy(py[j]), y1 = cy(py[j + 1]);
            const Point cell[4] = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
            paths.add(slot, cell, 4);
        }
    }
    paths.take_each([&](std::size_t slot, ScenePath&& p) {
        p.fill = slots.color(slot);
        // A hairline in the cell's own colour covers the seams antialiasing
        // leaves between cells of different colours (matplotlib's pcolormesh
        // draws without antialiasing instead).
        if (seam > 0) p.stroke = StrokeStyle{*p.fill, seam};
        p.join = LineJoin::miter;
        SceneItem it = item(f, Footprint::area, "cells");
        it.clip = f.plot;
        it.payload = std::move(p);
        out.push_back(std::move(it));
    });
}

std::vector<LegendEntry> Histogram2d::legend_entries() const {
    if (label_.empty()) return {};
    return {colormap_entry(label_, map_)};
}

}  // namespace sqfig
