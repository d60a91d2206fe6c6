// The implementation of sqfig/check.hpp (compiled once: src/sqfig/implementation.hpp).
#pragma once

#include "sqfig/check.hpp"

#include "sqfig/figure.hpp"
#include "sqfig/layout/figure_check.hpp"

namespace sqfig {

std::vector<Finding> check(const Figure& figure, const CheckOptions& options) {
    return check(figure.scene(), options);
}

}  // namespace sqfig
