// The implementation of sqfig/artists/color_mapped.hpp.
#include "sqfig/artists/color_mapped.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>
#include "sqfig/artists/artist.hpp"
#include "sqfig/scale/colormap.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

Norm ColorMapped::resolve(const Norm& norm, const std::vector<double>& v) {
    if (norm.resolved()) return norm;
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    const bool log = norm.kind() == Norm::Kind::log;
    for (double x : v)
        if (std::isfinite(x) && (!log || x > 0)) { lo = std::min(lo, x); hi = std::max(hi, x); }
    return norm.resolved_for(lo, hi);
}

LegendEntry colormap_entry(std::string label, Colormap map) {
    return {std::move(label), [map](std::vector<SceneItem>& out, const Rect& box, double em) {
                const double hh = 0.7 * em, cy = box.center().y, w = box.width / 4;
                for (int k = 0; k < 4; ++k) {
                    SceneItem h;
                    h.payload = box_path({box.left() + k * w, cy - hh / 2}, {box.left() + (k + 1) * w, cy + hh / 2},
                                      map((k + 0.5) / 4));
                    out.push_back(std::move(h));
                }
            }};
}

}  // namespace sqfig
