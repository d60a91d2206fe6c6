// The implementation of sqfig/core/color.hpp.
#include "sqfig/core/color.hpp"

#include <array>
#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include "sqfig/core/color_names.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/detail/edit_distance.hpp"
#include "sqfig/scale/number_format.hpp"

namespace sqfig {

Color::Color(const char* spec) : Color(parse(spec)) {}

Color::Color(const std::string& spec) : Color(parse(spec)) {}

Color Color::parse(std::string_view s) {
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
        auto nibble = [&](std::size_t i) { return hex(h[i]) / 15.0; };
        if (h.size() == 3) return {nibble(0), nibble(1), nibble(2), 1.0};
        if (h.size() == 4) return {nibble(0), nibble(1), nibble(2), nibble(3)};
        if (h.size() == 6) return {byte(0), byte(2), byte(4), 1.0};
        if (h.size() == 8) return {byte(0), byte(2), byte(4), byte(6)};
        return fail();
    }
    if (s.size() >= 2 && s[0] == 'C' && all_digits(s.substr(1))) {
        if (s.size() == 2) return tab10()[static_cast<std::size_t>(s[1] - '0')];
        throw Error("unknown colour \"" + std::string(s) + "\": matplotlib's cycle colours are \"C0\" to \"C9\"");
    }
    // As matplotlib: a name of two or more letters in any case ("Navy",
    // "xkcd:Sky Blue"); a single letter exactly ("k", not "K").
    std::string lower(s);
    if (lower.size() > 1)
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "none") return {0, 0, 0, 0};
    if (const auto named = detail::named_color(lower)) return *named;
    if (lower.substr(0, 4) == "tab:") {
        static constexpr std::array<std::string_view, 10> tab_names{
            "blue", "orange", "green", "red", "purple", "brown", "pink", "gray", "olive", "cyan"};
        const std::string near = detail::nearest_name(std::string_view(lower).substr(4), tab_names);
        throw Error("unknown colour \"" + std::string(s) + "\"" +
                    (near.empty() ? "" : " (did you mean \"tab:" + near + "\"?)") +
                    ": the tab: colours are tab:blue, tab:orange, tab:green, tab:red, tab:purple, "
                    "tab:brown, tab:pink, tab:gray, tab:olive and tab:cyan");
    }
    if (const auto grey = grey_level(s)) return {*grey, *grey, *grey, 1.0};
    // Did you mean: the nearest of every name (xkcd: ones for an xkcd: typo).
    const std::string near = detail::nearest_name(lower, detail::color_names());
    throw Error("unknown colour \"" + std::string(s) + "\"" + (near.empty() ? "" : " (did you mean \"" + near + "\"?)") +
                "; colours are matplotlib's names (b g r c m y k w, CSS names such as navy or lightgrey, "
                "tab:blue ... tab:cyan, xkcd:sky blue ...), C0 ... C9, \"#rrggbb\", \"#rrggbbaa\", \"#rgb\", "
                "\"#rgba\", a grey level \"0.0\" ... \"1.0\" or none");
}

const std::array<Color, 10>& Color::tab10() {
    static const std::array<Color, 10> colors{
        rgb8(0x1f, 0x77, 0xb4), rgb8(0xff, 0x7f, 0x0e), rgb8(0x2c, 0xa0, 0x2c), rgb8(0xd6, 0x27, 0x28),
        rgb8(0x94, 0x67, 0xbd), rgb8(0x8c, 0x56, 0x4b), rgb8(0xe3, 0x77, 0xc2), rgb8(0x7f, 0x7f, 0x7f),
        rgb8(0xbc, 0xbd, 0x22), rgb8(0x17, 0xbe, 0xcf)};
    return colors;
}

bool Color::all_digits(std::string_view d) {
    for (char c : d)
        if (c < '0' || c > '9') return false;
    return !d.empty();
}

std::optional<double> Color::grey_level(std::string_view s) {
    std::string_view n = s;
    const bool negative = !n.empty() && n[0] == '-';
    if (!n.empty() && (n[0] == '-' || n[0] == '+')) n.remove_prefix(1);
    const std::size_t dot = n.find('.');
    const std::string_view whole = n.substr(0, dot);
    const std::string_view frac = dot == std::string_view::npos ? std::string_view{} : n.substr(dot + 1);
    const bool numeric = (whole.empty() || all_digits(whole)) && (frac.empty() || all_digits(frac)) &&
                         !(whole.empty() && frac.empty());
    if (!numeric) return std::nullopt;
    const auto out_of_range = [&] {
        return Error("colour \"" + std::string(s) + "\": a grey level must be between 0 (black) and 1 (white)");
    };
    std::string_view w = whole;
    while (!w.empty() && w[0] == '0') w.remove_prefix(1);
    if (w.size() > 1 || (w.size() == 1 && w[0] != '1')) throw out_of_range();
    if (w == "1") {
        if (frac.find_first_not_of('0') != std::string_view::npos) throw out_of_range();
        return 1.0;
    }
    // 0.frac: 15 digits as an integer over a power of ten (exact, correctly rounded).
    static constexpr double kPow10[] = {1e0, 1e1, 1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                        1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};
    std::uint64_t mantissa = 0;
    std::size_t k = 0;
    for (; k < frac.size() && k < 15; ++k) mantissa = mantissa * 10 + static_cast<std::uint64_t>(frac[k] - '0');
    const double v = static_cast<double>(mantissa) / kPow10[k];
    if (negative && v > 0) throw out_of_range();
    return v;
}

}  // namespace sqfig

namespace sqfig {

Color checked_color(const Color& c, const std::string& what) {
    for (double v : {c.r, c.g, c.b, c.a})
        if (!(v >= 0 && v <= 1))
            throw Error(what + ": colour components must be numbers between 0 and 1, not " + std::to_string(v));
    return c;
}

double checked_alpha(double a, const std::string& what) {
    if (!(a >= 0 && a <= 1)) throw Error(what + ": alpha must be between 0 and 1, not " + detail::shortest(a));
    return a;
}

}  // namespace sqfig
