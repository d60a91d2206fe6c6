// The gallery previews committed in docs/images/ are current: regenerating
// them with sqfig-gallery gives the same images within the golden tolerance
// (the one of tests/render: a pixel differs when a channel moves by more than
// 24 of 255; at most 0.05 % of the pixels may differ), and no image is
// missing or left over. `make gallery` regenerates them.
#include <cairo.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <set>

#include "support.hpp"

using namespace report_test;

namespace {

struct Tolerance {
    int channel = 24;
    double max_fraction = 0.0005;
};

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;

SurfacePtr load_png(const fs::path& p) {
    SurfacePtr s{cairo_image_surface_create_from_png(p.c_str()), &cairo_surface_destroy};
    if (cairo_surface_status(s.get()) != CAIRO_STATUS_SUCCESS) s.reset();
    return s;
}

struct Comparison {
    bool same_size = false;
    long long differing = 0, total = 0;
};

Comparison compare(cairo_surface_t* e, cairo_surface_t* a, const Tolerance& tol) {
    Comparison c;
    cairo_surface_flush(e);
    cairo_surface_flush(a);
    const int w = cairo_image_surface_get_width(e), h = cairo_image_surface_get_height(e);
    c.same_size = w == cairo_image_surface_get_width(a) && h == cairo_image_surface_get_height(a);
    c.total = static_cast<long long>(w) * h;
    if (!c.same_size) return c;
    const bool eo = cairo_image_surface_get_format(e) == CAIRO_FORMAT_RGB24;
    const bool ao = cairo_image_surface_get_format(a) == CAIRO_FORMAT_RGB24;
    const int es = cairo_image_surface_get_stride(e), as = cairo_image_surface_get_stride(a);
    for (int y = 0; y < h; ++y) {
        const auto* er = reinterpret_cast<const std::uint32_t*>(cairo_image_surface_get_data(e) + y * es);
        const auto* ar = reinterpret_cast<const std::uint32_t*>(cairo_image_surface_get_data(a) + y * as);
        for (int x = 0; x < w; ++x) {
            const std::uint32_t pe = er[x] | (eo ? 0xff000000u : 0u), pa = ar[x] | (ao ? 0xff000000u : 0u);
            int m = 0;
            for (int sh = 0; sh < 32; sh += 8)
                m = std::max(m, std::abs(static_cast<int>((pe >> sh) & 0xff) - static_cast<int>((pa >> sh) & 0xff)));
            if (m > tol.channel) ++c.differing;
        }
    }
    return c;
}

std::set<std::string> pngs_in(const fs::path& dir) {
    std::set<std::string> out;
    if (!fs::exists(dir)) return out;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.path().extension() == ".png") out.insert(e.path().filename().string());
    return out;
}

}  // namespace

TEST_CASE("the gallery images in docs/images are current", "[gallery]") {
    TempDir tmp;
    {
        const RunResult r = run(shell_quote(SQFIG_GALLERY_EXE) + " " + shell_quote(tmp.path().string()) +
                                " --results " + shell_quote(std::string(SQFIG_SOURCE_DIR) + "/examples/data"));
        INFO(r.output);
        REQUIRE(r.status == 0);
    }
    const fs::path committed = fs::path(SQFIG_SOURCE_DIR) / "docs" / "images";
    const std::set<std::string> fresh = pngs_in(tmp.path()), old = pngs_in(committed);
    REQUIRE(fresh.size() >= 14);
    for (const std::string& name : fresh) {
        INFO(name << ": regenerate with `make gallery` and commit docs/images/");
        CHECK(old.count(name) == 1);
        // Small previews: 100 dpi, well under 200 kB each.
        CHECK(fs::file_size(tmp.path() / name) < 200 * 1024);
    }
    for (const std::string& name : old) {
        INFO(name << " is in docs/images but the gallery no longer makes it");
        CHECK(fresh.count(name) == 1);
    }
    const Tolerance tol;
    for (const std::string& name : fresh) {
        if (!old.count(name)) continue;
        const SurfacePtr a = load_png(tmp.path() / name), e = load_png(committed / name);
        REQUIRE(a);
        REQUIRE(e);
        const Comparison c = compare(e.get(), a.get(), tol);
        INFO(name << ": " << c.differing << " of " << c.total << " pixels differ"
                  << (c.same_size ? "" : " (the size changed)") << "; regenerate with `make gallery`");
        CHECK(c.same_size);
        CHECK(static_cast<double>(c.differing) <= tol.max_fraction * static_cast<double>(c.total));
    }
}

