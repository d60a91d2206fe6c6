#!/usr/bin/env bash
# Runs the example driver (sqfig-paper-figures) under valgrind memcheck on
# the paper's real results (../shared/data/spectralquant-results) when that
# folder exists, else on the bundled examples/data, writing all six figures
# as PDF into a temporary folder. Fails on any memcheck error and on any
# definite leak; "still reachable" and "possibly lost" blocks (library
# caches) are reported but do not fail. Suppressions: tests/valgrind.supp,
# only documented one-time caches of fontconfig / Pango / GLib.
#
# Usage: scripts/valgrind-driver.sh [extra driver options...]
# Environment: VALGRIND_BUILD_DIR (default build-valgrind), VALGRIND_JOBS (2).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
BUILD="${VALGRIND_BUILD_DIR:-$ROOT/build-valgrind}"
JOBS="${VALGRIND_JOBS:-2}"
case "$BUILD" in /*) ;; *) BUILD="$ROOT/$BUILD" ;; esac

if command -v dpkg-query >/dev/null 2>&1; then
  bash "$ROOT/scripts/install-deps.sh" valgrind build-essential cmake pkg-config libcairo2-dev libpango1.0-dev \
    zlib1g-dev rapidjson-dev fonts-dejavu-core
fi

# A plain build (no sanitizers: valgrind cannot run ASan binaries), with
# debug info for readable stacks and -O1 so it stays quick.
echo "valgrind-driver: building sqfig-paper-figures in $BUILD"
cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" \
  -DSQFIG_SANITIZE=OFF -DSQFIG_BUILD_TESTS=OFF -DSQFIG_BUILD_BENCH=OFF -DSQFIG_BUILD_EXAMPLES=ON >/dev/null
cmake --build "$BUILD" -j "$JOBS" --target sqfig-paper-figures
exe="$(find "$BUILD" -type f -name sqfig-paper-figures -perm -u+x | head -n1)"
[[ -n "$exe" ]] || { echo "valgrind-driver: sqfig-paper-figures was not built" >&2; exit 1; }

data="$ROOT/../shared/data/spectralquant-results"
if [[ -d "$data" ]]; then
  echo "valgrind-driver: real results: $data"
else
  data="$ROOT/examples/data"
  echo "valgrind-driver: ../shared/data/spectralquant-results not found; using $data"
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
log="$BUILD/valgrind-driver.log"

# G_SLICE=always-malloc / G_DEBUG=gc-friendly: GLib's slice allocator would
# otherwise hide frees from memcheck (GLib's documented setting for valgrind).
rc=0
G_SLICE=always-malloc G_DEBUG=gc-friendly SOURCE_DATE_EPOCH=946684800 \
  valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite \
    --errors-for-leak-kinds=definite --error-exitcode=1 --track-origins=yes \
    --num-callers=40 --suppressions="$ROOT/tests/valgrind.supp" --log-file="$log" \
    "$exe" --results "$data" --out "$out" --format pdf "$@" || rc=$?

sed -n '/LEAK SUMMARY/,$p' "$log"
ls -l "$out"
n="$(find "$out" -name 'fig_*.pdf' | wc -l)"
if (( rc != 0 )); then
  echo "valgrind-driver: FAILED (status $rc); full report: $log" >&2
  grep -B2 -A30 -E 'Invalid|uninitialised|definitely lost in|Mismatched|overlap' "$log" | head -n 200 >&2 || true
  exit 1
fi
if (( n != 6 )); then
  echo "valgrind-driver: FAILED: the driver wrote $n of 6 figures" >&2
  exit 1
fi
echo "valgrind-driver: ok: no memcheck errors, no definite leaks (report: $log)"
