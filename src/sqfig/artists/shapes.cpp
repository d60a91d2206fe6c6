// The implementation of sqfig/artists/shapes.hpp.
#include "sqfig/artists/shapes.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

#include <cmath>
#include <utility>

namespace sqfig {


Rectangle::Rectangle(Rect data_rect, Color fill) : r_(data_rect), fill_(checked_color(fill, "rectangle")) {}

DataExtent Rectangle::extent(const Scale&, const Scale&) const { return detail::extent_of(r_); }

Rectangle& Rectangle::fill(Color c) { fill_ = checked_color(c, name()); return *this; }

Rectangle& Rectangle::edge(Color c, double width) { edge_ = detail::checked_stroke({c, width}, name() + ": edge"); return *this; }


void Rectangle::validate(const Scale&, const Scale&) const { detail::require_finite(r_, name()); }

void Rectangle::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Point a = f.to_page(r_.x, r_.y), b = f.to_page(r_.x + r_.width, r_.y + r_.height);
    SceneItem patch = item(f, Footprint::area);
    patch.payload = box_path(a, b, fill_, edge_);
    out.push_back(std::move(patch));
}

std::vector<LegendEntry> Rectangle::legend_entries() const {
    if (label_.empty()) return {};
    return {patch_entry(label_, fill_)};
}


DataExtent Box::extent(const Scale&, const Scale&) const { return detail::extent_of(r_); }

Box::Box(Rect data_rect, std::string text)
    : r_(data_rect), text_(std::move(text)) {
    markup_ = math_to_markup(text_);
    label_ = text_.substr(0, std::min<std::size_t>(text_.find('\n'), 40));
}

Box& Box::fill(Color c) { fill_ = checked_color(c, name()); return *this; }

Box& Box::edge(Color c, double width) { edge_ = detail::checked_stroke({c, width}, name() + ": edge"); return *this; }

Box& Box::text_size(double pt) { size_ = detail::checked_size(pt, name() + ": text size"); return *this; }

Box& Box::padding(double horizontal, double vertical) {
    if (!(horizontal >= 0 && horizontal <= 1e4) || !(vertical >= 0 && vertical <= 1e4))
        throw Error(name() + ": padding must be between 0 and 10000 points");
    pad_x_ = horizontal;
    pad_y_ = vertical;
    return *this;
}

void Box::validate(const Scale&, const Scale&) const { detail::require_finite(r_, name()); }

Rect Box::page_rect(const AxesFrame& f) const {
    const MeasuredText& m = measure(f);
    const Point a = f.to_page(r_.x, r_.y), b = f.to_page(r_.x + r_.width, r_.y + r_.height);
    Rect r = Rect::from_edges(std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y));
    const double w = std::max(r.width, m.width + 2 * pad_x_), h = std::max(r.height, m.height + 2 * pad_y_);
    const Point c = r.center();
    return {c.x - w / 2, c.y - h / 2, w, h};
}

void Box::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Rect r = page_rect(f);
    SceneItem box = item(f, Footprint::frame);
    box.payload = box_path({r.left(), r.top()}, {r.right(), r.bottom()}, fill_, edge_);
    out.push_back(box);

    SceneItem label = item(f, Footprint::text, "text");
    label.container = r;
    label.payload = place_text(measure(f), r.center(), HAlign::center, VAlign::center, 0, f.style->text_color);
    out.push_back(std::move(label));
}

const MeasuredText& Box::measure(const AxesFrame& f) const {
    TextStyle style;
    style.family = f.style->font_family;
    style.size = size_ > 0 ? size_ : f.style->annotation_size;
    return f.text->measure(markup_, style, HAlign::center);
}

}  // namespace sqfig

namespace sqfig {
namespace detail {

void emit_arrow(std::vector<SceneItem>& out, SceneItem base_item, Point from, Point tip, Color color,
                       double width, double head_length, double head_width) {
    const double dx = tip.x - from.x, dy = tip.y - from.y, len = std::hypot(dx, dy);
    if (!(len > 0)) return;
    const double ux = dx / len, uy = dy / len;
    const double hl = std::min(head_length, len), hw = head_width / 2;
    const Point base{tip.x - ux * hl, tip.y - uy * hl};
    SceneItem shaft = base_item;
    ScenePath s;
    s.points = {from, base};
    s.stroke = StrokeStyle{color, width};
    shaft.payload = std::move(s);
    out.push_back(std::move(shaft));
    ScenePath h;
    h.points = {tip, {base.x - uy * hw, base.y + ux * hw}, {base.x + uy * hw, base.y - ux * hw}};
    h.closed = true;
    h.fill = color;
    base_item.payload = std::move(h);
    out.push_back(std::move(base_item));
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

Arrow& Arrow::color(Color c) { color_ = checked_color(c, name()); return *this; }

Arrow& Arrow::width(double w) { width_ = detail::checked_size(w, name() + ": width"); return *this; }

Arrow& Arrow::head(double length, double width) {
    detail::checked_width(length, name() + ": head length");
    detail::checked_width(width, name() + ": head width");
    head_length_ = length;
    head_width_ = width;
    return *this;
}

void Arrow::validate(const Scale& xs, const Scale& ys) const {
    if (from_box_) return;
    for (const auto& [p, end] : {std::pair{from_, "start"}, {to_, "tip"}}) {
        if (!std::isfinite(p.x) || !std::isfinite(p.y))
            throw Error(name() + ": the " + end + " (" + detail::shortest(p.x) + ", " + detail::shortest(p.y) +
                            ") is not finite",
                        ErrorKind::data);
        if (!xs.accepts(p.x) || !ys.accepts(p.y))
            throw Error(name() + ": the " + end + " (" + detail::shortest(p.x) + ", " + detail::shortest(p.y) +
                            ") cannot be shown on a " + xs.name() + " x / " + ys.name() + " y axis",
                        ErrorKind::data);
    }
}

DataExtent Arrow::extent(const Scale&, const Scale&) const {
    DataExtent e;
    if (from_box_) return e;
    for (const Point& p : {from_, to_}) {
        e.add_x(p.x);
        e.add_y(p.y);
    }
    return e;
}

void Arrow::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    Point a, b;
    if (from_box_) {
        const Rect ra = from_box_->page_rect(f), rb = to_box_->page_rect(f);
        if (ra.right() <= rb.left()) { a = {ra.right(), ra.center().y}; b = {rb.left(), rb.center().y}; }
        else if (rb.right() <= ra.left()) { a = {ra.left(), ra.center().y}; b = {rb.right(), rb.center().y}; }
        else if (ra.bottom() <= rb.top()) { a = {ra.center().x, ra.bottom()}; b = {rb.center().x, rb.top()}; }
        else { a = {ra.center().x, ra.top()}; b = {rb.center().x, rb.bottom()}; }
    } else {
        a = f.to_page(from_, Coords::data);
        b = f.to_page(to_, Coords::data);
    }
    detail::emit_arrow(out, item(f, Footprint::segments), a, b, color_, width_, head_length_, head_width_);
}

}  // namespace sqfig
