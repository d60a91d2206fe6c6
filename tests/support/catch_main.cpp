// The one Catch2 v2 main of every sqfig test executable (library
// sqfig_catch_main in tests/CMakeLists.txt): Catch's runner is compiled once
// instead of once per test folder.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
