// The growth of every built-in artist's cost (issue 46, "cost bounded by
// construction"): for each way of making an artist that the conformance suite
// has an adapter for (tests/conformance/conformance_test.cpp: 31 adapters for
// 20 classes), plus the 'fd' bin rule and the repelled labels' coincident and
// collinear placements of bench/repel.cpp, the CPU time of adding that artist
// to a fresh 6.4 x 4.8 in figure, laying it out and drawing it to PDF, on n,
// 10n and 100n data values, and the growth exponents
//   n -> 100n:    log(t(100n) / t(n)) / log(100)
//   10n -> 100n:  log(t(100n) / t(10n)) / log(10)
// (1: linear; below 1: the figure's fixed cost, its axes, ticks and page,
// still counts at the smaller n; above 1.15: flagged, and measured again once
// to rule out noise).
//
// n counts data values (points, bars, values of a distribution split over
// four sets for box plots and violins, heatmap cells, labels). Artists of a
// fixed size (text, annotate, hline/vline/hspan/vspan, rectangle, box, arrow)
// have no n: their n is the number of copies added to the one axes. Point
// labels are bench/repel.cpp's cases (label_cases.hpp): the labelled points'
// scatter (and, for the cluster, the line through it) is drawn too.
//
// Timed, per run, on the process's CPU clock: the artist's construction from
// data made beforehand (ax.hist(v).bins(...) and the like, copying the
// vectors: box plots, violins, ECDFs and histograms compute their statistics
// there), Figure::scene() and Figure::to_bytes(scene, Format::pdf). The table
// has their sum; the split at 100n has each part. Each value is the median of
// --reps runs (default 5; 3 where the median of the first 3 is over 2 s), each
// on a fresh Figure; one figure is drawn first, untimed, so that font loading
// counts in no run.
//
// Texts (text, annotate, box, point labels) end with the run's number (" r3"),
// so that every run lays them out afresh: sqfig shares the layouts of up to
// 2,048 texts between the figures of a thread (src/sqfig/text/font_map.hpp,
// max_shared_texts), and repeated runs of up to 2,048 texts would otherwise
// cost less per text than runs of more (a 3x step between 1,000 and 10,000).
//
//   sqfig_growth_bench [--reps N] [--only SUBSTRING] [--sizes N1,N2,N3] [--no-rerun]
// (--only: the case of that name, or else those whose name holds SUBSTRING;
// --sizes: these three counts for every case instead of its own, the
// exponents then taken as if they were n, 10n and 100n: for a closer look at
// one case; --no-rerun: no second measurement of the rows above 1.15, as
// when counting instructions under valgrind.)
#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include "label_cases.hpp"
#include "measure.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace {

using sqfig_bench::Lcg;

// Adds the artist for run `run` (0, 1, ...): texts end with " r<run>", so
// that no run finds them laid out by an earlier one (below).
using Adder = std::function<void(sqfig::Axes&, int run)>;

std::string tag(int run) { return " r" + std::to_string(run); }

struct Case {
    std::string name;  // the conformance adapter's name (or the placement)
    std::string cls;   // the artist class
    std::string unit;  // what n counts
    std::array<int, 3> sizes;
    std::function<Adder(int n)> prepare;  // makes the data for n (untimed); returns what adds the artist
    std::function<sqfig::Size(int n)> page = [](int) { return sqfig::inches(6.4, 4.8); };
};

// ---- deterministic, realistic data --------------------------------------------

std::uint64_t seed_of(const std::string& what, int n) {
    std::uint64_t h = 1469598103934665603ULL;  // FNV-1a of the name, then n
    for (const char c : what) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    return h ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(n));
}

std::vector<double> normal_values(const std::string& what, int n, double mean = 0, double sd = 1) {
    Lcg g{seed_of(what, n)};
    std::vector<double> v(static_cast<std::size_t>(n));
    for (double& x : v) x = mean + sd * g.normal();
    return v;
}

std::vector<double> uniform_values(const std::string& what, int n, double lo, double hi) {
    Lcg g{seed_of(what, n)};
    std::vector<double> v(static_cast<std::size_t>(n));
    for (double& x : v) x = lo + (hi - lo) * g.uniform();
    return v;
}

