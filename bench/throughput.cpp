// sqfig_throughput: issue 16's throughput targets, run by `make bench` after
// sqfig_bench (target sqfig_run_bench). Every measurement is a child process
// (this program again with an internal option), timed from outside with
// wait4 (wall, user + system CPU, peak RSS), median of --runs runs, the
// compared programs interleaved run by run.
//
//   1. A 1,000-page document: sqfig::DocumentWriter (pages streamed to the
//      file) against sqfig::Document (pages held until save), peak RSS.
//      Target: <= 20 MiB streamed.
//   2. Threads: 400 small charts saved to PDF by 1 thread, by 2 threads x 200
//      (one a core) and by 8 threads x 50 charts at once (one folder, and a
//      folder each); throughput (charts per second of wall time of the
//      saving, measured inside the child after a warm-up chart), CPU and
//      minor page faults. Target: 8 threads >= 1.7x one thread on 2 cores.
//   3. 1,000 small charts (bench/small_chart.hpp) saved as 1,000 PDFs by one
//      process, against one gnuplot process drawing the same charts with its
//      pdfcairo terminal into 1,000 PDFs. Targets: <= 0.8 ms a chart after
//      warm-up (in-process timer), whole process <= gnuplot's. Also printed:
//      minor page faults a chart after warm-up (getrusage), which the load
//      does not change (sqfig/detail/heap_hint.hpp is why they are ~0.5).
//   3b. Issue 34: 200 small charts as 200 PDFs: every save() synced, and as
//      a batch (SaveOptions::sync_to_disk off, one sqfig::flush_to_disk),
//      against gnuplot (which does not sync). Target: the batch <= gnuplot's
//      wall time.
//   4. 10,002 grouped bars (5,001 groups of 2) on an 8 x 4 in page, one PDF:
//      whole-process CPU and PDF bytes against gnuplot (boxes, same data, the
//      x range sqfig shows; gnuplot's own range is printed too).
//      Target: <= gnuplot's CPU and bytes.
// gnuplot rows are skipped, with a message, when no gnuplot is found
// (--gnuplot PATH, SQFIG_GNUPLOT, or gnuplot on PATH).
//
// Usage: sqfig_throughput [--runs N (5)] [--gnuplot PATH] [--no-gnuplot]
//                         [--only document|threads|charts|files|bars]
// Internal: --doc-child stream|memory PAGES OUT | --charts-child N DIR |
//           --threads-child THREADS N DIR shared|own | --bars-child OUT |
//           --files-child N DIR durable|batch
#include <sqfig/sqfig.hpp>

#include "sqfig/layout/axes_layout.hpp"  // the x view gnuplot is given (internal)

#include "child_process.hpp"
#include "grouped_bars.hpp"
#include "measure.hpp"
#include "small_chart.hpp"

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace fs = std::filesystem;
using sqfig::bench_small_chart;

namespace {

using Clock = std::chrono::steady_clock;

using sqfig_bench::cpu_now;
using sqfig_bench::median;
using sqfig_bench::mib;

// ---------------------------------------------------------------- processes

using sqfig_bench::ProcRun;
using sqfig_bench::run_process;

ProcRun must(const ProcRun& r, const std::string& what) {
    if (r.status != 0) throw std::runtime_error(what + " failed (exit " + std::to_string(r.status) + ")");
    return r;
}

// "key=value" numbers a child printed.
double reported(const std::string& out, const std::string& key) {
    const auto at = out.find(key + "=");
    if (at == std::string::npos) throw std::runtime_error("child did not report " + key + ":\n" + out);
    return std::stod(out.substr(at + key.size() + 1));
}

std::string self_exe() { return fs::read_symlink("/proc/self/exe").string(); }

std::uintmax_t bytes_of(const fs::path& dir, const std::string& ext) {
    std::uintmax_t total = 0;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.path().extension() == ext) total += e.file_size();
    return total;
}

std::string verdict(bool met) { return met ? "met" : "NOT met"; }

double load_average() {
    double l = 0;
    std::ifstream("/proc/loadavg") >> l;
    return l;
}

