// Laying out one axes (matplotlib's Axes.draw with its tight bbox, Makie's
// block protrusions): given the plot rectangle, the view each axis shows, the
// room that value labels and data text need on every side, equal aspect, the colourbars
// stacked beside the decorations, the legend and the title. The result is
// the axes' page items and how far its decorations reach beyond the plot,
// which the grid (constrained_layout.hpp) makes room for. Axes holds what is
// drawn; this decides where it goes. Internal.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/legend.hpp"
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
    /// The limits shown, in scale space, at the left, right, bottom and top edges of `drawn`.
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    /// Where a `best` legend went outside the plot (outside_top or outside_right), else best:
    /// the next layout pass keeps it there (LegendSite::kept_outside).
    LegendLocation legend_outside = LegendLocation::best;
};

/// An artist's items appended to `marks`, each told whether vector outputs draw it as an image.
void emit_marks(const Artist& a, std::vector<SceneItem>& marks, const AxesFrame& f);

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
    /// from the cell. `previous`: the last pass's build of this axes (empty
    /// on the first): its items' room is reused, so repeated passes do not
    /// fault in fresh memory, and a `best` legend it put outside stays there
    /// (the constrained layout forgets that in its first two passes).
    static AxesBuilt build(const Axes& ax, Rect plot, Rect page, const TextMeasurer& engine, const DataExtent& extent,
                           bool complete, const SharedView& shared, AxesBuilt previous);

    /// The view `ax` would show on its own for `extent` (scale space, low end
    /// first): what a group of shared axes starts from. `sources`: the axes
    /// whose data `extent` holds (empty: `ax`), named when it spans more
    /// than a double.
    static std::pair<double, double> own_view(const Axes& ax, bool x, const DataExtent& extent,
                                              const std::vector<const Axes*>& sources = {});
    // axis.view() over the extent's x or y, its Error prefixed with the axes' name, or with the
    // artists of `sources` whose data reach the ends of a span no axis can draw.
    static std::pair<double, double> view_of(const Axes& ax, const Axis& axis, const DataExtent& extent, bool x,
                                             const std::vector<const Axes*>& sources = {});

private:
    // A polar axes (Axes::polar()): its circle, grid, angle and radial labels,
    // its artists in a polar frame (layout/polar_layout.cpp). build() hands it over first thing.
    static AxesBuilt build_polar(const Axes& ax, Rect plot, Rect page, const TextMeasurer& engine,
                                 const DataExtent& extent, bool complete, AxesBuilt previous);

    // "axes 0, artist 1 (line "a") and axes 1, artist 0 (band)": the artists of
    // `sources` (a twin's with its parent's x) whose data reach an end of
    // `extent`, for an Error about a span no axis can draw; empty when none
    // does (the span came from fixed ticks).
    static std::string artists_at_ends(const std::vector<const Axes*>& sources, bool x, const DataExtent& extent);

    // A twin's own y view (its direction applied) for its data `extent`.
    static std::pair<double, double> twin_view(const Axes& twin, const DataExtent& extent);
    // A twin's frame: the parent's plot and x view, the twin's y view `y`.
    static AxesFrame twin_frame(const Axes& twin, const AxesFrame& parent_frame, std::pair<double, double> y);

    // A twin_y's own x view (its direction applied) for its data `extent`.
    static std::pair<double, double> top_twin_view(const Axes& twin, const DataExtent& extent);
    // A twin_y's frame: the parent's plot and y view, the twin's x view `x`.
    static AxesFrame top_twin_frame(const Axes& twin, const AxesFrame& parent_frame, std::pair<double, double> x);

    // The largest part of `cell`, centred, in which a unit of x and of y (in
    // scale space) have the same length.
    static Rect equal_aspect_plot(const Rect& cell, const AxesFrame& f);

    // The side of the plot a text anchored in data coordinates may reach past.
    enum class Edge { top, bottom, right, left };

    // Moves the limit at `edge` (raises the upper y limit for Edge::top,
    // lowers the lower x limit for Edge::left, ...) until every text anchored
    // in data coordinates ends inside the plot on that side: value labels
    // above bars and under negative ones, labels at the ends of horizontal
    // bars, data text near an edge. Returns true when the limit changed.
    // A run of marks: an axes' own, its twin's, or both.
    struct Marks {
        const SceneItem* first;
        const SceneItem* last;
        const SceneItem* begin() const { return first; }
        const SceneItem* end() const { return last; }
    };
    static bool make_room(Marks marks, AxesFrame& f, Edge edge);

    // The insets of `ax` laid out in its frame `f`, each over an opaque plot
    // background, after its zoom indicator; an inset frame (Footprint::frame,
    // in `ax`'s group) covers each inset and its decorations, and holds them
    // (their container), so the collision check and "best" legend placement
    // judge the inset in its place.
    static void emit_insets(const Axes& ax, std::vector<SceneItem>& out, const AxesFrame& f, const Rect& page,
                            const TextMeasurer& engine, bool complete);

    // The inset's region on the parent (a rectangle) and the connectors of
    // matplotlib's indicate_inset_zoom that do not cross the inset.
    // `region`: the inset with its decorations, which holds the connectors.
    static void emit_zoom(const Axes& inset, std::vector<SceneItem>& out, const AxesFrame& f, const AxesBuilt& built,
                          const Rect& region);

    // An axes with a broken y axis (Axes::broken_y; layout/broken_axis_layout.cpp):
    // `f` holds the plot, page, scales and x view; build() hands over here before
    // it computes a y view, so an unbroken axes never takes this path.
    static AxesBuilt build_broken(const Axes& ax, AxesFrame f, const TextMeasurer& engine, bool complete,
                                  const SharedView& shared, AxesBuilt previous);
    // One frame per y range, lowest range first: its band of `whole`'s plot
    // (shares of the length left by the gaps) and the range as its y view.
    static std::vector<AxesFrame> broken_frames(const Axes& ax, const AxesFrame& whole);
    // The diagonal marks on the side spines at each gap, and an invisible area
    // over the gap (a legend keeps off it; a text across it is reported).
    static void emit_break_marks(const Axes& ax, std::vector<SceneItem>& out, const std::vector<AxesFrame>& frames);

    // Spines, extended by half their width so corners close.
    static void emit_spines(const Axes& ax, std::vector<SceneItem>& out, const AxesFrame& f);

    // One spine from a to b (Role::spine, the style's colour and width, square caps).
    static SceneItem spine_item(const Axes& ax, const AxesFrame& f, Point a, Point b);

    // The title sits above the plot, or above a legend placed over the plot.
    static void emit_title(const Axes& ax, std::vector<SceneItem>& out, const AxesFrame& f, const TextMeasurer& engine,
                           double above);

    // The axes' colourbars, appended to `deco` outside its texts, each outside
    // the ones before it: `decorations_bottom` grows past those below; returns
    // how far right those on the right reach (f.plot.right() without any).
    static double emit_colorbars(const Axes& ax, std::vector<SceneItem>& deco, const AxesFrame& f,
                                 const TextMeasurer& engine, double& decorations_bottom);

    // Sets what `out` reports besides its items: the cell `plot`, the frame
    // `f` drawn, and the bounds, `plot` united with every item the figure does
    // not place itself and no clip keeps inside.
    static void finish(AxesBuilt& out, const Rect& plot, const AxesFrame& f);
};

}  // namespace detail
}  // namespace sqfig
