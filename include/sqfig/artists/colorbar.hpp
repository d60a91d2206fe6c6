// A colourbar: the colour map of a heatmap or a value-coloured scatter drawn
// as a bar beside (right) or below its axes, with ticks through the artist's
// norm (log ticks for a log norm) and a label. It is laid out by the Axes
// after the axis decorations, outside them, so it counts in the axes' reach
// and the figure layout makes room for it: it never overlaps anything.
#pragma once


#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/color_mapped.hpp"

namespace sqfig {

/// Where a colourbar sits beside its axes.
enum class ColorbarSide { right, bottom };
/// \var ColorbarSide::right
/// Right of the axes, upright, high values at the top (the default).
/// \var ColorbarSide::bottom
/// Below the axes, lying flat, high values on the right.

/// A colourbar: the colour map of a heatmap or value-coloured scatter as a
/// bar beside its axes, ticked through the artist's norm. Made by Axes::colorbar().
class SQFIG_API Colorbar {
public:
    /// A bar explaining `mapped` (which must outlive it); `owner_name` names that
    /// artist in the bar's items, as collision reports show them.
    Colorbar(const ColorMapped& mapped, std::string owner_name) : mapped_(&mapped), mapped_name_(std::move(owner_name)) {}

    /// Text along the bar (may hold $math$).
    Colorbar& label(const std::string& s);
    /// Right of the axes (default) or below them.
    Colorbar& side(ColorbarSide s) { side_ = s; return *this; }
    /// Thickness of the bar in points (default: 1/20 of its length, 6..14 pt).
    Colorbar& thickness(double pt);
    /// Gap between the axes' decorations and the bar, points (default 8).
    Colorbar& pad(double pt);
    /// Which side of the axes the bar is on.
    ColorbarSide side() const { return side_; }

    /// Lays the bar out next to `plot`, clear of everything in `taken`
    /// (the axes' decorations). Appends its items.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f, const Rect& taken, const TextMeasurer& engine) const;

    /// The artist the bar explains.
    const ColorMapped& mapped() const { return *mapped_; }

private:
    SceneItem item(const AxesFrame& f, Footprint fp, const std::string& what) const;

    const ColorMapped* mapped_;
    std::string mapped_name_;
    std::string label_;
    ColorbarSide side_ = ColorbarSide::right;
    double thickness_ = 0, pad_ = 8;
};

}  // namespace sqfig
