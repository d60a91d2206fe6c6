#!/usr/bin/env bash
# Builds examples/custom_artist against the installed sqfig package and checks
# that its user-defined artist (ShadedBand) autoscales, shows in the legend
# with its own handle, and is seen by collisions().
# Environment (set by ctest): SQFIG_SOURCE_DIR SQFIG_PREFIX SQFIG_WORK
# SQFIG_CMAKE SQFIG_CMAKE_GENERATOR SQFIG_CXX.
set -euo pipefail
src="${SQFIG_SOURCE_DIR:?}"
prefix="${SQFIG_PREFIX:?}"
work="${SQFIG_WORK:?}"
cmake="${SQFIG_CMAKE:-cmake}"
gen="${SQFIG_CMAKE_GENERATOR:-Unix Makefiles}"
cxx="${SQFIG_CXX:-c++}"

say() { printf '[custom_artist] %s\n' "$*"; }
fail() { printf '[custom_artist] FAILED: %s\n' "$*" >&2; exit 1; }

compgen -G "$prefix/lib*/cmake/sqfig/sqfigConfig.cmake" > /dev/null || fail "no installed package in $prefix (buildcheck.install must run first)"
rm -rf "$work"
mkdir -p "$work"
"$cmake" -S "$src/examples/custom_artist" -B "$work/build" -G "$gen" -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_CXX_FLAGS="-Wall -Wextra -Wpedantic -Werror"
"$cmake" --build "$work/build"
exe="$work/build/sqfig-custom-artist"

out="$("$exe" "$work/band.pdf")"
printf '%s\n' "$out"
[[ "$(head -c 5 "$work/band.pdf")" == "%PDF-" ]] || fail "band.pdf is not a PDF"
grep -q "legend shows the band's own handle" <<<"$out" || fail "the legend does not show the artist's own handle"
grep -q "(0 collisions)" <<<"$out" || fail "the clean figure reports collisions"
if command -v pdftotext >/dev/null 2>&1; then
    text="$(pdftotext "$work/band.pdf" -)"
    grep -q "min/max over 5 seeds" <<<"$text" || fail "the band's legend entry is not in the PDF"
    grep -q "mean loss" <<<"$text" || fail "the line's legend entry is not in the PDF"
fi

out="$("$exe" "$work/band-text.pdf" --text-on-band)"
printf '%s\n' "$out"
grep -q 'text "on the band" overlaps axes 0 shaded band "min/max over 5 seeds"' <<<"$out" \
    || fail "collisions() does not see the user-defined artist"
say "ok: a user-defined artist, built against $prefix, is in the legend and in the collision check"
