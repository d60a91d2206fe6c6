// An annotation (matplotlib's annotate): text at one place with an arrow to a
// data point. The arrow starts at the edge of the text's box, not at its
// anchor, so it never crosses the text, and stops short of the point.
#pragma once


#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// Text with an arrow to a data point (matplotlib's annotate); Axes::annotate() makes one.
class SQFIG_API Annotation : public CommonSetters<Annotation> {
public:
    /// `text` (may hold $math$) at `text_at` in `text_coords`, with an arrow to
    /// `xy` in data coordinates (point_coords() changes that). With
    /// Coords::offset_points, `text_at` is the text's offset from the point in
    /// points, x right and y up, on any scale. Throws sqfig::Error for a
    /// non-finite position or an offset beyond 10000 points.
    Annotation(std::string text, Point xy, Point text_at, Coords text_coords);

    /// The coordinates of the point `xy` (default Coords::data; axes or figure
    /// fractions too). Throws sqfig::Error for Coords::offset_points.
    Annotation& point_coords(Coords c);
    /// Whether the arrow is drawn (default true); without it the annotation is
    /// text placed relative to the point, as matplotlib's annotate without arrowprops.
    Annotation& arrow(bool on);

    /// How the text hangs off its position (default: centred on it).
    Annotation& align(HAlign h, VAlign v);
    /// Font size, points (default: the style's annotation_size); throws sqfig::Error outside 0.1 to 10000.
    Annotation& size(double pt);
    /// Colour of the text (default: the style's text colour); throws sqfig::Error for a component outside 0 to 1.
    Annotation& color(Color c);
    /// Colour of the arrow (default dark grey, 0.15); throws sqfig::Error for a component outside 0 to 1.
    Annotation& arrow_color(Color c);
    /// Width of the arrow's line, points (default 1); throws sqfig::Error outside 0.1 to 10000.
    Annotation& arrow_width(double w);
    /// Length and full width of the arrow head, points.
    /// Default 6 and 5; throws sqfig::Error outside 0 to 10000.
    Annotation& head(double length, double width);
    /// Gap between the arrow and the text box, and between its tip and the point (points).
    /// Default 2 and 2; throws sqfig::Error outside 0 to 10000.
    Annotation& shrink(double from_text, double from_point);

    /// The text as given, its $math$ as written.
    const std::string& text() const { return text_; }
    /// The point the arrow points at, in point_coords().
    Point point() const { return xy_; }
    /// The coordinates of point(): Coords::data unless point_coords() set others.
    Coords point_coords() const { return xy_coords_; }
    /// Where the text is, in text_coords().
    Point text_position() const { return at_; }
    /// The coordinates of text_position() (Coords::offset_points: points from the point).
    Coords text_coords() const { return coords_; }

    /// Throws sqfig::Error when the scales cannot show the point or the text position, when they are in data coordinates.
    void validate(const Scale& xs, const Scale& ys) const override;

    /// The point and the text position, those in data coordinates.
    DataExtent extent(const Scale&, const Scale&) const override;

    /// The text, then the arrow from its box's edge to the point (none when the point is under the text).
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    /// Returns "annotation".
    std::string kind() const override { return "annotation"; }

    /// Where the ray from the centre of `box` towards `p` leaves the box.
    static Point edge_towards(const Rect& box, Point p);

private:
    std::string text_, markup_;
    Point xy_, at_;
    Coords coords_, xy_coords_ = Coords::data;
    bool arrow_ = true;
    HAlign ha_ = HAlign::center;
    VAlign va_ = VAlign::center;
    double size_ = 0;
    detail::maybe<Color> text_color_;
    Color arrow_color_{0.15, 0.15, 0.15};
    double arrow_width_ = 1.0, head_length_ = 6, head_width_ = 5, shrink_text_ = 2, shrink_point_ = 2;
};

}  // namespace sqfig
