// Colour maps, norms and colour cycles as values; the heatmap (one image,
// row 0 on top, NaN cells, value labels coloured for contrast); the
// colourbar as a layout element; scatter coloured by value (issues 13, 14).
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/style.hpp"

#include <cairo-pdf.h>
#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <sqfig/output/pdf_indexed_images.hpp>
#include <sqfig/render/cairo_renderer.hpp>
#include <sqfig/detail/zlib_codec.hpp>
#include "../support/errors.hpp"
#include "../support/scene_queries.hpp"
#include "../support/strings.hpp"

using namespace sqfig;

namespace {

using sqfig_test::error_of;
using sqfig_test::items_of_kind;
using sqfig_test::kNaN;
using sqfig_test::occurrences;
using sqfig_test::report;

bool near(const Color& c, double r, double g, double b, double tol = 2e-6) {
    return std::abs(c.r - r) <= tol && std::abs(c.g - g) <= tol && std::abs(c.b - b) <= tol;
}

// Pixel (x, y) of an image item as a colour.
Color pixel(const SceneImage& im, int x, int y) {
    const std::uint8_t* p = im.rgba->data() + (static_cast<std::size_t>(y) * im.width + x) * 4;
    return {p[0] / 255.0, p[1] / 255.0, p[2] / 255.0, p[3] / 255.0};
}

bool same_byte_color(const Color& a, const Color& b) {
    auto q = [](double v) { return std::lround(v * 255); };
    return q(a.r) == q(b.r) && q(a.g) == q(b.g) && q(a.b) == q(b.b) && q(a.a) == q(b.a);
}

}  // namespace

TEST_CASE("colour maps give matplotlib's colours at 0, 0.5 and 1", "[colormap]") {
    // matplotlib 3.6: cm.get_cmap(name)(t)[:3] rounded to 6 digits.
    struct Known { const char* name; double v[3][3]; };
    const Known known[] = {
        {"viridis", {{0.267004, 0.004874, 0.329415}, {0.127568, 0.566949, 0.550556}, {0.993248, 0.906157, 0.143936}}},
        {"magma", {{0.001462, 0.000466, 0.013866}, {0.716387, 0.214982, 0.47529}, {0.987053, 0.991438, 0.749504}}},
        {"inferno", {{0.001462, 0.000466, 0.013866}, {0.735683, 0.215906, 0.330245}, {0.988362, 0.998364, 0.644924}}},
        {"plasma", {{0.050383, 0.029803, 0.527975}, {0.798216, 0.280197, 0.469538}, {0.940015, 0.975158, 0.131326}}},
        {"cividis", {{0.0, 0.135112, 0.304751}, {0.488697, 0.485318, 0.471008}, {0.995737, 0.909344, 0.217772}}},
        {"RdBu", {{0.403922, 0.0, 0.121569}, {0.965705, 0.967243, 0.968089}, {0.019608, 0.188235, 0.380392}}},
        {"coolwarm", {{0.229806, 0.298718, 0.753683}, {0.867428, 0.864377, 0.862602}, {0.705673, 0.015556, 0.150233}}},
        {"Greys", {{1.0, 1.0, 1.0}, {0.586082, 0.586082, 0.586082}, {0.0, 0.0, 0.0}}},
    };
    for (const Known& k : known) {
        INFO(k.name);
        const Colormap m = Colormap::named(k.name);
        CHECK(m.size() == 256);
        const double ts[3] = {0.0, 0.5, 1.0};
        for (int i = 0; i < 3; ++i) {
            INFO("t = " << ts[i]);
            CHECK(near(m(ts[i]), k.v[i][0], k.v[i][1], k.v[i][2]));
        }
    }
    CHECK(Colormap::viridis()(0.5) == Colormap::named("VIRIDIS")(0.5));
}

TEST_CASE("colour maps reverse, clamp, and colour NaN as bad", "[colormap]") {
    const Colormap v = Colormap::viridis();
    const Colormap r = v.reversed();
    CHECK(r.name() == "viridis_r");
    CHECK(r.reversed().name() == "viridis");
    CHECK(r(0) == v(1));
    CHECK(r(1) == v(0));
    CHECK(Colormap::named("magma_r")(0) == Colormap::magma()(1));
    CHECK(v(-3) == v(0));   // under: the low end by default
    CHECK(v(7) == v(1));    // over: the high end
    CHECK(v(kNaN).a == 0);  // bad: transparent, as matplotlib
    Colormap g = Colormap::greys();
    g.bad("red").under("blue").over("#00ff00");
    CHECK(g(kNaN) == Color("red"));
    CHECK(g(-0.1) == Color("blue"));
    CHECK(g(1.1) == Color("#00ff00"));
    CHECK(error_of([] { (void)Colormap::named("jett"); }).find("unknown colour map \"jett\"") != std::string::npos);
    CHECK(error_of([] { Colormap("one", {Color("red")}); }).find("at least two") != std::string::npos);
    CHECK(error_of([] { Colormap("bad", {Color(0, 0, 0), Color(kNaN, 0, 0)}); }) != "");
    // A two-colour listed map bins as matplotlib does: the lower half gets the first colour.
    const Colormap two("two", {Color("black"), Color("white")});
    CHECK(two(0.49) == Color("black"));
    CHECK(two(0.5) == Color("white"));
}

