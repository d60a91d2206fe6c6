// Issue 16's "1,000 charts <= 0.8 ms a chart": how much of a small chart's
// time is Cairo's alone? For the benchmark's small chart (bench/small_chart.hpp)
// this times, after warm-up and per chart:
//   full     Figure::to_bytes(pdf): layout, drawing, Cairo's PDF output and
//            fonts, sqfig's hinting removal (what sqfig_bench measures);
//   cairo    the same charts' scenes laid out beforehand (untimed), each drawn
//            by sqfig's renderer into a fresh in-memory PDF surface and
//            finished: Cairo's PDF output and font subsets, Pango's glyphs,
//            and only the renderer's calls of sqfig. No layout, no hinting
//            removal, no file: a floor that any program drawing this chart
//            with Cairo pays.
// Alternating blocks of 100 charts, CPU time (clock_gettime), medians.
//
// Not part of the build. From the project root, after `make bench` (for
// build-bench/libsqfig.a, compiled with -O2), as one command:
//
//   g++ -std=c++17 -O2 -Iinclude -Isrc -Ibench
//       $(pkg-config --cflags pangocairo) bench/experiments/cairo_share_small_chart.cpp
//       build-bench/libsqfig.a $(pkg-config --libs pangocairo pangoft2 fontconfig zlib)
//       -o /tmp/cairo_share && /tmp/cairo_share
#include <sqfig/render/cairo_renderer.hpp>
#include <sqfig/scene.hpp>
#include <sqfig/sqfig.hpp>

#include "measure.hpp"
#include "small_chart.hpp"

#include <cairo-pdf.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

using sqfig_bench::median;

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

std::size_t cairo_only(const sqfig::Scene& scene) {
    std::string out;
    cairo_surface_t* surface =
        cairo_pdf_surface_create_for_stream(append, &out, scene.page.width, scene.page.height);
    cairo_t* cr = cairo_create(surface);
    sqfig::render(cr, scene);
    cairo_show_page(cr);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    cairo_surface_destroy(surface);
    return out.size();
}

}  // namespace

int main() {
    constexpr int block = 100, blocks = 9;
    std::size_t bytes_full = 0, bytes_cairo = 0;
    for (int i = 0; i < 20; ++i) {  // warm-up: fonts, caches, the heap
        bytes_full += sqfig::bench_small_chart(i).to_bytes(sqfig::Format::pdf).size();
        bytes_cairo += cairo_only(sqfig::bench_small_chart(i).scene());
    }
    std::vector<double> full, cairo;
    for (int b = 0; b < blocks; ++b) {
        std::vector<sqfig::Scene> scenes;
        for (int i = 0; i < block; ++i) scenes.push_back(sqfig::bench_small_chart(b * block + i).scene());
        double t = sqfig_bench::cpu_now();
        for (int i = 0; i < block; ++i) bytes_full = sqfig::bench_small_chart(b * block + i).to_bytes(sqfig::Format::pdf).size();
        full.push_back((sqfig_bench::cpu_now() - t) / block);
        t = sqfig_bench::cpu_now();
        for (const sqfig::Scene& s : scenes) bytes_cairo = cairo_only(s);
        cairo.push_back((sqfig_bench::cpu_now() - t) / block);
    }
    std::printf("small chart, CPU a chart after warm-up (median of %d blocks of %d):\n", blocks, block);
    std::printf("  full (Figure::to_bytes)          %.3f ms  (last PDF %zu B)\n", 1e3 * median(full), bytes_full);
    std::printf("  Cairo alone (prebuilt scene)     %.3f ms  (last PDF %zu B, fonts with hinting)\n",
                1e3 * median(cairo), bytes_cairo);
    std::printf("  Cairo's share                    %.0f%%\n", 100 * median(cairo) / median(full));
    return 0;
}
