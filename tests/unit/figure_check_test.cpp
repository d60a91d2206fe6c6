// The figure check beyond geometry (layout/figure_check.hpp): small printed
// text, thin printed lines, legend series told apart by colour alone that a
// colour-blind reader or a greyscale print cannot tell apart; known-bad and
// known-good palettes; hatches as the second cue, drawn and in the legend.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <cairo.h>

#include <memory>
#include <string>
#include <vector>

#include "../support/errors.hpp"
#include <sqfig/render/cairo_renderer.hpp>
#include <sqfig/style/print_palette.hpp>

using namespace sqfig;
using sqfig_test::error_of;

namespace {

std::vector<Finding> findings_of_kind(const std::vector<Finding>& all, FindingKind k) {
    std::vector<Finding> out;
    for (const Finding& f : all)
        if (f.kind == k) out.push_back(f);
    return out;
}

// One bar series per colour, labelled s0, s1, ..., with a legend.
Figure bar_series(const std::vector<Color>& colors, const std::vector<std::string>& hatches = {}) {
    Figure fig{inches(6, 3)};
    Axes& ax = fig.axes();
    const double w = 0.8 / static_cast<double>(colors.size());
    for (std::size_t i = 0; i < colors.size(); ++i) {
        Bars& b = ax.bars(std::vector<double>{0, 1}, std::vector<double>{1, 2}).color(colors[i]).width(w);
        b.offset(w * static_cast<double>(i)).label("s" + std::to_string(i));
        if (i < hatches.size()) b.hatch(hatches[i]);
    }
    ax.legend().location(LegendLocation::outside_right);
    return fig;
}

}  // namespace

TEST_CASE("CIEDE2000 and the Machado 2009 simulation", "[check][color]") {
    // Sharma, Wu & Dalal (2005), test data pairs 1, 17 and 25.
    CHECK(delta_e_2000(Lab{50, 2.6772, -79.7751}, Lab{50, 0, -82.7485}) == Approx(2.0425).margin(1e-4));
    CHECK(delta_e_2000(Lab{50, 2.5, 0}, Lab{73, 25, -18}) == Approx(27.1492).margin(1e-4));
    CHECK(delta_e_2000(Lab{60.2574, -34.0099, 36.2677}, Lab{60.4626, -34.1751, 39.4387}) == Approx(1.2644).margin(1e-4));
    CHECK(to_lab(Color(1, 1, 1)).L == Approx(100).margin(1e-3));
    // Each matrix row sums to 1: greys stay grey.
    for (ColorVision v : {ColorVision::deuteranopia, ColorVision::protanopia, ColorVision::tritanopia}) {
        const Color g = simulate(Color(0.5, 0.5, 0.5), v);
        CHECK(g.r == Approx(0.5).margin(1e-3));
        CHECK(g.b == Approx(0.5).margin(1e-3));
    }
    // Red and green: far apart in normal vision, close for a deuteranope, apart for a tritanope.
    const Color red("#ff0000"), green("#00aa00");
    CHECK(delta_e_2000(red, green) > 70);
    CHECK(delta_e_2000(simulate(red, ColorVision::deuteranopia), simulate(green, ColorVision::deuteranopia)) < 5);
    CHECK(delta_e_2000(simulate(red, ColorVision::tritanopia), simulate(green, ColorVision::tritanopia)) > 50);
}

TEST_CASE("the seed's red and green series are reported for deuteranopia, naming both", "[check][color]") {
    const Figure fig = bar_series({Color("#0a8a3a"), Color("#b03a3a")});
    const auto found = findings_of_kind(check(fig), FindingKind::color_vision);
    REQUIRE(found.size() == 1);
    CHECK(found[0].item == "legend entries \"s0\" and \"s1\"");
    CHECK(found[0].message.find("deuteranopia") != std::string::npos);
    CHECK(found[0].measured == Approx(2.9).margin(0.1));
    CHECK(found[0].threshold == 10);
    CHECK(found[0].describe().rfind("colour vision: legend entries", 0) == 0);
    CheckOptions off;
    off.color_vision = false;
    CHECK(findings_of_kind(check(fig, off), FindingKind::color_vision).empty());
}

TEST_CASE("Okabe-Ito's eight colours pass the colour-vision check", "[check][color]") {
    const Figure fig = bar_series(color_cycle("okabe_ito"));
    CHECK(findings_of_kind(check(fig), FindingKind::color_vision).empty());
    // ... but orange and sky blue have the same lightness: a greyscale print loses them.
    const auto grey = findings_of_kind(check(fig), FindingKind::greyscale);
    REQUIRE(!grey.empty());
    CHECK(grey[0].item == "legend entries \"s0\" and \"s1\"");
    CHECK(grey[0].measured < 2);
}

