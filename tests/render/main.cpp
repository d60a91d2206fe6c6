// Catch2 v2 main of sqfig_render_tests: render read-back (poppler), golden
// images, layout stress and determinism tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
