// The implementation of sqfig/render/cairo_renderer.hpp.
#include "sqfig/render/cairo_renderer.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>

#include "sqfig/core/error.hpp"
#include "sqfig/detail/handles.hpp"
#include "sqfig/render/indexed_image.hpp"
#include "sqfig/render/marker_drawing.hpp"
#include "sqfig/render/rasterized_items.hpp"
#include "sqfig/scene.hpp"
#include "sqfig/text/font_map.hpp"

namespace sqfig::detail {

namespace {

cairo_line_cap_t cairo_cap(LineCap c) {
    switch (c) {
        case LineCap::butt: return CAIRO_LINE_CAP_BUTT;
        case LineCap::round: return CAIRO_LINE_CAP_ROUND;
        case LineCap::square: return CAIRO_LINE_CAP_SQUARE;
    }
    return CAIRO_LINE_CAP_BUTT;
}

cairo_line_join_t cairo_join(LineJoin j) {
    switch (j) {
        case LineJoin::miter: return CAIRO_LINE_JOIN_MITER;
        case LineJoin::round: return CAIRO_LINE_JOIN_ROUND;
        case LineJoin::bevel: return CAIRO_LINE_JOIN_BEVEL;
    }
    return CAIRO_LINE_JOIN_ROUND;
}

}  // namespace

void require_drawable(const Scene& scene) {
    auto fail = [](const SceneItem& it, const char* what) {
        throw Error((it.owner.empty() ? std::string("scene item") : it.owner) + ": " + what +
                    " is not a finite number; nothing was drawn", ErrorKind::data);
    };
    auto fail_usage = [](const SceneItem& it, const char* what) {
        throw Error((it.owner.empty() ? std::string("scene item") : it.owner) + ": " + what +
                    " is wrong; nothing was drawn");
    };
    if (!std::isfinite(scene.page.width) || !std::isfinite(scene.page.height) || !drawable(scene.background))
        throw Error("scene: page size or background is not finite; nothing was drawn");
    for (const SceneItem& it : scene.items) {
        if ((it.clip && !finite(*it.clip))) fail(it, "clip rectangle");
        if (!(it.raster_dpi >= 0 && it.raster_dpi <= 2400)) fail_usage(it, "raster_dpi (0 or up to 2400)");
        if (const ScenePath* path = it.payload.path()) {
            for (const Point& p : path->points)
                if (!finite(p)) fail(it, "a point of the path");
            std::size_t after = 0;
            for (const std::size_t b : path->breaks) {
                if (b <= after || b >= path->points.size())
                    fail_usage(it, "the list of path breaks (increasing, inside the points)");
                after = b;
            }
            if (path->fill && !drawable(*path->fill)) fail(it, "fill colour");
            if (path->stroke && (!drawable(path->stroke->color) || !std::isfinite(path->stroke->width) ||
                                    path->stroke->width < 0))
                fail(it, "stroke colour or width");
            double sum = 0;
            for (double d : path->dashes) {
                if (!std::isfinite(d) || d < 0) fail(it, "dash length");
                sum += d;
            }
            if (!path->dashes.empty() && !(sum > 0)) fail(it, "dash pattern (all zero)");
            if (path->hatch && (!drawable(path->hatch->color) || !std::isfinite(path->hatch->width) ||
                                   path->hatch->width < 0 || !(path->hatch->spacing > 0.1) ||
                                   !std::isfinite(path->hatch->spacing)))
                fail(it, "hatch colour, width or spacing");
        }
        auto check_marker = [&](const SceneMarker& m) {
            if (!finite(m.center) || !std::isfinite(m.size) || !std::isfinite(m.edge_width) || !drawable(m.face) ||
                !drawable(m.edge))
                fail(it, "marker position, size or colour");
        };
        if (it.payload.marker()) check_marker(*it.payload.marker());
        if (it.payload.image()) {
            const SceneImage& im = *it.payload.image();
            if (!finite(im.dest)) fail(it, "image rectangle");
            // Cairo's image surfaces are at most 32767 pixels on a side.
            if (im.width <= 0 || im.height <= 0 || im.width > 32767 || im.height > 32767 || !im.rgba ||
                im.rgba->size() != static_cast<std::size_t>(im.width) * static_cast<std::size_t>(im.height) * 4)
                throw Error((it.owner.empty() ? std::string("scene item") : it.owner) +
                            ": image size or pixel count is wrong (width and height 1..32767, 4 bytes a pixel); "
                            "nothing was drawn", ErrorKind::data);
        }
        if (it.marker_set && ((!it.marker_set->colors.empty() && it.marker_set->colors.size() != it.marker_set->centers.size()) ||
                              (!it.marker_set->sizes.empty() && it.marker_set->sizes.size() != it.marker_set->centers.size())))
            fail_usage(it, "the marker set's colours or sizes (none, or one per centre)");
        if (it.marker_set && !it.marker_set->color_indices.empty()) {
            const SceneMarkerSet& set = *it.marker_set;
            if (set.color_indices.size() != set.centers.size() ||
                std::any_of(set.color_indices.begin(), set.color_indices.end(),
                            [&](std::uint16_t k) { return k >= set.palette.size(); }))
                fail_usage(it, "the marker set's colour indices (none, or one per centre, each inside the palette)");
        }
        for_each_marker(it, check_marker);
        const SceneText* text = it.payload.text();
        if (text && (!finite(text->pivot) || !finite(text->offset) || !std::isfinite(text->angle_deg) ||
                        !drawable(text->color)))
            fail(it, "text position, angle or colour");
    }
}

bool add_axis_aligned_rectangle(cairo_t* cr, const ScenePath& p) {
    if (!p.closed || p.points.size() != 4 || !p.breaks.empty()) return false;
    const Point &a = p.points[0], &b = p.points[1], &c = p.points[2], &d = p.points[3];
    const bool axis_aligned = (a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x) ||
                              (a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y);
    if (!axis_aligned) return false;
    double w = std::abs(c.x - a.x), h = std::abs(c.y - a.y);
    cairo_matrix_t m;
    cairo_get_matrix(cr, &m);
    if (m.xy == 0 && m.yx == 0 && m.xx != 0 && m.yy != 0) {
        const double unit_x = 1.0 / (256 * std::abs(m.xx)), unit_y = 1.0 / (256 * std::abs(m.yy));
        if (w > 0 && w < unit_x) w = unit_x;
        if (h > 0 && h < unit_y) h = unit_y;
    }
    cairo_rectangle(cr, std::min(a.x, c.x), std::min(a.y, c.y), w, h);
    return true;
}

void add_outline(cairo_t* cr, const ScenePath& p) {
    if (add_axis_aligned_rectangle(cr, p)) return;
    for_each_run(p, [cr, &p](const Point* q, const Point* end) {
        cairo_move_to(cr, q->x, q->y);
        while (++q != end) cairo_line_to(cr, q->x, q->y);
        if (p.closed) cairo_close_path(cr);  // each run of a closed path is a polygon
    });
}

namespace {

// Hatch lines over a closed path's area: one family of parallel lines per
// direction, `count` times as dense when its character is repeated.
void draw_hatch(cairo_t* cr, const ScenePath& p) {
    const Hatch& h = *p.hatch;
    int slash = 0, back = 0, vertical = 0, horizontal = 0;
    for (char c : h.pattern) {
        if (c == '/' || c == 'x') ++slash;
        if (c == '\\' || c == 'x') ++back;
        if (c == '|' || c == '+') ++vertical;
        if (c == '-' || c == '+') ++horizontal;
    }
    double l = p.points[0].x, r = l, t = p.points[0].y, b = t;
    for (const Point& q : p.points) {
        l = std::min(l, q.x); r = std::max(r, q.x);
        t = std::min(t, q.y); b = std::max(b, q.y);
    }
    cairo_save(cr);
    cairo_new_path(cr);
    add_outline(cr, p);
    cairo_clip(cr);
    cairo_new_path(cr);
    // Lines x*dx + y*dy = c, c on a page-anchored grid, across the box.
    auto family = [&](int count, double dx, double dy) {
        if (count == 0) return;
        const double norm = std::hypot(dx, dy), step = h.spacing / count * norm;
        const double c0 = std::min({l * dx + t * dy, l * dx + b * dy, r * dx + t * dy, r * dx + b * dy});
        const double c1 = std::max({l * dx + t * dy, l * dx + b * dy, r * dx + t * dy, r * dx + b * dy});
        if ((c1 - c0) / step > 1e5) return;  // far too dense to draw line by line
        for (double c = std::floor(c0 / step) * step; c <= c1 + step; c += step) {
            if (dy == 0) { cairo_move_to(cr, c / dx, t - 1); cairo_line_to(cr, c / dx, b + 1); }
            else if (dx == 0) { cairo_move_to(cr, l - 1, c / dy); cairo_line_to(cr, r + 1, c / dy); }
            else { cairo_move_to(cr, l - 1, (c - (l - 1) * dx) / dy); cairo_line_to(cr, r + 1, (c - (r + 1) * dx) / dy); }
        }
    };
    family(slash, 1, 1);       // page y points down: x + y = c rises to the right
    family(back, 1, -1);
    family(vertical, 1, 0);
    family(horizontal, 0, 1);
    set_source(cr, h.color);
    cairo_set_line_width(cr, h.width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_dash(cr, nullptr, 0, 0);
    cairo_stroke(cr);
    cairo_restore(cr);
}

}  // namespace

void draw_path(cairo_t* cr, const ScenePath& p) {
    if (p.points.empty()) return;
    cairo_new_path(cr);
    add_outline(cr, p);
    if (p.fill) {
        set_source(cr, *p.fill);
        if (p.stroke) cairo_fill_preserve(cr);
        else cairo_fill(cr);
    }
    if (p.hatch && p.closed && p.points.size() > 2 && !p.hatch->pattern.empty()) {
        // The stroke below needs the outline again: draw_hatch replaces the path.
        std::unique_ptr<cairo_path_t, void (*)(cairo_path_t*)> outline{p.stroke ? cairo_copy_path(cr) : nullptr,
                                                                       &cairo_path_destroy};
        draw_hatch(cr, p);
        if (outline) {
            cairo_new_path(cr);
            cairo_append_path(cr, outline.get());
        }
    }
    if (p.stroke) {
        set_source(cr, p.stroke->color);
        cairo_set_line_width(cr, p.stroke->width);
        cairo_set_line_join(cr, cairo_join(p.join));
        cairo_set_line_cap(cr, cairo_cap(p.cap));
        cairo_set_dash(cr, p.dashes.empty() ? nullptr : p.dashes.data(), static_cast<int>(p.dashes.size()), 0);
        cairo_stroke(cr);
    }
}

namespace {

// The image surface filling `im.dest`, through a pattern scaled onto it.
void fill_with_image(cairo_t* cr, cairo_surface_t* surface, const SceneImage& im) {
    PatternPtr pattern{cairo_pattern_create_for_surface(surface)};
    cairo_pattern_set_filter(pattern.get(), im.smooth ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST);
    cairo_pattern_set_extend(pattern.get(), CAIRO_EXTEND_NONE);  // nearest: sharp edges without padding
    cairo_matrix_t m;  // pattern space = pixels: page -> pixel
    cairo_matrix_init_scale(&m, im.width / im.dest.width, im.height / im.dest.height);
    cairo_matrix_translate(&m, -im.dest.x, -im.dest.y);
    cairo_pattern_set_matrix(pattern.get(), &m);
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_rectangle(cr, im.dest.x, im.dest.y, im.dest.width, im.dest.height);
    cairo_set_source(cr, pattern.get());
    cairo_fill(cr);
    cairo_restore(cr);
}

// On a PDF surface sqfig rewrites afterwards (render/indexed_image.hpp): the
// image as grey palette indices, its palette registered. False when it does
// not qualify, or when an image with the same indices but other colours came
// first (the rewrite could not tell the two apart).
bool draw_indexed_image(cairo_t* cr, const SceneImage& im, IndexedImages& registry) {
    std::optional<IndexedImage> indexed = index_image(im);
    if (!indexed) return false;
    for (const IndexedImage& seen : registry.images)
        if (seen.width == indexed->width && seen.height == indexed->height && seen.palette != indexed->palette &&
            seen.indices == indexed->indices)
            return false;
    SurfacePtr surface{cairo_image_surface_create(CAIRO_FORMAT_RGB24, im.width, im.height)};
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return false;
    cairo_surface_flush(surface.get());
    unsigned char* data = cairo_image_surface_get_data(surface.get());
    const int stride = cairo_image_surface_get_stride(surface.get());
    const auto* index = reinterpret_cast<const std::uint8_t*>(indexed->indices.data());
    for (int y = 0; y < im.height; ++y) {
        auto* row = reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
        for (int x = 0; x < im.width; ++x, ++index) row[x] = 0xff000000u | (std::uint32_t{*index} * 0x010101u);
    }
    cairo_surface_mark_dirty(surface.get());
    fill_with_image(cr, surface.get(), im);
    registry.images.push_back(std::move(*indexed));
    return true;
}

// One image surface per image, drawn through a pattern scaled onto its
// rectangle: a single image object in PDF/SVG/PS, with nearest-neighbour
// sampling (no smoothing between cells) unless smooth.
void draw_image(cairo_t* cr, const SceneImage& im) {
    if (IndexedImages* registry = indexed_images_of(cr); registry && draw_indexed_image(cr, im, *registry)) return;
    // An opaque image goes in as RGB24: the PDF then carries no soft mask.
    bool opaque = true;
    for (std::size_t k = 3; k < im.rgba->size() && opaque; k += 4) opaque = (*im.rgba)[k] == 255;
    SurfacePtr surface{cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, im.width, im.height)};
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
        throw Error(std::string("image: cairo could not make a ") + std::to_string(im.width) + "x" +
                    std::to_string(im.height) + " surface: " + cairo_status_to_string(cairo_surface_status(surface.get())), ErrorKind::output);
    cairo_surface_flush(surface.get());
    unsigned char* data = cairo_image_surface_get_data(surface.get());
    const int stride = cairo_image_surface_get_stride(surface.get());
    const std::uint8_t* px = im.rgba->data();
    for (int y = 0; y < im.height; ++y) {
        auto* row = reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
        for (int x = 0; x < im.width; ++x, px += 4) {
            const std::uint32_t a = px[3];
            auto pre = [a](std::uint32_t v) { return (v * a + 127) / 255; };  // cairo wants premultiplied
            row[x] = (a << 24) | (pre(px[0]) << 16) | (pre(px[1]) << 8) | pre(px[2]);
        }
    }
    cairo_surface_mark_dirty(surface.get());
    fill_with_image(cr, surface.get(), im);
}

void draw_text(cairo_t* cr, const SceneText& t) {
    cairo_save(cr);
    cairo_translate(cr, t.pivot.x, t.pivot.y);
    if (t.angle_deg != 0) cairo_rotate(cr, -t.angle_deg * sqfig::pi / 180.0);
    cairo_translate(cr, t.offset.x, t.offset.y);
    detail::draw_measured_text(cr, t.text, t.color);
    cairo_restore(cr);
}

}  // namespace

std::optional<Rect> ink_bounds(const SceneItem& item) {
    double l = std::numeric_limits<double>::infinity(), t = l, r = -l, b = -l;
    auto add = [&](double x0, double y0, double x1, double y1) {
        l = std::min(l, x0); t = std::min(t, y0); r = std::max(r, x1); b = std::max(b, y1);
    };
    if (item.payload.path() && !item.payload.path()->points.empty()) {
        const ScenePath& p = *item.payload.path();
        const double w = p.stroke ? p.stroke->width : 0;
        const double reach = p.join == LineJoin::miter ? 5 * w : w;
        for (const Point& q : p.points) add(q.x - reach, q.y - reach, q.x + reach, q.y + reach);
    }
    if (const SceneImage* image = item.payload.image())
        add(image->dest.left(), image->dest.top(), image->dest.right(), image->dest.bottom());
    auto add_marker = [&](const SceneMarker& m) {
        const double reach = m.size + 5 * m.edge_width;
        add(m.center.x - reach, m.center.y - reach, m.center.x + reach, m.center.y + reach);
    };
    if (item.payload.marker()) add_marker(*item.payload.marker());
    for_each_marker(item, add_marker);
    if (!(l <= r && t <= b)) return std::nullopt;
    return Rect::from_edges(l, t, r, b);
}

bool needs_clip(const SceneItem& item) {
    if (!item.clip) return false;
    if (item.payload.text()) return true;
    const std::optional<Rect> ink = ink_bounds(item);
    if (!ink) return false;  // nothing drawn
    // Ink that ends on the clip's edge (a bar standing on the axis) is not cut
    // by it: its edge pixels are the shape's own.
    constexpr double slack = 1e-6;  // points
    const Rect& c = *item.clip;
    return ink->left() < c.left() - slack || ink->top() < c.top() - slack || ink->right() > c.right() + slack ||
           ink->bottom() > c.bottom() + slack;
}

namespace {

// Files made of paths (PDF, SVG, PS, and recordings replayed into them).
bool draws_vectors(cairo_t* cr) {
    switch (cairo_surface_get_type(cairo_get_target(cr))) {
        case CAIRO_SURFACE_TYPE_PDF:
        case CAIRO_SURFACE_TYPE_PS:
        case CAIRO_SURFACE_TYPE_SVG:
        case CAIRO_SURFACE_TYPE_RECORDING:
        case CAIRO_SURFACE_TYPE_SCRIPT: return true;
        default: return false;
    }
}

}  // namespace

void draw_scene(cairo_t* cr, const Scene& scene) {
    cairo_save(cr);
    detail::set_source(cr, scene.background);
    cairo_rectangle(cr, 0, 0, scene.page.width, scene.page.height);
    cairo_fill(cr);
    const bool vectors = draws_vectors(cr);
    for (const SceneItem& item : scene.items) {
        if (item.raster_dpi > 0 && vectors && !item.payload.text() && !item.payload.image()) {
            detail::draw_rasterized(cr, item);
            continue;
        }
        const bool clipped = needs_clip(item);
        if (clipped) {
            cairo_save(cr);
            cairo_rectangle(cr, item.clip->x, item.clip->y, item.clip->width, item.clip->height);
            cairo_clip(cr);
        }
        if (item.payload.path()) detail::draw_path(cr, *item.payload.path());
        if (item.payload.image()) detail::draw_image(cr, *item.payload.image());
        if (item.payload.marker()) detail::draw_marker(cr, *item.payload.marker());
        detail::draw_markers(cr, item);
        if (item.payload.text()) detail::draw_text(cr, *item.payload.text());
        if (clipped) cairo_restore(cr);
    }
    cairo_restore(cr);
}

}  // namespace sqfig::detail
