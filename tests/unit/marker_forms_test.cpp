// Repeated markers as one reusable Form XObject in sqfig's own PDFs
// (render/marker_forms.hpp, output/pdf_marker_forms.hpp; issue 47).
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/style.hpp"

#include <cairo-pdf.h>
#include <cairo.h>

#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <random>
#include <string>
#include <utility>
#include <vector>
#include <sqfig/detail/zlib_codec.hpp>
#include <sqfig/output/pdf_marker_forms.hpp>
#include <sqfig/output/pdf_objects.hpp>

using namespace sqfig;

namespace {

// The inflated content stream of the (one) page of `pdf`.
std::string page_content(const std::string& pdf) {
    const auto parsed = detail::pdf::parse(pdf);
    REQUIRE(parsed);
    for (const auto& o : parsed->objects) {
        const std::size_t at = o.text.find("/Contents ");
        if (o.text.find("/Type /Page") == std::string::npos || at == std::string::npos) continue;
        const std::size_t number = std::strtoul(o.text.c_str() + at + 10, nullptr, 10);
        const auto stream = detail::pdf::stream_object(*parsed->object(number), *parsed);
        REQUIRE(stream);
        const auto text = detail::zlib_inflate(stream->data, 64u << 20);
        REQUIRE(text);
        return *text;
    }
    FAIL("no page");
    return {};
}

std::size_t count(const std::string& s, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
    return n;
}

// A number of the content stream (at most 3 decimals) in thousandths, exactly.
long long milli(const std::string& t) { return std::llround(std::strtod(t.c_str(), nullptr) * 1000); }

std::vector<std::string> words(const std::string& s) {
    std::vector<std::string> w;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
        std::size_t j = i;
        while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
        if (j > i) w.push_back(s.substr(i, j - i));
        i = j;
    }
    return w;
}

Figure scatter_figure(std::size_t n) {
    std::mt19937 rng(7);
    std::normal_distribution<double> g;
    std::vector<double> x(n), y(n);
    for (std::size_t i = 0; i < n; ++i) {
        x[i] = g(rng);
        y[i] = 0.6 * x[i] + 0.8 * g(rng);
    }
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    fig.axes().scatter(std::move(x), std::move(y));
    return fig;
}

std::string on_own_surface(const Figure& fig) {
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
    return bytes;
}

}  // namespace

TEST_CASE("a scatter's markers go into sqfig's PDF as one form, on the points Cairo writes",
          "[render][marker_forms]") {
    const Figure fig = scatter_figure(1000);
    SaveOptions compact;  // PDF 1.4 from every Cairo: the rewrite reads it
    compact.compact_pdf = true;
    const std::string pdf = fig.to_bytes(Format::pdf, compact);
    const std::string plain = on_own_surface(fig);  // a caller's surface: plain paths
    CHECK(count(pdf, "/Subtype /Form") == 1);
    CHECK(count(plain, "/Subtype /Form") == 0);
    const std::string content = page_content(pdf);
    CHECK(count(content, " Do Q") == 1000);
    CHECK(pdf.size() * 2 < plain.size());
    // The form's first point, moved by each use, is where the plain file's
    // circle starts, to the thousandth: the same coordinates Cairo writes.
    const std::size_t body = pdf.find("/Subtype /Form");
    const std::size_t stream = pdf.find("stream\n", body) + 7;
    const std::vector<std::string> form = words(pdf.substr(stream, pdf.find("endstream", stream) - stream));
    REQUIRE(form.size() > 3);
    REQUIRE(form[2] == "m");
    std::vector<std::pair<long long, long long>> moved, starts;
    const std::vector<std::string> w = words(content), p = words(page_content(plain));
    for (std::size_t i = 0; i + 8 < w.size(); ++i)
        if (w[i] == "q" && w[i + 7] == "cm" && w[i + 8] == "/M0")
            moved.emplace_back(milli(w[i + 5]) + milli(form[0]), milli(w[i + 6]) + milli(form[1]));
    for (std::size_t i = 2; i + 7 < p.size(); ++i)
        if (p[i] == "m" && p[i + 7] == "c") starts.emplace_back(milli(p[i - 2]), milli(p[i - 1]));
    REQUIRE(moved.size() == 1000);
    CHECK(moved == starts);
}

