// Catch2 v2 main for sqfig_thread_tests (thread_safety_test.cpp): the thread
// rule of README.md, run in the normal suite and under ThreadSanitizer
// (`make test-tsan`).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
