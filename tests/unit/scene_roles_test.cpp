// The typed scene contract (issue 45): the engine gives each item it draws a
// Role, which its rules read; kind and owner stay free labels for reports.
#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <catch2/catch.hpp>

#include <map>
#include <string>

using namespace sqfig;

namespace {

// How many items of each role the scene holds.
std::map<Role, int> roles_of(const Scene& s) {
    std::map<Role, int> n;
    for (const SceneItem& it : s.items) ++n[it.role];
    return n;
}

}  // namespace

TEST_CASE("the engine's items carry their roles; an artist's are data", "[scene][roles]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0, 1, 2}, {0, 1e6, 3e6}).label("a");
    ax.line({0, 1, 2}, {1e6, 2e6, 0}).label("b");
    ax.title("throughput");
    ax.x_label("step");
    ax.legend();
    const Scene s = fig.scene();
    std::map<Role, int> n = roles_of(s);
    CHECK(n[Role::spine] == 4);
    CHECK(n[Role::tick] > 0);
    CHECK(n[Role::tick_label] > 0);
    CHECK(n[Role::offset_text] == 1);  // the y axis's ×10^6
    CHECK(n[Role::axis_label] == 1);
    CHECK(n[Role::title] == 1);
    CHECK(n[Role::legend_frame] == 1);
    CHECK(n[Role::legend_text] == 2);
    CHECK(n[Role::legend_handle] >= 2);
    CHECK(n[Role::data] >= 2);
    // Each role is what its label says (the labels are for reports only).
    for (const SceneItem& it : s.items) {
        if (it.role == Role::spine) CHECK(it.kind == "spine");
        if (it.role == Role::title) CHECK(it.kind == "title");
        if (it.role == Role::legend_text) CHECK(it.kind == "legend text");
        if (it.role == Role::data) CHECK(it.kind == "line");
    }
}

TEST_CASE("a custom artist's item named like the engine's is judged as data", "[scene][roles]") {
    // An item whose kind is "spine" is no spine to the rules: text across it
    // is judged as text across a mark, not as text across a spine.
    struct Named : Artist {
        DataExtent extent(const Scale&, const Scale&) const override {
            DataExtent e;
            e.x_min = 0, e.x_max = 1, e.y_min = 0, e.y_max = 1;
            return e;
        }
        void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override {
            SceneItem it;
            it.kind = "spine";
            ScenePath p;
            p.points = {f.to_page(0.5, 0), f.to_page(0.5, 1)};
            p.stroke = StrokeStyle{Color{0, 0, 0}, 1};
            it.payload = std::move(p);
            out.push_back(std::move(it));
        }
        std::string kind() const override { return "named"; }
    };
    Figure fig{inches(4, 3)};
    fig.axes().add(std::make_unique<Named>());
    const Scene s = fig.scene();
    int spines = 0, named_spine_items = 0;
    for (const SceneItem& it : s.items) {
        if (it.role == Role::spine) ++spines;
        if (it.kind == "spine" && it.role == Role::data) ++named_spine_items;
    }
    CHECK(spines == 4);
    CHECK(named_spine_items == 1);
}

TEST_CASE("the title keeps clear of the offset text (Role::offset_text)", "[scene][roles]") {
    // A title as wide as the plot over the y axis's ×10^6, which sits above
    // the plot's top left corner: the layout lifts the title over it.
    Figure fig{inches(3, 2.5)};
    Axes& ax = fig.axes();
    ax.line({0, 1, 2}, {0, 1e6, 3e6});
    ax.title("a title as wide as the whole plot");
    const Scene s = fig.scene();
    const SceneItem* offset = nullptr;
    const SceneItem* title = nullptr;
    for (const SceneItem& it : s.items) {
        if (it.role == Role::offset_text) offset = &it;
        if (it.role == Role::title) title = &it;
    }
    REQUIRE(offset != nullptr);
    REQUIRE(title != nullptr);
    CHECK(title->bounds().bottom() <= offset->bounds().top());
    CHECK(find_collisions(s).empty());
}
