// A line, markers or a filled area through (θ, r) points on polar axes
// (PolarAxes::line, scatter, fill): a segment between two points runs
// linearly in θ and r, so it is an arc or a spiral on the page.
#pragma once

#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// What a PolarLine draws.
enum class PolarMark {
    /// A stroked line (PolarAxes::line).
    line,
    /// A marker at each point (PolarAxes::scatter).
    markers,
    /// A filled area with its outline, closed back to the first point (PolarAxes::fill).
    filled,
};

/// The page point of (θ radians, r) in a polar frame (the one PolarAxes' layout
/// gives its artists): f.plot is the circle's bounding square, f.x0 and f.x1
/// the page angles (radians, counter-clockwise from east) of θ = 0 and θ = 2π,
/// f.y0 and f.y1 the radial limits at the centre and at the circle. An r
/// below the centre's limit is drawn at the centre.
SQFIG_API Point polar_to_page(const AxesFrame& f, double theta, double r);

/// A line, markers or a filled area in (θ radians, r) on polar axes. NaN in θ or r
/// is a gap (a filled area skips the point); a point outside the radial limits is
/// not drawn (a filled area takes it to the nearest limit); ±infinity is an Error.
class SQFIG_API PolarLine : public CommonSetters<PolarLine> {
public:
    /// θ (radians) and r of each point, drawn as `mark` in `color`; throws
    /// sqfig::Error (usage) when the lengths differ.
    PolarLine(std::vector<double> theta, std::vector<double> r, PolarMark mark, Color color);

    /// The colour of the line, markers, fill and outline.
    PolarLine& color(Color c);
    /// The line (outline) width in points, 0 to 100.
    PolarLine& width(double w);
    /// The marker shape drawn at each point (markers: default circle; line: none).
    PolarLine& marker(MarkerShape m);
    /// The marker size in points.
    PolarLine& marker_size(double s);
    /// The opacity of a filled area's fill, 0 to 1 (default 0.25, as matplotlib's radar example).
    PolarLine& alpha(double a);
    /// False: straight page segments between the points (matplotlib 3.6 draws data
    /// lines so); default true: arcs and spirals, linear in θ and r.
    PolarLine& interpolate(bool on);

    /// The number of points.
    std::size_t size() const { return theta_.size(); }
    /// The colour.
    Color color() const { return color_; }

    /// Throws sqfig::Error (data) for an infinite θ or r.
    void validate(const Scale& x, const Scale& y) const override;
    /// y: the finite radii (autoscaling the radial limits); x: none.
    DataExtent extent(const Scale& x, const Scale& y) const override;
    /// The line, markers or area in the polar frame `f`.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A line, marker or patch handle.
    std::vector<LegendEntry> legend_entries() const override;
    /// "polar line", "polar scatter" or "polar fill".
    std::string kind() const override;

private:
    std::vector<double> theta_, r_;
    PolarMark mark_;
    Color color_;
    double width_ = 1.5, marker_size_ = 6, alpha_ = 0.25;
    MarkerShape marker_;
    bool interpolate_ = true;
};

}  // namespace sqfig