std::vector<double> index_values(int n) {
    std::vector<double> v(static_cast<std::size_t>(n));
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = static_cast<double>(i);
    return v;
}

// A noisy signal over x = 0..n-1: a slow sine, a random walk and noise (a training curve, a time series).
std::vector<double> signal(const std::string& what, int n) {
    Lcg g{seed_of(what, n)};
    std::vector<double> v(static_cast<std::size_t>(n));
    double walk = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        walk += 0.02 * g.normal();
        v[i] = 2 + std::sin(6.283185307179586 * 3.0 * double(i) / n) + walk + 0.1 * g.normal();
    }
    return v;
}

// A distribution of n values split over four sets (shifted, scaled normals).
std::vector<std::vector<double>> four_sets(const std::string& what, int n) {
    std::vector<std::vector<double>> sets;
    for (int k = 0; k < 4; ++k)
        sets.push_back(normal_values(what + char('a' + k), n / 4, 1.0 + 0.5 * k, 1.0 + 0.2 * k));
    return sets;
}

std::vector<sqfig::Values> values_of(const std::vector<std::vector<double>>& sets) {
    std::vector<sqfig::Values> out;
    for (const auto& s : sets) out.emplace_back(s);
    return out;
}

// rows x cols of a heatmap of n cells: 10^4 = 100 x 100, 10^5 = 250 x 400, 10^6 = 1000 x 1000.
std::pair<std::size_t, std::size_t> grid_of(int n) {
    std::size_t rows = static_cast<std::size_t>(std::sqrt(double(n)));
    while (n % rows) --rows;
    return {rows, static_cast<std::size_t>(n) / rows};
}

std::vector<double> field(int n) {  // a smooth field plus noise, row after row
    const auto [rows, cols] = grid_of(n);
    Lcg g{seed_of("heatmap", n)};
    std::vector<double> v;
    v.reserve(static_cast<std::size_t>(n));
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t c = 0; c < cols; ++c)
            v.push_back(std::sin(6.0 * double(r) / rows) * std::cos(4.0 * double(c) / cols) + 0.2 * g.normal());
    return v;
}

// ---- the cases -------------------------------------------------------------------

const std::array<int, 3> k_points{1000, 10000, 100000};
const std::array<int, 3> k_cells{10000, 100000, 1000000};

