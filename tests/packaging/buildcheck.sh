#!/usr/bin/env bash
# Build checks for sqfig, run by ctest (see tests/CMakeLists.txt):
#   buildcheck.sh headers           every public header compiles on its own with only include/ on the path
#                                   (so none reaches a Cairo, Pango, GLib or zlib header); every internal
#                                   header under src/sqfig compiles on its own with the backends' flags
#   buildcheck.sh no_backend_macros <sqfig/sqfig.hpp> and <sqfig/scene.hpp> define no macro beyond the
#                                   standard headers' (SQFIG_* aside), with g++ and clang++
#   buildcheck.sh light_umbrella    <sqfig/sqfig.hpp> declares the scene without defining it, and Axes,
#                                   Figure and Page hold only a pointer to their state; <sqfig/subplots.hpp>
#                                   declares the artists without defining them
#   buildcheck.sh per_artist_headers every ML gallery program compiles from per-artist headers
#   buildcheck.sh install           configure + install sqfig into $SQFIG_CHECK_DIR/prefix: the public
#                                   headers and nothing of src/, the library, the package files
#   buildcheck.sh find_package      consumer: find_package(sqfig CONFIG) on that prefix
#   buildcheck.sh pkg_config        consumer: c++ ... $(pkg-config --cflags --libs sqfig)
#   buildcheck.sh add_subdirectory  consumer: add_subdirectory(<sqfig source tree>); builds only the
#                                   library and installs nothing
#   buildcheck.sh fetchcontent      consumer: FetchContent with SOURCE_DIR (no network)
#   buildcheck.sh shared            a shared libsqfig exports the public API (SQFIG_API) and no symbol of
#                                   sqfig::detail; the ML gallery and the consumer link and run against it
#   buildcheck.sh source_tree       consumer without a build system: the implementation in one TU of the
#                                   program, flags from cmake/pkgconfig/sqfig-uninstalled.pc
#   Every consumer is built with g++ and clang++, at C++17 and C++20, and every one must write
#   the same PDF bytes (the first one built is kept as $SQFIG_CHECK_DIR/reference.pdf).
#   buildcheck.sh warnings-gcc      whole project, g++     -Wall -Wextra -Wpedantic -Werror
#   buildcheck.sh warnings-clang    whole project, clang++ -Wall -Wextra -Wpedantic -Werror
# Environment (set by ctest): SQFIG_SOURCE_DIR SQFIG_CHECK_DIR SQFIG_CMAKE
# SQFIG_CMAKE_GENERATOR SQFIG_CXX SQFIG_GXX SQFIG_CLANGXX SQFIG_VERSION SQFIG_JOBS.
# Exit status 77 means "skipped".
set -euo pipefail

mode="${1:?usage: buildcheck.sh MODE}"
src="${SQFIG_SOURCE_DIR:?}"
work="${SQFIG_CHECK_DIR:?}"
cmake="${SQFIG_CMAKE:-cmake}"
gen="${SQFIG_CMAKE_GENERATOR:-Unix Makefiles}"
cxx="${SQFIG_CXX:-c++}"
jobs="${SQFIG_JOBS:-2}"
prefix="$work/prefix"
# A second copy installed with `cmake --install --prefix` (not the configured
# prefix): the pkg-config consumer uses it, so the .pc file must be relocatable.
relocated="$work/relocated"
pkgdir="$src/tests/packaging"
modules="cairo cairo-pdf cairo-svg cairo-ps cairo-png pangocairo pangoft2 fontconfig harfbuzz-subset pixman-1 zlib"
mkdir -p "$work"

say() { printf '[buildcheck %s] %s\n' "$mode" "$*"; }
fail() { printf '[buildcheck %s] FAILED: %s\n' "$mode" "$*" >&2; exit 1; }

# The compilers and standards every consumer route is built with.
compilers=("${SQFIG_GXX:-g++}" "${SQFIG_CLANGXX:-clang++}")
standards=(17 20)

