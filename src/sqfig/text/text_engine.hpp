// Measuring and drawing text with Pango. One TextEngine owns one Pango
// context set up for device-independent metrics (72 dpi, no hinting), so a
// text measures the same whether it ends up in a PDF, an SVG or a PNG.
//
// Threads. Pango is not thread-safe: a font map and everything made from it
// (contexts, layouts, the fonts they cache) may be used by one thread at a
// time. So every thread that makes text engines gets a font map of its own
// (as Pango's default font map is per thread, but private to sqfig), paired
// with one lock that every use of it takes: measuring, drawing, and releasing
// a context or a layout. Engines made on different threads wait for each
// other only to lay out a new text (below); one engine (a figure, a document and its copies, the scenes
// they make) used from several threads is serialised for its text work only.
//
// Fonts are made and freed under one process-wide lock (FontLifeLock):
// cairo keeps the faces of a font file on a list it changes without a lock
// (cairo 1.16, and still its current source: _cairo_ft_font_face_create and
// _destroy), so two threads making fonts of the same file at once could each
// add a face of it; a figure drawn with both then embeds the font twice (two
// subsets, other bytes), and a face freed while another is added could break
// the list. Fonts are made when a text is laid out and freed with a layout or
// a font map, so those take it, always before any font map's lock; drawing
// and cache hits do not.
//
// Speed. Each font map also keeps one Pango context (set up once) and a cache
// of laid-out texts that every engine on that map shares, so a thread that
// draws many figures lays out "step", "0.5" or a legend label once, not once
// per figure, and a new figure costs no Pango set-up. Font matching (the
// fontconfig sort, about 1 ms a font description) is cached by Pango in the
// font map, so it is paid once per thread and description.
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "sqfig/core/color.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/detail/handles.hpp"
#include "sqfig/detail/pango_handles.hpp"
#include "sqfig/text/family_check.hpp"
#include "sqfig/text/font_subset.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/measured_text.hpp"
#include "sqfig/text/text_limits.hpp"
#include "sqfig/text/text_style.hpp"

namespace sqfig {
namespace detail {

class LockedFontMap;

/// The process-wide lock under which Pango makes and frees fonts (see the top
/// of this header), held while it lives. Recursive: freeing a layout may free
/// a font map, which takes it again. Taken before any font map's lock, never
/// after.
class FontLifeLock {
public:
    FontLifeLock() : lock_(mutex()) { ++depth(); }
    ~FontLifeLock() { --depth(); }
    FontLifeLock(const FontLifeLock&) = delete;
    FontLifeLock& operator=(const FontLifeLock&) = delete;

    /// Whether the calling thread holds it (the thread tests check that
    /// every font is made so).
    static bool held() { return depth() > 0; }

private:
    static std::recursive_mutex& mutex() {
        static std::recursive_mutex* const m = new std::recursive_mutex;  // never destroyed: used during exit
        return *m;
    }
    static int& depth() {
        thread_local int d = 0;
        return d;
    }
    std::unique_lock<std::recursive_mutex> lock_;
};

/// Proof that the calling thread holds a font map's lock, for as long as it
/// lives. Every way to a Pango object takes one, so none is used without it.
class FontMapLock {
public:
    explicit FontMapLock(const LockedFontMap& fonts);
    bool holds(const LockedFontMap& fonts) const { return fonts_ == &fonts; }

private:
    const LockedFontMap* fonts_;
    std::unique_lock<std::recursive_mutex> lock_;
};

/// A Pango font map and the lock that serialises every use of it and of the
/// objects made from it (contexts, layouts, fonts).
class LockedFontMap {
public:
    /// A measured text by its request: markup, family, size, weight, slant, alignment, wrap width.
    using TextKey = std::tuple<std::string, std::string, double, int, int, int, double>;
    /// At most this many laid-out texts are kept per font map; when full, the oldest goes.
    static constexpr std::size_t max_shared_texts = 2048;

    /// At most this many font maps of ended threads wait for a new thread.
    static constexpr std::size_t max_idle_maps = 16;

    /// The calling thread's font map, made on its first use and kept while the
    /// thread runs or an engine or laid-out text made from it lives. When a
    /// thread ends, its map (with the fonts Pango matched and loaded into it,
    /// about 1 ms of fontconfig work per font description) waits in a
    /// process-wide pool for the next new thread, so a program that starts a
    /// thread per figure does not match its fonts again each time. A map is
    /// only ever the font map of one running thread.
    static std::shared_ptr<const LockedFontMap> of_this_thread() { return of_this_thread(nullptr); }

    /// The calling thread's font map on `family`'s private fontconfig
    /// configuration (text/font_subset.hpp); nullptr: the full configuration.
    static std::shared_ptr<const LockedFontMap> of_this_thread(const std::shared_ptr<const FamilyFonts>& family) {
        struct Holder {
            std::map<const FamilyFonts*, std::shared_ptr<const LockedFontMap>> maps;
            ~Holder() {
                for (auto& entry : maps) give_back(std::move(entry.second));
            }
        };
        thread_local Holder holder;
        std::shared_ptr<const LockedFontMap>& map = holder.maps[family.get()];
        if (!map) map = take_idle(family);
        return map;
    }

