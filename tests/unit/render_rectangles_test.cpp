// The renderer draws axis-aligned rectangles (bars, swatches, frames) as a
// corner and a size, so that Cairo rounds their width to its 1/256 device
// grid once and equal bars come out equal (issue 16: 10,002 bars took 0.039
// and 0.043 pt in a PDF, and their operands did not compress).
#include <catch2/catch.hpp>
#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <cairo.h>

#include <cmath>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>
#include <sqfig/detail/handles.hpp>
#include <sqfig/detail/zlib_codec.hpp>
#include <sqfig/render/cairo_renderer.hpp>

namespace {

/// A PDF's streams inflated and joined (Cairo deflates each: the page's
/// content, the fonts, their character maps).
std::string inflated_streams(const std::string& pdf) {
    std::string out;
    for (std::size_t at = pdf.find("stream\n"); at != std::string::npos; at = pdf.find("stream\n", at + 1)) {
        if (at >= 3 && pdf.compare(at - 3, 3, "end") == 0) continue;  // "endstream"
        const std::size_t begin = at + 7;
        std::size_t end = pdf.find("endstream", begin);
        if (end == std::string::npos) break;
        while (end > begin && (pdf[end - 1] == '\n' || pdf[end - 1] == '\r')) --end;
        if (const auto text = sqfig::detail::zlib_inflate(std::string_view(pdf).substr(begin, end - begin), 64u << 20))
            out += *text;
    }
    return out;
}

/// The `w` operand of every "x y w h re" in a content stream narrower than
/// `below` points, counted.
std::map<std::string, int> rectangle_widths(const std::string& content, double below) {
    std::map<std::string, int> widths;
    std::istringstream in(content);
    std::vector<std::string> last;
    for (std::string token; in >> token;) {
        if (token == "re" && last.size() == 4 && std::stod(last[2]) < below) ++widths[last[2]];
        last.push_back(token);
        if (last.size() > 4) last.erase(last.begin());
    }
    return widths;
}

std::string describe(const std::map<std::string, int>& widths) {
    std::string out;
    for (const auto& [w, n] : widths) out += w + " pt x " + std::to_string(n) + "; ";
    return out;
}

sqfig::ScenePath rectangle(double x, double y, double w, double h) {
    sqfig::ScenePath p;
    p.points = {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}};
    p.closed = true;
    return p;
}

}  // namespace

TEST_CASE("equal bars are drawn equal: 300 bars of one width at fractional positions get one width in the PDF",
          "[render][bars]") {
    sqfig::Figure fig{sqfig::inches(6, 3)};
    std::vector<double> x(300), h(300);
    for (std::size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<double>(i);
        h[i] = 1.0 + static_cast<double>(i % 7);
    }
    fig.axes().bars(x, h).width(0.37);
    const std::string content = inflated_streams(fig.to_bytes(sqfig::Format::pdf));
    REQUIRE_FALSE(content.empty());
    // The bars are the rectangles narrower than a point.
    const auto widths = rectangle_widths(content, 1.0);
    INFO("bar widths in the content stream: " << describe(widths));
    int bars = 0;
    for (const auto& [w, n] : widths) bars += n;
    CHECK(bars == 300);
    CHECK(widths.size() == 1);
}

TEST_CASE("a rectangle keeps its width at any scale and position, moves by at most half a grid unit, and a sliver "
          "is not lost",
          "[render][bars]") {
    // Read back through Cairo's path, which holds 1/256 of a device unit.
    const auto device_box = [](cairo_t* cr) {
        double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        cairo_path_extents(cr, &x0, &y0, &x1, &y1);
        cairo_user_to_device(cr, &x0, &y0);
        cairo_user_to_device(cr, &x1, &y1);
        return std::vector<double>{std::min(x0, x1), std::min(y0, y1), std::abs(x1 - x0), std::abs(y1 - y0)};
    };
    for (const double scale : {1.0, 100.0 / 72.0, 3.7}) {
        INFO("scale " << scale);
        const sqfig::detail::SurfacePtr surface{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)};
        const sqfig::detail::CairoPtr cr{cairo_create(surface.get())};
        cairo_scale(cr.get(), scale, -scale);  // a flipped axis too
        std::vector<long> widths;              // in grid units
        for (int i = 0; i < 40; ++i) {
            const double x = 0.1 + 0.0937 * i, y = -20.3 - 0.011 * i, w = 0.3733, h = 7.25;
            cairo_new_path(cr.get());
            REQUIRE(sqfig::detail::add_axis_aligned_rectangle(cr.get(), rectangle(x, y, w, h)));
            const auto box = device_box(cr.get());
            CHECK(std::abs(box[0] - x * scale) <= 0.5 / 256 + 1e-9);
            CHECK(std::abs(box[2] - w * scale) <= 0.5 / 256 + 1e-9);
            CHECK(std::abs(box[3] - h * scale) <= 0.5 / 256 + 1e-9);
            widths.push_back(std::lround(box[2] * 256));
        }
        for (const long w : widths) CHECK(w == widths.front());
    }
    const sqfig::detail::SurfacePtr surface{cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)};
    const sqfig::detail::CairoPtr cr{cairo_create(surface.get())};
    // A sliver keeps one grid unit; a zero side stays zero.
    REQUIRE(sqfig::detail::add_axis_aligned_rectangle(cr.get(), rectangle(1.3, 1, 0.0004, 2)));
    CHECK(device_box(cr.get())[2] == Approx(1.0 / 256));
    cairo_new_path(cr.get());
    REQUIRE(sqfig::detail::add_axis_aligned_rectangle(cr.get(), rectangle(1.3, 1, 0, 2)));
    CHECK(device_box(cr.get())[2] == 0);
    // Corners in any order.
    cairo_new_path(cr.get());
    sqfig::ScenePath reversed = rectangle(1, 1, 2, 3);
    std::swap(reversed.points[1], reversed.points[3]);
    REQUIRE(sqfig::detail::add_axis_aligned_rectangle(cr.get(), reversed));
    CHECK(device_box(cr.get()) == std::vector<double>{1, 1, 2, 3});
    // Other paths are left to the caller.
    sqfig::ScenePath triangle;
    triangle.points = {{0, 0}, {1, 0}, {0, 1}};
    triangle.closed = true;
    CHECK_FALSE(sqfig::detail::add_axis_aligned_rectangle(cr.get(), triangle));
    sqfig::ScenePath skewed = rectangle(1, 1, 2, 2);
    skewed.points[2].x += 0.5;
    CHECK_FALSE(sqfig::detail::add_axis_aligned_rectangle(cr.get(), skewed));
    sqfig::ScenePath open = rectangle(1, 1, 2, 2);
    open.closed = false;
    CHECK_FALSE(sqfig::detail::add_axis_aligned_rectangle(cr.get(), open));
}
