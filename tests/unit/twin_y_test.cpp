// Axes::twin_y: matplotlib's twiny, a second x axis on top sharing y.
#include <catch2/catch.hpp>

#include <sqfig/scene.hpp>
#include <sqfig/sqfig.hpp>

#include <algorithm>
#include <limits>
#include <string>
#include <vector>

namespace {

using sqfig::Role;
using sqfig::Scene;
using sqfig::SceneItem;

const SceneItem* twin_y_find(const Scene& s, Role role, const std::string& text) {
    for (const SceneItem& it : s.items)
        if (it.role == role && it.payload.text() && it.payload.text()->text.plain == text) return &it;
    return nullptr;
}

}  // namespace

TEST_CASE("twin_y: its x axis on top, the title above it, y over both, one legend", "[axis][twin_y]") {
    sqfig::Figure fig{sqfig::Size{sqfig::inches(4.5), sqfig::inches(3)}};
    sqfig::Axes& ax = fig.axes();
    ax.line(std::vector<double>{0, 1, 2, 3}, std::vector<double>{1, 3, 2, 4}).label("by epoch");
    ax.x_label("epoch");
    ax.title("title");
    sqfig::Axes& top = ax.twin_y();
    CHECK(&ax.twin_y() == &top);
    CHECK(ax.has_twin_y());
    top.line(std::vector<double>{1e3, 1e6}, std::vector<double>{0.5, 6}).label("by tokens");
    top.x_scale(sqfig::LogScale{10});
    top.x_label("tokens");
    ax.legend();
    const Scene s = fig.scene();
    double plot_top = 1e300;
    for (const SceneItem& it : s.items)
        if (it.role == Role::spine) plot_top = std::min(plot_top, it.bounds().top());
    const SceneItem* label = twin_y_find(s, Role::axis_label, "tokens");
    const SceneItem* title = twin_y_find(s, Role::title, "title");
    REQUIRE(label);
    REQUIRE(title);
    CHECK(label->bounds().bottom() <= plot_top);
    CHECK(title->bounds().bottom() <= label->bounds().top());
    // Its ticks are the log x axis' decades, above the plot.
    for (const char* decade : {"103", "104", "105", "106"}) {
        const SceneItem* t = twin_y_find(s, Role::tick_label, decade);
        REQUIRE(t);
        CHECK(t->bounds().bottom() <= plot_top);
    }
    // The shared y axis shows both axes' data (the twin's 0.5 to 6: a tick at 6; its own 1 to 4 would stop at 4.0).
    bool y_high = false;
    for (const SceneItem& it : s.items)
        if (it.role == Role::tick_label) {
            y_high = y_high || it.payload.text()->text.plain == "6";
        }
    CHECK(y_high);
    CHECK(twin_y_find(s, Role::legend_text, "by epoch"));
    CHECK(twin_y_find(s, Role::legend_text, "by tokens"));
    CHECK(fig.collisions().empty());
    // Beside twin_x: three axes, no collision.
    ax.twin_x().line(std::vector<double>{0, 3}, std::vector<double>{100, 200}).label("right");
    ax.twin_x().y_label("right axis");
    CHECK(fig.collisions().empty());
}

TEST_CASE("twin_y refuses what clashes with it, and its y setters", "[axis][twin_y]") {
    sqfig::Figure fig{sqfig::Size{sqfig::inches(6), sqfig::inches(3)}};
    fig.grid(1, 3);
    sqfig::Axes& ax = fig.at(0, 0);
    auto refused = [](auto&& f, const std::string& part) {
        try {
            f();
            FAIL("no sqfig::Error for " << part);
        } catch (const sqfig::Error& e) {
            CHECK(e.kind() == sqfig::ErrorKind::usage);
            CHECK_THAT(e.what(), Catch::Matchers::Contains(part));
        }
    };
    auto identity = [](double v) { return v; };
    ax.secondary_x(identity, identity);
    refused([&] { ax.twin_y(); }, "twin_y: its secondary x axis is on top");
    sqfig::Axes& other = fig.at(0, 1);
    sqfig::Axes& top = other.twin_y();
    refused([&] { other.secondary_x(identity, identity); }, "secondary_x: its twin_y's x axis is on top");
    refused([&] { other.broken_y({{0, 1}, {2, 3}}); }, "twin_y");
    refused([&] { top.twin_y(); }, "already a twin");
    refused([&] { top.y_limits(0, 1); }, "y_limits: a twin_y twin shares its parent's y axis");
    refused([&] { top.y_label("y"); }, "y_label");
    refused([&] { top.y_scale(sqfig::LogScale{10}); }, "y_scale");
    refused([&] { top.y_axis(); }, "y_axis");
    refused([&] { top.margins(0.1, 0.1); }, "margins");
    top.x_limits(5, 10);  // its x is its own
    CHECK(top.x_axis().upper_limit() == 10);
    CHECK(top.name() == other.name() + " top twin");
    sqfig::Axes& broken = fig.at(0, 2);
    broken.broken_y({{0, 1}, {2, 3}});
    refused([&] { broken.twin_y(); }, "broken");
}

