// "Did you mean": the closest of a set of names to a mistyped one, by
// Levenshtein distance, for messages (colours, colour maps, font families).
#pragma once

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace sqfig::detail {

/// Insertions, deletions and substitutions from `a` to `b`, ignoring case.
inline std::size_t edit_distance(std::string_view a, std::string_view b) {
    auto low = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (low(a[i - 1]) == low(b[j - 1]) ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

/// The name among `names` closest to `typed`, when it is close (at most 2
/// edits, or a quarter of the name); "" otherwise.
template <class Names>
std::string nearest_name(std::string_view typed, const Names& names) {
    std::string best;
    std::size_t best_distance = std::max<std::size_t>(2, typed.size() / 4) + 1;
    for (const auto& n : names) {
        const std::size_t d = edit_distance(typed, n);
        if (d < best_distance) {
            best_distance = d;
            best = std::string(n);
        }
    }
    return best;
}

}  // namespace sqfig::detail