// ---------------------------------------------------------------- children

sqfig::SaveOptions no_sync() {
    sqfig::SaveOptions o;
    o.sync_to_disk = false;  // gnuplot does not fsync either
    return o;
}

int doc_child(const std::string& mode, int pages, const std::string& out) {
    if (mode == "stream") {
        sqfig::DocumentWriter w(out, no_sync());
        for (int i = 0; i < pages; ++i) w.add(bench_small_chart(i));
        w.finish();
    } else {
        sqfig::Document d;
        for (int i = 0; i < pages; ++i) d.add(bench_small_chart(i));
        d.save(out, no_sync());
    }
    return 0;
}

// n charts, each built and saved to its own PDF; the first 10 are the warm-up.
int charts_child(int n, const std::string& dir) {
    const int warm = std::min(10, n);
    for (int i = 0; i < warm; ++i) bench_small_chart(i).save(dir + "/s" + std::to_string(i) + ".pdf", no_sync());
    struct rusage r0 {};
    ::getrusage(RUSAGE_SELF, &r0);
    const double c0 = cpu_now();
    const auto t0 = Clock::now();
    for (int i = warm; i < n; ++i) bench_small_chart(i).save(dir + "/s" + std::to_string(i) + ".pdf", no_sync());
    const double wall = std::chrono::duration<double>(Clock::now() - t0).count();
    const double cpu = cpu_now() - c0;
    struct rusage r1 {};
    ::getrusage(RUSAGE_SELF, &r1);
    // Minor page faults: memory the process gave back and touches again
    // (counted by the kernel, so the machine's load does not change them).
    std::printf("warm_ms_wall=%.6f\nwarm_ms_cpu=%.6f\nwarm_faults=%.6f\n", 1e3 * wall / (n - warm), 1e3 * cpu / (n - warm),
                static_cast<double>(r1.ru_minflt - r0.ru_minflt) / (n - warm));
    return 0;
}

// Issue 34's batch: n charts saved as n PDFs, each save durable on its own
// (`durable`: the default SaveOptions, one fsync a file) or as a batch
// (`batch`: sync_to_disk off, then one flush_to_disk for the folder).
int files_child(int n, const std::string& dir, const std::string& mode) {
    const sqfig::SaveOptions options = mode == "batch" ? no_sync() : sqfig::SaveOptions{};
    for (int i = 0; i < n; ++i) bench_small_chart(i).save(dir + "/f" + std::to_string(i) + ".pdf", options);
    if (mode == "batch") sqfig::flush_to_disk(dir);
    return 0;
}

// n charts split over `threads` threads started together, after one chart
// on the main thread (fontconfig's start-up, paid once per process).
// own_folders: each thread saves into a folder of its own (no commit waits
// for another's folder lock).
int threads_child(int threads, int n, const std::string& dir, bool own_folders) {
    bench_small_chart(0).save(dir + "/warm.pdf", no_sync());
    std::vector<std::thread> pool;
    std::vector<std::string> errors(static_cast<std::size_t>(threads));
    struct rusage r0 {};
    ::getrusage(RUSAGE_SELF, &r0);
    const double c0 = cpu_now();
    const auto t0 = Clock::now();
    for (int t = 0; t < threads; ++t) {
        pool.emplace_back([&, t] {
            try {
                std::string folder = dir;
                if (own_folders) {
                    folder += "/" + std::to_string(t);
                    fs::create_directories(folder);
                }
                for (int i = t; i < n; i += threads)
                    bench_small_chart(i).save(folder + "/t" + std::to_string(i) + ".pdf", no_sync());
            } catch (const std::exception& e) {
                errors[static_cast<std::size_t>(t)] = e.what();
            }
        });
    }
    for (std::thread& th : pool) th.join();
    const double wall = std::chrono::duration<double>(Clock::now() - t0).count();
    for (const std::string& e : errors)
        if (!e.empty()) throw std::runtime_error(e);
    struct rusage r1 {};
    ::getrusage(RUSAGE_SELF, &r1);
    // Voluntary context switches: a thread blocking (on a lock, mostly).
    // Minor page faults: each thread's own malloc heap (arena) is touched
    // page by page as its charts run, which on this virtual machine costs
    // tens of microseconds a page (docs/performance.md, "Issue 16's last
    // targets").
    std::printf("wall=%.6f\ncpu=%.6f\nvcsw=%ld\nfaults=%ld\n", wall, cpu_now() - c0, r1.ru_nvcsw - r0.ru_nvcsw,
                r1.ru_minflt - r0.ru_minflt);
    return 0;
}

