// Grid arithmetic for the constrained layout: given how far each cell's
// decorations stick out of its plot area, place the plot areas so that no
// two cells' decorations meet and none leaves the page. Pure math, no Cairo.
#pragma once

#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"

namespace sqfig {

/// How far a cell's decorations reach beyond its plot area, per side (points).
struct Protrusion {
    double left = 0, right = 0, top = 0, bottom = 0;
};

/// Which axes of a grid share an axis (matplotlib's sharex/sharey): the same
/// limits, autoscaled over all their data. Sharing x across a column (all or
/// column) shows x tick labels on the bottom row only; sharing y across a row
/// (all or row) shows y tick labels on the left column only.
enum class Share { none, all, row, column };

struct GridOptions {
    std::vector<double> width_ratios;   // one per column; empty: equal
    std::vector<double> height_ratios;  // one per row; empty: equal
    double column_gap = -1;             // points between decorations; < 0: the style's panel gap
    double row_gap = -1;
    Share share_x = Share::none;        // subplots(sharex=...)
    Share share_y = Share::none;        // subplots(sharey=...)

    /// Options sharing x and y (subplots(sharex=True, sharey=True) by default).
    static GridOptions shared(Share x = Share::all, Share y = Share::all);
};

namespace detail {
std::vector<double> ratios_or_equal(const std::vector<double>& r, int n, const char* what);
}  // namespace detail

/// Plot rectangles (row-major) for a rows × cols grid inside `area`.
/// Columns share their left/right room, rows their top/bottom room, so plots
/// in a row line up; what is left is split by the ratios.
std::vector<Rect> solve_grid(const Rect& area, int rows, int cols, const GridOptions& opt,
                                    const std::vector<Protrusion>& prot, double default_gap);

}  // namespace sqfig