std::vector<Case> cases() {
    std::vector<Case> out;
    auto add = [&out](std::string name, std::string cls, std::string unit, std::array<int, 3> sizes,
                      std::function<Adder(int)> prepare) {
        out.push_back(Case{std::move(name), std::move(cls), std::move(unit), sizes, std::move(prepare)});
    };

    // ---- x/y artists
    add("bars", "Bars", "bars", k_points, [](int n) -> Adder {
        auto h = uniform_values("bars", n, 1, 10);
        return [x = index_values(n), h](sqfig::Axes& ax, int) { ax.bars(x, h); };
    });
    add("hbars", "Bars", "bars", k_points, [](int n) -> Adder {
        auto w = uniform_values("hbars", n, 1, 10);
        return [y = index_values(n), w](sqfig::Axes& ax, int) { ax.hbars(y, w); };
    });
    add("line", "Line", "points", k_points, [](int n) -> Adder {
        return [x = index_values(n), y = signal("line", n)](sqfig::Axes& ax, int) { ax.line(x, y); };
    });
    add("scatter", "Scatter", "points", k_points, [](int n) -> Adder {
        auto x = normal_values("scatter x", n), y = normal_values("scatter y", n);
        for (std::size_t i = 0; i < y.size(); ++i) y[i] = 0.6 * x[i] + 0.8 * y[i];
        return [x, y](sqfig::Axes& ax, int) { ax.scatter(x, y); };
    });
    add("scatter colour-mapped", "Scatter", "points", k_points, [](int n) -> Adder {
        auto x = normal_values("cscatter x", n), y = normal_values("cscatter y", n), c = y;
        for (std::size_t i = 0; i < c.size(); ++i) c[i] = x[i] * x[i] + y[i] * y[i];
        return
            [x, y, c](sqfig::Axes& ax, int) { ax.scatter(x, y).color_values(c).colormap(sqfig::Colormap::viridis()); };
    });
    add("band", "FilledBand", "points", k_points, [](int n) -> Adder {
        auto mid = signal("band", n), lo = mid, hi = mid;
        const auto spread = uniform_values("band spread", n, 0.1, 0.4);
        for (std::size_t i = 0; i < mid.size(); ++i) lo[i] -= spread[i], hi[i] += spread[i];
        return [x = index_values(n), lo, hi](sqfig::Axes& ax, int) { ax.band(x, lo, hi); };
    });
    add("error_bars", "ErrorBars", "points", k_points, [](int n) -> Adder {
        return [x = index_values(n), y = signal("error_bars", n), e = uniform_values("error_bars e", n, 0.05, 0.3)](
                   sqfig::Axes& ax, int) { ax.error_bars(x, y).y_error(e); };
    });
    // Labels: bench/repel.cpp's placements, on its 4.5 x 3.2 in page (fixed for every n).
    auto labels = [&out](std::string name, std::string kind, bool repel, std::array<int, 3> sizes) {
        Case c{std::move(name), "PointLabels", "labels", sizes, [kind, repel](int n) -> Adder {
                   return [kind, repel, n](sqfig::Axes& ax, int run) {
                       sqfig_bench::add_label_case(ax, kind, n, repel, tag(run));
                   };
               }};
        c.page = [kind](int n) { return sqfig_bench::label_case_page(kind, n); };
        out.push_back(std::move(c));
    };
    labels("labels (cluster)", "cluster", false, {100, 1000, 10000});
    labels("labels repel (cluster)", "cluster", true, {10, 100, 1000});
    labels("labels repel (coincident)", "coincident", true, {10, 100, 1000});
    labels("labels repel (collinear)", "collinear", true, {10, 100, 1000});
    // The same from 100 labels, where the plot is crowded at every n: from
    // 10 (where each label takes its first place) to 100 (where most find
    // none and try every place) the cost of a label changes kind.
    labels("labels repel (cluster, crowded)", "cluster", true, {100, 1000, 10000});
    labels("labels repel (coincident, crowded)", "coincident", true, {100, 1000, 10000});
    labels("labels repel (collinear, crowded)", "collinear", true, {100, 1000, 10000});
    add("bar_labels", "BarLabels", "bars", {100, 1000, 10000}, [](int n) -> Adder {
        auto h = uniform_values("bar_labels", n, 1, 10);
        return [x = index_values(n), h](sqfig::Axes& ax, int) { ax.bar_labels(ax.bars(x, h), 2); };
    });

    // ---- distributions
    add("hist", "Histogram", "values", {10000, 100000, 1000000},
        [](int n) -> Adder { return [v = normal_values("hist", n)](sqfig::Axes& ax, int) { ax.hist(v).bins(50); }; });
    add("hist density weighted", "Histogram", "values", {10000, 100000, 1000000}, [](int n) -> Adder {
        return [v = normal_values("hist dw", n), w = uniform_values("hist w", n, 0.5, 2)](sqfig::Axes& ax, int) {
            ax.hist(v).weights(w).density();
        };
    });
    add("hist auto rule", "Histogram", "values", {10000, 100000, 1000000}, [](int n) -> Adder {
        return
            [v = normal_values("hist auto", n)](sqfig::Axes& ax, int) { ax.hist(v).bins(sqfig::BinRule::automatic); };
    });
    add("hist fd rule", "Histogram", "values", {10000, 100000, 1000000}, [](int n) -> Adder {
        return [v = normal_values("hist fd", n)](sqfig::Axes& ax, int) { ax.hist(v).bins(sqfig::BinRule::fd); };
    });
    add("hist stacked sets", "Histogram", "values", {10000, 100000, 1000000}, [](int n) -> Adder {
        return [sets = four_sets("hist stacked", n)](sqfig::Axes& ax, int) {
            ax.hist(values_of(sets)).stacked().labels({"a", "b", "c", "d"});
        };
    });
    add("boxplot", "Boxplot", "values", {10000, 100000, 1000000}, [](int n) -> Adder {
        return [sets = four_sets("boxplot", n)](sqfig::Axes& ax, int) { ax.boxplot(values_of(sets)); };
    });
    add("violin", "Violin", "values", {1000, 10000, 100000}, [](int n) -> Adder {
        return [sets = four_sets("violin", n)](sqfig::Axes& ax, int) { ax.violin(values_of(sets)); };
    });
    add("ecdf", "Ecdf", "values", k_points,
        [](int n) -> Adder { return [v = normal_values("ecdf", n)](sqfig::Axes& ax, int) { ax.ecdf(v); }; });
    add("ecdf weighted", "Ecdf", "values", k_points, [](int n) -> Adder {
        return [v = normal_values("ecdf w", n), w = uniform_values("ecdf ww", n, 0.5, 2)](sqfig::Axes& ax, int) {
            sqfig::EcdfOptions o;
            o.weights = w;
            ax.ecdf(v, o);
        };
    });
    add("ecdf complementary", "Ecdf", "values", k_points, [](int n) -> Adder {
        return [v = normal_values("ecdf c", n)](sqfig::Axes& ax, int) {
            sqfig::EcdfOptions o;
            o.complementary = true;
            ax.ecdf(v, o);
        };
    });
    add("stackplot", "StackPlot", "points", k_points, [](int n) -> Adder {
        std::vector<std::vector<double>> layers;
        for (const char* l : {"s1", "s2", "s3"}) {
            auto v = signal(l, n);
            for (double& y : v) y = std::abs(y);
            layers.push_back(std::move(v));
        }
        return [x = index_values(n), layers](sqfig::Axes& ax, int) {
            ax.stackplot(x, values_of(layers)).labels({"a", "b", "c"});
        };
    });

    // ---- colour-mapped grids
    add("heatmap", "Heatmap", "cells", k_cells, [](int n) -> Adder {
        return [v = field(n), n](sqfig::Axes& ax, int) {
            const auto [rows, cols] = grid_of(n);
            ax.heatmap(v, rows, cols);
        };
    });
    add("heatmap + colorbar", "Heatmap", "cells", k_cells, [](int n) -> Adder {
        return [v = field(n), n](sqfig::Axes& ax, int) {
            const auto [rows, cols] = grid_of(n);
            ax.colorbar(ax.heatmap(v, rows, cols)).label("value");
        };
    });

    // ---- fixed-size artists: n copies on one axes, at seeded places in [0, 10]^2
    auto copies = [&out](std::string name, std::string cls, std::array<int, 3> sizes,
                         std::function<void(sqfig::Axes&, const std::string& name, double x, double y)> one) {
        out.push_back(Case{name, std::move(cls), "copies", sizes, [name, one](int n) -> Adder {
                               return [x = uniform_values(name + " x", n, 0, 9),
                                       y = uniform_values(name + " y", n, 0, 9), one](sqfig::Axes& ax, int run) {
                                   ax.x_limits(0, 10).y_limits(0, 10);
                                   for (std::size_t i = 0; i < x.size(); ++i)
                                       one(ax, std::to_string(i) + tag(run), x[i], y[i]);
                               };
                           }});
    };
    const std::array<int, 3> k_texts{100, 1000, 10000}, k_shapes{300, 3000, 30000};
    copies("text", "Text", k_texts, [](sqfig::Axes& ax, const std::string& name, double x, double y) {
        ax.text(sqfig::Point{x, y}, "text " + name);
    });
    copies("annotate", "Annotation", k_texts, [](sqfig::Axes& ax, const std::string& name, double x, double y) {
        ax.annotate("note " + name, sqfig::Point{x, y}, sqfig::Point{x + 0.5, y + 0.5});
    });
    copies("hline", "ReferenceLine", k_shapes,
           [](sqfig::Axes& ax, const std::string&, double, double y) { ax.hline(y); });
    copies("vline", "ReferenceLine", k_shapes,
           [](sqfig::Axes& ax, const std::string&, double x, double) { ax.vline(x); });
    copies("hspan", "ReferenceSpan", k_shapes,
           [](sqfig::Axes& ax, const std::string&, double, double y) { ax.hspan(y, y + 0.05); });
    copies("vspan", "ReferenceSpan", k_shapes,
           [](sqfig::Axes& ax, const std::string&, double x, double) { ax.vspan(x, x + 0.05); });
    copies("rectangle", "Rectangle", k_shapes, [](sqfig::Axes& ax, const std::string&, double x, double y) {
        ax.rectangle(sqfig::Rect{x, y, 0.3, 0.2}, sqfig::Color{0.2, 0.4, 0.8});
    });
    copies("box", "Box", k_texts, [](sqfig::Axes& ax, const std::string& name, double x, double y) {
        ax.box(sqfig::Rect{x, y, 0.8, 0.4}, "box " + name);
    });
    copies("arrow", "Arrow", k_shapes, [](sqfig::Axes& ax, const std::string&, double x, double y) {
        ax.arrow(sqfig::Point{x, y}, sqfig::Point{x + 0.7, y + 0.4});
    });
    return out;
}

