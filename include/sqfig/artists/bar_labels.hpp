// Labels on bars (matplotlib's bar_label): one text per bar, a fixed
// distance beyond its end in points (above a vertical bar, right of a
// horizontal one, below/left of a negative one), or centred inside the bar
// (a segment of stacked bars), on linear and log axes alike. When a label of
// a vertical bar is wider than its bar, all labels of the set turn upright so
// that labels of neighbouring bars cannot overlap.
#pragma once

#include "sqfig/artists/bars.hpp"

namespace sqfig {

/// Where a bar's label goes: beyond the bar's end, or centred inside the bar.
enum class BarLabelPosition { outside, inside };

class BarLabels : public Artist {
public:
    BarLabels(const Bars& bars, std::vector<std::string> labels);
    BarLabels& size(double pt);
    /// Distance between the bar's top and its label, points.
    BarLabels& padding(double pt);
    BarLabels& color(Color c);
    BarLabels& position(BarLabelPosition p);

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    std::string kind() const override { return "bar labels"; }

private:
    const Bars* bars_;
    std::vector<std::string> markup_;
    double size_ = 0, padding_ = 2;
    std::optional<Color> color_;
    BarLabelPosition position_ = BarLabelPosition::outside;
};

}  // namespace sqfig
