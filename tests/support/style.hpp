// The serif "paper" look the tests and their golden images are drawn with:
// the SpectralQuant driver's paper::paper_style(), from its header of its own
// (examples/paper_figures/paper_style.hpp), so library tests need not link the driver.
#pragma once

#include "../../examples/paper_figures/paper_style.hpp"

namespace sqfig_test {

using paper::paper_style;

}  // namespace sqfig_test
