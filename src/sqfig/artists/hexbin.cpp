// The implementation of sqfig/artists/hexbin.hpp: matplotlib 3.6's hexbin
// (lib/matplotlib/axes/_axes.py) step by step, in its floating-point order:
// the grid padded by 1e-9 of its width, each point's two candidate centres
// (np.round, half to even, on lattice 1; np.floor on lattice 2), the nearer
// by (dx^2 + 3 dy^2), out-of-grid candidates dropped, then the offsets
// lattice 1 first.
#include "sqfig/artists/hexbin.hpp"
#include "sqfig/detail/user_code.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>
#include "sqfig/artists/color_slots.hpp"
#include "sqfig/artists/distribution_stats.hpp"
#include "sqfig/artists/histogram.hpp"
#include "sqfig/core/polygon.hpp"
#include "sqfig/scale/number_format.hpp"

namespace sqfig {

namespace {

// matplotlib.transforms.nonsingular(vmin, vmax, expander=0.1) for finite, ordered ends.
void nonsingular(double& lo, double& hi) {
    constexpr double expander = 0.1, tiny = 1e-15;
    const double largest = std::max(std::abs(lo), std::abs(hi));
    if (largest < (1e6 / tiny) * std::numeric_limits<double>::min()) {
        lo = -expander;
        hi = expander;
    } else if (hi - lo <= largest * tiny) {
        if (hi == 0 && lo == 0) {
            lo = -expander;
            hi = expander;
        } else {
            lo -= expander * std::abs(lo);
            hi += expander * std::abs(hi);
        }
    }
}

double reduce(const HexbinOptions& o, const std::vector<double>& v, const std::string& who) {
    if (o.reduce_with) return detail::call_user([&] { return who; }, "its reduce function", [&] { return o.reduce_with(v); });
    switch (o.reduce) {
        case HexbinReduce::mean: return detail::numpy_sum(v.data(), v.size()) / static_cast<double>(v.size());
        case HexbinReduce::sum: return detail::numpy_sum(v.data(), v.size());
        case HexbinReduce::max: return *std::max_element(v.begin(), v.end());
        case HexbinReduce::min: return *std::min_element(v.begin(), v.end());
    }
    return 0;
}

HexbinCells bin_hexagons(const std::vector<double>& xs, const std::vector<double>& ys, const HexbinOptions& o,
                         const std::string& who) {
    const bool with_c = !o.C.empty();
    if (xs.size() != ys.size() || (with_c && o.C.size() != xs.size()))
        throw Error(who + ": " + std::to_string(xs.size()) + " x, " + std::to_string(ys.size()) + " y and " +
                        std::to_string(o.C.size()) + " C values; give one of each per point (or no C)",
                    ErrorKind::data);
    if (o.gridsize_x < 1 || (o.gridsize_y && *o.gridsize_y < 1))
        throw Error(who + ": gridsize must be at least 1 on each axis");
    const std::size_t nx = static_cast<std::size_t>(o.gridsize_x);
    // matplotlib: ny = int(nx / sqrt(3)), 0 for a gridsize of 1.
    const std::size_t ny = o.gridsize_y ? static_cast<std::size_t>(*o.gridsize_y)
                                        : static_cast<std::size_t>(static_cast<double>(nx) / std::sqrt(3.0));
    if (ny < 1) throw Error(who + ": gridsize " + std::to_string(nx) + " gives no row of hexagons; give both sizes");
    const std::size_t nx1 = nx + 1, ny1 = ny + 1;
    if (nx1 > max_histogram_bins / ny1 / 2)
        throw Error(who + ": a " + std::to_string(nx) + " x " + std::to_string(ny) + " grid of hexagons asked for; at most " +
                    std::to_string(max_histogram_bins) + " hexagons");
    if (o.extent)
        for (std::size_t k = 0; k < 4; ++k)
            if (!std::isfinite((*o.extent)[k]) || (k % 2 == 1 && !((*o.extent)[k] > (*o.extent)[k - 1])))
                throw Error(who + ": extent must be xmin < xmax, ymin < ymax, all finite");
    // The points kept (matplotlib's delete_masked_points), in binning space.
    std::vector<double> tx, ty, c;
    tx.reserve(xs.size());
    ty.reserve(xs.size());
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (!std::isfinite(xs[i]) || !std::isfinite(ys[i]) || (with_c && !std::isfinite(o.C[i]))) continue;
        for (const auto& [log, v, axis] : {std::make_tuple(o.x_log, xs[i], "x"), std::make_tuple(o.y_log, ys[i], "y")})
            if (log && v <= 0)
                throw Error(who + ", point " + std::to_string(i) + ": " + axis + " = " + detail::shortest(v) +
                                " cannot be binned on a log axis",
                            ErrorKind::data);
        tx.push_back(o.x_log ? std::log10(xs[i]) : xs[i]);
        ty.push_back(o.y_log ? std::log10(ys[i]) : ys[i]);
        if (with_c) c.push_back(o.C[i]);
    }
    double xmin = 0, xmax = 1, ymin = 0, ymax = 1;
    if (o.extent) {
        xmin = (*o.extent)[0];
        xmax = (*o.extent)[1];
        ymin = (*o.extent)[2];
        ymax = (*o.extent)[3];
    } else {
        if (!tx.empty()) {
            const auto [a, b] = std::minmax_element(tx.begin(), tx.end());
            const auto [p, q] = std::minmax_element(ty.begin(), ty.end());
            xmin = *a; xmax = *b; ymin = *p; ymax = *q;
        }
        nonsingular(xmin, xmax);
        nonsingular(ymin, ymax);
    }
    const double padding = 1.e-9 * (xmax - xmin);
    xmin -= padding;
    xmax += padding;
    const double sx = (xmax - xmin) / static_cast<double>(nx), sy = (ymax - ymin) / static_cast<double>(ny);
    // Cell k of lattice 1 is column k / ny1, row k % ny1; lattice 2 follows it.
    const std::size_t n1 = nx1 * ny1, n = n1 + nx * ny;
    std::vector<double> count(n, 0.0);
    std::vector<std::vector<double>> held(with_c ? n : 0);
    for (std::size_t i = 0; i < tx.size(); ++i) {
        const double ix = (tx[i] - xmin) / sx, iy = (ty[i] - ymin) / sy;
        const double ix1 = std::nearbyint(ix), iy1 = std::nearbyint(iy);  // np.round: half to even
        const double ix2 = std::floor(ix), iy2 = std::floor(iy);
        const double d1 = (ix - ix1) * (ix - ix1) + 3.0 * ((iy - iy1) * (iy - iy1));
        const double d2 = (ix - ix2 - 0.5) * (ix - ix2 - 0.5) + 3.0 * ((iy - iy2 - 0.5) * (iy - iy2 - 0.5));
        std::size_t cell = n;  // none: the nearer centre is off the grid, as matplotlib drops it
        if (d1 < d2) {
            if (ix1 >= 0 && ix1 < static_cast<double>(nx1) && iy1 >= 0 && iy1 < static_cast<double>(ny1))
                cell = static_cast<std::size_t>(ix1) * ny1 + static_cast<std::size_t>(iy1);
        } else if (ix2 >= 0 && ix2 < static_cast<double>(nx) && iy2 >= 0 && iy2 < static_cast<double>(ny)) {
            cell = n1 + static_cast<std::size_t>(ix2) * ny + static_cast<std::size_t>(iy2);
        }
        if (cell == n) continue;
        count[cell] += 1;
        if (with_c) held[cell].push_back(c[i]);
    }
    HexbinCells out;
    out.sx = sx;
    out.sy = sy;
    out.extent = {xmin, xmax, ymin, ymax};
    for (std::size_t k = 0; k < n; ++k) {
        double v = count[k];
        if (!with_c) {
            if (o.mincnt && v < *o.mincnt) continue;  // accum[accum < mincnt] = nan
        } else {
            if (!(v > o.mincnt.value_or(0))) continue;  // len(acc) > mincnt
            v = reduce(o, held[k], who);
            if (std::isnan(v)) continue;
        }
        const bool second = k >= n1;
        const std::size_t m = second ? k - n1 : k, rows = second ? ny : ny1;
        const double col = static_cast<double>(m / rows) + (second ? 0.5 : 0.0);
        const double row = static_cast<double>(m % rows) + (second ? 0.5 : 0.0);
        out.x.push_back(col * sx + xmin);  // offsets *= (sx, sy); offsets += (xmin, ymin)
        out.y.push_back(row * sy + ymin);
        out.values.push_back(v);
    }
    return out;
}

}  // namespace

