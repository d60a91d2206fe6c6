#!/usr/bin/env bash
# Runs the examples other than the driver (scripts/valgrind-driver.sh) under
# valgrind memcheck: sqfig-gallery (every gallery chart, PNG) and sqfig-report
# (a multi-page PDF with --check), on the bundled examples/data. Fails on any
# memcheck error and on any definite leak, with the same settings and
# suppressions (tests/valgrind.supp) as valgrind-driver.sh.
#
# Usage: scripts/valgrind-examples.sh
# Environment: VALGRIND_BUILD_DIR (default build-valgrind, shared with
# valgrind-driver.sh), VALGRIND_JOBS (2).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
BUILD="${VALGRIND_BUILD_DIR:-$ROOT/build-valgrind}"
JOBS="${VALGRIND_JOBS:-2}"
case "$BUILD" in /*) ;; *) BUILD="$ROOT/$BUILD" ;; esac

echo "valgrind-examples: building sqfig-gallery and sqfig-report in $BUILD"
cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" \
  -DSQFIG_SANITIZE=OFF -DSQFIG_BUILD_TESTS=OFF -DSQFIG_BUILD_BENCH=OFF -DSQFIG_BUILD_EXAMPLES=ON >/dev/null
cmake --build "$BUILD" -j "$JOBS" --target sqfig-gallery sqfig-report

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
status=0
run() {  # name, then the command
  local name="$1" log="$BUILD/valgrind-$1.log" rc=0
  shift
  G_SLICE=always-malloc G_DEBUG=gc-friendly SOURCE_DATE_EPOCH=946684800 \
    valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite \
      --errors-for-leak-kinds=definite --error-exitcode=1 --track-origins=yes \
      --num-callers=40 --suppressions="$ROOT/tests/valgrind.supp" --log-file="$log" "$@" || rc=$?
  sed -n '/ERROR SUMMARY/p' "$log"
  if (( rc != 0 )); then
    echo "valgrind-examples: $name FAILED (status $rc); full report: $log" >&2
    grep -B2 -A30 -E 'Invalid|uninitialised|definitely lost in|Mismatched|overlap' "$log" | head -n 200 >&2 || true
    status=1
  else
    echo "valgrind-examples: $name ok (report: $log)"
  fi
}
exe() { find "$BUILD" -type f -name "$1" -perm -u+x | head -n1; }
run gallery "$(exe sqfig-gallery)" "$out/gallery" --results "$ROOT/examples/data"
run report "$(exe sqfig-report)" --out "$out/report.pdf" --results "$ROOT/examples/data" --check
[[ -s "$out/report.pdf" ]] || { echo "valgrind-examples: no report written" >&2; status=1; }
n="$(find "$out/gallery" -name '*.png' | wc -l)"
(( n > 0 )) || { echo "valgrind-examples: the gallery wrote no PNG" >&2; status=1; }
echo "valgrind-examples: gallery wrote $n PNGs"
exit "$status"
