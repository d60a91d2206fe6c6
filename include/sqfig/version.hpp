// sqfig: version of the headers in use.
#pragma once

/// The version as one number, major * 10000 + minor * 100 + patch (0.1.0 is
/// 100, 1.2.3 would be 10203), for `#if SQFIG_VERSION >= ...`, as FMT_VERSION.
#define SQFIG_VERSION 100

/// Major version of the sqfig headers.
#define SQFIG_VERSION_MAJOR 0
/// Minor version of the sqfig headers.
#define SQFIG_VERSION_MINOR 1
/// Patch version of the sqfig headers.
#define SQFIG_VERSION_PATCH 0
/// Version of the sqfig headers as a string, "major.minor.patch".
#define SQFIG_VERSION_STRING "0.1.0"

static_assert(SQFIG_VERSION == SQFIG_VERSION_MAJOR * 10000 + SQFIG_VERSION_MINOR * 100 + SQFIG_VERSION_PATCH,
              "SQFIG_VERSION does not match SQFIG_VERSION_MAJOR/MINOR/PATCH");

namespace sqfig {
/// Version of the sqfig headers, e.g. "0.1.0".
inline constexpr const char* version_string = SQFIG_VERSION_STRING;
/// Major version of the sqfig headers (SQFIG_VERSION_MAJOR).
inline constexpr int version_major = SQFIG_VERSION_MAJOR;
/// Minor version of the sqfig headers (SQFIG_VERSION_MINOR).
inline constexpr int version_minor = SQFIG_VERSION_MINOR;
/// Patch version of the sqfig headers (SQFIG_VERSION_PATCH).
inline constexpr int version_patch = SQFIG_VERSION_PATCH;
}  // namespace sqfig
