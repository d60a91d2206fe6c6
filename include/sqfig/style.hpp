// A figure's look as one value: fonts, sizes, line widths, tick geometry,
// spines and the colour cycle. No global rcParams: pass a Style to Figure.
#pragma once

#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/color.hpp"
#include "sqfig/core/color_cycle.hpp"

namespace sqfig {

/// A figure's look as one value: fonts, text sizes, line widths, tick geometry,
/// spines and the colour cycle. The defaults are matplotlib's; lengths are points.
struct SQFIG_API Style {
    /// Pango font family of every text in the figure (default "sans-serif").
    std::string font_family = "sans-serif";
    /// Base text size, points (default 10): the body size a preset is built around;
    /// titles, labels, tick labels, legends and annotations take the sizes below.
    double font_size = 10;
    /// Axes titles, points (default 12); a suptitle without a size is 1.2 × this.
    double title_size = 12;
    /// Axis labels and colorbar labels, points (default 10).
    double label_size = 10;
    /// Tick labels, points (default 10).
    double tick_label_size = 10;
    /// Legend text, points (default 10).
    double legend_size = 10;
    /// Texts on axes (ax.text(), annotations, bar labels, heatmap cell labels),
    /// points (default 10).
    double annotation_size = 10;

    /// Width of data lines, points (default 1.5).
    double line_width = 1.5;
    /// Width of the spines and the colorbar frame, points (default 0.8).
    double spine_width = 0.8;
    /// \var major_tick_length
    /// Length of major ticks, points (default 3.5).
    /// \var minor_tick_length
    /// Length of minor ticks, points (default 2).
    double major_tick_length = 3.5, minor_tick_length = 2.0;
    /// \var major_tick_width
    /// Line width of major ticks, points (default 0.8).
    /// \var minor_tick_width
    /// Line width of minor ticks, points (default 0.6).
    double major_tick_width = 0.8, minor_tick_width = 0.6;
    /// Gap between a tick and its label, points (default 3.5).
    double tick_label_pad = 3.5;
    /// Gap between the tick labels and the axis label, points (default 4).
    double axis_label_pad = 4.0;
    /// Gap between the plot area and the axes title, points (default 6).
    double title_pad = 6.0;
    /// Marker size of lines, error bars and scatter points, points across (default 6).
    double marker_size = 6.0;
    /// Empty border around the page content, points (default 5).
    double figure_pad = 5.0;
    /// Least space between two panels' decorations, points (default 10); also
    /// GridOptions' gaps when they are negative (their default).
    double panel_gap = 10.0;
    /// Colour of grid lines (Axis::grid); default `#b0b0b0`, as matplotlib.
    Color grid_color{"#b0b0b0"};
    /// Width of major grid lines, points (default 0.8); minor ones are half as wide.
    double grid_width = 0.8;
    /// Opacity of grid lines, 0 to 1 (default 1), times grid_color's own alpha.
    double grid_alpha = 1.0;

    /// \var spine_top
    /// Draw the top spine (default true).
    /// \var spine_right
    /// Draw the right spine (default true).
    /// \var spine_bottom
    /// Draw the bottom spine (default true).
    /// \var spine_left
    /// Draw the left spine (default true).
    bool spine_top = true, spine_right = true, spine_bottom = true, spine_left = true;
    /// Default colour of texts, error bars and reference lines (default black); also
    /// the colour artists get when color_cycle is empty.
    Color text_color{0, 0, 0};
    /// Colour of spines and ticks (default black).
    Color spine_color{0, 0, 0};
    /// Page background (default white); also the fill of a legend's frame.
    Color background{1, 1, 1};
    /// Colours artists take in turn (bars, lines, scatters...); default tab10;
    /// any colours, or a named cycle: `sqfig::color_cycle("okabe_ito")`.
    std::vector<Color> color_cycle = color_cycles::tab10();

    /// Selects a named colour cycle: "tab10", "okabe_ito", "tol_bright", "tol_muted".
    /// Throws sqfig::Error for any other name.
    Style& use_color_cycle(const std::string& name);

    /// matplotlib's look: sans-serif, 10 pt, all four spines. A program's
    /// own look is a Style it builds from this and changes (see docs/api.md).
    static Style matplotlib();
};

}  // namespace sqfig
