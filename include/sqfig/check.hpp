// The figure check for a whole Figure, next to Figure::collisions(): what the
// reader of the printed figure may not see (layout/figure_check.hpp).
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/figure.hpp"
#include "sqfig/layout/figure_check.hpp"

namespace sqfig {

/// The figure check (text size, line width, colour vision, greyscale) on a
/// fresh layout of `figure`. To check, find collisions and save with one
/// layout, take figure.scene() once and pass it to check() and find_collisions().
[[nodiscard]] SQFIG_API std::vector<Finding> check(const Figure& figure, const CheckOptions& options = {});

}  // namespace sqfig
