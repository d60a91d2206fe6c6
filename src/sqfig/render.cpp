// The implementation of sqfig/render.hpp.
#include <cairo.h>

#include <memory>
#include <string>

#include "sqfig/render.hpp"
#include "sqfig/render/cairo_renderer.hpp"

namespace sqfig {

void render(cairo_t* cr, const Scene& scene) {
    detail::require_drawable(scene);
    detail::draw_scene(cr, scene);
}


void render_into(cairo_t* cr, const Scene& scene, const Rect& where) {
    if (!cr) throw Error("draw: no cairo context");
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS)
        throw Error(std::string("draw: the cairo context is already in an error state: ") +
                    cairo_status_to_string(cairo_status(cr)));
    if (!detail::finite(where) || where.empty()) throw Error("draw: the target rectangle is empty or not finite");
    detail::require_drawable(scene);
    // A path under construction is not part of cairo's saved state.
    std::unique_ptr<cairo_path_t, void (*)(cairo_path_t*)> path{cairo_copy_path(cr), &cairo_path_destroy};
    {
        detail::SavedCairoState saved(cr);
        cairo_new_path(cr);
        cairo_rectangle(cr, where.x, where.y, where.width, where.height);
        cairo_clip(cr);
        cairo_translate(cr, where.x, where.y);
        cairo_set_dash(cr, nullptr, 0, 0);
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT);
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
        cairo_set_tolerance(cr, 0.1);
        cairo_set_miter_limit(cr, 10.0);
        detail::draw_scene(cr, scene);
    }
    cairo_new_path(cr);
    if (path && path->status == CAIRO_STATUS_SUCCESS) cairo_append_path(cr, path.get());
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS)
        throw Error(std::string("draw: cairo failed: ") + cairo_status_to_string(cairo_status(cr)), ErrorKind::output);
}

}  // namespace sqfig
