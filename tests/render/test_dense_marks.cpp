// Dense marks (issue 34): markers stamped on pixels, and artists drawn as an
// image inside an otherwise vector PDF/SVG/PS (matplotlib's rasterized=True),
// automatically past raster_markers_above markers. Read back with poppler:
// the image is there at its resolution, the text is still text, the page
// looks like the vector drawing, and the bytes are the same every time.
#include "image_compare.hpp"
#include "render_support.hpp"

#include <sqfig/render.hpp>
#include <sqfig/render/marker_drawing.hpp>

#include <cmath>
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
            part.path.reset();
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

    const auto images = pdf_images(automatic);
    REQUIRE(images.size() == 1);
    CHECK(images[0].x_ppi == Approx(default_raster_dpi).margin(1));
    CHECK(images[0].width > 600);  // about the plot's 3 inches at 300 dpi
    CHECK(pdf_images(vector).empty());
    for (const rt::fs::path& p : {automatic, vector}) {
        const std::string text = rt::pdf_text(p);
        INFO(p.string() << ":\n" << text);
        CHECK(rt::pdf_has_text(text, "Dense walk"));
        CHECK(rt::pdf_has_text(text, "step"));
        CHECK(rt::pdf_has_text(text, "walk"));
    }
    // Smaller: the markers are pixels, not 20,500 paths.
    CHECK(rt::fs::file_size(automatic) * 4 < rt::fs::file_size(vector));

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
    CHECK(pdf_images(asked).size() == 1);
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
