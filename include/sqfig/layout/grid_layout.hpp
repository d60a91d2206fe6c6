// Grid arithmetic for the constrained layout: given how far each cell's
// decorations stick out of its plot area, place the plot areas so that no
// two cells' decorations meet and none leaves the page. Pure math, no Cairo.
#pragma once

#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"

namespace sqfig {

/// How far a cell's decorations reach beyond its plot area, per side (points).
struct SQFIG_API Protrusion {
    /// Room needed left of the plot area, points.
    double left = 0, right = 0, top = 0, bottom = 0;
    /// \var Protrusion::right
    /// Room needed right of the plot area, points.
    /// \var Protrusion::top
    /// Room needed above the plot area, points.
    /// \var Protrusion::bottom
    /// Room needed below the plot area, points.
};

/// Which axes of a grid share an axis (matplotlib's sharex/sharey): the same
/// limits, autoscaled over all their data. Sharing x across a column (all or
/// column) shows x tick labels on the bottom row only; sharing y across a row
/// (all or row) shows y tick labels on the left column only.
enum class Share { none, all, row, column };
/// \var Share::none
/// No sharing (the default).
/// \var Share::all
/// All axes of the grid share the axis.
/// \var Share::row
/// The axes of each row share it.
/// \var Share::column
/// The axes of each column share it.

/// How Figure::grid() and subplots() divide a figure: column widths, row
/// heights, gaps and shared axes. Sizes in points.
struct SQFIG_API GridOptions {
    /// Relative column widths, one per column (positive, finite); empty: equal widths.
    std::vector<double> width_ratios;
    /// Relative row heights, one per row (positive, finite); empty: equal heights.
    std::vector<double> height_ratios;
    /// Room between the decorations of neighbouring columns, points; < 0 (default): the style's panel gap.
    double column_gap = -1;
    /// Room between the decorations of neighbouring rows, points; < 0 (default): the style's panel gap.
    double row_gap = -1;
    /// Which axes share their x axis (matplotlib's sharex); default none.
    Share share_x = Share::none;
    /// Which axes share their y axis (matplotlib's sharey); default none.
    Share share_y = Share::none;

    /// Options sharing x and y (subplots(sharex=True, sharey=True) by default).
    static GridOptions shared(Share x = Share::all, Share y = Share::all);
};

namespace detail {
std::vector<double> ratios_or_equal(const std::vector<double>& r, int n, const char* what);
}  // namespace detail

/// Plot rectangles (row-major) for a rows × cols grid inside `area`.
/// Columns share their left/right room, rows their top/bottom room, so plots
/// in a row line up; what is left is split by the ratios. `prot` holds one
/// entry per cell (row-major); a gap < 0 in `opt` means `default_gap`.
/// Throws sqfig::Error for fewer than one row or column, or ratios that are
/// not one per row/column or not positive and finite.
SQFIG_API std::vector<Rect> solve_grid(const Rect& area, int rows, int cols, const GridOptions& opt,
                                    const std::vector<Protrusion>& prot, double default_gap);

}  // namespace sqfig
