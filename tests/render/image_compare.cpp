// See image_compare.hpp.
#include "image_compare.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace rt {

namespace {

/// Channel planes (A, R, G, B) of an image as integers, and their box sums.
struct Planes {
    int w = 0, h = 0;
    std::vector<int> v[4];  // per channel, row-major

    static Planes of(cairo_surface_t* s) {
        cairo_surface_flush(s);
        Planes p;
        p.w = cairo_image_surface_get_width(s);
        p.h = cairo_image_surface_get_height(s);
        const unsigned char* data = cairo_image_surface_get_data(s);
        const int stride = cairo_image_surface_get_stride(s);
        const bool opaque = cairo_image_surface_get_format(s) == CAIRO_FORMAT_RGB24;
        for (auto& c : p.v) c.resize(static_cast<std::size_t>(p.w) * static_cast<std::size_t>(p.h));
        for (int y = 0; y < p.h; ++y)
            for (int x = 0; x < p.w; ++x) {
                std::uint32_t px = reinterpret_cast<const std::uint32_t*>(data + y * stride)[x];
                if (opaque) px |= 0xff000000u;
                const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(p.w) +
                                      static_cast<std::size_t>(x);
                for (int c = 0; c < 4; ++c) p.v[c][i] = static_cast<int>((px >> (24 - 8 * c)) & 0xff);
            }
        return p;
    }

    /// Box-filtered copy (mean over the window, clamped at the borders), x16 fixed point.
    Planes blurred(int r) const {
        if (r <= 0) {
            Planes q = *this;
            for (auto& c : q.v)
                for (int& x : c) x *= 16;
            return q;
        }
        Planes q;
        q.w = w;
        q.h = h;
        for (int c = 0; c < 4; ++c) {
            std::vector<long long> tmp(v[c].size());
            q.v[c].resize(v[c].size());
            for (int y = 0; y < h; ++y)  // horizontal pass
                for (int x = 0; x < w; ++x) {
                    long long sum = 0;
                    int n = 0;
                    for (int k = std::max(0, x - r); k <= std::min(w - 1, x + r); ++k, ++n) sum += v[c][idx(k, y)];
                    tmp[idx(x, y)] = sum * 16 / n;
                }
            for (int y = 0; y < h; ++y)  // vertical pass
                for (int x = 0; x < w; ++x) {
                    long long sum = 0;
                    int n = 0;
                    for (int k = std::max(0, y - r); k <= std::min(h - 1, y + r); ++k, ++n) sum += tmp[idx(x, k)];
                    q.v[c][idx(x, y)] = static_cast<int>(sum / n);
                }
        }
        return q;
    }

    std::size_t idx(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x);
    }
};

}  // namespace

Comparison compare_images(cairo_surface_t* expected, cairo_surface_t* actual, const Tolerance& tol, Surface* diff) {
    Comparison c;
    const Planes e = Planes::of(expected), a = Planes::of(actual);
    c.same_size = e.w == a.w && e.h == a.h;
    c.total = static_cast<long long>(e.w) * e.h;
    if (!c.same_size) return c;
    const Planes eb = e.blurred(tol.blur), ab = a.blurred(tol.blur);
    unsigned char* d = nullptr;
    int ds = 0;
    if (diff) {
        diff->reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24, e.w, e.h));
        d = cairo_image_surface_get_data(diff->get());
        ds = cairo_image_surface_get_stride(diff->get());
    }
    for (int y = 0; y < e.h; ++y)
        for (int x = 0; x < e.w; ++x) {
            const std::size_t i = e.idx(x, y);
            int raw = 0, smooth = 0;
            for (int ch = 0; ch < 4; ++ch) {
                raw = std::max(raw, std::abs(e.v[ch][i] - a.v[ch][i]));
                smooth = std::max(smooth, std::abs(eb.v[ch][i] - ab.v[ch][i]));
            }
            c.max_channel_diff = std::max(c.max_channel_diff, raw);
            const bool bad = smooth > 16 * tol.channel;
            if (bad) ++c.differing;
            if (d) {
                auto* dr = reinterpret_cast<std::uint32_t*>(d + y * ds);
                const int lum = (e.v[1][i] * 3 + e.v[2][i] * 6 + e.v[3][i]) / 10;
                const auto f = static_cast<std::uint32_t>(191 + lum / 4);
                if (bad) dr[x] = 0xffff0000u;
                else if (raw > 0) dr[x] = 0xff000000u | (f / 2 << 16) | (f / 2 << 8) | 0xffu;
                else dr[x] = 0xff000000u | (f << 16) | (f << 8) | f;
            }
        }
    if (diff) cairo_surface_mark_dirty(diff->get());
    return c;
}

}  // namespace rt
