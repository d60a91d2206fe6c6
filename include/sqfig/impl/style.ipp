// The implementation of sqfig/style.hpp: included by it in header-only mode, compiled
// once by src/sqfig.cpp (or a user TU including <sqfig/impl/src.hpp>) otherwise.
#pragma once

#include "sqfig/style.hpp"

#include <string>
#include <vector>
#include "sqfig/core/color.hpp"
#include "sqfig/core/color_cycle.hpp"

namespace sqfig {

SQFIG_INLINE Style& Style::use_color_cycle(const std::string& name) {
    color_cycle = sqfig::color_cycle(name);
    return *this;
}

}  // namespace sqfig
