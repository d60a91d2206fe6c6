// A custom artist asks for category ticks on an axis (Artist::x_categories,
// y_categories), as built-in kinds label theirs: the axis shows its labels at
// its positions, autoscaling includes them, fixed ticks win, bad ones are an
// Error naming the artist. Of several artists that ask, the first with labels
// wins over bare positions (a box plot over labelled violins); a twin's
// artists ask the x axis it shares after its parent's.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>
#include "../support/errors.hpp"
#include "../support/scene_queries.hpp"

#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace sqfig;

namespace {

// Dots at (i, value_i), one per category, labelled along x (or y).
class CategoryDots : public Artist {
public:
    CategoryDots(std::vector<std::string> names, std::vector<double> values, bool along_y = false)
        : names_(std::move(names)), values_(std::move(values)), along_y_(along_y) {}
    std::optional<CategoryTicks> x_categories() const override { return along_y_ ? std::nullopt : ticks(); }
    std::optional<CategoryTicks> y_categories() const override { return along_y_ ? ticks() : std::nullopt; }
    DataExtent extent(const Scale&, const Scale&) const override {
        DataExtent e;
        for (double v : values_) (along_y_ ? e.add_x(v) : e.add_y(v));
        if (along_y_)  // along x, the categories alone make the x range (see the first test)
            for (std::size_t i = 0; i < values_.size(); ++i) e.add_y(static_cast<double>(i));
        return e;
    }
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override {
        for (std::size_t i = 0; i < values_.size(); ++i) {
            SceneItem it = item(f, Footprint::area, "dot " + std::to_string(i));
            const double c = static_cast<double>(i);
            const Point p = along_y_ ? f.to_page(values_[i], c) : f.to_page(c, values_[i]);
            it.payload = box_path({p.x - 2, p.y - 2}, {p.x + 2, p.y + 2}, Color(0, 0, 0));
            out.push_back(std::move(it));
        }
    }
    std::string kind() const override { return "category dots"; }
    std::vector<std::string> names_;
    std::vector<double> positions_;  // empty: 0, 1, 2...

private:
    std::optional<CategoryTicks> ticks() const {
        CategoryTicks t;
        for (std::size_t i = 0; i < names_.size(); ++i)
            t.at.push_back(positions_.empty() ? static_cast<double>(i) : positions_[i]);
        t.labels = names_;
        return t;
    }
    std::vector<double> values_;
    bool along_y_;
};

}  // namespace

TEST_CASE("custom artist: category ticks on x label its positions", "[custom-artist][categories]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.add(std::make_unique<CategoryDots>(std::vector<std::string>{"ResNet", "ViT", "Mixer", "ConvNeXt"},
                                          std::vector<double>{0.76, 0.81, 0.77, 0.83}));
    const Scene s = fig.scene();
    const Rect p = sqfig_test::plot_of(s);
    const auto ticks = sqfig_test::items_of_kind(s, "tick label");
    double last_x = -1;
    int found = 0;
    for (const char* name : {"ResNet", "ViT", "Mixer", "ConvNeXt"}) {
        const SceneItem* t = sqfig_test::find_text(s, name);
        REQUIRE(t);
        const double cx = t->bounds().center().x;
        CHECK(cx > last_x);  // in order along x
        CHECK(t->bounds().top() > p.bottom());  // under the plot: x tick labels
        last_x = cx;
        ++found;
    }
    CHECK(found == 4);
    // Autoscaling covers 0..3 (with the margins), so the first and last labels sit inside the plot's width.
    CHECK(sqfig_test::find_text(s, "ResNet")->bounds().center().x == Approx(p.left() + p.width * 0.15 / 3.3).margin(0.5));
    CHECK(fig.collisions().empty());
}

