// Colours, rectangles and oriented boxes: the value types everything else uses.
#include <catch2/catch.hpp>

#include <sqfig/core/color.hpp>
#include "sqfig/core/color_names.hpp"
#include <sqfig/core/geometry.hpp>
#include <sqfig/core/quad.hpp>

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

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
    for (const char* bad : {"C", "c0", "C0x", "0.5.5", ".", "-", "0.5 ", " 0.5", "1e-1", "K", "#12345"}) {
        CAPTURE(bad);
        CHECK_THAT(error_of(bad), Contains(std::string("\"") + bad + "\""));
    }
}

TEST_CASE("every colour name matplotlib accepts, with matplotlib's values", "[core][color][color_names]") {
    // Expected: matplotlib 3.6.3, matplotlib.colors.to_rgb(name) (issue 48).
    // A sample per family: the base letters, CSS4, tab:, xkcd: (with its
    // grey/gray spellings and names holding ' and /), and mixed case, which
    // matplotlib lower-cases for every name longer than one letter.
    struct Expected {
        const char* name;
        double r, g, b;
    };
    const Expected expected[] = {
        {"b", 0.0, 0.0, 1.0},
        {"g", 0.0, 0.5, 0.0},
        {"r", 1.0, 0.0, 0.0},
        {"c", 0.0, 0.75, 0.75},
        {"m", 0.75, 0.0, 0.75},
        {"y", 0.75, 0.75, 0.0},
        {"k", 0.0, 0.0, 0.0},
        {"w", 1.0, 1.0, 1.0},
        {"navy", 0.0, 0.0, 0.5019607843137255},
        {"lightgrey", 0.8274509803921568, 0.8274509803921568, 0.8274509803921568},
        {"lightgray", 0.8274509803921568, 0.8274509803921568, 0.8274509803921568},
        {"darkorange", 1.0, 0.5490196078431373, 0.0},
        {"rebeccapurple", 0.4, 0.2, 0.6},
        {"gray", 0.5019607843137255, 0.5019607843137255, 0.5019607843137255},
        {"grey", 0.5019607843137255, 0.5019607843137255, 0.5019607843137255},
        {"green", 0.0, 0.5019607843137255, 0.0},
        {"orange", 1.0, 0.6470588235294118, 0.0},
        {"purple", 0.5019607843137255, 0.0, 0.5019607843137255},
        {"aliceblue", 0.9411764705882353, 0.9725490196078431, 1.0},
        {"yellowgreen", 0.6039215686274509, 0.803921568627451, 0.19607843137254902},
        {"darkslategrey", 0.1843137254901961, 0.30980392156862746, 0.30980392156862746},
        {"whitesmoke", 0.9607843137254902, 0.9607843137254902, 0.9607843137254902},
        {"tab:blue", 0.12156862745098039, 0.4666666666666667, 0.7058823529411765},
        {"tab:grey", 0.4980392156862745, 0.4980392156862745, 0.4980392156862745},
        {"tab:olive", 0.7372549019607844, 0.7411764705882353, 0.13333333333333333},
        {"xkcd:sky blue", 0.4588235294117647, 0.7333333333333333, 0.9921568627450981},
        {"xkcd:grey", 0.5725490196078431, 0.5843137254901961, 0.5686274509803921},
        {"xkcd:gray", 0.5725490196078431, 0.5843137254901961, 0.5686274509803921},
        {"xkcd:burnt orange", 0.7529411764705882, 0.3058823529411765, 0.00392156862745098},
        {"xkcd:robin's egg", 0.42745098039215684, 0.9294117647058824, 0.9921568627450981},
        {"xkcd:green/blue", 0.00392156862745098, 0.7529411764705882, 0.5529411764705883},
        {"xkcd:light grey green", 0.7176470588235294, 0.8823529411764706, 0.6313725490196078},
        {"xkcd:light gray green", 0.7176470588235294, 0.8823529411764706, 0.6313725490196078},
        {"xkcd:windows blue", 0.21568627450980393, 0.47058823529411764, 0.7490196078431373},
        {"Navy", 0.0, 0.0, 0.5019607843137255},
        {"DarkOrange", 1.0, 0.5490196078431373, 0.0},
        {"XKCD:Sky Blue", 0.4588235294117647, 0.7333333333333333, 0.9921568627450981},
        {"Tab:Blue", 0.12156862745098039, 0.4666666666666667, 0.7058823529411765},
        {"LightGrey", 0.8274509803921568, 0.8274509803921568, 0.8274509803921568},
    };
    for (const Expected& e : expected) {
        CAPTURE(e.name);
        CHECK(Color(e.name) == Color(e.r, e.g, e.b));
    }
    // matplotlib's colors._colors_full_map holds 1163 names; each parses, in
    // any case when longer than a letter, and is found by its own spelling.
    const std::vector<std::string_view> names = sqfig::detail::color_names();
    CHECK(names.size() == 1163);
    for (std::string_view n : names) {
        CAPTURE(n);
        const auto c = sqfig::detail::named_color(n);
        REQUIRE(c);
        CHECK(Color::parse(n) == *c);
        if (n.size() > 1) {
            std::string upper(n);
            for (char& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
            CHECK(Color::parse(upper) == *c);
        }
    }
    CHECK(Color("NONE").a == 0.0);
    CHECK(Color("#abcd") == Color(0xaa / 255.0, 0xbb / 255.0, 0xcc / 255.0, 0xdd / 255.0));  // "#rgba", as matplotlib
}

TEST_CASE("an unknown colour name suggests the nearest of all names", "[core][color][color_names]") {
    // matplotlib refuses each of these too; a single letter is matched exactly ("K" is not "k").
    const auto error_of = [](const char* spec) -> std::string {
        try {
            Color c(spec);
        } catch (const sqfig::Error& e) {
            return e.what();
        }
        return "";
    };
    using Catch::Matchers::Contains;
    CHECK_THAT(error_of("navyy"), Contains("unknown colour \"navyy\"") && Contains("did you mean \"navy\""));
    CHECK_THAT(error_of("lightgreyy"), Contains("did you mean \"lightgrey\""));
    CHECK_THAT(error_of("darkornage"), Contains("did you mean \"darkorange\""));
    CHECK_THAT(error_of("xkcd:sky bleu"), Contains("did you mean \"xkcd:sky blue\""));
    CHECK_THAT(error_of("XKCD:Sky Bleu"), Contains("did you mean \"xkcd:sky blue\""));
    CHECK_THAT(error_of("tab:blu"), Contains("did you mean \"tab:blue\""));
    // Two letters short: the nearest is as far as the lengths differ (the length bound must not skip it).
    CHECK_THAT(error_of("lightgr"), Contains("did you mean \"lightgray\""));
    CHECK_THAT(error_of("K"), Contains("unknown colour \"K\""));
    CHECK_THAT(error_of("qqqqqqqqqqqqqqqq"), !Contains("did you mean"));
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
