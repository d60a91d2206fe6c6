// detail::maybe (include/sqfig/detail/maybe.hpp), the private optional of
// public classes: made, copied and assigned without instantiating
// std::optional of its type, which would cost every program including the
// class's header (docs/performance.md, "Per-artist headers"), and still
// converting to a std::optional where an API returns one.
#include <catch2/catch.hpp>
#include "sqfig/detail/maybe.hpp"

#include <optional>

namespace {
template <class T>
struct ProbeOf {
    T v{};
};
using MaybeProbe = ProbeOf<int>;
}  // namespace

// A partial specialization that does not compile once instantiated: code that
// instantiates std::optional<MaybeProbe> (to look at its constructors or its
// bases) fails here. Its own TU (not unity-built: tests/CMakeLists.txt), so
// that nothing else meets it.
template <class T>
class std::optional<ProbeOf<T>> {
    static_assert(sizeof(T) == 0, "std::optional<MaybeProbe> was instantiated");
};

namespace {
// A class as the public ones hold it: copied and moved by its implicit members.
struct MaybeHolder {
    sqfig::detail::maybe<MaybeProbe> m;
};
}  // namespace

TEST_CASE("detail::maybe is made, copied and assigned without instantiating std::optional", "[maybe]") {
    sqfig::detail::maybe<MaybeProbe> a = MaybeProbe{3};
    sqfig::detail::maybe<MaybeProbe> b = a;
    sqfig::detail::maybe<MaybeProbe> c;
    CHECK(!c);
    c = MaybeProbe{4};
    b = c;
    MaybeHolder h{a};
    const MaybeHolder copy = h;
    MaybeHolder moved = std::move(h);
    CHECK(a->v == 3);
    CHECK(b->v == 4);
    CHECK(copy.m.has_value());
    CHECK(moved.m->v == 3);
    c.reset();
    CHECK(!c.has_value());
}

TEST_CASE("detail::maybe converts to and from std::optional", "[maybe]") {
    const sqfig::detail::maybe<int> none = std::nullopt, five = 5;
    const std::optional<int> from_none = none, from_five = five;
    CHECK(!from_none);
    CHECK(from_five == 5);
    const sqfig::detail::maybe<int> back = from_five;
    CHECK(*back == 5);
    CHECK(none.value_or(7) == 7);
    auto takes = [](const std::optional<int>& o) { return o.value_or(-1); };
    CHECK(takes(five) == 5);
    CHECK(takes(none) == -1);
}
