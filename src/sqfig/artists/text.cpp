// The implementation of sqfig/artists/text.hpp.
#include "sqfig/artists/text.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

#include <cmath>

namespace sqfig {

Text::Text(Point at, std::string text, Coords coords)
    : at_(at), text_(std::move(text)), coords_(coords) {
    markup_ = math_to_markup(text_);  // errors surface at the call, naming the text
    label_ = text_.size() > 40 ? text_.substr(0, 37) + "..." : text_;
    if (coords_ == Coords::offset_points)
        throw Error(name() + ": Coords::offset_points has no anchor here; anchor the text in data, axes or figure "
                    "coordinates and give the offset with .offset(dx, dy)");
}

Text& Text::align(HAlign h, VAlign v) { ha_ = h; va_ = v; return *this; }

Text& Text::align_center_bottom() { return align(HAlign::center, VAlign::bottom); }

Text& Text::align_center() { return align(HAlign::center, VAlign::center); }

Text& Text::size(double pt) {
    size_ = detail::checked_size(pt, name() + ": font size");
    return *this;
}

Text& Text::bold(bool on) { weight_ = on ? FontWeight::bold : FontWeight::normal; return *this; }

Text& Text::italic(bool on) { slant_ = on ? FontSlant::italic : FontSlant::normal; return *this; }

Text& Text::rotate(double degrees) {
    angle_ = std::fmod(detail::checked_finite(degrees, name() + ": rotation"), 360.0);
    return *this;
}

Text& Text::color(Color c) { color_ = checked_color(c, name()); return *this; }

Text& Text::wrap(double points) {
    if (!(points >= 0) || !std::isfinite(points)) throw Error(name() + ": wrap width must be 0 (none) or positive");
    wrap_ = points;
    return *this;
}

Text& Text::offset(double dx, double dy) {
    offset_ = {detail::checked_offset(dx, name() + ": offset x"), detail::checked_offset(dy, name() + ": offset y")};
    return *this;
}

void Text::validate(const Scale& xs, const Scale& ys) const {
    if (!std::isfinite(at_.x) || !std::isfinite(at_.y))
        throw Error(name() + ": position is not finite", ErrorKind::data);
    if (coords_ == Coords::data && (!xs.accepts(at_.x) || !ys.accepts(at_.y))) {
        // Name the scale that refuses it: a date axis ends at year 9999, a log one at 0.
        const Scale& refusing = xs.accepts(at_.x) ? ys : xs;
        if (refusing.name().compare(0, 3, "log") == 0)
            throw Error(name() + ": position is not positive, which a log axis cannot show", ErrorKind::data);
        throw Error(name() + ": position is outside what the " + (&refusing == &xs ? "x" : "y") + " scale (" +
                        refusing.name() + ") can show", ErrorKind::data);
    }
}

void Text::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    TextStyle style;
    style.family = f.style->font_family;
    style.size = size_ > 0 ? size_ : f.style->annotation_size;
    style.weight = weight_;
    style.slant = slant_;
    const MeasuredText& m = f.text->measure(markup_, style, ha_, wrap_);
    SceneItem item = this->item(f, Footprint::text);
    item.data_anchored = coords_ == Coords::data;
    item.figure_level = coords_ == Coords::figure;
    item.anchor = f.to_page(at_, coords_);  // the anchor itself: make_room counts the offset as reach
    // Text does not widen the limits (matplotlib's does not either): a position
    // ~1e308 outside them has no place on the page, not even off it.
    if (!std::isfinite(item.anchor.x) || !std::isfinite(item.anchor.y))
        throw Error(name() + ": the position (" + detail::shortest(at_.x) + ", " + detail::shortest(at_.y) +
                        ") is too far outside the axes' limits to be placed on the page: set limits that include it",
                    ErrorKind::data);
    const Point placed{item.anchor.x + offset_.x, item.anchor.y - offset_.y};
    item.payload = place_text(m, placed, ha_, va_, angle_,
                           color_ ? *color_ : f.style->text_color);
    out.push_back(std::move(item));
}

}  // namespace sqfig
