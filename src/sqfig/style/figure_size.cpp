// The implementation of sqfig/style/figure_size.hpp.
#include "sqfig/style/figure_size.hpp"

#include <cmath>
#include <string>
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"

namespace sqfig {

Size figure_size(double width, double height_over_width) {
    if (!(width > 0 && width <= 1e5))
        throw Error("figure width must be positive and at most 100000 points, not " + std::to_string(width));
    if (!(height_over_width > 0 && height_over_width <= 100))
        throw Error("figure aspect (height / width) must be in (0, 100], not " + std::to_string(height_over_width));
    return {width, width * height_over_width};
}

Size golden_grid_size(double width, int rows, int cols) {
    if (rows < 1 || cols < 1 || rows > 1000 || cols > 1000)
        throw Error("golden_grid_size: rows and columns must be between 1 and 1000");
    return figure_size(width, static_cast<double>(rows) / static_cast<double>(cols) / golden_ratio);
}

}  // namespace sqfig
