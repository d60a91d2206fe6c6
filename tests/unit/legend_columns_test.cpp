// fitting_columns measures the legend's texts once and skips the column
// counts that cannot fit by arithmetic (issue 33: it re-measured every entry
// for every count, 2,000 entries took 9.6 s). It must still choose exactly
// the layout the plain search chose: the most columns whose box fits.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <string>
#include <vector>

#include "sqfig/layout/legend_placement.hpp"
#include "sqfig/text/text_engine.hpp"

namespace {

// The plain search: every count measured, from all entries in one row down.
int lc_plain_columns(const sqfig::Legend& legend, const std::vector<sqfig::LegendEntry>& entries,
                     const sqfig::Style& style, const sqfig::TextMeasurer& engine, double width) {
    for (int n = static_cast<int>(entries.size()); n > 1; --n)
        if (legend.measure(entries, style, engine, n).size.width <= width) return n;
    return 1;
}

std::vector<sqfig::LegendEntry> lc_entries(std::size_t n, unsigned seed) {
    std::vector<sqfig::LegendEntry> v;
    for (std::size_t i = 0; i < n; ++i) {
        seed = seed * 1103515245u + 12345u;
        sqfig::LegendEntry e;
        e.label = std::string(1 + (seed >> 16) % 24, static_cast<char>('a' + i % 26)) + std::to_string(i);
        v.push_back(std::move(e));
    }
    return v;
}

}  // namespace

TEST_CASE("legend columns above the plot: the most that fit as the plain search found them", "[legend][columns]") {
    const sqfig::TextEngine engine;
    const sqfig::Style style;
    sqfig::Legend legend;
    for (std::size_t n : {1u, 2u, 3u, 7u, 20u, 61u}) {
        for (unsigned seed : {1u, 7u, 42u}) {
            const auto entries = lc_entries(n, seed);
            const double one_row = legend.measure(entries, style, engine, static_cast<int>(n)).size.width;
            for (double width : {10.0, 80.0, 150.0, 300.0, 451.5, one_row - 0.001, one_row, one_row + 1}) {
                INFO(n << " entries, seed " << seed << ", width " << width);
                const sqfig::Legend::Layout got = sqfig::detail::fitting_columns(legend, entries, style, engine, width);
                CHECK(got.columns == lc_plain_columns(legend, entries, style, engine, width));
                CHECK(got.size.width ==
                      legend.measure(entries, style, engine, got.columns).size.width);
            }
        }
    }
}

TEST_CASE("a legend of 2000 entries is laid out above the plot in as many columns as fit", "[legend][columns]") {
    // The case that took 9.6 s: now one measurement of 2,000 texts.
    sqfig::Figure fig{sqfig::inches(6, 4)};
    sqfig::Axes& ax = fig.axes();
    for (int i = 0; i < 2000; ++i) ax.line({0, 1}, {double(i), double(i + 1)}).label("s" + std::to_string(i));
    ax.legend().location(sqfig::LegendLocation::outside_top);
    const sqfig::Scene scene = fig.scene();
    std::size_t texts = 0;
    for (const sqfig::SceneItem& it : scene.items) texts += it.kind == "legend text";
    CHECK(texts == 2000);
}

namespace {

// Counts the texts a layout asks for, measuring them with a real engine.
class lc_CountingMeasurer : public sqfig::TextMeasurer {
public:
    const sqfig::MeasuredText& measure(const std::string& markup, const sqfig::TextStyle& style, sqfig::HAlign align,
                                       double wrap_width) const override {
        ++calls;
        return engine.measure(markup, style, align, wrap_width);
    }
    sqfig::TextEngine engine;
    mutable int calls = 0;
};

}  // namespace

TEST_CASE("placing a legend measures each label once whatever the place tries", "[legend][columns]") {
    // Above the plot it tried one column, then a row, then the fitting count:
    // three measurements of every label in each of the layout's passes.
    const sqfig::Style style;
    const auto entries = lc_entries(300, 5);
    for (sqfig::LegendLocation where : {sqfig::LegendLocation::outside_top, sqfig::LegendLocation::best,
                                        sqfig::LegendLocation::upper_right, sqfig::LegendLocation::outside_right}) {
        sqfig::Legend legend;
        legend.location(where);
        const lc_CountingMeasurer counter;
        std::vector<sqfig::SceneItem> items;
        const sqfig::LegendSite site{sqfig::Rect{50, 50, 300, 200}, 0, "axes 0", 0, 260};
        sqfig::place_legend(legend, entries, site, items, style, counter);
        INFO("location " << static_cast<int>(where));
        CHECK(counter.calls == 300);
        std::size_t texts = 0;
        for (const sqfig::SceneItem& it : items) texts += it.kind == "legend text";
        CHECK(texts == 300);
    }
}

TEST_CASE("a legend arranged again in n columns is the legend measured in n columns", "[legend][columns]") {
    const sqfig::TextEngine engine;
    const sqfig::Style style;
    sqfig::Legend legend;
    const auto entries = lc_entries(23, 9);
    const sqfig::Legend::Layout one = legend.measure(entries, style, engine, 1);
    for (int n = 1; n <= 25; ++n) {
        const sqfig::Legend::Layout direct = legend.measure(entries, style, engine, n);
        const sqfig::Legend::Layout again = legend.arrange(one, n);
        INFO(n << " columns");
        CHECK(again.columns == direct.columns);
        CHECK(again.size.width == direct.size.width);
        CHECK(again.size.height == direct.size.height);
        CHECK(again.column_width == direct.column_width);
        CHECK(again.row_height == direct.row_height);
    }
    sqfig::Legend::Layout broken = one;
    broken.texts.pop_back();
    CHECK_THROWS_WITH(legend.arrange(broken, 2), Catch::Contains("22 measured texts for 23 entries"));
}

TEST_CASE("a trial pass places only the legend's box and at the place of the last pass", "[legend][columns]") {
    const sqfig::TextEngine engine;
    const sqfig::Style style;
    const auto entries = lc_entries(40, 3);
    for (sqfig::LegendLocation where : {sqfig::LegendLocation::outside_top, sqfig::LegendLocation::best,
                                        sqfig::LegendLocation::lower_left, sqfig::LegendLocation::outside_bottom}) {
        sqfig::Legend legend;
        legend.location(where);
        sqfig::LegendSite site{sqfig::Rect{50, 80, 300, 200}, 0, "axes 0", 0, 300};
        std::vector<sqfig::SceneItem> full, trial;
        const double full_top = sqfig::place_legend(legend, entries, site, full, style, engine).top;
        site.complete = false;
        const double trial_top = sqfig::place_legend(legend, entries, site, trial, style, engine).top;
        INFO("location " << static_cast<int>(where));
        REQUIRE(trial.size() == 1);
        CHECK(trial_top == full_top);
        sqfig::Rect all = full.front().bounds();
        for (const sqfig::SceneItem& it : full) all = all.united(it.bounds());
        CHECK(trial.front().bounds().left() == all.left());
        CHECK(trial.front().bounds().top() == all.top());
        CHECK(trial.front().bounds().right() == all.right());
        CHECK(trial.front().bounds().bottom() == all.bottom());
    }
}
