// Drawing a chart into a caller's cairo_t: the caller's state survives, the
// chart stays inside its rectangle, and a PDF page carries both the caller's
// drawing and the chart (as selectable text).
#include <cairo-pdf.h>
#include <cairo-ps.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <pango/pangocairo.h>

#include <catch2/catch.hpp>
#include <sqfig/sqfig.hpp>
#include <sqfig/document.hpp>

#include <memory>
#include <vector>

#include "support.hpp"
#include "../support/style.hpp"
#include <sqfig/output/surface_writer.hpp>

using namespace report_test;

namespace {

sqfig::Figure small_chart() {
    sqfig::Figure fig{sqfig::inches(4, 3), sqfig_test::paper_style()};
    sqfig::Axes& ax = fig.axes();
    ax.bars({0, 1, 2}, {6.49, 6.98, 2048.57}).colors({"#1f4e79", "#0a8a3a", "#b03a3a"}).width(0.55);
    ax.y_scale(sqfig::LogScale{10});
    ax.x_ticks({0, 1, 2}, {"FP16", "Quantized", "Baseline"});
    ax.y_label("Perplexity");
    ax.title("Embedded chart title");
    return fig;
}

/// Everything of a cairo_t's state that a caller may rely on.
struct CallerState {
    cairo_matrix_t matrix{};
    double r = 0, g = 0, b = 0, a = 0;
    double line_width = 0, miter = 0, tolerance = 0;
    cairo_line_cap_t cap{};
    cairo_line_join_t join{};
    cairo_fill_rule_t fill_rule{};
    cairo_operator_t op{};
    cairo_antialias_t antialias{};
    int dash_count = 0;
    std::vector<double> dashes;
    double dash_offset = 0;
    double cx0 = 0, cy0 = 0, cx1 = 0, cy1 = 0;  // clip extents
    std::unique_ptr<cairo_font_options_t, decltype(&cairo_font_options_destroy)> font_options{
        cairo_font_options_create(), &cairo_font_options_destroy};
    cairo_matrix_t font_matrix{};
    bool has_point = false;
    double px = 0, py = 0;
    int path_elements = 0;

    explicit CallerState(cairo_t* cr) {
        cairo_get_matrix(cr, &matrix);
        REQUIRE(cairo_pattern_get_rgba(cairo_get_source(cr), &r, &g, &b, &a) == CAIRO_STATUS_SUCCESS);
        line_width = cairo_get_line_width(cr);
        miter = cairo_get_miter_limit(cr);
        tolerance = cairo_get_tolerance(cr);
        cap = cairo_get_line_cap(cr);
        join = cairo_get_line_join(cr);
        fill_rule = cairo_get_fill_rule(cr);
        op = cairo_get_operator(cr);
        antialias = cairo_get_antialias(cr);
        dash_count = cairo_get_dash_count(cr);
        dashes.resize(static_cast<std::size_t>(dash_count));
        cairo_get_dash(cr, dashes.data(), &dash_offset);
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1);
        cairo_get_font_options(cr, font_options.get());
        cairo_get_font_matrix(cr, &font_matrix);
        has_point = cairo_has_current_point(cr);
        cairo_get_current_point(cr, &px, &py);
        cairo_path_t* path = cairo_copy_path(cr);
        for (int i = 0; i < path->num_data; i += path->data[i].header.length) ++path_elements;
        cairo_path_destroy(path);
    }
};

bool same_matrix(const cairo_matrix_t& m, const cairo_matrix_t& n) {
    return m.xx == n.xx && m.yx == n.yx && m.xy == n.xy && m.yy == n.yy && m.x0 == n.x0 && m.y0 == n.y0;
}

