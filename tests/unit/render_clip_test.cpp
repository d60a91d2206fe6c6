// The renderer clips an item to the plot only when its ink may leave the plot
// (issue 16): data inside the limits is drawn without a clip path each, data
// crossing the limits is still cut at the frame.
#include <catch2/catch.hpp>
#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <string>
#include <vector>
#include <sqfig/render/cairo_renderer.hpp>
#include "../support/strings.hpp"

namespace {

using sqfig_test::occurrences;

}  // namespace

TEST_CASE("items inside the plot carry no clip; items crossing the limits keep theirs", "[render][clip]") {
    sqfig::Figure fig{sqfig::inches(4, 3)};
    auto& ax = fig.axes();
    std::vector<double> x, y;
    for (int i = 0; i < 200; ++i) {
        x.push_back(i);
        y.push_back(1 + i % 7);
    }
    ax.bars(x, y);
    // 200 bars standing on the axis, all inside: no clip path at all.
    CHECK(occurrences(fig.to_bytes(sqfig::Format::svg), "clip-path=") == 0);

    // A line leaving the y limits is cut at the frame: one clip, for it alone.
    ax.line({-10, 300}, {0, 20});
    ax.y_limits(0, 10);
    const std::string svg = fig.to_bytes(sqfig::Format::svg);
    CHECK(occurrences(svg, "clip-path=") == 1);

    // The scene item behind that clip is the line.
    const sqfig::Scene scene = fig.scene();
    bool found = false;
    for (const sqfig::SceneItem& it : scene.items)
        if (it.payload.path() && it.clip && it.payload.path()->points.size() == 2) {
            found = true;
            CHECK(sqfig::detail::needs_clip(it));
        }
    CHECK(found);
}
