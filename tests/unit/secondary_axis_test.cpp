// Secondary axes (Axes::secondary_x / secondary_y): matplotlib's
// secondary_xaxis("top", functions=(forward, inverse)).
//
// Expected ticks from matplotlib 3.6.3, computed once (5 x 3.75 in, layout="constrained"):
//   ax.plot(x, [0, 1]); sec = ax.secondary_xaxis("top", functions=(f, finv))
//   fig.canvas.draw(); sec.get_xticks(), sec.get_xticklabels() inside the view
#include <catch2/catch.hpp>

#include <sqfig/scene.hpp>
#include <sqfig/sqfig.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using sqfig::Figure;
using sqfig::Role;
using sqfig::Scene;
using sqfig::SceneItem;

Figure secondary_figure(std::vector<double> x, std::function<double(double)> f, std::function<double(double)> g,
                        bool log = false) {
    Figure fig{sqfig::Size{sqfig::inches(5), sqfig::inches(3.75)}};
    sqfig::Axes& ax = fig.axes();
    ax.line(std::move(x), std::vector<double>{0, 1});
    if (log) ax.x_scale(sqfig::LogScale{10});
    ax.secondary_x(std::move(f), std::move(g)).label("secondary");
    ax.title("title");
    return fig;
}

// The tick labels above the plot, left to right.
std::vector<const SceneItem*> top_tick_labels(const Scene& s) {
    double plot_top = 1e300;
    for (const SceneItem& it : s.items)
        if (it.role == Role::spine) plot_top = std::min(plot_top, it.bounds().top());
    std::vector<const SceneItem*> out;
    for (const SceneItem& it : s.items)
        if (it.role == Role::tick_label && it.bounds().bottom() <= plot_top) out.push_back(&it);
    std::sort(out.begin(), out.end(),
              [](const SceneItem* a, const SceneItem* b) { return a->bounds().left() < b->bounds().left(); });
    return out;
}

std::vector<std::string> top_tick_texts(const Scene& s) {
    std::vector<std::string> out;
    for (const SceneItem* it : top_tick_labels(s)) out.push_back(it->payload.text()->text.plain);
    return out;
}

}  // namespace

TEST_CASE("secondary_x ticks equal matplotlib's on linear, large and log ranges", "[axis][secondary]") {
    // Celsius below, Fahrenheit above: matplotlib 25, 50, ..., 200.
    const Scene celsius =
        secondary_figure({0, 100}, [](double c) { return c * 1.8 + 32; }, [](double f) { return (f - 32) / 1.8; })
            .scene();
    CHECK(top_tick_texts(celsius) == std::vector<std::string>{"25", "50", "75", "100", "125", "150", "175", "200"});
    // Steps below, tokens above (2^20 a step): matplotlib 0.0 .. 1.0 with the offset 1e10.
    const Scene tokens =
        secondary_figure({0, 10000}, [](double s) { return s * 1048576; }, [](double t) { return t / 1048576; })
            .scene();
    const std::vector<std::string> t = top_tick_texts(tokens);
    REQUIRE(t.size() == 6);
    CHECK(t[1] == "0.2");
    CHECK(t[5] == "1.0");
    bool offset = false;
    for (const SceneItem& it : tokens.items)
        if (it.role == Role::offset_text && it.payload.text()->text.plain == "×1010") offset = true;
    CHECK(offset);
    // A log primary: the secondary is ticked in decades, as matplotlib's takes its parent's scale.
    const Scene log =
        secondary_figure({1, 1e4}, [](double x) { return x * 1000; }, [](double y) { return y / 1000; }, true).scene();
    CHECK(top_tick_texts(log) == std::vector<std::string>{"103", "104", "105", "106", "107"});
}

TEST_CASE("secondary_x puts each tick where inverse() puts it on the primary axis", "[axis][secondary]") {
    // forward = 10x: the secondary "20" sits exactly above the primary "2".
    Figure fig = secondary_figure({0, 10}, [](double x) { return 10 * x; }, [](double y) { return y / 10; });
    const Scene s = fig.scene();
    const std::vector<const SceneItem*> top = top_tick_labels(s);
    double primary_2 = -1, secondary_20 = -2;
    for (const SceneItem& it : s.items)
        if (it.role == Role::tick_label && it.payload.text()->text.plain == "2" &&
            std::find(top.begin(), top.end(), &it) == top.end())
            primary_2 = it.bounds().center().x;
    for (const SceneItem* it : top)
        if (it->payload.text()->text.plain == "20") secondary_20 = it->bounds().center().x;
    CHECK(secondary_20 == Approx(primary_2).margin(0.01));
    CHECK(fig.collisions().empty());
}

