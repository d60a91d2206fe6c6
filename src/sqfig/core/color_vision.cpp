// The implementation of sqfig/core/color_vision.hpp.
#include "sqfig/core/color_vision.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include "sqfig/core/color.hpp"
#include "sqfig/core/geometry.hpp"

namespace sqfig {

std::string to_string(ColorVision v) {
    switch (v) {
        case ColorVision::deuteranopia: return "deuteranopia";
        case ColorVision::protanopia: return "protanopia";
        case ColorVision::tritanopia: return "tritanopia";
    }
    return "?";
}

}  // namespace sqfig

namespace sqfig {
namespace detail {

double srgb_to_linear(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

double linear_to_srgb(double c) {
    c = std::min(1.0, std::max(0.0, c));
    return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
}

double lab_f(double t) {
    constexpr double d = 6.0 / 29.0;
    return t > d * d * d ? std::cbrt(t) : t / (3 * d * d) + 4.0 / 29.0;
}

const std::array<double, 9>& machado_matrix(ColorVision v) {
    static const std::array<double, 9> protan{0.152286, 1.052583, -0.204868, 0.114503, 0.786281,
                                              0.099216, -0.003882, -0.048116, 1.051998};
    static const std::array<double, 9> deutan{0.367322, 0.860646, -0.227968, 0.280085, 0.672501,
                                              0.047413, -0.011820, 0.042940, 0.968881};
    static const std::array<double, 9> tritan{1.255528, -0.076749, -0.178779, -0.078411, 0.930809,
                                              0.147602, 0.004733, 0.691367, 0.303900};
    switch (v) {
        case ColorVision::protanopia: return protan;
        case ColorVision::tritanopia: return tritan;
        case ColorVision::deuteranopia: break;
    }
    return deutan;
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

Color simulate(const Color& c, ColorVision v) {
    const auto& m = detail::machado_matrix(v);
    const double r = detail::srgb_to_linear(c.r), g = detail::srgb_to_linear(c.g), b = detail::srgb_to_linear(c.b);
    return {detail::linear_to_srgb(m[0] * r + m[1] * g + m[2] * b),
            detail::linear_to_srgb(m[3] * r + m[4] * g + m[5] * b),
            detail::linear_to_srgb(m[6] * r + m[7] * g + m[8] * b), c.a};
}

Color over(const Color& c, const Color& background) {
    const double a = std::min(1.0, std::max(0.0, c.a));
    return {c.r * a + background.r * (1 - a), c.g * a + background.g * (1 - a), c.b * a + background.b * (1 - a), 1};
}

Lab to_lab(const Color& c) {
    const double r = detail::srgb_to_linear(c.r), g = detail::srgb_to_linear(c.g), b = detail::srgb_to_linear(c.b);
    const double x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
    const double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    const double z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b;
    const double fx = detail::lab_f(x / 0.95047), fy = detail::lab_f(y), fz = detail::lab_f(z / 1.08883);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

double delta_e_2000(const Lab& p, const Lab& q) {
    const double deg = sqfig::pi / 180;
    const double c1 = std::hypot(p.a, p.b), c2 = std::hypot(q.a, q.b), cm = (c1 + c2) / 2;
    const double cm7 = std::pow(cm, 7);
    const double g = 0.5 * (1 - std::sqrt(cm7 / (cm7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * p.a, a2 = (1 + g) * q.a;
    const double c1p = std::hypot(a1, p.b), c2p = std::hypot(a2, q.b);
    auto hue = [deg](double b, double a) {
        if (a == 0 && b == 0) return 0.0;
        double h = std::atan2(b, a) / deg;
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(p.b, a1), h2 = hue(q.b, a2);
    const double dl = q.L - p.L, dc = c2p - c1p;
    double dh = 0;
    if (c1p * c2p != 0) {
        dh = h2 - h1;
        if (dh > 180) dh -= 360;
        else if (dh < -180) dh += 360;
    }
    const double dH = 2 * std::sqrt(c1p * c2p) * std::sin(dh / 2 * deg);
    const double lm = (p.L + q.L) / 2, cpm = (c1p + c2p) / 2;
    double hm = h1 + h2;
    if (c1p * c2p != 0) {
        if (std::abs(h1 - h2) <= 180) hm = (h1 + h2) / 2;
        else hm = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    }
    const double t = 1 - 0.17 * std::cos((hm - 30) * deg) + 0.24 * std::cos(2 * hm * deg) +
                     0.32 * std::cos((3 * hm + 6) * deg) - 0.20 * std::cos((4 * hm - 63) * deg);
    const double dtheta = 30 * std::exp(-std::pow((hm - 275) / 25, 2));
    const double cpm7 = std::pow(cpm, 7);
    const double rc = 2 * std::sqrt(cpm7 / (cpm7 + std::pow(25.0, 7)));
    const double sl = 1 + 0.015 * (lm - 50) * (lm - 50) / std::sqrt(20 + (lm - 50) * (lm - 50));
    const double sc = 1 + 0.045 * cpm, sh = 1 + 0.015 * cpm * t;
    const double rt = -std::sin(2 * dtheta * deg) * rc;
    const double x = dl / sl, y = dc / sc, z = dH / sh;
    return std::sqrt(x * x + y * y + z * z + rt * y * z);
}

double delta_e_2000(const Color& a, const Color& b) { return delta_e_2000(to_lab(a), to_lab(b)); }

}  // namespace sqfig
