// A figure's look as one value: fonts, sizes, line widths, tick geometry,
// spines and the colour cycle. No global rcParams: pass a Style to Figure.
#pragma once

#include <string>
#include <vector>

#include "sqfig/core/color.hpp"

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
    std::vector<Color> color_cycle{"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
                                   "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};

    /// matplotlib's look: sans-serif, 10 pt, all four spines.
    static Style matplotlib() { return Style{}; }

    /// The SpectralQuant paper's settings: serif, 10 pt base, titles 11,
    /// labels 10, ticks and legend 9, no top/right spines.
    static Style paper() {
        Style s;
        s.font_family = "serif";
        s.font_size = 10;
        s.title_size = 11;
        s.label_size = 10;
        s.tick_label_size = 9;
        s.legend_size = 9;
        s.annotation_size = 9;
        s.spine_top = false;
        s.spine_right = false;
        return s;
    }
};

}  // namespace sqfig
