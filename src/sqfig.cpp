// The library (CMake target sqfig::sqfig, pkg-config module sqfig): sqfig's
// implementation, compiled once. See sqfig/implementation.hpp.
#include "sqfig/implementation.hpp"
