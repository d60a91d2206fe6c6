// The public API under hostile use (issue 17): every setter and factory with
// NaN, ±inf, negative, zero, huge and empty arguments; huge item counts; very
// long, invalid-UTF-8, RTL, CJK and emoji labels; absurd page sizes and dpi;
// math nested 10,000 deep. Every case must end in an sqfig::Error naming what
// was wrong, or in a correct drawing (a PDF and a PNG that decode), never in a
// crash, an abort, a GLib/Pango complaint or another exception type.
// ctest runs each test case as its own entry with a timeout (no hang); the
// main caps the address space when not sanitized (no unbounded memory).
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <cmath>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "../support/glog_capture.hpp"

using namespace sqfig;

namespace {

constexpr double nan_v = std::numeric_limits<double>::quiet_NaN();
constexpr double inf_v = std::numeric_limits<double>::infinity();
const std::vector<double> hostile_numbers{nan_v, inf_v, -inf_v, -1.0, 0.0, 1e308, -1e308, 1e-308};

using sqfig_test::GLogCapture;

struct Outcome {
    bool drawn = false;
    std::string error;  // the sqfig::Error's message when refused
};

// Builds a figure and draws it (PDF, and PNG at a low dpi). An sqfig::Error,
// at any step, is a refusal; it must say what was wrong (`names`, any of
// them, case-sensitive). Any other exception fails the test.
Outcome attempt(const std::function<void(Figure&)>& build, const std::vector<std::string>& names,
                Size page = inches(4, 3), double dpi = 30) {
    GLogCapture log;
    Outcome o;
    try {
        Figure fig{page, Style::matplotlib()};
        build(fig);
        const Scene s = fig.scene();
        (void)find_collisions(s);
        const std::string pdf = fig.to_bytes(s, Format::pdf, {});
        CHECK(pdf.compare(0, 5, "%PDF-") == 0);
        CHECK(pdf.find("%%EOF") != std::string::npos);
        SaveOptions png;
        png.dpi = dpi;
        const std::string bytes = fig.to_bytes(s, Format::png, png);
        CHECK(bytes.compare(1, 3, "PNG") == 0);
        o.drawn = true;
    } catch (const Error& e) {
        o.error = e.what();
        bool named = false;
        for (const std::string& n : names) named = named || o.error.find(n) != std::string::npos;
        INFO("error: " << o.error);
        CHECK(named);
    }
    for (const std::string& m : log.messages()) FAIL_CHECK("GLib/Pango complained: " << m);
    return o;
}

struct Setter {
    const char* what;
    std::vector<std::string> names;  // words the error must contain (any)
    std::function<void(Figure&, double)> call;
    bool nan_is_missing = false;     // data: NaN marks a missing value (a gap), as in matplotlib
};

// Every public setter and factory that takes a number, on a figure with data.
std::vector<Setter> setters() {
    auto base = [](Figure& f) -> Axes& {
        Axes& ax = f.axes();
        return ax;
    };
    return {
        {"Line::width", {"width"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}).width(v); }},
        {"Line::marker_size", {"marker size"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}).marker_size(v); }},
        {"Line::simplify", {"simplif", "tolerance"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}).simplify(v); }},
        {"Line::dashed", {"dash"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}).dashed({v, 2}); }},
        {"line data x", {"not finite", "finite", "x"}, [=](Figure& f, double v) { base(f).line({0, v, 2}, {0, 1, 2}); }, true},
        {"line data y", {"not finite", "finite", "y"}, [=](Figure& f, double v) { base(f).line({0, 1, 2}, {0, v, 2}); }, true},
        {"Text::size", {"font size"}, [=](Figure& f, double v) { base(f).text({0.5, 0.5}, "t", Coords::axes).size(v); }},
        {"Text::rotate", {"rotation", "angle"}, [=](Figure& f, double v) { base(f).text({0.5, 0.5}, "t", Coords::axes).rotate(v); }},
        {"Text::wrap", {"wrap"}, [=](Figure& f, double v) { base(f).text({0.5, 0.5}, "some words", Coords::axes).wrap(v); }},
        {"text position", {"position"}, [=](Figure& f, double v) { base(f).text({v, 0.5}, "t"); }},
        {"Bars::width", {"width"}, [=](Figure& f, double v) { base(f).bars({0, 1}, {1, 2}).width(v); }},
        {"Bars::offset", {"offset"}, [=](Figure& f, double v) { base(f).bars({0, 1}, {1, 2}).offset(v); }},
        {"Bars::edge", {"width"}, [=](Figure& f, double v) { base(f).bars({0, 1}, {1, 2}).edge({0, 0, 0}, v); }},
        {"Bars::y_error", {"error", "largest double"}, [=](Figure& f, double v) { base(f).bars({0, 1}, {1, 2}).y_error({v, 0.1}); }, true},
        {"Bars::error_style", {"width", "cap"}, [=](Figure& f, double v) { base(f).bars({0, 1}, {1, 2}).y_error({0.1, 0.1}).error_style({0, 0, 0}, v, v); }},
        {"bar heights", {"height", "finite", "value"}, [=](Figure& f, double v) { base(f).bars({0, 1}, {v, 2}); }},
        {"hbars widths", {"width", "finite", "value", "length"}, [=](Figure& f, double v) { base(f).hbars({0, 1}, {v, 2}); }},
        {"Axes::x_limits", {"limit"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}); f.axes().x_limits(v, std::nullopt); }},
        {"Axes::y_limits", {"limit"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}); f.axes().y_limits(std::nullopt, v); }},
        {"Axes::margins", {"margin"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}); f.axes().margins(v, v); }},
        {"Axes::title size", {"title size"}, [=](Figure& f, double v) { base(f).title("T", v); }},
        {"Axes::hline", {"finite", "position", "line"}, [=](Figure& f, double v) { base(f).hline(v); }},
        {"Axes::vspan", {"finite", "span"}, [=](Figure& f, double v) { base(f).vspan(0, v); }},
        {"Axes::x_ticks", {"tick"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}); f.axes().x_ticks({0, v}); }},
        {"TickLabels::rotate", {"rotat", "angle"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}); f.axes().x_tick_labels().rotate(v); }},
        {"TickLabels::size", {"tick label size"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}); f.axes().x_tick_labels().size(v); }},
        {"Axis::margin", {"margin"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}); f.axes().x_axis().margin(v); }},
        {"Axis::grid_style", {"grid", "width", "alpha"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}); f.axes().x_axis().grid_style({0, 0, 0}, v, v); }},
        {"Figure::suptitle size", {"suptitle size"}, [=](Figure& f, double v) { f.suptitle("S", v); base(f).line({0, 1}, {0, 1}); }},
        {"Figure::text position", {"position"}, [=](Figure& f, double v) { f.text({v, 0.5}, "t"); base(f).line({0, 1}, {0, 1}); }},
        {"Legend::frame_alpha", {"alpha"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}).label("l"); f.axes().legend().frame_alpha(v); }},
        {"Legend::font_size", {"legend font size"}, [=](Figure& f, double v) { base(f).line({0, 1}, {0, 1}).label("l"); f.axes().legend().font_size(v); }},
        {"Annotation::size", {"font size"}, [=](Figure& f, double v) { base(f).annotate("a", {0, 0}, {1, 1}).size(v); }},
        {"Annotation::arrow_width", {"arrow width"}, [=](Figure& f, double v) { base(f).annotate("a", {0, 0}, {1, 1}).arrow_width(v); }},
        {"Annotation::head", {"head"}, [=](Figure& f, double v) { base(f).annotate("a", {0, 0}, {1, 1}).head(v, v); }},
        {"Annotation::shrink", {"shrink", "gap"}, [=](Figure& f, double v) { base(f).annotate("a", {0, 0}, {1, 1}).shrink(v, v); }},
        {"annotate points", {"finite", "position", "point"}, [=](Figure& f, double v) { base(f).annotate("a", {v, 0}, {1, 1}); }},
        {"FilledBand::alpha", {"alpha"}, [=](Figure& f, double v) { base(f).band({0, 1}, {0, 0}, {1, 1}).alpha(v); }},
        {"band data", {"finite", "band", "value"}, [=](Figure& f, double v) { base(f).band({0, 1}, {0, v}, {1, 1}); }, true},
        {"ErrorBars::cap_size", {"cap"}, [=](Figure& f, double v) { base(f).error_bars({0, 1}, {0, 1}).y_error(0.1).cap_size(v); }},
        {"ErrorBars::y_error", {"error", "largest double"}, [=](Figure& f, double v) { base(f).error_bars({0, 1}, {0, 1}).y_error(v); }, true},
        {"ErrorBars::width", {"width"}, [=](Figure& f, double v) { base(f).error_bars({0, 1}, {0, 1}).y_error(0.1).width(v); }},
        {"ReferenceLine::width", {"width"}, [=](Figure& f, double v) { base(f).hline(0.5).width(v); }},
        {"ReferenceSpan::alpha", {"alpha"}, [=](Figure& f, double v) { base(f).hspan(0.2, 0.4).alpha(v); }},
        {"Scatter::size", {"marker size"}, [=](Figure& f, double v) { base(f).scatter({0, 1}, {0, 1}).size(v); }},
        {"Scatter::sizes", {"size"}, [=](Figure& f, double v) { base(f).scatter({0, 1}, {0, 1}).sizes({v, 3}); }, true},
        {"Scatter::alpha", {"alpha"}, [=](Figure& f, double v) { base(f).scatter({0, 1}, {0, 1}).alpha(v); }},
        {"Scatter::color_values", {"colour value", "color value", "finite", "value"}, [=](Figure& f, double v) { base(f).scatter({0, 1}, {0, 1}).color_values({v, 1}); }, true},
        {"Heatmap values", {"finite", "value", "heatmap"}, [=](Figure& f, double v) { base(f).heatmap({1, v, 3, 4}, 2, 2); }, true},
        {"Heatmap::value_label_size", {"value label size"}, [=](Figure& f, double v) { base(f).heatmap({1, 2, 3, 4}, 2, 2).value_label_size(v); }},
        {"Heatmap::cell_edges", {"width"}, [=](Figure& f, double v) { base(f).heatmap({1, 2, 3, 4}, 2, 2).cell_edges({1, 1, 1}, v); }},
        {"Colorbar::thickness", {"thickness"}, [=](Figure& f, double v) { Axes& ax = base(f); ax.colorbar(ax.heatmap({1, 2, 3, 4}, 2, 2)).thickness(v); }},
        {"Colorbar::pad", {"pad"}, [=](Figure& f, double v) { Axes& ax = base(f); ax.colorbar(ax.heatmap({1, 2, 3, 4}, 2, 2)).pad(v); }},
        {"Box::padding", {"padding"}, [=](Figure& f, double v) { base(f).box(Rect{0, 0, 1, 1}, "b").padding(v, v); }},
        {"Box::text_size", {"text size"}, [=](Figure& f, double v) { base(f).box(Rect{0, 0, 1, 1}, "b").text_size(v); }},
        {"box rectangle", {"finite", "box"}, [=](Figure& f, double v) { base(f).box(Rect{0, 0, v, 1}, "b"); }},
        {"Arrow::width", {"width"}, [=](Figure& f, double v) { base(f).arrow({0, 0}, {1, 1}).width(v); }},
        {"Arrow::head", {"head"}, [=](Figure& f, double v) { base(f).arrow({0, 0}, {1, 1}).head(v, v); }},
        {"arrow points", {"finite", "arrow", "point"}, [=](Figure& f, double v) { base(f).arrow({0, v}, {1, 1}); }},
        {"BarLabels::size", {"font size"}, [=](Figure& f, double v) { Axes& ax = base(f); ax.bar_labels(ax.bars({0, 1}, {1, 2})).size(v); }},
        {"BarLabels::padding", {"padding"}, [=](Figure& f, double v) { Axes& ax = base(f); ax.bar_labels(ax.bars({0, 1}, {1, 2})).padding(v); }},
    };
}

