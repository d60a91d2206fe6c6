// A colourbar: the colour map of a heatmap or a value-coloured scatter drawn
// as a bar beside (right) or below its axes, with ticks through the artist's
// norm (log ticks for a log norm) and a label. It is laid out by the Axes
// after the axis decorations, outside them, so it counts in the axes' reach
// and the figure layout makes room for it: it never overlaps anything.
#pragma once


#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/color_mapped.hpp"

namespace sqfig {

enum class ColorbarSide { right, bottom };

class Colorbar {
public:
    Colorbar(const ColorMapped& mapped, std::string owner_name) : mapped_(&mapped), mapped_name_(std::move(owner_name)) {}

    /// Text along the bar (may hold $math$).
    Colorbar& label(const std::string& s);
    Colorbar& side(ColorbarSide s) { side_ = s; return *this; }
    /// Thickness of the bar in points (default: 1/20 of its length, 6..14 pt).
    Colorbar& thickness(double pt);
    /// Gap between the axes' decorations and the bar, points.
    Colorbar& pad(double pt);
    ColorbarSide side() const { return side_; }

    /// Lays the bar out next to `plot`, clear of everything in `taken`
    /// (the axes' decorations). Appends its items.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f, const Rect& taken, const TextMeasurer& engine) const;

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
