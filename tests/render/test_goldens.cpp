// Golden images (issue 6): 100-dpi PNG renderings of the six paper figures
// (bundled sample, real results) and of a gallery of library features,
// compared with the references committed in tests/goldens/ at the tolerance
// of rt::Tolerance (see tests/goldens/README.md). SQFIG_UPDATE_GOLDENS=1
// rewrites missing or out-of-tolerance references instead of comparing.
#include "gallery.hpp"
#include "paper_data.hpp"
#include "render_support.hpp"

#include <algorithm>
#include <iostream>
#include <sstream>

using namespace sqfig;

namespace {

constexpr double golden_dpi = 100;

std::string render_png(const Figure& fig, double dpi = golden_dpi) {
    SaveOptions o;
    o.dpi = dpi;
    return fig.to_bytes(Format::png, o);
}

/// The figure drawn into an image surface moved by (dx, dy) device pixels:
/// a model of harmless rasterisation drift (sub-pixel glyph and edge positions).
rt::Surface render_shifted(const Figure& fig, double dx, double dy, double dpi = golden_dpi,
                           cairo_antialias_t aa = CAIRO_ANTIALIAS_DEFAULT) {
    const double s = dpi / 72.0;
    const int w = static_cast<int>(std::ceil(fig.size().width * s)), h = static_cast<int>(std::ceil(fig.size().height * s));
    rt::Surface img{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)};
    cairo_t* cr = cairo_create(img.get());
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_translate(cr, dx, dy);
    cairo_scale(cr, s, s);
    cairo_set_antialias(cr, aa);
    fig.draw(cr, sqfig::Rect{0, 0, fig.size().width, fig.size().height});
    cairo_destroy(cr);
    cairo_surface_flush(img.get());
    return img;
}

/// The "linear bars" gallery figure with one extra value label whose position
/// is moved by (dx, dy) points.
Figure figure_with_label(double dx_pt, double dy_pt) {
    Figure fig = rt::small_figure();
    Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {1.87, 2.05, 0.42}).colors({"#1f4e79", "#0a8a3a", "#b03a3a"}).width(0.55);
    ax.x_ticks({0, 1, 2}, {"FP16", "SQ", "Haar"});
    ax.title("Linear bars");
    const double fx = 0.62 + dx_pt / fig.size().width, fy = 0.6 + dy_pt / fig.size().height;
    ax.text({fx, fy}, "0.1755", Coords::figure).align_center().size(8);
    return fig;
}

}  // namespace

TEST_CASE("golden images: gallery of library features", "[golden][gallery]") {
    for (const rt::GalleryItem& item : rt::gallery()) {
        SECTION(item.name) {
            rt::check_golden("gallery/" + item.name, render_png(item.build()));
        }
    }
}

TEST_CASE("golden images: the six paper figures from examples/data", "[golden][paper]") {
    const paper::Results results = rt::load_results_dir(rt::sample_results_dir());
    for (const std::string& name : paper::figure_names()) {
        SECTION(name) {
            rt::check_golden("paper-sample/" + name, render_png(paper::build_figure(name, results)));
        }
    }
}

TEST_CASE("golden images: the six paper figures from the real results", "[golden][paper][real]") {
    if (!rt::have_real_results()) return;  // reported as skipped
    const paper::Results results = rt::load_results_dir(rt::real_results_dir());
    for (const std::string& name : paper::figure_names()) {
        SECTION(name) {
            rt::check_golden("paper-real/" + name, render_png(paper::build_figure(name, results)));
        }
    }
}

