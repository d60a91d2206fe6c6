// The implementation of sqfig/render/compressed_band.hpp.
#include "sqfig/render/compressed_band.hpp"

#include <cairo.h>

#include <atomic>
#include <cstddef>
#include <cstring>
#include <new>
#include <optional>
#include <string>
#include <string_view>

#include "sqfig/detail/handles.hpp"
#include "sqfig/detail/zlib_codec.hpp"

namespace sqfig::detail {

cairo_user_data_key_t raster_bands_key{};

RasterBands* raster_bands_of(cairo_t* cr) {
    cairo_surface_t* target = cairo_get_target(cr);
    const cairo_surface_type_t type = cairo_surface_get_type(target);
    if (type != CAIRO_SURFACE_TYPE_PDF && type != CAIRO_SURFACE_TYPE_PS) return nullptr;
    auto* bands = static_cast<RasterBands*>(cairo_surface_get_user_data(target, &raster_bands_key));
    return bands && bands->usable() ? bands : nullptr;
}

std::optional<std::string> deflate_band(std::string_view in) noexcept {
    try {
        const std::optional<std::string> z = zlib_deflate(in, /*fastest=*/true);
        if (!z) return std::nullopt;
        return std::string(z->data(), z->size());  // not *z: its capacity is the band's size
    } catch (...) {  // std::bad_alloc
        return std::nullopt;
    }
}

bool inflate_band(std::string_view in, unsigned char* out, std::size_t size) noexcept {
    try {
        const std::optional<std::string> raw = zlib_inflate(in, size, size);
        if (!raw || raw->size() != size) return false;
        if (size > 0) std::memcpy(out, raw->data(), size);
        return true;
    } catch (...) {  // std::bad_alloc
        return false;
    }
}

namespace {

// The raster source's callbacks (Cairo calls them; none throws).

/// The band's pixels in a new ARGB surface Cairo releases after use; the
/// placeholder, counted as a failure, when they cannot be restored. Never
/// throws (Cairo calls it), never gives Cairo nothing.
cairo_surface_t* acquire_band(cairo_pattern_t*, void* data, cairo_surface_t*, const cairo_rectangle_int_t*) {
    auto* band = static_cast<CompressedBand*>(data);
    cairo_surface_t* image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, band->width, band->height);
    if (cairo_surface_status(image) == CAIRO_STATUS_SUCCESS && cairo_image_surface_get_stride(image) == band->stride) {
        cairo_surface_flush(image);
        if (inflate_band(band->deflated, cairo_image_surface_get_data(image),
                         static_cast<std::size_t>(band->stride) * static_cast<std::size_t>(band->height))) {
            cairo_surface_mark_dirty(image);
            return image;
        }
    }
    cairo_surface_destroy(image);
    ++band->log->failures;
    return cairo_surface_reference(band->log->placeholder.get());
}

void release_band(cairo_pattern_t*, void*, cairo_surface_t* image) { cairo_surface_destroy(image); }

cairo_status_t copy_band(cairo_pattern_t*, void* data, const cairo_pattern_t*) {
    static_cast<CompressedBand*>(data)->refs.fetch_add(1, std::memory_order_relaxed);
    return CAIRO_STATUS_SUCCESS;
}

void finish_band(cairo_pattern_t*, void* data) {
    auto* band = static_cast<CompressedBand*>(data);
    if (band->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) delete band;
}

}  // namespace

PatternPtr compressed_band_pattern(cairo_surface_t* image, RasterBands& log) {
    const int w = cairo_image_surface_get_width(image), h = cairo_image_surface_get_height(image);
    const int stride = cairo_image_surface_get_stride(image);
    if (cairo_image_surface_get_format(image) != CAIRO_FORMAT_ARGB32 || w <= 0 || h <= 0) return nullptr;
    const std::size_t size = static_cast<std::size_t>(stride) * static_cast<std::size_t>(h);
    std::optional<std::string> deflated =
        deflate_band({reinterpret_cast<const char*>(cairo_image_surface_get_data(image)), size});
    if (!deflated) return nullptr;
    auto* band = new (std::nothrow) CompressedBand;
    if (!band) return nullptr;
    band->width = w;
    band->height = h;
    band->stride = stride;
    band->deflated = std::move(*deflated);
    band->log = &log;
    PatternPtr pattern{cairo_pattern_create_raster_source(band, CAIRO_CONTENT_COLOR_ALPHA, w, h)};
    if (cairo_pattern_status(pattern.get()) != CAIRO_STATUS_SUCCESS) {
        delete band;  // an error pattern has no callbacks to finish it
        return nullptr;
    }
    cairo_raster_source_pattern_set_acquire(pattern.get(), acquire_band, release_band);
    cairo_raster_source_pattern_set_copy(pattern.get(), copy_band);
    cairo_raster_source_pattern_set_finish(pattern.get(), finish_band);
    ++log.bands;
    log.raw_bytes += size;
    log.compressed_bytes += band->deflated.size();
    return pattern;
}

}  // namespace sqfig::detail