TEST_CASE("series that collapse in greyscale are reported; the print palette's first three do not", "[check][grey]") {
    const auto bad = findings_of_kind(check(bar_series({Color("#0a8a3a"), Color("#b03a3a")})), FindingKind::greyscale);
    REQUIRE(bad.size() == 1);
    CHECK(bad[0].measured == Approx(std::abs(lightness(Color("#0a8a3a")) - lightness(Color("#b03a3a")))));
    CHECK(bad[0].threshold == 15);
    const std::vector<Color> p = print_palette();
    const auto good = check(bar_series({p[0], p[1], p[2]}));
    CHECK(findings_of_kind(good, FindingKind::greyscale).empty());
    CHECK(findings_of_kind(good, FindingKind::color_vision).empty());
    CheckOptions off;
    off.greyscale = false;
    CHECK(findings_of_kind(check(bar_series({Color("#0a8a3a"), Color("#b03a3a")}), off), FindingKind::greyscale).empty());
}

TEST_CASE("series told apart by marker, dashes or hatch are exempt; by colour alone they are not", "[check][color]") {
    auto lines = [](MarkerShape m1, MarkerShape m2, std::vector<double> dashes) {
        Figure fig{inches(5, 3)};
        Axes& ax = fig.axes();
        ax.line(std::vector<double>{0, 1, 2}, std::vector<double>{0, 1, 0}).color("#0a8a3a").marker(m1).label("a");
        Line& b = ax.line(std::vector<double>{0, 1, 2}, std::vector<double>{1, 0, 1}).color("#b03a3a").marker(m2).label("b");
        if (!dashes.empty()) b.dashed(dashes);
        ax.legend().location(LegendLocation::outside_right);
        return fig;
    };
    CHECK(findings_of_kind(check(lines(MarkerShape::circle, MarkerShape::circle, {})), FindingKind::color_vision).size() == 1);
    CHECK(check(lines(MarkerShape::circle, MarkerShape::square, {})).empty());
    CHECK(check(lines(MarkerShape::none, MarkerShape::none, {4, 2})).empty());
    // Bars: different hatches exempt them, the same hatch does not.
    const std::vector<Color> rg{Color("#0a8a3a"), Color("#b03a3a")};
    CHECK(check(bar_series(rg, {"//", "\\\\"})).empty());
    CHECK(check(bar_series(rg, {"", "xx"})).empty());
    CHECK(findings_of_kind(check(bar_series(rg, {"//", "//"})), FindingKind::color_vision).size() == 1);
}

TEST_CASE("text under the minimum printed size is reported, at the size the figure is printed", "[check][text]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line(std::vector<double>{0, 1}, std::vector<double>{0, 1});
    ax.x_label("time").y_label("value");
    ax.x_tick_labels().size(6);
    const auto small = findings_of_kind(check(fig), FindingKind::small_text);
    REQUIRE(small.size() == 1);
    CHECK(small[0].measured == Approx(6));
    CHECK(small[0].threshold == 7);
    CHECK(small[0].item.find("x tick label") != std::string::npos);
    CHECK(small[0].item.find(" more (tick label)") != std::string::npos);
    // Printed at half its width, the 10 pt labels are 5 pt too.
    CheckOptions half;
    half.printed_width = inches(2);
    const auto printed = findings_of_kind(check(fig, half), FindingKind::small_text);
    bool label_found = false;
    for (const Finding& f : printed)
        if (f.item.find("x label \"time\"") != std::string::npos) {
            label_found = true;
            CHECK(f.measured == Approx(5));
            CHECK(f.message.find("50% of its drawn size") != std::string::npos);
        }
    CHECK(label_found);
    CheckOptions off;
    off.text_size = false;
    CHECK(findings_of_kind(check(fig, off), FindingKind::small_text).empty());
}

TEST_CASE("sub- and superscripts are judged by the size Pango draws them at", "[check][text]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line(std::vector<double>{0, 1}, std::vector<double>{0, 1});
    ax.x_label("$x_{i}$");
    const Scene s = fig.scene();
    double smallest = 0, nominal = 0;
    for (const SceneItem& it : s.items)
        if (it.payload.text() && it.owner.find("x label") != std::string::npos) {
            smallest = it.payload.text()->text.smallest_size;
            nominal = it.payload.text()->text.font_size;
        }
    CHECK(nominal == 10);
    REQUIRE(smallest > 0);
    CHECK(smallest < nominal);
    CheckOptions strict;
    strict.min_script_size = smallest + 0.1;
    bool found = false;
    for (const Finding& f : check(s, strict))
        if (f.item.find("x label") != std::string::npos) found = f.measured == Approx(smallest);
    CHECK(found);
    strict.min_script_size = smallest - 0.1;
    for (const Finding& f : check(s, strict)) CHECK(f.item.find("x label") == std::string::npos);
}

