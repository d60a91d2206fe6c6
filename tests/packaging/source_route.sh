#!/usr/bin/env bash
# registration.source_route (make test): the route without a build system is
# current. amalgamation/sqfig/implementation.hpp is exactly what
# scripts/amalgamate.py makes from src/sqfig (every .cpp, no hand-kept list),
# and cmake/pkgconfig/sqfig-uninstalled.pc agrees with CMakeLists.txt
# (modules) and include/sqfig/version.hpp (version). That both routes draw the
# same bytes is buildcheck.source_tree's (make test-packaging).
set -euo pipefail
src="${1:?usage: source_route.sh SOURCE_DIR}"
fail() { printf 'source_route: FAILED: %s\n' "$*" >&2; exit 1; }

python3 "$src/scripts/amalgamate.py" --check || fail "the amalgamation is stale"
# No implementation file where headers live, and no leftover .ipp anywhere.
stray="$(cd "$src" && find include src -name '*.ipp' -o -path 'include/*' -name '*.cpp')"
[[ -z "$stray" ]] || fail "implementation files where they do not belong: $stray"

pc="$src/cmake/pkgconfig/sqfig-uninstalled.pc"
modules="$(sed -n 's/^set(SQFIG_PKG_CONFIG_MODULES \(.*\))$/\1/p' "$src/CMakeLists.txt")"
[[ -n "$modules" ]] || fail "CMakeLists.txt: no SQFIG_PKG_CONFIG_MODULES"
grep -qxF "Requires: $modules" "$pc" || fail "$pc: Requires is not CMakeLists.txt's modules ($modules)"
version="$(sed -n 's/^#define SQFIG_VERSION_STRING "\(.*\)"$/\1/p' "$src/include/sqfig/version.hpp")"
grep -qxF "Version: $version" "$pc" || fail "$pc: Version is not $version (include/sqfig/version.hpp)"
echo "source_route: the amalgamation is current; $(basename "$pc") agrees"
