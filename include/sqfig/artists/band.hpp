// A filled band between two curves lo(x) and hi(x) (matplotlib's
// fill_between): one closed polygon per unbroken run of points. A NaN in x,
// lo or hi, or a value the scale cannot show (<= 0 on a log axis), ends the
// run, as a gap ends a line. Along y (matplotlib's fill_betweenx) the same
// band is drawn with the axes' roles exchanged. Judged by the area it paints,
// not by its box, so a legend or a label may sit above or below it.
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// The area between two curves (matplotlib's fill_between); Axes::band() makes one.
class SQFIG_API FilledBand : public CommonSetters<FilledBand> {
public:
    /// The band over `x` from `lo` to `hi`, data units; throws sqfig::Error when their
    /// lengths differ or a component of `color` is outside 0 to 1.
    FilledBand(std::vector<double> x, std::vector<double> lo, std::vector<double> hi, Color color);

    /// Colour of the fill (alpha() makes it translucent); throws sqfig::Error for a component outside 0 to 1.
    FilledBand& color(Color c);
    /// Opacity of the fill, 0 (invisible) to 1 (opaque); default 0.25 so lines under it show.
    /// Throws sqfig::Error outside 0 to 1.
    FilledBand& alpha(double a);

    /// The band along y: the first values are y, the two curves x (matplotlib's
    /// fill_betweenx, made by Axes::band_x()); false (default) along x.
    FilledBand& along_y(bool on = true);
    /// True when the band runs along y.
    bool is_along_y() const { return along_y_; }

    /// Number of points (x values, or y values along y).
    std::size_t size() const { return x_.size(); }

    /// Throws sqfig::Error naming the point for an infinite x, lo or hi (a NaN only breaks the band).
    void validate(const Scale&, const Scale&) const override;

    /// x, lo and hi of every point the scales can show.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;

    /// Along hi in the order given, back along lo: one closed path per run (of two points or more), clipped to the plot.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    /// The handle: the band's translucent patch between two solid edges, so it
    /// reads as a band (a bar's handle is one solid patch).
    std::vector<LegendEntry> legend_entries() const override;

    /// True: the band is clipped to the plot area.
    bool clipped_to_plot() const override { return true; }
    /// Returns "band".
    std::string kind() const override { return "band"; }

private:
    bool drawable(std::size_t i, const Scale& xs, const Scale& ys) const;
    // Point i of curve `v` (lo_ or hi_) on the page.
    Point page_point(const AxesFrame& f, std::size_t i, double v) const;

    std::vector<double> x_, lo_, hi_;
    Color color_;
    double alpha_ = 0.25;
    bool along_y_ = false;  // x_ holds y values, lo_ and hi_ x values
};

}  // namespace sqfig
