// Every built-in artist against matplotlib (issue 47): for each case, one raw
// float64 input file (k columns of n values, column after column; mt19937_64
// seeded by the case's number, normals through Box-Muller, so the file is the
// same on every machine), drawn on a 6.4 x 4.8 in figure and saved as PDF by a
// fresh child process of this program and by bench/artists_matplotlib.py
// (/usr/bin/python3, matplotlib's pdf backend), alternating, so that a change
// in the machine's load hits both alike. Prints a markdown table of the median
// whole-process CPU time (user + system) and peak RSS of each, their CPU
// ratio, and the PDF's bytes; the machine's load average before and after.
// Without python3 or matplotlib the matplotlib columns are left empty.
//
//   sqfig_artists_bench [--runs N] [--only SUBSTRING] [--keep DIR]
//                    the table (3 runs, every case; --only: the cases whose name
//                    or description holds SUBSTRING; --keep: the input and the
//                    last run's PDFs copied to DIR as CASE.f64, CASE-sqfig.pdf
//                    and CASE-matplotlib.pdf, e.g. for perf record of one child)
//   sqfig_artists_bench --draw CASE FILE OUT.pdf        one child: sqfig draws CASE
//
// The cases and their inputs are listed in cases() below; the matplotlib
// script reads the same k x n layout (its K table must agree with k here).
#include <sqfig/sqfig.hpp>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "child_process.hpp"
#include "measure.hpp"

