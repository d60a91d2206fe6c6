// Marching squares over a rectilinear grid, with matplotlib's rules (contourpy's
// 'mpl2014' algorithm, corner_mask=True): a value strictly above the level is
// "above"; crossings are interpolated linearly along each cell edge; a saddle
// cell (above corners diagonally opposite) joins its above corners when the
// mean of its four corners is above the level and separates them otherwise; a
// point whose value is NaN or infinite is masked: a cell with one masked
// corner becomes the triangle of its other three (the hole's edge runs along
// the diagonal), a cell with more is left out.
//
// Everything is built from one piece per cell: the part of the cell above the
// level, a polygon oriented counter-clockwise (in data coordinates, x right,
// y up, for increasing x and y). Its crossing-to-crossing edges are the
// contour line; its other edges cancel against the neighbour cell's, and what
// is left (with the line) bounds the region above the level.
#pragma once

#include <cstddef>
#include <vector>

#include "sqfig/core/geometry.hpp"

namespace sqfig::detail {

// A rows x cols grid of values (row after row), point (r, c) at (x[c], y[r]);
// x and y strictly monotonic (either way).
struct ContourGrid {
    const std::vector<double>* z;
    const std::vector<double>* x;
    const std::vector<double>* y;
    std::size_t rows = 0, cols = 0;
};

// One contour line: its vertices in data coordinates; a closed line does not
// repeat its first vertex. An open line runs from the grid's (or a hole's)
// edge to another, with the higher values on its left.
struct ContourPolyline {
    std::vector<Point> points;
    bool closed = false;
};

// The contour lines at `level`, joined where they meet.
std::vector<ContourPolyline> contour_lines(const ContourGrid& g, double level);

// The boundary of the region where z > level (inside the grid's unmasked
// cells) as closed loops, data coordinates, outer loops counter-clockwise and
// holes clockwise (for increasing x and y; both flip when one of them
// decreases). `level` = -infinity: the whole unmasked domain.
std::vector<std::vector<Point>> region_above(const ContourGrid& g, double level);

// The area enclosed by `loops` (shoelace sum, counter-clockwise positive).
double signed_area(const std::vector<std::vector<Point>>& loops);

// matplotlib's automatic contour levels (ContourSet._autolev with the default
// locator MaxNLocator(n + 1, min_n_ticks=1)) for data in [zmin, zmax].
std::vector<double> auto_contour_levels(double zmin, double zmax, int n);

}  // namespace sqfig::detail
