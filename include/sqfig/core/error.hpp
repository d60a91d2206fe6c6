// sqfig::Error: the one exception type for misuse, bad data and I/O failures.
#pragma once

#include <stdexcept>
#include <string>

namespace sqfig {

/// Thrown for misuse (mismatched lengths, unknown colour), bad data
/// (non-finite or non-positive values where they cannot be drawn) and
/// output failures (unwritable path). The message names what and where.
class Error : public std::runtime_error {
public:
    /// An error whose message, what(), is `what`.
    explicit Error(const std::string& what) : std::runtime_error(what) {}
};

namespace detail {
/// Font sizes and similar lengths must be positive, finite and sane (points).
double checked_size(double pt, const std::string& what);
}  // namespace detail

}  // namespace sqfig
