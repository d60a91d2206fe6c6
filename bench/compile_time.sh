#!/usr/bin/env bash
# Compile-time section of `make bench`: what including and using sqfig costs a
# user's translation unit, with the flags `pkg-config --cflags sqfig` gives
# (the public headers' folder plus the backends' include folders; the source
# tree's cmake/pkgconfig/sqfig-uninstalled.pc, the same flags an installed
# sqfig.pc gives but for one -I).
#
#   bench/compile_time.sh [RUNS] [ml]     (default 5; medians of RUNS compilations;
#                                          "ml": only section 3)
#   SQFIG_BENCH_CXX="g++"                 (the compilers to time; default g++ clang++)
#
# 1. One TU, compiled with -c by g++ and clang++ at -O0 and -O2: a baseline of
#    five standard headers (<vector> <string> <optional> <functional> <memory>),
#    <sqfig/sqfig.hpp> alone, and a TU that builds and saves a chart; CPU
#    seconds (user + system) and the compiler's peak memory.
# 2. A 20-TU tool, each TU drawing one chart, against the same tool with the
#    sqfig calls removed (g++ -O2; the library built once, as from a package):
#    research TUs (CSV reading, statistics, printing) and minimal ones.
#
# 3. The ML gallery's programs (examples/gallery/ml/NN_*.cpp, every one of
#    them), each against the baseline TU in interleaved rounds (baseline,
#    own, own + sqfig.hpp, program, ...) with g++ -O2 and clang++ -O2: each
#    program's ratio is the median over RUNS rounds of program / baseline in
#    the same round, and the section's figure is the median of those ratios.
#
# Targets (issue 30): the chart TU <= 1.5x the baseline's CPU at g++ -O2 and
# <= 150 MiB; the 20-TU research tool <= 2x the tool without sqfig.
# Target (issue 45): the ML programs' median ratio <= 1.5x at g++ -O2.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
[[ -x /usr/bin/time ]] || { echo "compile time: /usr/bin/time is missing (apt-get install time); section skipped"; exit 0; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export PKG_CONFIG_PATH="$PWD/cmake/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
read -r -a flags <<< "$(pkg-config --cflags sqfig)"

cp bench/compile_units/baseline.cpp bench/compile_units/one_chart.cpp "$work/"
printf '#include <sqfig/sqfig.hpp>\nint main() { return 0; }\n' > "$work/include_only.cpp"

# One compilation: "CPU-seconds peak-KiB".
compile() {
    local cxx="$1" opt="$2" tu="$3"
    /usr/bin/time -f "%U %S %M" -o "$work/time" "$cxx" -std=c++17 "$opt" "${flags[@]}" -c "$work/$tu" -o "$work/$tu.o"
    awk '{print $1 + $2, $3}' "$work/time"
}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# The median of a set of ratios; of an even count, the mean of the two middle ones.
middle() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

# --- The ML gallery's programs against the baseline (issue 45). A program
# includes what it needs besides sqfig (<cmath>, <random>, <vector>), as a
# user's would, and those headers cost it whether it draws or not; so each
# program is also measured against "own": the baseline TU plus the program's
# own standard includes (no sqfig), which says how much of the ratio is
# sqfig's; and against "own + sqfig.hpp": that TU including <sqfig/sqfig.hpp>
# and calling nothing, which splits sqfig's share into its declarations
# (own + sqfig.hpp - own) and the program's calls and data (program - own +
# sqfig.hpp). Each program is also timed "per-artist": the same program with
# the umbrella replaced by <sqfig/subplots.hpp> and the headers of the artists
# it uses (scripts/lean_includes.py finds them by compiling it), which is what
# a program that includes only what it uses costs. Interleaved rounds
# (baseline, own, own + sqfig.hpp, program, per-artist, ...) keep drift out of
# each ratio; the load is printed before and after.
ml_programs=(examples/gallery/ml/[0-9][0-9]_*.cpp)
ml_row() {  # cxx: one line per program, then the medians of the ratios
    local cxx="$1" prog name tb to ti tp tl k
    : > "$work/ml_ratios"; : > "$work/ml_own_ratios"; : > "$work/ml_inc_ratios"; : > "$work/ml_lean_ratios"
    for prog in "${ml_programs[@]}"; do
        name="$(basename "$prog" .cpp)"
        { grep '^#include <' "$prog" | grep -v '<sqfig/' || true; cat "$work/baseline.cpp"; } > "$work/ml_own.cpp"
        { echo '#include <sqfig/sqfig.hpp>'; cat "$work/ml_own.cpp"; } > "$work/ml_inc.cpp"
        python3 scripts/lean_includes.py --out "$work/ml_lean.cpp" "$prog" -- "$cxx" -std=c++17 "${flags[@]}"
        : > "$work/ml_r"; : > "$work/ml_o"; : > "$work/ml_i"; : > "$work/ml_l"
        for ((k = 0; k < runs; ++k)); do
            read -r tb _ <<< "$(compile "$cxx" -O2 baseline.cpp)"
            read -r to _ <<< "$(compile "$cxx" -O2 ml_own.cpp)"
            read -r ti _ <<< "$(compile "$cxx" -O2 ml_inc.cpp)"
            /usr/bin/time -f "%U %S" -o "$work/time" "$cxx" -std=c++17 -O2 "${flags[@]}" -c "$prog" -o "$work/ml_p.o"
            tp=$(awk '{print $1 + $2}' "$work/time")
            read -r tl _ <<< "$(compile "$cxx" -O2 ml_lean.cpp)"
            echo "$tp / $tb" | bc -l >> "$work/ml_r"; echo "$to / $tb" | bc -l >> "$work/ml_o"
            echo "$ti / $tb" | bc -l >> "$work/ml_i"; echo "$tl / $tb" | bc -l >> "$work/ml_l"
        done
        median < "$work/ml_r" >> "$work/ml_ratios"
        median < "$work/ml_o" >> "$work/ml_own_ratios"
        median < "$work/ml_i" >> "$work/ml_inc_ratios"
        median < "$work/ml_l" >> "$work/ml_lean_ratios"
        printf '  %-8s %-24s program %5.2fx   per-artist %5.2fx   own headers alone %5.2fx   own + sqfig.hpp %5.2fx   (%s)\n' \
            "$cxx" "$name" "$(median < "$work/ml_r")" "$(median < "$work/ml_l")" "$(median < "$work/ml_o")" \
            "$(median < "$work/ml_i")" "$(grep '^#include <' "$prog" | grep -v '<sqfig/' | sed 's/#include //' | tr '\n' ' ')"
    done
    # The median of an even count is the mean of the two middle ratios.
    local m o i l
    m=$(middle < "$work/ml_ratios"); o=$(middle < "$work/ml_own_ratios")
    i=$(middle < "$work/ml_inc_ratios"); l=$(middle < "$work/ml_lean_ratios")
    printf '%-8s -O2: median ratio %.2fx over %d programs (%.2fx-%.2fx); per-artist headers: median %.2fx (%.2fx-%.2fx);\n' \
        "$cxx" "$m" "$(wc -l < "$work/ml_ratios")" "$(sort -g "$work/ml_ratios" | head -1)" \
        "$(sort -g "$work/ml_ratios" | tail -1)" "$l" "$(sort -g "$work/ml_lean_ratios" | head -1)" \
        "$(sort -g "$work/ml_lean_ratios" | tail -1)"
    printf '%-8s      their own headers alone: median %.2fx; own + sqfig.hpp: median %.2fx\n' "" "$o" "$i"
}
ml_section() {
    echo "=== the ML gallery (${#ml_programs[@]} programs): CPU of each over the baseline TU's, -O2, medians of $runs interleaved rounds ==="
    echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    for cxx in ${SQFIG_BENCH_CXX:-g++ clang++}; do
        command -v "$cxx" >/dev/null 2>&1 || { echo "$cxx: not installed, skipped"; continue; }
        ml_row "$cxx"
    done
    echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "(target, issue 45: the median ratio <= 1.5x at g++ -O2; \"per-artist\": the program including"
    echo " <sqfig/subplots.hpp> and the headers of the artists it uses instead of <sqfig/sqfig.hpp>"
    echo " (scripts/lean_includes.py); \"own headers alone\": the baseline TU plus the"
    echo " program's standard includes, no sqfig: what the program costs before it draws anything; \"own + sqfig.hpp\":"
    echo " that TU including <sqfig/sqfig.hpp> and calling nothing: what sqfig's declarations cost it)"
}
# `bench/compile_time.sh RUNS ml`: the ML gallery's section alone.
if [[ "${2:-}" == ml ]]; then ml_section; exit 0; fi

# Interleaved runs (baseline, include only, chart, baseline, ...): medians of
# CPU and of the chart/baseline ratio of each round, so that the machine's
# speed drifting over a minute moves numerator and denominator together.
one_tu_row() {
    local cxx="$1" opt="$2" b i c tb ti tc mem=0 line
    : > "$work/b"; : > "$work/i"; : > "$work/c"; : > "$work/r"
    for ((k = 0; k < runs; ++k)); do
        read -r tb _ <<< "$(compile "$cxx" "$opt" baseline.cpp)"
        read -r ti _ <<< "$(compile "$cxx" "$opt" include_only.cpp)"
        read -r tc m <<< "$(compile "$cxx" "$opt" one_chart.cpp)"
        (( m > mem )) && mem=$m
        echo "$tb" >> "$work/b"; echo "$ti" >> "$work/i"; echo "$tc" >> "$work/c"
        echo "$tc / $tb" | bc -l >> "$work/r"
    done
    b=$(median < "$work/b"); i=$(median < "$work/i"); c=$(median < "$work/c")
    line=$(printf '%-8s %-4s %8.2fs %8.2fs %5.2fx %8.2fs %5.2fx %7.0f MiB' "$cxx" "$opt" "$b" "$i" \
        "$(echo "$i / $b" | bc -l)" "$c" "$(median < "$work/r")" "$(echo "$mem / 1024" | bc -l)")
    echo "$line"
}

echo "=== one TU: CPU seconds (medians of $runs, -c), flags of pkg-config --cflags sqfig ==="
printf '%-8s %-4s %9s %16s %16s %11s\n' compiler opt baseline "sqfig.hpp only" "chart (ratio)" "chart peak"
for cxx in ${SQFIG_BENCH_CXX:-g++ clang++}; do
    command -v "$cxx" >/dev/null 2>&1 || { echo "$cxx: not installed, skipped"; continue; }
    for opt in -O0 -O2; do one_tu_row "$cxx" "$opt"; done
done
echo "(ratio: the median over rounds of chart / baseline in the same round; peak: the largest of the chart's compilations)"
echo

# --- A 20-TU tool, in two kinds: "research" TUs that do what a research
# tool's file does besides drawing (read a CSV with <fstream>/<sstream>,
# summarise with <cmath>/<numeric>/<algorithm>, keep results in a <map>,
# print with <iostream>), and "minimal" TUs of four lines over <vector> and
# <string>, where sqfig's share is largest. Each kind with and without its
# sqfig calls (and without the include).
tool_tu() {  # kind k variant
    local kind="$1" k="$2" variant="$3"
    [[ $variant == with ]] && echo '#include <sqfig/sqfig.hpp>'
    if [[ $kind == research ]]; then
        cat <<CPP
#include <algorithm>
#include <cmath>
#include <fstream>
#include <iostream>
#include <map>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>
double figure_$k(const std::vector<double>& x, const std::vector<double>& y) {
    std::map<std::string, std::vector<double>> columns;
    std::ifstream in("run_$k.csv");
    for (std::string line; std::getline(in, line);) {
        std::istringstream fields(line);
        std::string name;
        double v = 0;
        if (std::getline(fields, name, ',') && fields >> v) columns[name].push_back(v);
    }
    const double mean = std::accumulate(y.begin(), y.end(), 0.0) / static_cast<double>(y.size());
    double var = 0;
    for (double v : y) var += (v - mean) * (v - mean);
    const double sd = std::sqrt(var / static_cast<double>(y.size()));
    const double peak = *std::max_element(y.begin(), y.end());
    std::cout << "run $k: mean " << mean << " sd " << sd << " peak " << peak << " (" << columns.size() << " columns)\n";
    const std::string name = "figure_$k.pdf";
CPP
    else
        cat <<CPP
#include <string>
#include <vector>
double figure_$k(const std::vector<double>& x, const std::vector<double>& y) {
    const double mean = (y.front() + y.back()) / 2, sd = 0, peak = y.back();
    const std::string name = "figure_$k.pdf";
CPP
    fi
    if [[ $variant == with ]]; then
        cat <<CPP
    sqfig::Figure fig{sqfig::inches(4, 3)};
    auto& ax = fig.axes();
    ax.line(x, y).label("run $k");
    ax.bars(x, y).label("mean " + std::to_string(mean));
    ax.x_label("step");
    ax.y_label("loss");
    ax.legend();
    fig.save(name);
CPP
    fi
    echo "    return mean + sd + peak + static_cast<double>(name.size()) + x.front();"
    echo "}"
}
for kind in research minimal; do
    for variant in with without; do
        d="$work/tool/$kind-$variant"
        mkdir -p "$d"
        for ((k = 0; k < 20; ++k)); do tool_tu "$kind" "$k" "$variant" > "$d/tu_$k.cpp"; done
        {
            echo '#include <vector>'
            for ((k = 0; k < 20; ++k)); do echo "double figure_$k(const std::vector<double>&, const std::vector<double>&);"; done
            echo 'int main() {'
            echo '    const std::vector<double> x{0, 1, 2, 3}, y{1, 3, 2, 4};'
            echo '    double s = 0;'
            for ((k = 0; k < 20; ++k)); do echo "    s += figure_$k(x, y);"; done
            echo '    return s > 0 ? 0 : 1;'
            echo '}'
        } > "$d/main.cpp"
    done
done
tool_cpu() {  # CPU seconds to compile one tool's 21 TUs with g++ -O2
    local dir="$1" total=0 t
    for f in "$dir"/*.cpp; do
        /usr/bin/time -f "%U %S" -o "$work/time" g++ -std=c++17 -O2 "${flags[@]}" -c "$f" -o "$f.o"
        t=$(awk '{print $1 + $2}' "$work/time")
        total=$(echo "$total + $t" | bc -l)
    done
    echo "$total"
}
# The library, compiled once (what a package's libsqfig.a cost its builder),
# here as its generated single file (one TU; bench/library_build.sh times the
# library's own TUs one by one).
printf '#include <sqfig/implementation.hpp>\n' > "$work/sqfig_impl.cpp"
/usr/bin/time -f "%U %S" -o "$work/time" g++ -std=c++17 -O2 "${flags[@]}" -c "$work/sqfig_impl.cpp" -o "$work/sqfig.o"
lib=$(awk '{print $1 + $2}' "$work/time")
echo "=== a 20-TU tool, each TU drawing one chart (g++ -O2, CPU seconds for its 21 TUs, medians of 3 interleaved rounds) ==="
for kind in research minimal; do
    : > "$work/w"; : > "$work/wo"; : > "$work/tr"
    for ((k = 0; k < 3; ++k)); do
        wo=$(tool_cpu "$work/tool/$kind-without"); w=$(tool_cpu "$work/tool/$kind-with")
        echo "$wo" >> "$work/wo"; echo "$w" >> "$work/w"; echo "$w / $wo" | bc -l >> "$work/tr"
    done
    # It links and runs: 20 figures.
    ran=$(cd "$work/tool/$kind-with" && g++ -o tool ./*.o "$work/sqfig.o" $(pkg-config --libs sqfig) && ./tool > /dev/null && ls figure_*.pdf | wc -l)
    printf '%-8s without sqfig %6.2fs   with sqfig %6.2fs   ratio %4.2fx   figures written: %s\n' \
        "$kind" "$(median < "$work/wo")" "$(median < "$work/w")" "$(median < "$work/tr")" "$ran"
done
printf '(target: research <= 2x; the library TU, compiled once by whoever builds libsqfig.a: %.2fs)\n' "$lib"
echo
ml_section
