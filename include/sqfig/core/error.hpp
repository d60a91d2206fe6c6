// sqfig::Error: the one exception type for misuse, bad data and I/O failures.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

#include "sqfig/config.hpp"

namespace sqfig {

/// What an Error is about, for callers that handle kinds apart (sqfig::Error
/// stays the one type to catch).
///
/// One rule decides between usage and data: an argument out of its domain is
/// `usage`, data that cannot be drawn is `data`. An argument is what says how
/// to draw: a setting (a width, a bandwidth, a percentile, a padding, a size
/// request such as a number of points or colours), or a list of per-item
/// options (labels, colours, fills, widths) whose length does not match the
/// data. Data are the values drawn: coordinates and positions, heights,
/// weights, error sizes, per-point sizes and colour values, and the data sets
/// themselves (none given, too few values, no spread, a sum that overflows).
enum class ErrorKind {
    /// A call or option sqfig cannot honour: an unknown colour, a width out of
    /// range, a size request over its documented bound, labels or colours that
    /// do not match the data in number, two requests that cannot both hold, a
    /// wrong file extension.
    usage,
    /// Data that cannot be drawn: a non-finite or (on a log axis) non-positive
    /// value, data arrays of different lengths, no data, a span or a sum wider
    /// than a double.
    data,
    /// Writing a file or drawing on a surface failed: a missing folder, a full
    /// disk, a FIFO nobody reads, Cairo out of memory.
    output,
    /// Code of the caller's that sqfig ran (a custom artist, a formatter, a
    /// legend handle) threw; the original exception is nested.
    callback,
};

/// Thrown for misuse (unknown colour), bad data (non-finite or non-positive
/// values where they cannot be drawn), output failures (unwritable path) and
/// failing user code. The message names what and where; kind() says which.
class SQFIG_API Error : public std::runtime_error {
public:
    /// An error whose message, what(), is `what`.
    explicit Error(const std::string& what, ErrorKind kind = ErrorKind::usage)
        : std::runtime_error(what), kind_(kind) {}
    /// What the error is about (see ErrorKind).
    ErrorKind kind() const noexcept { return kind_; }

private:
    ErrorKind kind_;
};

/// The edit (Levenshtein) distance from `a` to `b`: the fewest one-character
/// insertions, deletions and substitutions that turn one into the other,
/// ignoring case, byte by byte (`edit_distance("Kitten", "sitting")` is 3). The
/// measure of sqfig's own "did you mean" in its errors (colours, colour maps,
/// font families), for a program's messages of the same kind: the example
/// tools suggest the nearest option or figure name by it.
SQFIG_API std::size_t edit_distance(std::string_view a, std::string_view b);

namespace detail {
/// Font sizes and similar lengths must be positive, finite and sane (points).
double checked_size(double pt, const std::string& what);
}  // namespace detail

}  // namespace sqfig
