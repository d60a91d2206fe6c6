// The implementation of sqfig/render/rasterized_items.hpp.
#include "sqfig/render/rasterized_items.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/detail/handles.hpp"
#include "sqfig/render/cairo_renderer.hpp"
#include "sqfig/render/compressed_band.hpp"
#include "sqfig/render/marker_drawing.hpp"
#include "sqfig/scene.hpp"

namespace sqfig::detail {

SurfacePtr rasterize_rows(const SceneItem& item, double scale, double x0, double y0, int w, int first, int rows) {
    SurfacePtr image{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, rows)};
    if (cairo_surface_status(image.get()) != CAIRO_STATUS_SUCCESS)
        throw Error(item.owner + ": no memory for its " + std::to_string(w) + " x " + std::to_string(rows) +
                    " pixel image (rasterized marks)", ErrorKind::output);
    const double top = y0 + first;  // whole numbers: the pixels are the whole image's, moved
    {
        CairoPtr pixels{cairo_create(image.get())};
        cairo_translate(pixels.get(), -x0, -top);
        cairo_scale(pixels.get(), scale, scale);
        if (item.clip) {
            cairo_rectangle(pixels.get(), item.clip->x, item.clip->y, item.clip->width, item.clip->height);
            cairo_clip(pixels.get());
        }
        if (item.payload.path()) draw_path(pixels.get(), *item.payload.path());
        if (item.payload.marker()) draw_marker(pixels.get(), *item.payload.marker());
        if (marker_count(item) < stamp_markers_from) draw_markers(pixels.get(), item);
    }
    cairo_matrix_t to_pixels;  // page -> this band's pixels
    cairo_matrix_init(&to_pixels, scale, 0, 0, scale, -x0, -top);
    // The image ends at the clip, rounded out to whole pixels: the markers
    // are clipped to it there.
    if (marker_count(item) >= stamp_markers_from) stamp_markers_into(image.get(), to_pixels, item);
    cairo_surface_flush(image.get());
    return image;
}

namespace {

// Of a band's first `rows` rows (the ones it repeats) only the opaque pixels
// are kept: painted again over themselves they change nothing, where a
// partly transparent pixel painted twice would darken.
void keep_opaque_rows(cairo_surface_t* image, int rows) {
    unsigned char* data = cairo_image_surface_get_data(image);
    const int w = cairo_image_surface_get_width(image), stride = cairo_image_surface_get_stride(image);
    for (int y = 0; y < rows; ++y) {
        auto* row = reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
        for (int x = 0; x < w; ++x)
            if ((row[x] >> 24) != 0xffu) row[x] = 0;
    }
    cairo_surface_mark_dirty(image);
}

}  // namespace

void draw_rasterized(cairo_t* cr, const SceneItem& item, std::size_t band_bytes) {
    std::optional<Rect> ink = ink_bounds(item);
    if (ink && item.clip) {
        const Rect c = *item.clip;
        ink = Rect::from_edges(std::max(ink->left(), c.left()), std::max(ink->top(), c.top()),
                               std::min(ink->right(), c.right()), std::min(ink->bottom(), c.bottom()));
    }
    if (!ink || !(ink->width > 0) || !(ink->height > 0)) return;
    constexpr double max_pixels = 67108864.0;
    double scale = item.raster_dpi / 72;
    scale = std::min({scale, std::sqrt(max_pixels / (ink->width * ink->height)), 32000 / ink->width, 32000 / ink->height});
    const double x0 = std::floor(ink->left() * scale), y0 = std::floor(ink->top() * scale);
    const int w = static_cast<int>(std::ceil(ink->right() * scale) - x0);
    const int h = static_cast<int>(std::ceil(ink->bottom() * scale) - y0);
    if (w <= 0 || h <= 0) return;
    const int band = static_cast<int>(std::max<std::size_t>(2 * raster_band_overlap, band_bytes / (4 * static_cast<std::size_t>(w))));
    RasterBands* const bands = raster_bands_of(cr);
    for (int top = 0; top < h; top += band) {
        const int first = std::max(0, top - raster_band_overlap);  // rows of the band above again
        const int rows = std::min(h, top + band) - first;
        const SurfacePtr image = rasterize_rows(item, scale, x0, y0, w, first, rows);
        if (first < top) keep_opaque_rows(image.get(), top - first);
        // Deflated where sqfig's writer takes it so (render/compressed_band.hpp):
        // then `image` is freed here, not kept by Cairo until the page ends.
        PatternPtr pattern = bands ? compressed_band_pattern(image.get(), *bands) : nullptr;
        if (!pattern) pattern.reset(cairo_pattern_create_for_surface(image.get()));
        cairo_matrix_t to_pixels;  // page -> this band's pixels
        cairo_matrix_init(&to_pixels, scale, 0, 0, scale, -x0, -(y0 + first));
        cairo_pattern_set_matrix(pattern.get(), &to_pixels);
        cairo_pattern_set_filter(pattern.get(), CAIRO_FILTER_GOOD);
        cairo_save(cr);
        cairo_new_path(cr);
        cairo_rectangle(cr, x0 / scale, (y0 + first) / scale, w / scale, rows / scale);
        cairo_set_source(cr, pattern.get());
        cairo_fill(cr);
        cairo_restore(cr);
    }
}

}  // namespace sqfig::detail