TEST_CASE("lines under the minimum printed width are reported", "[check][lines]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line(std::vector<double>{0, 1}, std::vector<double>{0, 1}).width(0.3).label("thin");
    const auto thin = findings_of_kind(check(fig), FindingKind::thin_line);
    REQUIRE(!thin.empty());
    bool data_line = false;
    for (const Finding& f : thin)
        if (f.item.find("line \"thin\"") != std::string::npos && f.measured == Approx(0.3)) data_line = true;
    CHECK(data_line);
    // A hatch's lines count too.
    Figure bars = bar_series({Color("#0072b2")});
    bars.axes().bars(std::vector<double>{3}, std::vector<double>{1}).hatch("//", Color(0, 0, 0), 0.2);
    bool hatch_found = false;
    for (const Finding& f : findings_of_kind(check(bars), FindingKind::thin_line))
        if (f.measured == Approx(0.2)) hatch_found = true;
    CHECK(hatch_found);
    CheckOptions off;
    off.line_width = false;
    CHECK(findings_of_kind(check(fig, off), FindingKind::thin_line).empty());
}

namespace {

// The figure drawn on a Cairo image surface at 4 pixels a point: how many
// pixels of `c` (within 2/255 per channel) lie inside the page rectangle `r`.
std::size_t pixels_of(const Scene& scene, Rect r, Color c) {
    constexpr double k = 4;
    r = {r.x * k, r.y * k, r.width * k, r.height * k};
    const int w = static_cast<int>(std::ceil(scene.page.width * k)), h = static_cast<int>(std::ceil(scene.page.height * k));
    std::unique_ptr<cairo_surface_t, void (*)(cairo_surface_t*)> surface{
        cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h), &cairo_surface_destroy};
    std::unique_ptr<cairo_t, void (*)(cairo_t*)> cr{cairo_create(surface.get()), &cairo_destroy};
    cairo_scale(cr.get(), k, k);
    render(cr.get(), scene);
    cairo_surface_flush(surface.get());
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    const int stride = cairo_image_surface_get_stride(surface.get());
    std::size_t n = 0;
    auto near = [](unsigned v, double want) { return std::abs(static_cast<double>(v) - want * 255) <= 2; };
    for (int y = std::max(0, static_cast<int>(r.top())); y < std::min(h, static_cast<int>(r.bottom())); ++y)
        for (int x = std::max(0, static_cast<int>(r.left())); x < std::min(w, static_cast<int>(r.right())); ++x) {
            const auto px = *reinterpret_cast<const std::uint32_t*>(data + y * stride + x * 4);
            if (near((px >> 16) & 255, c.r) && near((px >> 8) & 255, c.g) && near(px & 255, c.b)) ++n;
        }
    return n;
}

}  // namespace

TEST_CASE("hatches are drawn over the bars and in their legend handle", "[check][hatch]") {
    for (bool hatched : {false, true}) {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        Bars& b = ax.bars(std::vector<double>{0, 1}, std::vector<double>{2, 3}).color("#0072b2").label("ours");
        if (hatched) b.hatch("//", Color(1, 1, 1), 1.0);
        ax.legend().location(LegendLocation::outside_right);
        const Scene s = fig.scene();
        Rect bar, handle;
        for (const SceneItem& it : s.items) {
            if (it.kind == "bars" && it.payload.path() && bar.empty()) bar = it.bounds();
            if (it.owner.find("legend handle") != std::string::npos && it.payload.path()) handle = it.bounds();
        }
        REQUIRE(!bar.empty());
        REQUIRE(!handle.empty());
        const Rect inner = bar.inflated(-2), handle_inner = handle.inflated(-1);
        const std::size_t white_in_bar = pixels_of(s, inner, Color(1, 1, 1));
        const std::size_t white_in_handle = pixels_of(s, handle_inner, Color(1, 1, 1));
        INFO("hatched " << hatched << ": white pixels in the bar " << white_in_bar << ", in the handle " << white_in_handle);
        if (hatched) {
            // Lines 1 pt wide every 3 pt: about a third of the bar.
            CHECK(white_in_bar > inner.width * inner.height * 16 / 8);
            CHECK(white_in_handle > 0);
        } else {
            CHECK(white_in_bar == 0);
            CHECK(white_in_handle == 0);
        }
    }
}

TEST_CASE("hatch patterns are checked at the call", "[check][hatch]") {
    Figure fig{inches(4, 3)};
    Bars& b = fig.axes().bars(std::vector<double>{0}, std::vector<double>{1}).hatch("x");
    CHECK(error_of([&] { b.hatch("/o"); }).find("holds 'o'") != std::string::npos);
    CHECK(b.hatch()->pattern == "x");  // unchanged by the failed call
    CHECK(error_of([&] { b.hatch("//", Color(1, 0, 0), sqfig_test::kNaN); }).find("hatch line width") != std::string::npos);
    CHECK(error_of([&] { b.hatch(std::string(17, '/')); }).find("at most 16") != std::string::npos);
    b.hatch("");
    CHECK(!b.hatch());
}
