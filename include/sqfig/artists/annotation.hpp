// An annotation (matplotlib's annotate): text at one place with an arrow to a
// data point. The arrow starts at the edge of the text's box, not at its
// anchor, so it never crosses the text, and stops short of the point.
#pragma once


#include "sqfig/artists/artist.hpp"

namespace sqfig {

class Annotation : public Artist {
public:
    /// `text` (may hold $math$) at `text_at` in `text_coords`, with an arrow to
    /// `xy` in data coordinates. Throws sqfig::Error for a non-finite position.
    Annotation(std::string text, Point xy, Point text_at, Coords text_coords);

    /// How the text hangs off its position (default: centred on it).
    Annotation& align(HAlign h, VAlign v);
    Annotation& size(double pt);
    Annotation& color(Color c);
    Annotation& arrow_color(Color c);
    Annotation& arrow_width(double w);
    /// Length and full width of the arrow head, points.
    Annotation& head(double length, double width);
    /// Gap between the arrow and the text box, and between its tip and the point (points).
    Annotation& shrink(double from_text, double from_point);

    const std::string& text() const { return text_; }
    Point point() const { return xy_; }

    void validate(const Scale& xs, const Scale& ys) const override;

    /// The point, and the text position when it is in data coordinates.
    DataExtent extent(const Scale&, const Scale&) const override;

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    std::string kind() const override { return "annotation"; }

    /// Where the ray from the centre of `box` towards `p` leaves the box.
    static Point edge_towards(const Rect& box, Point p);

private:
    std::string text_, markup_;
    Point xy_, at_;
    Coords coords_;
    HAlign ha_ = HAlign::center;
    VAlign va_ = VAlign::center;
    double size_ = 0;
    std::optional<Color> text_color_;
    Color arrow_color_{0.15, 0.15, 0.15};
    double arrow_width_ = 1.0, head_length_ = 6, head_width_ = 5, shrink_text_ = 2, shrink_point_ = 2;
};

}  // namespace sqfig
