// The serif "paper" look the tests and their golden images are drawn with:
// the same values as the SpectralQuant driver's paper::paper_style(), kept
// here so that library tests do not depend on the example driver.
#pragma once

#include <sqfig/style.hpp>

namespace sqfig_test {

/// Serif, 10 pt base, titles 11, axis labels 10, tick labels, legends and
/// annotations 9, no top/right spines.
inline sqfig::Style paper_style() {
    sqfig::Style s;
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

}  // namespace sqfig_test
