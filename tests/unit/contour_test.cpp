// Contour lines and filled contours (issue 48): levels, lines and band areas
// against matplotlib's (contour_reference.hpp), the saddle and hole rules,
// hostile input, colours and colourbar, and the inline level labels.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "contour_reference.hpp"

using namespace sqfig;

namespace {

const double kHole = std::numeric_limits<double>::quiet_NaN();

bool contour_near(Point a, double x, double y) { return std::abs(a.x - x) <= 1e-9 && std::abs(a.y - y) <= 1e-9; }

// Does sqfig's line `s` trace matplotlib's `xy` (x0, y0, x1, y1, ...)? Open
// lines: the same vertices in the same order. Closed lines (matplotlib repeats
// the first vertex at the end): the same cycle, from any start, either way
// round: contourpy starts a loop where its scan of the cells first meets it
// and sqfig where its own scan does, which the geometry does not depend on.
bool same_contour_line(const ContourLine& s, const std::vector<double>& xy) {
    const std::size_t n = xy.size() / 2;
    // (matplotlib ends some loops on a point recomputed from the other cell: equal within rounding)
    const bool closed = n > 2 && contour_near(Point{xy[0], xy[1]}, xy[2 * n - 2], xy[2 * n - 1]);
    if (closed != s.closed) return false;
    if (!closed) {
        if (s.points.size() != n) return false;
        for (std::size_t i = 0; i < n; ++i)
            if (!contour_near(s.points[i], xy[2 * i], xy[2 * i + 1])) return false;
        return true;
    }
    const std::size_t m = n - 1;
    if (s.points.size() != m) return false;
    for (std::size_t start = 0; start < m; ++start)
        for (int dir : {1, -1}) {
            bool all = true;
            for (std::size_t i = 0; i < m && all; ++i) {
                const std::size_t j = (start + static_cast<std::size_t>(static_cast<long>(m) + dir * static_cast<long>(i))) % m;
                all = contour_near(s.points[j], xy[2 * i], xy[2 * i + 1]);
            }
            if (all) return true;
        }
    return false;
}


}  // namespace

TEST_CASE("contour: levels and lines equal matplotlib's", "[contour]") {
    for (const auto& field : contour_reference::fields()) {
        INFO(field.name);
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        Contour& c = ax.contour(field.x, field.y, field.z);
        REQUIRE(c.level_values().size() == field.levels.size());
        for (std::size_t i = 0; i < field.levels.size(); ++i) CHECK(c.level_values()[i] == Approx(field.levels[i]).epsilon(1e-15));
        for (std::size_t level = 0; level < field.levels.size(); ++level) {
            INFO("level " << level);
            std::vector<const std::vector<double>*> want;
            for (const auto& l : field.lines)
                if (static_cast<std::size_t>(l.level) == level) want.push_back(&l.xy);
            const std::vector<ContourLine>& got = c.lines(level);
            CHECK(got.size() == want.size());
            for (const auto* xy : want) {
                bool found = false;
                for (const ContourLine& s : got) found = found || same_contour_line(s, *xy);
                CHECK(found);
            }
        }
    }
}

TEST_CASE("contourf: band areas equal matplotlib's", "[contour]") {
    for (const auto& field : contour_reference::fields()) {
        INFO(field.name);
        Figure fig{inches(4, 3)};
        Contour& c = fig.axes().contourf(field.x, field.y, field.z);
        REQUIRE(c.level_values() == field.filled_levels);
        REQUIRE(field.band_areas.size() == field.filled_levels.size() - 1);
        double total = 0;
        for (std::size_t b = 0; b < field.band_areas.size(); ++b) {
            INFO("band " << b);
            CHECK(std::abs(c.band_area(b) - field.band_areas[b]) <= 1e-9 * std::max(1.0, std::abs(field.band_areas[b])));
            total += c.band_area(b);
        }
        if (std::string(field.name) != "hole")  // the bands tile the grid
            CHECK(total == Approx((field.x.back() - field.x.front()) * (field.y.back() - field.y.front())).epsilon(1e-12));
    }
}

