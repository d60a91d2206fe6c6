// The constrained layout of a figure page (matplotlib's _constrained_layout,
// Makie's GridLayout): figure-level blocks (suptitle, figure legend, text in
// figure coordinates) take bands at the page edges; the axes grid gets the
// rest, and every cell reports how far its decorations reach beyond its plot
// area, so the grid makes room for them. Measure, solve, repeat until stable.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "sqfig/artists/colorbar.hpp"
#include "sqfig/axes.hpp"
#include "sqfig/layout/axes_layout.hpp"
#include "sqfig/layout/grid_layout.hpp"
#include "sqfig/layout/shared_view.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

// ---- figure-level colourbars (issue 14) ----
/// A colourbar of the figure spanning the plots of some of its axes, beside
/// the grid (right) or below it (ColorbarSide::bottom).
struct FigureColorbar {
    std::unique_ptr<Colorbar> bar;
    std::vector<int> axes;  // indices into the figure's axes: the span
};

/// What a figure draws outside its grid of axes.
struct FigureBlocks {
    std::string suptitle;  // markup; empty: none
    double suptitle_size = 0;
    const Legend* legend = nullptr;  // the figure legend, gathering every axes' entries
    const std::vector<std::unique_ptr<Text>>* texts = nullptr;  // texts in figure coordinates
    const std::vector<FigureColorbar>* colorbars = nullptr;     // figure-level colourbars
};

namespace detail {

// Room reserved at the page edges by figure-level blocks, points.
struct Bands {
    double top = 0, bottom = 0, left = 0, right = 0;
    bool differs(const Bands& o) const;
};

// A figure-coordinate item near an edge (its centre in the outer 15% of the
// height, or 10% of the width) takes a band there: the grid keeps clear of
// it. One further in takes nothing: it is drawn over the grid, and the
// collision report tells what it covers.
inline constexpr double kBandZoneHeight = 0.15, kBandZoneWidth = 0.10;

void reserve_band(Bands& b, const Rect& area, const Rect& ink, double gap);

/// A frame for what the figure itself draws (not an axes): `plot` is its
/// area, the scales are unit, and items belong to no axes.
AxesFrame figure_frame(const Rect& plot, const Rect& page, const Style& style, const TextMeasurer& engine);

SceneItem figure_item(Footprint fp, const char* kind, std::string owner);

// Legend entries of all axes, one per label (panels usually share series).
std::vector<LegendEntry> figure_legend_entries(const std::vector<std::unique_ptr<Axes>>& axes);

// The views and tick-label visibility that shared axes impose on each axes of
// a rows x cols grid: each group's limits come from its first axes with fixed
// limits on that axis (else its first), autoscaled over the group's data.
std::vector<SharedView> shared_views(int rows, int cols, const GridOptions& options,
                                            const std::vector<std::unique_ptr<Axes>>& axes,
                                            const std::vector<DataExtent>& extents);

// ---- figure-level colourbars (issue 14) ----
// Room the figure's colourbars take beyond the grid area, points.
struct ColorbarReach {
    double right = 0, bottom = 0;
};

// Lays the figure's colourbars out in a band beside the grid: a right-hand bar
// spans the drawn plots of its axes vertically and sits right of `grid_area`
// (the axes' decorations included) and of any earlier right-hand bar whose
// span it meets; a bar below likewise. The drawing is the per-axes
// Colorbar's. Returns how far they reach beyond `grid_area`.
ColorbarReach emit_figure_colorbars(std::vector<SceneItem>& out, const std::vector<FigureColorbar>& bars,
                                           const std::vector<detail::AxesBuilt>& built, const Rect& grid_area,
                                           const Rect& page, const Style& style, const TextMeasurer& engine);

}  // namespace detail

/// Plots narrower or shorter than this share of their grid cell, or than
/// 20 points, are reported as a layout problem.
inline constexpr double kMinPlotShare = 0.25;
inline constexpr double kMinPlotPoints = 20;

/// Lays out a figure page: figure-level blocks, then the grid of axes.
Scene lay_out_figure(Size page, const Style& style, int rows, int cols, const GridOptions& options,
                            const std::vector<std::unique_ptr<Axes>>& axes, const FigureBlocks& blocks,
                            const TextMeasurer& engine);

}  // namespace sqfig
