// A line through (x, y) points with optional markers; NaN in y breaks the line.
// As steps (matplotlib's drawstyle / ax.step) it runs flat between points.
#pragma once

#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// Where a step line changes level between two points (matplotlib's `where`):
/// `pre`: at the start of the interval (the level is the right point's),
/// `post`: at its end (the left point's level holds), `mid`: half-way.
enum class StepWhere { none, pre, post, mid };

class Line : public Artist {
public:
    Line(std::vector<double> x, std::vector<double> y, Color color);

    Line& color(Color c);
    Line& width(double w);
    Line& marker(MarkerShape m) { marker_ = m; return *this; }
    Line& marker_size(double s);
    Line& label(std::string l);
    Line& dashed(std::vector<double> pattern = {4, 2});
    /// Draws the line as steps; StepWhere::none draws straight segments again.
    Line& step(StepWhere where);
    /// Drops non-positive values on a log axis instead of raising an error.
    Line& mask_nonpositive(bool on = true) { mask_ = on; return *this; }
    /// Maximum distance (points) the drawn path may stray from the data; 0 keeps every point.
    Line& simplify(double tolerance);

    std::size_t size() const { return x_.size(); }
    /// The line's colour (its cycle colour unless set), e.g. for a band under it.
    Color color() const { return color_; }

    void validate(const Scale& xs, const Scale& ys) const override;

    DataExtent extent(const Scale& xs, const Scale& ys) const override;

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    std::vector<LegendEntry> legend_entries() const override;

    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "line"; }

private:
    bool drawable(std::size_t i, const Scale& xs, const Scale& ys) const;

    std::vector<double> x_, y_;
    Color color_;
    double width_ = 1.5, marker_size_ = 6, tolerance_ = 0.1;
    MarkerShape marker_ = MarkerShape::none;
    std::vector<double> dashes_;
    bool mask_ = false;
    StepWhere step_ = StepWhere::none;
};

}  // namespace sqfig
