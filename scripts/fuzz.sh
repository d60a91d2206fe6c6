#!/usr/bin/env bash
# Builds the sqfig libFuzzer targets (tests/fuzz) with clang++
# -fsanitize=fuzzer,address,undefined in build-fuzz/ and runs each one for a
# bounded time. Fails on any crash, leak, timeout (hang), out-of-memory or
# UBSan report, and prints per target the executions and the coverage
# (cov: / ft: from libFuzzer's final stats).
#
# Usage: scripts/fuzz.sh [TARGET...]     (default: loader math_text chart pdf_fonts)
# Environment:
#   FUZZ_SECONDS    seconds per target (default 60)
#   FUZZ_PARALLEL   targets run at once (default 1)
#   FUZZ_BUILD_DIR  build folder (default build-fuzz)
#   FUZZ_JOBS       build jobs (default 2)
#   FUZZ_STRICT_FIGURES=1  loader: validated data the figures cannot draw
#                   counts as a failure (see tests/fuzz/targets/loader_target.hpp)
#   FUZZ_FORK=1     discovery mode: libFuzzer -fork=1 with -ignore_crashes,
#                   -ignore_timeouts and -ignore_ooms, so one run collects
#                   every distinct crasher instead of stopping at the first
#                   (still fails at the end when any was found)
#
# GLib/Pango criticals (G_DEBUG=fatal-criticals) count as crashes: they mean
# sqfig handed Pango or Cairo an invalid value instead of raising sqfig::Error.
#
# Corpora: libFuzzer grows build-fuzz/corpus/<target>/ (kept between runs);
# the committed seeds tests/fuzz/corpus/<target>/ are read only; the loader
# also reads the paper's real results (../shared/data/spectralquant-results)
# when that folder exists. Crashers are written to build-fuzz/artifacts/<target>/.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

