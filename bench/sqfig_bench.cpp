// sqfig_bench: how close sqfig comes to raw Cairo + Pango, and how it copes
// with big data. `make bench` runs it; it prints a table and a JSON object
// (also written to sqfig-bench.json in the working folder).
//
//   1. the paper figures driver, whole process, six figures from examples/data:
//      wall time, CPU time and peak RSS (median of --runs runs, fork + exec,
//      rusage of each child from wait4);
//   2. the floor (sqfig_bench_floor: the same six pages with raw Cairo + Pango)
//      measured the same way, and the ratio driver / floor;
//   3. in process, after warm-up, per figure: building the Figure, layout
//      (Figure::scene: text measurement and constrained layout), drawing into
//      a PDF surface (sqfig::render + cairo_show_page), finishing the PDF
//      (cairo_surface_finish: font subsetting, compression), removing the
//      font hinting (sqfig::strip_pdf_font_hinting) and writing the file
//      (sqfig::write_file_atomically); the PDF's size with and without hinting;
//   4. a line chart of 10^4 .. 10^7 points (random walk, std::mt19937_64 seed
//      0, 6.4 x 4.8 in) to PDF, each run in its own process: time, peak RSS,
//      PDF size, points left after simplification;
//   5. when python3 with matplotlib is found: bench/matplotlib_compare.py on
//      the same results and the same 10^6-point walk;
//   6. 1,000 small charts in one process (bench/small_chart.hpp: a line chart
//      with title, axis labels and legend, to PDF bytes) after 20 unrecorded
//      ones, in a child process: CPU time per chart, with glibc's default heap
//      trimming and with the heap kept (mallopt M_TRIM_THRESHOLD).
//
// The driver is compared with two floors, run interleaved with it: the 22-font
// floor (sqfig_bench_floor: the same pages in the same fonts) and the one-font
// floor (sqfig_bench_floor --one-font: the same runs in one font description).
//
// Child processes are started before the benchmark grows (the in-process part
// runs last): Linux charges a child's peak RSS with the parent's size at fork.
//
// Usage: sqfig_bench [--runs N] [--line-runs N] [--reps N] [--max-exp E]
//                    [--json FILE] [--no-matplotlib] [--python PATH]
// Internal: --line-child N OUT.pdf | --line-points N | --write-walk N FILE
//           --small-charts-child N WARMUP keep-heap|trim
#include <fcntl.h>
#include <malloc.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include "figures.hpp"
#include "loader.hpp"
#include <sqfig/output/atomic_file.hpp>
#include <sqfig/output/pdf_font_hinting.hpp>
#include <sqfig/render/cairo_renderer.hpp>
#include "child_process.hpp"
#include "measure.hpp"
#include "paper_results.hpp"
#include "small_chart.hpp"

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// Wall and CPU time: on a busy machine CPU time is the stable measure.
using sqfig_bench::cpu_now;
using sqfig_bench::median;
using sqfig_bench::mib;
struct Mark {
    Clock::time_point wall = Clock::now();
    double cpu = cpu_now();
};
struct Dur {
    double wall = 0, cpu = 0;
    Dur& operator+=(const Dur& o) { wall += o.wall; cpu += o.cpu; return *this; }
};
Dur since(const Mark& m) { return {seconds_since(m.wall), cpu_now() - m.cpu}; }

Dur median(const std::vector<Dur>& v) {
    std::vector<double> w, c;
    for (const Dur& d : v) { w.push_back(d.wall); c.push_back(d.cpu); }
    return {median(w), median(c)};
}

// ---------------------------------------------------------------- processes

using sqfig_bench::ProcRun;
using sqfig_bench::run_process;

struct ProcStats {
    double wall = 0, cpu = 0, rss = 0;  // medians
    double wall_min = 0, wall_max = 0;
    int runs = 0;
};

ProcStats measure(const std::vector<std::string>& args, int runs, const char* what) {
    std::vector<double> wall, cpu, rss;
    for (int i = 0; i < runs; ++i) {
        const ProcRun r = run_process(args);
        if (r.status != 0) throw std::runtime_error(std::string(what) + " failed (exit " + std::to_string(r.status) + ")");
        wall.push_back(r.wall);
        cpu.push_back(r.cpu);
        rss.push_back(r.rss);
    }
    ProcStats s;
    s.wall = median(wall);
    s.cpu = median(cpu);
    s.rss = median(rss);
    s.wall_min = *std::min_element(wall.begin(), wall.end());
    s.wall_max = *std::max_element(wall.begin(), wall.end());
    s.runs = runs;
    return s;
}

std::uintmax_t pdf_bytes(const fs::path& dir) {
    std::uintmax_t total = 0;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.path().extension() == ".pdf") total += e.file_size();
    return total;
}

std::string self_exe() { return fs::read_symlink("/proc/self/exe").string(); }

double self_peak_rss() {
    struct rusage ru {};
    ::getrusage(RUSAGE_SELF, &ru);
    return static_cast<double>(ru.ru_maxrss) * 1024.0;
}

// ---------------------------------------------------------------- the line chart

// Random walk: uniform steps in [-1, 1) from std::mt19937_64 seeded with 0
// (bit-exact on every platform, unlike std::*_distribution).
std::vector<double> random_walk(std::size_t n) {
    std::mt19937_64 rng(0);
    std::vector<double> y(n);
    double v = 0;
    for (std::size_t i = 0; i < n; ++i) {
        v += static_cast<double>(rng() >> 11) * 0x1.0p-52 - 1.0;
        y[i] = v;
    }
    return y;
}

sqfig::Figure line_figure(std::size_t n) {
    std::vector<double> x(n);
    for (std::size_t i = 0; i < n; ++i) x[i] = static_cast<double>(i);
    sqfig::Figure fig{sqfig::inches(6.4, 4.8)};
    fig.axes().line(std::move(x), random_walk(n));
    return fig;
}

int line_child(std::size_t n, const std::string& out) {
    const Mark t0;
    sqfig::Figure fig = line_figure(n);
    const Dur build = since(t0);
    const Mark t1;
    fig.save(out);
    const Dur save = since(t1);
    std::printf("%.9f %.9f %.9f %.9f\n", build.wall, build.cpu, save.wall, save.cpu);
    return 0;
}

