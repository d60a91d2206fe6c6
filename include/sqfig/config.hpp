// What every sqfig header needs from the compiler: exceptions, and the mark
// that exports the public API from a shared library.
#pragma once

// sqfig reports misuse, bad data and failed output by throwing sqfig::Error
// (core/error.hpp); setters check their argument and throw. Without
// exceptions there is no way to report them, so that configuration is not
// supported: stop here with one clear message rather than at the first throw.
#if !defined(__cpp_exceptions) && !defined(__EXCEPTIONS) && !defined(_CPPUNWIND)
#error "sqfig needs C++ exceptions (it reports errors by throwing sqfig::Error): compile without -fno-exceptions"
#endif

/// Marks a class or function of the public API: exported from a shared
/// libsqfig, which is built with hidden visibility, so that nothing else
/// (sqfig::detail included) is part of its ABI. As {fmt}'s FMT_API (GCC and
/// Clang; sqfig is built on ELF platforms only).
#if defined(__GNUC__) || defined(__clang__)
#  define SQFIG_API __attribute__((visibility("default")))
#else
#  define SQFIG_API
#endif
