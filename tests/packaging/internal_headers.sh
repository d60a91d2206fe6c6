#!/usr/bin/env bash
# registration.internal_headers (make test): every internal header of the
# implementation (src/sqfig/**.hpp) compiles on its own, with only include/,
# src/ and the backends' flags on the path: a header that uses a name it does
# not include the declaration of fails here, whatever the .cpp files that
# include it happen to include first. Since issue 45 the internal headers
# declare and the .cpp files next to them define ({fmt}'s split), so a header
# is read by many translation units and must stand alone.
# (buildcheck.headers checks the same among the public and extras headers,
# in make test-packaging; this is the quick part of it that make test runs.)
#   internal_headers.sh SOURCE_DIR [CXX]     SQFIG_JOBS: parallel compilers (2)
set -euo pipefail
src="${1:?usage: internal_headers.sh SOURCE_DIR [CXX]}"
cxx="${2:-${CXX:-c++}}"
jobs="${SQFIG_JOBS:-2}"
modules="cairo cairo-pdf cairo-svg cairo-ps cairo-png pangocairo pangoft2 fontconfig harfbuzz-subset pixman-1 zlib"
fail() { printf 'internal_headers: FAILED: %s\n' "$*" >&2; exit 1; }

command -v "$cxx" >/dev/null 2>&1 || fail "compiler $cxx not found"
cflags="$(pkg-config --cflags $modules)" || fail "pkg-config does not know the backends ($modules)"
mapfile -t headers < <(cd "$src/src" && find sqfig -type f -name '*.hpp' | LC_ALL=C sort)
(( ${#headers[@]} > 0 )) || fail "no headers found under $src/src/sqfig"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export cxx cflags src work
# -fsyntax-only: standing alone needs parsing and checking, not code. Each
# header twice, so that a missing #pragma once shows too.
printf '%s\n' "${headers[@]}" | xargs -P "$jobs" -I{} bash -c '
    h="$1"; f="$work/$(echo "$h" | tr "/." "__").cpp"
    printf "#include \"%s\"\n#include \"%s\"  // twice: include guard\n" "$h" "$h" > "$f"
    if "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$src/include" -I"$src/src" $cflags \
            -fsyntax-only "$f" 2> "${f%.cpp}.log"; then
        echo "  ok    $h"
    else
        echo "  FAIL  $h"; sed "s/^/        /" "${f%.cpp}.log" | head -20; touch "$work/failed"
    fi' _ {}
[[ ! -e "$work/failed" ]] || fail "some internal headers do not compile on their own (above)"
echo "internal_headers: all ${#headers[@]} internal headers under src/sqfig compile on their own with $cxx"