// 10,002 bars (bench/grouped_bars.hpp; gnuplot gets the same heights).
int bars_child(const std::string& out) {
    sqfig::bench_grouped_bars().save(out, no_sync());
    return 0;
}

// ---------------------------------------------------------------- gnuplot

std::string find_gnuplot(const std::string& requested) {
    auto usable = [](const std::string& p) { return !p.empty() && ::access(p.c_str(), X_OK) == 0; };
    if (usable(requested)) return requested;
    if (const char* env = std::getenv("SQFIG_GNUPLOT"); env && usable(env)) return env;
    if (const char* path = std::getenv("PATH")) {
        std::string p = path;
        for (std::size_t s = 0; s <= p.size();) {
            const std::size_t e = std::min(p.find(':', s), p.size());
            const std::string c = p.substr(s, e - s) + "/gnuplot";
            if (usable(c)) return c;
            s = e + 1;
        }
    }
    return "";
}

// The small chart in gnuplot: the same two functions (bench/small_chart.hpp) sampled at x = 0..49,
// title, axis labels, key; one gnuplot process, one pdfcairo file a chart.
std::string gnuplot_charts_script(int n, const std::string& dir) {
    return "set terminal pdfcairo size 4in,3in font 'DejaVu Sans,10'\n"
           "set samples 50\nset xrange [0:49]\nset xlabel 'step'\nset ylabel 'loss'\nset key top right\n"
           "do for [i=0:" + std::to_string(n - 1) + "] {\n"
           "  set output sprintf('" + dir + "/g%d.pdf', i)\n"
           "  set title sprintf('Run %d', i)\n"
           "  plot 2 + sin(0.2*x + 0.1*i) with lines title 'train', "
           "1 + cos(0.15*x + 0.05*i) with lines dashtype 2 title 'eval'\n"
           "}\nset output\n";
}

// `xrange`: "" leaves gnuplot its own range; else a "set xrange" line.
std::string gnuplot_bars_script(const std::string& data, const std::string& out, const std::string& xrange) {
    return "set terminal pdfcairo size 8in,4in font 'DejaVu Sans,10'\n"
           "set output '" + out + "'\n" + xrange +
           "set style fill solid noborder\nset title '10,002 grouped bars'\nset key top right\n"
           "plot '" + data + "' using ($1-0.2):2:(0.4) with boxes title 'A', "
           "'' using ($1+0.2):3:(0.4) with boxes title 'B'\nset output\n";
}

void write_text(const fs::path& p, const std::string& s) {
    std::ofstream f(p, std::ios::binary);
    f << s;
    if (!f) throw std::runtime_error("cannot write " + p.string());
}

// ---------------------------------------------------------------- the run

struct Options {
    int runs = 5;
    std::string gnuplot;
    bool use_gnuplot = true;
    std::string only;  // "": every part; else document, threads, charts, files or bars
};

