// The implementation of sqfig/check.hpp.
#include "sqfig/check.hpp"

#include "sqfig/figure.hpp"
#include "sqfig/layout/figure_check.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

std::vector<Finding> check(const Figure& figure, const CheckOptions& options) {
    return check(figure.scene(), options);
}

}  // namespace sqfig
