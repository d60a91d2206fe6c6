// The implementation of sqfig/artists/annotation.hpp.
#include "sqfig/artists/annotation.hpp"

#include <cmath>
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/shapes.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

Annotation::Annotation(std::string text, Point xy, Point text_at, Coords text_coords)
    : text_(std::move(text)), xy_(xy), at_(text_at), coords_(text_coords) {
    markup_ = math_to_markup(text_);  // errors surface at the call
    label_ = text_.size() > 40 ? text_.substr(0, 37) + "..." : text_;
    detail::checked_position(xy.x, name() + ": point x");
    detail::checked_position(xy.y, name() + ": point y");
    if (coords_ == Coords::offset_points) {
        detail::checked_offset(text_at.x, name() + ": text offset x");
        detail::checked_offset(text_at.y, name() + ": text offset y");
    } else {
        detail::checked_position(text_at.x, name() + ": text x");
        detail::checked_position(text_at.y, name() + ": text y");
    }
}

Annotation& Annotation::point_coords(Coords c) {
    if (c == Coords::offset_points)
        throw Error(name() + ": the point needs a place of its own (data, axes or figure coordinates), "
                    "not an offset; Coords::offset_points is for the text position");
    xy_coords_ = c;
    return *this;
}

Annotation& Annotation::arrow(bool on) { arrow_ = on; return *this; }

Annotation& Annotation::align(HAlign h, VAlign v) { ha_ = h; va_ = v; return *this; }

Annotation& Annotation::size(double pt) { size_ = detail::checked_size(pt, name() + ": font size"); return *this; }

Annotation& Annotation::color(Color c) { text_color_ = checked_color(c, name() + " text"); return *this; }

Annotation& Annotation::arrow_color(Color c) { arrow_color_ = checked_color(c, name() + " arrow"); return *this; }

Annotation& Annotation::arrow_width(double w) { arrow_width_ = detail::checked_size(w, name() + ": arrow width"); return *this; }

Annotation& Annotation::head(double length, double width) {
    const double l = detail::checked_width(length, name() + ": head length");
    const double w = detail::checked_width(width, name() + ": head width");
    head_length_ = l;
    head_width_ = w;
    return *this;
}

Annotation& Annotation::shrink(double from_text, double from_point) {
    const double a = detail::checked_width(from_text, name() + ": gap to the text");
    const double b = detail::checked_width(from_point, name() + ": gap to the point");
    shrink_text_ = a;
    shrink_point_ = b;
    return *this;
}

void Annotation::validate(const Scale& xs, const Scale& ys) const {
    if (xy_coords_ == Coords::data && (!xs.accepts(xy_.x) || !ys.accepts(xy_.y)))
        throw Error(name() + ": the point (" + detail::shortest(xy_.x) + ", " + detail::shortest(xy_.y) +
                    ") cannot be shown on a " + xs.name() + " x / " + ys.name() + " y axis", ErrorKind::data);
    if (coords_ == Coords::data && (!xs.accepts(at_.x) || !ys.accepts(at_.y)))
        throw Error(name() + ": the text position cannot be shown on a " + xs.name() + " x / " + ys.name() +
                    " y axis", ErrorKind::data);
}

DataExtent Annotation::extent(const Scale&, const Scale&) const {
    DataExtent e;
    if (xy_coords_ == Coords::data) {
        e.add_x(xy_.x);
        e.add_y(xy_.y);
    }
    if (coords_ == Coords::data) {
        e.add_x(at_.x);
        e.add_y(at_.y);
    }
    return e;
}

void Annotation::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    TextStyle style;
    style.family = f.style->font_family;
    style.size = size_ > 0 ? size_ : f.style->annotation_size;
    const MeasuredText& m = f.text->measure(markup_, style, ha_);
    SceneItem label = item(f, Footprint::text, "text");
    const Point tip = f.to_page(xy_, xy_coords_);
    const bool offset = coords_ == Coords::offset_points;
    const Coords placed_in = offset ? xy_coords_ : coords_;  // where the text's place comes from
    label.data_anchored = placed_in == Coords::data;
    label.figure_level = placed_in == Coords::figure;
    // Offset text: the anchor is the point itself, so make_room counts the offset as the text's reach.
    label.anchor = offset ? tip : f.to_page(at_, coords_);
    const Point placed = offset ? Point{tip.x + at_.x, tip.y - at_.y} : label.anchor;
    label.payload = place_text(m, placed, ha_, va_, 0, text_color_ ? *text_color_ : f.style->text_color);
    const Rect box = label.payload.text()->quad().bounds().inflated(shrink_text_);
    out.push_back(std::move(label));
    if (!arrow_) return;

    const Point start = edge_towards(box, tip);
    const double dx = tip.x - start.x, dy = tip.y - start.y, len = std::hypot(dx, dy);
    if (box.contains(tip) || !(len > shrink_point_ + 1)) return;  // the point is under the text: no arrow
    const double ux = dx / len, uy = dy / len;
    const Point end{tip.x - ux * shrink_point_, tip.y - uy * shrink_point_};
    detail::emit_arrow(out, item(f, Footprint::segments, "arrow"), start, end, arrow_color_, arrow_width_,
                       head_length_, head_width_);
}

Point Annotation::edge_towards(const Rect& box, Point p) {
    const Point c = box.center();
    const double dx = p.x - c.x, dy = p.y - c.y;
    double t = 1;
    if (dx != 0) t = std::min(t, box.width / 2 / std::abs(dx));
    if (dy != 0) t = std::min(t, box.height / 2 / std::abs(dy));
    return {c.x + t * dx, c.y + t * dy};
}

}  // namespace sqfig
