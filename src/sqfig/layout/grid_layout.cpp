// The implementation of sqfig/layout/grid_layout.hpp.
#include "sqfig/layout/grid_layout.hpp"

#include <cmath>
#include <numeric>
#include <vector>
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"

namespace sqfig {

GridOptions GridOptions::shared(Share x, Share y) {
    GridOptions o;
    o.share_x = x;
    o.share_y = y;
    return o;
}

}  // namespace sqfig

namespace sqfig {
namespace detail {

std::vector<double> ratios_or_equal(const std::vector<double>& r, int n, const char* what) {
    if (r.empty()) return std::vector<double>(static_cast<std::size_t>(n), 1.0);
    if (static_cast<int>(r.size()) != n)
        throw Error(std::string("grid: ") + std::to_string(r.size()) + " " + what + " for " + std::to_string(n));
    for (double v : r)
        if (!(v > 0) || !std::isfinite(v)) throw Error(std::string("grid: ") + what + " must be positive");
    return r;
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

std::vector<Rect> solve_grid(const Rect& area, int rows, int cols, const GridOptions& opt,
                                    const std::vector<Protrusion>& prot, double default_gap) {
    if (rows < 1 || cols < 1) throw Error("grid: needs at least one row and one column");
    const auto wr = detail::ratios_or_equal(opt.width_ratios, cols, "width ratios");
    const auto hr = detail::ratios_or_equal(opt.height_ratios, rows, "height ratios");
    const double cgap = opt.column_gap >= 0 ? opt.column_gap : default_gap;
    const double rgap = opt.row_gap >= 0 ? opt.row_gap : default_gap;
    auto cell = [&](int r, int c) -> const Protrusion& {
        return prot[static_cast<std::size_t>(r * cols + c)];
    };
    std::vector<double> left(static_cast<std::size_t>(cols), 0), right(left), top(static_cast<std::size_t>(rows), 0),
        bottom(top);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const auto ci = static_cast<std::size_t>(c), ri = static_cast<std::size_t>(r);
            left[ci] = std::max(left[ci], cell(r, c).left);
            right[ci] = std::max(right[ci], cell(r, c).right);
            top[ri] = std::max(top[ri], cell(r, c).top);
            bottom[ri] = std::max(bottom[ri], cell(r, c).bottom);
        }
    const double fixed_w = std::accumulate(left.begin(), left.end(), 0.0) +
                           std::accumulate(right.begin(), right.end(), 0.0) + (cols - 1) * cgap;
    const double fixed_h = std::accumulate(top.begin(), top.end(), 0.0) +
                           std::accumulate(bottom.begin(), bottom.end(), 0.0) + (rows - 1) * rgap;
    // Too little room: plots keep a sliver, and the collision report tells.
    const double free_w = std::max(area.width - fixed_w, 4.0 * cols);
    const double free_h = std::max(area.height - fixed_h, 4.0 * rows);
    const double sw = std::accumulate(wr.begin(), wr.end(), 0.0), sh = std::accumulate(hr.begin(), hr.end(), 0.0);

    std::vector<Rect> out(static_cast<std::size_t>(rows * cols));
    double y = area.top();
    for (int r = 0; r < rows; ++r) {
        const auto ri = static_cast<std::size_t>(r);
        const double h = free_h * hr[ri] / sh;
        double x = area.left();
        for (int c = 0; c < cols; ++c) {
            const auto ci = static_cast<std::size_t>(c);
            const double w = free_w * wr[ci] / sw;
            out[static_cast<std::size_t>(r * cols + c)] = {x + left[ci], y + top[ri], w, h};
            x += left[ci] + w + right[ci] + cgap;
        }
        y += top[ri] + h + bottom[ri] + rgap;
    }
    return out;
}

}  // namespace sqfig
