// Colour values: parsed from "#rgb", "#rrggbb", "#rrggbbaa" or a small set of names.
#pragma once

#include <array>
#include <cctype>
#include <string>
#include <string_view>

#include "sqfig/core/error.hpp"

namespace sqfig {

struct Color {
    double r = 0, g = 0, b = 0, a = 1;

    constexpr Color() = default;
    constexpr Color(double r_, double g_, double b_, double a_ = 1.0) : r(r_), g(g_), b(b_), a(a_) {}
    /// Parses "#1f4e79", "#1f4e79cc", "#abc" or a name ("black", "white", "gray", "red"...).
    /// Throws sqfig::Error naming the string when it is not a colour.
    Color(const char* spec) : Color(parse(spec)) {}           // NOLINT: implicit by design
    Color(const std::string& spec) : Color(parse(spec)) {}    // NOLINT: implicit by design

    constexpr Color with_alpha(double alpha) const { return {r, g, b, alpha}; }
    friend constexpr bool operator==(const Color& x, const Color& y) {
        return x.r == y.r && x.g == y.g && x.b == y.b && x.a == y.a;
    }
    friend constexpr bool operator!=(const Color& x, const Color& y) { return !(x == y); }

    static Color parse(std::string_view s) {
        auto fail = [&]() -> Color { throw Error("unknown colour \"" + std::string(s) + "\""); };
        if (!s.empty() && s[0] == '#') {
            auto hex = [&](char c) -> int {
                if (c >= '0' && c <= '9') return c - '0';
                if (c >= 'a' && c <= 'f') return c - 'a' + 10;
                if (c >= 'A' && c <= 'F') return c - 'A' + 10;
                return -1;
            };
            const std::string_view h = s.substr(1);
            for (char c : h)
                if (hex(c) < 0) return fail();
            auto byte = [&](std::size_t i) { return (hex(h[i]) * 16 + hex(h[i + 1])) / 255.0; };
            if (h.size() == 3)
                return {hex(h[0]) / 15.0, hex(h[1]) / 15.0, hex(h[2]) / 15.0, 1.0};
            if (h.size() == 6) return {byte(0), byte(2), byte(4), 1.0};
            if (h.size() == 8) return {byte(0), byte(2), byte(4), byte(6)};
            return fail();
        }
        struct Named { std::string_view name; Color c; };
        static constexpr std::array<Named, 10> names{{
            {"black", {0, 0, 0}}, {"white", {1, 1, 1}}, {"gray", {0.5, 0.5, 0.5}},
            {"grey", {0.5, 0.5, 0.5}}, {"red", {1, 0, 0}}, {"green", {0, 0.5, 0}},
            {"blue", {0, 0, 1}}, {"orange", {1, 0.647, 0}}, {"purple", {0.5, 0, 0.5}},
            {"none", {0, 0, 0, 0}},
        }};
        for (const auto& n : names)
            if (n.name == s) return n.c;
        return fail();
    }
};

namespace detail {
/// A colour given through the API: every component a number in [0, 1]
/// (Cairo would turn NaN into an error state and PDFs into "nan" operators).
inline Color checked_color(const Color& c, const std::string& what) {
    for (double v : {c.r, c.g, c.b, c.a})
        if (!(v >= 0 && v <= 1))
            throw Error(what + ": colour components must be numbers between 0 and 1, not " + std::to_string(v));
    return c;
}
}  // namespace detail

}  // namespace sqfig
