// The SpectralQuant paper's look, the one definition of it: the driver's
// figures, the gallery and the test suite's goldens are drawn with it. A
// header of its own (no other driver code) so that the library's tests can
// use it without linking the driver.
#pragma once

#include <sqfig/style.hpp>

namespace paper {

/// The rcParams of shared/spec/build_paper_figures.py: serif, 10 pt base,
/// titles 11, axis labels 10, tick labels, legends and annotations 9, no
/// top/right spines.
inline sqfig::Style paper_style() {
    sqfig::Style s;  // from matplotlib's defaults, as the script's rcParams are
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

}  // namespace paper