// ---- measuring -------------------------------------------------------------------

struct Split {
    double add = 0, scene = 0, pdf = 0;  // medians, seconds
    std::size_t bytes = 0;
    double total() const { return add + scene + pdf; }
};

std::size_t sink = 0;  // the PDFs' sizes, so that no drawing is optimised away

Split measure(const Case& c, int n, int reps) {
    const Adder adder = c.prepare(n);
    std::vector<double> add, scene, pdf, total;
    Split s;
    for (int r = 0; r < reps; ++r) {
        if (r == 3 && sqfig_bench::median(total) > 2.0) break;  // runs of over 2 s: the median of 3
        sqfig::Figure fig{c.page(n)};
        const double t0 = sqfig_bench::cpu_now();
        adder(fig.axes(), r);
        const double t1 = sqfig_bench::cpu_now();
        sqfig::Scene laid_out = fig.scene();
        const double t2 = sqfig_bench::cpu_now();
        const std::string bytes = fig.to_bytes(std::move(laid_out), sqfig::Format::pdf);
        const double t3 = sqfig_bench::cpu_now();
        add.push_back(t1 - t0);
        scene.push_back(t2 - t1);
        pdf.push_back(t3 - t2);
        total.push_back(t3 - t0);
        s.bytes = bytes.size();
        sink += bytes.size();
    }
    s.add = sqfig_bench::median(add);
    s.scene = sqfig_bench::median(scene);
    s.pdf = sqfig_bench::median(pdf);
    // The table's time is the median of the runs' totals, which need not be
    // the sum of the medians: the parts are scaled to add up to it.
    const double t = sqfig_bench::median(total);
    const double parts = s.add + s.scene + s.pdf;
    if (parts > 0) s.add *= t / parts, s.scene *= t / parts, s.pdf *= t / parts;
    return s;
}