TEST_CASE("twin_y: data no y axis can span names the twin's artist", "[axis][twin_y]") {
    sqfig::Figure fig{sqfig::Size{sqfig::inches(4), sqfig::inches(3)}};
    sqfig::Axes& ax = fig.axes();
    ax.line(std::vector<double>{0, 1}, std::vector<double>{0, 1});
    const double big = std::numeric_limits<double>::max();
    ax.twin_y().line(std::vector<double>{0, 1}, std::vector<double>{-big, big});
    try {
        (void)fig.scene();
        FAIL("no sqfig::Error");
    } catch (const sqfig::Error& e) {
        CHECK(e.kind() == sqfig::ErrorKind::data);
        CHECK_THAT(e.what(), Catch::Matchers::Contains("top twin, artist 0 (line"));
    }
}

TEST_CASE("twin_y: the shared y axis shows the twin's category ticks", "[axis][twin_y]") {
    // matplotlib 3.6.3: ax.twiny().boxplot(data, labels=[...], vert=False)
    // labels the shared y axis "alpha", "beta", "gamma"; sqfig drew 1, 2, 3.
    sqfig::Figure fig{sqfig::inches(5, 3)};
    sqfig::Axes& ax = fig.axes();
    ax.line(std::vector<double>{1, 2, 3}, std::vector<double>{0.5, 1.5, 2.5});
    sqfig::Axes& top = ax.twin_y();
    top.boxplot({{1, 2, 3, 4, 5}, {2, 3, 4, 5, 9}, {0, 1, 1, 2, 3}}, {"alpha", "beta", "gamma"}).horizontal();
    const Scene s = fig.scene();
    for (const char* name : {"alpha", "beta", "gamma"}) {
        INFO(name);
        CHECK(twin_y_find(s, Role::tick_label, name));
    }
    CHECK_FALSE(twin_y_find(s, Role::tick_label, "3"));  // no numeric y ticks (the x axes show no "3")
    CHECK(fig.collisions().empty());
    // The parent's own categories win, as on a twin_x's shared x.
    sqfig::Figure both{sqfig::inches(5, 3)};
    sqfig::Axes& bx = both.axes();
    bx.boxplot({{1, 2, 3}, {2, 3, 4}, {0, 1, 2}}, {"one", "two", "three"}).horizontal();
    bx.twin_y().boxplot({{1, 2, 3}, {2, 3, 4}, {0, 1, 2}}, {"alpha", "beta", "gamma"}).horizontal();
    const Scene t = both.scene();
    CHECK(twin_y_find(t, Role::tick_label, "one"));
    CHECK_FALSE(twin_y_find(t, Role::tick_label, "alpha"));
}

TEST_CASE("twin_y: a heatmap on the twin sets the shared y axis, as matplotlib's imshow on twiny", "[axis][twin_y]") {
    // The heatmap turned the twin's own y (which nothing draws): its rows ran
    // upwards and the row labels went nowhere.
    sqfig::Figure fig{sqfig::inches(5, 3)};
    sqfig::Axes& ax = fig.axes();
    sqfig::Axes& top = ax.twin_y();
    top.heatmap(std::vector<double>{1, 2, 3, 4, 5, 6}, 2, 3, {"a", "b", "c"}, {"first row", "second row"});
    const Scene s = fig.scene();
    const SceneItem* first = twin_y_find(s, Role::tick_label, "first row");
    const SceneItem* second = twin_y_find(s, Role::tick_label, "second row");
    REQUIRE(first);
    REQUIRE(second);
    CHECK(first->bounds().bottom() < second->bounds().top());  // row 0 at the top
    CHECK(twin_y_find(s, Role::tick_label, "a"));               // the twin's own x, on top
    CHECK(ax.y_axis().inverted());
    CHECK(fig.collisions().empty());
}
