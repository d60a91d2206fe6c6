// Catch2 v2 main of sqfig_output_tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
