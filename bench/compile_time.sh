#!/usr/bin/env bash
# Compile-time section of `make bench`: what including and using sqfig costs a
# translation unit, as ratios to a baseline TU that includes only <vector>,
# <string>, <optional>, <functional> and <memory> (issue 15's yardstick).
#
#   bench/compile_time.sh [RUNS]     (default 5; medians of RUNS compilations)
#
# Each TU is compiled with -c (code generated, nothing linked) by g++ and, if
# installed, clang++, at -O0 and -O2, in both modes: header-only (as shipped)
# and separate compilation (-DSQFIG_SEPARATE_COMPILATION, only sqfig's include
# folder on the path; the library itself, src/sqfig.cpp, compiled once). A
# "raw Cairo" TU drawing the same chart with Cairo + Pango by hand is the
# comparison for a tool's build.
#
# Targets (issue 15): separate compilation, one chart <= 1.5x the baseline at
# -O0 and -O2 (g++); a 20-TU tool (20 chart TUs + the library once) <= 2x the
# raw-Cairo tool (20 raw TUs).
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
[[ -x /usr/bin/time ]] || { echo "compile time: /usr/bin/time is missing (apt-get install time); section skipped"; exit 0; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags="$(pkg-config --cflags cairo pangocairo pangoft2 fontconfig gio-2.0)"

cp bench/compile_units/baseline.cpp bench/compile_units/one_chart.cpp "$work/"
cat > "$work/include_only.cpp" <<'CPP'
#include <sqfig/sqfig.hpp>
int main() { return 0; }
CPP
cat > "$work/raw_cairo.cpp" <<'CPP'
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>
int main() {
    cairo_surface_t* s = cairo_pdf_surface_create("chart.pdf", 288, 216);
    cairo_t* cr = cairo_create(s);
    const std::vector<double> x{0, 1, 2, 3}, y{1, 3, 2, 4};
    for (std::size_t i = 0; i < x.size(); ++i) cairo_rectangle(cr, 40 + 50 * x[i], 180 - 30 * y[i], 30, 30 * y[i]);
    cairo_fill(cr);
    cairo_move_to(cr, 40, 180 - 30 * y[0]);
    for (std::size_t i = 1; i < x.size(); ++i) cairo_line_to(cr, 40 + 50 * x[i], 180 - 30 * y[i]);
    cairo_stroke(cr);
    PangoLayout* layout = pango_cairo_create_layout(cr);
    PangoFontDescription* font = pango_font_description_from_string("DejaVu Sans 9");
    pango_layout_set_font_description(layout, font);
    for (const char* t : {"step", "value", "loss", "tokens"}) {
        pango_layout_set_text(layout, t, -1);
        cairo_move_to(cr, 100, 195);
        pango_cairo_show_layout(cr, layout);
    }
    pango_font_description_free(font);
    g_object_unref(layout);
    cairo_destroy(cr);
    cairo_surface_destroy(s);
}
CPP

# Median CPU time (user + system, of the compiler and its children) of `runs`
# compilations of one TU: CPU rather than wall time, so that other work on
# the machine disturbs the ratios less.
# $4: "sep" for separate compilation.
median_time() {
    local cxx="$1" opt="$2" tu="$3" mode="${4:-}" times=() extra=($flags) n="$runs"
    [[ "$mode" == sep ]] && extra=(-DSQFIG_SEPARATE_COMPILATION)
    [[ "$mode" == lib ]] && extra=(-DSQFIG_SEPARATE_COMPILATION $flags) && n=$(( runs < 3 ? runs : 3 ))
    for ((i = 0; i < n; ++i)); do
        /usr/bin/time -f "%U %S" -o "$work/time" \
            "$cxx" -std=c++17 "$opt" -Iinclude "${extra[@]}" -c "$work/$tu.cpp" -o "$work/$tu.o"
        times+=("$(awk '{print $1 + $2}' "$work/time")")
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

# The chart TU's ratio to the baseline TU in separate compilation, from
# interleaved pairs (baseline, chart, baseline, chart, ...): the median of the
# pairs' ratios. Medians taken one TU after the other drift with the
# machine's speed, which at 0.6-1.2 s a compilation moved the ratio by 0.4.
paired_ratio() {
    local cxx="$1" opt="$2" ratios=() n=$(( runs < 5 ? 5 : runs )) tb tc
    for ((i = 0; i < n; ++i)); do
        /usr/bin/time -f "%U %S" -o "$work/time" "$cxx" -std=c++17 "$opt" -Iinclude -c "$work/baseline.cpp" -o "$work/baseline.o"
        tb=$(awk '{print $1 + $2}' "$work/time")
        /usr/bin/time -f "%U %S" -o "$work/time" "$cxx" -std=c++17 "$opt" -Iinclude -DSQFIG_SEPARATE_COMPILATION \
            -c "$work/one_chart.cpp" -o "$work/one_chart.o"
        tc=$(awk '{print $1 + $2}' "$work/time")
        ratios+=("$(echo "$tc / $tb" | bc -l)")
    done
    printf '%s\n' "${ratios[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

printf '#include <sqfig/impl/src.hpp>\n' > "$work/library.cpp"
verdict() { if (( $(echo "$1 <= $2" | bc -l) )); then echo "met"; else echo "NOT met"; fi; }

echo "=== compile time: CPU seconds for one TU, medians of $runs (-c, nothing linked) ==="
printf '%-10s %-4s %10s %14s %14s %12s\n' compiler opt baseline "include only" "one chart" "raw Cairo"
for cxx in g++ clang++; do
    command -v "$cxx" >/dev/null 2>&1 || { echo "$cxx: not installed, skipped"; continue; }
    for opt in -O0 -O2; do
        b=$(median_time "$cxx" "$opt" baseline)
        inc=$(median_time "$cxx" "$opt" include_only)
        one=$(median_time "$cxx" "$opt" one_chart)
        raw=$(median_time "$cxx" "$opt" raw_cairo)
        printf '%-10s %-4s %9.2fs %7.2fs %5.1fx %7.2fs %5.1fx %6.2fs %4.1fx\n' "$cxx" "$opt" "$b" \
            "$inc" "$(echo "$inc / $b" | bc -l)" "$one" "$(echo "$one / $b" | bc -l)" \
            "$raw" "$(echo "$raw / $b" | bc -l)"
    done
done
echo "(header-only, as shipped; ratios to the baseline TU)"
echo
echo "=== separate compilation (SQFIG_SEPARATE_COMPILATION; only sqfig's include folder for the user's TUs) ==="
printf '%-10s %-4s %10s %14s %14s %12s %22s %s\n' compiler opt baseline "include only" "one chart" "library TU" \
    "20-TU tool vs raw" "targets: chart <= 1.5x, tool <= 2x"
for cxx in g++ clang++; do
    command -v "$cxx" >/dev/null 2>&1 || { echo "$cxx: not installed, skipped"; continue; }
    for opt in -O0 -O2; do
        b=$(median_time "$cxx" "$opt" baseline)
        inc=$(median_time "$cxx" "$opt" include_only sep)
        one=$(median_time "$cxx" "$opt" one_chart sep)
        lib=$(median_time "$cxx" "$opt" library lib)
        raw=$(median_time "$cxx" "$opt" raw_cairo)
        pair=$(paired_ratio "$cxx" "$opt")
        # The tool's own 20 TUs (library installed, as from a package), and
        # the same plus the library TU when the tool builds sqfig itself.
        tool=$(echo "20 * $one" | bc -l)
        toollib=$(echo "20 * $one + $lib" | bc -l)
        rawtool=$(echo "20 * $raw" | bc -l)
        printf '%-10s %-4s %9.2fs %7.2fs %5.1fx %7.2fs %5.1fx %11.2fs %8.1fs / %5.1fs %4.1fx (%4.1fx with the library TU)   chart: %s, tool: %s\n' \
            "$cxx" "$opt" "$b" "$inc" "$(echo "$inc / $b" | bc -l)" "$one" "$(echo "$one / $b" | bc -l)" "$lib" \
            "$tool" "$rawtool" "$(echo "$tool / $rawtool" | bc -l)" "$(echo "$toollib / $rawtool" | bc -l)" \
            "$(verdict "$pair" 1.5)" "$(verdict "$tool / $rawtool" 2)"
        printf '%-10s %-4s %s\n' "" "" "$(printf 'chart / baseline from interleaved pairs: %.2fx (the chart verdict)' "$pair")"
    done
done
echo "(the same chart ratio in compiler instructions, which the load does not move: bench/compile_instructions.sh)"
echo "(a 20-TU tool that draws a chart in every TU: header-only costs about 20 x 'one chart' above;"
echo " compiled, 20 x 'one chart' here, plus the library TU once when the tool builds sqfig itself)"