int line_points(std::size_t n) {
    const sqfig::Figure fig = line_figure(n);
    const sqfig::Scene s = fig.scene();
    std::size_t points = 0;
    for (const sqfig::SceneItem& it : s.items)
        if (it.kind == "line" && it.payload.path()) points += it.payload.path()->points.size();
    std::printf("%zu\n", points);
    return 0;
}

int write_walk(std::size_t n, const std::string& file) {
    const std::vector<double> y = random_walk(n);
    std::ofstream out(file, std::ios::binary);
    out.write(reinterpret_cast<const char*>(y.data()), static_cast<std::streamsize>(y.size() * sizeof(double)));
    return out ? 0 : 1;
}

// ---------------------------------------------------------------- small charts

// bench_small_chart(i) to PDF bytes (Figure::to_bytes: layout, drawing, font
// subsets, hinting removal; no file), `warm` charts unrecorded, then `n`
// timed. Prints: the first chart's wall and CPU (font set-up included), then
// wall and CPU per chart of the `n`, then the last chart's bytes.
//
// keep_heap: raise glibc's trim threshold first. Cairo compresses every PDF
// stream with a fresh zlib state (about 260 KB, three times a chart); with
// glibc's defaults, freeing it shrinks the heap (brk) and the next chart's
// state faults the pages in again, which on this virtual machine costs more
// than drawing the chart. A program that draws many charts may choose to keep
// its heap; sqfig does not change the allocator's settings itself.
int small_charts_child(int n, int warm, bool keep_heap) {
    if (keep_heap) ::mallopt(M_TRIM_THRESHOLD, 64 << 20);
    const Mark t0;
    std::size_t bytes = sqfig::bench_small_chart(0).to_bytes(sqfig::Format::pdf).size();
    const Dur first = since(t0);
    for (int i = 1; i < warm; ++i) bytes = sqfig::bench_small_chart(i).to_bytes(sqfig::Format::pdf).size();
    const Mark t1;
    for (int i = warm; i < warm + n; ++i) bytes = sqfig::bench_small_chart(i).to_bytes(sqfig::Format::pdf).size();
    const Dur all = since(t1);
    std::printf("%.9f %.9f %.9f %.9f %zu\n", first.wall, first.cpu, all.wall / n, all.cpu / n, bytes);
    return 0;
}

// ---------------------------------------------------------------- the heatmap

// An n x n matrix: a smooth pattern, with `noisy` plus uniform noise
// (mt19937_64 seed 1) so that the image barely compresses (deflate's slow
// case); a colourbar beside it.
sqfig::Figure heatmap_figure(std::size_t n, bool noisy) {
    std::mt19937_64 rng(1);
    std::vector<double> v(n * n);
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c)
            v[r * n + c] = std::sin(static_cast<double>(r) / 37.0) * std::cos(static_cast<double>(c) / 23.0) +
                           (noisy ? 0.3 * (static_cast<double>(rng() >> 11) * 0x1.0p-53) : 0.0);
    sqfig::Figure fig{sqfig::inches(6.4, 4.8)};
    sqfig::Axes& ax = fig.axes();
    sqfig::Heatmap& h = ax.heatmap(std::move(v), n, n);
    ax.colorbar(h).label("value");
    return fig;
}

int heatmap_child(std::size_t n, bool noisy, const std::string& out) {
    const Mark t0;
    sqfig::Figure fig = heatmap_figure(n, noisy);
    const Dur build = since(t0);
    const Mark t1;
    fig.save(out);
    const Dur save = since(t1);
    std::printf("%.9f %.9f %.9f %.9f\n", build.wall, build.cpu, save.wall, save.cpu);
    return 0;
}

// ---------------------------------------------------------------- in process

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

struct Split {
    Dur build, layout, draw, finish, fonts, write, to_bytes;
    std::size_t bytes = 0, bytes_with_hinting = 0;
    Dur total() const {
        Dur t = build;
        t += layout; t += draw; t += finish; t += fonts; t += write;
        return t;
    }
};

// One pass over a figure, timed stage by stage. The PDF is made as
// Figure::to_bytes makes it (same surface, metadata and drawing calls).
Split one_pass(const std::string& name, const paper::Results& results, const std::string& out_path) {
    Split s;
    Mark t;
    const sqfig::Figure fig = paper::build_figure(name, results);
    s.build = since(t);

    t = Mark{};
    const sqfig::Scene scene = fig.scene();
    s.layout = since(t);

    t = Mark{};
    std::string bytes;
    cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(append, &bytes, scene.page.width, scene.page.height);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z");
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z");
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, name.c_str());
    cairo_t* cr = cairo_create(surface);
    sqfig::render(cr, scene);
    cairo_show_page(cr);
    cairo_destroy(cr);
    s.draw = since(t);

    t = Mark{};
    cairo_surface_finish(surface);
    const cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) throw std::runtime_error(name + ": " + cairo_status_to_string(status));
    s.finish = since(t);

    t = Mark{};
    s.bytes_with_hinting = bytes.size();
    bytes = sqfig::strip_pdf_font_hinting(std::move(bytes));
    s.fonts = since(t);

    t = Mark{};
    sqfig::write_file_atomically(out_path, bytes);
    s.write = since(t);
    s.bytes = bytes.size();

    // Cross-check: the library's own path from a laid-out figure to bytes.
    const sqfig::Figure again = paper::build_figure(name, results);
    t = Mark{};
    const std::string lib = again.to_bytes(sqfig::Format::pdf);
    s.to_bytes = since(t);
    return s;
}

// ---------------------------------------------------------------- reporting

std::string read_first_line(const char* path, const char* key) {
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line))
        if (!key || line.rfind(key, 0) == 0) {
            if (key) {
                const auto colon = line.find(':');
                return colon == std::string::npos ? line : line.substr(line.find_first_not_of(" \t", colon + 1));
            }
            return line;
        }
    return "?";
}

std::string fmt(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

std::string ms(double s) { return fmt("%.1f ms", s * 1e3); }
std::string mibs(double b) { return fmt("%.1f MiB", b / mib); }
std::string kb(double b) { return fmt("%.1f KB", b / 1000.0); }

std::string json_str(const std::string& s) {
    std::string o = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') { o += '\\'; o += c; }
        else if (static_cast<unsigned char>(c) < 0x20) o += ' ';
        else o += c;
    }
    return o + "\"";
}

