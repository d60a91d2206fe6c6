// Points with per-point size and colour (matplotlib's scatter): one colour,
// a colour per point, or a value per point through a colour map and norm
// (which a colourbar can then explain); any marker shape, hollow or filled,
// with alpha. NaN in x, y, size or value leaves that point out.
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/color_mapped.hpp"
#include "sqfig/core/values.hpp"

namespace sqfig {

struct SceneMarker;  // scene.hpp

/// Points with per-point sizes and colours (matplotlib's scatter), optionally
/// coloured by value through a colour map and norm. Made by Axes::scatter().
class SQFIG_API Scatter : public CommonSetters<Scatter>, public ColorMapped {
public:
    /// Points (x, y), all in `color`; throws sqfig::Error when x and y differ in
    /// length or the colour is invalid.
    Scatter(std::vector<double> x, std::vector<double> y, Color color);

    /// One colour for every point.
    Scatter& color(Color c);
    /// A colour per point.
    Scatter& colors(std::vector<Color> c);
    /// A value per point, coloured through the colour map and norm (NaN: the map's bad colour).
    Scatter& color_values(Values v);
    /// The colour map for color_values() (default viridis).
    Scatter& colormap(Colormap m);
    /// A colour map by its matplotlib name (see Colormap::named()); throws
    /// sqfig::Error for an unknown name.
    Scatter& colormap(const std::string& name);
    /// How color_values() map to [0, 1] (default Norm::linear() over the values).
    Scatter& norm(Norm n) { norm_ = n; return *this; }
    /// Marker diameter in points, for every point (matplotlib's s is an area: size = sqrt(s)).
    Scatter& size(double pt);
    /// A diameter per point (NaN leaves the point out).
    Scatter& sizes(Values s);
    /// Marker shape (default circle); throws sqfig::Error for MarkerShape::none.
    Scatter& marker(MarkerShape m);
    /// Outlines only: the point's colour becomes the edge, the inside stays empty.
    Scatter& hollow(bool on = true) { hollow_ = on; return *this; }
    /// Opacity of every point, 0..1.
    Scatter& alpha(double a);
    /// An edge around filled markers (none by default; hollow markers use the point colour).
    Scatter& edge(Color c, double width = 0.5);

    /// Number of points.
    std::size_t size() const { return x_.size(); }
    /// The colour map color_values() are drawn through.
    const Colormap& colormap() const override { return map_; }
    Norm resolved_norm() const override { return resolve(norm_, values_); }
    bool maps_values() const override { return !values_.empty(); }
    /// The colour point i is drawn in (before alpha).
    Color point_color(std::size_t i, const Norm& n) const;

    /// Throws sqfig::Error for an infinite coordinate, a point the scales cannot
    /// show, or a norm whose given end leaves vmin not below vmax.
    void validate(const Scale& xs, const Scale& ys) const override;
    /// The points the scales can show.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;

    // All points travel in one item as markers: the collision check judges
    // each marker by its own box (a `segments` item without a path), not the
    // box around the whole cloud.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    /// One marker in the first point's colour (the map's middle colour when
    /// coloured by value), when labelled.
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "scatter"; }

private:
    void require_count(std::size_t n, const char* what, ErrorKind kind) const;
    void style_marker(SceneMarker& m, Color c) const;

    std::vector<double> x_, y_;
    Color color_;
    std::vector<Color> colors_;
    std::vector<double> values_, sizes_;
    Colormap map_ = Colormap::viridis();
    Norm norm_ = Norm::linear();
    double size_ = 6, alpha_ = 1;
    MarkerShape marker_ = MarkerShape::circle;
    bool hollow_ = false;
    detail::maybe<StrokeStyle> edge_;
};

}  // namespace sqfig
