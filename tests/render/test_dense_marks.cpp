// Dense marks (issue 34): markers stamped on pixels, and artists drawn as an
// image inside an otherwise vector PDF/SVG/PS (matplotlib's rasterized=True),
// automatically past raster_markers_above markers. Read back with poppler:
// the image is there at its resolution, the text is still text, the page
// looks like the vector drawing, and the bytes are the same every time.
#include "image_compare.hpp"
#include "render_support.hpp"
#include "../support/style.hpp"

#include <sqfig/render.hpp>
#include <sqfig/render/cairo_renderer.hpp>
#include <sqfig/render/marker_drawing.hpp>
#include <sqfig/output/surface_writer.hpp>
#include <sqfig/render/compressed_band.hpp>

#include <cairo-pdf.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <optional>
#include <sstream>

using namespace sqfig;

namespace {

// A random walk, NaN every other point when `gaps`.
std::pair<std::vector<double>, std::vector<double>> walk(std::size_t n, bool gaps) {
    std::vector<double> x(n), y(n);
    double v = 0;
    unsigned s = 12345;
    for (std::size_t i = 0; i < n; ++i) {
        s = s * 1103515245u + 12345u;
        v += static_cast<double>((s >> 16) % 2001) / 1000.0 - 1.0;
        x[i] = static_cast<double>(i);
        y[i] = gaps && i % 2 ? std::numeric_limits<double>::quiet_NaN() : v;
    }
    return {x, y};
}

Figure walk_figure(std::size_t n, std::optional<bool> rasterized, MarkerShape shape = MarkerShape::circle) {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    const auto [x, y] = walk(n, true);
    Line& line = ax.line(x, y).marker(shape).marker_size(4).label("walk");
    if (rasterized) line.rasterized(*rasterized);
    ax.title("Dense walk");
    ax.x_label("step");
    ax.legend();
    return fig;
}

struct PdfImage {
    int width = 0, height = 0, x_ppi = 0;
};

std::vector<PdfImage> pdf_images(const rt::fs::path& pdf) {
    std::vector<PdfImage> out;
    std::istringstream lines(rt::run("pdfimages -list " + rt::shell_quote(pdf.string())).output);
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream f(line);
        int page = 0, num = 0;
        std::string type;
        PdfImage im;
        if (!(f >> page >> num >> type >> im.width >> im.height)) continue;  // the two header lines
        if (type != "image") continue;                                      // not the smask
        std::string color, comp, bpc, enc, interp, object, generation;
        f >> color >> comp >> bpc >> enc >> interp >> object >> generation >> im.x_ppi;
        out.push_back(im);
    }
    return out;
}

// At the image's own resolution: scaled down, poppler filters the image and
// anti-aliases the paths differently (edges a few counts apart everywhere).
rt::Surface pdf_page_png(const rt::fs::path& pdf, const rt::fs::path& stem) {
    rt::run("pdftoppm -png -r 300 -singlefile " + rt::shell_quote(pdf.string()) + " " + rt::shell_quote(stem.string()));
    return rt::load_png(stem.string() + ".png");
}

// Renders `scene` on pixels at `scale`, each marker drawn as its own path
// (the markers moved into a second item of fewer than stamp_markers_from
// markers each, so nothing is stamped) or as the scene has them.
rt::Surface pixels_of(const Scene& scene, double scale) {
    rt::Surface s{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, static_cast<int>(scene.page.width * scale),
                                             static_cast<int>(scene.page.height * scale))};
    cairo_t* cr = cairo_create(s.get());
    cairo_scale(cr, scale, scale);
    render(cr, scene);
    cairo_destroy(cr);
    cairo_surface_flush(s.get());
    return s;
}

Scene one_by_one(Scene scene) {
    std::vector<SceneItem> items;
    for (SceneItem& it : scene.items) {
        std::vector<SceneMarker> all;
        for_each_marker(it, [&](const SceneMarker& m) { all.push_back(m); });
        if (all.size() < detail::stamp_markers_from) {
            items.push_back(std::move(it));
            continue;
        }
        it.markers.clear();
        it.marker_set.reset();
        items.push_back(it);
        for (std::size_t i = 0; i < all.size(); i += detail::stamp_markers_from - 1) {
            SceneItem part = it;
            part.payload.reset();
            part.markers.assign(all.begin() + static_cast<std::ptrdiff_t>(i),
                                all.begin() + static_cast<std::ptrdiff_t>(std::min(all.size(), i + detail::stamp_markers_from - 1)));
            items.push_back(std::move(part));
        }
    }
    scene.items = std::move(items);
    return scene;
}

}  // namespace

