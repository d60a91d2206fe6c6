// Where a legend goes (matplotlib's legend.py "best"): candidate boxes inside
// the plot are scored by how much of the data, text and other marks they
// would cover; the free place that covers least wins, and when none is free
// the legend moves outside the plot (above it, or beside it), where the
// constrained layout makes room for it.
#pragma once

#include <limits>
#include <vector>

#include "sqfig/artists/legend.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

namespace detail {

// What a legend inside the plot must not cover, gathered once per placement.
struct LegendObstacle {
    Rect box;
    const ScenePath* segments = nullptr;  // stroked paths: cost by the length covered
    const ScenePath* polygon = nullptr;   // filled shapes other than boxes (bands): cost by the area covered
};

std::vector<LegendObstacle> legend_obstacles(const std::vector<SceneItem>& items, int group);

// How much a legend box at r would cover: areas by overlap (a band's by the part of
// its polygon inside r), paths by 4 × the length covered.
// Stops early once the cost reaches `stop` (every term is >= 0, so the total
// can only grow): a candidate that cannot beat the best so far is not finished.
double legend_cost(const Rect& r, const std::vector<LegendObstacle>& obstacles,
                          double stop = std::numeric_limits<double>::infinity());

// The legend in the most columns (entries side by side) that fit `width`; one column at least.
Legend::Layout fitting_columns(const Legend& legend, const std::vector<LegendEntry>& entries,
                                      const Style& style, const TextMeasurer& engine, double width);
// The same from entries already measured (any column count): nothing is measured again.
Legend::Layout fitting_columns(const Legend& legend, Legend::Layout measured, double width);

}  // namespace detail

/// What the legend of one axes is placed against.
struct LegendSite {
    Rect plot;                 // the plot area
    int group = -1;            // the axes' group: its items are the obstacles
    std::string owner;         // "axes 0 (...)", for reports
    double right_spine = 0;    // width of a right spine the legend keeps clear of (outside right)
    double decorations_bottom = 0;  // page y of the bottom of the x-axis decorations (outside bottom)
    // False in the constrained layout's trial passes, which need only the
    // legend's box: its entries (a text, a handle and their names each) are
    // made once, in the last pass.
    bool complete = true;
    // outside_top or outside_right: where the last pass of the layout put this
    // `best` legend outside the plot (the constrained layout passes it from
    // its third pass on). It stays there: back inside, it would give the plot
    // the room that made it fit (a pie grows and covers it again), and above
    // instead of beside, the plot would widen and take it beside again; the
    // layout would swing between the two and end with the legend off the
    // page. `best`: not passed, or the legend was inside.
    LegendLocation kept_outside = LegendLocation::best;
};

/// Where place_legend() put a legend.
struct PlacedLegend {
    double top;  // its top edge (the title goes above it when it is above the plot)
    // outside_top or outside_right when a `best` legend went outside the plot
    // (the next layout pass keeps it there: LegendSite::kept_outside); else best.
    LegendLocation kept_outside = LegendLocation::best;
};

/// Places `legend` showing `entries` for the axes at `site`, appending its
/// items to `items` (which hold the axes' marks and decorations so far).
PlacedLegend place_legend(const Legend& legend, const std::vector<LegendEntry>& entries, const LegendSite& site,
                          std::vector<SceneItem>& items, const Style& style, const TextMeasurer& engine);

}  // namespace sqfig
