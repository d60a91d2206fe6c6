// The implementation of sqfig/artists/stackplot.hpp.
#include "sqfig/artists/stackplot.hpp"

#include <cmath>
#include <string>
#include <vector>
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/outside_runs.hpp"
#include "sqfig/artists/path_simplify.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

StackPlot::StackPlot(std::vector<double> x, std::vector<std::vector<double>> ys, std::vector<Color> colors)
    : x_(std::move(x)), ys_(std::move(ys)) {
    if (ys_.empty()) throw Error("stack plot: no layers", ErrorKind::data);
    for (std::size_t i = 0; i < ys_.size(); ++i)
        if (ys_[i].size() != x_.size())
            throw Error("stack plot: layer " + std::to_string(i) + " has " + std::to_string(ys_[i].size()) +
                        " values for " + std::to_string(x_.size()) + " x values", ErrorKind::data);
    this->colors(std::move(colors));
    compute();
}

StackPlot& StackPlot::baseline(StackBaseline b) {
    if (b != StackBaseline::zero && b != StackBaseline::sym && b != StackBaseline::wiggle &&
        b != StackBaseline::weighted_wiggle)
        throw Error(name() + ": unknown baseline");
    baseline_ = b;
    compute();
    return *this;
}

StackPlot& StackPlot::labels(std::vector<std::string> l) {
    if (l.size() > ys_.size())
        throw Error(name() + ": " + std::to_string(l.size()) + " labels for " + std::to_string(ys_.size()) + " layers");
    labels_ = std::move(l);
    label_.clear();
    for (const std::string& s : labels_)
        if (!s.empty()) { label_ = s; break; }  // names the artist in messages
    return *this;
}

StackPlot& StackPlot::colors(std::vector<Color> c) {
    if (c.empty()) throw Error("stack plot: no colours");
    for (Color& k : c) k = checked_color(k, "stack plot");
    colors_ = std::move(c);
    release_cycle_color();
    return *this;
}

StackPlot& StackPlot::alpha(double a) {
    alpha_ = checked_alpha(a, name());
    return *this;
}

// matplotlib's stackplot (lib/matplotlib/stackplot.py), step by step in its order of operations.
void StackPlot::compute() {
    const std::size_t m = ys_.size(), n = x_.size();
    std::vector<std::vector<double>> stack(m, std::vector<double>(n));
    for (std::size_t j = 0; j < n; ++j) {  // np.cumsum(y, axis=0)
        double s = 0;
        for (std::size_t i = 0; i < m; ++i) stack[i][j] = s = (i == 0 ? ys_[0][j] : s + ys_[i][j]);
    }
    std::vector<double> total(n, 0.0);  // np.sum(y, 0): row after row
    for (std::size_t j = 0; j < n; ++j) {
        double s = ys_[0][j];
        for (std::size_t i = 1; i < m; ++i) s += ys_[i][j];
        total[j] = s;
    }
    std::vector<double> first(n, 0.0);
    switch (baseline_) {
        case StackBaseline::zero: break;
        case StackBaseline::sym:
            for (std::size_t j = 0; j < n; ++j) first[j] = -total[j] * 0.5;
            break;
        case StackBaseline::wiggle:
            for (std::size_t j = 0; j < n; ++j) {
                double s = ys_[0][j] * (static_cast<double>(m) - 0.5 - 0.0);
                for (std::size_t i = 1; i < m; ++i) s += ys_[i][j] * (static_cast<double>(m) - 0.5 - static_cast<double>(i));
                first[j] = s / -static_cast<double>(m);
            }
            break;
        case StackBaseline::weighted_wiggle: {
            double running = 0;  // np.cumsum(center.sum(0))
            for (std::size_t j = 0; j < n; ++j) {
                const double inv_total = total[j] > 0 ? 1.0 / total[j] : 0.0;
                double c = 0;
                for (std::size_t i = 0; i < m; ++i) {
                    const double increase = j == 0 ? ys_[i][0] : ys_[i][j] - ys_[i][j - 1];
                    double below = total[j] - stack[i][j];
                    below += 0.5 * ys_[i][j];
                    const double move_up = j == 0 ? 0.5 : below * inv_total;
                    const double term = (move_up - 0.5) * increase;
                    c = i == 0 ? term : c + term;
                }
                running = j == 0 ? c : running + c;
                first[j] = running - 0.5 * total[j];
            }
            break;
        }
    }
    bounds_.assign(1, first);
    for (std::size_t i = 0; i < m; ++i) {
        if (baseline_ != StackBaseline::zero)
            for (std::size_t j = 0; j < n; ++j) stack[i][j] += first[j];
        bounds_.push_back(std::move(stack[i]));
    }
}

