// Catch2 v2 main for sqfig_unit_tests; test cases live in the other
// tests/unit/*.cpp files (picked up by a glob in tests/CMakeLists.txt).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
