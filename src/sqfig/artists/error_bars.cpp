// The implementation of sqfig/artists/error_bars.hpp.
#include "sqfig/artists/error_bars.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/core/values.hpp"
#include "sqfig/scene.hpp"

#include <algorithm>
#include <cmath>

namespace sqfig {
namespace detail {

double ErrorSpec::low(std::size_t i) const { return lower.size() == 1 ? lower[0] : lower[i]; }

double ErrorSpec::high(std::size_t i) const { return upper.size() == 1 ? upper[0] : upper[i]; }

ErrorSpec ErrorSpec::make(std::vector<double> lo, std::vector<double> hi, std::size_t n, const std::string& who) {
    for (const auto* v : {&lo, &hi}) {
        if (v->size() != 1 && v->size() != n)
            throw Error(who + ": " + std::to_string(v->size()) + " error values for " + std::to_string(n) +
                        " points (give one per point, or one for all)", ErrorKind::data);
        for (std::size_t i = 0; i < v->size(); ++i)
            if (!std::isnan((*v)[i]) && !((*v)[i] >= 0 && std::isfinite((*v)[i])))
                throw Error(who + ", value " + std::to_string(i) + ": an error must be a finite number >= 0 (or NaN "
                            "for none), not " + std::to_string((*v)[i]), ErrorKind::data);
    }
    return {std::move(lo), std::move(hi)};
}

std::optional<double> error_end(double v, const AxesFrame& f, bool vertical) {
    const Scale& s = vertical ? f.y_scale : f.x_scale;
    if (!std::isfinite(v)) return std::nullopt;
    if (!s.accepts(v)) return std::nullopt;
    return vertical ? f.page_y(v) : f.page_x(v);
}

void emit_error_bar(std::vector<SceneItem>& out, const SceneItem& base, const AxesFrame& f, double x, double y,
                           double low, double high, bool vertical, const ErrorLook& look) {
    const Point at = f.to_page(x, y);
    const double v = vertical ? y : x;
    if (std::isnan(low) && std::isnan(high)) return;
    const std::optional<double> a = std::isnan(low) ? std::optional<double>(vertical ? at.y : at.x) : error_end(v - low, f, vertical);
    const std::optional<double> b = std::isnan(high) ? std::optional<double>(vertical ? at.y : at.x) : error_end(v + high, f, vertical);
    // An end off a log axis's range: to the plot's edge on that side (just
    // beyond it, clipped), which is the far side when the axis is inverted.
    auto edge = [&](bool low_end) {
        const bool first = vertical ? (f.y0 < f.y1) == low_end : (f.x0 < f.x1) == low_end;  // limit 0's side?
        if (vertical) return first ? f.plot.bottom() + 1 : f.plot.top() - 1;
        return first ? f.plot.left() - 1 : f.plot.right() + 1;
    };
    const double pa = a ? *a : edge(true), pb = b ? *b : edge(false);
    auto segment = [&](Point p, Point q) {
        // What the clip hides is not written (error bars zoomed on a few):
        // a segment whose stroke cannot reach the clip (a width, square caps
        // reach half of one) is dropped.
        const double reach = look.width + 1;
        if (base.clip && (std::max(p.x, q.x) < base.clip->left() - reach || std::min(p.x, q.x) > base.clip->right() + reach ||
                          std::max(p.y, q.y) < base.clip->top() - reach || std::min(p.y, q.y) > base.clip->bottom() + reach))
            return;
        SceneItem it = base;
        ScenePath path;
        path.points = {p, q};
        path.stroke = StrokeStyle{look.color, look.width};
        it.payload = std::move(path);
        out.push_back(std::move(it));
    };
    if (vertical) segment({at.x, pa}, {at.x, pb});
    else segment({pa, at.y}, {pb, at.y});
    if (!(look.cap > 0)) return;
    const double h = look.cap / 2;
    auto cap = [&](double p) {
        if (vertical) segment({at.x - h, p}, {at.x + h, p});
        else segment({p, at.y - h}, {p, at.y + h});
    };
    if (a && !std::isnan(low)) cap(pa);
    if (b && !std::isnan(high)) cap(pb);
}

LegendEntry error_bar_entry(std::string label, ErrorLook look, MarkerShape marker, double marker_size) {
    return {std::move(label), [=](std::vector<SceneItem>& out, const Rect& box, double em) {
                const Point m = box.center();
                const double h = 0.45 * em, c = std::min(look.cap > 0 ? look.cap : 0.0, box.width) / 2;
                auto seg = [&](Point p, Point q) {
                    SceneItem it;
                    it.kind = "error bars handle";
                    ScenePath path;
                    path.points = {p, q};
                    path.stroke = StrokeStyle{look.color, look.width};
                    it.payload = std::move(path);
                    out.push_back(std::move(it));
                };
                seg({m.x, m.y - h}, {m.x, m.y + h});
                if (c > 0) {
                    seg({m.x - c, m.y - h}, {m.x + c, m.y - h});
                    seg({m.x - c, m.y + h}, {m.x + c, m.y + h});
                }
                if (marker != MarkerShape::none) {
                    SceneItem it;
                    it.kind = "error bars handle";
                    SceneMarker mk;
                    mk.center = m;
                    mk.shape = marker;
                    mk.size = std::min(marker_size, 0.9 * em);
                    mk.face = look.color;
                    mk.edge = look.color;
                    it.markers.push_back(mk);
                    out.push_back(std::move(it));
                }
            }};
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

ErrorBars::ErrorBars(std::vector<double> x, std::vector<double> y, Color color)
    : x_(std::move(x)), y_(std::move(y)) {
    look_.color = checked_color(color, "error bars");
    detail::require_same_length(x_.size(), y_.size(), "error bars", "x and y");
}

ErrorBars& ErrorBars::y_error(Values symmetric) {
    std::vector<double> v = std::move(symmetric).take();
    y_err_ = detail::ErrorSpec::make(v, v, x_.size(), name() + ": y error");
    return *this;
}

ErrorBars& ErrorBars::y_error(Values lower, Values upper) {
    y_err_ = detail::ErrorSpec::make(std::move(lower).take(), std::move(upper).take(), x_.size(), name() + ": y error");
    return *this;
}

ErrorBars& ErrorBars::x_error(Values symmetric) {
    std::vector<double> v = std::move(symmetric).take();
    x_err_ = detail::ErrorSpec::make(v, v, x_.size(), name() + ": x error");
    return *this;
}

ErrorBars& ErrorBars::x_error(Values lower, Values upper) {
    x_err_ = detail::ErrorSpec::make(std::move(lower).take(), std::move(upper).take(), x_.size(), name() + ": x error");
    return *this;
}

ErrorBars& ErrorBars::cap_size(double pt) {
    look_.cap = detail::checked_width(pt, name() + ": cap size");
    return *this;
}

ErrorBars& ErrorBars::width(double w) { look_.width = detail::checked_width(w, name() + ": line width"); return *this; }

ErrorBars& ErrorBars::color(Color c) {
    look_.color = checked_color(c, name());
    release_cycle_color();
    return *this;
}

ErrorBars& ErrorBars::marker_size(double s) { marker_size_ = detail::checked_size(s, name() + ": marker size"); return *this; }


void ErrorBars::validate(const Scale& xs, const Scale& ys) const {
    for (std::size_t i = 0; i < x_.size(); ++i) {
        if (std::isnan(x_[i]) || std::isnan(y_[i])) continue;  // no bar there
        if (!xs.accepts(x_[i]) || !ys.accepts(y_[i]))
            throw Error(name() + ", point " + std::to_string(i) + ": (" + std::to_string(x_[i]) + ", " +
                        std::to_string(y_[i]) + ") cannot be shown on these axes", ErrorKind::data);
    }
}

DataExtent ErrorBars::extent(const Scale& xs, const Scale& ys) const {
    DataExtent e;
    for (std::size_t i = 0; i < x_.size(); ++i) {
        if (!xs.accepts(x_[i]) || !ys.accepts(y_[i])) continue;
        e.add_x(x_[i]);
        e.add_y(y_[i]);
        if (!y_err_.empty()) add_ends(e, ys, y_[i], y_err_.low(i), y_err_.high(i), true);
        if (!x_err_.empty()) add_ends(e, xs, x_[i], x_err_.low(i), x_err_.high(i), false);
    }
    return e;
}

void ErrorBars::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    SceneItem base = item(f, Footprint::segments);
    base.clip = f.plot;
    std::vector<SceneMarker> markers;
    const Rect marker_clip = f.plot.inflated(marker_size_ / 2 + 1);
    std::size_t hidden = 0;
    // Markers drawn as an image in vector files are all kept: the image spans their ink inside the clip.
    const bool as_image = rasterization().value_or(x_.size() > raster_markers_above);
    for (std::size_t i = 0; i < x_.size(); ++i) {
        if (!f.x_scale.accepts(x_[i]) || !f.y_scale.accepts(y_[i])) continue;
        if (!y_err_.empty()) detail::emit_error_bar(out, base, f, x_[i], y_[i], y_err_.low(i), y_err_.high(i), true, look_);
        if (!x_err_.empty()) detail::emit_error_bar(out, base, f, x_[i], y_[i], x_err_.low(i), x_err_.high(i), false, look_);
        if (marker_ != MarkerShape::none) {
            SceneMarker m;
            m.center = f.to_page(x_[i], y_[i]);
            m.shape = marker_;
            m.size = marker_size_;
            m.face = look_.color;
            m.edge = look_.color;
            // Not written where its ink cannot reach the clip (the renderer's ink bounds' reach).
            if (as_image || marker_clip.inflated(m.size + 5 * m.edge_width + 1).contains(m.center)) markers.push_back(m);
            else ++hidden;
        }
    }
    if (!markers.empty()) {  // drawn over the bars, clipped like a line's markers
        SceneItem dots = base;
        dots.clip = marker_clip;
        dots.markers = std::move(markers);
        dots.hidden_markers = hidden;
        out.push_back(std::move(dots));
    }
}

std::vector<LegendEntry> ErrorBars::legend_entries() const {
    if (label_.empty() || x_.empty()) return {};  // nothing drawn: nothing to name
    return {detail::error_bar_entry(label_, look_, marker_, marker_size_)};
}

void ErrorBars::add_ends(DataExtent& e, const Scale& s, double v, double low, double high, bool vertical) {
    for (double end : {v - (std::isnan(low) ? 0 : low), v + (std::isnan(high) ? 0 : high)})
        if (s.accepts(end)) {
            if (vertical) e.add_y(end);
            else e.add_x(end);
        }
}

}  // namespace sqfig