# Run a consumer binary: it must write a PDF with no Type 3 font, the same
# bytes as every other route's (the first one run becomes the reference).
run_consumer() {
    local exe="$1" out="$2"
    rm -f "$out"
    "$exe" "$out" > "$out.stdout" || fail "$exe failed"
    cat "$out.stdout"
    [[ -s "$out" ]] || fail "$exe did not write $out"
    [[ "$(head -c 5 "$out")" == "%PDF-" ]] || fail "$out is not a PDF"
    [[ -s "$out.embedded.pdf" ]] || fail "$exe did not write $out.embedded.pdf"
    if command -v pdffonts >/dev/null 2>&1 && pdffonts "$out" | grep -q "Type 3"; then
        fail "$out embeds Type 3 fonts"
    fi
    local ref="$work/reference.pdf"
    # The first route to get here keeps its PDF as the reference (mkdir is
    # atomic between checks running in parallel; `install`, which every
    # consumer check waits for, removes both first).
    if mkdir "$work/reference.lock" 2>/dev/null; then
        cp "$out" "$ref.tmp" && mv -f "$ref.tmp" "$ref"
    fi
    local waited=0
    while [[ ! -e "$ref" ]] && (( waited < 120 )); do sleep 1; waited=$((waited + 1)); done
    cmp -s "$out" "$ref" || fail "$out differs from $ref (another route drew other bytes)"
    say "ok: $exe wrote $out ($(stat -c %s "$out") bytes, the reference's bytes)"
}

# Configure, build and run one CMake consumer project from tests/packaging/
# with every compiler and standard.
cmake_consumer() {
    local name="$1"; shift
    local compiler std bdir
    for compiler in "${compilers[@]}"; do
        command -v "$compiler" >/dev/null 2>&1 || fail "$compiler not found (make deps installs it)"
        for std in "${standards[@]}"; do
            bdir="$work/consumer-$name-$(basename "$compiler")-c++$std"
            rm -rf "$bdir"
            say "$name with $compiler -std=c++$std"
            "$cmake" -S "$pkgdir/$name" -B "$bdir" -G "$gen" -DCMAKE_CXX_COMPILER="$compiler" \
                -DCMAKE_CXX_STANDARD="$std" -DCMAKE_CXX_STANDARD_REQUIRED=ON "$@" > "$bdir.configure.log" \
                || { cat "$bdir.configure.log"; fail "$name: configure failed"; }
            "$cmake" --build "$bdir" -j "$jobs"
            run_consumer "$bdir/sqfig_consumer" "$bdir/consumer.pdf"
        done
    done
    last_bdir="$bdir"
    # The last configure's output: a consumer sees no list of sqfig's dependencies.
    if grep -q "Checking for module\|Found .*cairo\|  Found " "$bdir.configure.log"; then
        cat "$bdir.configure.log"; fail "$name: configuring the consumer printed sqfig's dependencies"
    fi
}

# A sub-project sqfig builds only what the consumer links and installs nothing.
sub_project_quiet() {
    local bdir="$1"
    # Only the library of sqfig's targets was built.
    if find "$bdir" -name 'sqfig-paper-figures' -o -name 'sqfig_unit_tests' | grep -q .; then
        fail "$bdir: sqfig built its programs as a sub-project"
    fi
    local dest="$bdir/install-probe"
    rm -rf "$dest"
    "$cmake" --install "$bdir" --prefix "$dest" > /dev/null
    if [[ -d "$dest" ]] && find "$dest" -type f | grep -q .; then
        find "$dest" -type f | head; fail "$bdir: installing the consumer installed sqfig's files"
    fi
    say "ok: as a sub-project sqfig built only its library and installed nothing"
}

whole_project() {
    local compiler="$1" tag="$2"
    if [[ -z "$compiler" ]] || ! command -v "$compiler" >/dev/null 2>&1; then
        say "SKIPPED: $tag compiler not found (make deps installs it)"
        exit 77
    fi
    local bdir="$work/warnings-$tag"
    say "configuring the whole project with $compiler into $bdir"
    "$cmake" -S "$src" -B "$bdir" -G "$gen" -DCMAKE_CXX_COMPILER="$compiler" \
        -DCMAKE_BUILD_TYPE=Debug -DSQFIG_WERROR=ON -DSQFIG_SANITIZE=OFF \
        -DSQFIG_BUILD_EXAMPLES=ON -DSQFIG_BUILD_TESTS=ON -DSQFIG_BUILD_BENCH=ON
    "$cmake" --build "$bdir" -j "$jobs"
    say "ok: warning-free with $compiler (-Wall -Wextra -Wpedantic -Werror)"
}

