// Rasterized items (matplotlib's rasterized=True): an item's path and
// markers drawn as an image in a vector file, in bands of rows (SceneItem::
// raster_dpi; render/cairo_renderer.hpp draws the rest of the scene).
#pragma once

#include <cairo.h>

#include <cstddef>

#include "sqfig/detail/handles.hpp"

namespace sqfig {

struct SceneItem;

namespace detail {

// How much of a rasterized item's image is drawn at once: bands of rows of
// about this many bytes (ARGB), each its own image in the file, so neither
// sqfig's pixels nor Cairo's copy of them as RGB at the page's end are
// ever the whole image.
inline constexpr std::size_t raster_band_bytes = std::size_t{1} << 20;

// Rows [first, first + rows) of an item's image at `scale` (page -> pixels:
// scale, then minus (x0, y0)), w pixels wide, as an ARGB surface.
SurfacePtr rasterize_rows(const SceneItem& item, double scale, double x0, double y0, int w, int first, int rows);

// Rows a band repeats of the band above. A viewer that anti-aliases image
// edges (poppler's Cairo output, pdf.js) paints the band above's bottom edge
// partly and lets the page through: a light line across the plot, unless
// the band below covers that device pixel whole. 8 rows of 300 dpi cover a
// device pixel down to 37.5 dpi (one row did not at 100 dpi: tried).
inline constexpr int raster_band_overlap = 8;

// An item's path and markers as an image of item.raster_dpi pixels an inch
// over the ink inside its clip (matplotlib's rasterized=True), drawn in
// bands of rows of about `band_bytes` each. At most 2^26 pixels: a larger
// region gets a lower resolution.
void draw_rasterized(cairo_t* cr, const SceneItem& item, std::size_t band_bytes = raster_band_bytes);

}  // namespace detail

}  // namespace sqfig
