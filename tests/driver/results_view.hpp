// The loaded results as the tests check them. Since issue 45 these are the
// driver's own typed results (examples/paper_figures/results.hpp), which the
// loader fills and the figure builders read: the names here are kept for the
// tests that still use them (tests/render/test_layout.cpp).
#pragma once

#include "figures.hpp"
#include "loader.hpp"

namespace results_view {

using View = paper::Results;

/// The results themselves (what the figures draw).
inline const View& view(const paper::Results& r) { return r; }

}  // namespace results_view