int run_all(const Options& opt) {
    const std::string self = self_exe();
    const fs::path tmp = fs::temp_directory_path() / ("sqfig-throughput-" + std::to_string(::getpid()));
    fs::create_directories(tmp);
    struct Cleanup {
        fs::path p;
        ~Cleanup() { std::error_code ec; fs::remove_all(p, ec); }
    } cleanup{tmp};
    const std::string gnuplot = opt.use_gnuplot ? find_gnuplot(opt.gnuplot) : "";
    const unsigned cores = std::thread::hardware_concurrency();
    std::printf("\nsqfig throughput (issue 16): %u CPUs, load average %.2f at the start, median of %d runs\n", cores,
                load_average(), opt.runs);
    if (gnuplot.empty())
        std::printf("gnuplot not found (--gnuplot PATH, SQFIG_GNUPLOT or PATH; Debian: apt-get install gnuplot-nox): "
                    "the gnuplot rows are skipped\n");
    bool all_met = true;
    auto target = [&](const char* what, bool met) {
        all_met = all_met && met;
        std::printf("  target: %-62s %s\n", what, verdict(met).c_str());
    };

    auto part = [&](const char* name) { return opt.only.empty() || opt.only == name; };

    // 1. A 1,000-page document, streamed and held.
    if (part("document")) {
        std::vector<double> stream_rss, memory_rss, stream_wall, memory_wall;
        std::uintmax_t stream_bytes = 0, memory_bytes = 0;
        for (int r = 0; r < opt.runs; ++r) {
            const std::string a = (tmp / "stream.pdf").string(), b = (tmp / "memory.pdf").string();
            const ProcRun s = must(run_process({self, "--doc-child", "stream", "1000", a}), "streamed document");
            const ProcRun m = must(run_process({self, "--doc-child", "memory", "1000", b}), "Document");
            stream_rss.push_back(s.rss);
            memory_rss.push_back(m.rss);
            stream_wall.push_back(s.wall);
            memory_wall.push_back(m.wall);
            stream_bytes = fs::file_size(a);
            memory_bytes = fs::file_size(b);
        }
        std::printf("\n1,000-page PDF of small charts, whole process:\n");
        std::printf("  %-34s %9s %9s %11s\n", "", "peak RSS", "wall", "PDF");
        std::printf("  %-34s %6.1f MiB %6.0f ms %11ju B\n", "DocumentWriter (streamed)", median(stream_rss) / mib,
                    1e3 * median(stream_wall), stream_bytes);
        std::printf("  %-34s %6.1f MiB %6.0f ms %11ju B\n", "Document (pages held, then saved)",
                    median(memory_rss) / mib, 1e3 * median(memory_wall), memory_bytes);
        std::printf("  same bytes: %s\n", stream_bytes == memory_bytes ? "yes (sizes equal)" : "NO");
        target("1,000-page document <= 20 MiB peak RSS (DocumentWriter)", median(stream_rss) <= 20 * mib);
    }

    // 2. Threads.
    if (part("threads")) {
        const int n = 400;
        // One series per case: 1 thread, 2 threads (one a core), 8 threads,
        // 8 threads with a folder each (-8). Each run takes the four back to back.
        struct Case {
            int threads;
            const char* name;
            std::vector<double> wall, cpu, vcsw, faults, ratio;
        };
        std::vector<Case> cases{{1, "1 thread x 400", {}, {}, {}, {}, {}},
                                {2, "2 threads x 200", {}, {}, {}, {}, {}},
                                {8, "8 threads x 50", {}, {}, {}, {}, {}},
                                {-8, "8 x 50, a folder each", {}, {}, {}, {}, {}}};
        for (int r = 0; r < opt.runs; ++r) {
            for (Case& c : cases) {
                const fs::path dir = tmp / ("threads-" + std::to_string(c.threads));
                fs::remove_all(dir);
                fs::create_directories(dir);
                const ProcRun p = must(run_process({self, "--threads-child", std::to_string(std::abs(c.threads)),
                                                    std::to_string(n), dir.string(), c.threads < 0 ? "own" : "shared"}),
                                       "threads child");
                c.wall.push_back(reported(p.out, "wall"));
                c.cpu.push_back(reported(p.out, "cpu"));
                c.vcsw.push_back(reported(p.out, "vcsw"));
                c.faults.push_back(reported(p.out, "faults"));
            }
            for (Case& c : cases) c.ratio.push_back(cases[0].wall.back() / c.wall.back());  // within one run
        }
        std::printf("\n%d small charts saved to PDF (Figure::save), in one process, after a warm-up chart:\n", n);
        std::printf("  %-24s %9s %11s %12s %14s %16s %9s\n", "", "wall", "charts / s", "CPU a chart", "page faults",
                    "blocked (vcsw)", "speed-up");
        for (const Case& c : cases)
            std::printf("  %-24s %6.0f ms %11.0f %9.2f ms %14.0f %16.0f %8.2fx\n", c.name, 1e3 * median(c.wall),
                        n / median(c.wall), 1e3 * median(c.cpu) / n, median(c.faults), median(c.vcsw),
                        median(c.ratio));
        const Case &two = cases[1], &eight = cases[2];
        const std::vector<double>& ratios = eight.ratio;
        const double speedup = median(ratios);
        std::printf("  speed-up of 8 threads: %.2fx on %u CPUs (median of %zu runs; %.2fx to %.2fx); 2 threads: %.2fx\n",
                    speedup, cores, ratios.size(), *std::min_element(ratios.begin(), ratios.end()),
                    *std::max_element(ratios.begin(), ratios.end()), median(two.ratio));
        target("8 threads x 50 figures >= 1.7x one thread (2 cores)", speedup >= 1.7);
    }

    // 3. 1,000 small charts, one process each side.
    if (part("charts")) {
        const int n = 1000;
        std::vector<double> s_wall, s_cpu, s_warm, s_warm_cpu, s_faults, g_wall, g_cpu;
        std::uintmax_t s_bytes = 0, g_bytes = 0;
        for (int r = 0; r < opt.runs; ++r) {
            const fs::path sd = tmp / "charts-sqfig", gd = tmp / "charts-gnuplot";
            fs::remove_all(sd);
            fs::create_directories(sd);
            const ProcRun s = must(run_process({self, "--charts-child", std::to_string(n), sd.string()}), "charts");
            s_wall.push_back(s.wall);
            s_cpu.push_back(s.cpu);
            s_warm.push_back(reported(s.out, "warm_ms_wall"));
            s_warm_cpu.push_back(reported(s.out, "warm_ms_cpu"));
            s_faults.push_back(reported(s.out, "warm_faults"));
            s_bytes = bytes_of(sd, ".pdf");
            if (!gnuplot.empty()) {
                fs::remove_all(gd);
                fs::create_directories(gd);
                write_text(tmp / "charts.gp", gnuplot_charts_script(n, gd.string()));
                const ProcRun g = must(run_process({gnuplot, (tmp / "charts.gp").string()}), "gnuplot");
                g_wall.push_back(g.wall);
                g_cpu.push_back(g.cpu);
                g_bytes = bytes_of(gd, ".pdf");
            }
        }
        std::printf("\n1,000 small charts (line chart, title, axis labels, legend, 2 x 50 points), 1,000 PDFs, "
                    "one process:\n");
        std::printf("  %-10s %10s %10s %12s %36s\n", "", "wall", "CPU", "PDFs", "after warm-up, a chart");
        std::printf("  %-10s %7.0f ms %7.0f ms %10.1f MB %10.3f ms (CPU %.3f, %.2f page faults)\n", "sqfig",
                    1e3 * median(s_wall), 1e3 * median(s_cpu), static_cast<double>(s_bytes) / 1e6, median(s_warm),
                    median(s_warm_cpu), median(s_faults));
        if (!gnuplot.empty())
            std::printf("  %-10s %7.0f ms %7.0f ms %10.1f MB\n", "gnuplot", 1e3 * median(g_wall), 1e3 * median(g_cpu),
                        static_cast<double>(g_bytes) / 1e6);
        target("1,000 charts: <= 0.8 ms a chart after warm-up (wall)", median(s_warm) <= 0.8);
        if (!gnuplot.empty()) {
            std::printf("  sqfig / gnuplot: wall %.2fx, CPU %.2fx\n", median(s_wall) / median(g_wall),
                        median(s_cpu) / median(g_cpu));
            target("1,000 charts: whole process <= gnuplot's (wall)", median(s_wall) <= median(g_wall));
        }
    }

    // 3b. Issue 34: 200 charts as files, durable one by one or as a batch,
    // against gnuplot (which does not sync its files at all).
    if (part("files")) {
        const int n = 200;
        std::vector<double> durable_wall, batch_wall, batch_cpu, g_wall, g_cpu;
        for (int r = 0; r < opt.runs; ++r) {
            for (const char* mode : {"durable", "batch"}) {
                const fs::path d = tmp / (std::string("files-") + mode);
                fs::remove_all(d);
                fs::create_directories(d);
                const ProcRun s = must(run_process({self, "--files-child", std::to_string(n), d.string(), mode}), mode);
                (mode[0] == 'd' ? durable_wall : batch_wall).push_back(s.wall);
                if (mode[0] == 'b') batch_cpu.push_back(s.cpu);
            }
            if (!gnuplot.empty()) {
                const fs::path gd = tmp / "files-gnuplot";
                fs::remove_all(gd);
                fs::create_directories(gd);
                write_text(tmp / "files.gp", gnuplot_charts_script(n, gd.string()));
                const ProcRun g = must(run_process({gnuplot, (tmp / "files.gp").string()}), "gnuplot");
                g_wall.push_back(g.wall);
                g_cpu.push_back(g.cpu);
            }
        }
        std::printf("\n200 small charts as 200 PDFs, one process (issue 34):\n");
        std::printf("  %-34s %7.0f ms wall\n", "sqfig, each save() synced", 1e3 * median(durable_wall));
        std::printf("  %-34s %7.0f ms wall %7.0f ms CPU\n", "sqfig, batch (one flush_to_disk)", 1e3 * median(batch_wall),
                    1e3 * median(batch_cpu));
        if (!gnuplot.empty()) {
            std::printf("  %-34s %7.0f ms wall %7.0f ms CPU\n", "gnuplot (no sync)", 1e3 * median(g_wall), 1e3 * median(g_cpu));
            std::printf("  sqfig batch / gnuplot: wall %.2fx, CPU %.2fx\n", median(batch_wall) / median(g_wall),
                        median(batch_cpu) / median(g_cpu));
            target("200 charts as files, batch: <= gnuplot's wall time", median(batch_wall) <= median(g_wall));
        }
    }

    // 4. 10,002 grouped bars.
    if (part("bars")) {
        std::string data;
        char line[96];
        for (int i = 0; i < sqfig::bench_bar_groups; ++i) {
            std::snprintf(line, sizeof line, "%d %.1f %.1f\n", i, sqfig::bench_bar_height(i, 0),
                          sqfig::bench_bar_height(i, 1));
            data += line;
        }
        write_text(tmp / "bars.dat", data);
        // gnuplot draws the x range sqfig's axis shows (the bars and 5% on
        // each side). Left to itself it rounds its range out to the next major
        // tic, [-1000:6000], and draws the bars in 55% of the plot's width: a
        // different chart, whose bar positions share more leading digits and
        // compress better (its bytes are printed too).
        sqfig::Figure chart = sqfig::bench_grouped_bars();
        const auto x_view = sqfig::detail::AxesLayout::own_view(chart.axes(), true, chart.axes().data_extent());
        char xrange[96];
        std::snprintf(xrange, sizeof xrange, "set xrange [%.17g:%.17g]\n", x_view.first, x_view.second);
        std::vector<double> s_cpu, s_wall, g_cpu, g_wall;
        std::uintmax_t s_bytes = 0, g_bytes = 0;
        for (int r = 0; r < opt.runs; ++r) {
            const std::string so = (tmp / "bars-sqfig.pdf").string(), go = (tmp / "bars-gnuplot.pdf").string();
            const ProcRun s = must(run_process({self, "--bars-child", so}), "bars");
            s_cpu.push_back(s.cpu);
            s_wall.push_back(s.wall);
            s_bytes = fs::file_size(so);
            if (!gnuplot.empty()) {
                write_text(tmp / "bars.gp", gnuplot_bars_script((tmp / "bars.dat").string(), go, xrange));
                const ProcRun g = must(run_process({gnuplot, (tmp / "bars.gp").string()}), "gnuplot bars");
                g_cpu.push_back(g.cpu);
                g_wall.push_back(g.wall);
                g_bytes = fs::file_size(go);
            }
        }
        std::printf("\n10,002 grouped bars (5,001 groups x 2), 8 x 4 in, one PDF, whole process:\n");
        std::printf("  %-10s %10s %10s %12s\n", "", "CPU", "wall", "PDF");
        std::printf("  %-10s %7.0f ms %7.0f ms %10ju B\n", "sqfig", 1e3 * median(s_cpu), 1e3 * median(s_wall), s_bytes);
        if (!gnuplot.empty()) {
            std::printf("  %-10s %7.0f ms %7.0f ms %10ju B\n", "gnuplot", 1e3 * median(g_cpu), 1e3 * median(g_wall),
                        g_bytes);
            std::printf("  sqfig / gnuplot: CPU %.2fx, PDF %.2fx (gnuplot given sqfig's x range, %.2f to %.2f)\n",
                        median(s_cpu) / median(g_cpu), static_cast<double>(s_bytes) / static_cast<double>(g_bytes),
                        x_view.first, x_view.second);
            const std::string own = (tmp / "bars-gnuplot-own-range.pdf").string();
            write_text(tmp / "bars-own.gp", gnuplot_bars_script((tmp / "bars.dat").string(), own, ""));
            const ProcRun o = must(run_process({gnuplot, (tmp / "bars-own.gp").string()}), "gnuplot bars, own range");
            const std::uintmax_t own_bytes = fs::file_size(own);
            std::printf("  gnuplot with its own x range (bars in 55%% of the width), one run: %.0f ms CPU, %ju B;"
                        " sqfig / that: CPU %.2fx, PDF %.2fx\n",
                        1e3 * o.cpu, own_bytes, median(s_cpu) / o.cpu,
                        static_cast<double>(s_bytes) / static_cast<double>(own_bytes));
            target("10^4 grouped bars: CPU <= gnuplot's", median(s_cpu) <= median(g_cpu));
            target("10^4 grouped bars: PDF bytes <= gnuplot's", s_bytes <= g_bytes);
        }
    }
    std::printf("\nload average %.2f at the end\n", load_average());
    (void)all_met;
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        const std::vector<std::string> args(argv + 1, argv + argc);
        if (args.size() == 4 && args[0] == "--doc-child") return doc_child(args[1], std::stoi(args[2]), args[3]);
        if (args.size() == 4 && args[0] == "--files-child") return files_child(std::stoi(args[1]), args[2], args[3]);
        if (args.size() == 3 && args[0] == "--charts-child") return charts_child(std::stoi(args[1]), args[2]);
        if (args.size() == 5 && args[0] == "--threads-child")
            return threads_child(std::stoi(args[1]), std::stoi(args[2]), args[3], args[4] == "own");
        if (args.size() == 2 && args[0] == "--bars-child") return bars_child(args[1]);
        Options opt;
        for (std::size_t i = 0; i < args.size(); ++i) {
            auto value = [&]() -> std::string {
                if (i + 1 >= args.size()) throw std::runtime_error(args[i] + " needs a value");
                return args[++i];
            };
            if (args[i] == "--runs") opt.runs = std::max(1, std::stoi(value()));
            else if (args[i] == "--gnuplot") opt.gnuplot = value();
            else if (args[i] == "--no-gnuplot") opt.use_gnuplot = false;
            else if (args[i] == "--only") opt.only = value();
            else if (args[i] == "--help" || args[i] == "-h") {
                std::printf("usage: sqfig_throughput [--runs N (5)] [--gnuplot PATH] [--no-gnuplot]\n"
                            "                        [--only document|threads|charts|files|bars]\n");
                return 0;
            } else throw std::runtime_error("unknown option " + args[i] + " (try --help)");
        }
        return run_all(opt);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "sqfig_throughput: %s\n", e.what());
        return 1;
    }
}
