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