TEST_CASE("golden tolerance: passes sub-pixel glyph changes and noise but fails a label moved by 0.5 pt",
          "[golden][tolerance]") {
    const rt::Tolerance tol;
    const rt::Surface reference = render_shifted(figure_with_label(0, 0), 0, 0);

    SECTION("rendering twice is identical") {
        const rt::Surface again = render_shifted(figure_with_label(0, 0), 0, 0);
        const rt::Comparison c = rt::compare_images(reference.get(), again.get(), rt::Tolerance{0, 0, 0});
        CHECK(c.differing == 0);
    }
    SECTION("a label drifting by up to 0.15 pt (glyphs re-rasterised at another sub-pixel phase) passes") {
        for (const double d : {0.1, 0.15}) {
            const rt::Surface drift = render_shifted(figure_with_label(d, 0), 0, 0);
            const rt::Comparison c = rt::compare_images(reference.get(), drift.get(), tol);
            INFO("label moved " << d << " pt: " << c.differing << " pixels over threshold, max raw difference "
                                << c.max_channel_diff);
            CHECK(c.max_channel_diff > 0);  // the change is there...
            CHECK(c.passes(tol));           // ...and tolerated
        }
    }
    SECTION("anti-aliasing-sized noise on every pixel passes") {
        rt::Surface noisy{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(reference.get()),
                                                     cairo_image_surface_get_height(reference.get()))};
        cairo_t* cr = cairo_create(noisy.get());
        cairo_set_source_surface(cr, reference.get(), 0, 0);
        cairo_paint(cr);
        cairo_destroy(cr);
        cairo_surface_flush(noisy.get());
        unsigned char* d = cairo_image_surface_get_data(noisy.get());
        const int stride = cairo_image_surface_get_stride(noisy.get());
        std::uint32_t state = 12345;
        for (int y = 0; y < cairo_image_surface_get_height(noisy.get()); ++y)
            for (int x = 0; x < cairo_image_surface_get_width(noisy.get()) * 4; ++x) {
                if (x % 4 == 3) continue;  // keep alpha (opaque)
                state = state * 1664525u + 1013904223u;
                const int delta = static_cast<int>((state >> 24) % 49) - 24;  // -24..24
                unsigned char& v = d[y * stride + x];
                v = static_cast<unsigned char>(std::clamp(int(v) + delta, 0, 255));
            }
        cairo_surface_mark_dirty(noisy.get());
        const rt::Comparison c = rt::compare_images(reference.get(), noisy.get(), tol);
        CHECK(c.max_channel_diff >= 20);
        CHECK(c.passes(tol));
    }
    SECTION("a value label moved by 0.5 pt or more in any direction fails") {
        for (const double d : {0.5, 1.0, 2.0})
            for (const auto& dir : std::vector<std::pair<double, double>>{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                const rt::Surface moved = render_shifted(figure_with_label(d * dir.first, d * dir.second), 0, 0);
                const rt::Comparison c = rt::compare_images(reference.get(), moved.get(), tol);
                INFO("label moved " << d * dir.first << "," << d * dir.second << " pt: " << c.differing
                                    << " pixels over threshold");
                CHECK_FALSE(c.passes(tol));
            }
    }
    SECTION("a different size fails") {
        const Figure other{inches(3.4, 2.4)};
        const rt::Surface o = render_shifted(other, 0, 0);
        CHECK_FALSE(rt::compare_images(reference.get(), o.get(), tol).passes(tol));
    }
}