TEST_CASE("dense marks: a line of more than raster_markers_above markers is an image in a PDF, and its text stays text",
          "[render][pdf][dense]") {
    RT_REQUIRE_TOOLS("pdfimages", "pdftotext", "pdftoppm");
    rt::TempDir dir;
    const std::size_t n = 2 * raster_markers_above + 1000;  // a NaN every other point: just over the threshold
    const rt::fs::path automatic = dir.path() / "auto.pdf", vector = dir.path() / "vector.pdf";
    walk_figure(n, std::nullopt).save(automatic.string());
    walk_figure(n, false).save(vector.string());

    // One image in bands of rows (about 1 MB of pixels each), all as wide.
    const auto images = pdf_images(automatic);
    REQUIRE(images.size() >= 2);
    for (const PdfImage& im : images) {
        CHECK(im.x_ppi == Approx(default_raster_dpi).margin(1));
        CHECK(im.width == images[0].width);
        CHECK(std::size_t(im.width) * std::size_t(im.height) * 4 <= detail::raster_band_bytes + 4 * std::size_t(im.width) * detail::raster_band_overlap);
    }
    CHECK(images[0].width > 600);  // about the plot's 3 inches at 300 dpi
    CHECK(pdf_images(vector).empty());
    for (const rt::fs::path& p : {automatic, vector}) {
        const std::string text = rt::pdf_text(p);
        INFO(p.string() << ":\n" << text);
        CHECK(rt::pdf_has_text(text, "Dense walk"));
        CHECK(rt::pdf_has_text(text, "step"));
        CHECK(rt::pdf_has_text(text, "walk"));
    }
    // Smaller: the markers are pixels, not 20,500 paths. sqfig's own vector
    // file writes one reusable marker (render/marker_forms.hpp), 139 KB here,
    // less than the image; a caller's own surface gets the plain paths.
    std::string plain;
    {
        const Figure fig = walk_figure(n, false);
        cairo_surface_t* surf = cairo_pdf_surface_create_for_stream(
            [](void* closure, const unsigned char* data, unsigned int length) {
                static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
                return CAIRO_STATUS_SUCCESS;
            },
            &plain, fig.size().width, fig.size().height);
        cairo_t* cr = cairo_create(surf);
        fig.draw(cr, Rect{0, 0, fig.size().width, fig.size().height});
        cairo_destroy(cr);
        cairo_surface_finish(surf);
        cairo_surface_destroy(surf);
    }
    CHECK(rt::fs::file_size(automatic) * 4 < plain.size());

    // The page looks the same as the vector one. Poppler draws the vector
    // page and Cairo the image, and the two anti-alias the markers' outer
    // edge differently: about 300 pixels of the 1.08 M differ by more than
    // 48 counts after 5 x 5 smoothing. The image moved by one pixel (1/300
    // inch) makes that 25,000.
    const rt::Surface a = pdf_page_png(automatic, dir.path() / "auto"), v = pdf_page_png(vector, dir.path() / "vector");
    const rt::Tolerance same_page{48, 2000, 2};
    const rt::Comparison c = rt::compare_images(v.get(), a.get(), same_page);
    INFO(c.differing << " of " << c.total << " pixels differ");
    CHECK(c.passes(same_page));

    // Under the threshold a line stays vector unless asked.
    const rt::fs::path few = dir.path() / "few.pdf", asked = dir.path() / "asked.pdf";
    walk_figure(200, std::nullopt).save(few.string());
    walk_figure(200, true).save(asked.string());
    CHECK(pdf_images(few).empty());
    CHECK_FALSE(pdf_images(asked).empty());
}

