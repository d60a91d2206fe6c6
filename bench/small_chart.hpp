// The "small chart" of the 1,000-charts benchmark (issue 16): a line chart
// with a title, axis labels and a legend, shared by sqfig_bench (in-process
// timing) and the gnuplot comparison so both draw the same chart.
//
// Chart i (i >= 0): a 4 x 3 in figure, matplotlib style, two lines of 50
// points each, x = 0..49,
//   "train": y = 2 + sin(0.2 x + 0.1 i)
//   "eval":  y = 1 + cos(0.15 x + 0.05 i), dashed
// title "Run <i>", x label "step", y label "loss", legend at its default
// place. The data move with i, so no two consecutive charts are identical.
#pragma once

#include <sqfig/sqfig.hpp>

#include <cmath>
#include <string>
#include <vector>

namespace sqfig {

/// Points per line of the small chart.
constexpr int bench_small_chart_points = 50;

/// The x and y values of chart i's two lines (for programs that draw the
/// same chart with another tool): x, then y of "train", then y of "eval".
inline void bench_small_chart_data(int i, std::vector<double>& x, std::vector<double>& train,
                                   std::vector<double>& eval) {
    x.resize(bench_small_chart_points);
    train.resize(bench_small_chart_points);
    eval.resize(bench_small_chart_points);
    for (int k = 0; k < bench_small_chart_points; ++k) {
        const double xk = static_cast<double>(k);
        x[static_cast<std::size_t>(k)] = xk;
        train[static_cast<std::size_t>(k)] = 2.0 + std::sin(0.2 * xk + 0.1 * i);
        eval[static_cast<std::size_t>(k)] = 1.0 + std::cos(0.15 * xk + 0.05 * i);
    }
}

/// Chart i of the 1,000-charts benchmark.
inline Figure bench_small_chart(int i) {
    std::vector<double> x, train, eval;
    bench_small_chart_data(i, x, train, eval);
    Figure fig{inches(4, 3)};
    Axes& ax = fig.axes();
    ax.line(x, train).label("train");
    ax.line(x, eval).label("eval").dashed();
    ax.title("Run " + std::to_string(i));
    ax.x_label("step");
    ax.y_label("loss");
    ax.legend();
    return fig;
}

}  // namespace sqfig