// Not run by default: prints the numbers behind the tolerance
// (`sqfig_render_tests "[.measure]"`), see tests/goldens/README.md.
TEST_CASE("measure: pixel differences of drift and moved labels", "[.measure]") {
    std::vector<std::pair<std::string, Figure>> figs;
    const paper::Results sample = rt::load_results_dir(rt::sample_results_dir());
    for (const std::string& name : paper::figure_names()) figs.emplace_back(name, paper::build_figure(name, sample));
    figs.emplace_back("label_base", figure_with_label(0, 0));
    const std::vector<rt::Tolerance> tols{{24, 0, 0}, {16, 0, 1}, {24, 0, 1}, {32, 0, 1}, {24, 0, 2}};  // channel, -, blur
    auto line = [](const rt::Comparison& c) {
        std::ostringstream o;
        o << c.differing << " / " << c.total << " (" << 100.0 * double(c.differing) / double(c.total) << " %)";
        return o.str();
    };
    for (auto& nf : figs) {
        const rt::Surface ref = render_shifted(nf.second, 0, 0);
        for (const cairo_antialias_t aa : {CAIRO_ANTIALIAS_FAST, CAIRO_ANTIALIAS_GOOD, CAIRO_ANTIALIAS_BEST, CAIRO_ANTIALIAS_GRAY}) {
            const rt::Surface s = render_shifted(nf.second, 0, 0, golden_dpi, aa);
            std::cout << nf.first << " antialias " << int(aa) << ":";
            for (const rt::Tolerance& t : tols)
                std::cout << "  b" << t.blur << "/" << t.channel << ": " << line(rt::compare_images(ref.get(), s.get(), t));
            std::cout << "  max " << rt::compare_images(ref.get(), s.get(), tols[0]).max_channel_diff << "\n";
        }
        for (const double d : {0.05, 0.1, 0.25, 0.5, 1.0}) {
            const rt::Surface s = render_shifted(nf.second, d, d * 0.5);
            std::cout << nf.first << " drift " << d << " px:";
            for (const rt::Tolerance& t : tols)
                std::cout << "  b" << t.blur << "/" << t.channel << ": " << line(rt::compare_images(ref.get(), s.get(), t));
            std::cout << "\n";
            if (nf.first == "label_base" && d == 0.05) {
                rt::Surface diff;
                rt::compare_images(ref.get(), s.get(), tols[1], &diff);
                cairo_surface_write_to_png(diff.get(), (rt::artifact_dir() / "measure-drift.diff.png").c_str());
                cairo_surface_write_to_png(s.get(), (rt::artifact_dir() / "measure-drift.png").c_str());
                cairo_surface_write_to_png(ref.get(), (rt::artifact_dir() / "measure-ref.png").c_str());
            }
        }
    }
    const rt::Surface ref = render_shifted(figure_with_label(0, 0), 0, 0);
    for (const double d : {0.05, 0.1, 0.15, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0}) {
        for (const auto& dir : std::vector<std::pair<double, double>>{{1, 0}, {0, 1}}) {
            const rt::Surface s = render_shifted(figure_with_label(d * dir.first, d * dir.second), 0, 0);
            std::cout << "label moved " << d << " pt " << (dir.first ? "right" : "down") << ":";
            for (const rt::Tolerance& t : tols)
                std::cout << "  b" << t.blur << "/" << t.channel << ": " << line(rt::compare_images(ref.get(), s.get(), t));
            std::cout << "\n";
        }
    }
    // Against the committed goldens (e.g. from a clang++ build when they were made with g++).
    for (const std::string& name : paper::figure_names()) {
        const rt::Surface golden = rt::load_png(rt::goldens_dir() / "paper-sample" / (name + ".png"));
        if (!golden) continue;
        const rt::Surface now = rt::png_from_bytes(render_png(paper::build_figure(name, sample)));
        const rt::Comparison c = rt::compare_images(golden.get(), now.get(), rt::Tolerance{0, 0, 0});
        std::cout << "golden paper-sample/" << name << " vs now: " << c.differing << " pixels differ at all, max "
                  << c.max_channel_diff << "\n";
    }
    for (const rt::GalleryItem& item : rt::gallery()) {
        const rt::Surface golden = rt::load_png(rt::goldens_dir() / "gallery" / (item.name + ".png"));
        if (!golden) continue;
        const rt::Surface now = rt::png_from_bytes(render_png(item.build()));
        const rt::Comparison c = rt::compare_images(golden.get(), now.get(), rt::Tolerance{0, 0, 0});
        std::cout << "golden gallery/" << item.name << " vs now: " << c.differing << " pixels differ at all, max "
                  << c.max_channel_diff << "\n";
    }
}
