// The implementation of label_crowding.hpp.
#include "sqfig/artists/label_crowding.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <tuple>

namespace sqfig::detail {

namespace {

// Coordinates up to this many page points get a grid cell (an int64 index
// with room to step to its neighbours); the rest are tested pair by pair.
constexpr double grid_reach = 1099511627776.0;  // 2^40

// A cell on a circle's edge holding more points than this counts whole or
// not at all, by its points' mean: the answer is then off by at most the
// points within a cell's diagonal (5.3 pt at 30 pt) of the edge, where
// testing each would make a dense crowd cost O(n^2).
constexpr std::size_t crowded_cell = 16;

// The occupied cells of one grid row, ordered by column, with running sums:
// total[k] holds what the row's cells before the k-th hold.
struct CrowdingRow {
    std::int64_t y = 0;
    std::vector<std::int64_t> column;
    std::vector<std::size_t> first;  // each cell's first place in the sorted points, then the row's end
    std::vector<Crowding> total;     // column.size() + 1 running sums (near unused)
};

class CrowdingGrid {
public:
    CrowdingGrid(const std::vector<Point>& at, const std::vector<std::size_t>& inside, double cell)
        : at_(at), cell_(cell) {
        // By row, column, then index (so a cell's sum adds in index order).
        std::vector<std::tuple<std::int64_t, std::int64_t, std::size_t>> keys;
        keys.reserve(inside.size());
        for (const std::size_t i : inside) keys.emplace_back(row_of(at_[i].y), column_of(at_[i].x), i);
        std::sort(keys.begin(), keys.end());
        sorted_.reserve(keys.size());
        for (const auto& k : keys) sorted_.push_back(std::get<2>(k));
        for (std::size_t s = 0; s < sorted_.size(); ++s) {
            const Point p = at_[sorted_[s]];
            const std::int64_t r = row_of(p.y), c = column_of(p.x);
            if (rows_.empty() || rows_.back().y != r) {
                if (!rows_.empty()) rows_.back().first.push_back(s);  // the row's end
                rows_.push_back({r, {}, {}, {Crowding{}}});
            }
            CrowdingRow& row = rows_.back();
            if (row.column.empty() || row.column.back() != c) {
                row.column.push_back(c);
                row.first.push_back(s);
                row.total.push_back(row.total.back());
            }
            Crowding& t = row.total.back();
            ++t.around;
            t.sum_x += p.x;
            t.sum_y += p.y;
        }
        if (!rows_.empty()) rows_.back().first.push_back(sorted_.size());
    }

    // Adds to `c` the points (other than `self`) closer than `radius` to
    // `p`: into near (count only) or around (count and sums).
    void add_within(std::size_t self, double radius, bool around, double margin, Crowding& c,
                    std::size_t& tested) const {
        const Point p = at_[self];
        const std::int64_t own_row = row_of(p.y), own_column = column_of(p.x);
        const std::int64_t reach = static_cast<std::int64_t>(std::ceil(radius / cell_)) + 1;
        const std::int64_t r0 = own_row - reach, r1 = own_row + reach;
        auto row = std::lower_bound(rows_.begin(), rows_.end(), r0,
                                    [](const CrowdingRow& r, std::int64_t y) { return r.y < y; });
        for (; row != rows_.end() && row->y <= r1; ++row) {
            const double top = static_cast<double>(row->y) * cell_, bottom = top + cell_;
            const double dy_near = std::max({top - p.y, 0.0, p.y - bottom});
            const double dy_far = std::max(std::abs(top - p.y), std::abs(bottom - p.y));
            if (dy_near >= radius + margin) continue;
            // Columns whose cells the circle reaches, and those wholly inside it.
            const double out = std::sqrt((radius + margin) * (radius + margin) - dy_near * dy_near);
            const std::int64_t c0 = column_of(p.x - out), c1 = column_of(p.x + out);
            std::int64_t w0 = 1, w1 = 0;  // empty
            if (dy_far < radius - margin) {
                const double in = std::sqrt((radius - margin) * (radius - margin) - dy_far * dy_far);
                w0 = static_cast<std::int64_t>(std::ceil((p.x - in) / cell_));
                w1 = static_cast<std::int64_t>(std::floor((p.x + in) / cell_)) - 1;
            }
            auto at_column = [&](std::int64_t c) {
                return static_cast<std::size_t>(std::lower_bound(row->column.begin(), row->column.end(), c) -
                                                row->column.begin());
            };
            const std::size_t k1 = at_column(c1 + 1);
            for (std::size_t k = at_column(c0); k < k1; ++k) {
                const std::int64_t col = row->column[k];
                if (col >= w0 && col <= w1) {
                    // A run of cells wholly inside: one difference of sums.
                    const std::size_t end = at_column(w1 + 1);
                    const Crowding& a = row->total[k];
                    const Crowding& b = row->total[end];
                    const bool own = row->y == own_row && own_column >= col && own_column <= w1;
                    add_sums(c, a, b, own ? p : std::optional<Point>{}, around);
                    k = end - 1;
                    continue;
                }
                const std::size_t begin = row->first[k], end = row->first[k + 1];
                if (end - begin > crowded_cell) {
                    // Whole by its points' mean, the point itself left out.
                    const Crowding& a = row->total[k];
                    const Crowding& b = row->total[k + 1];
                    const double mx = (b.sum_x - a.sum_x) / double(end - begin), my = (b.sum_y - a.sum_y) / double(end - begin);
                    ++tested;
                    if (std::hypot(p.x - mx, p.y - my) < radius) {
                        const bool own = row->y == own_row && col == own_column;
                        add_sums(c, a, b, own ? p : std::optional<Point>{}, around);
                    }
                    continue;
                }
                for (std::size_t s = begin; s < end; ++s) {
                    const std::size_t j = sorted_[s];
                    ++tested;
                    if (j != self && std::hypot(p.x - at_[j].x, p.y - at_[j].y) < radius) add(c, at_[j], around);
                }
            }
        }
    }

