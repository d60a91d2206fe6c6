// The text handle (issue 12.4): a Scene and a MeasuredText are declared
// without any Cairo, Pango or GLib header, and a measured text stays drawable
// after the engine that measured it is gone.
#include <sqfig/scene.hpp>
#include <sqfig/text/measured_text.hpp>

// Checked before anything else is included: these macros come from the
// Cairo, Pango and GLib headers.
#if defined(CAIRO_VERSION_MAJOR) || defined(PANGO_VERSION_MAJOR) || defined(G_BEGIN_DECLS) || \
    defined(PANGO_SCALE) || defined(__G_LIB_H__)
#error "sqfig/scene.hpp or sqfig/text/measured_text.hpp includes a Cairo, Pango or GLib header"
#endif

#include <sqfig/render/cairo_renderer.hpp>
#include <sqfig/text/text_engine.hpp>

#include <catch2/catch.hpp>

#include <cairo.h>

#include <optional>

using namespace sqfig;

namespace {

/// Dark pixels on an ARGB32 image surface.
int dark_pixels(cairo_surface_t* s) {
    cairo_surface_flush(s);
    const unsigned char* data = cairo_image_surface_get_data(s);
    const int stride = cairo_image_surface_get_stride(s);
    int n = 0;
    for (int y = 0; y < cairo_image_surface_get_height(s); ++y)
        for (int x = 0; x < cairo_image_surface_get_width(s); ++x)
            if (data[y * stride + x * 4 + 1] < 128) ++n;  // green channel of a pixel
    return n;
}

}  // namespace

TEST_CASE("measured text: a copy outlives its engine and still draws", "[measured_text]") {
    std::optional<MeasuredText> kept;
    {
        const TextEngine engine;
        TextStyle style;
        style.size = 24;
        kept = engine.measure("Handle", style, HAlign::left);
    }
    REQUIRE(kept->layout);
    CHECK(kept->width > 40);
    CHECK(kept->plain == "Handle");
    detail::SurfacePtr surface{cairo_image_surface_create(CAIRO_FORMAT_RGB24, 200, 60)};
    detail::CairoPtr cr{cairo_create(surface.get())};
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    cairo_translate(cr.get(), 10, 10);
    detail::draw_measured_text(cr.get(), *kept, Color{0, 0, 0});
    CHECK(cairo_status(cr.get()) == CAIRO_STATUS_SUCCESS);
    CHECK(dark_pixels(surface.get()) > 100);
}

TEST_CASE("measured text: an empty handle draws nothing", "[measured_text]") {
    detail::SurfacePtr surface{cairo_image_surface_create(CAIRO_FORMAT_RGB24, 20, 20)};
    detail::CairoPtr cr{cairo_create(surface.get())};
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    detail::draw_measured_text(cr.get(), MeasuredText{}, Color{0, 0, 0});
    CHECK(dark_pixels(surface.get()) == 0);
}