TEST_CASE("marker forms: edges, alpha, hollow markers and few markers", "[render][marker_forms]") {
    std::vector<double> x(300), y(300);
    for (std::size_t i = 0; i < x.size(); ++i) {
        x[i] = std::sin(0.37 * static_cast<double>(i)) * static_cast<double>(i);
        y[i] = std::cos(0.11 * static_cast<double>(i)) * static_cast<double>(i);
    }
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    Axes& ax = fig.axes();
    ax.scatter(x, y).marker(MarkerShape::square).edge(Color("black"), 0.8);
    ax.scatter(y, x).marker(MarkerShape::star).alpha(0.5);
    ax.scatter(x, x).marker(MarkerShape::triangle).hollow();
    ax.scatter({1, 2, 3}, {3, 1, 2});  // 3 markers: plain paths
    SaveOptions compact;
    compact.compact_pdf = true;
    const std::string pdf = fig.to_bytes(Format::pdf, compact);
    const std::string content = page_content(pdf);
    CHECK(count(pdf, "/Subtype /Form") >= 3);
    // Every marker of the three large scatters is a form; the square's edge
    // may be its own stroke (two uses) or one fill-and-stroke.
    CHECK(count(content, " Do Q") >= 900);
    CHECK(count(content, " re B") + count(content, " re S") == 0);  // no placeholder left
    CHECK(count(content, " c f") >= 3);  // the three small circles stay paths
}

TEST_CASE("the marker rewrite refuses a file without its placeholders", "[render][marker_forms]") {
    const Figure fig = scatter_figure(50);
    const std::string plain = on_own_surface(fig);
    detail::MarkerForms drawn;
    drawn.styles.push_back({"3 0 m -3 0 l h", -3, -3, 3, 3, 1});
    drawn.uses.push_back({0, 10.5, 20.5, true});
    CHECK_FALSE(detail::apply_pdf_marker_forms(plain, drawn).has_value());
    CHECK(detail::apply_pdf_marker_forms(plain, detail::MarkerForms{}) == plain);
}

TEST_CASE("marker forms: markers beside the view that Cairo culls leave the others as forms",
          "[render][marker_forms]") {
    // Fixed limits, and points 0.5 to 15 points right of the view: sqfig
    // keeps the markers within about one marker size of the clip (their ink
    // may show), and Cairo culls those whose box meets no area of the clip.
    // The rewrite skips their missing placeholders; before, it gave up and
    // the whole file was drawn again with plain markers.
    // The points beside the view come first and last: the culled
    // placeholders are missing before drawn ones and at the end.
    std::vector<double> x, y;
    for (int k = 1; k <= 30; ++k) {
        x.push_back(1 + 0.002 * k);  // about 0.5 pt a step on this plot
        y.push_back(0.4);
    }
    for (int i = 0; i < 100; ++i) {
        x.push_back(0.01 * i);
        y.push_back(0.5 + 0.4 * std::sin(0.3 * i));
    }
    for (int k = 1; k <= 30; ++k) {
        x.push_back(1 + 0.002 * k);
        y.push_back(0.6);
    }
    Figure fig{inches(4, 3), sqfig_test::paper_style()};
    fig.axes().scatter(x, y);
    fig.axes().x_limits(0, 1).y_limits(0, 1);
    SaveOptions compact;
    compact.compact_pdf = true;
    const std::string content = page_content(fig.to_bytes(Format::pdf, compact));
    const std::string plain = page_content(on_own_surface(fig));
    const std::size_t drawn = count(plain, " c f");  // the markers Cairo writes
    CHECK(drawn > 100);
    std::size_t kept = 0;  // the markers sqfig draws; Cairo culled some of them
    for (const SceneItem& it : fig.scene().items) for_each_marker(it, [&](const SceneMarker&) { ++kept; });
    CHECK(drawn < kept);
    CHECK(count(content, " Do Q") == drawn);
    CHECK(count(content, " c f") == 0);  // no marker drawn as a path
    CHECK(count(content, " re f") == count(plain, " re f"));  // no placeholder left
}
