// Catch2 v2 main of sqfig_hostile_tests. Outside sanitizer builds it caps the
// address space (SQFIG_HOSTILE_MEMORY_MB, default 4096): a case that tried to
// allocate without bound would fail here instead of swapping the machine.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#define SQFIG_TEST_SKIP_MAIN
#include "../support/skip.hpp"

#include <sys/resource.h>

#include <cstdlib>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SQFIG_HOSTILE_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define SQFIG_HOSTILE_SANITIZED 1
#endif
#endif

int main(int argc, char* argv[]) {
#ifndef SQFIG_HOSTILE_SANITIZED
    const char* env = std::getenv("SQFIG_HOSTILE_MEMORY_MB");
    const rlim_t mb = env ? static_cast<rlim_t>(std::strtoull(env, nullptr, 10)) : 4096;
    if (mb > 0) {
        const rlimit cap{mb << 20, mb << 20};
        setrlimit(RLIMIT_AS, &cap);
    }
#endif
    return sqfig_test::run_catch_with_skips(argc, argv);  // 77: every case run was skipped
}
