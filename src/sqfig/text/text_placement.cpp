// The implementation of sqfig/text/text_placement.hpp.
#include "sqfig/text/text_placement.hpp"

#include "sqfig/core/color.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/scene.hpp"
#include "sqfig/text/measured_text.hpp"
#include "sqfig/text/text_style.hpp"

namespace sqfig {

SceneText place_text(const MeasuredText& text, Point anchor, HAlign ha, VAlign va, double angle_deg,
                            const Color& color) {
    SceneText t;
    t.text = text;
    t.color = color;
    t.angle_deg = angle_deg;
    t.pivot = anchor;
    if (angle_deg == 0) {
        t.offset.x = ha == HAlign::left ? 0 : ha == HAlign::center ? -text.width / 2 : -text.width;
        t.offset.y = va == VAlign::top        ? 0
                     : va == VAlign::center   ? -text.height / 2
                     : va == VAlign::baseline ? -text.baseline
                                              : -text.height;
        return t;
    }
    const Rect b = t.quad().bounds();
    const double x = ha == HAlign::left ? b.left() : ha == HAlign::center ? b.center().x : b.right();
    const double y = va == VAlign::top ? b.top() : va == VAlign::center ? b.center().y : b.bottom();
    t.pivot = {anchor.x + (anchor.x - x), anchor.y + (anchor.y - y)};
    return t;
}

}  // namespace sqfig
