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