namespace {

// A scatter dense enough that every band boundary cuts through markers,
// over the automatic threshold, and its rasterized item.
Scene dense_scatter_scene() {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    const std::size_t n = raster_markers_above + 10000;
    std::vector<double> x(n), y(n), c(n);
    unsigned s = 777;
    auto uniform = [&] {
        s = s * 1103515245u + 12345u;
        return static_cast<double>((s >> 8) & 0xffffffu) / 16777216.0;
    };
    for (std::size_t i = 0; i < n; ++i) {
        x[i] = uniform();
        y[i] = uniform();
        c[i] = x[i] * y[i];
    }
    fig.axes().scatter(x, y).color_values(c).size(5);
    return fig.scene();
}

const SceneItem& rasterized_item(const Scene& scene) {
    for (const SceneItem& it : scene.items)
        if (it.raster_dpi > 0) return it;
    throw std::runtime_error("no rasterized item");
}

// The item alone on a white page, as a PDF whose image is cut in bands of
// `band_bytes` (a huge value: one image).
void save_rasterized_pdf(const Scene& scene, std::size_t band_bytes, const rt::fs::path& out) {
    cairo_surface_t* pdf = cairo_pdf_surface_create(out.string().c_str(), scene.page.width, scene.page.height);
    cairo_t* cr = cairo_create(pdf);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    detail::draw_rasterized(cr, rasterized_item(scene), band_bytes);
    cairo_destroy(cr);
    cairo_surface_finish(pdf);
    cairo_surface_destroy(pdf);
}

// Rows of a page between `from` and `to` (exclusive) where more than `wide`
// pixels differ by more than 8: a seam runs across the plot.
std::vector<int> seam_rows(cairo_surface_t* a, cairo_surface_t* b, int wide, int from, int to) {
    std::vector<int> rows;
    const int w = cairo_image_surface_get_width(a), h = cairo_image_surface_get_height(a);
    const int stride = cairo_image_surface_get_stride(a);
    const unsigned char* pa = cairo_image_surface_get_data(a);
    const unsigned char* pb = cairo_image_surface_get_data(b);
    for (int y = 0; y < h; ++y) {
        int differ = 0;
        for (int x = 0; x < w; ++x) {
            int d = 0;
            for (int k = 0; k < 3; ++k) d = std::max(d, std::abs(pa[y * stride + 4 * x + k] - pb[y * stride + 4 * x + k]));
            differ += d > 8;
        }
        if (differ > wide && y > from && y < to) rows.push_back(y);
    }
    return rows;
}

}  // namespace

// scripts/mutation.py: raster-band-overlap.
TEST_CASE("dense marks: a rasterized scatter in bands has the pixels of one image", "[render][dense]") {
    const Scene scene = dense_scatter_scene();
    const SceneItem& item = rasterized_item(scene);
    const double scale = item.raster_dpi / 72;
    const int w = static_cast<int>(scene.page.width * scale), h = static_cast<int>(scene.page.height * scale);
    // Recorded (a vector target) and replayed at the image's resolution.
    auto pixels = [&](std::size_t band_bytes) {
        cairo_rectangle_t page{0, 0, scene.page.width, scene.page.height};
        rt::Surface recording{cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &page)};
        cairo_t* rec = cairo_create(recording.get());
        detail::draw_rasterized(rec, item, band_bytes);
        cairo_destroy(rec);
        rt::Surface image{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)};
        cairo_t* cr = cairo_create(image.get());
        cairo_scale(cr, scale, scale);
        cairo_set_source_surface(cr, recording.get(), 0, 0);
        cairo_paint(cr);
        cairo_destroy(cr);
        cairo_surface_flush(image.get());
        return image;
    };
    const rt::Surface one = pixels(std::size_t{1} << 40), banded = pixels(detail::raster_band_bytes),
                      thin = pixels(64 * 1024);
    const std::size_t bytes = std::size_t(cairo_image_surface_get_stride(one.get())) * std::size_t(h);
    CHECK(std::memcmp(cairo_image_surface_get_data(one.get()), cairo_image_surface_get_data(banded.get()), bytes) == 0);
    CHECK(std::memcmp(cairo_image_surface_get_data(one.get()), cairo_image_surface_get_data(thin.get()), bytes) == 0);
}

