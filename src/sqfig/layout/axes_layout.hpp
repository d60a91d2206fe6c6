// Laying out one axes (matplotlib's Axes.draw with its tight bbox, Makie's
// block protrusions): given the plot rectangle, the view each axis shows, the
// room that value labels and data text need on every side, equal aspect, the colourbars
// stacked beside the decorations, the legend and the title. The result is
// the axes' page items and how far its decorations reach beyond the plot,
// which the grid (constrained_layout.hpp) makes room for. Axes holds what is
// drawn; this decides where it goes. Internal.
#pragma once

#include <utility>
#include <vector>

#include "sqfig/artists/artist.hpp"
#include "sqfig/axes.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

struct SharedView;  // layout/shared_view.hpp: what a grid with shared axes imposes

namespace detail {

/// The axes laid out: its page items, and where its plot and decorations went (points).
struct AxesBuilt {
    /// Everything the axes draws, back to front: grid, marks, decorations, texts.
    std::vector<SceneItem> items;
    /// The plot rectangle the layout was given.
    Rect plot;
    /// Everything drawn that belongs to the axes, decorations included.
    Rect bounds;
    /// The plot as drawn: under aspect_equal() a centred part of `plot`.
    Rect drawn;
};

struct AxesLayout {
    /// Lays out `ax` with its plot area at `plot` on a page of `page`, for its
    /// own data and no shared axes.
    static AxesBuilt build(const Axes& ax, Rect plot, Rect page, const TextMeasurer& engine);

    /// The same for `extent` (what Axes::data_extent() gives). `complete`
    /// false: a layout pass that only needs the decorations' reach; marks
    /// clipped to the plot are left out when no legend has to avoid them.
    /// `shared`: limits and tick-label visibility imposed by a grid with
    /// shared axes. With aspect_equal() the plot drawn is a centred part of
    /// `plot`; AxesBuilt::plot stays `plot`, so the grid measures decorations
    /// from the cell. `storage`: a buffer (an earlier build's items) whose
    /// room the items reuse, so repeated passes do not fault in fresh memory.
    static AxesBuilt build(const Axes& ax, Rect plot, Rect page, const TextMeasurer& engine, const DataExtent& extent,
                           bool complete, const SharedView& shared, std::vector<SceneItem> storage);

    /// The view `ax` would show on its own for `extent` (scale space, low end
    /// first): what a group of shared axes starts from.
    static std::pair<double, double> own_view(const Axes& ax, bool x, const DataExtent& extent);

private:
    // A twin's frame: the parent's plot and x view, the twin's own y.
    static AxesFrame frame_like(const Axes& twin, const AxesFrame& parent_frame, const DataExtent& extent);

    // The largest part of `cell`, centred, in which a unit of x and of y (in
    // scale space) have the same length.
    static Rect equal_aspect_plot(const Rect& cell, const AxesFrame& f);

    // Raises the upper y limit until texts anchored in data coordinates fit
    // below the top of the plot. Returns true when the limit changed.
    static bool make_head_room(const std::vector<SceneItem>& marks, AxesFrame& f);

    // The same along x: raises the right limit until texts anchored in data
    // coordinates (labels at the ends of horizontal bars) end inside the plot.
    static bool make_side_room(const std::vector<SceneItem>& marks, AxesFrame& f);

    // The same downwards: lowers the lower y limit until texts anchored in
    // data coordinates (labels under negative bars) end above the bottom of the plot.
    static bool make_foot_room(const std::vector<SceneItem>& marks, AxesFrame& f);

    // And leftwards: lowers the left limit until such texts (labels left of
    // negative horizontal bars) start inside the plot.
    static bool make_left_room(const std::vector<SceneItem>& marks, AxesFrame& f);

    // Spines, extended by half their width so corners close.
    static void emit_spines(const Axes& ax, std::vector<SceneItem>& out, const AxesFrame& f);

    // The title sits above the plot, or above a legend placed over the plot.
    static void emit_title(const Axes& ax, std::vector<SceneItem>& out, const AxesFrame& f, const TextMeasurer& engine,
                           double above);
};

}  // namespace detail
}  // namespace sqfig
