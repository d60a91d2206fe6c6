// The implementation of sqfig/artists/radar.hpp.
#include "sqfig/artists/radar.hpp"

#include <algorithm>
#include <cmath>

#include "sqfig/artists/polar_line.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

RadarSeries::RadarSeries(std::vector<double> values, Color color)
    : values_(std::move(values)), color_(checked_color(color, "radar series")) {
    if (values_.empty()) throw Error("radar series: no values (one per category)", ErrorKind::data);
    for (std::size_t i = 0; i < values_.size(); ++i)
        if (!std::isfinite(values_[i]))
            throw Error("radar series: value " + std::to_string(i) + " is " + detail::shortest(values_[i]) +
                            " (a radar value must be finite)",
                        ErrorKind::data);
}

RadarSeries& RadarSeries::color(Color c) {
    color_ = checked_color(c, name());
    release_cycle_color();
    return *this;
}

RadarSeries& RadarSeries::width(double w) {
    width_ = detail::checked_width(w, name() + ": line width");
    return *this;
}

RadarSeries& RadarSeries::alpha(double a) {
    alpha_ = checked_alpha(a, name());
    return *this;
}

RadarSeries& RadarSeries::marker(MarkerShape m) {
    marker_ = m;
    return *this;
}

DataExtent RadarSeries::extent(const Scale&, const Scale&) const {
    DataExtent e;
    for (double v : values_) e.add_y(v);
    return e;
}

void RadarSeries::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const double n = static_cast<double>(values_.size());
    const double hi = std::max(f.y0, f.y1);
    std::vector<Point> pts;
    for (std::size_t k = 0; k < values_.size(); ++k)  // a value past the circle stops at it
        pts.push_back(polar_to_page(f, 6.28318530717958647692 * static_cast<double>(k) / n, std::min(values_[k], hi)));
    if (alpha_ > 0 && pts.size() > 2) {
        SceneItem area = item(f, Footprint::area, "fill");
        ScenePath p;
        p.points = pts;
        p.closed = true;
        p.fill = color_.with_alpha(color_.a * alpha_);
        area.payload = std::move(p);
        out.push_back(std::move(area));
    }
    SceneItem outline = item(f, Footprint::segments, "outline");
    if (width_ > 0) {
        ScenePath p;
        p.points = pts;
        p.closed = pts.size() > 2;
        p.stroke = StrokeStyle{color_, width_};
        outline.payload = std::move(p);
    }
    if (marker_ != MarkerShape::none) {
        SceneMarkerSet set;
        set.style.shape = marker_;
        set.style.face = color_;
        set.style.edge = color_;
        set.centers = pts;
        outline.marker_set = std::move(set);
    }
    if (outline.payload.path() || outline.marker_set) out.push_back(std::move(outline));
}

std::vector<LegendEntry> RadarSeries::legend_entries() const {
    if (label_.empty()) return {};
    const Color fill = color_.with_alpha(color_.a * alpha_), edge = color_;
    const double w = std::min(width_, 2.0);
    return {{label_, [fill, edge, w](std::vector<SceneItem>& out, const Rect& box, double em) {
                 const double h = 0.7 * em, cy = box.center().y;
                 SceneItem patch;
                 patch.kind = "radar handle";
                 patch.payload = box_path({box.left(), cy - h / 2}, {box.right(), cy + h / 2}, fill,
                                          w > 0 ? std::optional<StrokeStyle>(StrokeStyle{edge, w}) : std::nullopt);
                 out.push_back(std::move(patch));
             }}};
}

}  // namespace sqfig
