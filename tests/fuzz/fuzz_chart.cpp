// libFuzzer entry point for the chart target (see targets/chart_target.hpp).
#include "targets/chart_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return sqfig_fuzz::chart_one_input(data, size);
}
