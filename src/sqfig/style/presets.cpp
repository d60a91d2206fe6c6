// The implementation of sqfig/style/presets.hpp.
#include "sqfig/style/presets.hpp"

#include "sqfig/core/geometry.hpp"
#include "sqfig/style.hpp"
#include "sqfig/style/figure_size.hpp"
#include "sqfig/style/print_palette.hpp"

namespace sqfig {

Style slide_style() {
    Style s;
    s.font_family = "DejaVu Sans";
    s.font_size = 18;
    s.title_size = 20;
    s.label_size = 18;
    s.tick_label_size = 16;
    s.legend_size = 16;
    s.annotation_size = 16;
    s.line_width = 3.0;
    s.spine_width = 1.5;
    s.major_tick_length = 7.0;
    s.minor_tick_length = 4.0;
    s.major_tick_width = 1.5;
    s.minor_tick_width = 1.0;
    s.tick_label_pad = 5.0;
    s.axis_label_pad = 6.0;
    s.title_pad = 10.0;
    s.marker_size = 11.0;
    s.figure_pad = 8.0;
    s.panel_gap = 18.0;
    s.grid_width = 1.0;
    s.spine_top = false;
    s.spine_right = false;
    s.color_cycle = print_palette();
    return s;
}

Style poster_style() {
    Style s = slide_style();
    s.font_size = 28;
    s.title_size = 32;
    s.label_size = 28;
    s.tick_label_size = 24;
    s.legend_size = 24;
    s.annotation_size = 24;
    s.line_width = 4.5;
    s.spine_width = 2.0;
    s.major_tick_length = 10.0;
    s.minor_tick_length = 6.0;
    s.major_tick_width = 2.0;
    s.minor_tick_width = 1.5;
    s.tick_label_pad = 7.0;
    s.axis_label_pad = 9.0;
    s.title_pad = 14.0;
    s.marker_size = 16.0;
    s.figure_pad = 12.0;
    s.panel_gap = 26.0;
    s.grid_width = 1.5;
    return s;
}

Size poster_panel_size() { return golden_size(inches(841.0 / 25.4 / 3)); }

}  // namespace sqfig