HexbinCells hexbin_cells(Values x, Values y, const HexbinOptions& options) {
    return bin_hexagons(x.vector(), y.vector(), options, "hexbin");
}

Hexbin::Hexbin(std::vector<double> x, std::vector<double> y, HexbinOptions options)
    : cells_(bin_hexagons(x, y, options, "hexbin")), x_log_(options.x_log), y_log_(options.y_log) {}

Hexbin& Hexbin::colormap(Colormap m) { map_ = std::move(m); return *this; }

Hexbin& Hexbin::colormap(const std::string& name) { map_ = Colormap::named(name); return *this; }

Hexbin& Hexbin::edges(Color color, double width) {
    const StrokeStyle s = detail::checked_stroke({color, width}, name() + ": edges");
    edge_color_ = s.color;
    edge_width_ = s.width;
    return *this;
}

Hexbin& Hexbin::face_edges(double width) {
    const StrokeStyle s = detail::checked_stroke({Color{0, 0, 0}, width}, name() + ": edges");
    edge_color_.reset();
    edge_width_ = s.width;
    return *this;
}

Norm Hexbin::resolved_norm() const { return resolve(norm_, cells_.values); }

Point Hexbin::corner(std::size_t c, int k) const {
    // matplotlib's polygon: [sx, sy / 3] * [[.5, -.5], [.5, .5], [0, 1], [-.5, .5], [-.5, -.5], [0, -1]].
    static constexpr double ux[6] = {.5, .5, 0., -.5, -.5, 0.}, uy[6] = {-.5, .5, 1., .5, -.5, -1.};
    const double x = cells_.x[c] + cells_.sx * ux[k], y = cells_.y[c] + cells_.sy / 3 * uy[k];
    return {x_log_ ? std::pow(10.0, x) : x, y_log_ ? std::pow(10.0, y) : y};
}

