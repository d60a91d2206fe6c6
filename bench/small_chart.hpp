// The small chart of issue 16's "1,000 charts in one process" target: a line
// chart with a title, axis labels, a legend and two series of 50 points, its
// data varying with `i` so no two charts are alike. The same chart is drawn
// by gnuplot in bench/throughput.cpp's comparison.
#pragma once

#include <sqfig/sqfig.hpp>

#include <cmath>
#include <string>
#include <vector>

inline sqfig::Figure bench_small_chart(int i) {
    std::vector<double> x(50), a(50), b(50);
    for (int k = 0; k < 50; ++k) {
        x[static_cast<std::size_t>(k)] = k;
        a[static_cast<std::size_t>(k)] = std::sin(0.2 * k + 0.01 * i) + 0.02 * k;
        b[static_cast<std::size_t>(k)] = std::cos(0.15 * k + 0.02 * i) * 0.8;
    }
    sqfig::Figure fig{sqfig::inches(4, 3)};
    sqfig::Axes& ax = fig.axes();
    ax.line(x, a).label("train");
    ax.line(x, b).label("validation");
    ax.title("Run " + std::to_string(i));
    ax.x_label("Step");
    ax.y_label("Loss");
    ax.legend();
    return fig;
}
