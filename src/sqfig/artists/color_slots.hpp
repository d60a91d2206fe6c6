// Internal: a colour map's colours numbered once (the table, then under,
// over and bad), so that a colour-mapped artist looks each value up by a
// slot: a heatmap's pixel bytes, a 2-D histogram's or hexbin's one path per
// colour (cells that share a slot are drawn in one path).
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "sqfig/scale/colormap.hpp"
#include "sqfig/scene.hpp"

namespace sqfig::detail {

/// The colours of `map`, numbered: 0 .. table size - 1, then under, over, bad.
class ColorSlots {
public:
    explicit ColorSlots(const Colormap& map) : map_(&map), table_(map.colors().size()) {}

    /// How many slots there are.
    std::size_t size() const { return table_ + 3; }
    /// The slot of a normed value `t` (NaN: bad; below 0: under; above 1: over).
    std::size_t slot(double t) const {
        return std::isnan(t) ? table_ + 2 : t < 0 ? table_ : t > 1 ? table_ + 1 : map_->index_of(t);
    }
    /// The colour of a slot.
    Color color(std::size_t slot) const {
        if (slot < table_) return map_->colors()[slot];
        return slot == table_ ? (*map_)(-1) : slot == table_ + 1 ? (*map_)(2) : map_->bad();
    }
    /// The colour of each slot as RGBA bytes (an image's pixels).
    std::vector<std::array<std::uint8_t, 4>> bytes() const {
        auto b = [](double v) { return static_cast<std::uint8_t>(std::lround(std::clamp(v, 0.0, 1.0) * 255)); };
        std::vector<std::array<std::uint8_t, 4>> out(size());
        for (std::size_t k = 0; k < out.size(); ++k) {
            const Color c = color(k);
            out[k] = {b(c.r), b(c.g), b(c.b), b(c.a)};
        }
        return out;
    }

private:
    const Colormap* map_;
    std::size_t table_;
};

}  // namespace sqfig::detail

namespace sqfig::detail {

/// Polygons gathered by colour slot, then drawn as one closed path per slot
/// (each polygon a run of it): a mesh of 10^4 cells in 256 colours is at most
/// 259 paths, and a PDF holds each path's fill and stroke once.
class SlotPaths {
public:
    explicit SlotPaths(std::size_t slots) : paths_(slots) {}

    /// Adds the polygon p[0 .. n) to slot `slot`.
    void add(std::size_t slot, const Point* p, std::size_t n) {
        ScenePath& path = paths_[slot];
        if (!path.points.empty()) path.breaks.push_back(path.points.size());
        path.points.insert(path.points.end(), p, p + n);
    }
    /// Calls f(slot, ScenePath&&) for each slot holding a polygon, in slot
    /// order, the path closed and neither filled nor stroked yet.
    template <class F>
    void take_each(F&& f) {
        for (std::size_t k = 0; k < paths_.size(); ++k)
            if (!paths_[k].points.empty()) {
                paths_[k].closed = true;
                f(k, std::move(paths_[k]));
            }
    }

private:
    std::vector<ScenePath> paths_;
};

}  // namespace sqfig::detail