struct Row {
    std::string what, value, target, verdict;
};

void print_table(const std::string& title, const std::vector<Row>& rows) {
    std::size_t w0 = 4, w1 = 5, w2 = 6;
    for (const Row& r : rows) {
        w0 = std::max(w0, r.what.size());
        w1 = std::max(w1, r.value.size());
        w2 = std::max(w2, r.target.size());
    }
    std::printf("\n%s\n", title.c_str());
    std::printf("  %-*s  %*s  %-*s  %s\n", int(w0), "what", int(w1), "value", int(w2), "target", "");
    for (const Row& r : rows)
        std::printf("  %-*s  %*s  %-*s  %s\n", int(w0), r.what.c_str(), int(w1), r.value.c_str(), int(w2),
                    r.target.c_str(), r.verdict.c_str());
}

std::string verdict(bool met) { return met ? "met" : "NOT met"; }

// Looks up "key": number in a flat JSON text (the matplotlib script's output).
bool json_number(const std::string& json, const std::string& key, double& out) {
    const auto at = json.find("\"" + key + "\"");
    if (at == std::string::npos) return false;
    const auto colon = json.find(':', at);
    if (colon == std::string::npos) return false;
    char* end = nullptr;
    out = std::strtod(json.c_str() + colon + 1, &end);
    return end != json.c_str() + colon + 1;
}

std::string find_python(const std::string& requested) {
    std::vector<std::string> candidates;
    if (!requested.empty()) candidates.push_back(requested);
    if (const char* env = std::getenv("SQFIG_PYTHON")) candidates.emplace_back(env);
    candidates.emplace_back("/usr/bin/python3");
    candidates.emplace_back("/usr/local/bin/python3");
    for (const std::string& p : candidates) {
        if (::access(p.c_str(), X_OK) != 0) continue;
        const ProcRun r = run_process({p, "-c", "import matplotlib, numpy; print(matplotlib.__version__)"});
        if (r.status == 0) return p;
    }
    return "";
}

struct Options {
    int runs = 9, line_runs = 5, reps = 15, max_exp = 7, charts = 1000, chart_runs = 3;
    std::string json_file = "sqfig-bench.json", python;
    bool matplotlib = true;
};