struct Row {
    const Case* c;
    std::array<Split, 3> at;
    double e_all() const { return std::log(at[2].total() / at[0].total()) / std::log(100.0); }
    double e_last() const { return std::log(at[2].total() / at[1].total()) / std::log(10.0); }
    bool flagged() const { return e_all() > 1.15 || e_last() > 1.15; }
};

Row run(const Case& c, int reps) {
    Row row{&c, {}};
    for (int k = 0; k < 3; ++k)
        row.at[static_cast<std::size_t>(k)] = measure(c, c.sizes[static_cast<std::size_t>(k)], reps);
    return row;
}

std::string count(int n) {  // 1000 -> "1,000"
    std::string s = std::to_string(n);
    for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), ",");
    return s;
}

std::string ms(double seconds) {
    char b[32];
    const double v = seconds * 1e3;
    std::snprintf(b, sizeof b, v < 10 ? "%.2f" : v < 100 ? "%.1f" : "%.0f", v);
    return b;
}

void print_row(const Row& r, const char* note) {
    const Case& c = *r.c;
    std::printf("| %s | %s | %s / %s / %s %s | %s / %s / %s | %.2f | %.2f | %s |\n", c.name.c_str(), c.cls.c_str(),
                count(c.sizes[0]).c_str(), count(c.sizes[1]).c_str(), count(c.sizes[2]).c_str(), c.unit.c_str(),
                ms(r.at[0].total()).c_str(), ms(r.at[1].total()).c_str(), ms(r.at[2].total()).c_str(), r.e_all(),
                r.e_last(), note);
    std::fflush(stdout);
}