TEST_CASE("dense marks: the bands of a rasterized scatter leave no seam in poppler at 100 and 150 dpi",
          "[render][pdf][dense]") {
    RT_REQUIRE_TOOLS("pdftoppm", "pdftocairo", "pdfimages");
    rt::TempDir dir;
    const Scene scene = dense_scatter_scene();
    const rt::fs::path one = dir.path() / "one.pdf", banded = dir.path() / "banded.pdf";
    save_rasterized_pdf(scene, std::size_t{1} << 40, one);
    save_rasterized_pdf(scene, 256 * 1024, banded);  // thin bands: several boundaries through the markers
    REQUIRE(pdf_images(one).size() == 1);
    REQUIRE(pdf_images(banded).size() >= 6);
    // Poppler's own rasterizer and its Cairo one (which anti-aliases image
    // edges) at resolutions where the boundaries fall inside device pixels.
    for (const std::string tool : {"pdftoppm -r 100", "pdftoppm -r 150", "pdftocairo -r 100", "pdftocairo -r 150"}) {
        auto page = [&](const rt::fs::path& pdf, const std::string& stem) {
            rt::run(tool + " -png -singlefile " + rt::shell_quote(pdf.string()) + " " +
                    rt::shell_quote((dir.path() / stem).string()));
            return rt::load_png((dir.path() / stem).string() + ".png");
        };
        const rt::Surface a = page(one, "one"), b = page(banded, "banded");
        INFO(tool);
        REQUIRE(cairo_image_surface_get_width(a.get()) == cairo_image_surface_get_width(b.get()));
        REQUIRE(cairo_image_surface_get_height(a.get()) == cairo_image_surface_get_height(b.get()));
        // Not one row with a line of changed pixels (a seam lets the white
        // page through across the whole plot: hundreds of pixels).
        // Inside the image: its outer edges are scaled a little differently
        // as one image and as bands.
        const double dpi = std::stod(tool.substr(tool.size() - 3));
        const Rect clip = *rasterized_item(scene).clip, ink = *detail::ink_bounds(rasterized_item(scene));
        const int from = static_cast<int>(std::max(clip.top(), ink.top()) * dpi / 72) + 2;
        const int to = static_cast<int>(std::min(clip.bottom(), ink.bottom()) * dpi / 72) - 2;
        const std::vector<int> rows = seam_rows(a.get(), b.get(), 30, from, to);
        INFO("rows with a seam: " << rows.size() << (rows.empty() ? "" : ", first " + std::to_string(rows[0])));
        CHECK(rows.empty());
    }
}

TEST_CASE("dense marks: a rasterized artist's bytes are the same every time, in PDF, SVG and PS", "[render][dense]") {
    for (const Format f : {Format::pdf, Format::svg, Format::ps}) {
        INFO("format " << static_cast<int>(f));
        const std::string once = walk_figure(3000, true).to_bytes(f), again = walk_figure(3000, true).to_bytes(f);
        CHECK(once == again);
        if (f == Format::svg) CHECK(rt::contains(once, "<image"));
    }
}

TEST_CASE("dense marks: stamped markers look like markers drawn one by one, every shape, edge and alpha",
          "[render][png][dense]") {
    for (const MarkerShape shape : {MarkerShape::circle, MarkerShape::square, MarkerShape::triangle,
                                    MarkerShape::diamond, MarkerShape::plus, MarkerShape::cross, MarkerShape::star}) {
        for (int style = 0; style < 3; ++style) {
            INFO("shape " << static_cast<int>(shape) << ", style " << style);
            Figure fig{inches(4, 3), sqfig_test::paper_style()};
            Axes& ax = fig.axes();
            const auto [x, y] = walk(3000, false);
            if (style == 0) {
                ax.line(x, y).marker(shape).marker_size(5).width(0);
            } else {
                Scatter& s = ax.scatter(x, y).marker(shape);
                if (style == 1) s.edge(Color{0.8, 0.1, 0.1}, 1.0);  // face and edge in two colours
                else s.alpha(0.4);                                // overlaps add up
            }
            const Scene scene = fig.scene();
            const rt::Surface stamped = pixels_of(scene, 150 / 72.0), drawn = pixels_of(one_by_one(scene), 150 / 72.0);
            // A stamp's centre is off by up to 1/8 pixel: sharp tips in a
            // second colour (the star's) differ by up to about 50 counts.
            const rt::Tolerance near_same{16, 40, 1};
            const rt::Comparison c = rt::compare_images(drawn.get(), stamped.get(), near_same);
            INFO(c.differing << " of " << c.total << " pixels differ, largest raw difference " << c.max_channel_diff);
            CHECK(c.passes(near_same));
        }
    }
}

