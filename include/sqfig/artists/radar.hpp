// One series of a radar chart (PolarAxes::radar): a value per category,
// category k on the spoke at θ = 2πk/N, drawn as a filled polygon with an
// outline (matplotlib's radar_chart example: ax.plot and ax.fill).
#pragma once

#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// One radar series: a closed polygon through one value per category, its
/// sides straight on the page; a value at or below the centre's radial limit is
/// drawn at the centre.
class SQFIG_API RadarSeries : public CommonSetters<RadarSeries> {
public:
    /// One value per category (at least 1); throws sqfig::Error (data) for none
    /// or for a NaN or infinite value.
    RadarSeries(std::vector<double> values, Color color);

    /// The colour of the outline, fill and markers.
    RadarSeries& color(Color c);
    /// The outline width in points (default 1.5; 0: none).
    RadarSeries& width(double w);
    /// The fill's opacity, 0 to 1 (default 0.25; 0: not filled).
    RadarSeries& alpha(double a);
    /// A marker at each value (default none).
    RadarSeries& marker(MarkerShape m);

    /// The number of values (categories).
    std::size_t size() const { return values_.size(); }
    /// The colour.
    Color color() const { return color_; }

    /// y: the values (autoscaling the radial limits).
    DataExtent extent(const Scale& x, const Scale& y) const override;
    /// The polygon in the polar frame `f`.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A patch handle with the outline's colour.
    std::vector<LegendEntry> legend_entries() const override;
    /// "radar series".
    std::string kind() const override { return "radar series"; }

private:
    std::vector<double> values_;
    Color color_;
    double width_ = 1.5, alpha_ = 0.25;
    MarkerShape marker_ = MarkerShape::none;
};

}  // namespace sqfig
