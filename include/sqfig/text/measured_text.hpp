// A text laid out and measured: its box, and an opaque handle to the laid-out
// glyphs that only the text engine (text_engine.hpp) can draw. No Cairo,
// Pango or GLib header here, so a scene of texts can be declared without them.
#pragma once

#include <memory>
#include <string>

#include "sqfig/config.hpp"
#include "sqfig/text/text_style.hpp"

namespace sqfig {

namespace detail {
/// The laid-out glyphs of one text (a Pango layout); defined in the internal text/font_map.hpp.
class LaidOutText;
}  // namespace detail

/// A laid-out text: its measured size plus a handle to what draws it. Cheap to
/// copy (copies share the laid-out glyphs, which never change once made).
struct SQFIG_API MeasuredText {
    /// The laid-out glyphs, shared by copies; null draws nothing.
    std::shared_ptr<const detail::LaidOutText> layout;
    /// Width of the logical box, points.
    double width = 0;
    /// Height of the logical box, points.
    double height = 0;
    /// Distance from the box's top to the first line's baseline, points.
    double baseline = 0;
    /// Where the logical box starts inside the layout, horizontally, points (wrapped
    /// or aligned text); drawing shifts by it so (0, 0) is the box's corner.
    double origin_x = 0;
    /// The same, vertically.
    double origin_y = 0;
    /// The text without markup (for reports).
    std::string plain;
    /// The point size it was laid out at; 0: unknown (not measured by a TextEngine).
    double font_size = 0;
    /// The smallest point size a glyph of it is drawn at (sub- and superscripts,
    /// `<small>`); the figure check reads it. 0 when not measured by a TextEngine.
    double smallest_size = 0;
};

/// What layout and artists measure text with: an interface, so that the
/// builder API (artists, axes, layout) is declared without Pango. TextEngine
/// (text_engine.hpp) is the implementation; its methods may be called from
/// several threads at once.
class SQFIG_API TextMeasurer {
public:
    /// Virtual, so an implementation (TextEngine) can be deleted through the interface.
    virtual ~TextMeasurer() = default;
    /// Lays out Pango markup in the given style. wrap_width > 0 wraps at word
    /// boundaries; `align` aligns the lines of a multi-line text to each other.
    /// The reference stays valid while the measurer lives.
    virtual const MeasuredText& measure(const std::string& markup, const TextStyle& style,
                                        HAlign align = HAlign::center, double wrap_width = 0) const = 0;
};

}  // namespace sqfig