void require_same(const CallerState& before, const CallerState& after) {
    CHECK(same_matrix(before.matrix, after.matrix));
    CHECK(before.r == after.r);
    CHECK(before.g == after.g);
    CHECK(before.b == after.b);
    CHECK(before.a == after.a);
    CHECK(before.line_width == after.line_width);
    CHECK(before.miter == after.miter);
    CHECK(before.tolerance == after.tolerance);
    CHECK(before.cap == after.cap);
    CHECK(before.join == after.join);
    CHECK(before.fill_rule == after.fill_rule);
    CHECK(before.op == after.op);
    CHECK(before.antialias == after.antialias);
    CHECK(before.dash_count == after.dash_count);
    CHECK(before.dashes == after.dashes);
    CHECK(before.dash_offset == after.dash_offset);
    CHECK(before.cx0 == after.cx0);
    CHECK(before.cy0 == after.cy0);
    CHECK(before.cx1 == after.cx1);
    CHECK(before.cy1 == after.cy1);
    CHECK(cairo_font_options_equal(before.font_options.get(), after.font_options.get()));
    CHECK(same_matrix(before.font_matrix, after.font_matrix));
    CHECK(before.has_point == after.has_point);
    CHECK(before.px == after.px);
    CHECK(before.py == after.py);
    CHECK(before.path_elements == after.path_elements);
}

/// Text drawn by the caller with its own Pango layout.
void caller_text(cairo_t* cr, double x, double y, const char* text) {
    PangoLayout* layout = pango_cairo_create_layout(cr);
    PangoFontDescription* font = pango_font_description_from_string("Sans 12");
    pango_layout_set_font_description(layout, font);
    pango_layout_set_text(layout, text, -1);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout);
    pango_font_description_free(font);
    g_object_unref(layout);
}

/// Puts unusual values into every part of the caller's state.
void set_caller_state(cairo_t* cr) {
    cairo_translate(cr, 30, 40);
    cairo_scale(cr, 1.25, 1.25);
    cairo_rectangle(cr, -10, -10, 420, 520);
    cairo_clip(cr);
    cairo_set_source_rgba(cr, 0.2, 0.4, 0.6, 0.8);
    cairo_set_line_width(cr, 3.25);
    cairo_set_miter_limit(cr, 4.5);
    cairo_set_tolerance(cr, 0.2);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_BEST);
    const double dashes[] = {5, 2, 1, 2};
    cairo_set_dash(cr, dashes, 4, 1.5);
    cairo_font_options_t* fo = cairo_font_options_create();
    cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_FULL);
    cairo_font_options_set_antialias(fo, CAIRO_ANTIALIAS_SUBPIXEL);
    cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_ON);
    cairo_set_font_options(cr, fo);
    cairo_font_options_destroy(fo);
    cairo_set_font_size(cr, 17);
    // A path under construction: the caller will stroke it after the chart.
    cairo_new_path(cr);
    cairo_move_to(cr, 0, 330);
    cairo_line_to(cr, 300, 330);
}

/// The caller's page: text, a chart in the middle, more text and its own path.
void caller_page(cairo_t* cr) {
    caller_text(cr, 36, 20, "Caller heading before the chart");
    set_caller_state(cr);
    const CallerState before(cr);
    small_chart().draw(cr, sqfig::Rect{20, 30, 288, 216});
    const CallerState after(cr);
    require_same(before, after);
    cairo_stroke(cr);  // the caller's own path, still there
    caller_text(cr, 10, 340, "Caller footnote after the chart");
    REQUIRE(cairo_status(cr) == CAIRO_STATUS_SUCCESS);
}

}  // namespace

TEST_CASE("a chart drawn into a caller's PDF page leaves the caller's state unchanged", "[embed]") {
    TempDir tmp;
    const std::string pdf = tmp / "caller.pdf";
    {
        cairo_surface_t* surface = cairo_pdf_surface_create(pdf.c_str(), 595, 842);
        cairo_t* cr = cairo_create(surface);
        caller_page(cr);
        cairo_show_page(cr);
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        REQUIRE(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS);
        cairo_surface_destroy(surface);
    }
    require_tool("pdftotext");
    const std::string text = squeeze(pdf_text(pdf));
    INFO(text);
    // The caller's text, before and after, and the chart's text, all selectable.
    CHECK(contains(text, "Caller heading before the chart"));
    CHECK(contains(text, "Caller footnote after the chart"));
    CHECK(contains(text, "Embedded chart title"));
    CHECK(contains(text, "Perplexity"));
    CHECK(contains(text, "FP16"));
    CHECK(contains(text, "Quantized"));
}

