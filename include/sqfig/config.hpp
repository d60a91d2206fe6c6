// How sqfig is built into a program (issue 15).
//
// Header-only (the default): every header carries its implementation; include
// <sqfig/sqfig.hpp> and link Cairo and Pango.
//
// Separate compilation: define SQFIG_SEPARATE_COMPILATION for every TU (the
// CMake target sqfig::compiled and `pkg-config sqfig-compiled` do) and link
// the compiled library, or include <sqfig/impl/src.hpp> in exactly one TU of
// your own. The public headers then only declare: they include no Cairo,
// Pango, GLib or POSIX header, and a TU that draws a chart compiles about as
// fast as one that includes <vector> and <string>.
#pragma once

#if defined(SQFIG_SEPARATE_COMPILATION)
#define SQFIG_INLINE
#else
#define SQFIG_INLINE inline
#endif
