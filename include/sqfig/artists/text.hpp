// Free text at a point in data, axes-fraction or figure-fraction coordinates.
// The string may hold $...$ math (see text/math_text.hpp).
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// Free text at a point in data, axes-fraction or figure-fraction coordinates
/// (may hold $math$). Made by Axes::text().
class SQFIG_API Text : public CommonSetters<Text> {
public:
    /// `text` anchored at `at` in `coords`; throws sqfig::Error for malformed math
    /// or Coords::offset_points (use offset() for that).
    Text(Point at, std::string text, Coords coords);

    /// How the text sits on its point (default HAlign::left, VAlign::baseline).
    Text& align(HAlign h, VAlign v);
    /// Centred above its point: align(HAlign::center, VAlign::bottom).
    Text& align_center_bottom();
    /// Centred on its point: align(HAlign::center, VAlign::center).
    Text& align_center();
    /// Font size in points (default: the style's annotation size).
    Text& size(double pt);
    /// Bold weight (false: normal).
    Text& bold(bool on = true);
    /// Italic slant (false: upright).
    Text& italic(bool on = true);
    /// Degrees counter-clockwise; taken modulo 360 (1e308 degrees is an angle too).
    Text& rotate(double degrees);
    /// Text colour (default: the style's text colour).
    Text& color(Color c);
    /// Wraps lines longer than `points` at word boundaries.
    Text& wrap(double points);
    /// Moves the text `dx` points right and `dy` points up from its anchor
    /// (matplotlib's textcoords="offset points"), on any scale: a label beside
    /// a data point stays that far from it. Throws sqfig::Error for a value that
    /// is not finite or beyond 10000 points.
    Text& offset(double dx, double dy);
    /// The offset in points (x right, y up); (0, 0) unless offset() set one.
    Point offset() const { return offset_; }

    /// The text as given (math still in its $...$ source).
    const std::string& text() const { return text_; }
    /// The coordinate system of position().
    Coords coords() const { return coords_; }
    /// Where the text is anchored, in coords().
    Point position() const { return at_; }

    /// Throws sqfig::Error for a non-finite position, or a data position a log
    /// axis cannot show.
    void validate(const Scale& xs, const Scale& ys) const override;

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    std::string kind() const override { return "text"; }

private:
    Point at_, offset_{0, 0};
    std::string text_, markup_;
    Coords coords_;
    HAlign ha_ = HAlign::left;
    VAlign va_ = VAlign::baseline;
    double size_ = 0, angle_ = 0, wrap_ = 0;
    FontWeight weight_ = FontWeight::normal;
    FontSlant slant_ = FontSlant::normal;
    detail::maybe<Color> color_;
};

}  // namespace sqfig
