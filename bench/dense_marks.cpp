// Dense marks against matplotlib, in one run (issue 34): each case is drawn
// by a fresh child process of this program and, when /usr/bin/python3 has
// matplotlib, by bench/dense_marks_matplotlib.py on the same kind of data,
// alternating, 3 runs each. Prints the median wall time, the peak resident
// memory (and per point, above a figure of no points), and the file's bytes.
// The data are moved into the figure (Values takes a std::vector<double>&&
// over), as a program short of memory would hand them.
//
//   sqfig_dense_bench                 the table
//   sqfig_dense_bench CASE N OUT.pdf  one child: draws case CASE of N points
#include <sqfig/sqfig.hpp>

#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "child_process.hpp"
#include "measure.hpp"

namespace {

namespace fs = std::filesystem;

// The cases, as both programs draw them.
//   line:     a random walk with circle markers and a NaN every other point (PDF)
//   scatter:  uniform points coloured by x*y, with a colourbar (PDF)
//   rscatter: the same, rasterized (sqfig's automatic image; matplotlib's rasterized=True)
//   heatmap:  an N x N heatmap with a value label in every cell (0.25 x 0.2 in a cell)
//   grid:     an N x N grid of small line plots (20 points each) on a 30 x 30 in page
int draw(const std::string& what, std::size_t n, const std::string& out) {
    if (what == "heatmap") {
        std::vector<double> v(n * n);
        for (std::size_t i = 0; i < v.size(); ++i) v[i] = std::sin(static_cast<double>(i) * 0.01) * std::cos(static_cast<double>(i) * 0.003);
        sqfig::Figure fig{sqfig::inches(0.25 * static_cast<double>(n), 0.2 * static_cast<double>(n))};
        fig.axes().heatmap(std::move(v), n, n).value_labels(1).value_label_size(6);
        fig.save(out);
        return 0;
    }
    if (what == "grid") {
        sqfig::Figure fig{sqfig::inches(30, 30)};
        auto grid = fig.grid(n, n);
        std::vector<double> x(20), y(20);
        for (std::size_t i = 0; i < x.size(); ++i) x[i] = static_cast<double>(i);
        for (std::size_t r = 0; r < n; ++r)
            for (std::size_t c = 0; c < n; ++c) {
                for (std::size_t i = 0; i < y.size(); ++i) y[i] = std::sin(static_cast<double>(i) * 0.3 + static_cast<double>(r + c));
                grid(r, c).line(x, y);
            }
        fig.save(out);
        return 0;
    }
    std::vector<double> x(n), y(n), c(n);
    unsigned s = 12345;
    auto uniform = [&] {
        s = s * 1103515245u + 12345u;
        return static_cast<double>((s >> 8) & 0xffffffu) / 16777216.0;
    };
    sqfig::Figure fig{sqfig::inches(6, 4)};
    sqfig::Axes& ax = fig.axes();
    if (what == "line") {
        double v = 0;
        for (std::size_t i = 0; i < n; ++i) {
            v += uniform() * 2 - 1;
            x[i] = static_cast<double>(i);
            y[i] = i % 2 ? std::numeric_limits<double>::quiet_NaN() : v;
        }
        ax.line(std::move(x), std::move(y)).marker(sqfig::MarkerShape::circle).label("walk");
    } else {
        for (std::size_t i = 0; i < n; ++i) {
            x[i] = uniform();
            y[i] = uniform();
            c[i] = x[i] * y[i];
        }
        sqfig::Scatter& points = ax.scatter(std::move(x), std::move(y)).color_values(std::move(c));
        if (what == "rscatter") points.rasterized(true);
        ax.colorbar(points);
    }
    fig.save(out);
    return 0;
}

struct Row {
    std::string name, what;
    std::size_t n;          // points; for heatmap and grid, the side (n x n cells or plots)
    bool with_mpl = true;   // matplotlib takes minutes on the largest grids: sqfig alone there
};

}  // namespace