    explicit LockedFontMap(std::shared_ptr<const FamilyFonts> family = nullptr)
        : map_(GObjectRef<PangoFontMap>::adopt(pango_cairo_font_map_new())), family_(std::move(family)) {
        // Before any use: the map matches against the family's files only.
        if (family_) pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map_.get()), family_->config());
        // Pango measures a font's metrics in a context it makes from the map:
        // with the map at the context's resolution (and the description
        // FamilyFonts::name gives) that context finds the font set already
        // matched instead of matching it again (in two more threads). Only on
        // private maps: setting it lists every family of the configuration
        // (pango_fc_font_map_cache_clear), 2.8 M instructions on the full one.
        if (family_) pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map_.get()), 72.0);
        // Device-independent metrics: 72 dpi (1 pt == 1 user unit), no hinting.
        context_ = GObjectRef<PangoContext>::adopt(pango_font_map_create_context(map_.get()));
        pango_cairo_context_set_resolution(context_.get(), 72.0);
        FontOptionsPtr options{cairo_font_options_create()};
        cairo_font_options_set_hint_style(options.get(), CAIRO_HINT_STYLE_NONE);
        cairo_font_options_set_hint_metrics(options.get(), CAIRO_HINT_METRICS_OFF);
        cairo_font_options_set_antialias(options.get(), CAIRO_ANTIALIAS_GRAY);
        pango_cairo_context_set_font_options(context_.get(), options.get());
        pango_context_set_round_glyph_positions(context_.get(), FALSE);
    }
    LockedFontMap(const LockedFontMap&) = delete;
    LockedFontMap& operator=(const LockedFontMap&) = delete;
    ~LockedFontMap() {
        const FontLifeLock life;
        shared_order_.clear();
        shared_texts_.clear();
        context_ = {};
    }

    /// The private configuration this map matches fonts against; nullptr: the full one.
    const FamilyFonts* family() const { return family_.get(); }

    /// The one context every engine on this map lays out with.
    PangoContext* context(const FontMapLock& held) const {
        check_held(held);
        return context_.get();
    }

    /// A text laid out earlier by any engine on this map, or nullptr.
    const MeasuredText* shared_text(const FontMapLock& held, const TextKey& key) const {
        check_held(held);
        const auto it = shared_texts_.find(key);
        return it == shared_texts_.end() ? nullptr : &it->second;
    }
    /// Remembers a laid-out text for every engine on this map; when full, the
    /// oldest is forgotten. One at a time, not the whole cache at once: that
    /// charged a figure which filled it the release of 2,048 layouts (16 % of
    /// a 2,000-entry legend's instructions) and left smaller figures none.
    void share_text(const FontMapLock& held, const TextKey& key, const MeasuredText& text) const {
        check_held(held);
        if (closed_) return;
        const auto [at, added] = shared_texts_.emplace(key, text);
        if (!added) return;
        shared_order_.push_back(at);
        if (shared_order_.size() > max_shared_texts) {
            shared_texts_.erase(shared_order_.front());
            shared_order_.pop_front();
        }
    }
    /// Empties the shared cache for good (the map is dropped; see give_back).
    void close_shared_texts() const {
        std::map<TextKey, MeasuredText> gone;
        const FontLifeLock life;
        const FontMapLock held = lock();
        closed_ = true;
        shared_order_.clear();
        gone.swap(shared_texts_);
        gone.clear();  // under the lock: the layouts' releases take it too (recursive)
    }

    /// Blocks until no other thread uses this map. Recursive: releasing a
    /// laid-out text takes it too, which may happen while it is held (an
    /// exception unwinding out of a measurement).
    FontMapLock lock() const { return FontMapLock(*this); }

    PangoFontMap* get(const FontMapLock& held) const {
        check_held(held);
        return map_.get();
    }
    /// Throws unless `held` is this map's lock (a bug in sqfig otherwise).
    void check_held(const FontMapLock& held) const {
        if (!held.holds(*this)) throw Error("internal error: a Pango object used without its font map's lock");
    }

private:
    friend class FontMapLock;

    struct IdleMaps {
        std::mutex mutex;
        // By configuration (nullptr: the full one). FamilyFonts live until exit.
        std::map<const FamilyFonts*, std::vector<std::shared_ptr<const LockedFontMap>>> maps;  // guarded by mutex
    };
    // Never destroyed: threads may end (and give their maps back) during exit.
    static IdleMaps& idle() {
        static IdleMaps* const pool = new IdleMaps;
        return *pool;
    }
    static std::shared_ptr<const LockedFontMap> take_idle(const std::shared_ptr<const FamilyFonts>& family) {
        IdleMaps& pool = idle();
        {
            const std::lock_guard<std::mutex> lock(pool.mutex);
            auto& maps = pool.maps[family.get()];
            if (!maps.empty()) {
                std::shared_ptr<const LockedFontMap> map = std::move(maps.back());
                maps.pop_back();
                return map;
            }
        }
        return std::make_shared<const LockedFontMap>(family);
    }
    // A map goes back to the pool with its shared texts; when the pool is
    // full, it empties them instead (their layouts hold the map, which would
    // otherwise never be released).
    static void give_back(std::shared_ptr<const LockedFontMap> map) {
        IdleMaps& pool = idle();
        {
            const std::lock_guard<std::mutex> lock(pool.mutex);
            auto& maps = pool.maps[map->family()];
            if (maps.size() < max_idle_maps) {
                maps.push_back(std::move(map));
                return;
            }
        }
        map->close_shared_texts();
    }

    GObjectRef<PangoFontMap> map_;
    std::shared_ptr<const FamilyFonts> family_;
    GObjectRef<PangoContext> context_;
    mutable std::recursive_mutex mutex_;
    mutable std::map<TextKey, MeasuredText> shared_texts_;  // guarded by mutex_
    mutable std::deque<std::map<TextKey, MeasuredText>::iterator> shared_order_;  // oldest first; guarded by mutex_
    mutable bool closed_ = false;                           // guarded by mutex_
};

