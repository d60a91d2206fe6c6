// A figure's look as one value: fonts, sizes, line widths, tick geometry,
// spines and the colour cycle. No global rcParams: pass a Style to Figure.
#pragma once

#include <string>
#include <vector>

#include "sqfig/core/color.hpp"
#include "sqfig/core/color_cycle.hpp"

namespace sqfig {

struct Style {
    std::string font_family = "sans-serif";
    double font_size = 10;        // default for free text
    double title_size = 12;
    double label_size = 10;       // axis labels
    double tick_label_size = 10;
    double legend_size = 10;
    double annotation_size = 10;  // ax.text() default

    double line_width = 1.5;      // data lines
    double spine_width = 0.8;
    double major_tick_length = 3.5, minor_tick_length = 2.0;
    double major_tick_width = 0.8, minor_tick_width = 0.6;
    double tick_label_pad = 3.5;  // between tick and its label
    double axis_label_pad = 4.0;  // between tick labels and axis label
    double title_pad = 6.0;       // between plot area and title
    double marker_size = 6.0;
    double figure_pad = 5.0;      // empty border around the page content
    double panel_gap = 10.0;      // minimum space between two panels' decorations
    Color grid_color{"#b0b0b0"};  // grid lines (Axis::grid), matplotlib's defaults
    double grid_width = 0.8;
    double grid_alpha = 1.0;

    bool spine_top = true, spine_right = true, spine_bottom = true, spine_left = true;
    Color text_color{0, 0, 0};
    Color spine_color{0, 0, 0};
    Color background{1, 1, 1};
    std::vector<Color> color_cycle = color_cycles::tab10();  // or sqfig::color_cycle("okabe_ito"), any colours

    /// Selects a named colour cycle: "tab10", "okabe_ito", "tol_bright", "tol_muted".
    Style& use_color_cycle(const std::string& name);

    /// matplotlib's look: sans-serif, 10 pt, all four spines. A program's
    /// own look is a Style it builds from this and changes (see docs/api.md).
    static Style matplotlib() { return Style{}; }
};

}  // namespace sqfig
