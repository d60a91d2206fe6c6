// Rectangles, labelled boxes that size themselves to their text, and arrows
// (between points or attached to box edges): the pieces of schematics.
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// A rectangle in data coordinates: lower-left corner (x, y), width, height.
class SQFIG_API Rectangle : public CommonSetters<Rectangle> {
public:
    /// `data_rect` filled with `fill`; throws sqfig::Error for an invalid colour.
    Rectangle(Rect data_rect, Color fill);
    /// Fill colour.
    Rectangle& fill(Color c);
    /// An outline: colour and width in points (none by default).
    Rectangle& edge(Color c, double width = 0.8);

    /// Throws sqfig::Error for a corner or size that is not finite.
    void validate(const Scale&, const Scale&) const override;
    DataExtent extent(const Scale&, const Scale&) const override;
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A patch of the fill colour, when labelled.
    std::vector<LegendEntry> legend_entries() const override;
    std::string kind() const override { return "rectangle"; }

private:
    Rect r_;
    Color fill_;
    detail::maybe<StrokeStyle> edge_;
};

/// A box with centred text. It is at least the given data rectangle and grows
/// (about its centre) until the text fits inside with padding.
class SQFIG_API Box : public CommonSetters<Box> {
public:
    /// A box over `data_rect` holding `text` (may hold $math$; throws sqfig::Error
    /// for malformed math). Its first line, cut at 40 characters, names it in error messages.
    Box(Rect data_rect, std::string text);
    /// Fill colour (default white).
    Box& fill(Color c);
    /// Outline colour and width in points (default dark grey, 0.8 pt).
    Box& edge(Color c, double width = 0.8);
    /// Font size in points (default: the style's annotation size).
    Box& text_size(double pt);
    /// Padding between text and box edge, points.
    Box& padding(double horizontal, double vertical);

    /// Throws sqfig::Error for a corner or size that is not finite.
    void validate(const Scale&, const Scale&) const override;
    DataExtent extent(const Scale&, const Scale&) const override;

    /// The box on the page once its text is measured.
    Rect page_rect(const AxesFrame& f) const;

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    std::string kind() const override { return "box"; }

private:
    const MeasuredText& measure(const AxesFrame& f) const;

    Rect r_;
    std::string text_, markup_;
    Color fill_{1, 1, 1};
    detail::maybe<StrokeStyle> edge_ = StrokeStyle{Color{0.267, 0.267, 0.267}, 0.8};
    double size_ = 0, pad_x_ = 5, pad_y_ = 4;
};

namespace detail {
/// A straight arrow from `from` to `tip` (page points): a stroked shaft that
/// stops at the head's base and a filled triangular head. Both items copy
/// `base` (its owner, group, footprint). Nothing for a zero-length arrow.
void emit_arrow(std::vector<SceneItem>& out, SceneItem base_item, Point from, Point tip, Color color,
                       double width, double head_length, double head_width);
}  // namespace detail

/// An arrow from one point to another (data coordinates), or from the edge of
/// one box to the facing edge of another.
class SQFIG_API Arrow : public CommonSetters<Arrow> {
public:
    /// An arrow from `from` to `to`, data coordinates.
    Arrow(Point from, Point to) : from_(from), to_(to) {}
    /// An arrow from the edge of `from` to the facing edge of `to` (both must outlive it).
    Arrow(const Box& from, const Box& to) : from_box_(&from), to_box_(&to) {}
    /// Colour of shaft and head (default dark grey).
    Arrow& color(Color c);
    /// Width of the shaft, points (default 1).
    Arrow& width(double w);
    /// Length and full width of the arrow head, points.
    Arrow& head(double length, double width);

    /// Throws sqfig::Error for an end point that is not finite or that the
    /// axes' scales cannot show (a log axis and a value <= 0).
    void validate(const Scale& xs, const Scale& ys) const override;

    /// Both end points (none for an arrow between boxes: the boxes hold them),
    /// as matplotlib's arrow patch widens the data limits.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    std::string kind() const override { return "arrow"; }

private:
    Point from_, to_;
    const Box* from_box_ = nullptr;
    const Box* to_box_ = nullptr;
    Color color_{0.267, 0.267, 0.267};
    double width_ = 1.0, head_length_ = 6, head_width_ = 5;
};

}  // namespace sqfig
