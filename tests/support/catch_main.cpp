// The one Catch2 v2 main of every sqfig test executable (library
// sqfig_catch_main in tests/CMakeLists.txt): Catch's runner is compiled once
// instead of once per test folder. Test cases that cannot run here (no real
// results) call sqfig_test::skip(); when every case run was skipped the
// program exits 77, which ctest shows as Skipped (SKIP_RETURN_CODE 77,
// tests/support/skip.hpp).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#define SQFIG_TEST_SKIP_MAIN
#include "skip.hpp"

int main(int argc, char* argv[]) { return sqfig_test::run_catch_with_skips(argc, argv); }
