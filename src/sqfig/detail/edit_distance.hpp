// "Did you mean": the closest of a set of names to a mistyped one, by
// Levenshtein distance, for messages (colours, colour maps, font families).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

namespace sqfig::detail {

/// Insertions, deletions and substitutions from `a` to `b`, ignoring case.
std::size_t edit_distance(std::string_view a, std::string_view b);

/// The name among `names` closest to `typed`, when it is close (at most 2
/// edits, or a quarter of the name); "" otherwise.
template <class Names>
std::string nearest_name(std::string_view typed, const Names& names) {
    std::string best;
    std::size_t best_distance = std::max<std::size_t>(2, typed.size() / 4) + 1;
    for (const auto& n : names) {
        // The lengths' difference bounds the distance from below: over a
        // thousand colour names most are skipped without the quadratic count.
        const std::size_t size = std::string_view(n).size();
        if ((size > typed.size() ? size - typed.size() : typed.size() - size) >= best_distance) continue;
        const std::size_t d = edit_distance(typed, n);
        if (d < best_distance) {
            best_distance = d;
            best = std::string(n);
        }
    }
    return best;
}

}  // namespace sqfig::detail
