// Test helpers shared by the test suites (tests/driver, tests/render,
// tests/report): small string checks.
#pragma once

#include <string>

namespace sqfig_test {

inline bool contains(const std::string& hay, const std::string& needle) {
    return hay.find(needle) != std::string::npos;
}

}  // namespace sqfig_test