namespace {

namespace fs = std::filesystem;

struct Case {
    const char* name;  // what the child and the script are told
    const char* what;  // the table's description
    std::size_t k;     // columns
    std::size_t n;     // values per column
};

// matplotlib's equivalents are in bench/artists_matplotlib.py.
const std::vector<Case>& cases() {
    static const std::vector<Case> all = {
        {"empty", "no artist (the axes and the process)", 1, 1},
        {"line", "line, 10^5 points", 2, 100000},
        {"scatter", "scatter, 10^4 points", 2, 10000},
        {"bars", "bars, 1000", 2, 1000},
        {"hbars", "hbars, 1000", 2, 1000},
        {"error_bars", "error bars, 1000", 3, 1000},
        {"band", "band (fill_between), 10^4 points", 3, 10000},
        {"hist", "hist, 10^6 values, 100 bins", 1, 1000000},
        {"hist_stacked", "hist stacked, 3 x 3*10^5 values, 100 bins", 3, 300000},
        {"boxplot", "box plots, 50 x 2000 values, fliers", 50, 2000},
        {"violin", "violins, 6 x 10^5 values", 6, 100000},
        {"ecdf", "ECDF, 10^5 values", 1, 100000},
        {"stackplot", "stack plot, 5 layers x 10^4", 6, 10000},
        {"heatmap", "heatmap 300 x 300 + colorbar", 300, 300},
        {"text", "300 texts + 300 annotations", 4, 300},
        {"reference", "250 each of hline, vline, hspan, vspan", 4, 250},
        {"labels", "point labels (not repelled), 1000", 2, 1000},
    };
    return all;
}

// ---- the inputs: the same bits on every platform (no std::*_distribution) ----

struct Gen {
    std::mt19937_64 rng;
    bool has_spare = false;
    double spare = 0;
    explicit Gen(std::uint64_t seed) : rng(seed) {}
    double uniform() { return static_cast<double>(rng() >> 11) / 9007199254740992.0; }  // [0, 1)
    double normal() {  // Box-Muller, both values used
        if (has_spare) {
            has_spare = false;
            return spare;
        }
        const double u1 = (static_cast<double>(rng() >> 11) + 1.0) / 9007199254740993.0;  // (0, 1]
        const double u2 = static_cast<double>(rng() >> 11) / 9007199254740992.0;
        const double r = std::sqrt(-2.0 * std::log(u1));
        const double two_pi = 6.283185307179586;
        spare = r * std::sin(two_pi * u2);
        has_spare = true;
        return r * std::cos(two_pi * u2);
    }
    double student_t3() {  // heavy tails: Student's t with 3 degrees of freedom
        const double z = normal(), a = normal(), b = normal(), c = normal();
        return z / std::sqrt((a * a + b * b + c * c) / 3.0);
    }
};

// A noisy signal over 0..n-1: a slow sine, a random walk and noise.
void signal(Gen& g, double* y, std::size_t n) {
    double walk = 0;
    for (std::size_t i = 0; i < n; ++i) {
        walk += 0.02 * g.normal();
        y[i] = 2 + std::sin(6.283185307179586 * 3.0 * double(i) / double(n)) + walk + 0.1 * g.normal();
    }
}

std::vector<double> make_input(const Case& c, std::uint64_t seed) {
    Gen g(seed);
    const std::size_t n = c.n;
    std::vector<double> v(c.k * n);
    auto col = [&](std::size_t j) { return v.data() + j * n; };
    auto index = [&](double* x) {
        for (std::size_t i = 0; i < n; ++i) x[i] = static_cast<double>(i);
    };
    const std::string name = c.name;
    if (name == "line") {
        index(col(0));
        signal(g, col(1), n);
    } else if (name == "scatter") {
        for (std::size_t i = 0; i < n; ++i) {
            const double x = g.normal(), z = g.normal();
            col(0)[i] = x;
            col(1)[i] = 0.6 * x + 0.8 * z;
        }
    } else if (name == "bars" || name == "hbars") {
        index(col(0));
        for (std::size_t i = 0; i < n; ++i) col(1)[i] = 1 + 9 * g.uniform();
    } else if (name == "error_bars") {
        index(col(0));
        signal(g, col(1), n);
        for (std::size_t i = 0; i < n; ++i) col(2)[i] = 0.05 + 0.25 * g.uniform();
    } else if (name == "band") {
        index(col(0));
        signal(g, col(1), n);
        for (std::size_t i = 0; i < n; ++i) {
            const double mid = col(1)[i], spread = 0.1 + 0.3 * g.uniform();
            col(1)[i] = mid - spread;
            col(2)[i] = mid + spread;
        }
    } else if (name == "hist" || name == "ecdf") {
        for (double& x : v) x = g.normal();
    } else if (name == "hist_stacked") {
        for (std::size_t j = 0; j < c.k; ++j)
            for (std::size_t i = 0; i < n; ++i) col(j)[i] = 1.5 * double(j) + (1.0 + 0.2 * double(j)) * g.normal();
    } else if (name == "boxplot") {
        for (std::size_t j = 0; j < c.k; ++j)
            for (std::size_t i = 0; i < n; ++i) col(j)[i] = 0.05 * double(j) + g.student_t3();
    } else if (name == "violin") {
        for (std::size_t j = 0; j < c.k; ++j)
            for (std::size_t i = 0; i < n; ++i) col(j)[i] = 0.5 * double(j) + (1.0 + 0.1 * double(j)) * g.normal();
    } else if (name == "stackplot") {
        index(col(0));
        for (std::size_t j = 1; j < c.k; ++j) {
            signal(g, col(j), n);
            for (std::size_t i = 0; i < n; ++i) col(j)[i] = std::abs(col(j)[i]);
        }
    } else if (name == "heatmap") {  // k rows of n columns: a smooth field plus noise
        for (std::size_t r = 0; r < c.k; ++r)
            for (std::size_t q = 0; q < n; ++q)
                col(r)[q] = std::sin(6.0 * double(r) / double(c.k)) * std::cos(4.0 * double(q) / double(n)) +
                            0.2 * g.normal();
    } else if (name == "text" || name == "reference") {
        for (double& x : v) x = 9 * g.uniform();
    } else if (name == "labels") {
        for (double& x : v) x = 0.03 + 0.94 * g.uniform();
    }
    return v;
}

// ---- the child: sqfig draws one case ----------------------------------------

std::vector<double> column(const std::vector<double>& v, std::size_t n, std::size_t j) {
    return std::vector<double>(v.begin() + static_cast<std::ptrdiff_t>(j * n),
                               v.begin() + static_cast<std::ptrdiff_t>((j + 1) * n));
}

std::vector<sqfig::Values> columns(const std::vector<double>& v, std::size_t n, std::size_t first, std::size_t k) {
    std::vector<sqfig::Values> out;
    for (std::size_t j = first; j < k; ++j) out.emplace_back(column(v, n, j));
    return out;
}

int draw(const std::string& name, const std::string& path, const std::string& out) {
    const Case* c = nullptr;
    for (const Case& e : cases())
        if (name == e.name) c = &e;
    if (!c) {
        std::fprintf(stderr, "no case %s\n", name.c_str());
        return 2;
    }
    std::vector<double> v(fs::file_size(path) / sizeof(double));
    std::ifstream in(path, std::ios::binary);
    in.read(reinterpret_cast<char*>(v.data()), static_cast<std::streamsize>(v.size() * sizeof(double)));
    if (!in || v.size() != c->k * c->n) return 1;
    const std::size_t n = c->n;
    sqfig::Figure fig{sqfig::inches(6.4, 4.8)};
    sqfig::Axes& ax = fig.axes();
    if (name == "empty") {
    } else if (name == "line") {
        ax.line(column(v, n, 0), column(v, n, 1));
    } else if (name == "scatter") {
        ax.scatter(column(v, n, 0), column(v, n, 1));
    } else if (name == "bars") {
        ax.bars(column(v, n, 0), column(v, n, 1));
    } else if (name == "hbars") {
        ax.hbars(column(v, n, 0), column(v, n, 1));
    } else if (name == "error_bars") {
        ax.error_bars(column(v, n, 0), column(v, n, 1)).y_error(column(v, n, 2));
    } else if (name == "band") {
        std::vector<double> x(n);
        for (std::size_t i = 0; i < n; ++i) x[i] = static_cast<double>(i);
        ax.band(std::move(x), column(v, n, 1), column(v, n, 2));
    } else if (name == "hist") {
        ax.hist(std::move(v)).bins(100);
    } else if (name == "hist_stacked") {
        ax.hist(columns(v, n, 0, c->k)).bins(100).stacked();
    } else if (name == "boxplot") {
        ax.boxplot(columns(v, n, 0, c->k));
    } else if (name == "violin") {
        ax.violin(columns(v, n, 0, c->k));
    } else if (name == "ecdf") {
        ax.ecdf(std::move(v));
    } else if (name == "stackplot") {
        ax.stackplot(column(v, n, 0), columns(v, n, 1, c->k));
    } else if (name == "heatmap") {
        ax.colorbar(ax.heatmap(std::move(v), c->k, n));
    } else if (name == "text") {  // columns: text x, text y, annotated x, annotated y
        ax.x_limits(0, 10).y_limits(0, 10);
        for (std::size_t i = 0; i < n; ++i) ax.text(sqfig::Point{v[i], v[n + i]}, "text " + std::to_string(i));
        for (std::size_t i = 0; i < n; ++i) {
            const double x = v[2 * n + i], y = v[3 * n + i];
            ax.annotate("note " + std::to_string(i), sqfig::Point{x, y}, sqfig::Point{x + 0.5, y + 0.5});
        }
    } else if (name == "reference") {  // columns: hline y, vline x, hspan y, vspan x
        ax.x_limits(0, 10).y_limits(0, 10);
        for (std::size_t i = 0; i < n; ++i) ax.hline(v[i]);
        for (std::size_t i = 0; i < n; ++i) ax.vline(v[n + i]);
        for (std::size_t i = 0; i < n; ++i) ax.hspan(v[2 * n + i], v[2 * n + i] + 0.05);
        for (std::size_t i = 0; i < n; ++i) ax.vspan(v[3 * n + i], v[3 * n + i] + 0.05);
    } else if (name == "labels") {
        std::vector<std::string> names;
        for (std::size_t i = 0; i < n; ++i) names.push_back("p" + std::to_string(i));
        ax.x_limits(0, 1).y_limits(0, 1);
        ax.scatter(column(v, n, 0), column(v, n, 1));
        ax.labels(column(v, n, 0), column(v, n, 1), std::move(names));
    }
    fig.save(out);
    return 0;
}

// ---- the parent: the table --------------------------------------------------

std::string load_average() {
    std::ifstream f("/proc/loadavg");
    std::string a, b, c;
    f >> a >> b >> c;
    return a + " " + b + " " + c;
}

std::string mib(double bytes) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f MiB", bytes / sqfig_bench::mib);
    return b;
}

