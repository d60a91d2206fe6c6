// Calling code the user wrote (a custom artist's validate / extent / emit /
// legend_entries, a legend handle, a label formatter): whatever it throws
// leaves sqfig as a sqfig::Error that names who ran it, with the original
// nested (std::rethrow_if_nested gets it back). A sqfig::Error is let through
// as it is (it names its own cause), and so is std::bad_alloc (out of memory
// is not the callback's message).
#pragma once

#include <exception>
#include <new>
#include <string>
#include <utility>

#include "sqfig/core/error.hpp"

namespace sqfig::detail {

/// f(), with foreign exceptions turned into sqfig::Error("<who()>: <step>
/// threw: ..."). `who` is called only then: no name is built on the way
/// through (layout calls artists many times a figure).
template <class Who, class F>
decltype(auto) call_user(Who&& who, const char* step, F&& f) {
    try {
        return std::forward<F>(f)();
    } catch (const Error&) {
        throw;
    } catch (const std::bad_alloc&) {
        throw;
    } catch (const std::exception& e) {
        std::throw_with_nested(Error(std::string(who()) + ": " + step + " threw: " + e.what(), ErrorKind::callback));
    } catch (...) {
        std::throw_with_nested(
            Error(std::string(who()) + ": " + step + " threw an exception that is not a std::exception", ErrorKind::callback));
    }
}

/// Throws `e` again with `prefix` before its message, keeping its kind and
/// what it nests (the user's original exception).
[[noreturn]] void rethrow_with_prefix(const Error& e, const std::string& prefix);

}  // namespace sqfig::detail
