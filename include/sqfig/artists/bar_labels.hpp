// Labels on bars (matplotlib's bar_label): one text per bar, a fixed
// distance beyond its end in points (above a vertical bar, right of a
// horizontal one, below/left of a negative one), or centred inside the bar
// (a segment of stacked bars), on linear and log axes alike. When a label of
// a vertical bar is wider than its bar, all labels of the set turn upright so
// that labels of neighbouring bars cannot overlap.
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/bars.hpp"

namespace sqfig {

/// Where a bar's label goes: beyond the bar's end, or centred inside the bar.
/// `outside` (the default) puts it beyond the end, BarLabels::padding points away;
/// `inside` centres it on the bar as drawn, as for a segment of stacked bars.
enum class BarLabelPosition { outside, inside };

/// One label per bar of a Bars artist (matplotlib's bar_label); Axes::bar_labels() makes one.
class SQFIG_API BarLabels : public CommonSetters<BarLabels> {
public:
    /// One label per bar of `bars` (each may hold $math$), which must outlive this artist;
    /// throws sqfig::Error when the counts differ.
    BarLabels(const Bars& bars, std::vector<std::string> labels);
    /// Font size, points (default: the style's annotation_size); throws sqfig::Error outside 0.1 to 10000.
    BarLabels& size(double pt);
    /// Distance between the bar's end and an outside label, points (default 2);
    /// throws sqfig::Error outside 0 to 10000.
    BarLabels& padding(double pt);
    /// Colour of the text (default: the style's text colour); throws sqfig::Error for a component outside 0 to 1.
    BarLabels& color(Color c);
    /// Outside the bars (the default) or inside them; throws sqfig::Error for any other value.
    BarLabels& position(BarLabelPosition p);

    /// One text per bar; all turn upright when a label of a vertical bar is wider than its bar.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    /// Returns "bar labels".
    std::string kind() const override { return "bar labels"; }

private:
    const Bars* bars_;
    std::vector<std::string> markup_;
    double size_ = 0, padding_ = 2;
    detail::maybe<Color> color_;
    BarLabelPosition position_ = BarLabelPosition::outside;
};

}  // namespace sqfig
