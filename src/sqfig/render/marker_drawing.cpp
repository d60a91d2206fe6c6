// The implementation of sqfig/render/marker_drawing.hpp.
#include "sqfig/render/marker_drawing.hpp"

#include <cairo.h>
#include <pixman.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <tuple>

#include "sqfig/core/geometry.hpp"
#include "sqfig/core/mark_style.hpp"
#include "sqfig/detail/handles.hpp"
#include "sqfig/render/marker_forms.hpp"
#include "sqfig/scene.hpp"

namespace sqfig::detail {

namespace {


struct PixmanImageDeleter {
    void operator()(pixman_image_t* p) const { pixman_image_unref(p); }
};
using PixmanImagePtr = std::unique_ptr<pixman_image_t, PixmanImageDeleter>;

void marker_path(cairo_t* cr, const SceneMarker& m) {
    const double h = m.size / 2;
    switch (m.shape) {
        case MarkerShape::none: break;
        case MarkerShape::circle:
            cairo_new_sub_path(cr);
            cairo_arc(cr, m.center.x, m.center.y, h, 0, 2 * sqfig::pi);
            break;
        case MarkerShape::square: cairo_rectangle(cr, m.center.x - h, m.center.y - h, m.size, m.size); break;
        case MarkerShape::triangle:
        case MarkerShape::triangle_down: {
            const double d = m.shape == MarkerShape::triangle ? 1 : -1;  // page y points down
            cairo_move_to(cr, m.center.x, m.center.y - d * h);
            cairo_line_to(cr, m.center.x + h, m.center.y + d * h);
            cairo_line_to(cr, m.center.x - h, m.center.y + d * h);
            cairo_close_path(cr);
            break;
        }
        case MarkerShape::diamond:
            cairo_move_to(cr, m.center.x, m.center.y - h);
            cairo_line_to(cr, m.center.x + h, m.center.y);
            cairo_line_to(cr, m.center.x, m.center.y + h);
            cairo_line_to(cr, m.center.x - h, m.center.y);
            cairo_close_path(cr);
            break;
        case MarkerShape::plus:
            cairo_move_to(cr, m.center.x - h, m.center.y);
            cairo_line_to(cr, m.center.x + h, m.center.y);
            cairo_move_to(cr, m.center.x, m.center.y - h);
            cairo_line_to(cr, m.center.x, m.center.y + h);
            break;
        case MarkerShape::cross:
            cairo_move_to(cr, m.center.x - h, m.center.y - h);
            cairo_line_to(cr, m.center.x + h, m.center.y + h);
            cairo_move_to(cr, m.center.x - h, m.center.y + h);
            cairo_line_to(cr, m.center.x + h, m.center.y - h);
            break;
        case MarkerShape::star: {
            const double inner = 0.381966 * h;  // a regular five-pointed star
            for (int k = 0; k < 10; ++k) {
                const double a = -sqfig::pi / 2 + k * sqfig::pi / 5, r = k % 2 ? inner : h;
                const double x = m.center.x + r * std::cos(a), y = m.center.y + r * std::sin(a);
                if (k == 0) cairo_move_to(cr, x, y);
                else cairo_line_to(cr, x, y);
            }
            cairo_close_path(cr);
            break;
        }
    }
}

// The outline's width: stroke-only shapes (plus, cross) are at least 1 point wide.
double marker_edge_width(const SceneMarker& m) {
    return is_stroked_marker(m.shape) ? std::max(m.edge_width, 1.0) : m.edge_width;
}

}  // namespace

cairo_user_data_key_t marker_forms_key{};

MarkerForms* marker_forms_of(cairo_t* cr) {
    return static_cast<MarkerForms*>(cairo_surface_get_user_data(cairo_get_target(cr), &marker_forms_key));
}

void draw_marker(cairo_t* cr, const SceneMarker& m) {
    if (m.shape == MarkerShape::none) return;
    cairo_new_path(cr);
    marker_path(cr, m);
    if (is_stroked_marker(m.shape)) {  // lines only: nothing to fill
        set_source(cr, m.edge);
        cairo_set_line_width(cr, marker_edge_width(m));
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        cairo_stroke(cr);
        return;
    }
    set_source(cr, m.face);
    if (m.edge_width > 0) {
        cairo_fill_preserve(cr);
        set_source(cr, m.edge);
        cairo_set_line_width(cr, m.edge_width);
        cairo_stroke(cr);
    } else {
        cairo_fill(cr);
    }
}

namespace {

// Coverage masks of one symbol at one device scale, one per quarter-pixel
// offset of its centre (a centre is off by at most 1/8 pixel). `one` is the
// fill and outline together, for markers painted in one opaque colour;
// otherwise `fill` and `edge` are painted in their own colours, in the
// order draw_marker paints them.
class MarkerStamps {
public:
    explicit MarkerStamps(double scale) : scale_(scale) {}

