// Legend layout against the number of entries (issue 33: "legend of 2,000
// entries <= 5x the time of 500"). For 500, 2,000 and 5,000 labelled lines,
// with the legend inside ("best"), above the plot and beside it, prints the
// median CPU time of 7 layouts (Figure::scene(): measuring, placing, drawing
// items; the thread's CPU clock, which other processes on a busy machine
// disturb less than the wall clock)
// and each size's time over 500's. Every layout is of a new figure whose
// labels no earlier one had, so each measures all its texts (the text
// engine's cache would otherwise hold 500 labels but not 5,000, and the
// small legend would be timed warm, the large one cold).
//
//   sqfig_legend_bench
#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <string>
#include <vector>

namespace {

double layout_seconds(int entries, sqfig::LegendLocation where) {
    static int round = 0;
    std::vector<double> runs;
    const auto cpu_seconds = [] {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
    };
    for (int r = 0; r < 7; ++r) {
        ++round;
        sqfig::Figure fig{sqfig::inches(6, 4)};
        sqfig::Axes& ax = fig.axes();
        for (int i = 0; i < entries; ++i)
            ax.line({0, 1}, {double(i), double(i + 1)}).label("run " + std::to_string(round) + " series " + std::to_string(i));
        ax.legend().location(where);
        const double t0 = cpu_seconds();
        const sqfig::Scene s = fig.scene();
        runs.push_back(cpu_seconds() - t0);
        if (s.items.empty()) std::puts("no items?");
    }
    std::sort(runs.begin(), runs.end());
    return runs[3];
}

}  // namespace

int main() {
    const std::pair<const char*, sqfig::LegendLocation> places[] = {
        {"best (inside)", sqfig::LegendLocation::best},
        {"outside top", sqfig::LegendLocation::outside_top},
        {"outside right", sqfig::LegendLocation::outside_right}};
    std::printf("=== legend layout: median CPU time of 7 Figure::scene() calls ===\n");
    std::printf("%-14s %10s %10s %10s %14s %14s\n", "legend", "500", "2,000", "5,000", "2,000 / 500", "5,000 / 500");
    for (const auto& [name, where] : places) {
        const double a = layout_seconds(500, where), b = layout_seconds(2000, where), c = layout_seconds(5000, where);
        std::printf("%-14s %9.3fs %9.3fs %9.3fs %13.1fx %13.1fx\n", name, a, b, c, b / a, c / a);
    }
    std::printf("(target: 2,000 / 500 <= 5x)\n");
}
