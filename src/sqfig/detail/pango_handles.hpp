// RAII owners for the Pango and GLib handles sqfig creates. Nothing else in
// sqfig calls a *_free / *_unref by hand. Only the text engine uses them:
// every Pango object must be used (and released) under its font map's lock
// (text/font_map.hpp).
#pragma once

#include <pango/pangocairo.h>

#include <memory>
#include <utility>

namespace sqfig::detail {

struct FontDescriptionDeleter { void operator()(PangoFontDescription* d) const { pango_font_description_free(d); } };
struct AttrListDeleter { void operator()(PangoAttrList* a) const { pango_attr_list_unref(a); } };
struct LayoutIterDeleter { void operator()(PangoLayoutIter* i) const { pango_layout_iter_free(i); } };
struct GFreeDeleter { void operator()(void* p) const { g_free(p); } };
struct GErrorDeleter { void operator()(GError* e) const { g_error_free(e); } };

using FontDescriptionPtr = std::unique_ptr<PangoFontDescription, FontDescriptionDeleter>;
using AttrListPtr = std::unique_ptr<PangoAttrList, AttrListDeleter>;
using LayoutIterPtr = std::unique_ptr<PangoLayoutIter, LayoutIterDeleter>;
using GCharPtr = std::unique_ptr<char, GFreeDeleter>;
using GErrorPtr = std::unique_ptr<GError, GErrorDeleter>;

/// Shared owner of a GObject (PangoLayout, PangoContext, PangoFontMap): copies add a reference.
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

}  // namespace sqfig::detail
