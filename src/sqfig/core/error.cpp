// The implementation of sqfig/core/error.hpp.
#include "sqfig/core/error.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

#include "sqfig/detail/edit_distance.hpp"

namespace sqfig {

std::size_t edit_distance(std::string_view a, std::string_view b) { return detail::edit_distance(a, b); }

namespace detail {

double checked_size(double pt, const std::string& what) {
    // Pango holds sizes as int 1/1024 pt: below 0.1 pt it computes nonsense.
    if (!(pt >= 0.1) || !(pt <= 1e4)) throw Error(what + " must be a size between 0.1 and 10000 points, not " + std::to_string(pt));
    return pt;
}

}  // namespace detail
}  // namespace sqfig
