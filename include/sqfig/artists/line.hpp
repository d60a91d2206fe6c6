// A line through (x, y) points with optional markers; NaN in y breaks the line.
// As steps (matplotlib's drawstyle / ax.step) it runs flat between points.
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// Where a step line changes level between two points (matplotlib's `where`):
/// `pre`: at the start of the interval (the level is the right point's),
/// `post`: at its end (the left point's level holds), `mid`: half-way.
enum class StepWhere { none, pre, post, mid };
/// \var StepWhere::none
/// No steps: straight segments between points (the default).
/// \var StepWhere::pre
/// The level changes at the start of each interval.
/// \var StepWhere::post
/// The level changes at the end of each interval.
/// \var StepWhere::mid
/// The level changes half-way between the points.

/// A line through (x, y) points with optional markers, dashes and steps;
/// NaN breaks it. Made by Axes::line().
class SQFIG_API Line : public CommonSetters<Line> {
public:
    /// A line through (x, y) in `color`; throws sqfig::Error when x and y differ
    /// in length or the colour is invalid.
    Line(std::vector<double> x, std::vector<double> y, Color color);

    /// The line's colour (set right after Axes::line(), it does not advance the cycle).
    Line& color(Color c);
    /// Line width, points (default 1.5).
    Line& width(double w);
    /// A marker at each point (default MarkerShape::none).
    Line& marker(MarkerShape m) { marker_ = m; return *this; }
    /// Marker size, points (default 6).
    Line& marker_size(double s);
    /// Dashes: on/off lengths in points (default 4 on, 2 off); an empty pattern
    /// draws the line solid again.
    Line& dashed(std::vector<double> pattern = {4, 2});
    /// A named style (matplotlib's linestyle "-", "--", ":", "-."): its dash
    /// pattern scaled by the line width as matplotlib scales it (dash_pattern()),
    /// also when the width is set later. Replaces dashed(); dashed() replaces it.
    Line& line_style(LineStyle s);
    /// Draws the line as steps; StepWhere::none draws straight segments again.
    Line& step(StepWhere where);
    /// Drops non-positive values on a log axis instead of raising an error.
    Line& mask_nonpositive(bool on = true) { mask_ = on; return *this; }
    /// Maximum distance (points) the drawn path may stray from the data; 0 keeps every point.
    Line& simplify(double tolerance);

    /// Number of points, NaN ones included.
    std::size_t size() const { return x_.size(); }
    /// The line's colour (its cycle colour unless set), e.g. for a band under it.
    Color color() const { return color_; }

    /// Throws sqfig::Error for an infinite value, or one a log axis cannot show
    /// (unless mask_nonpositive()); NaN is a gap.
    void validate(const Scale& xs, const Scale& ys) const override;

    /// The points the scales can show.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    /// A stroke drawn as the line is (width, dashes, marker), when labelled.
    std::vector<LegendEntry> legend_entries() const override;

    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "line"; }

protected:
    /// Draws a value <= 0 on a log x (y) axis at that axis' lower limit instead
    /// of refusing it (matplotlib's nonpositive="clip"): for a point the artist
    /// adds itself, an ECDF's sticky 0. Such a value is left out of extent().
    void clip_nonpositive(bool x, bool y) { clip_x_ = x; clip_y_ = y; }

private:
    bool drawable(std::size_t i, const Scale& xs, const Scale& ys) const;
    bool clipped(double v, bool on, const Scale& s) const { return on && v <= 0 && !s.accepts(v); }

    std::vector<double> x_, y_;
    Color color_;
    double width_ = 1.5, marker_size_ = 6, tolerance_ = 0.1;
    MarkerShape marker_ = MarkerShape::none;
    std::vector<double> dashes_;
    detail::maybe<LineStyle> named_;
    bool mask_ = false, clip_x_ = false, clip_y_ = false;
    StepWhere step_ = StepWhere::none;
};

}  // namespace sqfig
