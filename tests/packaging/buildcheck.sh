#!/usr/bin/env bash
# Build checks for sqfig, run by ctest (see tests/CMakeLists.txt):
#   buildcheck.sh headers           every header under include/sqfig compiles on its own
#   buildcheck.sh no_zlib           <sqfig/sqfig.hpp> brings none of zlib's macros or typedefs
#   buildcheck.sh backend_neutral   the builder API (axes, artists, layout, scene) compiles without any
#                                   Cairo, Pango or GLib header on the include path
#   buildcheck.sh install           configure + install sqfig into $SQFIG_CHECK_DIR/prefix
#   buildcheck.sh find_package      consumer: find_package(sqfig CONFIG) on that prefix
#   buildcheck.sh pkg_config        consumer: c++ ... $(pkg-config --cflags --libs sqfig)
#   buildcheck.sh add_subdirectory  consumer: add_subdirectory(<sqfig source tree>)
#   buildcheck.sh fetchcontent      consumer: FetchContent with SOURCE_DIR (no network)
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
modules="cairo cairo-pdf cairo-svg cairo-ps cairo-png pangocairo pangoft2 fontconfig gio-2.0"
mkdir -p "$work"

say() { printf '[buildcheck %s] %s\n' "$mode" "$*"; }
fail() { printf '[buildcheck %s] FAILED: %s\n' "$mode" "$*" >&2; exit 1; }

# Run a consumer binary and check it wrote a non-empty PDF.
run_consumer() {
    local exe="$1" out="$2"
    rm -f "$out"
    "$exe" "$out"
    [[ -s "$out" ]] || fail "$exe did not write $out"
    [[ "$(head -c 5 "$out")" == "%PDF-" ]] || fail "$out is not a PDF"
    [[ -s "$out.embedded.pdf" ]] || fail "$exe did not write $out.embedded.pdf"
    if command -v pdffonts >/dev/null 2>&1 && pdffonts "$out" | grep -q "Type 3"; then
        fail "$out embeds Type 3 fonts"
    fi
    say "ok: $exe wrote $out ($(stat -c %s "$out") bytes)"
}

