// Catch2 v2 main for sqfig_regression_tests (crashers found by the fuzzers,
// see tests/fuzz and test_crashers.cpp).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
