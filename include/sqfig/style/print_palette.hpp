// The colour cycle of the venue, slide and poster presets: Okabe & Ito's
// colour-blind-safe colours, reordered so that the first three also differ
// in lightness (a greyscale print): blue (L* 46), orange (L* 71), black (L* 0).
// More series than three need a second cue (markers, dashes, hatches); the
// figure check (layout/figure_check.hpp) says which.
#pragma once

#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/color.hpp"

namespace sqfig {

/// The presets' colour cycle: Okabe & Ito's colours, the first three also apart in lightness.
SQFIG_API std::vector<Color> print_palette();

}  // namespace sqfig
