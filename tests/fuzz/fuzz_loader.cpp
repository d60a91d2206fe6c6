// libFuzzer entry point for the loader target (see targets/loader_target.hpp).
#include "targets/loader_target.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    sqfig_fuzz::abort_on_glib_warnings();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return sqfig_fuzz::loader_one_input(data, size);
}
