// Polar axes (matplotlib's projection='polar'): an Axes switched to polar by
// Axes::polar(), which returns this block of polar settings and artists. θ
// runs round the circle (radians in data, degrees in the labels), r out from
// the centre; the circle is the frame. The layout (src/sqfig/layout/
// polar_layout.cpp) draws the grid, the angle and radial tick labels and
// hands the artists a polar AxesFrame (polar_to_page, artists/polar_line.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/artists/polar_line.hpp"
#include "sqfig/artists/radar.hpp"
#include "sqfig/core/values.hpp"

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
    int theta_direction() const { return direction_; }
    /// Radians.
    double theta_offset() const { return offset_; }
    /// The fixed radial limits, if set.
    std::optional<double> r_lower() const { return r_lo_; }
    /// The fixed upper radial limit, if set.
    std::optional<double> r_upper() const { return r_hi_; }
    /// The angles (degrees) of the spokes and their labels (empty: "N°").
    const std::vector<double>& theta_ticks() const { return theta_at_; }
    /// The angle labels set (empty: formatted).
    const std::vector<std::string>& theta_labels() const { return theta_text_; }
    /// The radii of user-placed radial ticks (none: chosen by the locator).
    const std::optional<std::vector<double>>& r_tick_values() const { return r_at_; }
    /// The radial labels set with r_ticks.
    const std::vector<std::string>& r_tick_labels() const { return r_text_; }
    /// Degrees.
    double r_label_position() const { return rlabel_deg_; }
    /// Whether radial labels are drawn.
    bool r_labels_on() const { return r_labels_; }
    /// Whether the grid is a polygon web.
    bool polygon_grid_on() const { return polygon_grid_; }
    /// Whether grid lines are drawn.
    bool grid_on() const { return grid_; }
    /// The number of categories (0: none set).
    std::size_t category_count() const { return categories_; }
    /// The axes it belongs to.
    Axes& axes() const { return owner_; }

private:
    Axes& owner_;
    int direction_ = 1;
    double offset_ = 0;
    std::optional<double> r_lo_, r_hi_;
    std::vector<double> theta_at_{0, 45, 90, 135, 180, 225, 270, 315};
    std::vector<std::string> theta_text_;
    std::optional<std::vector<double>> r_at_;
    std::vector<std::string> r_text_;
    double rlabel_deg_ = 22.5;
    bool r_labels_ = true, polygon_grid_ = false, grid_ = true;
    std::size_t categories_ = 0;
};

}  // namespace sqfig
