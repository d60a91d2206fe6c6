// Free text at a point in data, axes-fraction or figure-fraction coordinates.
// The string may hold $...$ math (see text/math_text.hpp).
#pragma once

#include "sqfig/artists/artist.hpp"
#include "sqfig/text/math_text.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

class Text : public Artist {
public:
    Text(Point at, std::string text, Coords coords) : at_(at), text_(std::move(text)), coords_(coords) {
        markup_ = math_to_markup(text_);  // errors surface at the call, naming the text
        label_ = text_.size() > 40 ? text_.substr(0, 37) + "..." : text_;
    }

    Text& align(HAlign h, VAlign v) { ha_ = h; va_ = v; return *this; }
    Text& align_center_bottom() { return align(HAlign::center, VAlign::bottom); }
    Text& align_center() { return align(HAlign::center, VAlign::center); }
    Text& size(double pt) {
        size_ = detail::checked_size(pt, name() + ": font size");
        return *this;
    }
    Text& bold(bool on = true) { weight_ = on ? FontWeight::bold : FontWeight::normal; return *this; }
    Text& italic(bool on = true) { slant_ = on ? FontSlant::italic : FontSlant::normal; return *this; }
    /// Degrees counter-clockwise; taken modulo 360 (1e308 degrees is an angle too).
    Text& rotate(double degrees) {
        angle_ = std::fmod(detail::checked_finite(degrees, name() + ": rotation"), 360.0);
        return *this;
    }
    Text& color(Color c) { color_ = detail::checked_color(c, name()); return *this; }
    /// Wraps lines longer than `points` at word boundaries.
    Text& wrap(double points) {
        if (!(points >= 0) || !std::isfinite(points)) throw Error(name() + ": wrap width must be 0 (none) or positive");
        wrap_ = points;
        return *this;
    }

    const std::string& text() const { return text_; }
    Coords coords() const { return coords_; }
    Point position() const { return at_; }

    void validate(const Scale& xs, const Scale& ys) const override {
        if (!std::isfinite(at_.x) || !std::isfinite(at_.y))
            throw Error(name() + ": position is not finite");
        if (coords_ == Coords::data && (!xs.accepts(at_.x) || !ys.accepts(at_.y)))
            throw Error(name() + ": position is not positive, which a log axis cannot show");
    }

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override {
        TextStyle style;
        style.family = f.style->font_family;
        style.size = size_ > 0 ? size_ : f.style->annotation_size;
        style.weight = weight_;
        style.slant = slant_;
        const MeasuredText& m = f.text->measure(markup_, style, ha_, wrap_);
        SceneItem item = this->item(f, Footprint::text);
        item.data_anchored = coords_ == Coords::data;
        item.figure_level = coords_ == Coords::figure;
        item.anchor = f.to_page(at_, coords_);
        item.text = place_text(m, item.anchor, ha_, va_, angle_,
                               color_ ? *color_ : f.style->text_color);
        out.push_back(std::move(item));
    }

    std::string kind() const override { return "text"; }

private:
    Point at_;
    std::string text_, markup_;
    Coords coords_;
    HAlign ha_ = HAlign::left;
    VAlign va_ = VAlign::baseline;
    double size_ = 0, angle_ = 0, wrap_ = 0;
    FontWeight weight_ = FontWeight::normal;
    FontSlant slant_ = FontSlant::normal;
    std::optional<Color> color_;
};

}  // namespace sqfig
