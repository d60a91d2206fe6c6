// Histograms of 10^7 values against matplotlib (issue 47): 100 bins, 'fd' and
// 'auto' over the same raw float64 file (standard normal values, mt19937_64
// seed 0 through Box-Muller), each drawn by a fresh child process of this
// program and by bench/hist_matplotlib.py (/usr/bin/python3), alternating, so
// that a change in the machine's load hits both alike. Prints, per case, the
// median whole-process CPU time (user + system) and peak RSS of each, their
// ratio, and the peak RSS over the input's size; the machine's load average
// before and after. The sqfig child reads the file into a std::vector and
// moves it into the figure, then sets the bins: ax.hist(v).bins(...), the
// order a program writes it in.
//
//   sqfig_hist_bench [--runs N] [--n N]      the table (5 runs, 10^7 values)
//   sqfig_hist_bench BINS FILE OUT.pdf       one child: BINS is a count, fd or auto
#include <sqfig/sqfig.hpp>

#include <unistd.h>

#include <cmath>
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

int draw(const std::string& bins, const std::string& path, const std::string& out) {
    std::vector<double> v(fs::file_size(path) / sizeof(double));
    std::ifstream in(path, std::ios::binary);
    in.read(reinterpret_cast<char*>(v.data()), static_cast<std::streamsize>(v.size() * sizeof(double)));
    if (!in) return 1;
    sqfig::Figure fig{sqfig::inches(6.4, 4.8)};
    sqfig::Histogram& h = fig.axes().hist(std::move(v));
    if (bins == "fd") h.bins(sqfig::BinRule::fd);
    else if (bins == "auto") h.bins(sqfig::BinRule::automatic);
    else h.bins(std::atoi(bins.c_str()));
    fig.save(out);
    double total = 0;
    for (const double c : h.counts().counts) total += c;
    std::printf("%zu %.0f\n", h.counts().counts.size(), total);
    return 0;
}

// Standard normal values, the same on every platform (no std::normal_distribution).
void write_input(const std::string& path, std::size_t n) {
    std::mt19937_64 rng(0);
    std::vector<double> v(n);
    const double two_pi = 6.283185307179586;
    for (std::size_t i = 0; i < n; i += 2) {
        const double u1 = (static_cast<double>(rng() >> 11) + 1.0) / 9007199254740993.0;  // (0, 1]
        const double u2 = static_cast<double>(rng() >> 11) / 9007199254740992.0;
        const double r = std::sqrt(-2.0 * std::log(u1));
        v[i] = r * std::cos(two_pi * u2);
        if (i + 1 < n) v[i + 1] = r * std::sin(two_pi * u2);
    }
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(v.data()),
                                                static_cast<std::streamsize>(v.size() * sizeof(double)));
}

std::string load_average() {
    std::ifstream f("/proc/loadavg");
    std::string a, b, c;
    f >> a >> b >> c;
    return a + " " + b + " " + c;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 4) return draw(argv[1], argv[2], argv[3]);
    int runs = 5;
    std::size_t n = 10000000;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--runs") == 0) runs = std::atoi(argv[i + 1]);
        else if (std::strcmp(argv[i], "--n") == 0) n = std::strtoull(argv[i + 1], nullptr, 10);
    }
    const std::string self = fs::read_symlink("/proc/self/exe").string();
    const fs::path script = fs::path(SQFIG_BENCH_SOURCE_DIR) / "hist_matplotlib.py";
    const bool matplotlib = ::access("/usr/bin/python3", X_OK) == 0 &&
                            sqfig_bench::run_process({"/usr/bin/python3", "-c", "import matplotlib"}).status == 0;
    const fs::path tmp = fs::temp_directory_path() / ("sqfig-hist-bench-" + std::to_string(::getpid()));
    fs::create_directories(tmp);
    const std::string input = (tmp / "values.f64").string();
    write_input(input, n);
    const double input_mib = static_cast<double>(n * sizeof(double)) / sqfig_bench::mib;
    std::printf("=== hist of %zu values (%.1f MiB of float64): median of %d fresh processes each, sqfig and matplotlib "
                "alternating ===\n", n, input_mib, runs);
    std::printf("load average before: %s\n", load_average().c_str());
    std::printf("%-10s %6s %9s %9s %7s %10s %10s %9s %9s\n", "bins", "n bins", "sqfig cpu", "mpl cpu", "ratio", "sqfig MiB",
                "mpl MiB", "sqfig/in", "mpl/in");
    for (const std::string bins : {"100", "fd", "auto"}) {
        std::vector<double> cpu, mcpu, rss, mrss;
        std::string ours_out, theirs_out;
        for (int k = 0; k < runs; ++k) {
            const auto a = sqfig_bench::run_process({self, bins, input, (tmp / "sqfig.pdf").string()});
            if (a.status != 0) std::printf("sqfig failed on %s\n", bins.c_str());
            cpu.push_back(a.cpu);
            rss.push_back(a.rss);
            ours_out = a.out;
            if (matplotlib) {
                const auto b = sqfig_bench::run_process({"/usr/bin/python3", script.string(), bins, input, (tmp / "mpl.pdf").string()});
                if (b.status != 0) std::printf("matplotlib failed on %s\n", bins.c_str());
                mcpu.push_back(b.cpu);
                mrss.push_back(b.rss);
                theirs_out = b.out;
            }
        }
        const double c = sqfig_bench::median(cpu), mc = sqfig_bench::median(mcpu);
        const double r = sqfig_bench::median(rss) / sqfig_bench::mib, mr = sqfig_bench::median(mrss) / sqfig_bench::mib;
        unsigned long nb = 0;
        std::sscanf(ours_out.c_str(), "%lu", &nb);
        std::printf("%-10s %6lu %8.3fs %8.3fs %6.2fx %10.1f %10.1f %8.2fx %8.2fx\n", bins.c_str(), nb, c, mc,
                    matplotlib ? c / mc : 0.0, r, mr, r / input_mib, mr / input_mib);
        if (matplotlib && ours_out != theirs_out)
            std::printf("  (bins and total differ: sqfig %s  matplotlib %s)\n", ours_out.c_str(), theirs_out.c_str());
    }
    std::printf("load average after: %s\n", load_average().c_str());
    if (!matplotlib) std::printf("(matplotlib not found: /usr/bin/python3 -c 'import matplotlib' failed)\n");
    std::printf("(targets, issue 47: 'auto' <= 0.5x matplotlib's CPU, peak RSS <= 1.5x the input)\n");
    fs::remove_all(tmp);
}
