// RAII owners for the Cairo and Pango handles sqfig creates. Nothing else in
// sqfig calls a *_destroy / g_object_unref by hand.
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

#include <memory>
#include <utility>

namespace sqfig::detail {

struct SurfaceDeleter { void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); } };
struct PatternDeleter { void operator()(cairo_pattern_t* p) const { cairo_pattern_destroy(p); } };
struct ContextDeleter { void operator()(cairo_t* c) const { cairo_destroy(c); } };
struct FontOptionsDeleter { void operator()(cairo_font_options_t* o) const { cairo_font_options_destroy(o); } };
struct FontDescriptionDeleter { void operator()(PangoFontDescription* d) const { pango_font_description_free(d); } };
struct AttrListDeleter { void operator()(PangoAttrList* a) const { pango_attr_list_unref(a); } };
struct GFreeDeleter { void operator()(void* p) const { g_free(p); } };
struct GErrorDeleter { void operator()(GError* e) const { g_error_free(e); } };

using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using PatternPtr = std::unique_ptr<cairo_pattern_t, PatternDeleter>;
using CairoPtr = std::unique_ptr<cairo_t, ContextDeleter>;
using FontOptionsPtr = std::unique_ptr<cairo_font_options_t, FontOptionsDeleter>;
using FontDescriptionPtr = std::unique_ptr<PangoFontDescription, FontDescriptionDeleter>;
using AttrListPtr = std::unique_ptr<PangoAttrList, AttrListDeleter>;
using GCharPtr = std::unique_ptr<char, GFreeDeleter>;
using GErrorPtr = std::unique_ptr<GError, GErrorDeleter>;

/// Shared owner of a GObject (PangoLayout, PangoContext): copies add a reference.
template <class T>
class GObjectRef {
public:
    GObjectRef() = default;
    /// Takes over a reference the caller owns (as returned by *_new).
    static GObjectRef adopt(T* p) { GObjectRef r; r.p_ = p; return r; }
    GObjectRef(const GObjectRef& o) : p_(o.p_) { if (p_) g_object_ref(p_); }
    GObjectRef(GObjectRef&& o) noexcept : p_(std::exchange(o.p_, nullptr)) {}
    GObjectRef& operator=(GObjectRef o) noexcept { std::swap(p_, o.p_); return *this; }
    ~GObjectRef() { if (p_) g_object_unref(p_); }
    T* get() const { return p_; }
    explicit operator bool() const { return p_ != nullptr; }

private:
    T* p_ = nullptr;
};

/// Saves the caller's cairo state on construction and restores it on scope exit.
class SavedCairoState {
public:
    explicit SavedCairoState(cairo_t* cr) : cr_(cr) { cairo_save(cr_); }
    SavedCairoState(const SavedCairoState&) = delete;
    SavedCairoState& operator=(const SavedCairoState&) = delete;
    ~SavedCairoState() { cairo_restore(cr_); }

private:
    cairo_t* cr_;
};

}  // namespace sqfig::detail
