// Drawing pages onto Cairo surfaces of every format, collected in memory and
// checked: a Cairo error (e.g. out of memory, a bad font) becomes sqfig::Error.
#pragma once

#include <cairo.h>

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "sqfig/core/geometry.hpp"
#include "sqfig/detail/handles.hpp"
#include "sqfig/output/format.hpp"

namespace sqfig {

namespace detail {

struct IndexedImages;  // render/indexed_image.hpp

/// A cairo_write_func_t appending to the std::string `closure` points to.
cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length);

/// Throws sqfig::Error ("<what>: <Cairo's message>") unless `s` is success.
void check(cairo_status_t s, const std::string& what);

// cairo's PostScript output stamps the wall clock; replace it with ours.
void fix_ps_date(std::string& ps, long long t);

// Cairo names SVG surfaces and images after a process-wide counter
// ("surface12", "image5"), so the same figure saved twice differs; renumber
// each kind in order of first appearance. Only names in id positions change:
// id="image5", href="#image5", url(#image5).
void normalize_svg_ids(std::string& svg);

}  // namespace detail

/// A page to draw: its size in points and a function that draws it (origin top-left).
struct PageSpec {
    Size size;
    std::function<void(cairo_t*)> draw;
};

/// The most pixels a PNG may have (10,000 x 10,000: 400 MB while drawn).
inline constexpr double max_png_pixels = 1e8;

namespace detail {

/// A PDF, PS or SVG surface whose first page is `first`, writing through
/// `write(closure, ...)`, set up as every sqfig file is (PDF version and
/// metadata, PS title). `palettes`: a PDF surface that draws large palette
/// images as indices and records them there. Its status is unchecked.
SurfacePtr vector_surface(Format format, Size first, const SaveOptions& opt, cairo_write_func_t write,
                          void* closure, IndexedImages* palettes);

/// Gives page `i` (from 0) its size, before anything is drawn on it.
void start_page(cairo_surface_t* s, Format format, std::size_t i, Size size);

/// Pages drawn onto a surface that is not finished yet. Finishing (Cairo
/// writing the fonts and compressing the streams, the PNG encoding, a compact
/// PDF's palettes and unhinted fonts) uses no text engine, so it may run on
/// another thread than the drawing: draw_all() finishes one figure while the
/// next is laid out and drawn. Not copyable; finish() once.
class DrawnPages {
public:
    /// Draws every page (PNG and SVG: the first). The draw functions of
    /// `pages` must stay callable until finish(): a compact PDF whose palette
    /// images Cairo wrote otherwise is drawn again there.
    DrawnPages(std::vector<PageSpec> pages, Format format, const SaveOptions& opt, std::string what);
    DrawnPages(DrawnPages&&) noexcept;
    DrawnPages& operator=(DrawnPages&&) noexcept;
    ~DrawnPages();

    /// The bytes of the file.
    std::string finish() &&;

    struct Data;  // the pages, the surface and what Cairo wrote (surface_writer.cpp)

private:
    std::unique_ptr<Data> d_;
};

}  // namespace detail

/// Renders pages into the bytes of a file of the given format. PNG and SVG
/// hold one page (the first); PDF and PS hold all of them.
std::string render_pages(const std::vector<PageSpec>& pages, Format format, const SaveOptions& opt,
                         const std::string& what);

}  // namespace sqfig
