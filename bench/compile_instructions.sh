#!/usr/bin/env bash
# Issue 15's compile-time yardstick counted in instructions (callgrind over the
# compiler driver, cc1plus and the assembler), which the machine's load does
# not change, unlike bench/compile_time.sh's CPU seconds:
#
#   bench/compile_instructions.sh [CXX]      (default g++; needs valgrind)
#
# Prints, at -O0 and -O2, the instructions of the baseline TU (<vector>
# <string> <optional> <functional> <memory>), of a TU that builds and saves one
# chart (only sqfig's
# include folder on the path), and their ratio. About 2 minutes a compilation.
set -euo pipefail
cd "$(dirname "$0")/.."
cxx="${1:-g++}"
command -v valgrind >/dev/null || { echo "compile instructions: valgrind is missing (apt-get install valgrind)"; exit 0; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The same two TUs as bench/compile_time.sh (bench/compile_units/).
cp bench/compile_units/baseline.cpp bench/compile_units/one_chart.cpp "$work/"
count() {  # instructions of every process the compilation runs
    rm -f "$work"/cg.*
    valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$work/cg.%p" "$@" 2>&1 |
        awk '/Collected/ { s += $4 } END { printf "%.0f", s }'
}
printf '%-4s %16s %16s %8s\n' opt baseline one_chart ratio
for opt in -O0 -O2; do
    b=$(count "$cxx" -std=c++17 "$opt" -c "$work/baseline.cpp" -o "$work/b.o")
    c=$(count "$cxx" -std=c++17 "$opt" -Iinclude -c "$work/one_chart.cpp" -o "$work/c.o")
    awk -v o="$opt" -v b="$b" -v c="$c" 'BEGIN { printf "%-4s %16.0f %16.0f %7.2fx\n", o, b, c, c / b }'
done