FUZZ_SECONDS="${FUZZ_SECONDS:-60}"
FUZZ_PARALLEL="${FUZZ_PARALLEL:-1}"
BUILD="${FUZZ_BUILD_DIR:-$ROOT/build-fuzz}"
JOBS="${FUZZ_JOBS:-2}"
case "$BUILD" in /*) ;; *) BUILD="$ROOT/$BUILD" ;; esac
if [[ $# -gt 0 ]]; then targets=("$@"); else targets=(loader math_text chart pdf_fonts); fi

log() { echo "fuzz: $*"; }

# ---------------------------------------------------------------- packages --
if command -v dpkg-query >/dev/null 2>&1; then
  bash "$ROOT/scripts/install-deps.sh" clang cmake make pkg-config libcairo2-dev libpango1.0-dev zlib1g-dev \
    rapidjson-dev fonts-dejavu-core
fi

CXX_FUZZ="${CXX_FUZZ:-}"
if [[ -z "$CXX_FUZZ" ]]; then
  for c in clang++ clang++-16 clang++-15 clang++-14; do
    if command -v "$c" >/dev/null 2>&1; then CXX_FUZZ="$(command -v "$c")"; break; fi
  done
fi
[[ -n "$CXX_FUZZ" ]] || { echo "fuzz: clang++ not found" >&2; exit 1; }

# The libFuzzer runtime comes with libclang-rt-<major>-dev on Debian 12.
can_link_fuzzer() {
  local dir; dir="$(mktemp -d)"
  printf '%s\n' '#include <cstdint>' '#include <cstddef>' \
    'extern "C" int LLVMFuzzerTestOneInput(const uint8_t*, size_t) { return 0; }' > "$dir/t.cpp"
  local ok=0
  "$CXX_FUZZ" -fsanitize=fuzzer,address,undefined "$dir/t.cpp" -o "$dir/t" >/dev/null 2>&1 || ok=1
  rm -rf "$dir"
  return $ok
}
if ! can_link_fuzzer; then
  major="$("$CXX_FUZZ" --version | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -n1)"
  log "clang++ cannot link -fsanitize=fuzzer: installing libclang-rt-${major}-dev"
  bash "$ROOT/scripts/install-deps.sh" "libclang-rt-${major}-dev"
  can_link_fuzzer || { echo "fuzz: $CXX_FUZZ still cannot link -fsanitize=fuzzer" >&2; exit 1; }
fi

# ------------------------------------------------------------------- build --
log "building the fuzzers with $CXX_FUZZ in $BUILD"
cmake -S tests/fuzz -B "$BUILD" -DCMAKE_CXX_COMPILER="$CXX_FUZZ" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$BUILD" -j "$JOBS" --target sqfig_fuzzers

# --------------------------------------------------------------------- run --
REAL="$ROOT/../shared/data/spectralquant-results"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:detect_stack_use_after_return=1:strict_string_checks=1"
export LSAN_OPTIONS="suppressions=$ROOT/tests/fuzz/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export G_DEBUG=fatal-criticals
mkdir -p "$BUILD/logs"

run_target() {  # name -> writes $BUILD/logs/<name>.log, returns libFuzzer's status
  local t="$1" exe="$BUILD/fuzz_$1"
  local corpus="$BUILD/corpus/$t" artifacts="$BUILD/artifacts/$t/"
  mkdir -p "$corpus" "$artifacts"
  local dirs=("$corpus" "$ROOT/tests/fuzz/corpus/$t")
  if [[ "$t" == loader && -d "$REAL" ]]; then dirs+=("$REAL"); fi
  local opts=(-max_total_time="$FUZZ_SECONDS" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048
              -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$artifacts")
  [[ -f "$ROOT/tests/fuzz/dict/$t.dict" ]] && opts+=(-dict="$ROOT/tests/fuzz/dict/$t.dict")
  [[ "$t" == loader ]] && opts+=(-max_len=16384)
  [[ "${FUZZ_FORK:-0}" == 1 ]] && opts+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  # A hard stop well past -max_total_time, in case a run cannot be interrupted.
  SQFIG_FUZZ_STRICT_FIGURES="${FUZZ_STRICT_FIGURES:-0}" \
    timeout --kill-after=30 $((FUZZ_SECONDS + 300)) "$exe" "${opts[@]}" "${dirs[@]}" \
    >"$BUILD/logs/$t.log" 2>&1
}

for t in "${targets[@]}"; do
  [[ -x "$BUILD/fuzz_$t" ]] || { echo "fuzz: no fuzzer fuzz_$t was built (see the CMake output)" >&2; exit 1; }
  rm -rf "$BUILD/artifacts/$t"
done

declare -A status pid_of
running=0
finish_one() {  # waits for any running target and records its status
  local done_pid="" rc=0
  wait -n -p done_pid || rc=$?
  status[${pid_of[$done_pid]}]=$rc
  running=$((running - 1))
}
for t in "${targets[@]}"; do
  (( running < FUZZ_PARALLEL )) || finish_one
  log "running fuzz_$t for ${FUZZ_SECONDS}s"
  run_target "$t" &
  pid_of[$!]="$t"
  running=$((running + 1))
done
while (( running > 0 )); do finish_one; done

# ----------------------------------------------------------------- report --
failed=0
printf '\n%-16s %12s %8s %8s %8s %8s  %s\n' target executions exec/s cov ft corpus result
for t in "${targets[@]}"; do
  logf="$BUILD/logs/$t.log"
  execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$logf" | tail -n1)"
  rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$logf" | tail -n1)"
  last="$(grep -E '^#[0-9]+' "$logf" | grep -E ' cov: ' | tail -n1 || true)"
  # -fork=1 prints no final stats: take the count from its last status line.
  [[ -n "$execs" ]] || execs="$(sed -n 's/^#\([0-9]*\).*/\1/p' <<<"$last")"
  [[ -n "$rate" ]] || rate="$(sed -n 's/.*exec\/s:\{0,1\} \([0-9]*\).*/\1/p' <<<"$last")"
  cov="$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")"
  ft="$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")"
  corp="$(sed -n 's/.* corp: \([0-9]*\)\/.*/\1/p' <<<"$last")"
  artifacts=()
  while IFS= read -r -d '' f; do artifacts+=("$f"); done \
    < <(find "$BUILD/artifacts/$t" -type f -print0 2>/dev/null)
  result=ok
  if [[ "${status[$t]}" -ne 0 ]] || (( ${#artifacts[@]} > 0 )) || \
     grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|SUMMARY: ' "$logf"; then
    result="FAILED (status ${status[$t]})"
    failed=1
  fi
  printf '%-16s %12s %8s %8s %8s %8s  %s\n' "fuzz_$t" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" \
    "${corp:-?}" "$result"
done
echo

if (( failed )); then
  for t in "${targets[@]}"; do
    logf="$BUILD/logs/$t.log"
    if [[ "${status[$t]}" -ne 0 ]] || grep -qE 'ERROR: |runtime error:|SUMMARY: ' "$logf"; then
      echo "=== fuzz_$t: last lines of $logf"
      grep -vE '^#[0-9]+ +(NEW|REDUCE|pulse|RELOAD)' "$logf" | tail -n 60
      find "$BUILD/artifacts/$t" -type f -printf 'fuzz: crasher: %p\n' 2>/dev/null || true
      echo
    fi
  done
  echo "fuzz: FAILED. Reproduce with: $BUILD/fuzz_<target> <crasher>; keep the crasher in" \
       "tests/regressions/inputs/<target>/." >&2
  exit 1
fi
log "all targets ran ${FUZZ_SECONDS}s without a crash, leak, hang or UB report"
