// Test helpers shared by the test suites (tests/driver, tests/render,
// tests/report, tests/unit): small string checks and the typographic
// characters sqfig's labels use.
#pragma once

#include <cstddef>
#include <string>

namespace sqfig_test {

inline const std::string kMinus = "\xE2\x88\x92";  // U+2212, the minus sign of negative tick labels
inline const std::string kTimes = "\xC3\x97";      // U+00D7, as in "×10"

inline bool contains(const std::string& hay, const std::string& needle) {
    return hay.find(needle) != std::string::npos;
}

/// How many times `needle` occurs in `hay`, overlapping ones included.
inline std::size_t occurrences(const std::string& hay, const std::string& needle) {
    std::size_t n = 0;
    for (std::size_t p = hay.find(needle); p != std::string::npos; p = hay.find(needle, p + 1)) ++n;
    return n;
}

}  // namespace sqfig_test
