// The implementation of sqfig/subplots.hpp.
#include "sqfig/subplots.hpp"

#include <utility>
#include "sqfig/figure.hpp"

namespace sqfig {

// The overloads without a style or options make them here, so that a
// caller's TU does not build and destroy a Style (or GridOptions) inline.
std::pair<Figure, Axes&> subplots(Size size) {
    Figure fig{size};
    Axes& ax = fig.axes();
    return {std::move(fig), ax};
}

std::pair<Figure, Axes&> subplots(Size size, Style style) {
    Figure fig{size, std::move(style)};
    Axes& ax = fig.axes();
    return {std::move(fig), ax};
}

std::pair<Figure, Grid> subplots(int rows, int cols, Size size) {
    return subplots(rows, cols, size, GridOptions{}, Style::matplotlib());
}

std::pair<Figure, Grid> subplots(int rows, int cols, Size size, GridOptions options) {
    return subplots(rows, cols, size, std::move(options), Style::matplotlib());
}

std::pair<Figure, Grid> subplots(int rows, int cols, Size size, GridOptions options, Style style) {
    Figure fig{size, std::move(style)};
    Grid grid = fig.grid(rows, cols, std::move(options));
    return {std::move(fig), std::move(grid)};
}

}  // namespace sqfig