TEST_CASE("norms: linear, log and two-slope, with matplotlib's values", "[colormap][norm]") {
    const Norm lin = Norm::linear(2, 6);
    CHECK(lin(2) == 0);
    CHECK(lin(4) == 0.5);
    CHECK(lin(6) == 1);
    CHECK(lin.inverse(0.25) == Approx(3));
    const Norm lg = Norm::log(1, 1000);
    CHECK(lg(10) == Approx(1.0 / 3));        // LogNorm(1, 1000)(10)
    CHECK(std::isnan(lg(0)));                 // masked
    CHECK(std::isnan(lg(-5)));
    CHECK(lg.inverse(2.0 / 3) == Approx(100));
    const Norm ts = Norm::two_slope(0, -1, 4);
    CHECK(ts(2) == Approx(0.75));             // TwoSlopeNorm(0, -1, 4)(2)
    CHECK(ts(-0.5) == Approx(0.25));
    CHECK(ts(0) == 0.5);
    for (double t : {0.1, 0.4, 0.5, 0.6, 0.9}) CHECK(ts(ts.inverse(t)) == Approx(t));

    // Ends from the data.
    const Norm auto_lin = Norm::linear().resolved_for(-2, 8);
    CHECK(*auto_lin.vmin() == -2);
    CHECK(*auto_lin.vmax() == 8);
    const Norm one = Norm::linear().resolved_for(3, 3);  // one value: still usable
    CHECK(*one.vmin() < 3);
    CHECK(*one.vmax() > 3);
    const Norm centred = Norm::two_slope(0).resolved_for(1, 5);  // data all above the centre
    CHECK(*centred.vmin() < 0);
    CHECK(centred(0) == 0.5);
    // One end given, the other from the data (each factory's one-end overload).
    const Norm low_fixed = Norm::linear(2);
    CHECK(*low_fixed.vmin() == 2);
    CHECK_FALSE(low_fixed.vmax().has_value());
    CHECK_FALSE(low_fixed.resolved());
    CHECK(*low_fixed.resolved_for(-5, 10).vmin() == 2);
    CHECK(*low_fixed.resolved_for(-5, 10).vmax() == 10);
    const Norm high_fixed = Norm::linear(std::nullopt, 5).resolved_for(-1, 9);
    CHECK(*high_fixed.vmin() == -1);
    CHECK(*high_fixed.vmax() == 5);
    const Norm log_low = Norm::log(10).resolved_for(1, 1000);
    CHECK(*log_low.vmin() == 10);
    CHECK(*log_low.vmax() == 1000);
    const Norm ts_low = Norm::two_slope(0, -4).resolved_for(-1, 2);
    CHECK(*ts_low.vmin() == -4);
    CHECK(*ts_low.vmax() == 2);
    CHECK(ts_low(0) == 0.5);
    CHECK(error_of([] { (void)Norm::log(-1); }).find("positive") != std::string::npos);

    // Bad arguments.
    CHECK(error_of([] { (void)Norm::linear(3, 3); }).find("below vmax") != std::string::npos);
    CHECK(error_of([] { (void)Norm::log(0, 10); }).find("positive") != std::string::npos);
    CHECK(error_of([] { (void)Norm::two_slope(5, 0, 4); }).find("centre") != std::string::npos);
    CHECK(error_of([] { (void)Norm::linear(kNaN, 1); }).find("finite") != std::string::npos);
    CHECK(error_of([] { (void)Norm::two_slope(kNaN); }).find("finite") != std::string::npos);
}

TEST_CASE("label colour is chosen by WCAG contrast", "[colormap][contrast]") {
    CHECK(detail::relative_luminance(Color(1, 1, 1)) == Approx(1));
    CHECK(detail::relative_luminance(Color(0, 0, 0)) == Approx(0));
    CHECK(detail::contrast_ratio(Color(1, 1, 1), Color(0, 0, 0)) == Approx(21));
    CHECK(contrasting_text(Color(0, 0, 0)) == Color(1, 1, 1));
    CHECK(contrasting_text(Color(1, 1, 1)) == Color(0, 0, 0));
    CHECK(contrasting_text(Colormap::viridis()(0)) == Color(1, 1, 1));  // dark purple
    CHECK(contrasting_text(Colormap::viridis()(1)) == Color(0, 0, 0));  // yellow
    // Near the crossover (luminance ~0.18): #777777 (0.184) takes black, #707070 (0.162) white.
    CHECK(contrasting_text(Color("#777777")) == Color(0, 0, 0));
    CHECK(contrasting_text(Color("#707070")) == Color(1, 1, 1));
    // Pure blue is dark to the eye though one channel is full.
    CHECK(contrasting_text(Color("#0000ff")) == Color(1, 1, 1));
}

