// Legends as matplotlib draws them (columns filled column by column, a
// dashed line's handle dashed) and the colour cycle (an explicitly coloured
// artist does not use up a cycle colour), checked on laid-out scenes.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <map>
#include <string>
#include <vector>

using namespace sqfig;

namespace {

// Page position of each legend entry's text, by label.
std::map<std::string, Point> legend_text_positions(const Scene& s) {
    std::map<std::string, Point> out;
    for (const SceneItem& it : s.items)
        if (it.payload.text() && it.kind == "legend text") {
            const Rect b = it.payload.text()->quad().bounds();
            out[it.payload.text()->text.plain] = {b.left(), b.top()};
        }
    return out;
}

// The stroke colour of the first data item of `kind` whose owner names `label`.
Color drawn_color(const Scene& s, const std::string& kind, const std::string& label) {
    for (const SceneItem& it : s.items) {
        if (it.kind != kind || it.owner.find("\"" + label + "\"") == std::string::npos || !it.payload.path()) continue;
        if (it.payload.path()->stroke) return it.payload.path()->stroke->color;
        if (it.payload.path()->fill) return *it.payload.path()->fill;
    }
    FAIL("no " << kind << " \"" << label << "\" in the scene");
    return {};
}

const Style kStyle{};
Color cycle(std::size_t i) { return kStyle.color_cycle[i]; }

}  // namespace

TEST_CASE("legend cells are filled column by column, as numpy.array_split does", "[legend]") {
    using C = Legend::Cell;
    const auto cells = [](std::size_t n, std::size_t cols) {
        std::vector<std::pair<std::size_t, std::size_t>> v;
        for (std::size_t i = 0; i < n; ++i) {
            const C c = Legend::cell_of(i, n, cols);
            v.emplace_back(c.row, c.column);
        }
        return v;
    };
    using V = std::vector<std::pair<std::size_t, std::size_t>>;
    // 5 in 2 columns: 3 + 2.
    CHECK(cells(5, 2) == V{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}});
    // 7 in 3 columns: 3 + 2 + 2 (not 3 + 3 + 1).
    CHECK(cells(7, 3) == V{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}});
    // 5 in 4 columns: 2 + 1 + 1 + 1, every column used.
    CHECK(cells(5, 4) == V{{0, 0}, {1, 0}, {0, 1}, {0, 2}, {0, 3}});
    // One row, one column.
    CHECK(cells(3, 3) == V{{0, 0}, {0, 1}, {0, 2}});
    CHECK(cells(3, 1) == V{{0, 0}, {1, 0}, {2, 0}});
}

TEST_CASE("a legend with columns reads down each column first", "[legend]") {
    Figure fig{inches(6, 3)};
    Axes& ax = fig.axes();
    const char* labels[] = {"e0", "e1", "e2", "e3", "e4"};
    for (int i = 0; i < 5; ++i) ax.line({0, 1}, {double(i), double(i) + 1}).label(labels[i]);
    ax.legend().columns(2).location(LegendLocation::outside_right);
    const auto at = legend_text_positions(fig.scene());
    REQUIRE(at.size() == 5);
    // Column 0: e0 e1 e2 top to bottom; column 1: e3 e4, level with e0 e1.
    CHECK(at.at("e0").x == Approx(at.at("e1").x));
    CHECK(at.at("e1").x == Approx(at.at("e2").x));
    CHECK(at.at("e0").y < at.at("e1").y);
    CHECK(at.at("e1").y < at.at("e2").y);
    CHECK(at.at("e3").x > at.at("e0").x + 5);
    CHECK(at.at("e3").x == Approx(at.at("e4").x));
    CHECK(at.at("e3").y == Approx(at.at("e0").y));
    CHECK(at.at("e4").y == Approx(at.at("e1").y));
    CHECK(fig.collisions().empty());
}

TEST_CASE("a dashed line's legend handle is dashed, a solid one solid", "[legend]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1, 2}, {0, 1, 0}).label("solid");
    ax.line({0, 1, 2}, {1, 0, 1}).dashed({3, 1.5}).label("dashed");
    ax.legend().location(LegendLocation::outside_right);
    const Scene s = fig.scene();
    std::vector<std::vector<double>> handle_dashes;
    for (const SceneItem& it : s.items)
        if (it.kind == "legend handle" && it.payload.path() && it.payload.path()->stroke) handle_dashes.push_back(it.payload.path()->dashes);
    REQUIRE(handle_dashes.size() == 2);
    CHECK(handle_dashes[0].empty());
    CHECK(handle_dashes[1] == std::vector<double>{3, 1.5});
    // The line itself carries the same pattern.
    for (const SceneItem& it : s.items)
        if (it.kind == "line" && it.owner.find("\"dashed\"") != std::string::npos) {
            REQUIRE(it.payload.path());
            CHECK(it.payload.path()->dashes == std::vector<double>{3, 1.5});
        }
}