int main(int argc, char** argv) {
    if (argc == 4) return draw(argv[1], std::strtoull(argv[2], nullptr, 10), argv[3]);
    const std::string self = fs::read_symlink("/proc/self/exe").string();
    const fs::path script = fs::path(SQFIG_BENCH_SOURCE_DIR) / "dense_marks_matplotlib.py";
    const bool matplotlib =
        ::access("/usr/bin/python3", X_OK) == 0 &&
        sqfig_bench::run_process({"/usr/bin/python3", "-c", "import matplotlib"}).status == 0;
    const fs::path tmp = fs::temp_directory_path() / ("sqfig-dense-bench-" + std::to_string(::getpid()));
    fs::create_directories(tmp);
    const std::vector<Row> rows{{"line 10^6, markers, NaN gaps", "line", 1000000},
                                {"scatter 10^5 by value + colourbar", "scatter", 100000},
                                {"scatter 10^6 by value, rasterized", "rscatter", 1000000},
                                {"heatmap 100x100, value labels", "heatmap", 100},
                                {"heatmap 300x300, value labels", "heatmap", 300, false},
                                {"grid of 30x30 line plots", "grid", 30},
                                {"grid of 100x100 line plots", "grid", 100, false}};
    const double empty_rss = sqfig_bench::run_process({self, "line", "0", (tmp / "empty.pdf").string()}).rss;
    std::printf("=== dense marks, PDF: median of 3 fresh processes each, sqfig and matplotlib alternating ===\n");
    std::printf("(a figure of no points peaks at %.1f MiB: the per-point memory is above that)\n", empty_rss / sqfig_bench::mib);
    std::printf("%-36s %9s %9s %7s %10s %10s %11s %11s\n", "case", "sqfig", "mpl", "ratio", "sqfig MiB", "B/item", "sqfig bytes",
                "mpl bytes");
    for (const Row& r : rows) {
        std::vector<double> ours, theirs, rss;
        const std::string out = (tmp / (r.what + ".pdf")).string(), mpl_out = (tmp / (r.what + "-mpl.pdf")).string();
        for (int k = 0; k < 3; ++k) {
            const auto a = sqfig_bench::run_process({self, r.what, std::to_string(r.n), out});
            if (a.status != 0) std::printf("sqfig failed on %s\n", r.what.c_str());
            ours.push_back(a.wall);
            rss.push_back(a.rss);
            if (matplotlib && r.with_mpl) {
                const auto b = sqfig_bench::run_process({"/usr/bin/python3", script.string(), r.what, std::to_string(r.n), mpl_out});
                if (b.status != 0) std::printf("matplotlib failed on %s\n", r.what.c_str());
                theirs.push_back(b.wall);
            }
        }
        const double a = sqfig_bench::median(ours), b = sqfig_bench::median(theirs), m = sqfig_bench::median(rss);
        const auto bytes = [](const std::string& p) { return fs::exists(p) ? static_cast<long long>(fs::file_size(p)) : -1LL; };
        const bool square = r.what == "heatmap" || r.what == "grid";
        const double items = static_cast<double>(square ? r.n * r.n : r.n);
        std::printf("%-36s %8.2fs %8.2fs %6.2fx %10.1f %10.1f %11lld %11lld\n", r.name.c_str(), a, b,
                    matplotlib && r.with_mpl ? a / b : 0.0, m / sqfig_bench::mib, (m - empty_rss) / items, bytes(out),
                    r.with_mpl ? bytes(mpl_out) : -1LL);
    }
    if (!matplotlib) std::printf("(matplotlib not found: /usr/bin/python3 -c 'import matplotlib' failed)\n");
    std::printf("(B/item: a point; for heatmap a cell, for grid a plot. mpl 0 and bytes -1: not run, minutes at that size)\n");
    std::printf("(targets, issue 34: line and scatter 10^5 <= 0.2x matplotlib at <= 100 bytes a point; scatter 10^6 rasterized <= 0.2x)\n");
    fs::remove_all(tmp);
}
