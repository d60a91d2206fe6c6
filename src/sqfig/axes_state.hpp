// What an Axes holds: its artists, its two axes, its decorations' settings.
// Internal: axes.cpp keeps it, the layout (layout/axes_layout.cpp) reads it.
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
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
    bool aspect_equal = false;
    // secondary_x / secondary_y: an axis on the top (right) showing forward()
    // of the primary axis' values; drawn by the layout through a
    // detail::SecondaryTransform (src/sqfig/scale/secondary_transform.hpp).
    struct Secondary {
        Axis axis;
        std::function<double(double)> forward, inverse;
    };
    std::optional<Secondary> secondary_x, secondary_y;
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

/// Scene groups of insets: kInsetGroups + parent index * kInsetsPerAxes + inset number,
/// clear of the axes' indices (at most Figure::max_axes).
inline constexpr int kInsetGroups = 1000000, kInsetsPerAxes = 100;

}  // namespace sqfig
