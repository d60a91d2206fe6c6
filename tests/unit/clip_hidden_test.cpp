// Issue 47: nothing written that the clip hides, for scatter, bands and error
// bars (lines and stack plots: artist_fixes_test.cpp, stack_ecdf_test.cpp).
// Each case zooms on 100 of 2,000 points: what can reach the view is all
// there, and little else. (The pixels of such figures are compared before and
// after at 80 and 200 dpi by bench/experiments/clip_hidden_bytes.cpp.)
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/scene_queries.hpp"

#include <cmath>
#include <string>
#include <vector>

using namespace sqfig;

namespace {

std::vector<const SceneItem*> owned(const Scene& s, const std::string& part) {
    std::vector<const SceneItem*> out;
    for (const SceneItem& it : s.items)
        if (it.owner.find(part) != std::string::npos) out.push_back(&it);
    return out;
}

// How far p lies beyond r (0 inside), along the farther axis.
double beyond(Point p, const Rect& r) {
    const double dx = std::max({r.left() - p.x, p.x - r.right(), 0.0});
    const double dy = std::max({r.top() - p.y, p.y - r.bottom(), 0.0});
    return std::max(dx, dy);
}

// The nonzero winding number of the closed polygon `pts` round q.
int winding(Point q, const std::vector<Point>& pts) {
    int w = 0;
    for (std::size_t k = 0; k < pts.size(); ++k) {
        const Point a = pts[k], b = pts[(k + 1) % pts.size()];
        const double side = (b.x - a.x) * (q.y - a.y) - (q.x - a.x) * (b.y - a.y);
        if (a.y <= q.y && b.y > q.y && side > 0) ++w;
        if (a.y > q.y && b.y <= q.y && side < 0) --w;
    }
    return w;
}

}  // namespace

TEST_CASE("a scatter's markers the clip hides are not written; every one that reaches it is", "[issue47][scatter]") {
    std::vector<double> x, y;
    for (int i = 0; i < 2000; ++i) {
        x.push_back(i);
        y.push_back(std::sin(i * 0.05));
    }
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.scatter(x, y).size(6);
    // Two big markers off to the right, beyond the clip (the plot widened by
    // 101 pt): the first within its own size's reach of it (~200 pt from the
    // plot), which the scatter's size (6) is not; the second beyond both.
    ax.scatter(std::vector<double>{1090, 1200}, std::vector<double>{0, 0}).sizes(std::vector<double>{200, 200});
    ax.x_limits(900, 1000).y_limits(-1.2, 1.2);
    const Scene s = fig.scene();
    const sqfig_test::LinearFrame fr{sqfig_test::plot_of(s, 0), 900, 1000, -1.2, 1.2};
    std::vector<const SceneMarkerSet*> sets;
    for (const SceneItem* it : owned(s, "scatter"))
        if (it->marker_set) sets.push_back(&*it->marker_set);
    REQUIRE(sets.size() == 2);
    const Rect clip = fr.p.inflated(6.0 / 2 + 1);
    std::size_t reaching = 0;
    for (int i = 0; i < 2000; ++i) reaching += beyond({fr.px(x[i]), fr.py(y[i])}, clip) <= 6.0 / 2;
    CHECK(reaching >= 101);
    CHECK(sets[0]->centers.size() >= reaching);
    for (const Point& c : sets[0]->centers) CHECK(beyond(c, clip) <= 6 + 1 + 1 + 1e-9);  // size, edge, slack
    CHECK(sets[0]->centers.size() < 130);  // not 2,000
    CHECK(sets[0]->centers.size() + owned(s, "scatter")[0]->hidden_markers == 2000);  // the others counted
    // The big markers: by their own size, not the scatter's.
    REQUIRE(sets[1]->centers.size() == 1);
    CHECK(sets[1]->centers[0].x == Approx(fr.px(1090)));
    CHECK(beyond(sets[1]->centers[0], fr.p.inflated(101)) > 6 + 1);
}

TEST_CASE("a band's outline beyond the view keeps the ends of its runs: the same fill inside", "[issue47][band]") {
    for (const bool along_y : {false, true}) {
        INFO((along_y ? "band_x" : "band"));
        std::vector<double> t, lo, hi;
        for (int i = 0; i < 2000; ++i) {
            t.push_back(i);
            lo.push_back(std::sin(i * 0.05) - 0.5);
            hi.push_back(std::sin(i * 0.05) + 0.5);
        }
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        if (along_y) {
            ax.band_x(t, lo, hi);
            ax.y_limits(900, 1000).x_limits(-1.2, 1.2);
        } else {
            ax.band(t, lo, hi);
            ax.x_limits(900, 1000).y_limits(-1.2, 1.2);
        }
        const Scene s = fig.scene();
        const sqfig_test::LinearFrame fr = along_y ? sqfig_test::LinearFrame{sqfig_test::plot_of(s, 0), -1.2, 1.2, 900, 1000}
                                                   : sqfig_test::LinearFrame{sqfig_test::plot_of(s, 0), 900, 1000, -1.2, 1.2};
        const SceneItem* band = nullptr;
        for (const SceneItem* it : owned(s, "band"))
            if (it->payload.path()) band = it;
        REQUIRE(band);
        const std::vector<Point>& pts = band->payload.path()->points;
        CHECK(pts.size() < 260);  // the ~2 x 100 points in view, not 4,000
        std::vector<Point> whole;
        auto page = [&](double a, double v) { return along_y ? Point{fr.px(v), fr.py(a)} : Point{fr.px(a), fr.py(v)}; };
        for (int i = 0; i < 2000; ++i) whole.push_back(page(t[i], hi[i]));
        for (int i = 2000; i-- > 0;) whole.push_back(page(t[i], lo[i]));
        // Inside the plot, the same points are covered (on a 0.5 pt grid).
        std::size_t covered = 0, differ = 0;
        for (double py = fr.p.top(); py <= fr.p.bottom(); py += 0.5)
            for (double px = fr.p.left(); px <= fr.p.right(); px += 0.5) {
                const bool in = winding({px, py}, pts) != 0;
                covered += in;
                differ += in != (winding({px, py}, whole) != 0);
            }
        CHECK(covered > 1000);
        CHECK(differ == 0);
    }
    // Drawn as an image in vector files: the whole outline, which the image's extent follows.
    std::vector<double> t(2000), lo(2000, -2.0), hi(2000, 2.0);
    for (int i = 0; i < 2000; ++i) t[i] = i;
    Figure fig{inches(4, 3)};
    fig.axes().band(t, lo, hi).rasterized();
    fig.axes().x_limits(900, 1000).y_limits(-1.2, 1.2);
    const Scene s = fig.scene();
    for (const SceneItem* it : owned(s, "band"))
        if (it->payload.path()) CHECK(it->payload.path()->points.size() == 4000);
}

