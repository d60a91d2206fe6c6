#!/usr/bin/env bash
# Builds and runs examples/consumer against the sqfig package installed by the
# buildcheck.install fixture. Environment (set by ctest, tests/report/CMakeLists.txt):
# SQFIG_SOURCE_DIR SQFIG_PREFIX SQFIG_WORK SQFIG_CMAKE SQFIG_CMAKE_GENERATOR SQFIG_CXX.
# Exit status 77 means "skipped".
set -euo pipefail
src="${SQFIG_SOURCE_DIR:?}"
prefix="${SQFIG_PREFIX:?}"
work="${SQFIG_WORK:?}"
cmake="${SQFIG_CMAKE:-cmake}"
gen="${SQFIG_CMAKE_GENERATOR:-Unix Makefiles}"
cxx="${SQFIG_CXX:-c++}"

say() { printf '[examples_consumer] %s\n' "$*"; }
fail() { printf '[examples_consumer] FAILED: %s\n' "$*" >&2; exit 1; }

compgen -G "$prefix/lib*/cmake/sqfig/sqfigConfig.cmake" > /dev/null || fail "no installed package in $prefix (buildcheck.install must run first)"
rm -rf "$work"
mkdir -p "$work"
"$cmake" -S "$src/examples/consumer" -B "$work/build" -G "$gen" -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_CXX_FLAGS="-Wall -Wextra -Wpedantic -Werror"
"$cmake" --build "$work/build"
out="$work/report.pdf"
"$work/build/sqfig-consumer-example" "$out"
[[ "$(head -c 5 "$out")" == "%PDF-" ]] || fail "$out is not a PDF"
[[ "$(head -c 4 "$out.chart.png" | tail -c 3)" == "PNG" ]] || fail "$out.chart.png is not a PNG"
if command -v pdfinfo >/dev/null 2>&1; then
    pages="$(pdfinfo "$out" | awk '/^Pages:/ {print $2}')"
    [[ "$pages" == "2" ]] || fail "$out has $pages pages, expected 2"
    pdftotext "$out" - | grep -q "composed by a downstream project" || fail "page 2 text missing"
fi
say "ok: examples/consumer built against $prefix and wrote $out"