TEST_CASE("sqfig-gallery rejects bad usage", "[gallery]") {
    CHECK(run(shell_quote(SQFIG_GALLERY_EXE)).status == 2);
    CHECK(run(shell_quote(SQFIG_GALLERY_EXE) + " a b").status == 2);
    CHECK(run(shell_quote(SQFIG_GALLERY_EXE) + " --bogus").status == 2);
    TempDir tmp;
    const RunResult r = run(shell_quote(SQFIG_GALLERY_EXE) + " " + shell_quote(tmp / "out") + " --results " +
                            shell_quote(tmp.path().string()));
    CHECK(r.status == 2);
    CHECK(contains(r.output, "perplexity"));
}

// ---- the ML gallery (issue 13): docs/images/ml/ --------------------------
#ifdef SQFIG_GALLERY_ML_PROGRAMS
TEST_CASE("the ML gallery images in docs/images/ml are current", "[gallery]") {
    // Each program of examples/gallery/ml writes its PNG (the format by the
    // extension, sqfig's default 150 dpi) where `make gallery` puts it.
    std::vector<std::string> programs;
    const std::string all = SQFIG_GALLERY_ML_PROGRAMS;
    for (std::size_t start = 0; start <= all.size();) {
        const std::size_t bar = std::min(all.find('|', start), all.size());
        programs.push_back(all.substr(start, bar - start));
        start = bar + 1;
    }
    REQUIRE(programs.size() >= 10);
    TempDir tmp;
    for (const std::string& exe : programs) {
        const std::string stem = fs::path(exe).filename().string().substr(std::string("sqfig-ml-").size());
        const RunResult r = run(shell_quote(exe) + " " + shell_quote(tmp / (stem + ".png")));
        INFO(exe << ": " << r.output);
        REQUIRE(r.status == 0);
    }
    const fs::path committed = fs::path(SQFIG_SOURCE_DIR) / "docs" / "images" / "ml";
    const std::set<std::string> fresh = pngs_in(tmp.path()), old = pngs_in(committed);
    REQUIRE(fresh.size() == programs.size());
    for (const std::string& name : old) {
        INFO(name << " is in docs/images/ml but no ML gallery program makes it");
        CHECK(fresh.count(name) == 1);
    }
    const Tolerance tol;
    for (const std::string& name : fresh) {
        INFO(name << ": regenerate with `make gallery` and commit docs/images/ml/");
        REQUIRE(old.count(name) == 1);
        CHECK(fs::file_size(tmp.path() / name) < 200 * 1024);
        const SurfacePtr a = load_png(tmp.path() / name), e = load_png(committed / name);
        REQUIRE(a);
        REQUIRE(e);
        const Comparison c = compare(e.get(), a.get(), tol);
        INFO(c.differing << " of " << c.total << " pixels differ" << (c.same_size ? "" : " (the size changed)"));
        CHECK(c.same_size);
        CHECK(static_cast<double>(c.differing) <= tol.max_fraction * static_cast<double>(c.total));
    }
}

TEST_CASE("sqfig-gallery --format takes png, pdf, svg or ps only", "[gallery]") {
    CHECK(run(shell_quote(SQFIG_GALLERY_EXE) + " out --format").status == 2);
    CHECK(run(shell_quote(SQFIG_GALLERY_EXE) + " out --format jpeg").status == 2);
}
#endif
