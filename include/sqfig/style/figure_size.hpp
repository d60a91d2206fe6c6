// Figure sizes from a width and an aspect: the golden ratio (tueplots' and
// most style guides' default) or any height/width ratio. Widths usually come
// from a venue (style/venue.hpp), so the figure is drawn at the size it is
// printed and its text keeps its point size in the paper.
#pragma once


#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"

namespace sqfig {

/// (1 + sqrt 5) / 2.
inline constexpr double golden_ratio = 1.6180339887498949;

/// A page `width` points wide and `height_over_width` × that high. Throws
/// sqfig::Error unless 0 < width <= 100000 and 0 < height_over_width <= 100.
SQFIG_API Size figure_size(double width, double height_over_width);

/// A page `width` points wide and width / golden_ratio high (landscape).
inline Size golden_size(double width) { return figure_size(width, 1.0 / golden_ratio); }

/// `rows` × `cols` panels of golden-ratio proportions in a page `width` wide
/// (each panel's height is its width / golden_ratio), as tueplots' figsizes.
/// Throws sqfig::Error for rows or cols outside 1..1000.
SQFIG_API Size golden_grid_size(double width, int rows, int cols);

/// A length in TeX points (1/72.27 in, what `\the\textwidth` prints) in sqfig's points (1/72 in).
constexpr double tex_points(double pt) { return pt * points_per_inch / 72.27; }

}  // namespace sqfig
