// The implementation of sqfig/style.hpp.
#include "sqfig/style.hpp"

#include <string>
#include <vector>
#include "sqfig/core/color.hpp"
#include "sqfig/core/color_cycle.hpp"

namespace sqfig {

Style& Style::use_color_cycle(const std::string& name) {
    color_cycle = sqfig::color_cycle(name);
    return *this;
}

}  // namespace sqfig