TEST_CASE("error bars the clip hides are not written: segments and markers that reach the view are", "[issue47][error_bars]") {
    std::vector<double> x, y;
    for (int i = 0; i < 2000; ++i) {
        x.push_back(i);
        y.push_back(std::sin(i * 0.05));
    }
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.error_bars(x, y).y_error(0.1).x_error(0.3).marker(MarkerShape::circle).marker_size(4);
    ax.x_limits(900, 1000).y_limits(-1.2, 1.2);
    const Scene s = fig.scene();
    const Rect plot = sqfig_test::plot_of(s, 0);
    std::size_t segments = 0, markers = 0;
    for (const SceneItem* it : owned(s, "error bars")) {
        if (it->payload.path()) {
            ++segments;
            const std::vector<Point>& p = it->payload.path()->points;
            const Rect r = plot.inflated(1.0 + 1 + 1e-9);  // within a line width (1 pt) of the plot
            CHECK(std::max(p[0].x, p[1].x) >= r.left());
            CHECK(std::min(p[0].x, p[1].x) <= r.right());
            CHECK(std::max(p[0].y, p[1].y) >= r.top());
            CHECK(std::min(p[0].y, p[1].y) <= r.bottom());
        }
        for_each_marker(*it, [&](const SceneMarker& m) {
            ++markers;
            CHECK(beyond(m.center, plot) <= 4 / 2.0 + 1 + 4 + 5 * m.edge_width + 1 + 1e-9);
        });
    }
    // Points 900-1000 each draw two bars and four caps; a few neighbours' x bars reach in.
    CHECK(segments >= 6 * 101);
    CHECK(segments < 6 * 101 + 40);  // not 12,000
    CHECK(markers >= 101);
    CHECK(markers < 101 + 10);  // not 2,000
    std::size_t hidden = 0;
    for (const SceneItem* it : owned(s, "error bars")) hidden += it->hidden_markers;
    CHECK(markers + hidden == 2000);
}

TEST_CASE("a line's markers the clip hides are counted as drawn", "[issue47][line]") {
    std::vector<double> x, y;
    for (int i = 0; i < 2000; ++i) {
        x.push_back(i);
        y.push_back(std::sin(i * 0.05));
    }
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line(x, y).marker(MarkerShape::circle);
    ax.x_limits(900, 1000).y_limits(-1.2, 1.2);
    const Scene s = fig.scene();
    const SceneItem* line = nullptr;
    for (const SceneItem* it : owned(s, "line"))
        if (it->marker_set) line = it;
    REQUIRE(line);
    CHECK(line->marker_set->centers.size() < 130);
    CHECK(line->marker_set->centers.size() + line->hidden_markers == 2000);
}

TEST_CASE("markers the clip hides draw the same pixels as if written: stamping and rasterizing count them", "[issue47][scatter]") {
    // Pixels stamp markers from 1,000 in an item (render/marker_drawing.hpp),
    // which anti-aliases differently from drawing each: a view showing 100 of
    // 2,000 markers is stamped as it was when all 2,000 were written.
    std::vector<double> x, y;
    for (int i = 0; i < 2000; ++i) {
        x.push_back(i);
        y.push_back(std::sin(i * 0.05));
    }
    Figure fig{inches(3, 2)};
    Axes& ax = fig.axes();
    ax.scatter(x, y).size(5);
    ax.x_limits(900.3, 1000.3).y_limits(-1.2, 1.2);
    const Scene s = fig.scene();
    Scene written = s;  // the hidden markers written back, far outside the clip
    for (SceneItem& it : written.items)
        if (it.marker_set && it.hidden_markers > 0) {
            it.marker_set->centers.insert(it.marker_set->centers.end(), it.hidden_markers, Point{-500, -500});
            it.hidden_markers = 0;
        }
    CHECK(fig.to_bytes(s, Format::png) == fig.to_bytes(written, Format::png));
    // Vector files draw an item of more than raster_markers_above markers as
    // an image over the ink of all of them inside the clip: all are kept
    // (30,000 points, 5 % in view), so the image is the one it was.
    std::vector<double> many;
    for (int i = 0; i < 30000; ++i) many.push_back(i);
    Figure big{inches(3, 2)};
    big.axes().scatter(many, many);
    big.axes().x_limits(0, 1500).y_limits(0, 1500);
    const Scene bs = big.scene();
    const SceneItem* dots = nullptr;
    for (const SceneItem* it : owned(bs, "scatter"))
        if (it->marker_set) dots = it;
    REQUIRE(dots);
    CHECK(dots->marker_set->centers.size() == 30000);
    CHECK(dots->raster_dpi > 0);
}
