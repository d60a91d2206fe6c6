// What an Axes holds: its artists, its two axes, its decorations' settings.
// Internal: axes.cpp keeps it, the layout (layout/axes_layout.cpp) reads it.
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/colorbar.hpp"
#include "sqfig/artists/legend.hpp"
#include "sqfig/axes.hpp"
#include "sqfig/axis.hpp"
#include "sqfig/polar_axes.hpp"

namespace sqfig {

struct Axes::State {
    // A twin (parent set) has its y axis on the right.
    State(const Style& s, int i, Axes* twin_of)
        : style(s), index(i), y{twin_of ? AxisSide::right : AxisSide::left}, parent(twin_of) {}
    const Style& style;
    int index;
    std::vector<std::unique_ptr<Artist>> artists;
    std::size_t cycle = 0;
    Axis x{AxisSide::bottom}, y{AxisSide::left};
    std::string title, title_plain;
    double title_size = 0;
    std::array<bool, 4> spines{};  // top, right, bottom, left
    bool axis_on = true;
    std::optional<Legend> legend;
    std::vector<std::unique_ptr<Colorbar>> colorbars;
    Axes* parent = nullptr;       // set on a twin: the axes it shares x and the plot with
    std::unique_ptr<Axes> twin;   // twin_x()
    std::unique_ptr<Axes> twin_top;  // twin_y(): shares y and the plot, its own x axis on top
    bool shares_y = false;        // set on a twin_y() twin: its y axis is its parent's, its own x is on top
    bool aspect_equal = false;
    // secondary_x / secondary_y: an axis on the top (right) showing forward()
    // of the primary axis' values; drawn by the layout through a
    // detail::SecondaryTransform (src/sqfig/scale/secondary_transform.hpp).
    struct Secondary {
        Axis axis;
        std::function<double(double)> forward, inverse;
    };
    std::optional<Secondary> secondary_x, secondary_y;
    // broken_y: the y ranges shown, lowest first, and how they are laid out
    // (layout/broken_axis_layout.cpp).
    struct YBreak {
        std::vector<std::pair<double, double>> ranges;
        AxisBreak options;
    };
    std::optional<YBreak> y_break;
    // Insets (Axes::inset): the parent owns them; an inset knows its parent and its place.
    std::vector<std::unique_ptr<Axes>> insets;
    const Axes* inset_of = nullptr;
    std::size_t inset_number = 0;
    Rect inset_where;                   // lower left corner and size, in inset_coords
    Coords inset_coords = Coords::axes;
    std::optional<ZoomIndicator> zoom;  // indicate_inset_zoom: drawn by the parent
    int group = index;                  // the scene group of its items: the index, or an inset's own
    std::unique_ptr<PolarAxes> polar;   // Axes::polar(): laid out by AxesLayout::build_polar
};

/// The most ranges Axes::broken_y takes.
inline constexpr std::size_t kMaxBrokenRanges = 16;

/// Scene groups of insets: kInsetGroups + parent index * kInsetsPerAxes + inset number,
/// clear of the axes' indices (at most Figure::max_axes).
inline constexpr int kInsetGroups = 1000000, kInsetsPerAxes = 100;

}  // namespace sqfig