TEST_CASE("dense marks: a rasterized dpi out of range is refused, by the artist and by the renderer",
          "[render][dense][errors]") {
    Figure fig{inches(4, 3)};
    Line& line = fig.axes().line({0, 1}, {0, 1});
    CHECK_THROWS_WITH(line.rasterized(true, 5), Catch::Contains("rasterized dpi 5 is not between 10 and 2400"));
    CHECK_THROWS_WITH(fig.axes().scatter({0}, {0}).rasterized(true, std::nan("")), Catch::Contains("rasterized dpi"));
    CHECK_FALSE(line.rasterization().has_value());  // unchanged by the refusal
    Scene s = fig.scene();
    for (SceneItem& it : s.items)
        if (it.kind == "line") it.raster_dpi = std::numeric_limits<double>::infinity();
    rt::Surface surface{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10)};
    cairo_t* cr = cairo_create(surface.get());
    CHECK_THROWS_WITH(render(cr, s), Catch::Contains("raster_dpi"));
    cairo_destroy(cr);
}

namespace {

// One page of `scene`'s size through sqfig's own writer (the one that lets
// PDF and PS take bands deflated), drawing `draw` on a white page.
std::string written(Format f, const Scene& scene, const std::function<void(cairo_t*)>& draw) {
    const PageSpec page{scene.page, [&](cairo_t* cr) {
                            cairo_set_source_rgb(cr, 1, 1, 1);
                            cairo_paint(cr);
                            draw(cr);
                        }};
    return render_pages({page}, f, SaveOptions{}, "dense test");
}

// xorshift bytes: what zlib cannot shrink.
std::string noise(std::size_t n) {
    std::string out(n, '\0');
    std::uint64_t s = 88172645463325252ull;
    for (char& c : out) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        c = static_cast<char>(s >> 24);
    }
    return out;
}

}  // namespace

// scripts/mutation.py: raster-bands-uncompressed.
TEST_CASE("dense marks: sqfig's PDF and PS writers take a rasterized item's bands deflated and write the same bytes",
          "[render][dense]") {
    const Scene scene = dense_scatter_scene();
    const SceneItem& item = rasterized_item(scene);
    for (const Format f : {Format::pdf, Format::ps, Format::svg}) {
        INFO("format " << static_cast<int>(f));
        std::optional<detail::RasterBands> seen;
        const std::string deflated = written(f, scene, [&](cairo_t* cr) {
            detail::draw_rasterized(cr, item, 256 * 1024);
            if (const detail::RasterBands* bands = detail::raster_bands_of(cr)) {
                seen.emplace();
                seen->bands = bands->bands;
                seen->raw_bytes = bands->raw_bytes;
                seen->compressed_bytes = bands->compressed_bytes;
                seen->failures = bands->failures;
            }
        });
        // The same bands as image surfaces (what a caller's own surface gets).
        const std::string plain = written(f, scene, [&](cairo_t* cr) {
            cairo_surface_set_user_data(cairo_get_target(cr), &detail::raster_bands_key, nullptr, nullptr);
            REQUIRE(detail::raster_bands_of(cr) == nullptr);
            detail::draw_rasterized(cr, item, 256 * 1024);
        });
        CHECK(deflated == plain);
        if (f == Format::svg) {
            CHECK_FALSE(seen.has_value());  // Cairo's SVG surface cannot take a raster source
            continue;
        }
        REQUIRE(seen.has_value());
        CHECK(seen->bands >= 3);
        CHECK(seen->failures == 0);
        INFO(seen->compressed_bytes << " bytes kept for " << seen->raw_bytes << " bytes of pixels");
        CHECK(seen->compressed_bytes * 5 < seen->raw_bytes);
    }
}