TEST_CASE("secondary axes make room: the title above the top axis, a legend outside right clear of the right one",
          "[axis][secondary]") {
    Figure fig = secondary_figure({1, 10}, [](double f) { return 1 / f; }, [](double p) { return 1 / p; });
    sqfig::Axes& ax = fig.axes();
    ax.secondary_y([](double y) { return 100 * y; }, [](double p) { return p / 100; }).label("percent");
    ax.line(std::vector<double>{1, 10}, std::vector<double>{1, 0}).label("a");
    ax.legend().location(sqfig::LegendLocation::outside_right);
    const Scene s = fig.scene();
    double title_bottom = 0, top_labels_top = 1e300, right_labels_right = 0, legend_left = 1e300;
    for (const SceneItem& it : s.items) {
        if (it.kind == "title") title_bottom = it.bounds().bottom();
        if (it.role == Role::legend_frame) legend_left = std::min(legend_left, it.bounds().left());
    }
    for (const SceneItem* it : top_tick_labels(s)) top_labels_top = std::min(top_labels_top, it->bounds().top());
    for (const SceneItem& it : s.items)
        if (it.role == Role::axis_label && it.payload.text()->text.plain == "percent")
            right_labels_right = it.bounds().right();
    CHECK(title_bottom <= top_labels_top);
    CHECK(right_labels_right > 0);
    CHECK(legend_left >= right_labels_right);
    // 1/f crowds its ticks at the left: overlapping labels are thinned, as for any axis.
    const std::vector<std::string> t = top_tick_texts(s);
    REQUIRE(t.size() >= 2);
    CHECK(std::stod(t.front()) > std::stod(t.back()));  // decreasing left to right
    CHECK(fig.collisions().empty());
}

TEST_CASE("secondary axes refuse what has no meaning, and name the axis when a function throws",
          "[axis][secondary]") {
    Figure fig{sqfig::Size{sqfig::inches(4), sqfig::inches(3)}};
    sqfig::Axes& ax = fig.axes();
    CHECK_THROWS_AS(ax.secondary_x(nullptr, [](double v) { return v; }), sqfig::Error);
    CHECK_THROWS_AS(ax.twin_x().secondary_x([](double v) { return v; }, [](double v) { return v; }), sqfig::Error);
    CHECK_THROWS_AS(ax.secondary_y([](double v) { return v; }, [](double v) { return v; }), sqfig::Error);  // twin
    Figure other{sqfig::Size{sqfig::inches(4), sqfig::inches(3)}};
    other.axes().secondary_y([](double v) { return v; }, [](double v) { return v; });
    CHECK_THROWS_AS(other.axes().twin_x(), sqfig::Error);

    Figure throwing{sqfig::Size{sqfig::inches(4), sqfig::inches(3)}};
    throwing.axes().line(std::vector<double>{0, 1}, std::vector<double>{0, 1});
    throwing.axes().secondary_x([](double) -> double { throw std::runtime_error("no"); }, [](double v) { return v; });
    try {
        (void)throwing.scene();
        FAIL("no error");
    } catch (const sqfig::Error& e) {
        CHECK(e.kind() == sqfig::ErrorKind::callback);
        CHECK(std::string(e.what()).find("secondary x axis") != std::string::npos);
    }
    // A tick whose inverse is not a number is left out, not drawn at NaN; a
    // view reaching past forward()'s domain is ticked over the part it covers.
    Figure partial{sqfig::Size{sqfig::inches(4), sqfig::inches(3)}};
    partial.axes().line(std::vector<double>{1, 100}, std::vector<double>{0, 1});
    partial.axes().secondary_x([](double x) { return std::sqrt(x); },
                               [](double r) { return r < 2 ? std::nan("") : r * r; });
    const Scene ps = partial.scene();
    for (const std::string& t : top_tick_texts(ps)) CHECK(std::stod(t) >= 2);
    CHECK_FALSE(top_tick_texts(ps).empty());
}

TEST_CASE("the y axis' offset text moves above a secondary x axis' labels", "[axis][secondary]") {
    // y values of 10^7: the common factor ×10^7 sits over the plot's top left
    // corner, where the secondary axis' first tick label is.
    Figure fig{sqfig::Size{sqfig::inches(5), sqfig::inches(3.75)}};
    sqfig::Axes& ax = fig.axes();
    ax.line(std::vector<double>{0, 10}, std::vector<double>{1e7, 5e7});
    ax.secondary_x([](double v) { return 10 * v; }, [](double v) { return v / 10; });
    const Scene s = fig.scene();
    bool offset = false;
    for (const SceneItem& it : s.items)
        if (it.role == Role::offset_text) {
            offset = true;
            for (const SceneItem* label : top_tick_labels(s)) CHECK_FALSE(it.bounds().intersects(label->bounds(), 0));
        }
    CHECK(offset);
    CHECK(fig.collisions().empty());
}

TEST_CASE("a secondary x axis' labels go above data text the limits could not make room for", "[axis][secondary]") {
    // Fixed limits end at the points: their labels stick out over the plot,
    // where the secondary axis' tick labels would be. (Bar labels go inside
    // their bars under fixed limits now, so point labels make the case.)
    Figure fig{sqfig::Size{sqfig::inches(5), sqfig::inches(3.75)}};
    sqfig::Axes& ax = fig.axes();
    const std::vector<double> x{0, 1, 2, 3, 4}, y{5, 9, 10, 10, 7};
    ax.scatter(x, y);
    ax.labels(x, y, {"5", "9", "10", "10", "7"});
    ax.y_limits(0, 10);
    ax.secondary_x([](double v) { return 10 * v; }, [](double v) { return v / 10; }).label("tenfold");
    ax.title("title");
    CHECK(fig.collisions().empty());
}
