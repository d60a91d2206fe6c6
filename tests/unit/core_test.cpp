// Colours, rectangles and oriented boxes: the value types everything else uses.
#include <catch2/catch.hpp>

#include <sqfig/core/color.hpp>
#include <sqfig/core/geometry.hpp>
#include <sqfig/core/quad.hpp>

using sqfig::Color;
using sqfig::Point;
using sqfig::Quad;
using sqfig::Rect;

TEST_CASE("colours parse from hex and names", "[core][color]") {
    const Color c("#1f4e79");
    CHECK(c.r == Approx(0x1f / 255.0));
    CHECK(c.g == Approx(0x4e / 255.0));
    CHECK(c.b == Approx(0x79 / 255.0));
    CHECK(c.a == 1.0);
    CHECK(Color("#fff") == Color(1, 1, 1));
    CHECK(Color("#00000080").a == Approx(128 / 255.0));
    CHECK(Color("white") == Color(1, 1, 1));
    CHECK(Color("none").a == 0.0);
}

TEST_CASE("unknown colours are errors naming the string", "[core][color]") {
    for (const char* bad : {"", "#", "#12", "#12345", "#gggggg", "blu", "1f4e79", "#1f4e79ff00"}) {
        CAPTURE(bad);
        try {
            Color c(bad);
            FAIL("accepted " << bad);
        } catch (const sqfig::Error& e) {
            CHECK(std::string(e.what()).find(std::string("\"") + bad + "\"") != std::string::npos);
        }
    }
}

TEST_CASE("matplotlib's colour strings: C0..C9, tab: names, grey levels", "[core][color]") {
    // tab10, as matplotlib defines it.
    const char* tab10[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
                           "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
    const char* names[] = {"blue", "orange", "green", "red", "purple", "brown", "pink", "gray", "olive", "cyan"};
    for (int i = 0; i < 10; ++i) {
        CAPTURE(i);
        CHECK(Color("C" + std::to_string(i)) == Color(tab10[i]));
        CHECK(Color(std::string("tab:") + names[i]) == Color(tab10[i]));
    }
    CHECK(Color("tab:grey") == Color("tab:gray"));
    // The default style cycle is the same palette, so "C0" is the first cycle colour.
    CHECK(Color::tab10()[0] == Color("#1f77b4"));
    // Grey levels: 0 black, 1 white, a decimal in between.
    CHECK(Color("0") == Color(0, 0, 0));
    CHECK(Color("1") == Color(1, 1, 1));
    CHECK(Color("0.5") == Color(0.5, 0.5, 0.5));
    CHECK(Color(".25") == Color(0.25, 0.25, 0.25));
    CHECK(Color("0.3").r == 0.3);  // correctly rounded, not 3 * 0.1
    CHECK(Color("1.000") == Color(1, 1, 1));
    CHECK(Color("0.75").a == 1.0);
    CHECK(Color("0.123456789012345678").r == Approx(0.123456789012345));
}

TEST_CASE("matplotlib colour strings out of range are clear errors", "[core][color]") {
    const auto error_of = [](const char* spec) -> std::string {
        try {
            Color c(spec);
        } catch (const sqfig::Error& e) {
            return e.what();
        }
        return "";
    };
    using Catch::Matchers::Contains;
    CHECK_THAT(error_of("C10"), Contains("\"C10\"") && Contains("\"C0\" to \"C9\""));
    CHECK_THAT(error_of("C99"), Contains("\"C0\" to \"C9\""));
    CHECK_THAT(error_of("tab:nope"), Contains("\"tab:nope\"") && Contains("tab:blue") && Contains("tab:cyan"));
    CHECK_THAT(error_of("tab:"), Contains("tab:blue"));
    CHECK_THAT(error_of("1.5"), Contains("\"1.5\"") && Contains("grey level must be between 0 (black) and 1"));
    CHECK_THAT(error_of("2"), Contains("grey level"));
    CHECK_THAT(error_of("-0.5"), Contains("grey level"));
    CHECK_THAT(error_of("10"), Contains("grey level"));
    CHECK_THAT(error_of("1.0001"), Contains("grey level"));
    // Not numbers and not names: the generic message.
    for (const char* bad : {"C", "c0", "C0x", "0.5.5", ".", "-", "0.5 ", " 0.5", "1e-1", "Tab:blue"}) {
        CAPTURE(bad);
        CHECK_THAT(error_of(bad), Contains(std::string("\"") + bad + "\""));
    }
}

TEST_CASE("rectangles intersect, contain and unite", "[core][geometry]") {
    const Rect a{0, 0, 10, 10}, b{5, 5, 10, 10}, c{10, 0, 5, 5};
    CHECK(a.intersects(b));
    CHECK_FALSE(a.intersects(c));  // touching edges do not overlap
    CHECK(a.overlap_area(b) == Approx(25));
    CHECK(a.united(c).width == Approx(15));
    CHECK(a.contains(Rect{1, 1, 2, 2}));
    CHECK_FALSE(a.contains(b));
    CHECK(sqfig::inches(1.0) == Approx(72));
    CHECK(sqfig::inches(7.2, 3.0).width == Approx(518.4));
}

TEST_CASE("oriented boxes use the separating axis test", "[core][quad]") {
    // Two thin boxes rotated 45 degrees, side by side: their axis-aligned
    // bounds overlap, the boxes themselves do not.
    const Quad q1{{Point{0, 10}, Point{10, 0}, Point{12, 2}, Point{2, 12}}};
    const Quad q2{{Point{4, 14}, Point{14, 4}, Point{16, 6}, Point{6, 16}}};
    CHECK(q1.bounds().intersects(q2.bounds()));
    CHECK_FALSE(q1.intersects(q2));
    CHECK(q1.intersects(Quad::from_rect({5, 5, 2, 2})));
    CHECK(q1.inside(Rect{0, 0, 20, 20}));
    CHECK_FALSE(q1.inside(Rect{1, 1, 20, 20}));
}

TEST_CASE("segment length inside a rectangle", "[core][quad]") {
    CHECK(sqfig::clipped_length({-5, 5}, {15, 5}, {0, 0, 10, 10}) == Approx(10));
    CHECK(sqfig::clipped_length({-5, -5}, {-1, -1}, {0, 0, 10, 10}) == 0);
    CHECK(sqfig::clipped_length({0, 0}, {10, 10}, {0, 0, 10, 10}) == Approx(std::sqrt(200.0)));
}
