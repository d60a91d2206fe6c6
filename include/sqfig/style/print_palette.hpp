// The colour cycle of the venue, slide and poster presets: Okabe & Ito's
// colour-blind-safe colours, reordered so that the first three also differ
// in lightness (a greyscale print): blue (L* 46), orange (L* 71), black (L* 0).
// More series than three need a second cue (markers, dashes, hatches); the
// figure check (layout/figure_check.hpp) says which.
#pragma once

#include <vector>

#include "sqfig/core/color.hpp"

namespace sqfig {

inline std::vector<Color> print_palette() {
    return {Color("#0072b2"), Color("#e69f00"), Color("#000000"), Color("#d55e00"),
            Color("#56b4e9"), Color("#009e73"), Color("#cc79a7"), Color("#f0e442")};
}

}  // namespace sqfig
