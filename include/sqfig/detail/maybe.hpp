// A value or none, for the private members of public classes: std::optional's
// class template costs every TU that includes a header about 4 ms of g++ -O2
// for each type it is instantiated with (its conditionally trivial members
// and constrained constructors; docs/performance.md, issue 45), this one next
// to nothing. It holds a default-constructed T when empty, so T must be
// default-constructible and cheap to keep (an enum, a colour and a width).
// Converts to std::optional<T> where an API returns or takes one (that
// conversion is instantiated only in the .cpp that uses it).
#pragma once

#include <optional>
#include <type_traits>
#include <utility>

namespace sqfig::detail {

template <class T>
class maybe {
public:
    maybe() = default;
    maybe(std::nullopt_t) noexcept {}  // NOLINT: implicit, as std::optional's
    maybe(T v) : v_(std::move(v)), has_(true) {}  // NOLINT: implicit, as std::optional's
    // A template, so that making a maybe from a T does not instantiate
    // std::optional<T> to see whether this constructor could take it.
    template <class O, std::enable_if_t<std::is_same_v<O, std::optional<T>>, int> = 0>
    maybe(const O& o) : v_(o ? *o : T{}), has_(o.has_value()) {}  // NOLINT: implicit

    explicit operator bool() const noexcept { return has_; }
    bool has_value() const noexcept { return has_; }
    const T& operator*() const noexcept { return v_; }
    T& operator*() noexcept { return v_; }
    const T* operator->() const noexcept { return &v_; }
    T* operator->() noexcept { return &v_; }
    T value_or(T fallback) const { return has_ ? v_ : fallback; }
    void reset() {
        v_ = T{};
        has_ = false;
    }
    // Implicit, where an API wants a std::optional. A template for the same
    // reason as the constructor: copying a maybe (overload resolution asks
    // whether this conversion could reach a constructor's parameter) must not
    // instantiate std::optional<T>.
    template <class O, std::enable_if_t<std::is_same_v<O, std::optional<T>>, int> = 0>
    operator O() const {  // NOLINT: implicit
        if (!has_) return std::nullopt;
        return v_;
    }

private:
    T v_{};
    bool has_ = false;
};

}  // namespace sqfig::detail