TEST_CASE("contour: a saddle joins the corners on the side of its centre", "[contour]") {
    // One cell, high corners (0, 0) and (1, 1), mean 0.5: a level below the
    // mean joins the high corners (each line cuts off a low corner), a level
    // above it separates them (each line cuts off a high corner).
    for (double level : {0.4, 0.6}) {
        INFO("level " << level);
        const bool joined = level < 0.5;
        Figure fig{inches(4, 3)};
        Contour& c = fig.axes().contour(std::vector<double>{1, 0, 0, 1}, 2, 2).levels(std::vector<double>{level});
        REQUIRE(c.lines(0).size() == 2);
        for (const ContourLine& l : c.lines(0)) {
            const double mx = (l.points.front().x + l.points.back().x) / 2, my = (l.points.front().y + l.points.back().y) / 2;
            const bool near_low_corner = std::abs(mx - my) > 0.5;  // (1, 0) or (0, 1)
            CHECK(near_low_corner == joined);
        }
        Figure ff{inches(4, 3)};
        Contour& f = ff.axes().contourf(std::vector<double>{1, 0, 0, 1}, 2, 2).levels(std::vector<double>{level, 2});
        // Joined: the cell less two low-corner triangles (legs `level`); apart: two high-corner triangles.
        CHECK(f.band_area(0) == Approx(joined ? 1 - level * level : (1 - level) * (1 - level)));
    }
}

TEST_CASE("contour: NaN points leave holes with corner masking", "[contour]") {
    // 3 x 3 grid, the centre NaN: each of the four cells becomes a triangle,
    // the hole the diamond between the centre's neighbours (area 2 of 4).
    std::vector<double> z{0, 1, 0, 1, kHole, 1, 0, 1, 0};
    Figure fig{inches(4, 3)};
    Contour& f = fig.axes().contourf(z, 3, 3).levels(std::vector<double>{-1, 2});
    CHECK(f.band_area(0) == Approx(2.0));
    // A line through the masked region ends on the hole's edge (the diagonals).
    Figure g{inches(4, 3)};
    Contour& c = g.axes().contour(z, 3, 3).levels(std::vector<double>{0.5});
    CHECK(c.lines(0).size() == 4);
    for (const ContourLine& l : c.lines(0)) CHECK_FALSE(l.closed);
    // A corner cut off by one NaN: the other three corners still contour.
    std::vector<double> one{kHole, 1, 0, 1};
    Figure h{inches(4, 3)};
    Contour& t = h.axes().contourf(one, 2, 2).levels(std::vector<double>{-1, 2});
    CHECK(t.band_area(0) == Approx(0.5));
}