case "$mode" in
headers)
    hdir="$work/headers"
    rm -rf "$hdir"; mkdir -p "$hdir"
    cflags="$(pkg-config --cflags $modules)"
    mapfile -t public < <(cd "$src/include" && find sqfig -type f -name '*.hpp' | LC_ALL=C sort)
    mapfile -t internal < <(cd "$src/src" && find sqfig -type f -name '*.hpp' | LC_ALL=C sort)
    mapfile -t extras < <(cd "$src/extras/include" && find sqfig -type f -name '*.hpp' | LC_ALL=C sort)
    (( ${#public[@]} > 0 )) || fail "no headers found under $src/include/sqfig"
    # include/ holds only headers: a .cpp or .h there is an implementation in the wrong room.
    stray="$(cd "$src/include" && find sqfig -type f ! -name '*.hpp')"
    [[ -z "$stray" ]] || fail "include/ holds files that are not public headers: $stray"
    export cxx cflags src hdir
    # -fsyntax-only: self-containment needs parsing and checking, not code.
    # A public header compiles with only include/ on the path (no backend flags):
    # it reaches no Cairo, Pango, GLib or zlib header. An internal one with src/
    # and the backends' flags; an opt-in one (extras/) with extras/include too.
    { printf 'public %s\n' "${public[@]}"; printf 'internal %s\n' "${internal[@]}"; printf 'extras %s\n' "${extras[@]}"; } |
    xargs -P "$jobs" -L 1 bash -c '
        kind="$1"; h="$2"; f="$hdir/$(echo "$h" | tr "/." "__")-$kind.cpp"
        printf "#include <%s>\n#include <%s>  // twice: include guard\n" "$h" "$h" > "$f"
        if [[ $kind == public ]]; then flags=(-I"$src/include"); else flags=(-I"$src/include" -I"$src/src" -I"$src/extras/include" $cflags); fi
        if "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror "${flags[@]}" -fsyntax-only "$f" 2> "${f%.cpp}.log"; then
            echo "  ok    $kind $h"
        else
            echo "  FAIL  $kind $h"; cat "${f%.cpp}.log"; touch "$hdir/failed"
        fi' _
    [[ ! -e "$hdir/failed" ]] || fail "some headers do not compile on their own (see above)"
    say "ok: ${#public[@]} public headers (standard headers only), ${#internal[@]} internal ones and ${#extras[@]} opt-in ones compile on their own with $cxx"
    # Without exceptions sqfig is unsupported, and says so first (sqfig/config.hpp).
    printf '#include <sqfig/sqfig.hpp>\nint main() { return 0; }\n' > "$hdir/no_exceptions.cpp"
    for compiler in "${compilers[@]}"; do
        if "$compiler" -std=c++17 -fno-exceptions -I"$src/include" -fsyntax-only "$hdir/no_exceptions.cpp" 2> "$hdir/no_exceptions.log"; then
            fail "$compiler -fno-exceptions compiled <sqfig/sqfig.hpp>: expected the #error of sqfig/config.hpp"
        fi
        first="$(grep -m1 'error' "$hdir/no_exceptions.log" || true)"
        [[ "$first" == *"sqfig needs C++ exceptions"* ]] || { cat "$hdir/no_exceptions.log" | head; fail "$compiler -fno-exceptions: the first error is not sqfig's #error"; }
    done
    say "ok: with -fno-exceptions the first error is sqfig's own #error (g++ and clang++)"
    ;;
no_backend_macros)
    # After #include <sqfig/sqfig.hpp> (and <sqfig/scene.hpp>, the artist
    # author's API) a TU has exactly the macros of the standard headers, with
    # the flags `pkg-config --cflags sqfig` gives (the backends' -I and -pthread).
    mdir="$work/no-backend-macros"
    rm -rf "$mdir"; mkdir -p "$mdir"
    cflags="$(pkg-config --cflags $modules)"
    # Every standard header of C++17 and C++20 that the compiler has.
    std_headers="algorithm any array atomic bit bitset cassert cctype cerrno cfloat charconv chrono cinttypes climits
        clocale cmath codecvt compare complex concepts condition_variable csetjmp csignal cstdarg cstddef cstdint
        cstdio cstdlib cstring ctime cwchar cwctype deque exception execution filesystem forward_list fstream
        functional future initializer_list iomanip ios iosfwd iostream istream iterator limits list locale map memory
        memory_resource mutex new numbers numeric optional ostream queue random ranges ratio regex scoped_allocator set
        shared_mutex span sstream stack stdexcept streambuf string string_view system_error thread tuple type_traits
        typeindex typeinfo unordered_map unordered_set utility valarray variant vector version"
    for compiler in "${compilers[@]}"; do
        for std in "${standards[@]}"; do
            : > "$mdir/std.cpp"
            for h in $std_headers; do
                printf '#include <%s>\n' "$h" > "$mdir/probe.cpp"
                "$compiler" -std=c++$std -fsyntax-only "$mdir/probe.cpp" 2>/dev/null && printf '#include <%s>\n' "$h" >> "$mdir/std.cpp"
            done
            { cat "$mdir/std.cpp"; printf '#include <sqfig/sqfig.hpp>\n#include <sqfig/scene.hpp>\n'; } > "$mdir/user.cpp"
            # shellcheck disable=SC2086
            "$compiler" -std=c++$std $cflags -I"$src/include" -dM -E "$mdir/std.cpp" | sort > "$mdir/std.macros"
            # shellcheck disable=SC2086
            "$compiler" -std=c++$std $cflags -I"$src/include" -dM -E "$mdir/user.cpp" | sort > "$mdir/user.macros"
            extra="$(comm -13 "$mdir/std.macros" "$mdir/user.macros" | grep -v '^#define SQFIG_' || true)"
            if [[ -n "$extra" ]]; then
                echo "$extra" | head -40
                fail "$compiler -std=c++$std: <sqfig/sqfig.hpp> defines $(echo "$extra" | wc -l) macros beyond the standard headers'"
            fi
            say "ok: $compiler -std=c++$std: 0 macros beyond the standard headers' (SQFIG_* aside)"
        done
    done
    # And a user's names that GLib's and zlib's would clash with compile beside it.
    cat > "$mdir/names.cpp" <<'CPP'
#include <sqfig/sqfig.hpp>
struct Byte { int b; };
struct uLong { int u; };
enum Flag { TRUE = 1, FALSE = 0 };
inline double MIN(double a, double b) { return a < b ? a : b; }
inline double MAX(double a, double b) { return a < b ? b : a; }
int main() {
    sqfig::Figure fig(sqfig::inches(3, 2));
    fig.axes().line({0, 1, 2}, {MIN(1, 2), MAX(1, 2), TRUE});
    return Byte{0}.b + uLong{0}.u + FALSE;
}
CPP
    # shellcheck disable=SC2086
    "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror $cflags -I"$src/include" -fsyntax-only "$mdir/names.cpp" \
        || fail "a user's MIN, MAX, TRUE, FALSE, Byte or uLong clash with <sqfig/sqfig.hpp>"
    ;;
light_umbrella)
    # A chart's TU within 1.5x of a standard-header TU rests on two choices a
    # later change could undo without any test failing: a chart does not
    # compile the scene (scene.hpp: SceneItem's optionals alone cost about
    # 100 M compiler instructions), and the classes a chart uses keep their
    # state in the library (each std::unique_ptr / std::optional / std::vector
    # of a distinct type in a class definition costs every TU 8-21 M).
    ldir="$work/light-umbrella"
    rm -rf "$ldir"; mkdir -p "$ldir"
    cat > "$ldir/user.cpp" <<'CPP'
#include <sqfig/sqfig.hpp>
#include <type_traits>
template <class T, class = void> struct is_complete : std::false_type {};
template <class T> struct is_complete<T, std::void_t<decltype(sizeof(T))>> : std::true_type {};
static_assert(!is_complete<sqfig::Scene>::value, "<sqfig/sqfig.hpp> defines sqfig::Scene (include scene.hpp only where a scene is used)");
static_assert(!is_complete<sqfig::SceneItem>::value, "<sqfig/sqfig.hpp> defines sqfig::SceneItem");
static_assert(!is_complete<sqfig::MeasuredText>::value, "<sqfig/sqfig.hpp> defines sqfig::MeasuredText");
static_assert(!is_complete<sqfig::detail::AxesLayout>::value, "<sqfig/sqfig.hpp> defines the axes layout (layout/axes_layout.hpp, internal)");
static_assert(sizeof(sqfig::Axes) == sizeof(void*), "sqfig::Axes holds more than the pointer to its state (Axes::State, axes.cpp)");
static_assert(sizeof(sqfig::Figure) == sizeof(void*), "sqfig::Figure holds more than the pointer to its state (Figure::State, figure.cpp)");
static_assert(sizeof(sqfig::Page) == sizeof(void*), "sqfig::Page holds more than the pointer to its state (Page::State, document.cpp)");
int main() {
    sqfig::Figure fig(sqfig::inches(3, 2));
    fig.axes().line({0, 1, 2}, {1, 2, 0}).label("a");
    return fig.collisions().empty() ? 0 : 1;
}
CPP
    for compiler in "${compilers[@]}"; do
        for std in "${standards[@]}"; do
            "$compiler" -std=c++$std -Wall -Wextra -Wpedantic -Werror -I"$src/include" \
                -fsyntax-only "$ldir/user.cpp" || fail "$compiler -std=c++$std: <sqfig/sqfig.hpp> is heavier than it should be"
        done
    done
    say "ok: <sqfig/sqfig.hpp> leaves the scene declared only; Axes, Figure and Page are one pointer each"
    # Per-artist headers: figures and axes declare the artists they make and
    # define none, so a program including <sqfig/subplots.hpp> and the
    # headers of the artists it uses compiles only those (an artist's header
    # included from axes.hpp again would make every program pay for all).
    cat > "$ldir/lean.cpp" <<'CPP'
#include <sqfig/subplots.hpp>
#include <sqfig/artists/line.hpp>
#include <type_traits>
template <class T, class = void> struct is_complete : std::false_type {};
template <class T> struct is_complete<T, std::void_t<decltype(sizeof(T))>> : std::true_type {};
template <class... T> constexpr bool none_complete = (!is_complete<T>::value && ...);
static_assert(none_complete<sqfig::Annotation, sqfig::Arrow, sqfig::BarLabels, sqfig::Bars, sqfig::Box,
                            sqfig::Boxplot, sqfig::BoxStats, sqfig::Colorbar, sqfig::ColorMapped, sqfig::Contour,
                            sqfig::Ecdf, sqfig::EcdfOptions, sqfig::ErrorBars, sqfig::FilledBand, sqfig::Heatmap,
                            sqfig::Hexbin, sqfig::HexbinOptions, sqfig::Histogram, sqfig::Histogram2d,
                            sqfig::Histogram2dOptions, sqfig::Legend, sqfig::Pie, sqfig::PointLabels,
                            sqfig::PolarAxes, sqfig::Rectangle, sqfig::ReferenceLine, sqfig::ReferenceSpan,
                            sqfig::Scatter, sqfig::SignificanceBracket, sqfig::SignificanceBrackets,
                            sqfig::StackPlot, sqfig::Text, sqfig::Violin>,
              "<sqfig/subplots.hpp> defines an artist: figure.hpp and axes.hpp should only declare them");
int main() {
    auto [fig, ax] = sqfig::subplots(sqfig::inches(3, 2));
    ax.line({0, 1, 2}, {1, 2, 0}).width(2).label("a");
    return fig.collisions().empty() ? 0 : 1;
}
CPP
    for compiler in "${compilers[@]}"; do
        "$compiler" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$src/include" \
            -fsyntax-only "$ldir/lean.cpp" || fail "$compiler: <sqfig/subplots.hpp> defines an artist"
    done
    say "ok: <sqfig/subplots.hpp> declares the artists without defining them"
    ;;
per_artist_headers)
    # Every ML gallery program also compiles from per-artist headers: its
    # <sqfig/sqfig.hpp> replaced by <sqfig/subplots.hpp> and the headers of
    # what it uses (scripts/lean_includes.py), with g++ and clang++.
    command -v python3 >/dev/null || { say "skipped: python3 is missing"; exit 77; }
    for compiler in "${compilers[@]}"; do
        for prog in "$src"/examples/gallery/ml/[0-9][0-9]_*.cpp; do
            python3 "$src/scripts/lean_includes.py" --out /dev/null "$prog" -- \
                "$compiler" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$src/include" ||
                fail "$compiler: $(basename "$prog") does not compile from per-artist headers"
        done
    done
    say "ok: every ML gallery program compiles from per-artist headers (g++, clang++)"
    ;;
