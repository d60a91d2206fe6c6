// The implementation of sqfig/detail/user_code.hpp.
#include "sqfig/detail/user_code.hpp"

#include <exception>
#include <string>

#include "sqfig/core/error.hpp"

namespace sqfig::detail {

void rethrow_with_prefix(const Error& e, const std::string& prefix) {
    const std::string what = prefix + e.what();
    try {
        std::rethrow_if_nested(e);
    } catch (...) {
        std::throw_with_nested(Error(what, e.kind()));
    }
    throw Error(what, e.kind());
}

}  // namespace sqfig::detail