void StackPlot::validate(const Scale&, const Scale& ys) const {
    for (double v : x_)
        if (std::isinf(v)) throw Error(name() + ": infinite x value cannot be drawn", ErrorKind::data);
    for (std::size_t i = 0; i < ys_.size(); ++i)
        for (std::size_t j = 0; j < ys_[i].size(); ++j)
            if (std::isinf(ys_[i][j]))
                throw Error(name() + ", layer " + std::to_string(i) + ", point " + std::to_string(j) +
                                ": infinite value cannot be drawn", ErrorKind::data);
    // Boundary k is the top of layer k - 1 and the bottom of layer k (0: the baseline).
    for (std::size_t k = 0; k < bounds_.size(); ++k)
        for (std::size_t j = 0; j < x_.size(); ++j) {
            const double b = bounds_[k][j];
            auto where = [&] {
                return name() + ", layer " + std::to_string(k == 0 ? 0 : k - 1) + ", point " + std::to_string(j) +
                       ": the stack's " + (k == 0 ? "baseline" : "running sum");
            };
            if (std::isinf(b))  // finite values whose running sum overflows
                throw Error(where() + " is beyond the largest double", ErrorKind::data);
            // On a log axis a boundary of 0 (the zero baseline, or layers of 0 on it)
            // is drawn at the axis' bottom as matplotlib clips it; one below 0 cannot be.
            if (b < 0 && !ys.accepts(b))
                throw Error(where() + " " + detail::shortest(b) + " is negative, which a " + ys.name() +
                                " axis cannot show",
                            ErrorKind::data);
        }
    // A NaN leaves a gap in its layer and in every layer above it (their
    // running sums): a layer left with no two neighbouring points would vanish
    // while its legend entry stays.
    for (std::size_t i = 0; i < ys_.size() && x_.size() >= 2; ++i) {
        auto finite = [&](std::size_t j) {
            return std::isfinite(x_[j]) && std::isfinite(bounds_[i][j]) && std::isfinite(bounds_[i + 1][j]);
        };
        bool drawn = false;
        for (std::size_t j = 1; j < x_.size() && !drawn; ++j) drawn = finite(j - 1) && finite(j);
        if (!drawn)
            throw Error(name() + ", layer " + std::to_string(i) +
                            (i < labels_.size() ? " (\"" + labels_[i] + "\")" : std::string()) +
                            ": NaN values in it or in the layers below leave no two neighbouring points to fill "
                            "between, so nothing of it would be drawn",
                        ErrorKind::data);
    }
}

DataExtent StackPlot::extent(const Scale& xs, const Scale& ys) const {
    DataExtent e;
    for (std::size_t j = 0; j < x_.size(); ++j) {
        if (!std::isfinite(x_[j]) || !xs.accepts(x_[j])) continue;
        bool any = false;
        for (const std::vector<double>& b : bounds_)
            if (std::isfinite(b[j]) && ys.accepts(b[j])) { e.add_y(b[j]); any = true; }
        if (any) e.add_x(x_[j]);
    }
    e.y_sticky_zero = true;  // matplotlib: sticky_edges.y = [0] on the first layer
    return e;
}