# Configure, build and run one CMake consumer project from tests/packaging/.
cmake_consumer() {
    local name="$1"; shift
    local bdir="$work/consumer-$name"
    rm -rf "$bdir"
    "$cmake" -S "$pkgdir/$name" -B "$bdir" -G "$gen" -DCMAKE_CXX_COMPILER="$cxx" "$@"
    "$cmake" --build "$bdir" -j "$jobs"
    run_consumer "$bdir/sqfig_consumer" "$bdir/consumer.pdf"
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
    mapfile -t headers < <(cd "$src/include" && find sqfig -type f \( -name '*.hpp' -o -name '*.h' \) | LC_ALL=C sort)
    (( ${#headers[@]} > 0 )) || fail "no headers found under $src/include/sqfig"
    for h in "${headers[@]}"; do
        f="$hdir/$(echo "$h" | tr '/.' '__').cpp"
        printf '#include <%s>\n#include <%s>  // twice: include guard\n' "$h" "$h" > "$f"
    done
    export cxx cflags src hdir
    # Compile each on its own, two at a time; collect the failures.
    printf '%s\n' "${headers[@]}" | xargs -P "$jobs" -I{} bash -c '
        h="$1"; f="$hdir/$(echo "$h" | tr "/." "__").cpp"
        # -fsyntax-only: self-containment needs parsing and checking, not code.
        if "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$src/include" $cflags \
              -fsyntax-only "$f" 2> "${f%.cpp}.log"; then
            echo "  ok    $h"
        else
            echo "  FAIL  $h"; cat "${f%.cpp}.log"; touch "$hdir/failed"
        fi' _ {}
    [[ ! -e "$hdir/failed" ]] || fail "some headers do not compile on their own (see above)"
    say "ok: ${#headers[@]} headers compile on their own with $cxx"
    ;;
no_zlib)
    # Header-only sqfig brings no zlib into users' code: no <zlib.h> macro
    # (ZLIB_VERSION, OF, FAR) and no global typedef (Byte, uLong, Bytef).
    zdir="$work/no-zlib"
    rm -rf "$zdir"; mkdir -p "$zdir"
    cat > "$zdir/user.cpp" <<'CPP'
#include <sqfig/sqfig.hpp>
#if defined(ZLIB_VERSION) || defined(ZLIB_H) || defined(OF) || defined(FAR) || defined(ZEXPORT)
#error "<zlib.h> reached the user's code through sqfig"
#endif
// A user's own names that zlib's global typedefs would clash with.
struct Byte { int b; };
struct uLong { int u; };
struct Bytef { int f; };
int main() { return Byte{0}.b + uLong{0}.u + Bytef{0}.f; }
CPP
    "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$src/include" $(pkg-config --cflags $modules) \
        -fsyntax-only "$zdir/user.cpp" || fail "including <sqfig/sqfig.hpp> brings zlib's names"
    say "ok: <sqfig/sqfig.hpp> defines none of zlib's macros or typedefs"
    ;;
backend_neutral)
    # The headers that declare the builder API need no backend: scene, scales,
    # artists, axes and layout use sqfig's own types (LineCap, MeasuredText, TextMeasurer).
    ndir="$work/backend-neutral"
    rm -rf "$ndir"; mkdir -p "$ndir"
    for h in sqfig/scene.hpp sqfig/axes.hpp sqfig/axis.hpp sqfig/layout/constrained_layout.hpp \
             sqfig/layout/collisions.hpp sqfig/artists/artist.hpp sqfig/scale/scale.hpp sqfig/core/values.hpp; do
        f="$ndir/$(echo "$h" | tr '/.' '__').cpp"
        printf '#include <%s>\n#if defined(CAIRO_VERSION) || defined(PANGO_VERSION_MAJOR) || defined(G_BEGIN_DECLS)\n#error "a backend header was included"\n#endif\nint main() { return 0; }\n' "$h" > "$f"
        # Only sqfig's include folder: no pkg-config flags, so a Cairo/Pango include would fail.
        "$cxx" -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$src/include" -fsyntax-only "$f" \
            || fail "$h needs a backend header"
        say "  ok    $h"
    done
    say "ok: the builder API is declared without Cairo, Pango or GLib"
    ;;
install)
    bdir="$work/sqfig-build"
    rm -rf "$prefix"
    "$cmake" -S "$src" -B "$bdir" -G "$gen" -DCMAKE_INSTALL_PREFIX="$prefix" \
        -DSQFIG_BUILD_EXAMPLES=OFF -DSQFIG_BUILD_TESTS=OFF -DSQFIG_BUILD_BENCH=OFF
    "$cmake" --build "$bdir" -j "$jobs"
    "$cmake" --install "$bdir"
    for f in include/sqfig/version.hpp \
             share/cmake/sqfig/sqfigConfig.cmake \
             share/cmake/sqfig/sqfigConfigVersion.cmake \
             share/cmake/sqfig/sqfigTargets.cmake \
             share/pkgconfig/sqfig.pc; do
        [[ -f "$prefix/$f" ]] || fail "missing installed file $prefix/$f"
    done
    # Every header of the source tree is installed.
    (cd "$src/include" && find sqfig -type f -name '*.hpp') | while read -r h; do
        [[ -f "$prefix/include/$h" ]] || fail "header $h not installed"
    done
    say "ok: installed into $prefix"
    rm -rf "$relocated"
    "$cmake" --install "$bdir" --prefix "$relocated"
    [[ -f "$relocated/share/pkgconfig/sqfig.pc" ]] || fail "cmake --install --prefix $relocated wrote no sqfig.pc"
    if grep -q "$prefix" "$relocated/share/pkgconfig/sqfig.pc"; then
        fail "$relocated/share/pkgconfig/sqfig.pc names the configured prefix $prefix (not relocatable)"
    fi
    say "ok: installed again into $relocated with --prefix"
    ;;
find_package)
    cmake_consumer find_package -DCMAKE_PREFIX_PATH="$prefix" -DSQFIG_EXPECTED_VERSION="${SQFIG_VERSION:-}"
    ;;
add_subdirectory)
    cmake_consumer add_subdirectory -DSQFIG_SOURCE_DIR="$src"
    ;;
fetchcontent)
    cmake_consumer fetchcontent -DSQFIG_SOURCE_DIR="$src"
    ;;
pkg_config)
    # The copy installed with `cmake --install --prefix`: its .pc must point at itself.
    export PKG_CONFIG_PATH="$relocated/share/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    inc="$(pkg-config --variable=includedir sqfig)"
    [[ "$(cd "$inc" && pwd -P)" == "$(cd "$relocated/include" && pwd -P)" ]] \
        || fail "pkg-config includedir $inc is not $relocated/include"
    v="$(pkg-config --modversion sqfig)"
    [[ -z "${SQFIG_VERSION:-}" || "$v" == "$SQFIG_VERSION" ]] || fail "pkg-config says version $v, expected $SQFIG_VERSION"
    bdir="$work/consumer-pkg_config"
    rm -rf "$bdir"; mkdir -p "$bdir"
    say "pkg-config --cflags --libs sqfig: $(pkg-config --cflags --libs sqfig)"
    # shellcheck disable=SC2046
    "$cxx" -std=c++17 -Wall -Wextra -o "$bdir/sqfig_consumer" "$pkgdir/consumer.cpp" \
        $(pkg-config --cflags --libs sqfig)
    run_consumer "$bdir/sqfig_consumer" "$bdir/consumer.pdf"
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
