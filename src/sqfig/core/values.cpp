// The implementation of sqfig/core/values.hpp: the constructors, copies and
// destructor of Values, out of line so that a caller's TU compiles none of
// std::vector's copying and freeing for them (docs/performance.md).
#include "sqfig/core/values.hpp"

#include <initializer_list>
#include <utility>
#include <vector>

namespace sqfig {

Values::Values(std::initializer_list<double> v) : v_(v) {}

Values::Values(std::vector<double>&& v) noexcept : v_(std::move(v)) {}

Values::Values(const std::vector<double>& v) : v_(v) {}

Values::Values(const Values& o) = default;

Values::Values(Values&& o) noexcept = default;

Values& Values::operator=(const Values& o) = default;

Values& Values::operator=(Values&& o) noexcept = default;

Values::~Values() = default;

}  // namespace sqfig