bool has_any(const std::string& s, const std::vector<std::string>& parts) {
    for (const std::string& p : parts)
        if (s.find(p) != std::string::npos) return true;
    return false;
}

std::string utf8_repeat(const std::string& s, std::size_t n) {
    std::string out;
    for (std::size_t i = 0; i < n; ++i) out += s;
    return out;
}

}  // namespace

TEST_CASE("hostile: every numeric setter and factory with NaN, +-inf, negative, zero, 1e308", "[hostile][setters]") {
    std::size_t refused = 0, drawn = 0;
    for (const Setter& s : setters())
        for (const double v : hostile_numbers) {
            INFO(s.what << "(" << v << ")");
            const Outcome o = attempt([&](Figure& f) { s.call(f, v); }, s.names);
            (o.drawn ? drawn : refused)++;
            // Infinities are never drawn; NaN only where it marks a missing value.
            if (std::isinf(v) || (std::isnan(v) && !s.nan_is_missing)) CHECK_FALSE(o.drawn);
        }
    INFO(refused << " refused, " << drawn << " drawn");
    CHECK(refused > 0);
    CHECK(drawn > 0);
}

TEST_CASE("hostile: empty data, labels and texts", "[hostile][empty]") {
    const std::vector<std::string> any{"empty", "no ", "at least", "must", "label", "same", "tick", "length"};
    std::vector<std::function<void(Figure&)>> cases{
        [](Figure& f) { f.axes().line(std::vector<double>{}, std::vector<double>{}); },
        [](Figure& f) { f.axes().bars(std::vector<double>{}, std::vector<double>{}); },
        [](Figure& f) { f.axes().hbars(std::vector<double>{}, std::vector<double>{}); },
        [](Figure& f) { f.axes().scatter(std::vector<double>{}, std::vector<double>{}); },
        [](Figure& f) { f.axes().band(std::vector<double>{}, std::vector<double>{}, std::vector<double>{}); },
        [](Figure& f) { f.axes().error_bars(std::vector<double>{}, std::vector<double>{}); },
        [](Figure& f) { f.axes().heatmap(std::vector<double>{}, 0, 0); },
        [](Figure& f) { f.axes().heatmap(std::vector<std::vector<double>>{}); },
        [](Figure& f) { f.axes().line({0, 1}, {0, 1}).label(""); f.axes().legend(); },
        [](Figure& f) { f.axes().legend(); },
        [](Figure& f) { f.legend(); },
        [](Figure& f) { f.axes().text({0.5, 0.5}, "", Coords::axes); },
        [](Figure& f) { f.axes().title(""); f.axes().x_label(""); f.suptitle(""); },
        [](Figure& f) { f.axes().x_ticks(std::vector<double>{}); f.axes().line({0, 1}, {0, 1}); },
        [](Figure& f) { f.axes().line({0, 1}, {0, 1}); f.axes().x_ticks({0, 1}, {"only one label"}); },
        [](Figure& f) { f.axes().box(Rect{0, 0, 1, 1}, ""); },
        [](Figure& f) { f.axes().annotate("", {0, 0}, {1, 1}); },
        [](Figure& f) { f.axes().line({0, 1, 2}, {0, 1}); },  // lengths differ
        [](Figure&) {},                                         // nothing at all
    };
    for (std::size_t i = 0; i < cases.size(); ++i) {
        INFO("case " << i);
        (void)attempt(cases[i], any);
    }
}

