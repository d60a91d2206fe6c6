// The labelled-point placements of bench/repel.cpp (issue 32), shared with
// bench/growth.cpp (issue 46): a fixed generator and the cases
//   test        the unit tests' crowded cluster (crowded_labels.hpp), 4 x 3 in
//   cluster     a seeded Gaussian cluster with a line through it, 4.5 x 3.2 in
//   spread      points uniform over the plot, on a page that grows with the
//               count (6 x 4.5 in up to 60, 12 x 9 in above)
//   packed      the same points on 6 x 4.5 in for every count: 300 leave
//               room for about a third of their labels
//   coincident  every point at one place, 4.5 x 3.2 in
//   collinear   every point on one vertical line, 4.5 x 3.2 in
// each point labelled by a model's name, 7 pt.
#pragma once

#include <sqfig/sqfig.hpp>

#include "crowded_labels.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace sqfig_bench {

/// A fixed generator (a 64-bit LCG): the same numbers on every machine.
struct Lcg {
    std::uint64_t s;
    /// Uniform in [0, 1).
    double uniform() {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        return double(s >> 11) * (1.0 / 9007199254740992.0);
    }
    /// Approximately standard normal (Irwin-Hall: the sum of 12 uniforms, centred).
    double normal() {
        double v = -6;
        for (int i = 0; i < 12; ++i) v += uniform();
        return v;
    }
};

/// Adds the case `kind` of `n` labelled points to `ax` (repelled unless
/// `repel` is false; "test" is always repelled) and returns the labels;
/// `suffix` ends every name (not for "test").
inline const sqfig::PointLabels* add_label_case(sqfig::Axes& ax, const std::string& kind, int n, bool repel = true,
                                                const std::string& suffix = "") {
    if (kind == "test") return &draw_crowded_labels(ax, n).repel();  // at the style's size
    std::vector<double> x, y;
    std::vector<std::string> names;
    Lcg g{0x5eed0000ULL + std::uint64_t(n)};
    const char* stems[] = {"model-", "ours-", "baseline-", "distil-"};
    for (int i = 0; i < n; ++i) {
        if (kind == "cluster") {
            const double t = 0.12 * g.normal();
            x.push_back(0.5 + t + 0.05 * g.normal());
            y.push_back(0.5 + 0.6 * t + 0.05 * g.normal());
        } else if (kind == "coincident") {
            x.push_back(0.5);
            y.push_back(0.5);
        } else if (kind == "collinear") {
            x.push_back(0.5);
            y.push_back(0.3 + 0.4 * i / n);
        } else {
            x.push_back(0.03 + 0.94 * g.uniform());
            y.push_back(0.03 + 0.94 * g.uniform());
        }
        names.push_back(stems[i % 4] + std::to_string(i) + suffix);
    }
    if (kind == "cluster") ax.line({0, 1}, {0.2, 0.8});
    ax.x_limits(0, 1).y_limits(0, 1);
    ax.scatter(x, y);
    sqfig::PointLabels& labels = ax.labels(x, y, names);
    if (repel) labels.repel();
    return &labels.size(7);
}

/// The page of the case `kind` with `n` points.
inline sqfig::Size label_case_page(const std::string& kind, int n) {
    if (kind == "test") return sqfig::inches(4, 3);
    if (kind == "cluster" || kind == "coincident" || kind == "collinear") return sqfig::inches(4.5, 3.2);
    if (kind == "packed") return sqfig::inches(6, 4.5);
    return n > 60 ? sqfig::inches(12, 9) : sqfig::inches(6, 4.5);
}

}  // namespace sqfig_bench