    // Paints `m` centred at device point (x, y): put(colour, mask, left, top)
    // paints `colour` through one coverage mask with its corner at that pixel.
    template <class Put>
    void paint(const SceneMarker& m, double x, double y, Put&& put) {
        if (m.shape == MarkerShape::none) return;
        const double fx = std::floor(x), fy = std::floor(y);
        const int px = std::min(3, static_cast<int>((x - fx) * 4)), py = std::min(3, static_cast<int>((y - fy) * 4));
        const bool stroked = is_stroked_marker(m.shape);
        const double edge = marker_edge_width(m);
        const bool one = stroked || edge <= 0 || (m.face == m.edge && m.face.a >= 1);
        Symbol& s = symbol(m, edge, one);
        const int k = py * 4 + px;
        const int left = static_cast<int>(fx) - s.radius, top = static_cast<int>(fy) - s.radius;
        if (one) {
            put(stroked ? m.edge : m.face, mask(s, m, edge, k, Part::both), left, top);
            return;
        }
        put(m.face, mask(s, m, edge, k, Part::fill), left, top);
        put(m.edge, mask(s, m, edge, k, Part::edge), left, top);
    }

    // A mask: Cairo's surface and pixman's view of the same pixels.
    struct Mask {
        SurfacePtr surface;
        PixmanImagePtr image;
    };

private:
    enum class Part { both, fill, edge };
    struct Symbol {
        int radius = 0;  // pixels from the mask's corner to its centre pixel
        std::array<Mask, 16> both, fill, edge;
    };
    using Key = std::tuple<int, double, double, bool>;

    Symbol& symbol(const SceneMarker& m, double edge, bool one) {
        const Key key{static_cast<int>(m.shape), m.size, edge, one};
        if (last_ && last_key_ == key) return *last_;  // a line's markers: one symbol
        Symbol& s = symbols_[key];
        if (s.radius == 0) {
            // How far the outline may reach past the shape: half its width,
            // more at the mitred tips of triangles and stars.
            const double tips = m.shape == MarkerShape::star ? 1.7
                                : m.shape == MarkerShape::triangle || m.shape == MarkerShape::triangle_down ? 1.0
                                                                                                           : 0.75;
            s.radius = static_cast<int>(std::ceil((m.size / 2 + tips * edge) * scale_)) + 1;
        }
        last_key_ = key;
        last_ = &s;
        return s;
    }

    const Mask& mask(Symbol& s, const SceneMarker& m, double edge, int k, Part part) {
        Mask& slot = part == Part::both ? s.both[k] : part == Part::fill ? s.fill[k] : s.edge[k];
        if (slot.surface) return slot;
        const int side = 2 * s.radius + 1;
        slot.surface.reset(cairo_image_surface_create(CAIRO_FORMAT_A8, side, side));
        {
            CairoPtr c{cairo_create(slot.surface.get())};
            // The centre sits a quarter-pixel step into pixel (radius, radius).
            cairo_translate(c.get(), s.radius + (k % 4 + 0.5) / 4, s.radius + (k / 4 + 0.5) / 4);
            cairo_scale(c.get(), scale_, scale_);
            SceneMarker at = m;
            at.center = {0, 0};
            marker_path(c.get(), at);
            cairo_set_source_rgba(c.get(), 0, 0, 0, 1);
            const bool stroked = is_stroked_marker(m.shape);
            if (!stroked && part != Part::edge) cairo_fill_preserve(c.get());
            if ((stroked || part != Part::fill) && edge > 0) {
                cairo_set_line_width(c.get(), edge);
                cairo_set_line_cap(c.get(), CAIRO_LINE_CAP_BUTT);
                cairo_stroke(c.get());
            }
        }
        cairo_surface_flush(slot.surface.get());
        slot.image.reset(pixman_image_create_bits(
            PIXMAN_a8, side, side, reinterpret_cast<std::uint32_t*>(cairo_image_surface_get_data(slot.surface.get())),
            cairo_image_surface_get_stride(slot.surface.get())));
        return slot;
    }

