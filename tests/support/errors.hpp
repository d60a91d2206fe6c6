// Test helpers for misuse tests: non-finite values and the message of the
// sqfig::Error a call throws.
#pragma once

#include <sqfig/core/error.hpp>

#include <limits>
#include <string>

namespace sqfig_test {

inline const double kNaN = std::numeric_limits<double>::quiet_NaN();
inline const double kInf = std::numeric_limits<double>::infinity();

/// The message of the sqfig::Error `f` throws; empty when it throws none.
template <class F>
std::string error_of(F&& f) {
    try {
        f();
    } catch (const sqfig::Error& e) {
        return e.what();
    }
    return "";
}

}  // namespace sqfig_test
