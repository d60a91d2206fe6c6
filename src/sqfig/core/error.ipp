// The implementation of sqfig/core/error.hpp (compiled once: src/sqfig/implementation.hpp).
#pragma once

#include "sqfig/core/error.hpp"

#include <stdexcept>
#include <string>

namespace sqfig {
namespace detail {

double checked_size(double pt, const std::string& what) {
    // Pango holds sizes as int 1/1024 pt: below 0.1 pt it computes nonsense.
    if (!(pt >= 0.1) || !(pt <= 1e4)) throw Error(what + " must be a size between 0.1 and 10000 points, not " + std::to_string(pt));
    return pt;
}

}  // namespace detail
}  // namespace sqfig
