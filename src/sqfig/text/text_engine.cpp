// The implementation of sqfig/text/text_engine.hpp: laying out and
// measuring texts with Pango.
#include "sqfig/text/text_engine.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "sqfig/core/error.hpp"
#include "sqfig/detail/pango_handles.hpp"
#include "sqfig/text/family_check.hpp"
#include "sqfig/text/font_map.hpp"
#include "sqfig/text/font_subset.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_limits.hpp"

namespace sqfig {

namespace {

// True when markup attributes keep the text within one family's four
// faces (weight normal or bold, slant normal or italic, sizes, colours,
// rise, underline ...): nothing that could make fontconfig choose
// another font than those the private configuration holds.
bool within_four_faces(PangoAttrList* attrs) {
    bool ok = true;
    PangoAttrIterator* iter = pango_attr_list_get_iterator(attrs);
    do {
        GSList* list = pango_attr_iterator_get_attrs(iter);
        for (GSList* l = list; l; l = l->next) {
            const PangoAttribute* a = static_cast<const PangoAttribute*>(l->data);
            switch (a->klass->type) {
                case PANGO_ATTR_WEIGHT: {
                    const int w = reinterpret_cast<const PangoAttrInt*>(a)->value;
                    ok = ok && (w == PANGO_WEIGHT_NORMAL || w == PANGO_WEIGHT_BOLD);
                    break;
                }
                case PANGO_ATTR_STYLE: {
                    const int st = reinterpret_cast<const PangoAttrInt*>(a)->value;
                    ok = ok && (st == PANGO_STYLE_NORMAL || st == PANGO_STYLE_ITALIC);
                    break;
                }
                case PANGO_ATTR_FAMILY:
                case PANGO_ATTR_FONT_DESC:
                case PANGO_ATTR_STRETCH:
                case PANGO_ATTR_VARIANT:
                case PANGO_ATTR_LANGUAGE:
                case PANGO_ATTR_GRAVITY:
                case PANGO_ATTR_GRAVITY_HINT:
                case PANGO_ATTR_FALLBACK:
                case PANGO_ATTR_SHAPE:
                    ok = false;
                    break;
                default:
                    break;
            }
        }
        g_slist_free_full(list, reinterpret_cast<GDestroyNotify>(pango_attribute_destroy));
    } while (ok && pango_attr_iterator_next(iter));
    pango_attr_iterator_destroy(iter);
    return ok;
}

// True when some character of the layout has no glyph in the fonts it
// was laid out with (fontconfig's full configuration would fall back to
// another family for it).
bool has_unknown_glyphs(PangoLayout* layout) {
    bool unknown = false;
    detail::LayoutIterPtr iter{pango_layout_get_iter(layout)};
    do {
        PangoLayoutRun* run = pango_layout_iter_get_run_readonly(iter.get());
        if (!run || !run->glyphs) continue;
        for (int i = 0; i < run->glyphs->num_glyphs; ++i)
            unknown = unknown || (run->glyphs->glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG) != 0;
    } while (!unknown && pango_layout_iter_next_run(iter.get()));
    return unknown;
}

// The smallest point size a laid-out text is drawn at: the size of the
// font of each glyph run, so markup that sets or scales sizes (<small>,
// <sub>, <sup>) counts as Pango applies it. The figure check reads it.
double smallest_size(PangoLayout* layout, double base) {
    double least = base;
    detail::LayoutIterPtr iter{pango_layout_get_iter(layout)};
    do {
        PangoLayoutRun* run = pango_layout_iter_get_run_readonly(iter.get());
        if (!run || !run->item || !run->item->analysis.font) continue;
        detail::FontDescriptionPtr d{pango_font_describe_with_absolute_size(run->item->analysis.font)};
        const double size = d ? static_cast<double>(pango_font_description_get_size(d.get())) / PANGO_SCALE : 0;
        if (size > 0) least = std::min(least, size);
    } while (pango_layout_iter_next_run(iter.get()));
    return least;
}

// About how many lines an unwrapped layout takes once wrapped at
// `wrap_width`, erring low: each line's width over wrap_width, rounded
// down (wrapping drops the spaces it breaks at), but no more lines than
// it has characters (a glyph wider than the wrap takes one line).
std::size_t wrapped_line_estimate(PangoLayout* unwrapped, double wrap_width) {
    const std::string_view text = pango_layout_get_text(unwrapped);
    double lines = 0;
    detail::LayoutIterPtr iter{pango_layout_get_iter(unwrapped)};
    do {
        PangoRectangle logical;
        pango_layout_iter_get_line_extents(iter.get(), nullptr, &logical);
        const PangoLayoutLine* line = pango_layout_iter_get_line_readonly(iter.get());
        const auto chars = static_cast<double>(detail::count_characters(
            text.substr(static_cast<std::size_t>(line->start_index), static_cast<std::size_t>(line->length))));
        const double pieces = std::floor(static_cast<double>(logical.width) / PANGO_SCALE / wrap_width);
        lines += std::max(1.0, std::min(pieces, chars));
    } while (pango_layout_iter_next_line(iter.get()));
    return static_cast<std::size_t>(std::min(lines, 1e15));
}

}  // namespace

TextEngine::TextEngine() : fonts_(detail::LockedFontMap::of_this_thread()) {}

TextEngine::~TextEngine() {
    const detail::FontLifeLock life;
    const detail::FontMapLock held = fonts_->lock();
    cache_.clear();
}

const MeasuredText& TextEngine::measure(const std::string& markup, const TextStyle& style, HAlign align,
                                        double wrap_width) const {
    Key key{markup, style.family, style.size, static_cast<int>(style.weight),
            static_cast<int>(style.slant), static_cast<int>(align), wrap_width};
    {
        const detail::FontMapLock held = fonts_->lock();
        const auto it = cache_.find(key);
        if (it != cache_.end()) return it->second;
    }
    const detail::FontLifeLock life;  // a layout makes fonts
    const detail::FontMapLock held = fonts_->lock();
    if (const auto it = cache_.find(key); it != cache_.end()) return it->second;  // measured meanwhile
    detail::require_known_family(style.family, fonts_->get(held));  // no silent fallback (family_check.hpp)
    // First on the family's private font map (text/font_subset.hpp), when
    // the family has one and the text needs nothing beyond its four faces.
    if (const auto family = detail::family_fonts(style.family, fonts_->get(held))) {
        const auto map = detail::LockedFontMap::of_this_thread(family);
        const detail::FontMapLock family_held = map->lock();  // always after fonts_'s: one order
        if (const MeasuredText* shared = map->shared_text(family_held, key))
            return cache_.emplace(std::move(key), *shared).first->second;
        if (std::optional<MeasuredText> m = layout(family_held, map, markup, style, align, wrap_width)) {
            map->share_text(family_held, key, *m);
            return cache_.emplace(std::move(key), std::move(*m)).first->second;
        }
    }
    // Laid out by another engine on this thread's font map (an earlier figure)?
    // The same request gives the same layout, so it is shared, not redone.
    if (const MeasuredText* shared = fonts_->shared_text(held, key))
        return cache_.emplace(std::move(key), *shared).first->second;
    MeasuredText m = *layout(held, fonts_, markup, style, align, wrap_width);
    fonts_->share_text(held, key, m);
    return cache_.emplace(std::move(key), std::move(m)).first->second;
}

std::optional<MeasuredText> TextEngine::layout(const detail::FontMapLock& held,
                                               const std::shared_ptr<const detail::LockedFontMap>& map,
                                               const std::string& markup, const TextStyle& style, HAlign align,
                                               double wrap_width) const {
    map->check_held(held);
    const bool subset = map->family() != nullptr;
    // Pango keeps sizes and widths as int (units of 1/1024 pt): out-of-range
    // values would wrap to negative and be ignored without a word.
    if (!(style.size >= 0.1) || !(style.size <= 1e4))
        throw Error("font size " + std::to_string(style.size) + " pt is not in [0.1, 10000] (text " +
                    detail::quote_for_message(markup, 0) + ")");
    if (!(wrap_width >= 0)) throw Error("wrap width must not be negative");
    PangoAttrList* attrs_raw = nullptr;
    char* text_raw = nullptr;
    GError* error_raw = nullptr;
    if (!pango_parse_markup(markup.c_str(), static_cast<int>(markup.size()), 0, &attrs_raw, &text_raw,
                            nullptr, &error_raw)) {
        detail::GErrorPtr error{error_raw};
        throw Error("invalid text markup " + detail::quote_for_message(markup, 0) + ": " + (error ? error->message : "?"));
    }
    detail::AttrListPtr attrs{attrs_raw};
    detail::GCharPtr text{text_raw};
    const std::string_view plain = text.get();
    detail::check_text_limits(plain);  // before Pango spends time on it
    if (subset && !within_four_faces(attrs.get())) return std::nullopt;
    // No ligatures (matplotlib draws none either): fi/ff/fl glyphs have no
    // WinAnsi code, so each PDF would embed a second, CID-keyed font subset.
    pango_attr_list_insert_before(attrs.get(), pango_attr_font_features_new("liga 0, clig 0"));

    detail::FontDescriptionPtr desc{pango_font_description_new()};
    // On a private map, the family's own name (see FamilyFonts::name).
    pango_font_description_set_family(desc.get(), subset ? map->family()->name().c_str() : style.family.c_str());
    pango_font_description_set_absolute_size(desc.get(), style.size * PANGO_SCALE);
    pango_font_description_set_weight(desc.get(), style.weight == FontWeight::bold ? PANGO_WEIGHT_BOLD
                                                                                   : PANGO_WEIGHT_NORMAL);
    pango_font_description_set_style(desc.get(), style.slant == FontSlant::italic ? PANGO_STYLE_ITALIC
                                                                                  : PANGO_STYLE_NORMAL);

    auto layout = detail::GObjectRef<PangoLayout>::adopt(pango_layout_new(map->context(held)));
    PangoLayout* l = layout.get();
    pango_layout_set_font_description(l, desc.get());
    pango_layout_set_text(l, text.get(), -1);
    pango_layout_set_attributes(l, attrs.get());
    pango_layout_set_alignment(l, align == HAlign::left    ? PANGO_ALIGN_LEFT
                                  : align == HAlign::right ? PANGO_ALIGN_RIGHT
                                                           : PANGO_ALIGN_CENTER);
    if (wrap_width > 0 && wrap_width * PANGO_SCALE < 2e9) {  // wider than Pango can express: no wrap
        // Every line holds a character, so only a text of more characters
        // than max_text_lines can wrap into too many lines. Breaking long
        // words costs Pango about characters x lines: estimate the lines
        // from the unwrapped ones (cheap) before wrapping, count them after.
        const bool may_exceed = detail::count_characters(plain) >= max_text_lines;
        if (may_exceed) detail::check_wrapped_lines(plain, wrapped_line_estimate(l, wrap_width), wrap_width, true);
        pango_layout_set_width(l, static_cast<int>(wrap_width * PANGO_SCALE));
        pango_layout_set_wrap(l, PANGO_WRAP_WORD_CHAR);
        if (may_exceed)
            detail::check_wrapped_lines(plain, static_cast<std::size_t>(pango_layout_get_line_count(l)),
                                        wrap_width, false);
    }
    MeasuredText out;
    PangoRectangle logical;
    pango_layout_get_extents(l, nullptr, &logical);
    if (subset && has_unknown_glyphs(l)) return std::nullopt;
    out.origin_x = static_cast<double>(logical.x) / PANGO_SCALE;
    out.origin_y = static_cast<double>(logical.y) / PANGO_SCALE;
    out.width = static_cast<double>(logical.width) / PANGO_SCALE;
    out.height = static_cast<double>(logical.height) / PANGO_SCALE;
    out.baseline = static_cast<double>(pango_layout_get_baseline(l)) / PANGO_SCALE - out.origin_y;
    out.plain = plain;
    out.font_size = style.size;
    out.smallest_size = smallest_size(l, style.size);
    out.layout = std::make_shared<const detail::LaidOutText>(map, std::move(layout));
    return out;
}

}  // namespace sqfig
