// RAII owners for the Cairo handles sqfig creates (the Pango and GLib ones
// are in pango_handles.hpp). Nothing else in sqfig calls a *_destroy by hand.
#pragma once

#include <cairo.h>

#include <memory>

namespace sqfig::detail {

struct SurfaceDeleter { void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); } };
struct PatternDeleter { void operator()(cairo_pattern_t* p) const { cairo_pattern_destroy(p); } };
struct ContextDeleter { void operator()(cairo_t* c) const { cairo_destroy(c); } };
struct FontOptionsDeleter { void operator()(cairo_font_options_t* o) const { cairo_font_options_destroy(o); } };

using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using PatternPtr = std::unique_ptr<cairo_pattern_t, PatternDeleter>;
using CairoPtr = std::unique_ptr<cairo_t, ContextDeleter>;
using FontOptionsPtr = std::unique_ptr<cairo_font_options_t, FontOptionsDeleter>;

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
