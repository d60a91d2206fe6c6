// What a colourbar needs from the artist it explains (a heatmap, a scatter
// coloured by value): the colour map and the norm resolved for its data.
#pragma once

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "sqfig/artists/artist.hpp"
#include "sqfig/scale/colormap.hpp"

namespace sqfig {

class ColorMapped {
public:
    virtual ~ColorMapped() = default;
    virtual const Colormap& colormap() const = 0;
    /// The norm with its ends fixed (from the data where the user left them open).
    virtual Norm resolved_norm() const = 0;
    /// False when the artist has no values to map (a scatter with plain colours).
    virtual bool maps_values() const { return true; }

protected:
    ColorMapped() = default;
    ColorMapped(const ColorMapped&) = default;
    ColorMapped& operator=(const ColorMapped&) = default;

    /// `norm` resolved over the finite values of `v` (positive ones for a log norm).
    static Norm resolve(const Norm& norm, const std::vector<double>& v) {
        if (norm.resolved()) return norm;
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        const bool log = norm.kind() == Norm::Kind::log;
        for (double x : v)
            if (std::isfinite(x) && (!log || x > 0)) { lo = std::min(lo, x); hi = std::max(hi, x); }
        return norm.resolved_for(lo, hi);
    }
};

/// A legend handle for a colour-mapped artist: a short strip of its map.
inline LegendEntry colormap_entry(std::string label, Colormap map) {
    return {std::move(label), [map](std::vector<SceneItem>& out, const Rect& box, double em) {
                const double hh = 0.7 * em, cy = box.center().y, w = box.width / 4;
                for (int k = 0; k < 4; ++k) {
                    SceneItem h;
                    h.path = box_path({box.left() + k * w, cy - hh / 2}, {box.left() + (k + 1) * w, cy + hh / 2},
                                      map((k + 0.5) / 4));
                    out.push_back(std::move(h));
                }
            }};
}

}  // namespace sqfig