TEST_CASE("dense marks: a band round-trips through its compression byte for byte and bad streams are refused",
          "[render][dense]") {
    const Scene scene = dense_scatter_scene();
    const SceneItem& item = rasterized_item(scene);
    const double scale = item.raster_dpi / 72;
    const Rect ink = *detail::ink_bounds(item);
    const detail::SurfacePtr band = detail::rasterize_rows(item, scale, std::floor(ink.left() * scale),
                                                           std::floor(ink.top() * scale), 600, 100, 200);
    const std::size_t band_size = std::size_t(cairo_image_surface_get_stride(band.get())) * 200;
    const std::string pixels(reinterpret_cast<const char*>(cairo_image_surface_get_data(band.get())), band_size);
    for (const std::string& in : {pixels, noise(std::size_t{1} << 20), std::string(4096, '\0'), std::string("x")}) {
        INFO(in.size() << " bytes");
        const std::optional<std::string> z = detail::deflate_band(in);
        REQUIRE(z.has_value());
        CHECK(z->capacity() < in.size() + in.size() / 1000 + 64);  // not the buffer it was deflated in
        std::string back(in.size(), '\1');
        CHECK(detail::inflate_band(*z, reinterpret_cast<unsigned char*>(&back[0]), back.size()));
        CHECK(back == in);
        // A stream one byte longer or shorter than the band, cut short, or damaged.
        std::string wrong(in.size() + 1, '\0');
        CHECK_FALSE(detail::inflate_band(*z, reinterpret_cast<unsigned char*>(&wrong[0]), in.size() + 1));
        if (in.size() > 1) CHECK_FALSE(detail::inflate_band(*z, reinterpret_cast<unsigned char*>(&wrong[0]), in.size() - 1));
        CHECK_FALSE(detail::inflate_band(std::string_view(*z).substr(0, z->size() - 1),
                                         reinterpret_cast<unsigned char*>(&back[0]), in.size()));
        std::string damaged = *z;
        damaged[damaged.size() / 2] = static_cast<char>(damaged[damaged.size() / 2] ^ 0x5a);
        CHECK_FALSE(detail::inflate_band(damaged, reinterpret_cast<unsigned char*>(&back[0]), in.size()));
    }
    CHECK_FALSE(detail::inflate_band("", nullptr, 0));
    // A scatter's band shrinks more than 5x; noise does not shrink.
    CHECK(detail::deflate_band(pixels)->size() * 5 < pixels.size());
    // Through Cairo: the pattern gives the band's pixels back, exactly.
    detail::RasterBands log;
    const detail::PatternPtr pattern = detail::compressed_band_pattern(band.get(), log);
    REQUIRE(pattern);
    CHECK(cairo_pattern_get_type(pattern.get()) == CAIRO_PATTERN_TYPE_RASTER_SOURCE);
    rt::Surface copy{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 600, 200)};
    cairo_t* cr = cairo_create(copy.get());
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source(cr, pattern.get());
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_flush(copy.get());
    CHECK(std::memcmp(cairo_image_surface_get_data(copy.get()), pixels.data(), band_size) == 0);
    CHECK(log.failures == 0);
    CHECK(log.bands == 1);
}

TEST_CASE("dense marks: a band Cairo cannot get back ends in an sqfig error from the writer and not a crash",
          "[render][dense][errors]") {
    Scene scene;
    scene.page = Size{100, 100};
    for (const Format f : {Format::pdf, Format::ps}) {
        INFO("format " << static_cast<int>(f));
        auto draw = [](cairo_t* cr) {
            detail::RasterBands* log = detail::raster_bands_of(cr);
            REQUIRE(log != nullptr);
            const detail::SurfacePtr image{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 50, 40)};
            detail::PatternPtr pattern = detail::compressed_band_pattern(image.get(), *log);
            REQUIRE(pattern);
            auto* band = static_cast<detail::CompressedBand*>(cairo_raster_source_pattern_get_callback_data(pattern.get()));
            band->deflated.resize(band->deflated.size() / 2);  // cut short: inflating it fails
            cairo_set_source(cr, pattern.get());
            cairo_rectangle(cr, 10, 10, 50, 40);
            cairo_fill(cr);
        };
        CHECK_THROWS_WITH(written(f, scene, draw), Catch::Contains("could not be restored"));
    }
}
