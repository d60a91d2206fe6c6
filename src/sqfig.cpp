// The compiled library (CMake target sqfig::compiled): sqfig's implementation,
// compiled once. Programs built against it define SQFIG_SEPARATE_COMPILATION.
#include "sqfig/impl/src.hpp"