    double scale_;
    std::map<Key, Symbol> symbols_;  // node-based: last_ stays valid
    Key last_key_;
    Symbol* last_ = nullptr;
};

// The device scale of `cr` when its matrix only scales (equally) and moves; 0 otherwise.
double uniform_scale(cairo_t* cr) {
    cairo_matrix_t m;
    cairo_get_matrix(cr, &m);
    return m.xy == 0 && m.yx == 0 && m.xx == m.yy && m.xx > 0 ? m.xx : 0;
}

}  // namespace

namespace {


// `v` on Cairo's grid of 1/256 (its fixed-point paths, rounded to even as Cairo rounds).
double on_cairo_grid(double v) { return std::nearbyint(v * 256) / 256; }

// The style of `m` in `forms` (added on first use): its path around (0, 0)
// as Cairo flattens it (arcs as Bezier curves), and its extents.
std::size_t form_style(MarkerForms& forms, const SceneMarker& m) {
    auto& known = forms.known;
    const std::tuple<int, double, double> key{static_cast<int>(m.shape), m.size, marker_edge_width(m)};
    if (const auto it = known.find(key); it != known.end()) return it->second;
    const SurfacePtr scratch{cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr)};
    const CairoPtr c{cairo_create(scratch.get())};
    SceneMarker at = m;
    at.center = {0, 0};
    marker_path(c.get(), at);
    MarkerFormStyle style;
    cairo_path_extents(c.get(), &style.x0, &style.y0, &style.x1, &style.y1);
    // Mitred tips of triangles and stars reach furthest: 10 (Cairo's miter limit) x half the width.
    style.margin = 5 * marker_edge_width(m) + 1;
    cairo_path_t* path = cairo_copy_path(c.get());
    for (int i = 0; i < path->num_data; i += path->data[i].header.length) {
        const cairo_path_data_t* d = &path->data[i];
        // Cairo adds a move to the start after closing a path; it paints nothing.
        if (d->header.type == CAIRO_PATH_MOVE_TO && i + d->header.length == path->num_data && i > 0) break;
        const char* op = d->header.type == CAIRO_PATH_MOVE_TO   ? " m "
                         : d->header.type == CAIRO_PATH_LINE_TO ? " l "
                         : d->header.type == CAIRO_PATH_CURVE_TO ? " c "
                                                                 : "h ";
        for (int k = 1; k < d->header.length; ++k) {
            append_pdf_number(style.path, on_cairo_grid(d[k].point.x));
            style.path += ' ';
            append_pdf_number(style.path, on_cairo_grid(d[k].point.y));
            if (k + 1 < d->header.length) style.path += ' ';
        }
        style.path += op;
    }
    cairo_path_destroy(path);
    while (!style.path.empty() && style.path.back() == ' ') style.path.pop_back();
    forms.styles.push_back(std::move(style));
    known.emplace(key, forms.styles.size() - 1);
    return forms.styles.size() - 1;
}

// draw_marker with the marker's box for its path, recorded in `forms`
// (render/marker_forms.hpp). `dx`, `dy`: the matrix's move (it only moves);
// `clip`: the clip's extents in user space.
void draw_marker_placeholder(cairo_t* cr, const SceneMarker& m, MarkerForms& forms, double dx, double dy,
                             const Rect& clip) {
    if (m.shape == MarkerShape::none) return;
    const std::size_t k = form_style(forms, m);
    const MarkerFormStyle& s = forms.styles[k];
    const Rect box{m.center.x + s.x0, m.center.y + s.y0, s.x1 - s.x0, s.y1 - s.y0};
    cairo_new_path(cr);
    cairo_rectangle(cr, box.x, box.y, box.width, box.height);
    // The centre where Cairo would have put it: then a circle's points (whole
    // offsets) land exactly where Cairo wrote them, and the pixels match.
    const double x = on_cairo_grid(m.center.x + dx), y = on_cairo_grid(m.center.y + dy);
    // Cairo culls an operation whose extents (which hold the box) meet no
    // area of the clip: a marker beside the view of a plot with fixed limits.
    const bool outside = !(box.right() > clip.left() && box.left() < clip.right() && box.bottom() > clip.top() &&
                           box.top() < clip.bottom());
    auto record = [&](bool fill) { forms.uses.push_back({k, x, y, fill, outside}); };
    if (is_stroked_marker(m.shape)) {
        set_source(cr, m.edge);
        cairo_set_line_width(cr, marker_edge_width(m));
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        record(false);
        cairo_stroke(cr);
        return;
    }
    set_source(cr, m.face);
    // Cairo drops a clear fill before the surface sees it: so is its placeholder.
    const bool fill = m.face.a > 0;
    if (m.edge_width > 0) {
        if (fill) record(true);
        cairo_fill_preserve(cr);
        set_source(cr, m.edge);
        cairo_set_line_width(cr, m.edge_width);
        record(false);
        cairo_stroke(cr);
    } else {
        if (fill) record(true);
        cairo_fill(cr);
    }
}

}  // namespace