void StackPlot::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Rect keep = f.plot.inflated(1.0);  // a fill has no stroke to reach back in
    for (std::size_t layer = 0; layer < ys_.size(); ++layer) {
        const std::vector<double>& lo = bounds_[layer];
        const std::vector<double>& hi = bounds_[layer + 1];
        // A boundary of 0 on a log axis: at the axis' bottom (matplotlib's nonpositive="clip").
        auto clipped = [&](double v) { return v == 0 && !f.y_scale.accepts(v); };
        auto drawable = [&](std::size_t j) {
            return std::isfinite(x_[j]) && std::isfinite(lo[j]) && std::isfinite(hi[j]) && f.x_scale.accepts(x_[j]) &&
                   (f.y_scale.accepts(lo[j]) || clipped(lo[j])) && (f.y_scale.accepts(hi[j]) || clipped(hi[j]));
        };
        const double floor = f.y0 <= f.y1 ? f.plot.y + f.plot.height : f.plot.y;
        // matplotlib clips 0 to 1000 decades below: its edge to a neighbour
        // drawn above the axis is vertical at the neighbour's x. So a clipped
        // vertex is the floor under each drawn neighbour and under itself.
        auto add = [&](std::vector<Point>& pts, const std::vector<double>& b, std::size_t k, std::size_t from,
                       std::size_t to, bool forward) {
            if (!clipped(b[k])) {
                pts.push_back(f.to_page(x_[k], b[k]));
                return;
            }
            const std::size_t before = forward ? k - 1 : k + 1, after = forward ? k + 1 : k - 1;
            const bool has_before = forward ? k > from : k + 1 < to, has_after = forward ? k + 1 < to : k > from;
            if (has_before && !clipped(b[before])) pts.push_back({f.page_x(x_[before]), floor});
            pts.push_back({f.page_x(x_[k]), floor});
            if (has_after && !clipped(b[after])) pts.push_back({f.page_x(x_[after]), floor});
        };
        // One boundary from `start` to `end`, left to right: what the clip
        // hides dropped, then simplified as a line is (0.1 pt): a layer's top
        // and the next layer's bottom come out the same, so no seam opens.
        auto outline = [&](const std::vector<double>& b, std::size_t start, std::size_t end) {
            std::vector<Point> raw, out;
            raw.reserve(end - start);
            for (std::size_t k = start; k < end; ++k) add(raw, b, k, start, end, true);
            PolylineSimplifier simplifier(0.1, out);
            auto simplified = [&](Point q) { simplifier.add(q); };
            detail::OutsideRuns<decltype(simplified)> outside(keep, simplified);
            for (const Point& q : raw) outside.add(q);
            outside.finish();
            simplifier.finish();
            return out;
        };
        const Color c = color(layer);
        std::size_t j = 0;
        while (j < x_.size()) {
            while (j < x_.size() && !drawable(j)) ++j;
            const std::size_t start = j;
            while (j < x_.size() && drawable(j)) ++j;
            if (j - start < 2) continue;  // a lone point encloses nothing
            SceneItem it = item(f, Footprint::area, "layer " + std::to_string(layer) + ", points " +
                                                        std::to_string(start) + "-" + std::to_string(j - 1));
            it.clip = f.plot;
            ScenePath p;
            p.points = outline(hi, start, j);
            std::vector<Point> bottom = outline(lo, start, j);  // the layer below's top, drawn as it draws it
            p.points.insert(p.points.end(), bottom.rbegin(), bottom.rend());
            p.closed = true;
            p.fill = c.with_alpha(c.a * alpha_);
            it.payload = std::move(p);
            out.push_back(std::move(it));
        }
    }
}

std::vector<LegendEntry> StackPlot::legend_entries() const {
    std::vector<LegendEntry> out;
    for (std::size_t i = 0; i < labels_.size(); ++i)
        if (!labels_[i].empty()) out.push_back(patch_entry(labels_[i], color(i).with_alpha(color(i).a * alpha_)));
    return out;
}

}  // namespace sqfig
