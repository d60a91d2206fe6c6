// A tiny program that uses sqfig the way a consumer does; built by every
// packaging check (find_package, add_subdirectory, FetchContent, pkg-config).
// Usage: sqfig_consumer OUT.pdf
// Writes a bar chart to OUT.pdf with Figure::save, and the same chart drawn
// into the program's own cairo_t (Cairo's include folders come with sqfig's usage
// requirements) to OUT.pdf.embedded.pdf.
#include <sqfig/sqfig.hpp>

// The public headers declare only: nothing of Cairo, Pango, GLib or zlib may
// have come in with them, whichever route built this program.
#if defined(CAIRO_VERSION) || defined(PANGO_VERSION_MAJOR) || defined(G_BEGIN_DECLS) || defined(ZLIB_VERSION)
#error "<sqfig/sqfig.hpp> brought a backend header"
#endif
#if defined(MIN) || defined(MAX) || defined(ABS) || defined(CLAMP) || defined(TRUE) || defined(FALSE) || \
    defined(OF) || defined(FAR)
#error "<sqfig/sqfig.hpp> brought GLib's or zlib's macros"
#endif
struct Byte { int b; };  // names zlib's global typedefs would clash with
struct uLong { int u; };

#include <cairo-pdf.h>
#include <cairo.h>

#include <cstdio>
#include <exception>
#include <string>

int main(int argc, char** argv) {
    const std::string out = argc > 1 ? argv[1] : "consumer.pdf";
    std::printf("sqfig %s, C++ %ld\n", sqfig::version_string, static_cast<long>(__cplusplus));
    try {
        sqfig::Style style;  // the consumer's own look
        style.font_family = "serif";
        style.spine_top = style.spine_right = false;
        sqfig::Figure fig{sqfig::inches(4, 3), style};
        auto grid = fig.grid(1, 1);
        sqfig::Axes& ax = grid(0, 0);
        ax.bars({0, 1, 2}, {1, 2, 3});
        ax.y_label("Value");
        ax.title("sqfig consumer");
        fig.save(out);

        const std::string embedded = out + ".embedded.pdf";
        cairo_surface_t* surface = cairo_pdf_surface_create(embedded.c_str(), 432.0, 288.0);
        cairo_t* cr = cairo_create(surface);
        fig.draw(cr, sqfig::Rect{36.0, 36.0, 288.0, 216.0});
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        const cairo_status_t status = cairo_surface_status(surface);
        cairo_surface_destroy(surface);
        if (status != CAIRO_STATUS_SUCCESS) {
            std::fprintf(stderr, "cairo: %s\n", cairo_status_to_string(status));
            return 1;
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "sqfig consumer: %s\n", e.what());
        return 1;
    }
    return 0;
}
