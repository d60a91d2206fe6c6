// The implementation of sqfig/output/surface_writer.hpp.
#include "sqfig/output/surface_writer.hpp"

#include <cairo-pdf.h>
#include <cairo-ps.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/detail/handles.hpp"
#include "sqfig/detail/heap_hint.hpp"
#include "sqfig/output/pdf_font_hinting.hpp"
#include "sqfig/output/pdf_indexed_images.hpp"
#include "sqfig/output/pdf_marker_forms.hpp"
#include "sqfig/render/compressed_band.hpp"
#include "sqfig/render/indexed_image.hpp"
#include "sqfig/render/marker_forms.hpp"
#include "sqfig/version.hpp"

namespace sqfig {

namespace detail {

cairo_status_t append_to_string(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

void check(cairo_status_t s, const std::string& what) {
    if (s != CAIRO_STATUS_SUCCESS) throw Error(what + ": " + cairo_status_to_string(s), ErrorKind::output);
}

void fix_ps_date(std::string& ps, long long t) {
    const std::string key = "%%CreationDate: ";
    const auto at = ps.find(key);
    if (at == std::string::npos) return;
    const auto end = ps.find('\n', at);
    ps.replace(at + key.size(), end - at - key.size(), detail::ctime_text(t));
}

void normalize_svg_ids(std::string& svg) {
    static constexpr std::string_view kinds[] = {"surface", "image"};
    std::vector<std::pair<std::string, std::string>> seen[2];  // per kind: old number -> new number
    std::string out;
    out.reserve(svg.size());
    std::size_t i = 0;
    while (i < svg.size()) {
        const std::size_t at = svg.find_first_of("\"#", i);
        if (at == std::string::npos) break;
        out.append(svg, i, at + 1 - i);
        i = at + 1;
        for (std::size_t k = 0; k < 2; ++k) {
            const std::string_view kind = kinds[k];
            if (svg.compare(i, kind.size(), kind) != 0) continue;
            std::size_t end = i + kind.size();
            while (end < svg.size() && svg[end] >= '0' && svg[end] <= '9') ++end;
            if (end == i + kind.size() || end == svg.size() || (svg[end] != '"' && svg[end] != ')')) break;
            const std::string number = svg.substr(i + kind.size(), end - i - kind.size());
            auto it = std::find_if(seen[k].begin(), seen[k].end(), [&](const auto& p) { return p.first == number; });
            if (it == seen[k].end()) {
                seen[k].emplace_back(number, std::to_string(seen[k].size() + 1));
                it = seen[k].end() - 1;
            }
            out.append(kind);
            out += it->second;
            i = end;
            break;
        }
    }
    out.append(svg, i, std::string::npos);
    svg = std::move(out);
}

SurfacePtr vector_surface(Format format, Size first, const SaveOptions& opt, cairo_write_func_t write,
                          void* closure, IndexedImages* palettes) {
    detail::keep_heap_for_streams();  // Cairo's zlib states, see detail/heap_hint.hpp
    const long long when = detail::creation_time(opt.metadata);
    detail::SurfacePtr s;
    switch (format) {
        case Format::pdf: {
            s.reset(cairo_pdf_surface_create_for_stream(write, closure, first.width, first.height));
            // Cairo 1.17 and later write PDF 1.5+ files with cross-reference
            // and object streams, which the compaction does not read; PDF 1.4
            // keeps the classic table. Cairo 1.16 writes that anyway, and its
            // 1.5 files keep ActualText spans (the text of words Pango
            // hyphenated when wrapping), so it keeps its default version.
            if (opt.compact_pdf && cairo_version() >= CAIRO_VERSION_ENCODE(1, 17, 0))
                cairo_pdf_surface_restrict_to_version(s.get(), CAIRO_PDF_VERSION_1_4);
            if (palettes) cairo_surface_set_user_data(s.get(), &indexed_images_key, palettes, nullptr);
            const std::string date = detail::iso8601(when);
            cairo_pdf_surface_set_metadata(s.get(), CAIRO_PDF_METADATA_CREATE_DATE, date.c_str());
            cairo_pdf_surface_set_metadata(s.get(), CAIRO_PDF_METADATA_MOD_DATE, date.c_str());
            if (!opt.metadata.title.empty())
                cairo_pdf_surface_set_metadata(s.get(), CAIRO_PDF_METADATA_TITLE, opt.metadata.title.c_str());
            if (!opt.metadata.author.empty())
                cairo_pdf_surface_set_metadata(s.get(), CAIRO_PDF_METADATA_AUTHOR, opt.metadata.author.c_str());
            if (!opt.metadata.subject.empty())
                cairo_pdf_surface_set_metadata(s.get(), CAIRO_PDF_METADATA_SUBJECT, opt.metadata.subject.c_str());
            const std::string creator =
                opt.metadata.creator.empty() ? std::string("sqfig ") + SQFIG_VERSION_STRING : opt.metadata.creator;
            cairo_pdf_surface_set_metadata(s.get(), CAIRO_PDF_METADATA_CREATOR, creator.c_str());
            break;
        }
        case Format::svg:
            s.reset(cairo_svg_surface_create_for_stream(write, closure, first.width, first.height));
            break;
        case Format::ps:
            s.reset(cairo_ps_surface_create_for_stream(write, closure, first.width, first.height));
            if (!opt.metadata.title.empty())
                cairo_ps_surface_dsc_comment(s.get(), ("%%Title: " + opt.metadata.title).c_str());
            break;
        case Format::png: break;
    }
    return s;
}

void start_page(cairo_surface_t* s, Format format, std::size_t i, Size size) {
    if (i == 0 && format != Format::ps) return;  // the surface was made at this size
    if (format == Format::pdf) cairo_pdf_surface_set_size(s, size.width, size.height);
    if (format == Format::ps) {
        if (i == 0) cairo_ps_surface_dsc_begin_page_setup(s);
        cairo_ps_surface_set_size(s, size.width, size.height);
    }
}

struct DrawnPages::Data {
    Data(std::vector<PageSpec> p, Format f, const SaveOptions& o, std::string w)
        : pages(std::move(p)), format(f), opt(o), what(std::move(w)) {}
    bool compact() const { return format == Format::pdf && opt.compact_pdf; }

    std::vector<PageSpec> pages;
    Format format;
    SaveOptions opt;
    std::string what;
    long long when = 0;  // the creation date of a vector file (a PNG has none)
    bool finished = false;
    std::string bytes;
    // Declared before the surface, which may ask for them until it is finished.
    RasterBands bands;
    IndexedImages palettes;
    MarkerForms markers;
    SurfacePtr surface;
};

namespace {

std::vector<PageSpec> some_pages(std::vector<PageSpec> pages, const std::string& what) {
    if (pages.empty()) throw Error(what + ": nothing to draw (no pages)");
    return pages;
}

void check_bands(const DrawnPages::Data& d) {
    if (d.bands.failures > 0)
        throw Error(d.what + ": " + std::to_string(d.bands.failures) +
                        " band(s) of a rasterized image could not be restored for the file (out of memory?)",
                    ErrorKind::output);
}

void draw_png(DrawnPages::Data& d) {
    const Size first = d.pages.front().size;
    const double scale = d.opt.dpi / 72.0;
    // Multiply before dividing and forgive rounding noise: 3 in at 150 dpi is 450 px, not 451.
    const double wd = std::ceil(first.width * d.opt.dpi / 72.0 - 1e-6);
    const double hd = std::ceil(first.height * d.opt.dpi / 72.0 - 1e-6);
    // Cairo's limit is 32767 px a side; the pixel cap keeps one image at
    // 400 MB (a 1e5 pt page at 23 dpi would otherwise allocate 4 GB).
    if (!(wd >= 1 && hd >= 1 && wd <= 32767 && hd <= 32767 && wd * hd <= max_png_pixels))
        throw Error(d.what + ": image size " + std::to_string(wd) + "x" + std::to_string(hd) +
                    " px is out of range (1 to 32767 px a side, at most " +
                    std::to_string(static_cast<long long>(max_png_pixels)) + " pixels; lower the dpi)");
    d.surface.reset(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, static_cast<int>(wd), static_cast<int>(hd)));
    check(cairo_surface_status(d.surface.get()), d.what);
    {
        CairoPtr cr{cairo_create(d.surface.get())};
        cairo_scale(cr.get(), scale, scale);
        d.pages.front().draw(cr.get());
        check(cairo_status(cr.get()), d.what);
    }
    cairo_surface_flush(d.surface.get());
}

// `palettes`: see vector_surface; `markers`: render/marker_forms.hpp.
void draw_vector(DrawnPages::Data& d, IndexedImages* palettes, MarkerForms* markers) {
    d.when = creation_time(d.opt.metadata);
    d.surface = vector_surface(d.format, d.pages.front().size, d.opt, append_to_string, &d.bytes, palettes);
    cairo_surface_t* s = d.surface.get();
    check(cairo_surface_status(s), d.what);
    if (markers) check(cairo_surface_set_user_data(s, &marker_forms_key, markers, nullptr), d.what);
    // A rasterized item's bands are kept deflated until the page is written
    // (render/compressed_band.hpp); SVG cannot take them so.
    if ((d.format == Format::pdf || d.format == Format::ps) && d.bands.usable())
        check(cairo_surface_set_user_data(s, &raster_bands_key, &d.bands, nullptr), d.what);
    const std::size_t n = d.format == Format::svg ? 1 : d.pages.size();
    for (std::size_t i = 0; i < n; ++i) {
        start_page(s, d.format, i, d.pages[i].size);
        CairoPtr cr{cairo_create(s)};
        d.pages[i].draw(cr.get());
        check(cairo_status(cr.get()), d.what);
        cairo_show_page(cr.get());
        check_bands(d);
    }
}

void finish_vector(DrawnPages::Data& d) {
    cairo_surface_finish(d.surface.get());
    check(cairo_surface_status(d.surface.get()), d.what);
    check_bands(d);
    if (d.format == Format::ps) fix_ps_date(d.bytes, d.when);
    if (d.format == Format::svg) normalize_svg_ids(d.bytes);
}

}  // namespace

DrawnPages::DrawnPages(std::vector<PageSpec> pages, Format format, const SaveOptions& opt, std::string what)
    : d_(std::make_unique<Data>(some_pages(std::move(pages), what), format, opt, std::move(what))) {
    Data& d = *d_;
    if (format == Format::png)
        draw_png(d);
    else {
        // Reusable markers need a file the rewrite reads: Cairo 1.17+ writes
        // one only when asked for PDF 1.4 (compact_pdf, see vector_surface).
        const bool readable = d.opt.compact_pdf || cairo_version() < CAIRO_VERSION_ENCODE(1, 17, 0);
        MarkerForms* markers = d.format == Format::pdf && d.pages.size() == 1 && readable ? &d.markers : nullptr;
        draw_vector(d, d.format == Format::pdf ? &d.palettes : nullptr, markers);
    }
}

DrawnPages::DrawnPages(DrawnPages&&) noexcept = default;
DrawnPages& DrawnPages::operator=(DrawnPages&&) noexcept = default;
DrawnPages::~DrawnPages() = default;

std::string DrawnPages::finish() && {
    Data& d = *d_;
    if (d.finished) throw Error(d.what + ": internal error: the file was finished before");
    d.finished = true;
    if (d.format == Format::png) {
        check(cairo_surface_write_to_png_stream(d.surface.get(), append_to_string, &d.bytes), d.what);
        return std::move(d.bytes);
    }
    finish_vector(d);
    if (d.format != Format::pdf) return std::move(d.bytes);
    // Large palette images (heatmaps) went in as indices
    // (render/indexed_image.hpp), now they get their palettes: a third of
    // the pixels for Cairo to deflate, and a smaller file (docs/performance.md,
    // "the default"). Should a palette not find its image, the file is
    // drawn again as plain colour images. A compact PDF (opted into) also
    // loses its fonts' hinting.
    // Likewise, markers drawn as placeholders become one reusable form each
    // (render/marker_forms.hpp).
    std::string bytes = std::move(d.bytes);
    bool again = false;
    if (!d.palettes.images.empty()) {
        if (std::optional<std::string> coloured = apply_pdf_palettes(bytes, d.palettes))
            bytes = std::move(*coloured);
        else
            again = true;
    }
    if (!again && !d.markers.uses.empty()) {
        if (std::optional<std::string> reused = apply_pdf_marker_forms(bytes, d.markers))
            bytes = std::move(*reused);
        else
            again = true;
    }
    if (again) {
        Data plain(d.pages, d.format, d.opt, d.what);
        draw_vector(plain, nullptr, nullptr);
        finish_vector(plain);
        bytes = std::move(plain.bytes);
    }
    if (d.compact()) return strip_pdf_font_hinting(std::move(bytes));
    return bytes;
}

}  // namespace detail

std::string render_pages(const std::vector<PageSpec>& pages, Format format, const SaveOptions& opt,
                         const std::string& what) {
    return detail::DrawnPages(pages, format, opt, what).finish();
}

}  // namespace sqfig
