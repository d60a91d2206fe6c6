// Outside sanitizer builds sqfig_hostile_tests caps its address space
// (SQFIG_HOSTILE_MEMORY_MB, default 4096) before Catch2's main runs: a case
// that tried to allocate without bound fails here instead of swapping the
// machine. A static initialiser of the executable's own object, so the
// executable shares the one Catch2 main (tests/support/catch_main.cpp).
#include <catch2/catch.hpp>

#include <sys/resource.h>

#include <cstdlib>

#include "../support/sanitizers.hpp"

namespace {

bool cap_address_space() {
#ifndef SQFIG_TEST_SANITIZED
    const char* env = std::getenv("SQFIG_HOSTILE_MEMORY_MB");
    const rlim_t mb = env ? static_cast<rlim_t>(std::strtoull(env, nullptr, 10)) : 4096;
    if (mb > 0) {
        const rlimit cap{mb << 20, mb << 20};
        return setrlimit(RLIMIT_AS, &cap) == 0;
    }
#endif
    return false;
}

[[maybe_unused]] const bool address_space_capped = cap_address_space();

}  // namespace

TEST_CASE("hostile cases run with the address space capped", "[hostile]") {
#ifdef SQFIG_TEST_SANITIZED
    SUCCEED("sanitizers reserve terabytes of address space: no cap");
#else
    const char* env = std::getenv("SQFIG_HOSTILE_MEMORY_MB");
    if (env && std::strtoull(env, nullptr, 10) == 0) {
        CHECK_FALSE(address_space_capped);
        return;
    }
    REQUIRE(address_space_capped);
    rlimit now{};
    REQUIRE(getrlimit(RLIMIT_AS, &now) == 0);
    const rlim_t mb = env ? static_cast<rlim_t>(std::strtoull(env, nullptr, 10)) : 4096;
    CHECK(now.rlim_cur == (mb << 20));
#endif
}
