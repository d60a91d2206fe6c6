// libFuzzer entry point for the math_text target (see targets/math_text_target.hpp).
#include "targets/math_text_target.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    sqfig_fuzz::abort_on_glib_warnings();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return sqfig_fuzz::math_text_one_input(data, size);
}