shared)
    # As {fmt}: built with hidden visibility, a shared library exports what the
    # public headers mark SQFIG_API. Programs written from the docs (the ML
    # gallery, the packaging consumer) must link and run against it, and no
    # symbol of sqfig::detail may be exported (they are not part of the ABI).
    bdir="$work/shared-build"
    rm -rf "$bdir"
    "$cmake" -S "$src" -B "$bdir" -G "$gen" -DBUILD_SHARED_LIBS=ON \
        -DSQFIG_BUILD_EXAMPLES=ON -DSQFIG_BUILD_TESTS=OFF -DSQFIG_BUILD_BENCH=OFF > "$bdir.configure.log" \
        || { cat "$bdir.configure.log"; fail "configure failed"; }
    mapfile -t ml < <(cd "$src/examples/gallery/ml" && ls [0-9][0-9]_*.cpp | sed 's/\.cpp$//; s/^/sqfig-ml-/')
    (( ${#ml[@]} > 0 )) || fail "no ML gallery programs found"
    "$cmake" --build "$bdir" -j "$jobs" --target sqfig "${ml[@]}"
    lib="$(find "$bdir" -maxdepth 1 -type f -name 'libsqfig.so.*' | head -n1)"
    [[ -n "$lib" ]] || fail "no shared libsqfig.so.* in $bdir"
    # Exported: defined dynamic symbols of global binding (nm's capital letters,
    # and u for unique globals); gold lists local TLS symbols there too (b).
    nm -DC --defined-only "$lib" | awk '$2 ~ /^[A-Zu]$/' > "$bdir/exports.txt"
    total="$(wc -l < "$bdir/exports.txt")"
    detail="$(grep -c 'sqfig::detail' "$bdir/exports.txt" || true)"
    if (( detail > 0 )); then
        grep 'sqfig::detail' "$bdir/exports.txt" | head -20
        fail "$(basename "$lib") exports $detail symbols of sqfig::detail (of $total)"
    fi
    # Hidden by default: every name of namespace sqfig in an exported symbol is
    # one the public headers declare (an internal function, such as the
    # layout's, would be exported with default visibility).
    mapfile -t names < <(grep -o 'sqfig::[A-Za-z_][A-Za-z0-9_]*' "$bdir/exports.txt" | sed 's/^sqfig:://' | LC_ALL=C sort -u)
    unknown=()
    for n in "${names[@]}"; do
        grep -rqw -- "$n" "$src/include/sqfig" || unknown+=("$n")
    done
    (( ${#unknown[@]} == 0 )) || fail "$(basename "$lib") exports names no public header declares: ${unknown[*]:0:20}"
    say "ok: $(basename "$lib") exports $total symbols, 0 of sqfig::detail, all ${#names[@]} sqfig names declared in public headers"
    # Every ML gallery program linked; each runs against the shared library.
    out="$bdir/ml-out"; mkdir -p "$out"
    for t in "${ml[@]}"; do
        exe="$(find "$bdir" -type f -name "$t" -perm -u+x | head -n1)"
        [[ -n "$exe" ]] || fail "$t was not built"
        ldd "$exe" > "$out/$t.ldd"  # (not piped into grep -q: ldd would die of SIGPIPE under pipefail)
        grep -q 'libsqfig\.so' "$out/$t.ldd" || fail "$t is not linked against the shared libsqfig"
        "$exe" "$out/$t.png" > /dev/null || fail "$t failed against the shared libsqfig"
        [[ -s "$out/$t.png" ]] || fail "$t wrote no $out/$t.png"
    done
    say "ok: ${#ml[@]} ML gallery programs linked against $(basename "$lib") and ran"
    "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$src/include" -o "$bdir/consumer" "$pkgdir/consumer.cpp" \
        -L"$bdir" -Wl,-rpath,"$bdir" -lsqfig $(pkg-config --cflags --libs $modules) || fail "the packaging consumer does not link against the shared libsqfig"
    (cd "$bdir" && ./consumer "$bdir/consumer.pdf" > /dev/null) || fail "the packaging consumer failed against the shared libsqfig"
    say "ok: the packaging consumer linked against $(basename "$lib") and ran"
    ;;
source_tree)
    # No build system: the implementation in one TU of the program, every flag
    # from the source tree's pkg-config file.
    export PKG_CONFIG_PATH="$src/cmake/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    say "pkg-config --cflags --libs sqfig: $(pkg-config --cflags --libs sqfig)"
    for compiler in "${compilers[@]}"; do
        for std in "${standards[@]}"; do
            udir="$work/source-tree-$(basename "$compiler")-c++$std"
            rm -rf "$udir"; mkdir -p "$udir"
            printf '#include <sqfig/implementation.hpp>\n' > "$udir/sqfig_impl.cpp"
            # shellcheck disable=SC2046
            "$compiler" -std=c++$std -Wall -Wextra -Wpedantic -Werror -o "$udir/sqfig_consumer" \
                "$pkgdir/consumer.cpp" "$udir/sqfig_impl.cpp" $(pkg-config --cflags --libs sqfig) \
                || fail "$compiler -std=c++$std: the source-tree route does not build"
            run_consumer "$udir/sqfig_consumer" "$udir/consumer.pdf"
        done
    done
    ;;
install)
    bdir="$work/sqfig-build"
    rm -rf "$prefix" "$work/reference.pdf" "$work/reference.lock"
    rm -rf "$bdir"
    # The README's install command as written: no option but the prefix.
    "$cmake" -S "$src" -B "$bdir" -G "$gen" -DCMAKE_INSTALL_PREFIX="$prefix"
    "$cmake" --build "$bdir" -j "$jobs"
    "$cmake" --install "$bdir"
    # It compiled the library's own sources and nothing else, and installed no program.
    objects="$(cd "$bdir/CMakeFiles/sqfig.dir" && find . -name '*.o' | sed 's/\.o$//' | LC_ALL=C sort)"
    sources="$(cd "$src" && find src/sqfig -name '*.cpp' | sed 's|^|./|' | LC_ALL=C sort)"
    [[ "$objects" == "$sources" ]] || fail "the library's objects are not its sources (src/sqfig/**.cpp)"
    others="$(cd "$bdir" && find . -name '*.o' ! -path './CMakeFiles/sqfig.dir/*')"
    [[ -z "$others" ]] || { echo "$others" | head -20; fail "the install build compiled more than the library's sources"; }
    [[ ! -e "$prefix/bin" ]] || { find "$prefix/bin" | head; fail "the install put programs into $prefix/bin"; }
    say "ok: the README's install command compiled only src/sqfig's $(echo "$sources" | wc -l) sources and installed nothing into bin/"
    libdir="$(cd "$prefix" && ls -d lib* | head -1)"
    for f in include/sqfig/version.hpp include/sqfig/sqfig.hpp \
             "$libdir/cmake/sqfig/sqfigConfig.cmake" \
             "$libdir/cmake/sqfig/sqfigConfigVersion.cmake" \
             "$libdir/cmake/sqfig/sqfigTargets.cmake" \
             "$libdir/pkgconfig/sqfig.pc"; do
        [[ -f "$prefix/$f" ]] || fail "missing installed file $prefix/$f"
    done
    compgen -G "$prefix/lib*/libsqfig.a" > /dev/null || fail "the library (libsqfig.a) was not installed"
    # Exactly the public headers: every one of include/, nothing of src/.
    diff <(cd "$src/include" && find sqfig -type f | LC_ALL=C sort) \
         <(cd "$prefix/include" && find sqfig -type f | LC_ALL=C sort) \
        || fail "the installed headers are not exactly include/sqfig's"
    [[ ! -e "$prefix/share/cmake" && ! -e "$prefix/share/pkgconfig" ]] \
        || fail "package files under share/: a package holding a library puts them under $libdir/"
    say "ok: installed into $prefix"
    rm -rf "$relocated"
    "$cmake" --install "$bdir" --prefix "$relocated"
    [[ -f "$relocated/$libdir/pkgconfig/sqfig.pc" ]] || fail "cmake --install --prefix $relocated wrote no sqfig.pc"
    if grep -q "$prefix" "$relocated/$libdir/pkgconfig/sqfig.pc"; then
        fail "$relocated/$libdir/pkgconfig/sqfig.pc names the configured prefix $prefix (not relocatable)"
    fi
    say "ok: installed again into $relocated with --prefix"
    ;;
find_package)
    cmake_consumer find_package -DCMAKE_PREFIX_PATH="$prefix" -DSQFIG_EXPECTED_VERSION="${SQFIG_VERSION:-}"
    # A component that does not exist fails, saying why.
    cdir="$work/consumer-components"
    rm -rf "$cdir"; mkdir -p "$cdir/src"
    printf 'cmake_minimum_required(VERSION 3.16)\nproject(c LANGUAGES CXX)\nfind_package(sqfig CONFIG REQUIRED COMPONENTS charts)\n' > "$cdir/src/CMakeLists.txt"
    if "$cmake" -S "$cdir/src" -B "$cdir/build" -DCMAKE_PREFIX_PATH="$prefix" > "$cdir/log" 2>&1; then
        fail "find_package(sqfig COMPONENTS charts) succeeded"
    fi
    grep -q "sqfig has no components (asked for: charts)" "$cdir/log" || { cat "$cdir/log"; fail "the COMPONENTS failure does not say why"; }
    say "ok: find_package(sqfig COMPONENTS charts) fails saying sqfig has no components"
    ;;
add_subdirectory)
    cmake_consumer add_subdirectory -DSQFIG_SOURCE_DIR="$src"
    sub_project_quiet "$last_bdir"
    ;;
fetchcontent)
    cmake_consumer fetchcontent -DSQFIG_SOURCE_DIR="$src"
    sub_project_quiet "$last_bdir"
    ;;
pkg_config)
    # The copy installed with `cmake --install --prefix`: its .pc must point at itself.
    libdir="$(cd "$relocated" && ls -d lib* | head -1)"
    export PKG_CONFIG_PATH="$relocated/$libdir/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    inc="$(pkg-config --variable=includedir sqfig)"
    [[ "$(cd "$inc" && pwd -P)" == "$(cd "$relocated/include" && pwd -P)" ]] \
        || fail "pkg-config includedir $inc is not $relocated/include"
    v="$(pkg-config --modversion sqfig)"
    [[ -z "${SQFIG_VERSION:-}" || "$v" == "$SQFIG_VERSION" ]] || fail "pkg-config says version $v, expected $SQFIG_VERSION"
    say "pkg-config --cflags --libs sqfig: $(pkg-config --cflags --libs sqfig)"
    for compiler in "${compilers[@]}"; do
        for std in "${standards[@]}"; do
            bdir="$work/consumer-pkg_config-$(basename "$compiler")-c++$std"
            rm -rf "$bdir"; mkdir -p "$bdir"
            # shellcheck disable=SC2046
            "$compiler" -std=c++$std -Wall -Wextra -Wpedantic -Werror -o "$bdir/sqfig_consumer" "$pkgdir/consumer.cpp" \
                $(pkg-config --cflags --libs sqfig) || fail "$compiler -std=c++$std: the pkg-config route does not build"
            run_consumer "$bdir/sqfig_consumer" "$bdir/consumer.pdf"
        done
    done
    ;;
warnings-gcc)
    whole_project "${SQFIG_GXX:-g++}" gcc
    ;;
warnings-clang)
    whole_project "${SQFIG_CLANGXX:-clang++}" clang
    ;;
*)
    fail "unknown mode '$mode'"
    ;;
esac
