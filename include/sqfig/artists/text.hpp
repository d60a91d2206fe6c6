// Free text at a point in data, axes-fraction or figure-fraction coordinates.
// The string may hold $...$ math (see text/math_text.hpp).
#pragma once

#include "sqfig/artists/artist.hpp"

namespace sqfig {

class Text : public Artist {
public:
    Text(Point at, std::string text, Coords coords);

    Text& align(HAlign h, VAlign v);
    Text& align_center_bottom();
    Text& align_center();
    Text& size(double pt);
    Text& bold(bool on = true);
    Text& italic(bool on = true);
    /// Degrees counter-clockwise; taken modulo 360 (1e308 degrees is an angle too).
    Text& rotate(double degrees);
    Text& color(Color c);
    /// Wraps lines longer than `points` at word boundaries.
    Text& wrap(double points);

    const std::string& text() const { return text_; }
    Coords coords() const { return coords_; }
    Point position() const { return at_; }

    void validate(const Scale& xs, const Scale& ys) const override;

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

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
