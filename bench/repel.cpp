// Repelled point labels (issue 32): how many labels repel() leaves out and
// how long a layout takes, for clusters of 12, 30, 60 and 300 labelled points.
//
// Cases (bench/label_cases.hpp; each point labelled by a model's name, 7 pt,
// as in a labelled scatter of an ML paper):
//   test      the unit tests' cluster (tests/unit/offsets_insets_test.cpp,
//             crowded()): golden-ratio points along a line through them,
//             4 x 3 in, names of 1 to 20 characters at the style's size.
//   cluster   a seeded pseudo-random Gaussian cluster with a line through it,
//             4.5 x 3.2 in (the gallery's labelled scatter's size).
//   spread    the same number of points uniformly over the plot, on a page
//             that grows with the count (6 x 4.5 in up to 60, 12 x 9 in for
//             300): there is visibly room for every label.
//   packed    the same points on 6 x 4.5 in for every count: 300 leave room
//             for about a third of their labels (issue 47's "300 repelled
//             labels").
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

#include "label_cases.hpp"

#include <algorithm>
#include <cmath>
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

}  // namespace

int main(int argc, char** argv) {
    const std::string pdf_dir = argc > 2 && std::string(argv[1]) == "--pdf" ? argv[2] : "";
    std::printf("%-10s %5s %9s %12s %10s\n", "case", "points", "left out", "collisions", "layout s");
    std::vector<std::pair<std::string, double>> growth;
    for (const std::string kind : {"test", "cluster", "spread", "packed", "coincident", "collinear"}) {
        double t60 = 0;
        for (const int n : {12, 30, 60, 100, 300}) {
            if (n == 100 && kind != "coincident") continue;
            std::vector<double> runs;
            std::size_t left = 0, collisions = 0;
            for (int r = 0; r < 3; ++r) {
                sqfig::Figure fig{sqfig_bench::label_case_page(kind, n)};
                const sqfig::PointLabels* labels = sqfig_bench::add_label_case(fig.axes(), kind, n);
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
