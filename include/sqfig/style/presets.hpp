// Looks for other media than a printed page: slides and posters are read from
// metres away, so text is larger and lines thicker than in a paper figure.
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/style.hpp"

namespace sqfig {

/// A slide's look: sans-serif, 18 pt text (16 pt ticks and legends), 3 pt
/// lines, 1.5 pt spines and ticks, the print palette (colour-blind safe,
/// the first three apart in greyscale).
SQFIG_API Style slide_style();

/// A poster's look: sans-serif, 28 pt text (24 pt ticks and legends), 4.5 pt
/// lines, 2 pt spines and ticks, the print palette.
SQFIG_API Style poster_style();

/// A 16:9 slide, 10 x 5.625 in (Google Slides' and Keynote's wide page).
inline Size slide_size() { return inches(10, 5.625); }
/// A figure a third of an A0 poster's width (841 mm / 3), golden proportions.
SQFIG_API Size poster_panel_size();

}  // namespace sqfig
