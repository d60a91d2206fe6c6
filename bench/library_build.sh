#!/usr/bin/env bash
# What building libsqfig costs, and what an edit to one of its files costs
# (issue 45): each source of src/sqfig compiled alone, as the library target
# compiles it (g++ -O2, the library's flags), with its CPU seconds and peak
# memory; the sum is a full build's CPU, the largest is the worst
# touch-one-file rebuild (plus the link, timed too). Then the generated single
# file (amalgamation/) as one TU, for comparison. Run from the repository root:
#   bash bench/library_build.sh [CXX]
set -euo pipefail
cd "$(dirname "$0")/.."
cxx="${1:-g++}"
modules="cairo cairo-pdf cairo-svg cairo-ps cairo-png pangocairo pangoft2 fontconfig harfbuzz-subset pixman-1 zlib"
read -r -a backend <<< "$(pkg-config --cflags $modules)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags=(-std=c++17 -O2 -fPIC -fvisibility=hidden -fvisibility-inlines-hidden -Iinclude -Isrc "${backend[@]}")

mapfile -t sources < <(find src/sqfig -name '*.cpp' | LC_ALL=C sort)
total=0; peak=0; worst=0; worst_file=""
: > "$work/rows"
for f in "${sources[@]}"; do
    o="$work/$(echo "$f" | tr / _).o"
    /usr/bin/time -f "%U %S %M" -o "$work/time" "$cxx" "${flags[@]}" -c "$f" -o "$o"
    read -r u s m < "$work/time"
    t=$(echo "$u + $s" | bc -l)
    total=$(echo "$total + $t" | bc -l)
    (( m > peak )) && peak=$m
    if (( $(echo "$t > $worst" | bc -l) )); then worst=$t; worst_file=$f; fi
    printf '%6.2f s %5d MiB  %s\n' "$t" $((m / 1024)) "$f" >> "$work/rows"
done
/usr/bin/time -f "%U %S" -o "$work/time" ar qc "$work/libsqfig.a" "$work"/*.o
read -r u s < "$work/time"
archive=$(echo "$u + $s" | bc -l)
echo "=== libsqfig's sources, each compiled alone ($cxx -O2; CPU seconds, peak memory), the ten dearest ==="
sort -rn "$work/rows" | sed -n 1,10p  # sed reads it all: head could end sort with SIGPIPE (pipefail)
printf 'full library build: %d TUs, %.1f s of CPU in all (about %.1f s of wall time on 2 cores), peak %d MiB for one TU\n' \
    "${#sources[@]}" "$total" "$(echo "$total / 2" | bc -l)" $((peak / 1024))
printf 'touching one file: at most %.2f s of CPU (%s) + %.2f s to archive\n' "$worst" "$worst_file" "$archive"
# Issue 45's bound for an edit: 5 s of CPU for any one file.
over="$(awk '$1 > 5' "$work/rows")"
printf 'TUs over 5 s of CPU: %d of %d\n' "$(grep -c . <<< "$over" || true)" "${#sources[@]}"
[[ -z "$over" ]] || printf '%s\n' "$over"

printf '#include <sqfig/implementation.hpp>\n' > "$work/single.cpp"
/usr/bin/time -f "%U %S %M" -o "$work/time" "$cxx" "${flags[@]}" -Iamalgamation -c "$work/single.cpp" -o "$work/single.o"
read -r u s m < "$work/time"
printf 'the generated single file (amalgamation/) as one TU: %.1f s of CPU, %d MiB\n' "$(echo "$u + $s" | bc -l)" $((m / 1024))
