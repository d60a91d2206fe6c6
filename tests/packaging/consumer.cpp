// A tiny program that uses sqfig the way a consumer does; built by every
// packaging check (find_package, add_subdirectory, FetchContent, pkg-config).
// Usage: sqfig_consumer OUT.pdf
#if __has_include(<sqfig/sqfig.hpp>)
#include <sqfig/sqfig.hpp>
#else  // before the umbrella header exists
#include <sqfig/version.hpp>
#endif

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include <cstdio>

int main(int argc, char** argv) {
    const char* out = argc > 1 ? argv[1] : "consumer.pdf";
    std::printf("sqfig %s\n", sqfig::version_string);

    // Cairo and Pango come through sqfig's usage requirements.
    cairo_surface_t* surface = cairo_pdf_surface_create(out, 288.0, 216.0);
    cairo_t* cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 0.12, 0.31, 0.47);
    cairo_rectangle(cr, 36.0, 36.0, 72.0, 144.0);
    cairo_fill(cr);
    PangoLayout* layout = pango_cairo_create_layout(cr);
    pango_layout_set_text(layout, sqfig::version_string, -1);
    cairo_move_to(cr, 144.0, 100.0);
    pango_cairo_show_layout(cr, layout);
    g_object_unref(layout);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    const cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        std::fprintf(stderr, "cairo: %s\n", cairo_status_to_string(status));
        return 1;
    }
    return 0;
}
