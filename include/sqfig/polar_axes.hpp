// Polar axes (matplotlib's projection='polar'): an Axes switched to polar by
// Axes::polar(), which returns this block of polar settings and artists. θ
// runs round the circle (radians in data, degrees in the labels), r out from
// the centre; the circle is the frame. The layout (src/sqfig/layout/
// polar_layout.cpp) draws the grid, the angle and radial tick labels and
// hands the artists a polar AxesFrame (polar_to_page, artists/polar_line.hpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/artists/polar_line.hpp"
#include "sqfig/artists/radar.hpp"
#include "sqfig/core/values.hpp"
#include "sqfig/detail/owned_state.hpp"

namespace sqfig {

class Axes;

/// The polar settings and artists of an Axes made polar by Axes::polar().
/// Setters check their argument and throw sqfig::Error (usage) without
/// changing anything.
class SQFIG_API PolarAxes {
public:
    /// The polar part of `owner` (made by Axes::polar()).
    explicit PolarAxes(Axes& owner);
    PolarAxes(const PolarAxes&) = delete;
    PolarAxes& operator=(const PolarAxes&) = delete;

    // ---- artists ---------------------------------------------------------
    /// A line through (θ radians, r), in the next cycle colour (matplotlib ax.plot on polar axes).
    PolarLine& line(Values theta, Values r);
    /// A marker at each (θ, r) (matplotlib ax.scatter on polar axes).
    PolarLine& scatter(Values theta, Values r);
    /// A filled area through (θ, r), closed, with its outline (matplotlib ax.fill).
    PolarLine& fill(Values theta, Values r);
    /// One radar series: a value per category of categories() (same count), a
    /// filled polygon with an outline. Throws sqfig::Error (usage) before
    /// categories() was set or for another number of values.
    RadarSeries& radar(Values values);

    // ---- angles ----------------------------------------------------------
    /// 1: θ grows counter-clockwise (default); -1: clockwise (matplotlib set_theta_direction).
    PolarAxes& theta_direction(int direction);
    /// Where θ = 0 points, radians counter-clockwise from east (matplotlib set_theta_offset).
    PolarAxes& theta_offset(double radians);
    /// θ = 0 at "E" (default), "N", "W", "S", "NE", "NW", "SW" or "SE", plus
    /// `offset_degrees` (matplotlib set_theta_zero_location).
    PolarAxes& theta_zero_location(const std::string& where, double offset_degrees = 0);
    /// Spokes and angle labels at `degrees` (default 0, 45, ..., 315, labelled
    /// "0°", "45°", ...); `labels`: one per angle, or empty for "N°" (matplotlib set_thetagrids).
    PolarAxes& theta_grid(Values degrees, std::vector<std::string> labels = {});
    /// Radar categories: spoke k at θ = 360°·k/N labelled names[k], outside the
    /// circle (at most 1000); throws sqfig::Error (data) for none.
    PolarAxes& categories(std::vector<std::string> names);

    // ---- radius ----------------------------------------------------------
    /// The radial limits at the centre and at the circle (matplotlib set_rlim);
    /// unset ends follow the data. Throws for a non-finite end or lo >= hi.
    PolarAxes& r_limits(std::optional<double> lo, std::optional<double> hi);
    /// Radial grid circles and labels at `at` (matplotlib set_rgrids / set_rticks);
    /// empty `labels`: formatted as a linear axis' ticks.
    PolarAxes& r_ticks(Values at, std::vector<std::string> labels = {});
    /// The θ, degrees, of the spoke the radial labels are placed along (default
    /// 22.5, matplotlib set_rlabel_position); the layout may move them to
    /// another gap between spokes where they would lie on the data.
    PolarAxes& r_label_position(double degrees);
    /// Radial labels shown (default) or not.
    PolarAxes& r_labels(bool on);
    /// Grid circles drawn as polygons through the spokes (a radar's web); default circles.
    PolarAxes& polygon_grid(bool on = true);
    /// Grid lines shown (default, as matplotlib's polar axes) or not.
    PolarAxes& grid(bool on);

    // ---- read back -------------------------------------------------------
    /// 1 or -1.
    int theta_direction() const;
    /// Radians.
    double theta_offset() const;
    /// The fixed lower radial limit, if set.
    std::optional<double> r_lower() const;
    /// The fixed upper radial limit, if set.
    std::optional<double> r_upper() const;
    /// The angles (degrees) of the spokes.
    const std::vector<double>& theta_ticks() const;
    /// The angle labels set (empty: formatted as "N°").
    const std::vector<std::string>& theta_labels() const;
    /// True when r_ticks() placed the radial ticks (else the locator chooses them).
    bool r_ticks_fixed() const;
    /// The radii of user-placed radial ticks (empty when the locator chooses them).
    const std::vector<double>& r_tick_values() const;
    /// The radial labels set with r_ticks.
    const std::vector<std::string>& r_tick_labels() const;
    /// Degrees.
    double r_label_position() const;
    /// Whether radial labels are drawn.
    bool r_labels_on() const;
    /// Whether the grid is a polygon web.
    bool polygon_grid_on() const;
    /// Whether grid lines are drawn.
    bool grid_on() const;
    /// The number of categories (0: none set).
    std::size_t category_count() const;
    /// The axes it belongs to.
    Axes& axes() const;
    /// Destroys the settings (the axes owns it).
    ~PolarAxes();

private:
    // The settings, in polar_axes.cpp: behind a pointer, as Axes keeps its
    // state (axes.hpp), so that a chart's TU compiles none of their templates.
    struct State;
    detail::owned_state<State> s_;
};

}  // namespace sqfig
