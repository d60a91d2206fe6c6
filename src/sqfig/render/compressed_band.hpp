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
#include <optional>
#include <string>
#include <string_view>

#include "sqfig/detail/handles.hpp"

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
extern cairo_user_data_key_t raster_bands_key;

/// The RasterBands of the surface `cr` draws on, or null (image surfaces then).
RasterBands* raster_bands_of(cairo_t* cr);

/// `in` deflated (detail::zlib_deflate at its fastest level), in a string
/// exactly as long as the stream: the band is kept so until its page is
/// written. nullopt if zlib fails or memory runs out.
std::optional<std::string> deflate_band(std::string_view in) noexcept;

/// Inflates `in` into exactly `size` bytes at `out`: false unless `in` is one
/// whole zlib stream of exactly that many bytes (detail::zlib_inflate).
bool inflate_band(std::string_view in, unsigned char* out, std::size_t size) noexcept;

/// One band's pixels, deflated: the raster source's callback data, shared by
/// the pattern and the copies Cairo makes of it (each copy counted, each
/// finished one uncounted).
struct CompressedBand {
    std::atomic<int> refs{1};
    int width = 0, height = 0, stride = 0;
    std::string deflated;
    RasterBands* log = nullptr;
};

/// A raster-source pattern holding `image` (an ARGB surface, flushed)
/// deflated, logged in `log`; null when it cannot be made (the caller then
/// draws the image surface itself).
PatternPtr compressed_band_pattern(cairo_surface_t* image, RasterBands& log);

}  // namespace sqfig::detail
