// The implementation of sqfig/detail/heap_hint.hpp.
#include "sqfig/detail/heap_hint.hpp"

#include <cstdlib>

namespace sqfig::detail {

void free_one_large_block() {
#if defined(__GLIBC__)
    // volatile: a malloc whose block is only freed may be removed by the compiler.
    void* volatile block = std::malloc(heap_hint_bytes);
    std::free(block);
#endif
}

void keep_heap_for_streams() {
    static const bool done = (free_one_large_block(), true);
    (void)done;
}

}  // namespace sqfig::detail
