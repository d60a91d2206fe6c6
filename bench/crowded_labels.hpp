// The repel tests' crowded cluster, drawn by tests/unit/offsets_insets_test.cpp
// and bench/repel.cpp: `n` points spread by golden-ratio steps along a line
// that runs through them, on [0, 3] x [0, 3], each labelled with a name of
// varied length (1 to 20 characters). Unless they move, the labels cover each
// other, the markers and the line.
#pragma once

#include <sqfig/sqfig.hpp>

#include <cmath>
#include <string>
#include <vector>

inline sqfig::PointLabels& draw_crowded_labels(sqfig::Axes& ax, int n) {
    std::vector<double> x, y;
    std::vector<std::string> names;
    const char* stems[] = {"m", "model", "baseline", "ours-large", "distilled v2 (8-bit)"};
    for (int i = 0; i < n; ++i) {
        const double u = std::fmod(0.618034 * i, 1.0), v = std::fmod(0.414214 * i, 1.0);
        x.push_back(1 + 1.2 * u);
        y.push_back(1 + 0.6 * u + 0.5 * v);
        names.push_back(std::string(stems[(i * 3) % 5]) + " " + std::to_string(i));
    }
    ax.line({0, 3}, {0.9, 1.9});
    ax.scatter(x, y);
    ax.x_limits(0, 3).y_limits(0, 3);
    return ax.labels(x, y, names);
}
