// What SaveOptions::compact_pdf costs and saves (issue 31): the six paper
// figures of examples/data rendered in process to PDF bytes, as Cairo writes
// them (the default) and compacted (fonts without hinting through HarfBuzz's
// subsetter). For each: total bytes, and the CPU time of Figure::to_bytes for
// all six (median of --reps passes). The first pass of a process is printed
// apart: compaction subsets each font there once, and later passes find the
// result in the bounded stripped-font cache (keyed by Cairo's font bytes).
//
// Usage: sqfig_pdf_compaction_bench [--reps N (21)] [DATA_DIR]
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <sqfig/scene.hpp>
#include <sqfig/sqfig.hpp>

#include "loader.hpp"
#include "figures.hpp"
#include "paper_results.hpp"

namespace {

double cpu_seconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
}

struct Pass {
    std::size_t bytes = 0;
    double cpu = 0;
};

Pass six_pdfs(const std::vector<sqfig::Figure>& figures, const sqfig::SaveOptions& options) {
    Pass p;
    const double start = cpu_seconds();
    for (const sqfig::Figure& f : figures) p.bytes += f.to_bytes(sqfig::Format::pdf, options).size();
    p.cpu = cpu_seconds() - start;
    return p;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    int reps = 21;
    std::string data = SQFIG_BENCH_DATA;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--reps") == 0 && i + 1 < argc) reps = std::max(1, std::atoi(argv[++i]));
        else data = argv[i];
    }
    const paper::Results results = sqfig_bench::load_results_or_throw(data);
    std::vector<sqfig::Figure> figures;
    for (const std::string& n : paper::figure_names()) figures.push_back(paper::build_figure(n, results));
    for (sqfig::Figure& f : figures) (void)f.scene();  // text set up once: the passes time the PDF path

    sqfig::SaveOptions cairo_bytes, compact;
    compact.compact_pdf = true;
    // The first pass of each kind in this process: for compact, HarfBuzz
    // subsets every font once (later passes find them in the cache).
    const Pass cold_plain = six_pdfs(figures, cairo_bytes);
    const Pass cold_compact = six_pdfs(figures, compact);
    std::vector<double> plain_cpu, compact_cpu;
    Pass plain, small;
    for (int r = 0; r < reps; ++r) {
        plain = six_pdfs(figures, cairo_bytes);
        small = six_pdfs(figures, compact);
        plain_cpu.push_back(plain.cpu);
        compact_cpu.push_back(small.cpu);
    }
    std::printf("six paper figures (%s), Figure::to_bytes(pdf), %d passes\n", data.c_str(), reps);
    std::printf("%-34s %10s %16s %16s\n", "", "bytes", "CPU ms (median)", "first pass ms");
    std::printf("%-34s %10zu %16.2f %16.2f\n", "Cairo's bytes (default)", plain.bytes, median(plain_cpu) * 1e3,
                cold_plain.cpu * 1e3);
    std::printf("%-34s %10zu %16.2f %16.2f\n", "compact_pdf (hb-subset)", small.bytes, median(compact_cpu) * 1e3,
                cold_compact.cpu * 1e3);
    std::printf("compact / default: %.1f%% of the bytes, %+.2f ms CPU for six figures after the first pass\n",
                100.0 * static_cast<double>(small.bytes) / static_cast<double>(plain.bytes),
                (median(compact_cpu) - median(plain_cpu)) * 1e3);
    return 0;
}
