// The implementation of sqfig/style.hpp.
#include "sqfig/style.hpp"

#include <string>
#include <vector>
#include "sqfig/core/color.hpp"
#include "sqfig/core/color_cycle.hpp"

namespace sqfig {

// Out of line: a Style{} built inline costs each caller's TU its string,
// colour parsing and vector code (docs/performance.md).
Style Style::matplotlib() { return Style{}; }

Style& Style::use_color_cycle(const std::string& name) {
    color_cycle = sqfig::color_cycle(name);
    return *this;
}

}  // namespace sqfig