TEST_CASE("custom artist: category ticks on y; fixed ticks win; bad ones name the artist",
          "[custom-artist][categories]") {
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.add(std::make_unique<CategoryDots>(std::vector<std::string>{"low", "mid", "high"},
                                          std::vector<double>{1, 2, 3}, true));
    Scene s = fig.scene();
    const Rect p = sqfig_test::plot_of(s);
    const SceneItem* low = sqfig_test::find_text(s, "low");
    REQUIRE(low);
    CHECK(low->bounds().right() < p.left());  // left of the plot: y tick labels
    CHECK(sqfig_test::find_text(s, "low")->bounds().center().y > sqfig_test::find_text(s, "high")->bounds().center().y);

    ax.y_ticks(std::vector<double>{0, 2}, {"zero", "two"});
    s = fig.scene();
    CHECK(sqfig_test::find_text(s, "low") == nullptr);
    CHECK(sqfig_test::find_text(s, "two") != nullptr);

    Figure g{inches(4, 3)};
    CategoryDots& bad = g.axes().add(std::make_unique<CategoryDots>(std::vector<std::string>{"a", "b"},
                                                                    std::vector<double>{1, 2}));
    bad.positions_ = {0, std::nan("")};
    const std::string e = sqfig_test::error_of([&] { (void)g.scene(); });
    CHECK(e.find("category dots") != std::string::npos);
    CHECK(e.find("category ticks") != std::string::npos);
    CHECK(e.find("x tick 1 is not finite") != std::string::npos);
}

namespace {

// The first text `plain` is under the plot: an x tick label.
bool x_tick_text(const Scene& s, const std::string& plain) {
    const SceneItem* t = sqfig_test::find_text(s, plain);
    return t && t->bounds().top() > sqfig_test::plot_of(s).bottom();
}

}  // namespace

TEST_CASE("categories: the first artist with labels wins over bare positions in any order",
          "[custom-artist][categories][boxplot][violin]") {
    const std::vector<Values> sets = {Values{1, 2, 3, 4}, Values{2, 3, 4, 5}};
    for (const bool labelled_first : {true, false}) {
        INFO((labelled_first ? "labelled violins then a bare box plot" : "a bare box plot then labelled violins"));
        Figure fig{inches(4, 3)};
        Axes& ax = fig.axes();
        if (!labelled_first) ax.boxplot(sets).widths({0.2});
        ax.violin(sets, {"group A", "group B"});
        if (labelled_first) ax.boxplot(sets).widths({0.2});
        const Scene s = fig.scene();
        CHECK(x_tick_text(s, "group A"));
        CHECK(x_tick_text(s, "group B"));
    }
    // Two with labels: the first added; a custom artist's labels win over a box plot's bare positions.
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.boxplot(sets, {"box one", "box two"});
    ax.violin(sets, {"violin one", "violin two"});
    CHECK(x_tick_text(fig.scene(), "box one"));
    CHECK(sqfig_test::find_text(fig.scene(), "violin one") == nullptr);
    Figure mixed{inches(4, 3)};
    mixed.axes().boxplot(sets);
    CategoryDots& dots = mixed.axes().add(std::make_unique<CategoryDots>(std::vector<std::string>{"c1", "c2"},
                                                                         std::vector<double>{2, 3}));
    dots.positions_ = {1, 2};
    CHECK(x_tick_text(mixed.scene(), "c2"));
}

TEST_CASE("categories: a twin's artists label the x axis it shares after its parent's, its own y axis",
          "[custom-artist][categories][twin][boxplot]") {
    const std::vector<Values> sets = {Values{1, 2, 3, 4}, Values{2, 3, 4, 5}};
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line({0.5, 2.5}, {0, 1});
    Axes& twin = ax.twin_x();
    Boxplot& b = twin.boxplot(sets, {"seen left", "seen right"});
    Scene s = fig.scene();
    CHECK(x_tick_text(s, "seen left"));
    b.horizontal();  // on the twin's own y axis, right of the plot
    s = fig.scene();
    REQUIRE(sqfig_test::find_text(s, "seen left"));
    CHECK(sqfig_test::find_text(s, "seen left")->bounds().left() > sqfig_test::plot_of(s).right());
    b.horizontal(false);
    CategoryDots& dots = ax.add(std::make_unique<CategoryDots>(std::vector<std::string>{"parent", "first"},
                                                               std::vector<double>{0, 1}));
    dots.positions_ = {1, 2};
    s = fig.scene();
    CHECK(x_tick_text(s, "parent"));
    CHECK(sqfig_test::find_text(s, "seen left") == nullptr);
}
