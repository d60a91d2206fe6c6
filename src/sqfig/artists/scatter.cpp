// The implementation of sqfig/artists/scatter.hpp.
#include "sqfig/artists/scatter.hpp"
#include "sqfig/detail/user_code.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/color_mapped.hpp"
#include "sqfig/core/values.hpp"
#include "sqfig/scene.hpp"

#include <cmath>

namespace sqfig {

Scatter::Scatter(std::vector<double> x, std::vector<double> y, Color color)
    : x_(std::move(x)), y_(std::move(y)), color_(checked_color(color, "scatter")) {
    detail::require_same_length(x_.size(), y_.size(), "scatter", "x and y");
}

Scatter& Scatter::color(Color c) { color_ = checked_color(c, name()); colors_.clear(); values_.clear(); return *this; }

Scatter& Scatter::colors(std::vector<Color> c) {
    require_count(c.size(), "colours", ErrorKind::usage);
    for (const Color& k : c) checked_color(k, name());
    colors_ = std::move(c);
    values_.clear();
    return *this;
}

Scatter& Scatter::color_values(Values v) {
    std::vector<double> vals = std::move(v).take();
    require_count(vals.size(), "colour values", ErrorKind::data);
    for (std::size_t i = 0; i < vals.size(); ++i)
        if (std::isinf(vals[i])) throw Error(name() + ", point " + std::to_string(i) + ": infinite colour value", ErrorKind::data);
    values_ = std::move(vals);
    colors_.clear();
    return *this;
}

Scatter& Scatter::colormap(Colormap m) { map_ = std::move(m); return *this; }

Scatter& Scatter::colormap(const std::string& name) { map_ = Colormap::named(name); return *this; }

Scatter& Scatter::size(double pt) { size_ = detail::checked_size(pt, name() + ": marker size"); sizes_.clear(); return *this; }

Scatter& Scatter::sizes(Values s) {
    std::vector<double> v = std::move(s).take();
    require_count(v.size(), "sizes", ErrorKind::data);
    for (std::size_t i = 0; i < v.size(); ++i)
        if (!std::isnan(v[i]) && !(v[i] >= 0 && v[i] <= 1e4))
            throw Error(name() + ", point " + std::to_string(i) + ": size must be between 0 and 10000 points, not " +
                        std::to_string(v[i]), ErrorKind::data);
    sizes_ = std::move(v);
    return *this;
}

Scatter& Scatter::marker(MarkerShape m) {
    if (m == MarkerShape::none) throw Error(name() + ": a scatter needs a marker shape");
    marker_ = m;
    return *this;
}

Scatter& Scatter::alpha(double a) {
    alpha_ = checked_alpha(a, name());
    return *this;
}

Scatter& Scatter::edge(Color c, double width) {
    StrokeStyle s = detail::checked_stroke({c, width}, name() + ": edge");
    edge_ = s;
    return *this;
}


Color Scatter::point_color(std::size_t i, const Norm& n) const {
    if (!values_.empty()) return map_(n(values_[i]));
    if (!colors_.empty()) return colors_[i];
    return color_;
}

void Scatter::validate(const Scale& xs, const Scale& ys) const {
    for (std::size_t i = 0; i < x_.size(); ++i) {
        if (std::isnan(x_[i]) || std::isnan(y_[i])) continue;
        if (!std::isfinite(x_[i]) || !std::isfinite(y_[i]))
            throw Error(name() + ", point " + std::to_string(i) + ": infinite value cannot be drawn", ErrorKind::data);
        if (!xs.accepts(x_[i]) || !ys.accepts(y_[i]))
            throw Error(name() + ", point " + std::to_string(i) + ": (" + std::to_string(x_[i]) + ", " +
                        std::to_string(y_[i]) + ") is outside what the axes' scales can show", ErrorKind::data);
    }
    try {
        if (!values_.empty()) resolved_norm();  // throws for colour values no norm can map
    } catch (const Error& e) {
        detail::rethrow_with_prefix(e, name() + ": ");
    }
}

DataExtent Scatter::extent(const Scale& xs, const Scale& ys) const {
    DataExtent e;
    for (std::size_t i = 0; i < x_.size(); ++i)
        if (xs.accepts(x_[i]) && ys.accepts(y_[i])) { e.add_x(x_[i]); e.add_y(y_[i]); }
    return e;
}

void Scatter::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Norm n = values_.empty() ? Norm::linear(0, 1) : resolved_norm();
    SceneItem it = item(f, Footprint::segments);
    double biggest = size_;
    for (double s : sizes_) if (s == s) biggest = std::max(biggest, s);
    it.clip = f.plot.inflated(biggest / 2 + 1);
    // One style, and a colour and size per point only where they differ
    // (48 bytes a point with colours, where a SceneMarker is 104).
    SceneMarkerSet set;
    set.style.shape = marker_;
    set.style.size = size_;
    const bool one_color = values_.empty() && colors_.empty();
    style_marker(set.style, color_.with_alpha(color_.a * alpha_));
    set.colors_to = hollow_ || is_stroked_marker(marker_) ? MarkerColorRole::edge
                    : edge_                                ? MarkerColorRole::face
                                                           : MarkerColorRole::face_and_edge;
    // Coloured by value: an index per point into the map's table and its
    // under, over and bad colours (2 bytes a point; the colours are the ones
    // point_color gives, alpha applied once per palette entry).
    const std::size_t table = map_.size(), under = table, over = table + 1, bad = table + 2;
    const bool indexed = !values_.empty() && bad < 65536;
    if (indexed) {
        set.palette = map_.colors();
        set.palette.push_back(map_(-1.0));
        set.palette.push_back(map_(2.0));
        set.palette.push_back(map_.bad());
        for (Color& c : set.palette) c = c.with_alpha(c.a * alpha_);
        set.color_indices.reserve(x_.size());
    }
    set.centers.reserve(x_.size());
    if (!one_color && !indexed) set.colors.reserve(x_.size());
    if (!sizes_.empty()) set.sizes.reserve(x_.size());
    // What the clip hides is not written (an inset on 5 % of a scatter): a
    // marker whose ink cannot reach the clip is dropped. Its reach is the one
    // the renderer's ink bounds use (a size, and 5 edge widths for a miter).
    // Not when vector files draw the item as an image: its image spans the
    // ink of all the markers (the hidden ones too) inside the clip.
    const Rect clip = *it.clip;
    const double edge_reach = 5 * set.style.edge_width + 1;
    const bool as_image = rasterization().value_or(x_.size() > raster_markers_above);
    for (std::size_t i = 0; i < x_.size(); ++i) {
        if (!f.x_scale.accepts(x_[i]) || !f.y_scale.accepts(y_[i])) continue;
        const double s = sizes_.empty() ? size_ : sizes_[i];
        if (!(s > 0)) continue;
        const Point c = f.to_page(x_[i], y_[i]);
        const double reach = s + edge_reach;
        if (!as_image && (c.x < clip.left() - reach || c.x > clip.right() + reach || c.y < clip.top() - reach ||
                          c.y > clip.bottom() + reach)) {
            ++it.hidden_markers;
            continue;
        }
        set.centers.push_back(c);
        if (!sizes_.empty()) set.sizes.push_back(s);
        if (indexed) {
            const double t = n(values_[i]);
            const std::size_t k = std::isnan(t) ? bad : t < 0 ? under : t > 1 ? over : map_.index_of(t);
            set.color_indices.push_back(static_cast<std::uint16_t>(k));
        } else if (!one_color) {
            const Color c = point_color(i, n);
            set.colors.push_back(c.with_alpha(c.a * alpha_));
        }
    }
    if (!set.centers.empty()) it.marker_set = std::move(set);
    out.push_back(std::move(it));
}