TEST_CASE("hostile: 100,000 bars are drawn", "[hostile][counts]") {
    std::vector<double> x(100000), h(100000);
    for (std::size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<double>(i);
        h[i] = 1 + static_cast<double>(i % 97);
    }
    const Outcome o = attempt([&](Figure& f) { f.axes().bars(x, h).label("bars"); f.axes().legend(); }, {"bars"});
    CHECK(o.drawn);
}

TEST_CASE("hostile: 10,000 labelled categories", "[hostile][counts]") {
    const std::size_t n = 10000;
    std::vector<double> x(n), h(n);
    std::vector<std::string> labels(n);
    for (std::size_t i = 0; i < n; ++i) {
        x[i] = static_cast<double>(i);
        h[i] = 1 + static_cast<double>(i % 13);
        labels[i] = "category " + std::to_string(i);
    }
    const Outcome o = attempt(
        [&](Figure& f) {
            Axes& ax = f.axes();
            ax.bars(x, h);
            ax.x_ticks(x, labels).rotate(90);
        },
        {"tick", "label", "categor"});
    CHECK(o.drawn);
    // They collide by the million: the report lists max_listed_collisions and counts the rest.
    Figure f{inches(4, 3)};
    f.axes().bars(x, h);
    f.axes().x_ticks(x, labels).rotate(90);
    const auto c = f.collisions();
    REQUIRE(c.size() == max_listed_collisions + 1);
    CHECK(c.back().first.find("more collisions") != std::string::npos);
}