std::string load_average() {
    std::ifstream f("/proc/loadavg");
    std::string a, b, c;
    f >> a >> b >> c;
    return a + " " + b + " " + c;
}

}  // namespace

int main(int argc, char** argv) {
    int reps = 5;
    std::string only;
    std::optional<std::array<int, 3>> sizes;  // instead of each case's own
    bool rerun = true;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--reps" && i + 1 < argc)
            reps = std::max(1, std::atoi(argv[++i]));
        else if (a == "--only" && i + 1 < argc)
            only = argv[++i];
        else if (a == "--no-rerun")
            rerun = false;
        else if (a == "--sizes" && i + 1 < argc) {
            std::array<int, 3> s{};
            if (std::sscanf(argv[++i], "%d,%d,%d", &s[0], &s[1], &s[2]) != 3 || s[0] < 1 || s[1] < 1 || s[2] < 1) {
                std::fprintf(stderr, "--sizes: three counts, N1,N2,N3\n");
                return 2;
            }
            sizes = s;
        } else {
            std::fprintf(stderr, "usage: %s [--reps N] [--only SUBSTRING] [--sizes N1,N2,N3] [--no-rerun]\n", argv[0]);
            return 2;
        }
    }
    std::vector<Case> all = cases();
    // --only NAME: that case alone when one is called so ("bars"), else every name holding it.
    const bool exact = std::any_of(all.begin(), all.end(), [&](const Case& c) { return c.name == only; });
    if (sizes)
        for (Case& c : all) c.sizes = *sizes;
    {  // fonts, fontconfig and Cairo's first-use costs, untimed
        sqfig::Figure warm{sqfig::inches(6.4, 4.8)};
        warm.axes().line({0, 1}, {0, 1});
        warm.axes().text(sqfig::Point{0.5, 0.5}, "warm-up");
        sink += warm.to_bytes(sqfig::Format::pdf).size();
    }
    std::printf(
        "Growth of every artist's cost (issue 46): CPU time of the artist's construction, Figure::scene()\n"
        "and to_bytes(pdf), median of %d runs (3 where they take over 2 s), on a fresh 6.4 x 4.8 in figure\n"
        "(labels: 4.5 x 3.2 in); load average %s\n\n",
        reps, load_average().c_str());
    std::printf("| artist | class | n / 10n / 100n | ms at each | exponent n->100n | exponent 10n->100n | flag |\n");
    std::printf("|---|---|---|---|---|---|---|\n");
    std::vector<Row> rows, reruns;
    for (const Case& c : all) {
        if (!only.empty() && (exact ? c.name != only : c.name.find(only) == std::string::npos)) continue;
        rows.push_back(run(c, reps));
        print_row(rows.back(), rows.back().flagged() ? "**> 1.15**" : "");
    }
    for (const Row& r : rows) {
        if (!rerun || !r.flagged()) continue;
        if (reruns.empty()) std::printf("\nRerun once, the artists above 1.15:\n\n");
        reruns.push_back(run(*r.c, reps));
        print_row(reruns.back(), reruns.back().flagged() ? "**> 1.15 again**" : "within 1.15 on rerun");
    }
    std::printf(
        "\nSplit at 100n (ms): the artist's construction, scene(), to_bytes(pdf); the PDF's size;\n"
        "the exponent n->100n of each part alone.\n\n");
    std::printf(
        "| artist | construct | scene | pdf | PDF KiB | construct exp | scene exp | pdf exp |\n"
        "|---|---|---|---|---|---|---|---|\n");
    for (const Row& r : rows) {
        const Split &lo = r.at[0], &hi = r.at[2];
        auto e = [](double hi_t, double lo_t) { return std::log(hi_t / lo_t) / std::log(100.0); };
        std::printf("| %s | %s | %s | %s | %.0f | %.2f | %.2f | %.2f |\n", r.c->name.c_str(), ms(hi.add).c_str(),
                    ms(hi.scene).c_str(), ms(hi.pdf).c_str(), double(hi.bytes) / 1024.0, e(hi.add, lo.add),
                    e(hi.scene, lo.scene), e(hi.pdf, lo.pdf));
    }
    std::printf("\nload average after: %s; %zu bytes of PDF drawn\n", load_average().c_str(), sink);
    return 0;
}