TEST_CASE("colour cycles are selectable by name or value", "[colormap][cycle]") {
    CHECK(color_cycle("tab10").size() == 10);
    CHECK(color_cycle("okabe_ito").front() == Color("#e69f00"));
    CHECK(color_cycle("tol_bright").front() == Color("#4477aa"));
    CHECK(color_cycle("tol_muted").size() == 9);
    CHECK(Style{}.color_cycle == color_cycles::tab10());
    CHECK(error_of([] { (void)color_cycle("rainbow"); }).find("unknown colour cycle") != std::string::npos);
    Figure fig{inches(3, 2), sqfig_test::paper_style().use_color_cycle("tol_muted")};
    Axes& ax = fig.axes();
    (void)ax.line({0, 1}, {0, 1});
    CHECK(ax.next_color() == Color("#332288"));  // the second of the cycle
}

TEST_CASE("a heatmap is one nearest-neighbour image with row 0 at the top", "[heatmap]") {
    Figure fig{inches(3, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    // 2 rows x 3 cols; row 0 low values, row 1 high values.
    Heatmap& h = ax.heatmap(std::vector<double>{0, 1, 2, 10, 11, kNaN}, 2, 3).bad_color("red");
    const Scene s = fig.scene();
    const auto images = items_of_kind(s, "heatmap");
    REQUIRE(images.size() == 1);
    const SceneItem& it = *images[0];
    REQUIRE(it.payload.image());
    CHECK(it.footprint == Footprint::area);
    CHECK(it.payload.image()->width == 3);
    CHECK(it.payload.image()->height == 2);
    CHECK_FALSE(it.payload.image()->smooth);
    // The top image row is data row 0: value 0 is the map's low end.
    CHECK(same_byte_color(pixel(*it.payload.image(), 0, 0), Colormap::viridis()(0)));
    CHECK(same_byte_color(pixel(*it.payload.image(), 1, 1), h.cell_color(1, 1)));
    CHECK(same_byte_color(pixel(*it.payload.image(), 2, 1), Color("red")));  // NaN cell
    // Row 0's tick (y = 0) is above row 1's on the page.
    CHECK(ax.y_axis().inverted());
    // The image fills the plot exactly (no margins).
    Rect plot;
    for (const SceneItem& i : s.items)
        if (i.kind == "spine") plot = plot.united(i.bounds());
    CHECK(it.payload.image()->dest.left() == Approx(plot.left()).margin(1));
    CHECK(it.payload.image()->dest.bottom() == Approx(plot.bottom()).margin(1));
    CHECK(fig.collisions().empty());

    // origin lower: row 0 at the bottom, the image flipped.
    ax.y_axis().invert(false);
    const Scene s2 = fig.scene();
    const SceneItem& it2 = *items_of_kind(s2, "heatmap")[0];
    CHECK(same_byte_color(pixel(*it2.payload.image(), 0, 1), Colormap::viridis()(0)));
}

TEST_CASE("value labels: one per finite cell, inside it, coloured for contrast", "[heatmap][contrast]") {
    Figure fig{inches(3.4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    std::vector<std::vector<double>> m{{0, 5}, {kNaN, 10}};
    ax.heatmap(m, {"a", "b"}, {"x", "y"}).colormap("Greys").value_labels(1);
    const Scene s = fig.scene();
    int labels = 0;
    for (const SceneItem& it : s.items) {
        if (it.kind != "heatmap" || !it.payload.text()) continue;
        ++labels;
        REQUIRE(it.container);
        CHECK(it.container->contains(it.payload.text()->quad().bounds(), 0.01));
        const std::string t = it.payload.text()->text.plain;
        if (t == "0.0") CHECK(it.payload.text()->color == Color(0, 0, 0));   // white cell: black text
        if (t == "10.0") CHECK(it.payload.text()->color == Color(1, 1, 1));  // black cell: white text
    }
    CHECK(labels == 3);  // no label in the NaN cell
    const auto cs = fig.collisions();
    INFO(report(cs));
    CHECK(cs.empty());  // labels sit on their own cells by design
    // Category labels on both axes.
    bool has_a = false, has_y = false;
    for (const SceneItem& it : s.items)
        if (it.kind == "tick label" && it.payload.text()) {
            has_a = has_a || it.payload.text()->text.plain == "a";
            has_y = has_y || it.payload.text()->text.plain == "y";
        }
    CHECK(has_a);
    CHECK(has_y);

    // A label too big for its cell is reported (it leaves its box).
    Figure small{inches(1.6, 1.6), sqfig_test::paper_style()};
    small.axes().heatmap(std::vector<double>{123456.0, 1, 2, 3, 4, 5, 6, 7, 8}, 3, 3).value_labels(3);
    CHECK_FALSE(small.collisions().empty());
}

TEST_CASE("heatmap arguments are checked at the call", "[heatmap][misuse]") {
    Figure fig{inches(3, 3)};
    Axes& ax = fig.axes();
    CHECK(error_of([&] { ax.heatmap(std::vector<double>{1, 2, 3}, 2, 2); }).find("3 values for 2 x 2") != std::string::npos);
    CHECK(error_of([&] { ax.heatmap(std::vector<double>{}, 0, 0); }).find("at least one row") != std::string::npos);
    CHECK(error_of([&] { ax.heatmap(std::vector<double>{1, std::numeric_limits<double>::infinity()}, 1, 2); })
              .find("cell (0, 1)") != std::string::npos);
    CHECK(error_of([&] { ax.heatmap({{1.0, 2.0}, {3.0}}); }).find("row 1 has 1") != std::string::npos);
    CHECK(error_of([&] { ax.heatmap(std::vector<double>{1, 2}, 1, 2, {"only one"}); }).find("column labels") !=
          std::string::npos);
    CHECK(ax.artists().empty());  // nothing was added by the failed calls
    CHECK_FALSE(ax.y_axis().inverted());
    Heatmap& h = ax.heatmap(std::vector<double>{1, 2}, 1, 2);
    CHECK(error_of([&] { h.value_labels(-1); }) != "");
    CHECK(error_of([&] { h.cell_edges(Color(kNaN, 0, 0)); }) != "");
    CHECK(error_of([&] { h.colormap("nope"); }) != "");
    // A log axis cannot show the cell edges at -0.5.
    ax.x_scale(LogScale{10});
    CHECK(error_of([&] { (void)fig.scene(); }).find("linear axis") != std::string::npos);
    ax.x_scale(LinearScale{});
    // A log norm over data without a positive value.
    Figure f2{inches(3, 3)};
    f2.axes().heatmap(std::vector<double>{-1, -2}, 1, 2).norm(Norm::log());
    CHECK_NOTHROW((void)f2.scene());  // log norm resolved from nothing: defaults 1..10, cells bad
}

TEST_CASE("a colourbar takes its own room and never overlaps", "[heatmap][colorbar]") {
    auto build = [](bool with_bar, ColorbarSide side) {
        Figure fig{inches(4, 3), sqfig_test::paper_style()};
        Axes& ax = fig.axes();
        std::vector<double> v(64);
        for (std::size_t i = 0; i < v.size(); ++i) v[i] = std::pow(10.0, static_cast<double>(i % 8) / 2.0);
        Heatmap& h = ax.heatmap(v, 8, 8).norm(Norm::log());
        ax.x_label("key");
        ax.y_label("query");
        if (with_bar) ax.colorbar(h).label("weight").side(side);
        return fig;
    };
    auto plot_of = [](const Scene& s) {
        Rect r;
        for (const SceneItem& it : s.items)
            if (it.kind == "spine") r = r.united(it.bounds());
        return r;
    };
    const Scene bare = build(false, ColorbarSide::right).scene();
    for (ColorbarSide side : {ColorbarSide::right, ColorbarSide::bottom}) {
        Figure fig = build(true, side);
        const Scene s = fig.scene();
        const Rect plot = plot_of(s);
        // The plot gave up room for the bar.
        if (side == ColorbarSide::right) CHECK(plot.width < plot_of(bare).width - 20);
        else CHECK(plot.height < plot_of(bare).height - 20);
        Rect bar;
        std::vector<double> major_positions;
        for (const SceneItem& it : s.items) {
            if (it.kind != "colourbar") continue;
            CHECK_FALSE(it.bounds().intersects(plot, 0.5));  // nothing of the bar on the plot
            CHECK(Rect{0, 0, s.page.width, s.page.height}.contains(it.bounds(), 0.01));
            if (it.payload.image()) bar = it.payload.image()->dest;
            if (it.payload.text() && it.owner.find("tick label") != std::string::npos)
                major_positions.push_back(side == ColorbarSide::right ? it.payload.text()->quad().bounds().center().y
                                                                      : it.payload.text()->quad().bounds().center().x);
        }
        // Log ticks (1, 10, 100, 1000 over 1..10^3.5): equally spaced on the bar.
        REQUIRE(major_positions.size() >= 3);
        const double step = major_positions[1] - major_positions[0];
        for (std::size_t i = 2; i < major_positions.size(); ++i)
            CHECK(major_positions[i] - major_positions[i - 1] == Approx(step).margin(0.5));
        CHECK(bar.width > 0);
        const auto cs = fig.collisions();
        INFO(report(cs));
        CHECK(cs.empty());
    }
}

TEST_CASE("colourbar misuse is refused at the call", "[colorbar][misuse]") {
    Figure fig{inches(4, 3)};
    Grid g = fig.grid(1, 2);
    Heatmap& h = g(0, 0).heatmap(std::vector<double>{1, 2}, 1, 2);
    CHECK(error_of([&] { g(0, 1).colorbar(h); }).find("belongs to") != std::string::npos);
    Scatter& plain = g(0, 1).scatter({1, 2}, {3, 4});
    CHECK(error_of([&] { g(0, 1).colorbar(plain); }).find("no colour values") != std::string::npos);
    CHECK(error_of([&] { g(0, 0).colorbar(h).thickness(0); }) != "");
}

TEST_CASE("images are drawn as one image object in PDF, and checked before drawing", "[heatmap][render]") {
    Figure fig{inches(4, 4), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    const std::size_t n = 256;
    std::vector<double> v(n * n);
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = std::sin(static_cast<double>(i % n) / 9) * std::cos(static_cast<double>(i / n) / 7);
    ax.heatmap(v, n, n).colormap("RdBu").norm(Norm::two_slope(0));
    const std::string pdf = fig.to_bytes(Format::pdf);
    CHECK(occurrences(pdf, "/Subtype /Image") == 1);
    CHECK(occurrences(pdf, "/Interpolate false") >= 1);
    CHECK(pdf.size() < 400 * 1024);  // one compressed image, not 65,536 rectangles
    // A broken image is refused before anything is drawn.
    Scene s = fig.scene();
    for (SceneItem& it : s.items)
        if (it.payload.image()) it.payload.image()->width += 1;
    cairo_surface_t* surf = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10);
    cairo_t* cr = cairo_create(surf);
    CHECK(error_of([&] { render(cr, s); }).find("pixel count") != std::string::npos);
    CHECK(cairo_status(cr) == CAIRO_STATUS_SUCCESS);
    cairo_destroy(cr);
    cairo_surface_destroy(surf);
}

TEST_CASE("the image is nearest-neighbour in PNG: sharp cell borders", "[heatmap][render]") {
    Figure fig{inches(2, 2), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.axis_off();
    ax.heatmap(std::vector<double>{0, 1, 1, 0}, 2, 2).colormap("Greys");
    const Scene s = fig.scene();
    const SceneItem& it = *items_of_kind(s, "heatmap")[0];
    const Rect d = it.payload.image()->dest;
    cairo_surface_t* surf = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(s.page.width) * 4,
                                                       static_cast<int>(s.page.height) * 4);
    cairo_t* cr = cairo_create(surf);
    cairo_scale(cr, 4, 4);
    render(cr, s);
    cairo_surface_flush(surf);
    const unsigned char* data = cairo_image_surface_get_data(surf);
    const int stride = cairo_image_surface_get_stride(surf);
    auto grey_at = [&](double x, double y) {
        const int px = static_cast<int>(x * 4), py = static_cast<int>(y * 4);
        return data[py * stride + px * 4];
    };
    // Just left and right of the middle border of the top row: white then black, no blend.
    const double cy = d.top() + d.height / 4, mid = d.center().x;
    CHECK(grey_at(mid - 1, cy) == 255);
    CHECK(grey_at(mid + 1, cy) == 0);
    cairo_destroy(cr);
    cairo_surface_destroy(surf);
}

TEST_CASE("scatter: per-point size and colour, colour by value, markers, legend handle", "[scatter]") {
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    Scatter& sc = ax.scatter({0, 1, 2, kNaN, 4}, {0, 1, 4, 9, 16})
                      .color_values({1, 10, 100, 1000, kNaN})
                      .norm(Norm::log())
                      .colormap("viridis")
                      .sizes({4, 5, 6, 7, 8})
                      .alpha(0.5)
                      .label("runs");
    ax.scatter({1, 2}, {3, 4}).marker(MarkerShape::star).hollow().color("black").label("stars");
    ax.colorbar(sc);
    ax.legend();
    const Scene s = fig.scene();
    auto markers_of = [](const SceneItem& it) {
        std::vector<SceneMarker> out;
        for_each_marker(it, [&](const SceneMarker& m) { out.push_back(m); });
        return out;
    };
    std::vector<SceneMarker> first;
    const SceneItem* item = nullptr;
    for (const SceneItem& it : s.items)
        if (it.kind == "scatter" && marker_count(it) == 4) {
            first = markers_of(it);
            item = &it;
        }
    REQUIRE(item);  // the NaN-x point is left out
    CHECK(item->footprint == Footprint::segments);
    CHECK(item->markers.empty());  // one style, a colour and size per point: not a SceneMarker each
    CHECK(first[1].size == 5);
    const Norm n = sc.resolved_norm();
    CHECK(*n.vmin() == 1);
    CHECK(*n.vmax() == 1000);
    CHECK(first[0].face == Colormap::viridis()(0).with_alpha(0.5));
    CHECK(first[0].edge == first[0].face);  // no edge of its own: the point's colour
    CHECK(first[3].face.a == 0);  // NaN value: the bad colour (transparent)
    // The hollow stars: transparent face, black edge.
    bool star = false;
    for (const SceneItem& it : s.items)
        for (const SceneMarker& m : markers_of(it))
            if (m.shape == MarkerShape::star) {
                star = true;
                CHECK(m.face.a == 0);
                CHECK(m.edge == Color("black"));
            }
    CHECK(star);
    // An edge colour of its own stays on every point; the faces follow the values.
    Figure edged{inches(4, 3), sqfig_test::paper_style()};
    edged.axes().scatter({0, 1}, {0, 1}).color_values({0, 1}).edge(Color("red"), 1);
    for (const SceneItem& it : edged.scene().items)
        if (it.kind == "scatter") {
            const auto ms = markers_of(it);
            REQUIRE(ms.size() == 2);
            CHECK(ms[0].edge == Color("red"));
            CHECK(ms[1].edge == Color("red"));
            CHECK_FALSE(ms[0].face == ms[1].face);
            CHECK(ms[0].edge_width == 1);
        }
    // Legend handles are markers.
    const auto entries = ax.legend_entries();
    REQUIRE(entries.size() == 2);
    std::vector<SceneItem> handle;
    entries[1].draw_handle(handle, Rect{0, 0, 20, 10}, 10);
    REQUIRE(handle.size() == 1);
    REQUIRE(handle[0].markers.size() == 1);
    CHECK(handle[0].markers[0].shape == MarkerShape::star);
    const auto cs = fig.collisions();
    INFO(report(cs));
    CHECK(cs.empty());
}

TEST_CASE("scatter arguments are checked at the call", "[scatter][misuse]") {
    Figure fig{inches(3, 3)};
    Axes& ax = fig.axes();
    CHECK(error_of([&] { ax.scatter({1, 2}, {1}); }).find("different lengths") != std::string::npos);
    Scatter& s = ax.scatter({1, 2}, {1, 2});
    CHECK(error_of([&] { s.sizes({1}); }).find("1 sizes for 2 points") != std::string::npos);
    CHECK(error_of([&] { s.sizes({1, -3}); }).find("point 1") != std::string::npos);
    CHECK(error_of([&] { s.colors({Color("red")}); }).find("1 colours") != std::string::npos);
    CHECK(error_of([&] { s.color_values({1, std::numeric_limits<double>::infinity()}); }).find("infinite") !=
          std::string::npos);
    CHECK(error_of([&] { s.alpha(1.5); }).find("alpha") != std::string::npos);
    CHECK(error_of([&] { s.marker(MarkerShape::none); }) != "");
    CHECK_FALSE(s.maps_values());
    ax.y_scale(LogScale{10});
    (void)ax.scatter({1}, {0});
    CHECK(error_of([&] { (void)fig.scene(); }).find("point 0") != std::string::npos);
}

TEST_CASE("every marker shape draws ink inside its box", "[scatter][render]") {
    const MarkerShape shapes[] = {MarkerShape::circle, MarkerShape::square, MarkerShape::triangle,
                                  MarkerShape::triangle_down, MarkerShape::diamond, MarkerShape::plus,
                                  MarkerShape::cross, MarkerShape::star};
    for (MarkerShape shape : shapes) {
        Scene s;
        s.page = {40, 40};
        SceneItem it;
        SceneMarker m;
        m.center = {20, 20};
        m.shape = shape;
        m.size = 20;
        m.face = Color(0, 0, 0);
        m.edge = Color(0, 0, 0);
        m.edge_width = 0;
        it.markers.push_back(m);
        s.items.push_back(it);
        cairo_surface_t* surf = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 40, 40);
        cairo_t* cr = cairo_create(surf);
        render(cr, s);
        cairo_surface_flush(surf);
        const unsigned char* data = cairo_image_surface_get_data(surf);
        const int stride = cairo_image_surface_get_stride(surf);
        int inside = 0, outside = 0;
        for (int y = 0; y < 40; ++y)
            for (int x = 0; x < 40; ++x) {
                const bool ink = data[y * stride + x * 4] < 128;
                const bool in_box = x >= 9 && x <= 30 && y >= 9 && y <= 30;
                (in_box ? inside : outside) += ink ? 1 : 0;
            }
        INFO(static_cast<int>(shape));
        CHECK(inside > 15);
        CHECK(outside == 0);
        // triangle up has more ink in its lower half, triangle down in its upper half.
        if (shape == MarkerShape::triangle || shape == MarkerShape::triangle_down) {
            int upper = 0, lower = 0;
            for (int y = 10; y < 30; ++y)
                for (int x = 10; x < 30; ++x) (y < 20 ? upper : lower) += data[y * stride + x * 4] < 128;
            CHECK((shape == MarkerShape::triangle ? lower > upper : upper > lower));
        }
        cairo_destroy(cr);
        cairo_surface_destroy(surf);
    }
}

// ---- palette images in sqfig's own PDFs (render/indexed_image.hpp, output/pdf_indexed_images.hpp) ----

namespace {

struct PdfImage {
    int width = 0, height = 0;
    std::string space;               // "rgb", "grey" or "indexed"
    std::vector<std::uint8_t> rgb;   // decoded: 3 bytes a pixel
};

// Every image XObject of a PDF sqfig wrote, decoded to RGB by hand (a reader
// independent of the writer's parser: plain string search, zlib).
std::vector<PdfImage> pdf_images(const std::string& pdf) {
    std::vector<PdfImage> out;
    auto number_after = [&](std::size_t from, std::size_t to, const std::string& key) -> long {
        const std::size_t at = pdf.find(key + " ", from);
        if (at == std::string::npos || at > to) return -1;
        return std::stol(pdf.substr(at + key.size() + 1, 12));
    };
    for (std::size_t at = pdf.find("/Subtype /Image"); at != std::string::npos; at = pdf.find("/Subtype /Image", at + 1)) {
        const std::size_t dict = pdf.rfind("<<", at), end = pdf.find(">>\nstream\n", at);
        REQUIRE(end != std::string::npos);
        PdfImage im;
        im.width = static_cast<int>(number_after(dict, end, "/Width"));
        im.height = static_cast<int>(number_after(dict, end, "/Height"));
        const std::size_t len_at = pdf.find("/Length ", dict);
        std::size_t length = std::stoul(pdf.substr(len_at + 8, 12));
        if (pdf.compare(pdf.find_first_not_of("0123456789", len_at + 8), 4, " 0 R") == 0) {  // indirect
            const std::size_t obj = pdf.find("\n" + std::to_string(length) + " 0 obj\n");
            REQUIRE(obj != std::string::npos);
            length = std::stoul(pdf.substr(obj + std::to_string(length).size() + 8, 12));
        }
        const std::string data = pdf.substr(end + 10, length);
        const auto raw = detail::zlib_inflate(data, 64u << 20);
        REQUIRE(raw);
        const std::string cs = pdf.substr(pdf.find("/ColorSpace ", dict) + 12, 40);
        const std::size_t n = static_cast<std::size_t>(im.width) * static_cast<std::size_t>(im.height);
        if (cs.rfind("/DeviceRGB", 0) == 0) {
            im.space = "rgb";
            REQUIRE(raw->size() == 3 * n);
            im.rgb.assign(raw->begin(), raw->end());
        } else if (cs.rfind("/DeviceGray", 0) == 0 && number_after(dict, end, "/BitsPerComponent") == 1) {
            im.space = "mask";  // a 1-bit soft mask
        } else if (cs.rfind("/DeviceGray", 0) == 0) {
            im.space = "grey";
            REQUIRE(raw->size() == n);
            for (char g : *raw) im.rgb.insert(im.rgb.end(), 3, static_cast<std::uint8_t>(g));
        } else {
            REQUIRE(cs.rfind("[/Indexed /DeviceRGB ", 0) == 0);
            im.space = "indexed";
            const std::size_t lt = pdf.find('<', pdf.find("/Indexed", dict)), gt = pdf.find('>', lt);
            const std::string hex = pdf.substr(lt + 1, gt - lt - 1);
            std::vector<std::uint8_t> palette;
            for (std::size_t k = 0; k + 1 < hex.size(); k += 2) palette.push_back(static_cast<std::uint8_t>(std::stoi(hex.substr(k, 2), nullptr, 16)));
            REQUIRE(raw->size() == n);
            for (char c : *raw) {
                const std::size_t i = static_cast<std::uint8_t>(c);
                REQUIRE(3 * i + 2 < palette.size());
                im.rgb.insert(im.rgb.end(), palette.begin() + static_cast<std::ptrdiff_t>(3 * i),
                              palette.begin() + static_cast<std::ptrdiff_t>(3 * i + 3));
            }
        }
        out.push_back(std::move(im));
    }
    return out;
}

// The scene image's pixels as RGB bytes (all opaque here).
std::vector<std::uint8_t> rgb_of(const SceneImage& im) {
    std::vector<std::uint8_t> out;
    for (std::size_t p = 0; p < im.rgba->size(); p += 4) out.insert(out.end(), im.rgba->begin() + static_cast<std::ptrdiff_t>(p), im.rgba->begin() + static_cast<std::ptrdiff_t>(p + 3));
    return out;
}

std::vector<double> noisy_matrix(std::size_t n, unsigned seed) {
    std::vector<double> v(n * n);
    std::uint32_t x = seed;
    for (std::size_t i = 0; i < v.size(); ++i) {
        x = x * 1664525u + 1013904223u;
        v[i] = std::sin(static_cast<double>(i % n) / 9) + static_cast<double>(x >> 8) / 16777216.0;
    }
    return v;
}

}  // namespace

TEST_CASE("a large heatmap goes into sqfig's PDF as a palette image with the exact colours", "[heatmap][render][palette]") {
    Figure fig{inches(4, 4), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.heatmap(noisy_matrix(128, 7), 128, 128).colormap("magma");
    const Scene s = fig.scene();
    const SceneImage& drawn = *items_of_kind(s, "heatmap")[0]->payload.image();
    SaveOptions compact;
    compact.compact_pdf = true;
    const std::string pdf = fig.to_bytes(Format::pdf, compact);
    const auto images = pdf_images(pdf);
    REQUIRE(images.size() == 1);
    CHECK(images[0].space == "indexed");
    CHECK(images[0].width == 128);
    CHECK(images[0].height == 128);
    CHECK(images[0].rgb == rgb_of(drawn));  // every pixel, byte for byte
    // Not compact (the default): the image is a palette image too (session 34's
    // decision, docs/performance.md); only the fonts keep their hinting.
    const std::string plain = fig.to_bytes(Format::pdf);
    const auto plain_images = pdf_images(plain);
    REQUIRE(plain_images.size() == 1);
    CHECK(plain_images[0].space == "indexed");
    CHECK(plain_images[0].rgb == rgb_of(drawn));
    CHECK(pdf.size() < plain.size());
}

TEST_CASE("palette images: same indices with other colours, small, one-colour and translucent images stay RGB",
          "[heatmap][render][palette]") {
    Figure fig{inches(6, 3), sqfig_test::paper_style()};
    Grid g = fig.grid(1, 4);
    std::vector<double> v = noisy_matrix(80, 3);
    for (double& x : v) x = std::floor(x * 2);  // a few levels, each its own colour in both maps
    g(0, 0).heatmap(v, 80, 80).colormap("viridis");
    g(0, 1).heatmap(v, 80, 80).colormap("viridis_r");  // the same indices, other colours
    g(0, 2).heatmap(std::vector<double>(80 * 80, 1.0), 80, 80);  // one colour
    std::vector<double> holes = v;
    holes[5] = kNaN;                                   // a transparent (bad) cell
    g(0, 3).heatmap(holes, 80, 80);
    const Scene s = fig.scene();
    const auto drawn = items_of_kind(s, "heatmap");
    REQUIRE(drawn.size() == 4);
    SaveOptions compact;
    compact.compact_pdf = true;
    const auto images = pdf_images(fig.to_bytes(Format::pdf, compact));
    // Each drawn image is in the file with its own colours (a soft mask is an image too).
    std::size_t indexed = 0, found = 0;
    for (const PdfImage& im : images) indexed += im.space == "indexed";
    for (const SceneItem* it : {drawn[0], drawn[1], drawn[2]}) {
        const auto want = rgb_of(*it->payload.image());
        found += static_cast<std::size_t>(std::count_if(images.begin(), images.end(), [&](const PdfImage& im) { return im.rgb == want; }));
    }
    CHECK(indexed == 1);  // only the first: the second shares its indices, the others do not qualify
    CHECK(found == 3);
}

TEST_CASE("a caller's own PDF surface gets plain colour images", "[heatmap][render][palette]") {
    Figure fig{inches(3, 3), sqfig_test::paper_style()};
    fig.axes().heatmap(noisy_matrix(96, 5), 96, 96);
    std::string bytes;
    cairo_surface_t* surf = cairo_pdf_surface_create_for_stream(
        [](void* closure, const unsigned char* data, unsigned int length) {
            static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
            return CAIRO_STATUS_SUCCESS;
        },
        &bytes, fig.size().width, fig.size().height);
    cairo_t* cr = cairo_create(surf);
    fig.draw(cr, Rect{0, 0, fig.size().width, fig.size().height});
    cairo_destroy(cr);
    cairo_surface_finish(surf);
    cairo_surface_destroy(surf);
    const auto images = pdf_images(bytes);
    REQUIRE(images.size() == 1);
    CHECK(images[0].space == "rgb");
    CHECK(images[0].rgb == rgb_of(*items_of_kind(fig.scene(), "heatmap")[0]->payload.image()));
}

TEST_CASE("the palette rewrite refuses a file that lacks a registered image", "[heatmap][render][palette]") {
    Figure fig{inches(3, 3), sqfig_test::paper_style()};
    fig.axes().heatmap(noisy_matrix(96, 5), 96, 96);
    const std::string plain = fig.to_bytes(Format::pdf);  // its image is indexed already: no grey image in it
    detail::IndexedImages drawn;
    drawn.images.push_back({96, 96, std::string("\x00\x00\x00\xff\xff\xff", 6), std::string(96 * 96, '\x01')});
    CHECK_FALSE(detail::apply_pdf_palettes(plain, drawn).has_value());
    CHECK(detail::apply_pdf_palettes(plain, detail::IndexedImages{}) == plain);
}

TEST_CASE("palette images across the pages of a Document", "[heatmap][render][palette]") {
    Figure a{inches(3, 3), sqfig_test::paper_style()};
    a.axes().heatmap(noisy_matrix(100, 11), 100, 100).colormap("plasma");
    Figure b{inches(3, 3), sqfig_test::paper_style()};
    b.axes().heatmap(noisy_matrix(90, 12), 90, 90).colormap("RdBu");
    Document doc;
    doc.add(a).add(b);
    SaveOptions compact;
    compact.compact_pdf = true;
    const auto images = pdf_images(doc.to_bytes(Format::pdf, compact));
    REQUIRE(images.size() == 2);
    const std::vector<std::uint8_t> want_a = rgb_of(*items_of_kind(a.scene(), "heatmap")[0]->payload.image());
    const std::vector<std::uint8_t> want_b = rgb_of(*items_of_kind(b.scene(), "heatmap")[0]->payload.image());
    for (const PdfImage& im : images) {
        CHECK(im.space == "indexed");
        CHECK((im.rgb == (im.width == 100 ? want_a : want_b)));
    }
}