std::string bytes_of(double b) {  // 12345 -> "12,345"
    std::string s = std::to_string(static_cast<long long>(std::llround(b)));
    for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), ",");
    return s;
}

double file_bytes(const fs::path& p) {
    std::error_code ec;
    const auto s = fs::file_size(p, ec);
    return ec ? 0.0 : static_cast<double>(s);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 5 && std::strcmp(argv[1], "--draw") == 0) return draw(argv[2], argv[3], argv[4]);
    int runs = 3;
    std::string only, keep;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (std::strcmp(argv[i], "--only") == 0 && i + 1 < argc) {
            only = argv[++i];
        } else if (std::strcmp(argv[i], "--keep") == 0 && i + 1 < argc) {
            keep = argv[++i];
            fs::create_directories(keep);
        } else {
            std::fprintf(stderr, "usage: %s [--runs N] [--only SUBSTRING] [--keep DIR]\n       %s --draw CASE FILE OUT.pdf\n",
                         argv[0], argv[0]);
            return 2;
        }
    }
    const std::string self = fs::read_symlink("/proc/self/exe").string();
    const fs::path script = fs::path(SQFIG_BENCH_SOURCE_DIR) / "artists_matplotlib.py";
    bool matplotlib = ::access("/usr/bin/python3", X_OK) == 0;
    std::string mpl_version;
    if (matplotlib) {
        const auto r = sqfig_bench::run_process(
            {"/usr/bin/python3", "-c", "import matplotlib, numpy; print(matplotlib.__version__, numpy.__version__)"});
        matplotlib = r.status == 0;
        mpl_version = r.out;
        while (!mpl_version.empty() && mpl_version.back() == '\n') mpl_version.pop_back();
    }
    const fs::path tmp = fs::temp_directory_path() / ("sqfig-artists-bench-" + std::to_string(::getpid()));
    fs::create_directories(tmp);

    std::printf("=== every artist against matplotlib (issue 47): 6.4 x 4.8 in PDF from the same float64 file, "
                "median of %d fresh processes each, sqfig and matplotlib alternating ===\n", runs);
    if (matplotlib) std::printf("matplotlib, numpy: %s\n", mpl_version.c_str());
    else std::printf("matplotlib not found (/usr/bin/python3 -c 'import matplotlib, numpy' failed): sqfig only\n");
    std::printf("load average before: %s\n\n", load_average().c_str());
    std::printf("| case | sqfig CPU | matplotlib CPU | ratio | sqfig peak RSS | mpl peak RSS | sqfig PDF bytes | "
                "mpl PDF bytes | bytes ratio |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|\n");
    std::fflush(stdout);
    std::uint64_t seed = 0;
    for (const Case& c : cases()) {
        ++seed;  // the case's number in the list, whichever cases run
        if (!only.empty() && std::string(c.name).find(only) == std::string::npos &&
            std::string(c.what).find(only) == std::string::npos)
            continue;
        const fs::path input = tmp / (std::string(c.name) + ".f64");
        {
            const std::vector<double> v = make_input(c, seed);
            std::ofstream(input, std::ios::binary)
                .write(reinterpret_cast<const char*>(v.data()), static_cast<std::streamsize>(v.size() * sizeof(double)));
        }
        const fs::path ours = tmp / "sqfig.pdf", theirs = tmp / "mpl.pdf";
        std::vector<double> cpu, mcpu, rss, mrss, pdf, mpdf;
        bool failed = false, mfailed = false;
        for (int r = 0; r < runs; ++r) {
            fs::remove(ours);
            const auto a = sqfig_bench::run_process({self, "--draw", c.name, input.string(), ours.string()});
            if (a.status != 0) failed = true;
            cpu.push_back(a.cpu);
            rss.push_back(a.rss);
            pdf.push_back(file_bytes(ours));
            if (matplotlib) {
                fs::remove(theirs);
                const auto b = sqfig_bench::run_process(
                    {"/usr/bin/python3", script.string(), c.name, input.string(), theirs.string()});
                if (b.status != 0) mfailed = true;
                mcpu.push_back(b.cpu);
                mrss.push_back(b.rss);
                mpdf.push_back(file_bytes(theirs));
            }
        }
        if (!keep.empty()) {
            std::error_code ec;
            fs::copy_file(input, fs::path(keep) / input.filename(), fs::copy_options::overwrite_existing, ec);
            fs::copy_file(ours, fs::path(keep) / (std::string(c.name) + "-sqfig.pdf"),
                          fs::copy_options::overwrite_existing, ec);
            if (matplotlib)
                fs::copy_file(theirs, fs::path(keep) / (std::string(c.name) + "-matplotlib.pdf"),
                              fs::copy_options::overwrite_existing, ec);
        }
        fs::remove(input);
        const double t = sqfig_bench::median(cpu), b = sqfig_bench::median(pdf);
        std::string row = std::string("| ") + c.what + " | ";
        char buf[256];
        std::snprintf(buf, sizeof buf, "%.3f s%s | ", t, failed ? " (failed)" : "");
        row += buf;
        if (matplotlib) {
            const double mt = sqfig_bench::median(mcpu), mb = sqfig_bench::median(mpdf);
            std::snprintf(buf, sizeof buf, "%.3f s%s | %.2fx | %s | %s | %s | %s | %.2fx |", mt,
                          mfailed ? " (failed)" : "", mt > 0 ? t / mt : 0.0, mib(sqfig_bench::median(rss)).c_str(),
                          mib(sqfig_bench::median(mrss)).c_str(), bytes_of(b).c_str(), bytes_of(mb).c_str(),
                          mb > 0 ? b / mb : 0.0);
        } else {
            std::snprintf(buf, sizeof buf, "- | - | %s | - | %s | - | - |", mib(sqfig_bench::median(rss)).c_str(),
                          bytes_of(b).c_str());
        }
        row += buf;
        std::printf("%s\n", row.c_str());
        std::fflush(stdout);
    }
    std::printf("\nload average after: %s\n", load_average().c_str());
    std::printf("(CPU: user + system of the whole process, reading the file included; ratio: sqfig / matplotlib.\n"
                " Issue 47's targets: violins <= 0.4x matplotlib's CPU, box plots with fliers <= 0.2x.)\n");
    fs::remove_all(tmp);
    return 0;
}
