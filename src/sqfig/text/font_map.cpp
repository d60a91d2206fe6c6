// The implementation of sqfig/text/font_map.hpp.
#include "sqfig/text/font_map.hpp"

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#include <map>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/detail/handles.hpp"
#include "sqfig/detail/pango_handles.hpp"
#include "sqfig/text/font_subset.hpp"

namespace sqfig::detail {

namespace {

std::recursive_mutex& font_life_mutex() {
    static std::recursive_mutex* const m = new std::recursive_mutex;  // never destroyed: used during exit
    return *m;
}

int& font_life_depth() {
    thread_local int d = 0;
    return d;
}

struct IdleMaps {
    std::mutex mutex;
    // By configuration (nullptr: the full one). FamilyFonts live until exit.
    std::map<const FamilyFonts*, std::vector<std::shared_ptr<const LockedFontMap>>> maps;  // guarded by mutex
};

// Never destroyed: threads may end (and give their maps back) during exit.
IdleMaps& idle_font_maps() {
    static IdleMaps* const pool = new IdleMaps;
    return *pool;
}

}  // namespace

FontLifeLock::FontLifeLock() : lock_(font_life_mutex()) { ++font_life_depth(); }

FontLifeLock::~FontLifeLock() { --font_life_depth(); }

bool FontLifeLock::held() { return font_life_depth() > 0; }

FontMapLock::FontMapLock(const LockedFontMap& fonts) : fonts_(&fonts), lock_(fonts.mutex_) {}

std::shared_ptr<const LockedFontMap> LockedFontMap::of_this_thread() { return of_this_thread(nullptr); }

std::shared_ptr<const LockedFontMap> LockedFontMap::of_this_thread(const std::shared_ptr<const FamilyFonts>& family) {
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

LockedFontMap::LockedFontMap(std::shared_ptr<const FamilyFonts> family)
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
    // The context's language, set to what it already lays text out in
    // (Pango's default): Pango 1.50 loads a scaled run's font (<sup>, <sub>,
    // font_scale) with the language *set* on the context, none by default,
    // and that font's metrics with the run's; with none set they are two
    // font sets of one font, each matched in two threads of its own.
    pango_context_set_language(context_.get(), pango_language_get_default());
}

LockedFontMap::~LockedFontMap() {
    const FontLifeLock life;
    shared_order_.clear();
    shared_texts_.clear();
    context_ = {};
}

PangoContext* LockedFontMap::context(const FontMapLock& held) const {
    check_held(held);
    return context_.get();
}

const MeasuredText* LockedFontMap::shared_text(const FontMapLock& held, const TextKey& key) const {
    check_held(held);
    const auto it = shared_texts_.find(key);
    return it == shared_texts_.end() ? nullptr : &it->second;
}

void LockedFontMap::share_text(const FontMapLock& held, const TextKey& key, const MeasuredText& text) const {
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

void LockedFontMap::close_shared_texts() const {
    std::map<TextKey, MeasuredText> gone;
    const FontLifeLock life;
    const FontMapLock held = lock();
    closed_ = true;
    shared_order_.clear();
    gone.swap(shared_texts_);
    gone.clear();  // under the lock: the layouts' releases take it too (recursive)
}

PangoFontMap* LockedFontMap::get(const FontMapLock& held) const {
    check_held(held);
    return map_.get();
}

void LockedFontMap::check_held(const FontMapLock& held) const {
    if (!held.holds(*this)) throw Error("internal error: a Pango object used without its font map's lock");
}

std::shared_ptr<const LockedFontMap> LockedFontMap::take_idle(const std::shared_ptr<const FamilyFonts>& family) {
    IdleMaps& pool = idle_font_maps();
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

void LockedFontMap::give_back(std::shared_ptr<const LockedFontMap> map) {
    IdleMaps& pool = idle_font_maps();
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

LaidOutText::LaidOutText(std::shared_ptr<const LockedFontMap> fonts, GObjectRef<PangoLayout> layout)
    : fonts_(std::move(fonts)), layout_(std::move(layout)) {}

LaidOutText::~LaidOutText() {
    const FontLifeLock life;
    const FontMapLock held = fonts_->lock();
    layout_ = {};
}

PangoLayout* LaidOutText::pango_layout(const FontMapLock& held) const {
    fonts_->check_held(held);
    return layout_.get();
}

void draw_measured_text(cairo_t* cr, const MeasuredText& text, const Color& color) {
    if (!text.layout) return;
    const FontMapLock held = text.layout->fonts().lock();
    cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a);
    cairo_move_to(cr, -text.origin_x, -text.origin_y);
    pango_cairo_show_layout(cr, text.layout->pango_layout(held));
}

}  // namespace sqfig::detail
