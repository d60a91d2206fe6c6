// What a colourbar needs from the artist it explains (a heatmap, a scatter
// coloured by value): the colour map and the norm resolved for its data.
#pragma once

#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/scale/colormap.hpp"

namespace sqfig {

/// What a colourbar needs from the artist it explains (Heatmap, Scatter):
/// the colour map and the norm resolved for its data.
class SQFIG_API ColorMapped {
public:
    /// Virtual, as a base of artists.
    virtual ~ColorMapped() = default;
    /// The colour map values are drawn through.
    virtual const Colormap& colormap() const = 0;
    /// The norm with its ends fixed (from the data where the user left them open).
    virtual Norm resolved_norm() const = 0;
    /// False when the artist has no values to map (a scatter with plain colours).
    virtual bool maps_values() const { return true; }

protected:
    /// Only the deriving artists construct one.
    ColorMapped() = default;
    /// Copied only as part of a deriving artist.
    ColorMapped(const ColorMapped&) = default;
    /// Assigned only as part of a deriving artist.
    ColorMapped& operator=(const ColorMapped&) = default;

    /// `norm` resolved over the finite values of `v` (positive ones for a log norm).
    static Norm resolve(const Norm& norm, const std::vector<double>& v);
};

/// A legend handle for a colour-mapped artist: a short strip of its map.
SQFIG_API LegendEntry colormap_entry(std::string label, Colormap map);

}  // namespace sqfig
