// The implementation of sqfig/check.hpp: included by it in header-only mode, compiled
// once by src/sqfig.cpp (or a user TU including <sqfig/impl/src.hpp>) otherwise.
#pragma once

#include "sqfig/check.hpp"

#include "sqfig/figure.hpp"
#include "sqfig/layout/figure_check.hpp"

namespace sqfig {

SQFIG_INLINE std::vector<Finding> check(const Figure& figure, const CheckOptions& options) {
    return check(figure.scene(), options);
}

}  // namespace sqfig