std::vector<LegendEntry> Scatter::legend_entries() const {
    if (label_.empty() || x_.empty()) return {};  // nothing drawn: nothing to name
    Color c = values_.empty() ? (colors_.empty() ? color_ : colors_.front()) : map_(0.5);
    c = c.with_alpha(c.a * alpha_);
    SceneMarker proto;
    proto.shape = marker_;
    style_marker(proto, c);
    const double s = size_;
    return {{label_, [proto, s](std::vector<SceneItem>& out, const Rect& box, double em) {
                 SceneItem h;
                 SceneMarker m = proto;
                 m.center = box.center();
                 m.size = std::min(s, 0.9 * em);
                 h.markers.push_back(m);
                 out.push_back(std::move(h));
             }}};
}

void Scatter::require_count(std::size_t n, const char* what, ErrorKind kind) const {
    if (n != x_.size())
        throw Error(name() + ": " + std::to_string(n) + " " + what + " for " + std::to_string(x_.size()) + " points", kind);
}

void Scatter::style_marker(SceneMarker& m, Color c) const {
    if (hollow_ || is_stroked_marker(marker_)) {
        m.face = c.with_alpha(0);
        m.edge = c;
        m.edge_width = edge_ ? edge_->width : 1.0;
    } else {
        m.face = c;
        m.edge = edge_ ? edge_->color.with_alpha(edge_->color.a * alpha_) : c;
        m.edge_width = edge_ ? edge_->width : 0.0;
    }
}

}  // namespace sqfig
