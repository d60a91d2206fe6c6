// A rasterized item's bands handed to a PDF or PS surface compressed (issue
// 34). Cairo's PDF and PS surfaces record a page and write it at
// cairo_show_page; a band given as an image surface stays whole in memory
// until then (a 10^5-point scatter at 300 dpi: 5.8 MB of ARGB). Given as a
// raster-source pattern instead, Cairo keeps only the pattern (this band,
// deflated: a scatter's pixels shrink 10x or more) and asks for the pixels
// when it writes the image; they are inflated into a surface it releases
// right after, so one band at a time is whole.
//
// What Cairo 1.16 does with a raster source, read in its source:
// - PDF: `_cairo_pdf_surface_add_source_surface` acquires it when the
//   recorded page is replayed at cairo_show_page (for its size), keeps a copy
//   of the pattern, releases it; `_cairo_pdf_surface_emit_surface` acquires it
//   again to write the image at the page's end, and releases it. The image
//   written is the one a surface pattern of the same pixels gives.
// - PS: acquired when the page is replayed (to analyse its alpha and to
//   write it), released after each use.
// - SVG: refused (`_cairo_svg_surface_emit_pattern` asserts), so SVG, and
//   anything drawing into a recording or a caller's own surface, keeps image
//   surfaces.
// Only sqfig's own file writer opts in (RasterBands on the surface): it is
// the one that can report a band Cairo could not get back (no memory) as an
// sqfig::Error once the page is written.
#pragma once

#include <cairo.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <optional>
#include <string>
#include <string_view>

#include "sqfig/detail/handles.hpp"
#include "sqfig/detail/zlib_codec.hpp"

namespace sqfig::detail {

/// What a file writer learns of the bands it was given compressed. Attached
/// to its PDF or PS surface (raster_bands_key); it must outlive the surface's
/// last page and cairo_surface_finish.
struct RasterBands {
    std::size_t bands = 0;             ///< bands handed to Cairo as raster sources
    std::size_t raw_bytes = 0;         ///< their pixels, ARGB
    std::size_t compressed_bytes = 0;  ///< what is kept of them until Cairo writes them
    std::size_t failures = 0;          ///< acquisitions that could not restore a band
    /// A 1x1 transparent image given to Cairo for a band that cannot be
    /// restored: Cairo 1.16 asserts when a raster source gives it nothing
    /// while it replays a page. The writer reports `failures` instead.
    SurfacePtr placeholder{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)};

    bool usable() const { return cairo_surface_status(placeholder.get()) == CAIRO_STATUS_SUCCESS; }
};

/// The key under which a PDF or PS surface carries its RasterBands.
inline cairo_user_data_key_t raster_bands_key{};

/// The RasterBands of the surface `cr` draws on, or null (image surfaces then).
inline RasterBands* raster_bands_of(cairo_t* cr) {
    cairo_surface_t* target = cairo_get_target(cr);
    const cairo_surface_type_t type = cairo_surface_get_type(target);
    if (type != CAIRO_SURFACE_TYPE_PDF && type != CAIRO_SURFACE_TYPE_PS) return nullptr;
    auto* bands = static_cast<RasterBands*>(cairo_surface_get_user_data(target, &raster_bands_key));
    return bands && bands->usable() ? bands : nullptr;
}

/// `in` deflated (detail::zlib_deflate at its fastest level), in a string
/// exactly as long as the stream: the band is kept so until its page is
/// written. nullopt if zlib fails or memory runs out.
inline std::optional<std::string> deflate_band(std::string_view in) noexcept {
    try {
        const std::optional<std::string> z = zlib_deflate(in, /*fastest=*/true);
        if (!z) return std::nullopt;
        return std::string(z->data(), z->size());  // not *z: its capacity is the band's size
    } catch (...) {  // std::bad_alloc
        return std::nullopt;
    }
}

/// Inflates `in` into exactly `size` bytes at `out`: false unless `in` is one
/// whole zlib stream of exactly that many bytes (detail::zlib_inflate).
inline bool inflate_band(std::string_view in, unsigned char* out, std::size_t size) noexcept {
    try {
        const std::optional<std::string> raw = zlib_inflate(in, size, size);
        if (!raw || raw->size() != size) return false;
        if (size > 0) std::memcpy(out, raw->data(), size);
        return true;
    } catch (...) {  // std::bad_alloc
        return false;
    }
}

/// One band's pixels, deflated: the raster source's callback data, shared by
/// the pattern and the copies Cairo makes of it (each copy counted, each
/// finished one uncounted).
struct CompressedBand {
    std::atomic<int> refs{1};
    int width = 0, height = 0, stride = 0;
    std::string deflated;
    RasterBands* log = nullptr;
};

/// The band's pixels in a new ARGB surface Cairo releases after use; the
/// placeholder, counted as a failure, when they cannot be restored. Never
/// throws (Cairo calls it), never gives Cairo nothing.
inline cairo_surface_t* acquire_band(cairo_pattern_t*, void* data, cairo_surface_t*, const cairo_rectangle_int_t*) {
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

inline void release_band(cairo_pattern_t*, void*, cairo_surface_t* image) { cairo_surface_destroy(image); }

inline cairo_status_t copy_band(cairo_pattern_t*, void* data, const cairo_pattern_t*) {
    static_cast<CompressedBand*>(data)->refs.fetch_add(1, std::memory_order_relaxed);
    return CAIRO_STATUS_SUCCESS;
}

inline void finish_band(cairo_pattern_t*, void* data) {
    auto* band = static_cast<CompressedBand*>(data);
    if (band->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) delete band;
}

/// A raster-source pattern holding `image` (an ARGB surface, flushed)
/// deflated, logged in `log`; null when it cannot be made (the caller then
/// draws the image surface itself).
inline PatternPtr compressed_band_pattern(cairo_surface_t* image, RasterBands& log) {
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