inline FontMapLock::FontMapLock(const LockedFontMap& fonts) : fonts_(&fonts), lock_(fonts.mutex_) {}

/// The Pango layout behind a MeasuredText, released under its font map's lock.
class LaidOutText {
public:
    LaidOutText(std::shared_ptr<const LockedFontMap> fonts, GObjectRef<PangoLayout> layout)
        : fonts_(std::move(fonts)), layout_(std::move(layout)) {}
    LaidOutText(const LaidOutText&) = delete;
    LaidOutText& operator=(const LaidOutText&) = delete;
    ~LaidOutText() {
        const FontLifeLock life;
        const FontMapLock held = fonts_->lock();
        layout_ = {};
    }

    const LockedFontMap& fonts() const { return *fonts_; }
    PangoLayout* pango_layout(const FontMapLock& held) const {
        fonts_->check_held(held);
        return layout_.get();
    }

private:
    std::shared_ptr<const LockedFontMap> fonts_;
    GObjectRef<PangoLayout> layout_;
};

/// Draws a measured text with its top-left corner at the current origin.
inline void draw_measured_text(cairo_t* cr, const MeasuredText& text, const Color& color) {
    if (!text.layout) return;
    const FontMapLock held = text.layout->fonts().lock();
    cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a);
    cairo_move_to(cr, -text.origin_x, -text.origin_y);
    pango_cairo_show_layout(cr, text.layout->pango_layout(held));
}

}  // namespace detail

/// Lays out and measures texts, remembering every result. Its const methods
/// may be called from several threads at once.
class TextEngine final : public TextMeasurer {
public:
    TextEngine() : fonts_(detail::LockedFontMap::of_this_thread()) {}
    TextEngine(const TextEngine&) = delete;
    TextEngine& operator=(const TextEngine&) = delete;
    ~TextEngine() {
        const detail::FontLifeLock life;
        const detail::FontMapLock held = fonts_->lock();
        cache_.clear();
    }

    /// Lays out Pango markup in the given style. wrap_width > 0 wraps at word
    /// boundaries; `align` aligns the lines of a multi-line text to each other.
    /// Results are cached: the same request is measured once. The reference
    /// stays valid while the engine lives. Throws sqfig::Error for invalid
    /// markup, a size out of range, or a text beyond max_text_characters or
    /// max_text_lines (text_limits.hpp).
    const MeasuredText& measure(const std::string& markup, const TextStyle& style,
                                HAlign align = HAlign::center, double wrap_width = 0) const override {
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

private:
    using Key = detail::LockedFontMap::TextKey;

    /// True when markup attributes keep the text within one family's four
    /// faces (weight normal or bold, slant normal or italic, sizes, colours,
    /// rise, underline ...): nothing that could make fontconfig choose
    /// another font than those the private configuration holds.
    static bool within_four_faces(PangoAttrList* attrs) {
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

    /// True when some character of the layout has no glyph in the fonts it
    /// was laid out with (fontconfig's full configuration would fall back to
    /// another family for it).
    static bool has_unknown_glyphs(PangoLayout* layout) {
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

    /// The text laid out on `map`. On a family's private map: nullopt when the
    /// text needs more than the family's four faces (see within_four_faces and
    /// has_unknown_glyphs); the caller lays it out again on the full one.
    std::optional<MeasuredText> layout(const detail::FontMapLock& held,
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

    /// The smallest point size a laid-out text is drawn at: the size of the
    /// font of each glyph run, so markup that sets or scales sizes (<small>,
    /// <sub>, <sup>) counts as Pango applies it. The figure check reads it.
    static double smallest_size(PangoLayout* layout, double base) {
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

    /// About how many lines an unwrapped layout takes once wrapped at
    /// `wrap_width`, erring low: each line's width over wrap_width, rounded
    /// down (wrapping drops the spaces it breaks at), but no more lines than
    /// it has characters (a glyph wider than the wrap takes one line).
    static std::size_t wrapped_line_estimate(PangoLayout* unwrapped, double wrap_width) {
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

    std::shared_ptr<const detail::LockedFontMap> fonts_;
    mutable std::map<Key, MeasuredText> cache_;  // guarded by fonts_->lock()
};

}  // namespace sqfig
