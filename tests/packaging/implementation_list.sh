#!/usr/bin/env bash
# registration.implementation_list (make test): src/sqfig/implementation.hpp,
# the list of the implementation's files that the library and the source-tree
# route compile, includes every .ipp under src/sqfig exactly once and nothing
# else that is missing; cmake/pkgconfig/sqfig-uninstalled.pc agrees with
# CMakeLists.txt (modules) and include/sqfig/version.hpp (version).
set -euo pipefail
src="${1:?usage: implementation_list.sh SOURCE_DIR}"
list="$src/src/sqfig/implementation.hpp"
fail() { printf 'implementation_list: FAILED: %s\n' "$*" >&2; exit 1; }

mapfile -t files < <(cd "$src/src" && find sqfig -name '*.ipp' | LC_ALL=C sort)
(( ${#files[@]} > 0 )) || fail "no .ipp under $src/src/sqfig"
for f in "${files[@]}"; do
    n="$(grep -cxF "#include \"$f\"" "$list" || true)"
    [[ "$n" == 1 ]] || fail "$list includes $f $n times, not once"
done
# Every .ipp the list includes exists.
while read -r f; do
    [[ -f "$src/src/$f" ]] || fail "$list includes $f, which does not exist"
done < <(sed -n 's/^#include "\(sqfig\/.*\.ipp\)"$/\1/p' "$list")
# No implementation file elsewhere: .ipp only under src/sqfig.
stray="$(cd "$src" && find include -name '*.ipp')"
[[ -z "$stray" ]] || fail "implementation files under include/: $stray"

pc="$src/cmake/pkgconfig/sqfig-uninstalled.pc"
modules="$(sed -n 's/^set(SQFIG_PKG_CONFIG_MODULES \(.*\))$/\1/p' "$src/CMakeLists.txt")"
[[ -n "$modules" ]] || fail "CMakeLists.txt: no SQFIG_PKG_CONFIG_MODULES"
grep -qxF "Requires: $modules" "$pc" || fail "$pc: Requires is not CMakeLists.txt's modules ($modules)"
version="$(sed -n 's/^#define SQFIG_VERSION_STRING "\(.*\)"$/\1/p' "$src/include/sqfig/version.hpp")"
grep -qxF "Version: $version" "$pc" || fail "$pc: Version is not $version (include/sqfig/version.hpp)"
echo "implementation_list: ${#files[@]} implementation files, each listed once; $(basename "$pc") agrees"
