// Catch2 v2 main for sqfig_report_tests (embedding, documents, the report
// example, the gallery).
// Tests that cannot run here (no real results) exit 77: ctest shows them as
// skipped (tests/support/skip.hpp).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#define SQFIG_TEST_SKIP_MAIN
#include "../support/skip.hpp"

int main(int argc, char* argv[]) { return sqfig_test::run_catch_with_skips(argc, argv); }
