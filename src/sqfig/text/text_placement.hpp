// Hanging a measured text off an anchor point: alignment and rotation, the
// way matplotlib's default rotation mode does it (rotate first, then align
// the rotated box), so rotated tick labels end exactly at their tick.
#pragma once

#include "sqfig/core/color.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/scene.hpp"
#include "sqfig/text/measured_text.hpp"
#include "sqfig/text/text_style.hpp"

namespace sqfig {

SceneText place_text(const MeasuredText& text, Point anchor, HAlign ha, VAlign va, double angle_deg,
                            const Color& color);

}  // namespace sqfig
