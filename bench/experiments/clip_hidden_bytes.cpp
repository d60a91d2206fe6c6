// Issue 47's "nothing written that cannot be seen" for scatter, bands and
// error bars: the PDF bytes of three zoomed figures, and their PNGs at 80 and
// 200 dpi written beside them (to compare pixels between two builds).
//   inset    10^5 points scattered (x uniform, y normal) and an inset on 5 %
//            of them (x in [0.50, 0.55]); the inset's 10^5 count more than
//            raster_markers_above, so it is an image in the PDF either way;
//   inset4   the same with 10^4 points (vector markers);
//   band     a band of 10^5 points, the view on 5 % of x;
//   errors   error bars (x and y, caps, markers) of 10^4 points, the view on 5 %.
// Seeded data (std::mt19937_64, Box-Muller), 6 x 4 in figures. Also the CPU
// time of a PDF (median of 7, this process's CPU clock).
//
// Not part of the build. From the project root, with a built library:
//
//   g++ -std=c++17 -O2 -Iinclude bench/experiments/clip_hidden_bytes.cpp
//       build/libsqfig.a $(pkg-config --libs pangocairo pangoft2 fontconfig zlib)
//       -o /tmp/clip_hidden && /tmp/clip_hidden /tmp/out [dpi...]
//
// The matplotlib twin is clip_hidden_bytes.py beside this file.
#include <sqfig/sqfig.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <random>
#include <string>
#include <vector>

namespace {

struct Normal {
    std::mt19937_64 gen;
    std::uniform_real_distribution<double> u{0.0, 1.0};
    double operator()() {
        const double a = 1.0 - u(gen), b = u(gen);
        return std::sqrt(-2 * std::log(a)) * std::cos(2 * 3.141592653589793 * b);
    }
};

void write(const std::string& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

double cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

std::vector<double> dpis{80, 200};  // argv[2...] when given

void save_all(sqfig::Figure& fig, const std::string& dir, const std::string& name) {
    std::string pdf;
    std::vector<double> ms;
    for (int run = 0; run < 7; ++run) {
        const double t0 = cpu_ms();
        pdf = fig.to_bytes(sqfig::Format::pdf);
        ms.push_back(cpu_ms() - t0);
    }
    std::sort(ms.begin(), ms.end());
    write(dir + "/" + name + ".pdf", pdf);
    for (double dpi : dpis) {
        sqfig::SaveOptions o;
        o.dpi = dpi;
        write(dir + "/" + name + "_" + std::to_string(static_cast<int>(dpi)) + ".png", fig.to_bytes(sqfig::Format::png, o));
    }
    std::printf("%-8s %9zu PDF bytes %8.1f ms CPU a PDF\n", name.c_str(), pdf.size(), ms[3]);
}

}  // namespace

int main(int argc, char** argv) {
    const std::string dir = argc > 1 ? argv[1] : ".";
    if (argc > 2) dpis.clear();
    for (int i = 2; i < argc; ++i) dpis.push_back(std::stod(argv[i]));
    for (const int count : {100000, 10000}) {
        Normal n{std::mt19937_64(1)};
        std::vector<double> x, y;
        for (int i = 0; i < count; ++i) {
            x.push_back(n.u(n.gen));
            y.push_back(n());
        }
        sqfig::Figure fig{sqfig::inches(6, 4)};
        sqfig::Axes& ax = fig.axes();
        ax.scatter(x, y).size(2);
        sqfig::Axes& in = ax.inset({0.6, 0.6, 0.35, 0.35});
        in.scatter(x, y).size(2);
        in.x_limits(0.5, 0.55);
        save_all(fig, dir, count == 100000 ? "inset" : "inset4");
    }
    {
        Normal n{std::mt19937_64(2)};
        std::vector<double> x, lo, hi;
        double walk = 0;
        for (int i = 0; i < 100000; ++i) {
            walk += n() * 0.1;
            x.push_back(i);
            lo.push_back(walk - 1 - 0.2 * std::abs(n()));
            hi.push_back(walk + 1 + 0.2 * std::abs(n()));
        }
        sqfig::Figure fig{sqfig::inches(6, 4)};
        sqfig::Axes& ax = fig.axes();
        ax.band(x, lo, hi).alpha(0.3);
        ax.x_limits(50000, 55000);
        save_all(fig, dir, "band");
    }
    {
        Normal n{std::mt19937_64(3)};
        std::vector<double> x, y, ex, ey;
        for (int i = 0; i < 10000; ++i) {
            x.push_back(i);
            y.push_back(std::sin(i * 0.01) + 0.1 * n());
            ex.push_back(0.3 + 0.1 * std::abs(n()));
            ey.push_back(0.1 + 0.05 * std::abs(n()));
        }
        sqfig::Figure fig{sqfig::inches(6, 4)};
        sqfig::Axes& ax = fig.axes();
        ax.error_bars(x, y).y_error(ey).x_error(ex).marker(sqfig::MarkerShape::circle).marker_size(3);
        ax.x_limits(5000, 5500);
        save_all(fig, dir, "errors");
    }
    return 0;
}
