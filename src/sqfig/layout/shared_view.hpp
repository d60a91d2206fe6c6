// What a grid with shared axes (GridOptions::share_x / share_y) imposes on
// one of its axes: the constrained layout computes it, Axes::build obeys it.
// Its own header so that axes.hpp, which every chart includes, only declares it.
#pragma once

#include <optional>
#include <utility>

namespace sqfig {

/// The view limits of the axes' group (scale space, low end first; none: its
/// own autoscaling), the group's direction (inverted when any member is, as
/// limits shared in matplotlib are) and whether its tick labels show.
struct SharedView {
    std::optional<std::pair<double, double>> x, y;
    bool x_inverted = false, y_inverted = false;
    bool x_tick_labels = true, y_tick_labels = true;
};

}  // namespace sqfig