void draw_markers(cairo_t* cr, const SceneItem& item) {
    if (MarkerForms* forms = marker_forms_of(cr); forms && marker_count(item) >= kMinFormMarkers) {
        cairo_matrix_t to_device;
        cairo_get_matrix(cr, &to_device);
        // Only a matrix that moves: Cairo then writes fills and strokes in
        // device units with no "cm" of their own, as the rewrite expects.
        if (to_device.xx == 1 && to_device.yy == 1 && to_device.xy == 0 && to_device.yx == 0) {
            double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1);
            const Rect clip = Rect::from_edges(x0, y0, x1, y1);
            for_each_marker(item, [&](const SceneMarker& m) {
                draw_marker_placeholder(cr, m, *forms, to_device.x0, to_device.y0, clip);
            });
            return;
        }
    }
    const double scale = uniform_scale(cr);
    const bool pixels = cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE;
    if (marker_count(item) + item.hidden_markers < stamp_markers_from || !pixels || scale <= 0) {
        for_each_marker(item, [cr](const SceneMarker& m) { draw_marker(cr, m); });
        return;
    }
    cairo_matrix_t to_device;
    cairo_get_matrix(cr, &to_device);
    MarkerStamps stamps(scale);
    cairo_save(cr);
    cairo_identity_matrix(cr);  // the clip stays where it was set
    for_each_marker(item, [&](const SceneMarker& m) {
        stamps.paint(m, to_device.xx * m.center.x + to_device.x0, to_device.yy * m.center.y + to_device.y0,
                     [cr](const Color& c, const MarkerStamps::Mask& mask, int left, int top) {
                         set_source(cr, c);
                         cairo_mask_surface(cr, mask.surface.get(), left, top);
                     });
    });
    cairo_restore(cr);
}

void stamp_markers_into(cairo_surface_t* image, const cairo_matrix_t& to_pixels, const SceneItem& item) {
    cairo_surface_flush(image);
    const PixmanImagePtr target{pixman_image_create_bits(
        PIXMAN_a8r8g8b8, cairo_image_surface_get_width(image), cairo_image_surface_get_height(image),
        reinterpret_cast<std::uint32_t*>(cairo_image_surface_get_data(image)), cairo_image_surface_get_stride(image))};
    MarkerStamps stamps(to_pixels.xx);
    const int height = cairo_image_surface_get_height(image);
    PixmanImagePtr solid;
    Color solid_color{0, 0, 0, 0};
    for_each_marker(item, [&](const SceneMarker& m) {
        stamps.paint(m, to_pixels.xx * m.center.x + to_pixels.x0, to_pixels.yy * m.center.y + to_pixels.y0,
                     [&](const Color& c, const MarkerStamps::Mask& mask, int left, int top) {
                         const int side = pixman_image_get_width(mask.image.get());
                         if (top >= height || top + side <= 0) return;  // not in this band of the image
                         if (!solid || !(c == solid_color)) {
                             // Premultiplied, 16 bits a channel, rounded as Cairo rounds.
                             auto channel = [](double v) { return static_cast<std::uint16_t>(v * 65535.0 + 0.5); };
                             const pixman_color_t pc{channel(c.r * c.a), channel(c.g * c.a), channel(c.b * c.a),
                                                     channel(c.a)};
                             solid.reset(pixman_image_create_solid_fill(&pc));
                             solid_color = c;
                         }
                         pixman_image_composite32(PIXMAN_OP_OVER, solid.get(), mask.image.get(), target.get(), 0, 0, 0,
                                                  0, left, top, side, side);
                     });
    });
    cairo_surface_mark_dirty(image);
}

}  // namespace sqfig::detail