TEST_CASE("hostile: a text rotated by 1e308 degrees is drawn at that angle modulo 360", "[hostile][text]") {
    for (const double degrees : {1e308, -1e308, 7e15, 3600.0 + 30}) {
        INFO("rotate(" << degrees << ")");
        const Outcome o = attempt([&](Figure& f) { f.axes().text({0.5, 0.5}, "turned", Coords::axes).rotate(degrees); },
                                  {"rotation"});
        CHECK(o.drawn);
    }
}

TEST_CASE("hostile: long, invalid UTF-8, RTL, CJK and emoji labels", "[hostile][text]") {
    const std::vector<std::string> names{"character", "UTF-8", "utf-8", "text", "line"};
    const std::vector<std::string> texts{
        std::string(5000, 'x'),                 // at the limit
        std::string(5001, 'x'),                 // over it
        utf8_repeat("word ", 1000),             // 5,000 characters that wrap
        "bad \xff\xfe bytes",                   // invalid UTF-8
        "truncated \xe2\x82",                   // a cut multi-byte sequence
        std::string("nul \0 inside", 12),       // an embedded NUL
        "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d \xd8\xb3\xd9\x84\xd8\xa7\xd9\x85",  // Hebrew, Arabic (RTL)
        "\xe6\xbc\xa2\xe5\xad\x97 \xe3\x81\x8b\xe3\x81\xaa \xed\x95\x9c\xea\xb8\x80",  // CJK
        "\xf0\x9f\x98\x80 \xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x92\xbb \xf0\x9f\x87\xaf\xf0\x9f\x87\xb5",  // emoji, ZWJ, flag
        "\xe2\x80\xae reversed \xe2\x80\xac",   // bidi override
        utf8_repeat("\xcc\x81", 2000),          // 2,000 combining accents
        std::string(100, '\n'),                 // 100 empty lines
        "<b>not markup</b> & <",                // markup characters
    };
    for (std::size_t i = 0; i < texts.size(); ++i) {
        INFO("text " << i << " (" << texts[i].size() << " bytes)");
        const std::string& t = texts[i];
        const Outcome legend = attempt([&](Figure& f) { f.axes().line({0, 1}, {0, 1}).label(t); f.axes().legend(); }, names);
        const Outcome title = attempt([&](Figure& f) { f.axes().title(t); f.axes().line({0, 1}, {0, 1}); }, names);
        if (i >= 6 && i <= 9) {  // RTL, CJK, emoji, bidi controls: drawn
            CHECK(legend.drawn);
            CHECK(title.drawn);
        }
        if (i >= 3 && i <= 5) {  // invalid UTF-8, NUL: refused, saying so
            CHECK(has_any(legend.error, {"UTF-8", "NUL"}));
        }
        (void)attempt([&](Figure& f) { f.axes().bars({0, 1}, {1, 2}); f.axes().x_ticks({0, 1}, {t, "b"}); }, names);
        (void)attempt([&](Figure& f) { f.axes().text({0.5, 0.5}, t, Coords::axes).wrap(100); }, names);
        (void)attempt([&](Figure& f) { f.suptitle(t); f.axes().heatmap({1, 2, 3, 4}, 2, 2, {t, "c"}, {"r", t}); }, names);
    }
}