    // Adds the points between the running sums a and b, less `self` if given.
    static void add_sums(Crowding& c, const Crowding& a, const Crowding& b, std::optional<Point> self, bool around) {
        const int count = b.around - a.around - (self ? 1 : 0);
        if (!around) {
            c.near += count;
            return;
        }
        c.around += count;
        c.sum_x += b.sum_x - a.sum_x - (self ? self->x : 0);
        c.sum_y += b.sum_y - a.sum_y - (self ? self->y : 0);
    }

    static void add(Crowding& c, Point q, bool around) {
        if (!around) {
            ++c.near;
            return;
        }
        ++c.around;
        c.sum_x += q.x;
        c.sum_y += q.y;
    }

private:
    std::int64_t row_of(double y) const { return static_cast<std::int64_t>(std::floor(y / cell_)); }
    std::int64_t column_of(double x) const { return static_cast<std::int64_t>(std::floor(x / cell_)); }

    const std::vector<Point>& at_;
    double cell_;
    std::vector<std::size_t> sorted_;
    std::vector<CrowdingRow> rows_;
};

}  // namespace

std::vector<Crowding> crowding(const std::vector<Point>& at, double near_radius, double around_radius,
                               std::size_t* pairs_tested) {
    std::vector<Crowding> out(at.size());
    std::size_t tested = 0;
    std::vector<std::size_t> in_grid, far;
    double largest = 0;
    for (std::size_t i = 0; i < at.size(); ++i) {
        if (!std::isfinite(at[i].x) || !std::isfinite(at[i].y)) continue;
        const double size = std::max(std::abs(at[i].x), std::abs(at[i].y));
        if (size <= grid_reach) {
            in_grid.push_back(i);
            largest = std::max(largest, size);
        } else {
            far.push_back(i);
        }
    }
    // A cell is taken as wholly inside (or outside) a circle only with this
    // much to spare, more than the rounding of a coordinate into its cell.
    const double margin = 1e-9 * (1 + largest);
    const CrowdingGrid grid(at, in_grid, std::min(near_radius, around_radius) / 8);
    for (const std::size_t i : in_grid) {
        grid.add_within(i, near_radius, false, margin, out[i], tested);
        grid.add_within(i, around_radius, true, margin, out[i], tested);
    }
    // Beyond the grid: every pair with such a point, counted for both
    // points (for a far one by its own loop).
    std::vector<char> is_far(at.size(), 0);
    for (const std::size_t i : far) is_far[i] = 1;
    for (const std::size_t i : far)
        for (std::size_t j = 0; j < at.size(); ++j) {
            if (j == i) continue;
            ++tested;
            const double dist = std::hypot(at[i].x - at[j].x, at[i].y - at[j].y);
            if (dist < near_radius) {
                ++out[i].near;
                if (!is_far[j]) ++out[j].near;
            }
            if (dist < around_radius) {
                CrowdingGrid::add(out[i], at[j], true);
                if (!is_far[j]) CrowdingGrid::add(out[j], at[i], true);
            }
        }
    if (pairs_tested) *pairs_tested = tested;
    return out;
}

}  // namespace sqfig::detail
