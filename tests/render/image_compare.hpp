// Golden-image comparison for the render tests: two Cairo images smoothed and
// compared channel by channel. It is compiled on its own with -O2
// (tests/render/CMakeLists.txt): at the tests' -O0 it was a twentieth of
// `make test`'s CPU.
#pragma once

#include <cairo.h>

#include <memory>

namespace rt {

struct SurfaceDeleter {
    void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
using Surface = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;

/// The golden tolerance (see tests/goldens/README.md for how it was measured).
/// Both images are first smoothed with a (2 r + 1)² box filter (r = `blur`),
/// then a pixel differs when any channel (A, R, G, B, 0..255) of the smoothed
/// images differs by more than `channel` counts. Two images match when they
/// have the same size and at most `max_pixels` pixels differ.
/// Smoothing first matters: Cairo rasterises glyphs at quarter-pixel phases,
/// so a harmless sub-pixel change of a text position redraws whole glyphs
/// with per-pixel differences up to 250 counts, while their local average
/// hardly changes; a label that really moves changes the average a lot.
struct Tolerance {
    int channel = 24;
    long long max_pixels = 40;
    int blur = 1;
};

struct Comparison {
    bool same_size = false;
    long long differing = 0;  // pixels over the threshold after smoothing
    long long total = 0;
    int max_channel_diff = 0;  // largest raw (unsmoothed) difference
    bool passes(const Tolerance& t) const {
        return same_size && differing <= t.max_pixels;
    }
};

/// Compares two images; when `diff` is given, it receives a picture of the
/// differences (the expected image faded, differing pixels in red, pixels
/// that differ but within tolerance in blue).
Comparison compare_images(cairo_surface_t* expected, cairo_surface_t* actual, const Tolerance& tol,
                          Surface* diff = nullptr);

}  // namespace rt
