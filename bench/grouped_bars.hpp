// The 10,002 grouped bars of the throughput benchmark (issue 16): 5,001
// groups of two series on an 8 x 4 in page, shared by sqfig_throughput (and
// its gnuplot comparison, which writes the same heights) and the layout
// memory test (tests/heap/layout_memory_test.cpp).
//
// Group i (0 <= i < 5001) at x = i: "A" of height 1 + ((37 i) mod 100) / 10
// at offset -0.2, "B" of height 1 + ((53 i) mod 100) / 10 at +0.2, width 0.4;
// title "10,002 grouped bars", a legend at its default ("best") place, which
// has to avoid every bar.
#pragma once

#include <sqfig/sqfig.hpp>

#include <vector>

namespace sqfig {

/// Groups (of two bars) of the chart.
constexpr int bench_bar_groups = 5001;

/// The height of group i's bar of `series` (0: "A", 1: "B").
inline double bench_bar_height(int i, int series) { return 1.0 + ((i * (series ? 53 : 37)) % 100) / 10.0; }

/// The 10,002-bar chart.
inline Figure bench_grouped_bars() {
    std::vector<double> x(bench_bar_groups), a(bench_bar_groups), b(bench_bar_groups);
    for (int i = 0; i < bench_bar_groups; ++i) {
        const auto k = static_cast<std::size_t>(i);
        x[k] = i;
        a[k] = bench_bar_height(i, 0);
        b[k] = bench_bar_height(i, 1);
    }
    Figure fig{inches(8, 4)};
    Axes& ax = fig.axes();
    ax.bars(x, a).width(0.4).offset(-0.2).label("A");
    ax.bars(x, b).width(0.4).offset(0.2).label("B");
    ax.title("10,002 grouped bars");
    ax.legend();
    return fig;
}

}  // namespace sqfig