TEST_CASE("contour: level choices", "[contour]") {
    Figure fig{inches(4, 3)};
    std::vector<double> z{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
    // matplotlib: contour(np.arange(12.).reshape(3, 4)).levels
    Contour& c = fig.axes().contour(z, 3, 4);
    CHECK(c.level_values() == std::vector<double>{0, 1.5, 3, 4.5, 6, 7.5, 9, 10.5, 12});
    c.levels(3);  // MaxNLocator(4): 0, 3, 6, 9, 12
    CHECK(c.level_values() == std::vector<double>{0, 3, 6, 9, 12});
    c.levels(std::vector<double>{2.5, 5});
    CHECK(c.level_values() == std::vector<double>{2.5, 5});
    // No given level inside the data: matplotlib 3.6 draws the one level zmin.
    c.levels(std::vector<double>{20, 30});
    CHECK(c.level_values() == std::vector<double>{0});
    CHECK_THROWS_AS(c.levels(0), Error);
    CHECK_THROWS_AS(c.levels(static_cast<int>(max_contour_levels) + 1), Error);
    CHECK_THROWS_AS(c.levels(std::vector<double>{1, 1}), Error);
    CHECK_THROWS_AS(c.levels(std::vector<double>{1, kHole}), Error);
    CHECK_THROWS_AS(c.levels(std::vector<double>(max_contour_levels + 1, 1.0)), Error);
    CHECK(c.level_values() == std::vector<double>{0});  // strong guarantee
    CHECK_THROWS_AS(fig.axes().contourf(z, 3, 4).levels(std::vector<double>{1}), Error);
}

TEST_CASE("contour: hostile grids", "[contour]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    CHECK_THROWS_AS(ax.contour(std::vector<double>{1}, 1, 1), Error);
    CHECK_THROWS_AS(ax.contour(std::vector<double>{1, 2, 3}, 2, 2), Error);
    CHECK_THROWS_AS(ax.contour(std::vector<double>(4, kHole), 2, 2), Error);
    CHECK_THROWS_AS(ax.contourf(std::vector<double>{0, 1}, std::vector<double>{0, 1, 2}, std::vector<double>(4, 1.0)), Error);
    CHECK_THROWS_AS(ax.contour(std::vector<double>{0, 0}, std::vector<double>{0, 1}, std::vector<double>(4, 1.0)), Error);
    CHECK(ax.artists().empty());
    // All equal: one level, no line; filled: the bands the widened range gives.
    Contour& flat = ax.contour(std::vector<double>(9, 2.0), 3, 3);
    CHECK(flat.level_values() == std::vector<double>{2});
    CHECK(flat.lines(0).empty());
    Contour& ff = ax.contourf(std::vector<double>(9, 2.0), 3, 3);
    CHECK(ff.level_values().size() >= 2);
    // Infinite values are masked, as matplotlib's masked_invalid does.
    Contour& inf = ax.contourf(std::vector<double>{0, 1, std::numeric_limits<double>::infinity(), 1}, 2, 2).levels(std::vector<double>{-1, 2});
    CHECK(inf.band_area(0) == Approx(0.5));
    CHECK_NOTHROW(fig.scene());
}

TEST_CASE("contour: colours per level and a colourbar of bands", "[contour]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    std::vector<double> z{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
    Contour& c = ax.contour(z, 3, 4);
    const Colormap v = Colormap::viridis();
    CHECK(c.level_color(0) == v(0.0));
    CHECK(c.level_color(8) == v(1.0));
    Contour& f = ax.contourf(z, 3, 4);
    // matplotlib: band i takes the colour of its middle value over the levels' range.
    CHECK(f.level_color(0) == v(0.75 / 12));
    CHECK(f.resolved_norm().kind() == Norm::Kind::boundary);
    CHECK(f.colormap()(f.resolved_norm()(0.5)) == f.level_color(0));
    CHECK(f.colormap()(f.resolved_norm()(11.9)) == f.level_color(7));
    ax.colorbar(f).label("loss");
    c.color(Color{0, 0, 0});
    CHECK(c.level_color(3) == Color{0, 0, 0});
    CHECK(fig.collisions().empty());
}

TEST_CASE("contour: level labels sit on their lines, clear of other lines and labels", "[contour]") {
    // Concentric rings: every ring long enough carries one label, the ring broken under it.
    const int n = 41;
    std::vector<double> x, y, z;
    for (int i = 0; i < n; ++i) x.push_back(-2 + 4.0 * i / (n - 1));
    y = x;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) z.push_back(std::hypot(x[static_cast<std::size_t>(c)], y[static_cast<std::size_t>(r)]));
    Figure fig{inches(5, 5)};
    Axes& ax = fig.axes();
    ax.line(std::vector<double>{-2, 2}, std::vector<double>{-2, 2});  // a mark the labels keep off
    Contour& c = ax.contour(x, y, z).levels(std::vector<double>{0.5, 1, 1.5}).level_labels();
    const Scene s = fig.scene();
    CHECK(fig.collisions().empty());
    std::size_t labels = 0, broken = 0;
    for (const SceneItem& it : s.items) {
        if (it.kind != "contour") continue;
        if (it.payload.text()) ++labels;
        if (const ScenePath* p = it.payload.path()) broken += p->closed ? 0 : 1;
    }
    CHECK(labels == 3);
    CHECK(broken == 3);  // each labelled ring is an open path with a gap
    CHECK(c.label_positions().size() == 3);
}