int run_bench(const Options& opt) {
    const std::string driver = SQFIG_BENCH_DRIVER, floor = SQFIG_BENCH_FLOOR, data = SQFIG_BENCH_DATA;
    const fs::path tmp = [] {
        std::string t = (fs::temp_directory_path() / "sqfig-bench-XXXXXX").string();
        if (!::mkdtemp(t.data())) throw std::runtime_error("mkdtemp failed");
        return fs::path(t);
    }();
    struct Cleanup {
        fs::path p;
        ~Cleanup() { std::error_code ec; fs::remove_all(p, ec); }
    } cleanup{tmp};

    const long cpus = ::sysconf(_SC_NPROCESSORS_ONLN);
    const std::string cpu_model = read_first_line("/proc/cpuinfo", "model name");
    const std::string load_before = read_first_line("/proc/loadavg", nullptr);
    std::printf("sqfig %s benchmark: %ld CPUs, %s; cairo %s, pango %s\n", sqfig::version_string, cpus,
                cpu_model.c_str(), cairo_version_string(), pango_version_string());
    std::printf("load average at start: %s\n", load_before.c_str());
    std::fflush(stdout);

    // 1, 2: driver and floor, whole process. One unrecorded run each first (file cache).
    const fs::path driver_out = tmp / "driver", floor_out = tmp / "floor", floor1_out = tmp / "floor1";
    fs::create_directories(driver_out);
    fs::create_directories(floor_out);
    fs::create_directories(floor1_out);
    const std::vector<std::string> driver_args{driver, "--results", data, "--out", driver_out.string()};
    const std::vector<std::string> floor_args{floor, floor_out.string()};
    const std::vector<std::string> floor1_args{floor, "--one-font", floor1_out.string()};
    measure(driver_args, 1, "sqfig-paper-figures");
    measure(floor_args, 1, "sqfig_bench_floor");
    measure(floor1_args, 1, "sqfig_bench_floor --one-font");
    // Interleaved, so a change in machine load hits all three alike.
    std::vector<double> dw, dc, dr, fw, fc, fr, gw, gc, gr;
    for (int i = 0; i < opt.runs; ++i) {
        const ProcStats d = measure(driver_args, 1, "sqfig-paper-figures");
        const ProcStats f = measure(floor_args, 1, "sqfig_bench_floor");
        const ProcStats g = measure(floor1_args, 1, "sqfig_bench_floor --one-font");
        dw.push_back(d.wall); dc.push_back(d.cpu); dr.push_back(d.rss);
        fw.push_back(f.wall); fc.push_back(f.cpu); fr.push_back(f.rss);
        gw.push_back(g.wall); gc.push_back(g.cpu); gr.push_back(g.rss);
    }
    ProcStats drv{median(dw), median(dc), median(dr), *std::min_element(dw.begin(), dw.end()),
                  *std::max_element(dw.begin(), dw.end()), opt.runs};
    ProcStats flr{median(fw), median(fc), median(fr), *std::min_element(fw.begin(), fw.end()),
                  *std::max_element(fw.begin(), fw.end()), opt.runs};
    ProcStats flr1{median(gw), median(gc), median(gr), *std::min_element(gw.begin(), gw.end()),
                   *std::max_element(gw.begin(), gw.end()), opt.runs};
    const double driver_bytes = static_cast<double>(pdf_bytes(driver_out));
    const double floor_bytes = static_cast<double>(pdf_bytes(floor_out));
    std::vector<std::pair<std::string, std::uintmax_t>> per_pdf;
    for (const std::string& n : paper::figure_names()) per_pdf.emplace_back(n, fs::file_size(driver_out / (n + ".pdf")));

    // 4: line charts, each run a child process.
    struct LineCase {
        std::size_t n;
        ProcStats proc;
        Dur build, save;
        double bytes = 0, points = 0;
    };
    std::vector<LineCase> lines;
    const std::string self = self_exe();
    for (int e = 4; e <= opt.max_exp; ++e) {
        LineCase c;
        c.n = 1;
        for (int k = 0; k < e; ++k) c.n *= 10;
        const std::string pdf = (tmp / ("line_1e" + std::to_string(e) + ".pdf")).string();
        const int runs = e >= 7 ? std::max(3, opt.line_runs / 2) : opt.line_runs;
        std::vector<double> w, cpu, rss;
        std::vector<Dur> b, s;
        for (int i = 0; i < runs; ++i) {
            const ProcRun r = run_process({self, "--line-child", std::to_string(c.n), pdf});
            if (r.status != 0) throw std::runtime_error("line chart child failed for n = " + std::to_string(c.n));
            w.push_back(r.wall); cpu.push_back(r.cpu); rss.push_back(r.rss);
            Dur bb, ss;
            std::sscanf(r.out.c_str(), "%lf %lf %lf %lf", &bb.wall, &bb.cpu, &ss.wall, &ss.cpu);
            b.push_back(bb); s.push_back(ss);
        }
        c.proc = {median(w), median(cpu), median(rss), *std::min_element(w.begin(), w.end()),
                  *std::max_element(w.begin(), w.end()), runs};
        c.build = median(b);
        c.save = median(s);
        c.bytes = static_cast<double>(fs::file_size(pdf));
        const ProcRun p = run_process({self, "--line-points", std::to_string(c.n)});
        c.points = std::atof(p.out.c_str());
        lines.push_back(c);
    }

    // 6: 1,000 small charts in one process (a child), default heap and kept heap.
    struct ChartsCase {
        Dur first, each;
        double bytes = 0;
    };
    // The two heaps' processes alternate (default, kept, default, ...), so a
    // slow minute of this machine falls on both sides instead of on one.
    std::vector<Dur> first_trim, each_trim, first_kept, each_kept;
    double chart_bytes = 0;
    for (int i = 0; i < opt.chart_runs; ++i) {
        for (const bool keep_heap : {false, true}) {
            const ProcRun r = run_process({self, "--small-charts-child", std::to_string(opt.charts), "20",
                                           keep_heap ? "keep-heap" : "trim"});
            if (r.status != 0) throw std::runtime_error("small charts child failed");
            Dur f, e;
            std::sscanf(r.out.c_str(), "%lf %lf %lf %lf %lf", &f.wall, &f.cpu, &e.wall, &e.cpu, &chart_bytes);
            (keep_heap ? first_kept : first_trim).push_back(f);
            (keep_heap ? each_kept : each_trim).push_back(e);
        }
    }
    const ChartsCase charts_trim{median(first_trim), median(each_trim), chart_bytes},
        charts_kept{median(first_kept), median(each_kept), chart_bytes};

    // 5: matplotlib, on the same results and the same 10^6-point walk.
    std::string mpl_json;
    std::string python;
    if (opt.matplotlib) python = find_python(opt.python);
    if (!python.empty()) {
        const std::string walk = (tmp / "walk_1e6.f64").string();
        run_process({self, "--write-walk", "1000000", walk});
        const std::string script = std::string(SQFIG_BENCH_SOURCE_DIR) + "/bench/matplotlib_compare.py";
        std::printf("running %s %s (matplotlib) ...\n", python.c_str(), script.c_str());
        std::fflush(stdout);
        const ProcRun r = run_process({python, script, "--results", data, "--walk", walk, "--runs", "3", "--json"});
        if (r.status == 0) mpl_json = r.out;
        else std::printf("matplotlib comparison failed (exit %d)\n", r.status);
    } else if (opt.matplotlib) {
        std::printf("matplotlib comparison skipped: no python3 with matplotlib and numpy "
                    "(Debian: apt-get install python3-matplotlib)\n");
    }
    const double parent_rss_at_spawn = self_peak_rss();

    // 3: in process, after warm-up.
    const paper::Results results = sqfig_bench::load_results_or_throw(data);
    const fs::path inproc_out = tmp / "inproc";
    fs::create_directories(inproc_out);
    const Mark cold_t0;
    for (const std::string& n : paper::figure_names()) one_pass(n, results, (inproc_out / (n + ".pdf")).string());
    const Dur cold = since(cold_t0);
    std::vector<std::pair<std::string, Split>> per_fig;
    for (const std::string& n : paper::figure_names()) {
        const std::string out = (inproc_out / (n + ".pdf")).string();
        std::vector<Dur> b, l, d, f, h, w, tb;
        Split last;
        for (int i = 0; i < opt.reps; ++i) {
            last = one_pass(n, results, out);
            b.push_back(last.build); l.push_back(last.layout); d.push_back(last.draw);
            f.push_back(last.finish); h.push_back(last.fonts); w.push_back(last.write); tb.push_back(last.to_bytes);
        }
        Split m;
        m.build = median(b); m.layout = median(l); m.draw = median(d);
        m.finish = median(f); m.fonts = median(h); m.write = median(w); m.to_bytes = median(tb);
        m.bytes = last.bytes;
        m.bytes_with_hinting = last.bytes_with_hinting;
        per_fig.emplace_back(n, m);
    }
    Split sum;
    for (const auto& [n, s] : per_fig) {
        sum.build += s.build; sum.layout += s.layout; sum.draw += s.draw;
        sum.finish += s.finish; sum.fonts += s.fonts; sum.write += s.write; sum.to_bytes += s.to_bytes;
        sum.bytes += s.bytes;
        sum.bytes_with_hinting += s.bytes_with_hinting;
    }
    const std::string load_after = read_first_line("/proc/loadavg", nullptr);

    // ------------------------------------------------------------ table
    const double target_bytes = 85e3;
    std::vector<Row> rows;
    rows.push_back({"driver, 6 figures: wall (median of " + std::to_string(drv.runs) + ")",
                    ms(drv.wall) + " [" + fmt("%.0f", drv.wall_min * 1e3) + "-" + fmt("%.0f", drv.wall_max * 1e3) + "]",
                    "", ""});
    rows.push_back({"driver: CPU (user+sys)", ms(drv.cpu), "", ""});
    rows.push_back({"driver: peak RSS", mibs(drv.rss), "<= 16 MiB", verdict(drv.rss <= 16 * mib)});
    rows.push_back({"floor (raw Cairo+Pango): wall",
                    ms(flr.wall) + " [" + fmt("%.0f", flr.wall_min * 1e3) + "-" + fmt("%.0f", flr.wall_max * 1e3) + "]",
                    "", ""});
    rows.push_back({"floor: CPU (user+sys)", ms(flr.cpu), "", ""});
    rows.push_back({"floor: peak RSS", mibs(flr.rss), "", ""});
    rows.push_back({"one-font floor (--one-font): wall",
                    ms(flr1.wall) + " [" + fmt("%.0f", flr1.wall_min * 1e3) + "-" + fmt("%.0f", flr1.wall_max * 1e3) + "]",
                    "", ""});
    rows.push_back({"one-font floor: CPU (user+sys)", ms(flr1.cpu), "", ""});
    const double ratio_wall = drv.wall / flr.wall, ratio_cpu = drv.cpu / flr.cpu;
    const double ratio1_wall = drv.wall / flr1.wall, ratio1_cpu = drv.cpu / flr1.cpu;
    rows.push_back({"ratio driver / 22-font floor, CPU", fmt("%.2fx", ratio_cpu), "<= 1.05x", verdict(ratio_cpu <= 1.05)});
    rows.push_back({"ratio driver / 22-font floor, wall", fmt("%.2fx", ratio_wall), "<= 1.05x", verdict(ratio_wall <= 1.05)});
    rows.push_back({"ratio driver / one-font floor, CPU", fmt("%.2fx", ratio1_cpu), "<= 1.4x", verdict(ratio1_cpu <= 1.4)});
    rows.push_back({"ratio driver / one-font floor, wall", fmt("%.2fx", ratio1_wall), "<= 1.4x", verdict(ratio1_wall <= 1.4)});
    rows.push_back({"ratio driver/floor, peak RSS", fmt("%.2fx", drv.rss / flr.rss), "", ""});
    rows.push_back({"six PDFs, total bytes", kb(driver_bytes), "<= 85 KB", verdict(driver_bytes <= target_bytes)});
    rows.push_back({"floor's six PDFs, total bytes", kb(floor_bytes), "", ""});
    rows.push_back({"six PDFs as Cairo writes them (no compact_pdf)", kb(static_cast<double>(sum.bytes_with_hinting)),
                    "", ""});
    print_table("Six paper figures, whole process (examples/data)", rows);

    rows.clear();
    auto stages = [](const Split& x) {
        return "build " + fmt("%.2f", x.build.cpu * 1e3) + " | layout " + fmt("%.2f", x.layout.cpu * 1e3) + " | draw " +
               fmt("%.2f", x.draw.cpu * 1e3) + " | finish " + fmt("%.2f", x.finish.cpu * 1e3) + " | fonts " +
               fmt("%.2f", x.fonts.cpu * 1e3) + " | write " + fmt("%.2f", x.write.cpu * 1e3) + " ms";
    };
    for (const auto& [n, x] : per_fig)
        rows.push_back({n, ms(x.total().cpu), stages(x), kb(static_cast<double>(x.bytes))});
    rows.push_back({"six figures, CPU", ms(sum.total().cpu), stages(sum), kb(static_cast<double>(sum.bytes))});
    rows.push_back({"six figures, wall", ms(sum.total().wall),
                    "build " + fmt("%.2f", sum.build.wall * 1e3) + " | layout " + fmt("%.2f", sum.layout.wall * 1e3) +
                        " | draw " + fmt("%.2f", sum.draw.wall * 1e3) + " | finish " + fmt("%.2f", sum.finish.wall * 1e3) +
                        " | fonts " + fmt("%.2f", sum.fonts.wall * 1e3) + " | write " + fmt("%.2f", sum.write.wall * 1e3) + " ms",
                    ""});
    rows.push_back({"  cross-check: Figure::to_bytes, six, CPU", ms(sum.to_bytes.cpu), "(= layout + draw + finish + fonts)", ""});
    rows.push_back({"  first pass of six, cold (font set-up), CPU", ms(cold.cpu), "wall " + ms(cold.wall), ""});
    print_table("In process, after warm-up, CPU time (median of " + std::to_string(opt.reps) +
                    "): build = the Figure from results; layout = Figure::scene (text measurement, constrained "
                    "layout); draw = sqfig::render + cairo_show_page; finish = cairo_surface_finish (font subsets, "
                    "compression); fonts = strip_pdf_font_hinting; write = write_file_atomically (temp file, fsync, "
                    "rename)",
                rows);

    rows.clear();
    const LineCase* l6 = nullptr;
    for (const LineCase& c : lines) {
        const std::string tag = "1e" + std::to_string(static_cast<int>(std::lround(std::log10(double(c.n)))));
        if (c.n == 1000000) l6 = &c;
        const bool is6 = c.n == 1000000;
        rows.push_back({"line " + tag + ": wall (median of " + std::to_string(c.proc.runs) + ")", ms(c.proc.wall),
                        is6 ? "<= 150 ms" : "", is6 ? verdict(c.proc.wall <= 0.15) : ""});
        rows.push_back({"line " + tag + ": CPU", ms(c.proc.cpu), is6 ? "<= 150 ms" : "", is6 ? verdict(c.proc.cpu <= 0.15) : ""});
        rows.push_back({"line " + tag + ": in child, CPU: data " + ms(c.build.cpu) + ", Figure::save", ms(c.save.cpu), "", ""});
        rows.push_back({"line " + tag + ": peak RSS", mibs(c.proc.rss), is6 ? "<= 64 MiB" : "",
                        is6 ? verdict(c.proc.rss <= 64 * mib) : ""});
        rows.push_back({"line " + tag + ": peak RSS - input arrays (16 B/point)", mibs(c.proc.rss - 16.0 * double(c.n)), "", ""});
        rows.push_back({"line " + tag + ": PDF", kb(c.bytes), is6 ? "<= 89 KB" : "", is6 ? verdict(c.bytes <= 89e3) : ""});
        rows.push_back({"line " + tag + ": points drawn", fmt("%.0f", c.points), fmt("of %.0f", double(c.n)), ""});
    }
    if (lines.size() >= 4) {
        const LineCase &a = lines[2], &b = lines[3];
        rows.push_back({"CPU 1e7 / 1e6, whole process", fmt("%.1fx", b.proc.cpu / a.proc.cpu), "", ""});
        rows.push_back({"CPU 1e7 / 1e6, Figure::save only (linear: 10x)", fmt("%.1fx", b.save.cpu / a.save.cpu), "", ""});
    }
    print_table("Line chart, random walk (mt19937_64 seed 0), 6.4 x 4.8 in, whole process", rows);

    rows.clear();
    const std::string chart_runs = " (median of " + std::to_string(opt.chart_runs) + " processes)";
    rows.push_back({"small chart, per chart after warm-up, CPU" + chart_runs, fmt("%.3f ms", charts_trim.each.cpu * 1e3),
                    "<= 0.8 ms", verdict(charts_trim.each.cpu <= 0.8e-3)});
    rows.push_back({"small chart, per chart after warm-up, wall", fmt("%.3f ms", charts_trim.each.wall * 1e3), "", ""});
    rows.push_back({"  the same, heap kept (mallopt M_TRIM_THRESHOLD 64 MiB), CPU", fmt("%.3f ms", charts_kept.each.cpu * 1e3),
                    "<= 0.8 ms", verdict(charts_kept.each.cpu <= 0.8e-3) + " (heap kept)"});
    rows.push_back({"  the same, heap kept, wall", fmt("%.3f ms", charts_kept.each.wall * 1e3), "", ""});
    rows.push_back({"small chart, the first one in the process (font set-up), CPU", ms(charts_trim.first.cpu), "", ""});
    rows.push_back({"small chart, PDF", kb(charts_trim.bytes), "", ""});
    print_table(std::to_string(opt.charts) + " small charts in one process (bench/small_chart.hpp: line chart, title, "
                "axis labels, legend; Figure::to_bytes PDF), after 20 unrecorded",
                rows);

    // 5: a 1000 x 1000 heatmap with a colourbar to PDF, each run a child process:
    // smooth data (an attention or loss landscape) and noisy data (deflate's slow case).
    struct HeatmapCase {
        std::string data;
        std::size_t n = 1000;
        ProcStats proc;
        Dur build, save;
        double bytes = 0;
        double render() const { return build.wall + save.wall; }
    };
    std::vector<HeatmapCase> heats;
    rows.clear();
    for (const char* data : {"smooth", "noisy"}) {
        HeatmapCase heat;
        heat.data = data;
        const std::string pdf = (tmp / ("heatmap_1000_" + heat.data + ".pdf")).string();
        std::vector<double> w, cpu, rss;
        std::vector<Dur> b, sv;
        for (int i = 0; i < opt.line_runs; ++i) {
            const ProcRun r = run_process({self, "--heatmap-child", std::to_string(heat.n), heat.data, pdf});
            if (r.status != 0) throw std::runtime_error("heatmap child failed");
            w.push_back(r.wall); cpu.push_back(r.cpu); rss.push_back(r.rss);
            Dur bb, ss;
            std::sscanf(r.out.c_str(), "%lf %lf %lf %lf", &bb.wall, &bb.cpu, &ss.wall, &ss.cpu);
            b.push_back(bb); sv.push_back(ss);
        }
        heat.proc = {median(w), median(cpu), median(rss), *std::min_element(w.begin(), w.end()),
                     *std::max_element(w.begin(), w.end()), opt.line_runs};
        heat.build = median(b);
        heat.save = median(sv);
        heat.bytes = static_cast<double>(fs::file_size(pdf));
        const std::string tag = "heatmap " + heat.data + ": ";
        rows.push_back({tag + "data + Figure::save to PDF, wall (median of " + std::to_string(opt.line_runs) + ")",
                        ms(heat.render()), "< 200 ms", verdict(heat.render() < 0.2)});
        rows.push_back({tag + "data + Figure::save, CPU", ms(heat.build.cpu + heat.save.cpu), "< 200 ms",
                        verdict(heat.build.cpu + heat.save.cpu < 0.2)});
        rows.push_back({tag + "of which Figure::save, CPU (PDF: palette image)", ms(heat.save.cpu), "", ""});
        rows.push_back({tag + "whole process, wall", ms(heat.proc.wall), "", ""});
        rows.push_back({tag + "peak RSS", mibs(heat.proc.rss), "", ""});
        rows.push_back({tag + "PDF", kb(heat.bytes), "< 4 MB", verdict(heat.bytes < 4e6)});
        heats.push_back(heat);
    }
    print_table("Heatmap, 1000 x 1000 cells + colourbar (one image), 6.4 x 4.8 in, child process", rows);

    double mpl_fig_wall = 0, mpl_fig_rss = 0, mpl_fig_bytes = 0, mpl_line_wall = 0, mpl_line_rss = 0,
           mpl_line_bytes = 0, mpl_fig_cpu = 0, mpl_line_cpu = 0;
    const bool have_mpl = !mpl_json.empty() && json_number(mpl_json, "figures_wall_s", mpl_fig_wall) &&
                          json_number(mpl_json, "figures_rss_bytes", mpl_fig_rss) &&
                          json_number(mpl_json, "figures_pdf_bytes", mpl_fig_bytes) &&
                          json_number(mpl_json, "line_wall_s", mpl_line_wall) &&
                          json_number(mpl_json, "line_rss_bytes", mpl_line_rss) &&
                          json_number(mpl_json, "line_pdf_bytes", mpl_line_bytes);
    if (have_mpl) {
        json_number(mpl_json, "figures_cpu_s", mpl_fig_cpu);
        json_number(mpl_json, "line_cpu_s", mpl_line_cpu);
        rows.clear();
        rows.push_back({"matplotlib, 6 figures: wall / CPU", ms(mpl_fig_wall) + " / " + ms(mpl_fig_cpu), "", ""});
        rows.push_back({"matplotlib / sqfig, 6 figures, wall", fmt("%.1fx", mpl_fig_wall / drv.wall), ">= 60x",
                        verdict(mpl_fig_wall / drv.wall >= 60)});
        if (mpl_fig_cpu > 0)
            rows.push_back({"matplotlib / sqfig, 6 figures, CPU", fmt("%.1fx", mpl_fig_cpu / drv.cpu), ">= 60x",
                            verdict(mpl_fig_cpu / drv.cpu >= 60)});
        rows.push_back({"matplotlib, 6 figures: peak RSS", mibs(mpl_fig_rss), fmt("sqfig: %.0f%%", 100 * drv.rss / mpl_fig_rss), ""});
        rows.push_back({"matplotlib, 6 figures: PDF bytes", kb(mpl_fig_bytes),
                        fmt("sqfig: %.0f%% (target <= 60%%)", 100 * driver_bytes / mpl_fig_bytes),
                        verdict(driver_bytes <= 0.6 * mpl_fig_bytes)});
        rows.push_back({"matplotlib, line 1e6: wall / CPU", ms(mpl_line_wall) + " / " + ms(mpl_line_cpu),
                        l6 ? fmt("sqfig %.1fx faster (wall)", mpl_line_wall / l6->proc.wall) : "", ""});
        rows.push_back({"matplotlib, line 1e6: peak RSS", mibs(mpl_line_rss), "", ""});
        rows.push_back({"matplotlib, line 1e6: PDF", kb(mpl_line_bytes), l6 ? "sqfig: " + kb(l6->bytes) : "",
                        l6 ? verdict(l6->bytes <= mpl_line_bytes) : ""});
        print_table("matplotlib " + [&] {
            const auto at = mpl_json.find("\"matplotlib\"");
            if (at == std::string::npos) return std::string();
            const auto q1 = mpl_json.find('"', mpl_json.find(':', at) + 1), q2 = mpl_json.find('"', q1 + 1);
            return mpl_json.substr(q1 + 1, q2 - q1 - 1);
        }() + " (bench/matplotlib_compare.py, " + python + ")", rows);
    }
    std::printf("\nparent peak RSS when the children ran: %s (a child's peak RSS is at least this)\n",
                mibs(parent_rss_at_spawn).c_str());
    std::printf("load average at end: %s\n", load_after.c_str());

    // ------------------------------------------------------------ JSON
    std::ostringstream j;
    j.precision(6);
    j << "{\n  \"sqfig_version\": " << json_str(sqfig::version_string) << ",\n";
    j << "  \"machine\": {\"cpus\": " << cpus << ", \"cpu_model\": " << json_str(cpu_model)
      << ", \"cairo\": " << json_str(cairo_version_string()) << ", \"pango\": " << json_str(pango_version_string())
      << ", \"loadavg_start\": " << json_str(load_before) << ", \"loadavg_end\": " << json_str(load_after) << "},\n";
    auto proc_json = [&](const ProcStats& s) {
        std::ostringstream o;
        o.precision(6);
        o << "{\"runs\": " << s.runs << ", \"wall_s\": " << s.wall << ", \"wall_min_s\": " << s.wall_min
          << ", \"wall_max_s\": " << s.wall_max << ", \"cpu_s\": " << s.cpu << ", \"peak_rss_bytes\": " << std::fixed
          << std::setprecision(0) << s.rss << "}";
        return o.str();
    };
    j << "  \"driver\": " << proc_json(drv) << ",\n";
    j << "  \"floor\": " << proc_json(flr) << ",\n";
    j << "  \"floor_one_font\": " << proc_json(flr1) << ",\n";
    j << "  \"ratio_driver_floor\": {\"wall\": " << ratio_wall << ", \"cpu\": " << ratio_cpu
      << ", \"peak_rss\": " << drv.rss / flr.rss << "},\n";
    j << "  \"ratio_driver_one_font_floor\": {\"wall\": " << ratio1_wall << ", \"cpu\": " << ratio1_cpu << "},\n";
    j << "  \"small_charts\": {\"charts\": " << opt.charts << ", \"processes\": " << opt.chart_runs
      << ", \"per_chart_cpu_s\": " << charts_trim.each.cpu << ", \"per_chart_wall_s\": " << charts_trim.each.wall
      << ", \"per_chart_cpu_heap_kept_s\": " << charts_kept.each.cpu
      << ", \"per_chart_wall_heap_kept_s\": " << charts_kept.each.wall << ", \"first_chart_cpu_s\": "
      << charts_trim.first.cpu << ", \"pdf_bytes\": " << charts_trim.bytes << "},\n";
    j << "  \"pdf_bytes\": {\"total\": " << std::fixed << std::setprecision(0) << driver_bytes
      << ", \"floor_total\": " << floor_bytes << ", \"total_with_font_hinting\": " << sum.bytes_with_hinting;
    for (const auto& [n, b] : per_pdf) j << ", " << json_str(n) << ": " << b;
    j << "},\n" << std::defaultfloat << std::setprecision(6);
    auto dur_json = [](const Dur& d) {
        std::ostringstream o;
        o.precision(6);
        o << "{\"wall\": " << d.wall << ", \"cpu\": " << d.cpu << "}";
        return o.str();
    };
    auto split_json = [&](const Split& x) {
        return "{\"build_s\": " + dur_json(x.build) + ", \"layout_s\": " + dur_json(x.layout) + ", \"draw_s\": " +
               dur_json(x.draw) + ", \"finish_s\": " + dur_json(x.finish) + ", \"fonts_s\": " + dur_json(x.fonts) +
               ", \"write_s\": " + dur_json(x.write) +
               ", \"total_s\": " + dur_json(x.total()) + ", \"to_bytes_s\": " + dur_json(x.to_bytes) +
               ", \"bytes\": " + std::to_string(x.bytes) + ", \"bytes_with_hinting\": " +
               std::to_string(x.bytes_with_hinting) + "}";
    };
    j << "  \"in_process\": {\"reps\": " << opt.reps << ", \"cold_first_pass_s\": " << dur_json(cold) << ", \"figures\": {";
    bool first = true;
    for (const auto& [n, x] : per_fig) {
        j << (first ? "" : ",") << "\n    " << json_str(n) << ": " << split_json(x);
        first = false;
    }
    j << "},\n    \"six\": " << split_json(sum) << "},\n";
    j << "  \"line\": [";
    first = true;
    for (const LineCase& c : lines) {
        j << (first ? "" : ",") << "\n    {\"points\": " << c.n << ", \"process\": " << proc_json(c.proc)
          << ", \"data_s\": " << dur_json(c.build) << ", \"save_s\": " << dur_json(c.save) << ", \"pdf_bytes\": " << std::fixed
          << std::setprecision(0) << c.bytes << ", \"points_drawn\": " << c.points << std::defaultfloat
          << std::setprecision(6) << "}";
        first = false;
    }
    j << "],\n";
    j << "  \"heatmap\": [";
    for (std::size_t k = 0; k < heats.size(); ++k) {
        const HeatmapCase& h = heats[k];
        j << (k ? "," : "") << "\n    {\"data\": " << json_str(h.data) << ", \"cells\": " << h.n * h.n
          << ", \"process\": " << proc_json(h.proc) << ", \"data_s\": " << dur_json(h.build) << ", \"save_s\": "
          << dur_json(h.save) << ", \"pdf_bytes\": " << std::fixed << std::setprecision(0) << h.bytes
          << std::defaultfloat << std::setprecision(6) << "}";
    }
    j << "],\n";
    j << "  \"matplotlib\": " << (have_mpl ? mpl_json.substr(0, mpl_json.find_last_not_of(" \n\r\t") + 1) : "null")
      << ",\n";
    j << "  \"targets\": {\"driver_vs_floor_cpu_le_1_05\": " << (ratio_cpu <= 1.05 ? "true" : "false")
      << ", \"driver_vs_floor_wall_le_1_05\": " << (ratio_wall <= 1.05 ? "true" : "false")
      << ", \"driver_vs_one_font_floor_cpu_le_1_4\": " << (ratio1_cpu <= 1.4 ? "true" : "false")
      << ", \"driver_vs_one_font_floor_wall_le_1_4\": " << (ratio1_wall <= 1.4 ? "true" : "false")
      << ", \"small_chart_cpu_le_0_8ms\": " << (charts_trim.each.cpu <= 0.8e-3 ? "true" : "false")
      << ", \"small_chart_cpu_le_0_8ms_heap_kept\": " << (charts_kept.each.cpu <= 0.8e-3 ? "true" : "false")
      << ", \"driver_peak_rss_le_16MiB\": " << (drv.rss <= 16 * mib ? "true" : "false")
      << ", \"six_pdfs_le_85KB\": " << (driver_bytes <= target_bytes ? "true" : "false");
    if (l6)
        j << ", \"line_1e6_wall_le_150ms\": " << (l6->proc.wall <= 0.15 ? "true" : "false")
          << ", \"line_1e6_cpu_le_150ms\": " << (l6->proc.cpu <= 0.15 ? "true" : "false")
          << ", \"line_1e6_peak_rss_le_64MiB\": " << (l6->proc.rss <= 64 * mib ? "true" : "false")
          << ", \"line_1e6_pdf_le_89KB\": " << (l6->bytes <= 89e3 ? "true" : "false");
    if (have_mpl)
        j << ", \"matplotlib_six_wall_ge_60x\": " << (mpl_fig_wall / drv.wall >= 60 ? "true" : "false")
          << ", \"matplotlib_six_cpu_ge_60x\": " << (mpl_fig_cpu / drv.cpu >= 60 ? "true" : "false");
    for (const HeatmapCase& h : heats)
        j << ", \"heatmap_1000_" << h.data << "_render_lt_200ms\": " << (h.render() < 0.2 ? "true" : "false")
          << ", \"heatmap_1000_" << h.data << "_render_cpu_lt_200ms\": "
          << (h.build.cpu + h.save.cpu < 0.2 ? "true" : "false")
          << ", \"heatmap_1000_" << h.data << "_pdf_lt_4MB\": " << (h.bytes < 4e6 ? "true" : "false");
    j << "}\n}\n";
    std::printf("\nJSON (also in %s):\n%s", opt.json_file.c_str(), j.str().c_str());
    std::ofstream(opt.json_file) << j.str();
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        std::vector<std::string> args(argv + 1, argv + argc);
        auto count = [](const std::string& s) { return static_cast<std::size_t>(std::stoull(s)); };
        if (args.size() == 3 && args[0] == "--line-child") return line_child(count(args[1]), args[2]);
        if (args.size() == 4 && args[0] == "--heatmap-child")
            return heatmap_child(count(args[1]), args[2] == "noisy", args[3]);
        if (args.size() == 2 && args[0] == "--line-points") return line_points(count(args[1]));
        if (args.size() == 3 && args[0] == "--write-walk") return write_walk(count(args[1]), args[2]);
        if (args.size() == 4 && args[0] == "--small-charts-child")
            return small_charts_child(std::max(1, std::stoi(args[1])), std::max(1, std::stoi(args[2])),
                                      args[3] == "keep-heap");
        Options opt;
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& a = args[i];
            auto value = [&]() -> const std::string& {
                if (i + 1 >= args.size()) throw std::runtime_error(a + " needs a value");
                return args[++i];
            };
            if (a == "--runs") opt.runs = std::max(1, std::stoi(value()));
            else if (a == "--line-runs") opt.line_runs = std::max(1, std::stoi(value()));
            else if (a == "--reps") opt.reps = std::max(1, std::stoi(value()));
            else if (a == "--max-exp") opt.max_exp = std::clamp(std::stoi(value()), 4, 8);
            else if (a == "--charts") opt.charts = std::max(1, std::stoi(value()));
            else if (a == "--chart-runs") opt.chart_runs = std::max(1, std::stoi(value()));
            else if (a == "--json") opt.json_file = value();
            else if (a == "--python") opt.python = value();
            else if (a == "--no-matplotlib") opt.matplotlib = false;
            else if (a == "--help" || a == "-h") {
                std::printf("usage: sqfig_bench [--runs N (9)] [--line-runs N (5)] [--reps N (15)] [--max-exp E (7)]\n"
                            "                   [--charts N (1000)] [--chart-runs N (3)]\n"
                            "                   [--json FILE (sqfig-bench.json)] [--no-matplotlib] [--python PATH]\n");
                return 0;
            } else throw std::runtime_error("unknown option " + a + " (try --help)");
        }
        return run_bench(opt);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "sqfig_bench: %s\n", e.what());
        return 1;
    }
}
