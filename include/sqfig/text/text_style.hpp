// How a piece of text looks and where it hangs off its anchor point.
#pragma once

#include <string>

#include "sqfig/core/color.hpp"

namespace sqfig {

enum class FontWeight { normal, bold };
enum class FontSlant { normal, italic };
enum class HAlign { left, center, right };
enum class VAlign { top, center, baseline, bottom };

struct TextStyle {
    std::string family = "serif";
    double size = 10;  // points
    FontWeight weight = FontWeight::normal;
    FontSlant slant = FontSlant::normal;
    Color color{0, 0, 0};

    friend bool operator==(const TextStyle& a, const TextStyle& b) {
        return a.family == b.family && a.size == b.size && a.weight == b.weight &&
               a.slant == b.slant && a.color == b.color;
    }
};

}  // namespace sqfig
