// Measuring and drawing text with Pango. One TextEngine owns one Pango
// context set up for device-independent metrics (72 dpi, no hinting), so a
// text measures the same whether it ends up in a PDF, an SVG or a PNG. The
// font maps it lays out on, their locks and the caches they share across the
// engines of a thread are text/font_map.hpp's.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>

#include "sqfig/text/font_map.hpp"
#include "sqfig/text/measured_text.hpp"
#include "sqfig/text/text_style.hpp"

namespace sqfig {

/// Lays out and measures texts, remembering every result. Its const methods
/// may be called from several threads at once.
class TextEngine final : public TextMeasurer {
public:
    TextEngine();
    TextEngine(const TextEngine&) = delete;
    TextEngine& operator=(const TextEngine&) = delete;
    ~TextEngine() override;

    /// Lays out Pango markup in the given style. wrap_width > 0 wraps at word
    /// boundaries; `align` aligns the lines of a multi-line text to each other.
    /// Results are cached: the same request is measured once. The reference
    /// stays valid while the engine lives. Throws sqfig::Error for invalid
    /// markup, a size out of range, or a text beyond max_text_characters or
    /// max_text_lines (text_limits.hpp).
    const MeasuredText& measure(const std::string& markup, const TextStyle& style,
                                HAlign align = HAlign::center, double wrap_width = 0) const override;

private:
    using Key = detail::LockedFontMap::TextKey;

    /// The text laid out on `map`. On a family's private map: nullopt when the
    /// text needs more than the family's four faces (markup beyond them, or a
    /// character none of them has); the caller lays it out again on the full one.
    std::optional<MeasuredText> layout(const detail::FontMapLock& held,
                                       const std::shared_ptr<const detail::LockedFontMap>& map,
                                       const std::string& markup, const TextStyle& style, HAlign align,
                                       double wrap_width) const;

    std::shared_ptr<const detail::LockedFontMap> fonts_;
    mutable std::map<Key, MeasuredText> cache_;  // guarded by fonts_->lock()
};

}  // namespace sqfig