TEST_CASE("an explicitly coloured artist does not use up a cycle colour", "[cycle]") {
    SECTION("lines") {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        ax.line({0, 1}, {0, 1}).color("black").label("fixed");
        ax.line({0, 1}, {1, 0}).label("first");
        ax.line({0, 1}, {1, 1}).width(2).color("tab:red").label("fixed 2");  // other setters in between
        ax.line({0, 1}, {0, 0}).label("second");
        const Scene s = fig.scene();
        CHECK(drawn_color(s, "line", "fixed") == Color("black"));
        CHECK(drawn_color(s, "line", "first") == cycle(0));
        CHECK(drawn_color(s, "line", "fixed 2") == Color("tab:red"));
        CHECK(drawn_color(s, "line", "second") == cycle(1));
    }
    SECTION("bars, with color() or colors()") {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        ax.bars({0, 1}, {1, 2}).color("#123456").label("fixed");
        ax.bars({0, 1}, {1, 2}).colors({"0.2", "0.4"}).label("per bar");
        ax.bars({0, 1}, {1, 2}).offset(0.2).width(0.2).label("first");
        ax.line({0, 1}, {1, 1}).label("line");
        const Scene s = fig.scene();
        CHECK(drawn_color(s, "bars", "first") == cycle(0));
        CHECK(drawn_color(s, "line", "line") == cycle(1));
    }
    SECTION("coloured later, after another artist took a colour: like matplotlib's set_color") {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        Line& a = ax.line({0, 1}, {0, 1}).label("a");
        ax.line({0, 1}, {1, 0}).label("b");
        a.color("black");  // b keeps C1, and the next artist gets C2
        ax.line({0, 1}, {1, 1}).label("c");
        const Scene s = fig.scene();
        CHECK(drawn_color(s, "line", "a") == Color("black"));
        CHECK(drawn_color(s, "line", "b") == cycle(1));
        CHECK(drawn_color(s, "line", "c") == cycle(2));
    }
    SECTION("recoloured twice, and in reverse order: each colour given back once") {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        Line& a = ax.line({0, 1}, {0, 1}).label("a");
        Line& b = ax.line({0, 1}, {1, 0}).label("b");
        b.color("black").color("gray");
        a.color("red");  // b gave C1 back, so a's C0 is the last one out: back too
        ax.line({0, 1}, {1, 1}).label("c");
        ax.line({0, 1}, {0.5, 0.5}).label("d");
        const Scene s = fig.scene();
        CHECK(drawn_color(s, "line", "c") == cycle(0));
        CHECK(drawn_color(s, "line", "d") == cycle(1));
    }
    SECTION("a rejected colour changes nothing") {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        Line& a = ax.line({0, 1}, {0, 1}).label("a");
        CHECK_THROWS_AS(a.color(Color(2, 0, 0)), Error);
        ax.line({0, 1}, {1, 0}).label("b");
        const Scene s = fig.scene();
        CHECK(drawn_color(s, "line", "a") == cycle(0));
        CHECK(drawn_color(s, "line", "b") == cycle(1));
    }
    SECTION("a factory that throws takes no colour") {
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        CHECK_THROWS_AS(ax.line({0, 1, 2}, {0, 1}), Error);
        CHECK_THROWS_AS(ax.bars({0, 1, 2}, {0, 1}), Error);
        ax.line({0, 1}, {1, 0}).label("first");
        CHECK(drawn_color(fig.scene(), "line", "first") == cycle(0));
    }
}

TEST_CASE("bands, error bars and horizontal bars take cycle colours like lines and bars", "[legend][cycle]") {
    sqfig::Figure fig{sqfig::inches(4, 3)};
    sqfig::Axes& ax = fig.axes();
    ax.band({0, 1}, {0, 1}, {1, 2}).color("black");   // explicit: gives its cycle colour back
    ax.error_bars({0, 1}, {1, 2}).color("black");
    ax.hbars({0, 1}, {1, 2}).color("black");
    const sqfig::Line& l = ax.line({0, 1}, {0, 1});      // so this one is C0
    (void)l;
    CHECK(ax.next_color() == sqfig::Color("C1"));
}
