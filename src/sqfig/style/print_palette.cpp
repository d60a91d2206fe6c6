// The implementation of sqfig/style/print_palette.hpp.
#include "sqfig/style/print_palette.hpp"

#include <vector>
#include "sqfig/core/color.hpp"

namespace sqfig {

std::vector<Color> print_palette() {
    return {Color("#0072b2"), Color("#e69f00"), Color("#000000"), Color("#d55e00"),
            Color("#56b4e9"), Color("#009e73"), Color("#cc79a7"), Color("#f0e442")};
}

}  // namespace sqfig
