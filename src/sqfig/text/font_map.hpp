// Pango's font maps for sqfig's text engines (text/text_engine.hpp).
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

#include <cstddef>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>

#include "sqfig/core/color.hpp"
#include "sqfig/detail/pango_handles.hpp"
#include "sqfig/text/measured_text.hpp"

namespace sqfig {
namespace detail {

class FamilyFonts;  // text/font_subset.hpp
class LockedFontMap;

/// The process-wide lock under which Pango makes and frees fonts (see the top
/// of this header), held while it lives. Recursive: freeing a layout may free
/// a font map, which takes it again. Taken before any font map's lock, never
/// after.
class FontLifeLock {
public:
    FontLifeLock();
    ~FontLifeLock();
    FontLifeLock(const FontLifeLock&) = delete;
    FontLifeLock& operator=(const FontLifeLock&) = delete;

    /// Whether the calling thread holds it (the thread tests check that
    /// every font is made so).
    static bool held();

private:
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
    static std::shared_ptr<const LockedFontMap> of_this_thread();

    /// The calling thread's font map on `family`'s private fontconfig
    /// configuration (text/font_subset.hpp); nullptr: the full configuration.
    static std::shared_ptr<const LockedFontMap> of_this_thread(const std::shared_ptr<const FamilyFonts>& family);

    explicit LockedFontMap(std::shared_ptr<const FamilyFonts> family = nullptr);
    LockedFontMap(const LockedFontMap&) = delete;
    LockedFontMap& operator=(const LockedFontMap&) = delete;
    ~LockedFontMap();

    /// The private configuration this map matches fonts against; nullptr: the full one.
    const FamilyFonts* family() const { return family_.get(); }

    /// The one context every engine on this map lays out with.
    PangoContext* context(const FontMapLock& held) const;

    /// A text laid out earlier by any engine on this map, or nullptr.
    const MeasuredText* shared_text(const FontMapLock& held, const TextKey& key) const;
    /// Remembers a laid-out text for every engine on this map; when full, the
    /// oldest is forgotten. One at a time, not the whole cache at once: that
    /// charged a figure which filled it the release of 2,048 layouts (16 % of
    /// a 2,000-entry legend's instructions) and left smaller figures none.
    void share_text(const FontMapLock& held, const TextKey& key, const MeasuredText& text) const;
    /// Empties the shared cache for good (the map is dropped; see give_back).
    void close_shared_texts() const;

    /// Blocks until no other thread uses this map. Recursive: releasing a
    /// laid-out text takes it too, which may happen while it is held (an
    /// exception unwinding out of a measurement).
    FontMapLock lock() const { return FontMapLock(*this); }

    PangoFontMap* get(const FontMapLock& held) const;
    /// Throws unless `held` is this map's lock (a bug in sqfig otherwise).
    void check_held(const FontMapLock& held) const;

private:
    friend class FontMapLock;

    static std::shared_ptr<const LockedFontMap> take_idle(const std::shared_ptr<const FamilyFonts>& family);
    // A map goes back to the pool with its shared texts; when the pool is
    // full, it empties them instead (their layouts hold the map, which would
    // otherwise never be released).
    static void give_back(std::shared_ptr<const LockedFontMap> map);

    GObjectRef<PangoFontMap> map_;
    std::shared_ptr<const FamilyFonts> family_;
    GObjectRef<PangoContext> context_;
    mutable std::recursive_mutex mutex_;
    mutable std::map<TextKey, MeasuredText> shared_texts_;  // guarded by mutex_
    mutable std::deque<std::map<TextKey, MeasuredText>::iterator> shared_order_;  // oldest first; guarded by mutex_
    mutable bool closed_ = false;                           // guarded by mutex_
};

/// The Pango layout behind a MeasuredText, released under its font map's lock.
class LaidOutText {
public:
    LaidOutText(std::shared_ptr<const LockedFontMap> fonts, GObjectRef<PangoLayout> layout);
    LaidOutText(const LaidOutText&) = delete;
    LaidOutText& operator=(const LaidOutText&) = delete;
    ~LaidOutText();

    const LockedFontMap& fonts() const { return *fonts_; }
    PangoLayout* pango_layout(const FontMapLock& held) const;

private:
    std::shared_ptr<const LockedFontMap> fonts_;
    GObjectRef<PangoLayout> layout_;
};

/// Draws a measured text with its top-left corner at the current origin.
void draw_measured_text(cairo_t* cr, const MeasuredText& text, const Color& color);

}  // namespace detail
}  // namespace sqfig