TEST_CASE("hostile: zero-size, tiny and 1e6-inch figures", "[hostile][page]") {
    const std::vector<std::string> names{"figure size", "size", "squeezed", "image size"};
    for (const Size page : {Size{0, 0}, Size{0, 100}, Size{-72, 72}, Size{nan_v, 72}, Size{inf_v, 72},
                            inches(1e6, 1e6), inches(1e6, 1), Size{1, 1}, Size{1e-300, 1e-300}, Size{1e5, 10}}) {
        INFO("page " << page.width << " x " << page.height << " pt");
        const Outcome o = attempt([](Figure& f) { f.axes().line({0, 1}, {0, 1}); }, names, page, 1);
        if (!(page.width > 0) || !(page.height > 0) || page.width > 1e5 || page.height > 1e5) CHECK_FALSE(o.drawn);
    }
}

TEST_CASE("hostile: dpi 0, negative, NaN and 1e6, and the largest PNG", "[hostile][page]") {
    Figure fig{inches(4, 3)};
    fig.axes().line({0, 1}, {0, 1});
    const Scene s = fig.scene();
    for (const double dpi : {0.0, -72.0, nan_v, inf_v, 1e6, 1e308, 1e-308}) {
        INFO("dpi " << dpi);
        SaveOptions o;
        o.dpi = dpi;
        CHECK_THROWS_WITH(fig.to_bytes(s, Format::png, o), Catch::Contains("image size"));
    }
    // Just over the pixel cap (max_png_pixels, README "Limits") is refused
    // before anything is allocated; a 4,000 x 4,000 px PNG is drawn.
    Figure edge{inches(10, 10)};
    edge.axes().line({0, 1}, {0, 1});
    SaveOptions o;
    o.dpi = 1000.1;  // 10,002 x 10,002 px
    REQUIRE_THROWS_WITH(edge.to_bytes(Format::png, o), Catch::Contains("at most 100000000 pixels"));
    o.dpi = 400;
    CHECK(edge.to_bytes(Format::png, o).compare(1, 3, "PNG") == 0);
    // A big page at a normal dpi that would need gigabytes is refused, not allocated.
    Figure big{Size{1e5, 1e5}};
    big.axes().line({0, 1}, {0, 1});
    o.dpi = 23;  // 31,944 x 31,944 px: 4 GB of pixels
    CHECK_THROWS_WITH(big.to_bytes(Format::png, o), Catch::Contains("image size"));
}