void Hexbin::validate(const Scale& xs, const Scale& ys) const {
    for (std::size_t c = 0; c < cells_.x.size(); ++c)
        for (int k = 0; k < 6; ++k) {
            const Point p = corner(c, k);
            if (!xs.accepts(p.x) || !ys.accepts(p.y))
                throw Error(name() + ", hexagon " + std::to_string(c) + ": the corner (" + detail::shortest(p.x) + ", " +
                                detail::shortest(p.y) + ") is not shown by the " + xs.name() + " x and " + ys.name() +
                                " y scales; hexbin(..., x_log / y_log) bins on a log axis",
                            ErrorKind::data);
        }
    try {
        resolved_norm();
    } catch (const Error& e) {
        detail::rethrow_with_prefix(e, name() + ": ");
    }
}

DataExtent Hexbin::extent(const Scale&, const Scale&) const {
    DataExtent e;
    const std::array<double, 4>& g = cells_.extent;
    e.add_x(x_log_ ? std::pow(10.0, g[0]) : g[0]);
    e.add_x(x_log_ ? std::pow(10.0, g[1]) : g[1]);
    e.add_y(y_log_ ? std::pow(10.0, g[2]) : g[2]);
    e.add_y(y_log_ ? std::pow(10.0, g[3]) : g[3]);
    return e;
}

void Hexbin::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Norm n = resolved_norm();
    const detail::ColorSlots slots(map_);
    const std::size_t bad = slots.slot(std::numeric_limits<double>::quiet_NaN());
    const bool draw_bad = map_.bad().a > 0;
    detail::SlotPaths paths(slots.size());
    for (std::size_t c = 0; c < cells_.x.size(); ++c) {
        const std::size_t slot = slots.slot(n(cells_.values[c]));
        if (slot == bad && !draw_bad) continue;  // a log norm's zero: blank, as matplotlib's masked values
        Point hex[6];
        double l = std::numeric_limits<double>::infinity(), r = -l, t = l, b = -l;
        for (int k = 0; k < 6; ++k) {
            const Point p = corner(c, k);
            hex[k] = {f.page_x(p.x), f.page_y(p.y)};
            l = std::min(l, hex[k].x); r = std::max(r, hex[k].x);
            t = std::min(t, hex[k].y); b = std::max(b, hex[k].y);
        }
        if (r < f.plot.left() || l > f.plot.right() || b < f.plot.top() || t > f.plot.bottom()) continue;  // off the plot
        if (l >= f.plot.left() && r <= f.plot.right() && t >= f.plot.top() && b <= f.plot.bottom()) {
            paths.add(slot, hex, 6);
            continue;
        }
        // A hexagon the plot's edge cuts (the grid's outer centres lie on its
        // corners' lines): only its part inside, as matplotlib's clip shows.
        const std::vector<Point> part = clip_polygon(std::vector<Point>(hex, hex + 6), f.plot);
        if (part.size() >= 3) paths.add(slot, part.data(), part.size());
    }
    paths.take_each([&](std::size_t slot, ScenePath&& p) {
        p.fill = slots.color(slot);
        if (edge_width_ > 0) p.stroke = StrokeStyle{edge_color_.value_or(*p.fill), edge_width_};
        p.join = LineJoin::miter;
        SceneItem it = item(f, Footprint::area, "hexagons");
        it.clip = f.plot;
        it.payload = std::move(p);
        out.push_back(std::move(it));
    });
}

std::vector<LegendEntry> Hexbin::legend_entries() const {
    if (label_.empty()) return {};
    return {colormap_entry(label_, map_)};
}

}  // namespace sqfig
