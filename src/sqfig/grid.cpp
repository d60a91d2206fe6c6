// Grid's constructor, copies, moves and destructor (sqfig/figure.hpp), out of
// line so that a user's TU compiles none of std::vector<Axes*>'s code for them
// (docs/performance.md); its other members are in figure.cpp.
#include "sqfig/figure.hpp"

#include <utility>
#include <vector>

namespace sqfig {

Grid::Grid(std::vector<Axes*> axes, int rows, int cols) : axes_(std::move(axes)), rows_(rows), cols_(cols) {}

Grid::Grid(const Grid& o) = default;

Grid::Grid(Grid&& o) noexcept = default;

Grid& Grid::operator=(const Grid& o) = default;

Grid& Grid::operator=(Grid&& o) noexcept = default;

Grid::~Grid() = default;

}  // namespace sqfig
