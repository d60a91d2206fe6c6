// matplotlib's plt.subplots(): a figure and its axes in one call, for
// structured bindings:
//
//   auto [fig, ax] = sqfig::subplots(sqfig::inches(4, 3));
//   auto [fig, grid] = sqfig::subplots(2, 3, sqfig::inches(7, 4), sqfig::GridOptions::shared());
//
// The axes and grid handles stay valid as the figure is moved out.
#pragma once

#include <utility>

#include "sqfig/config.hpp"
#include "sqfig/figure.hpp"

namespace sqfig {

/// A figure of `size` points with one axes (plt.subplots(figsize=...)), in
/// Style::matplotlib() (made in the library, not in each caller).
SQFIG_API std::pair<Figure, Axes&> subplots(Size size);
/// The same, drawn in `style`.
SQFIG_API std::pair<Figure, Axes&> subplots(Size size, Style style);

/// A figure of `size` points divided into rows x cols axes
/// (plt.subplots(rows, cols, figsize=..., sharex=..., sharey=...)), in
/// Style::matplotlib() with default GridOptions.
SQFIG_API std::pair<Figure, Grid> subplots(int rows, int cols, Size size);
/// The same, with `options`.
SQFIG_API std::pair<Figure, Grid> subplots(int rows, int cols, Size size, GridOptions options);
/// The same, drawn in `style`.
SQFIG_API std::pair<Figure, Grid> subplots(int rows, int cols, Size size, GridOptions options, Style style);

}  // namespace sqfig
