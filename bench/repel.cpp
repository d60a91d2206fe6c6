// Repelled point labels (issue 32): how many labels repel() leaves out and
// how long a layout takes, for clusters of 12, 30, 60 and 300 labelled points.
//
// Cases (each point labelled by a model's name, 7 pt, as in a labelled
// scatter of an ML paper):
//   test      the unit tests' cluster (tests/unit/offsets_insets_test.cpp,
//             crowded()): golden-ratio points along a line through them,
//             4 x 3 in, names of 1 to 20 characters at the style's size.
//   cluster   a seeded pseudo-random Gaussian cluster with a line through it,
//             4.5 x 3.2 in (the gallery's labelled scatter's size).
//   spread    the same number of points uniformly over the plot, on a page
//             that grows with the count (6 x 4.5 in up to 60, 12 x 9 in for
//             300): there is visibly room for every label.
//   coincident  every point at one place, 4.5 x 3.2 in (issue 46: 100 such
//             labels in under 1 s; most are left out, there is no room).
//   collinear every point on one vertical line, 4.5 x 3.2 in.
// Then, for each case, the growth exponent of the layout's time from its
// 60-point to its 300-point run: log(t300 / t60) / log(5) (1: linear).
// For each, prints the labels left out (PointLabels::unplaced()) and the
// median CPU time of 3 layouts (Figure::scene(); the thread's CPU clock).
//
//   sqfig_repel_bench [--pdf DIR]   (DIR: also writes each figure as a PDF)
#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include "crowded_labels.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

namespace {

double cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

struct Lcg {  // a fixed generator: the same points on every machine
    std::uint64_t s;
    double uniform() {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        return double(s >> 11) * (1.0 / 9007199254740992.0);
    }
    double normal() {  // Irwin-Hall: the sum of 12 uniforms, centred
        double v = -6;
        for (int i = 0; i < 12; ++i) v += uniform();
        return v;
    }
};

const sqfig::PointLabels* build(sqfig::Figure& fig, const std::string& kind, int n) {
    sqfig::Axes& ax = fig.axes();
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
        names.push_back(stems[i % 4] + std::to_string(i));
    }
    if (kind == "cluster") ax.line({0, 1}, {0.2, 0.8});
    ax.x_limits(0, 1).y_limits(0, 1);
    ax.scatter(x, y);
    return &ax.labels(x, y, names).repel().size(7);
}

sqfig::Size page_of(const std::string& kind, int n) {
    if (kind == "test") return sqfig::inches(4, 3);
    if (kind == "cluster" || kind == "coincident" || kind == "collinear") return sqfig::inches(4.5, 3.2);
    return n > 60 ? sqfig::inches(12, 9) : sqfig::inches(6, 4.5);
}

}  // namespace

int main(int argc, char** argv) {
    const std::string pdf_dir = argc > 2 && std::string(argv[1]) == "--pdf" ? argv[2] : "";
    std::printf("%-10s %5s %9s %12s %10s\n", "case", "points", "left out", "collisions", "layout s");
    std::vector<std::pair<std::string, double>> growth;
    for (const std::string kind : {"test", "cluster", "spread", "coincident", "collinear"}) {
        double t60 = 0;
        for (const int n : {12, 30, 60, 100, 300}) {
            if (n == 100 && kind != "coincident") continue;
            std::vector<double> runs;
            std::size_t left = 0, collisions = 0;
            for (int r = 0; r < 3; ++r) {
                sqfig::Figure fig{page_of(kind, n)};
                const sqfig::PointLabels* labels = build(fig, kind, n);
                const double t0 = cpu_seconds();
                const sqfig::Scene s = fig.scene();
                runs.push_back(cpu_seconds() - t0);
                left = labels->unplaced().size();
                if (r == 0) {
                    collisions = sqfig::find_collisions(s).size();
                    if (!pdf_dir.empty()) fig.save(pdf_dir + "/" + kind + "_" + std::to_string(n) + ".pdf");
                }
            }
            std::sort(runs.begin(), runs.end());
            std::printf("%-10s %5d %9zu %12zu %10.3f\n", kind.c_str(), n, left, collisions, runs[1]);
            std::fflush(stdout);
            if (n == 60) t60 = runs[1];
            if (n == 300) growth.emplace_back(kind, t60 > 0 ? std::log(runs[1] / t60) / std::log(5.0) : 0.0);
        }
    }
    std::printf("growth exponent of the layout time, 60 to 300 points:");
    for (const auto& [kind, e] : growth) std::printf(" %s %.2f", kind.c_str(), e);
    std::printf("\n");
}
