// Catch2 v2 main of sqfig_driver_tests (loader, discovery, CLI, output
// staging and the driver's bad-input corpus).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
