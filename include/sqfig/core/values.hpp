// Numbers handed to an artist: any contiguous range of arithmetic values
// (std::vector<double>, std::vector<float>, std::vector<int>, std::array, a C
// array, a span-like view, pointer + size, or a braced list), converted to
// double once. A std::vector<double> passed as an rvalue is moved, not copied.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <type_traits>
#include <utility>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"

namespace sqfig {

namespace detail {
template <class R, class = void>
struct arithmetic_range : std::false_type {};
// Anything with std::data() and std::size() whose elements are arithmetic.
template <class R>
struct arithmetic_range<R, std::void_t<decltype(std::data(std::declval<const R&>())),
                                       decltype(std::size(std::declval<const R&>()))>>
    : std::is_arithmetic<std::remove_cv_t<std::remove_pointer_t<decltype(std::data(std::declval<const R&>()))>>> {};
}  // namespace detail

/// Numbers handed to an artist: any contiguous range of arithmetic values,
/// pointer + size, an iterator pair or a braced list, converted to double once;
/// a `std::vector<double>` passed as an rvalue is moved, not copied.
class SQFIG_API Values {
public:
    // The constructors, copies and the destructor are out of line (values.cpp):
    // a caller's TU then compiles no vector copying or freeing code for them.
    /// No numbers.
    Values() = default;
    /// A braced list: `{1, 2, 3}`.
    Values(std::initializer_list<double> v);
    /// Takes the vector over without copying it.
    Values(std::vector<double>&& v) noexcept;  // NOLINT: implicit by design
    /// A copy of the vector.
    Values(const std::vector<double>& v);      // NOLINT: implicit by design
    /// A copy of `o`'s numbers.
    Values(const Values& o);
    /// Takes `o`'s numbers over without copying them.
    Values(Values&& o) noexcept;
    /// Replaces the numbers with a copy of `o`'s.
    Values& operator=(const Values& o);
    /// Replaces the numbers with `o`'s, without copying them.
    Values& operator=(Values&& o) noexcept;
    /// Frees the numbers.
    ~Values();
    /// Any contiguous range of arithmetic values: vector<float/int>, array, C array, span.
    template <class R, class = std::enable_if_t<detail::arithmetic_range<R>::value &&
                                                !std::is_same_v<std::decay_t<R>, std::vector<double>>>>
    Values(const R& range)  // NOLINT: implicit by design
        : v_(std::data(range), std::data(range) + std::size(range)) {}
    /// `n` values starting at `data` (may be null only when n is 0).
    /// Throws sqfig::Error for a null `data` with n > 0.
    template <class T, class = std::enable_if_t<std::is_arithmetic_v<T>>>
    Values(const T* data, std::size_t n) {
        if (!data && n > 0) throw Error("values: a null pointer with " + std::to_string(n) + " values");
        if (n > 0) v_.assign(data, data + n);
    }

    /// The values in [first, last) of any iterator over arithmetic values.
    template <class It, class = std::enable_if_t<std::is_arithmetic_v<typename std::iterator_traits<It>::value_type>>>
    Values(It first, It last) : v_(first, last) {}

    /// How many numbers there are.
    std::size_t size() const { return v_.size(); }
    /// True when there are none.
    bool empty() const { return v_.empty(); }
    /// The number at index `i` (not bounds-checked).
    double operator[](std::size_t i) const { return v_[i]; }
    /// The numbers as a vector of doubles.
    const std::vector<double>& vector() const& { return v_; }
    /// The numbers, moved out.
    std::vector<double> take() && { return std::move(v_); }

private:
    std::vector<double> v_;
};

}  // namespace sqfig
