// Contour lines and filled contours of a grid of values (matplotlib's contour
// and contourf): levels chosen as matplotlib chooses them (or given),
// marching squares with matplotlib's rules (contourpy's 'mpl2014' with corner
// masking: a saddle is resolved by the mean of its four corners, NaN points
// leave holes), lines coloured per level through a colour map, bands filled
// between consecutive levels, and level labels placed inline on the lines
// (matplotlib's clabel) where they cross no other line, label or mark.
#pragma once

#include <cstddef>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/color_mapped.hpp"

namespace sqfig {

/// The most contour levels an artist takes (a count or a list): each level
/// is one pass over the whole grid, so 10^4 levels of a 1000 x 1000 grid are
/// already 10^10 cell visits; more is refused with sqfig::Error.
inline constexpr std::size_t max_contour_levels = 10000;

/// One contour line, data coordinates. A closed line does not repeat its
/// first point; an open one runs from the edge of the grid (or of a hole)
/// to another, with the higher values on its left (for increasing x and y).
struct SQFIG_API ContourLine {
    /// \var points
    /// The vertices, in order.
    std::vector<Point> points;
    /// \var closed
    /// True when the line closes on itself.
    bool closed = false;
};

/// Contour lines or filled contours of z over a rectilinear grid, point
/// (r, c) at (x[c], y[r]). Made by Axes::contour() and Axes::contourf().
class SQFIG_API Contour : public CommonSetters<Contour>, public ColorMapped {
public:
    /// `z`: rows x cols values, row after row; `x`: one per column, `y` one
    /// per row, each finite and strictly increasing or decreasing. NaN and
    /// infinite values are masked (holes). Throws sqfig::Error (data) for
    /// fewer than 2 rows or columns, more than 32767 of either, a count
    /// other than rows x cols, coordinates that do not fit, or no finite value.
    Contour(std::vector<double> z, std::size_t rows, std::size_t cols, std::vector<double> x, std::vector<double> y,
            bool filled);
    /// The grid by index: point (r, c) at (c, r), as a heatmap's cell centres.
    /// Throws as the constructor above; at layout, an axis that cannot show
    /// the indices (log: column and row 0) is a usage Error.
    Contour(std::vector<double> z, std::size_t rows, std::size_t cols, bool filled);

    /// About `n` levels (1..max_contour_levels) as matplotlib picks them:
    /// MaxNLocator(n + 1) over the data range, trimmed (7 by default).
    Contour& levels(int n);
    /// These levels: finite, increasing, at most max_contour_levels (at least
    /// 2 for filled contours). Throws sqfig::Error otherwise.
    Contour& levels(std::vector<double> values);
    /// The colour map levels (lines) or bands (filled) take their colours from (default viridis).
    Contour& colormap(Colormap m);
    /// A colour map by its matplotlib name (see Colormap::named()).
    Contour& colormap(const std::string& name);
    /// Every line (or band) in one colour (matplotlib's colors="k").
    Contour& color(Color c);
    /// Width of the lines, points (default: the style's line width).
    Contour& line_width(double pt);
    /// The level's value written on its lines (matplotlib's clabel): one label
    /// per line long enough to hold it, where it crosses no other line, label
    /// or mark drawn before it, the line broken under it, turned along it.
    /// Values share one number of decimals, as matplotlib's ScalarFormatter writes them.
    Contour& level_labels();
    /// The labels as `format` writes each level (may hold $math$).
    Contour& level_labels(std::function<std::string(double)> format);
    /// Size of the level labels in points (default: the style's annotation size).
    Contour& level_label_size(double pt);

    /// True for filled contours (contourf).
    bool filled() const { return filled_; }
    /// The levels in use, increasing.
    const std::vector<double>& level_values() const { return levels_; }
    /// The contour lines at level `i` (lines only; an Error for filled contours
    /// or an index past the levels).
    const std::vector<ContourLine>& lines(std::size_t i) const;
    /// The area of band `i`, between levels i and i + 1, data units (filled
    /// contours only; an Error otherwise or for an index past the bands).
    double band_area(std::size_t i) const;
    /// The colour of level i's lines, or of band i of filled contours.
    Color level_color(std::size_t i) const;
    /// The places the level labels were put at the last layout, page points (empty without labels).
    const std::vector<Point>& label_positions() const { return label_at_; }

    /// The colour map; for filled contours, the band colours as a listed map.
    const Colormap& colormap() const override;
    /// Lines: linear over the levels; filled: the levels as boundaries (the
    /// colourbar shows the bands).
    Norm resolved_norm() const override;

    /// Throws sqfig::Error when a scale cannot show the grid's coordinates.
    void validate(const Scale& xs, const Scale& ys) const override;
    /// The grid's extent.
    DataExtent extent(const Scale&, const Scale&) const override;
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A strip of the colour map, when labelled.
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return filled_ ? "filled contour" : "contour"; }

private:
    // Recomputes the lines or regions for `levels` (strong guarantee).
    void rebuild(std::vector<double> levels);
    void emit_filled(std::vector<SceneItem>& out, const AxesFrame& f) const;
    void emit_lines(std::vector<SceneItem>& out, const AxesFrame& f) const;

    std::vector<double> z_, x_, y_;
    std::size_t rows_, cols_;
    bool filled_;
    bool indexed_ = false;  // x and y are the indices
    double zmin_ = std::numeric_limits<double>::infinity(), zmax_ = -std::numeric_limits<double>::infinity();
    std::vector<double> levels_;
    std::vector<std::vector<ContourLine>> lines_;           // per level (lines)
    std::vector<std::vector<std::vector<Point>>> regions_;  // z > level, per level (filled)
    Colormap map_ = Colormap::viridis();
    Colormap band_map_ = Colormap::viridis();  // the band colours (filled), for the colourbar
    detail::maybe<Color> single_;
    double width_ = 0;
    bool labelled_ = false;
    std::function<std::string(double)> format_;
    double label_size_ = 0;
    mutable std::vector<Point> label_at_;
};

}  // namespace sqfig
