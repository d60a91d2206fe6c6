// The implementation of sqfig/artists/artist.hpp.
#include "sqfig/artists/artist.hpp"

#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/scale.hpp"
#include "sqfig/scene.hpp"
#include "sqfig/style.hpp"
#include "sqfig/text/measured_text.hpp"

namespace sqfig {

double AxesFrame::page_x(double v) const { return plot.x + (x_scale.forward(v) - x0) / (x1 - x0) * plot.width; }

double AxesFrame::page_y(double v) const { return plot.bottom() - (y_scale.forward(v) - y0) / (y1 - y0) * plot.height; }

Point AxesFrame::to_page(double x, double y) const { return {page_x(x), page_y(y)}; }

Point AxesFrame::to_page(Point p, Coords c) const {
    switch (c) {
        case Coords::data: return to_page(p.x, p.y);
        case Coords::axes: return {plot.x + p.x * plot.width, plot.bottom() - p.y * plot.height};
        case Coords::figure: return {page.x + p.x * page.width, page.bottom() - p.y * page.height};
        case Coords::offset_points: return {plot.x + p.x, plot.bottom() - p.y};
    }
    return {};
}

double AxesFrame::y_space_at(double page_y_value) const {
    return y0 + (plot.bottom() - page_y_value) / plot.height * (y1 - y0);
}

void DataExtent::add_x(double v) { if (std::isfinite(v)) { x_min = std::min(x_min, v); x_max = std::max(x_max, v); } }

void DataExtent::add_y(double v) { if (std::isfinite(v)) { y_min = std::min(y_min, v); y_max = std::max(y_max, v); } }

void DataExtent::merge(const DataExtent& o) {
    if (o.has_x()) { add_x(o.x_min); add_x(o.x_max); }
    if (o.has_y()) { add_y(o.y_min); add_y(o.y_max); }
    y_sticky_zero = y_sticky_zero || o.y_sticky_zero;
    x_sticky_zero = x_sticky_zero || o.x_sticky_zero;
}

LegendEntry patch_entry(std::string label, Color color) {
    return {std::move(label), [color](std::vector<SceneItem>& out, const Rect& box, double em) {
                SceneItem h;
                const double hh = 0.7 * em, cy = box.center().y;
                h.payload = box_path({box.left(), cy - hh / 2}, {box.right(), cy + hh / 2}, color);
                out.push_back(std::move(h));
            }};
}

LegendEntry line_entry(std::string label, Color color, double width, MarkerShape marker,
                              double marker_size, std::vector<double> dashes) {
    return {std::move(label), [=](std::vector<SceneItem>& out, const Rect& box, double em) {
                SceneItem h;
                const double cy = box.center().y;
                ScenePath hp;
                hp.points = {{box.left(), cy}, {box.right(), cy}};
                hp.stroke = StrokeStyle{color, width};
                hp.dashes = dashes;
                h.payload = std::move(hp);
                if (marker != MarkerShape::none) {
                    SceneMarker mk;
                    mk.center = {box.center().x, cy};
                    mk.shape = marker;
                    mk.size = std::min(marker_size, 0.9 * em);
                    mk.face = color;
                    mk.edge = color;
                    h.markers.push_back(mk);
                }
                out.push_back(std::move(h));
            }};
}

std::string Artist::name() const { return kind() + (label_.empty() ? "" : " \"" + label_ + "\""); }

SceneItem Artist::item(const AxesFrame& f, Footprint footprint, std::string what) const {
    SceneItem it;
    it.footprint = footprint;
    it.kind = kind();
    it.group = f.group;
    it.owner = f.owner + " " + name() + (what.empty() ? "" : " " + what);
    return it;
}

void Artist::set_label(std::string l) { label_ = std::move(l); }

void Artist::set_rasterized(bool on, double dpi) {
    if (!(dpi >= 10 && dpi <= 2400))
        throw Error(name() + ": rasterized dpi " + detail::shortest(dpi) + " is not between 10 and 2400");
    rasterized_ = on ? 1 : 0;
    raster_dpi_ = dpi;
}

void Artist::release_cycle_color() {
    if (give_back_ == nullptr) return;
    Axes* lender = std::exchange(cycle_lender_, nullptr);
    std::exchange(give_back_, nullptr)(*lender, cycle_slot_);
}

Artist::~Artist() = default;

std::vector<LegendEntry> Artist::legend_entries() const { return {}; }

std::optional<CategoryTicks> Artist::x_categories() const { return std::nullopt; }

std::optional<CategoryTicks> Artist::y_categories() const { return std::nullopt; }

std::optional<bool> Artist::rasterization() const {
    if (rasterized_ < 0) return std::nullopt;
    return rasterized_ > 0;
}

}  // namespace sqfig

namespace sqfig {
namespace detail {

void require_finite(const Rect& r, const std::string& who) {
    if (!std::isfinite(r.x) || !std::isfinite(r.y) || !std::isfinite(r.width) || !std::isfinite(r.height))
        throw Error(who + ": corner or size is not finite", ErrorKind::data);
}

DataExtent extent_of(const Rect& r) {
    DataExtent e;
    e.add_x(r.x); e.add_x(r.x + r.width);
    e.add_y(r.y); e.add_y(r.y + r.height);
    return e;
}

void require_same_length(std::size_t a, std::size_t b, const std::string& who, const char* what) {
    if (a != b)
        throw Error(who + ": " + what + " have different lengths (" + std::to_string(a) + " x values, " +
                    std::to_string(b) + " y values)", ErrorKind::data);
}

}  // namespace detail
}  // namespace sqfig
