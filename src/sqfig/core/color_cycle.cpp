// The implementation of sqfig/core/color_cycle.hpp.
#include "sqfig/core/color_cycle.hpp"

#include <string>
#include <vector>
#include "sqfig/core/color.hpp"
#include "sqfig/core/error.hpp"

namespace sqfig {
namespace color_cycles {

std::vector<Color> tab10() {
    return {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
            "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
}

std::vector<Color> okabe_ito() {
    return {"#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#000000"};
}

std::vector<Color> tol_bright() {
    return {"#4477aa", "#ee6677", "#228833", "#ccbb44", "#66ccee", "#aa3377", "#bbbbbb"};
}

std::vector<Color> tol_muted() {
    return {"#cc6677", "#332288", "#ddcc77", "#117733", "#88ccee", "#882255", "#44aa99", "#999933", "#aa4499"};
}

}  // namespace color_cycles
}  // namespace sqfig

namespace sqfig {

std::vector<Color> color_cycle(const std::string& name) {
    if (name == "tab10") return color_cycles::tab10();
    if (name == "okabe_ito") return color_cycles::okabe_ito();
    if (name == "tol_bright") return color_cycles::tol_bright();
    if (name == "tol_muted") return color_cycles::tol_muted();
    throw Error("unknown colour cycle \"" + name + "\" (known: tab10, okabe_ito, tol_bright, tol_muted)");
}

}  // namespace sqfig