TEST_CASE("contour: level labels on dense rings find the places clear of the neighbours", "[contour]") {
    // z = x / (0.1 + y)^2: the lines x = l (0.1 + y)^2 are 12 pt apart at
    // mid-height, where a label would reach its neighbours, and 40 pt apart
    // at the top: each label has to move up its line to a clear place.
    const int n = 41;
    std::vector<double> x, z;
    for (int i = 0; i < n; ++i) x.push_back(static_cast<double>(i) / (n - 1));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) z.push_back(x[static_cast<std::size_t>(c)] / std::pow(0.1 + x[static_cast<std::size_t>(r)], 2));
    Figure fig{inches(4, 4)};
    Contour& c = fig.axes().contour(x, x, z).levels(std::vector<double>{0.15, 0.3, 0.45, 0.6, 0.75}).level_labels();
    const Scene s = fig.scene();
    CHECK(c.label_positions().size() >= 3);
    for (const Collision& k : fig.collisions()) FAIL_CHECK(k.describe());
}

TEST_CASE("contour: the gallery's loss landscape equals matplotlib's", "[contour]") {
    // examples/gallery/ml/19_loss_landscape: contour(levels=6) and
    // contourf(levels=12) of the same field in matplotlib 3.6.3 (/usr/bin/python3,
    // contourpy 'mpl2014'): per level the number of lines, their vertices (a
    // closed line's repeated last one not counted) and the sums of their x and
    // y; per band its area (shoelace over cf.allsegs).
    const auto w1 = linspace(-2, 2, 81), w2 = linspace(-1.5, 1.5, 61);
    std::vector<double> z;
    for (double y : w2)
        for (double x : w1)
            z.push_back(0.6 * std::pow(x - 0.8, 2) + 1.5 * std::pow(y + 0.3, 2) + 0.4 * std::sin(2 * x) * std::cos(3 * y));
    struct Sums { std::size_t lines, vertices; double sx, sy; };
    const std::vector<Sums> want{{0, 0, 0.0, 0.0},
                                 {1, 179, 74.82838789291615, -52.07806410918168},
                                 {2, 157, -36.03822763277944, 31.669367987895274},
                                 {1, 161, -96.28082297607612, 77.18899659646048},
                                 {2, 57, -79.92618958708427, 38.98873860572877},
                                 {1, 23, -37.83488310064037, 30.36794684945088},
                                 {1, 6, -11.47936104139184, 8.777434816666354},
                                 {0, 0, 0.0, 0.0}};
    Figure fig{inches(5, 3.6)};
    Contour& c = fig.axes().contour(w1, w2, z).levels(6);
    REQUIRE(c.level_values() == std::vector<double>{0, 1.5, 3, 4.5, 6, 7.5, 9, 10.5});
    for (std::size_t i = 0; i < want.size(); ++i) {
        INFO("level " << i);
        std::size_t vertices = 0;
        double sx = 0, sy = 0;
        for (const ContourLine& l : c.lines(i)) {
            vertices += l.points.size();
            for (const Point& p : l.points) { sx += p.x; sy += p.y; }
        }
        CHECK(c.lines(i).size() == want[i].lines);
        CHECK(vertices == want[i].vertices);
        CHECK(std::abs(sx - want[i].sx) <= 1e-9 * std::max(1.0, std::abs(want[i].sx)));
        CHECK(std::abs(sy - want[i].sy) <= 1e-9 * std::max(1.0, std::abs(want[i].sy)));
    }
    const std::vector<double> areas{2.8516713457075777, 2.223157186888034, 1.701213752573927, 1.3343915521058232,
                                    1.2211780308122266, 1.184753377314827, 0.7352187406167546, 0.3716210337522298,
                                    0.1998576823408189, 0.11062676102459934, 0.05331224778764665, 0.012998289075534242};
    Contour& f = fig.axes().contourf(w1, w2, z).levels(12);
    REQUIRE(f.level_values().size() == 13);
    CHECK(f.level_values()[3] == 2.4000000000000004);  // matplotlib's levels to the last bit
    for (std::size_t b = 0; b < areas.size(); ++b) {
        INFO("band " << b);
        CHECK(std::abs(f.band_area(b) - areas[b]) <= 1e-9 * areas[b]);
    }
}