TEST_CASE("hostile: math nested 10,000 deep is refused by name", "[hostile][math]") {
    const std::size_t n = 10000;
    const std::vector<std::string> deep{
        "$" + std::string(n, '{') + "x" + std::string(n, '}') + "$",
        "$" + utf8_repeat("x^{", n) + "x" + std::string(n, '}') + "$",
        "$" + utf8_repeat("x_", n) + "x$",
        "$" + utf8_repeat("\\mathbf{", n) + "x" + std::string(n, '}') + "$",
        "$" + std::string(n, '{') + "$",  // unbalanced as well
        utf8_repeat("$x$", n / 3),        // 3,333 math runs side by side: within the text limit
    };
    for (std::size_t i = 0; i < deep.size(); ++i) {
        INFO("math case " << i);
        const Outcome o = attempt([&](Figure& f) { f.axes().title(deep[i]); f.axes().line({0, 1}, {0, 1}); },
                                  {"nested deeper", "math", "character", "unbalanced", "brace", "group", "subscript"});
        if (i < 5) CHECK_FALSE(o.drawn);
    }
}

TEST_CASE("hostile: 10,000 axes in a grid and more", "[hostile][counts]") {
    Figure f{inches(8, 8)};
    CHECK_THROWS_WITH(f.grid(10001, 1), Catch::Contains("at most"));
    CHECK_THROWS_WITH(f.grid(1 << 20, 1 << 20), Catch::Contains("at most"));
    CHECK_THROWS_WITH(f.grid(0, 3), Catch::Contains("rows and columns"));
    CHECK_THROWS_WITH(f.grid(-1, 3), Catch::Contains("rows and columns"));
    // 100 x 100 axes: laid out (squeezed plots are reported), never a crash.
    const Outcome o = attempt([](Figure& g) { (void)g.grid(100, 100); }, {"squeezed", "axes"}, inches(8, 8), 10);
    CHECK((o.drawn || !o.error.empty()));
}
