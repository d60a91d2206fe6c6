// Internal: how crowded each point of a set is, for PointLabels::repel():
// how many other points lie near it and where those around it are.
#pragma once

#include <cstddef>
#include <vector>

#include "sqfig/core/geometry.hpp"

namespace sqfig::detail {

/// What lies around one point of a set; distances are std::hypot of the
/// coordinate differences, compared with `<`.
struct Crowding {
    int near = 0;                 ///< other points closer than the near radius
    int around = 0;               ///< other points closer than the around radius
    double sum_x = 0, sum_y = 0;  ///< the sum of those around's coordinates
};

/// The crowding of every point of `at` (radii > 0), by a grid of cells
/// (an eighth of the smaller radius) with running sums along each row: a
/// cell wholly within a radius is added as one sum; the points of a cell
/// the circle crosses are tested one by one, or, past 16 points in the cell,
/// the cell counts whole by whether its points' mean is within the radius.
/// So points at one place, on one line or in a dense cluster cost
/// O(n log n), where testing every pair was O(n^2). Where no crossed cell
/// holds more than 16 points (and for points at one place) the counts are
/// those of testing every pair, and the sums theirs to rounding (added in
/// another order).
/// Points beyond 2^40 page points (no plot reaches them) and non-finite ones
/// are tested against every point; a non-finite one has nothing around it.
/// `pairs_tested`, if given, receives the number of distances computed.
std::vector<Crowding> crowding(const std::vector<Point>& at, double near_radius, double around_radius,
                               std::size_t* pairs_tested = nullptr);

}  // namespace sqfig::detail
