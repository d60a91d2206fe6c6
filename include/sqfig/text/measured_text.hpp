// A text laid out and measured: its box, and an opaque handle to the laid-out
// glyphs that only the text engine (text_engine.hpp) can draw. No Cairo,
// Pango or GLib header here, so a scene of texts can be declared without them.
#pragma once

#include <memory>
#include <string>

namespace sqfig {

namespace detail {
/// The laid-out glyphs of one text (a Pango layout); defined in text_engine.hpp.
class LaidOutText;
}  // namespace detail

/// A laid-out text: its measured size plus a handle to what draws it. Cheap to
/// copy (copies share the laid-out glyphs, which never change once made).
struct MeasuredText {
    std::shared_ptr<const detail::LaidOutText> layout;  // null: draws nothing
    double width = 0;     // logical width, points
    double height = 0;    // logical height, points
    double baseline = 0;  // distance from the top to the first baseline, points
    double origin_x = 0;  // where the logical box starts inside the layout (wrapped,
    double origin_y = 0;  // aligned text); drawing shifts by it so (0,0) is the box corner
    std::string plain;    // the text without markup (for reports)
};

}  // namespace sqfig