TEST_CASE("drawing into SVG, PostScript and image surfaces keeps the caller's state too", "[embed]") {
    std::string sink;
    auto check_surface = [](cairo_surface_t* surface) {
        REQUIRE(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS);
        cairo_t* cr = cairo_create(surface);
        caller_page(cr);
        cairo_show_page(cr);
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        CHECK(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS);
        cairo_surface_destroy(surface);
    };
    SECTION("svg") {
        check_surface(cairo_svg_surface_create_for_stream(sqfig::detail::append_to_string, &sink, 595, 842));
        CHECK(contains(sink, "<svg"));
    }
    SECTION("ps") {
        check_surface(cairo_ps_surface_create_for_stream(sqfig::detail::append_to_string, &sink, 595, 842));
        CHECK(contains(sink, "%!PS"));
    }
    SECTION("image") { check_surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 595, 842)); }
    SECTION("recording") { check_surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr)); }
}

TEST_CASE("a chart stays inside its rectangle, at any scale", "[embed]") {
    const double scale = GENERATE(0.5, 1.0, 2.0);
    const int w = 400, h = 300;
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t* cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 0, 1);  // magenta background owned by the caller
    cairo_paint(cr);
    cairo_scale(cr, scale, scale);
    const sqfig::Rect where{40 / scale, 30 / scale, 240 / scale, 180 / scale};
    small_chart().draw(cr, where);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    int outside_changed = 0, inside_white = 0;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const auto* px = reinterpret_cast<const uint32_t*>(data + y * stride) + x;
            const bool inside = x >= 40 && x < 280 && y >= 30 && y < 210;
            if (!inside && *px != 0xffff00ffu) ++outside_changed;
            if (inside && *px == 0xffffffffu) ++inside_white;
        }
    cairo_surface_destroy(surface);
    CHECK(outside_changed == 0);
    CHECK(inside_white > 240 * 180 / 4);  // the chart's white background fills its rectangle
}

TEST_CASE("the same chart drawn twice into one context gives the same pixels", "[embed]") {
    auto draw_once = [](bool with_prior_drawing) {
        cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 300, 220);
        cairo_t* cr = cairo_create(s);
        if (with_prior_drawing) {
            set_caller_state(cr);
            cairo_identity_matrix(cr);
            cairo_reset_clip(cr);
            cairo_new_path(cr);
            cairo_set_operator(cr, CAIRO_OPERATOR_XOR);
            cairo_set_tolerance(cr, 2.0);
        }
        small_chart().draw(cr, sqfig::Rect{0, 0, 300, 220});
        cairo_destroy(cr);
        cairo_surface_flush(s);
        std::string bytes(reinterpret_cast<const char*>(cairo_image_surface_get_data(s)),
                          static_cast<std::size_t>(cairo_image_surface_get_stride(s) * 220));
        cairo_surface_destroy(s);
        return bytes;
    };
    // Dashes, caps, joins, antialiasing and font options set by the caller do
    // not leak into the chart.
    CHECK(draw_once(false) == draw_once(true));
}

TEST_CASE("draw rejects a null context and an empty rectangle", "[embed]") {
    const sqfig::Figure fig = small_chart();
    CHECK_THROWS_AS(fig.draw(nullptr, sqfig::Rect{0, 0, 10, 10}), sqfig::Error);
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10);
    cairo_t* cr = cairo_create(s);
    CHECK_THROWS_AS(fig.draw(cr, sqfig::Rect{0, 0, 0, 10}), sqfig::Error);
    CHECK(cairo_status(cr) == CAIRO_STATUS_SUCCESS);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
}
