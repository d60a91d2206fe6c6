#!/usr/bin/env bash
# docs.doxygen (make test): docs/Doxyfile builds the API reference of the
# public headers with no warning at all (an undocumented public class,
# function or member is one). Usage: doxygen_check.sh SOURCE_DIR OUT_DIR
set -euo pipefail
src="${1:?}" out="${2:?}"
command -v doxygen >/dev/null 2>&1 || { echo "docs.doxygen: doxygen is not installed (make deps, or apt-get install doxygen)" >&2; exit 1; }
rm -rf "$out"; mkdir -p "$out"
cd "$src"
if ! (cat docs/Doxyfile; echo "OUTPUT_DIRECTORY=$out"; echo "WARN_LOGFILE=$out/warnings.log") | doxygen - > "$out/doxygen.log" 2>&1 \
   || [[ -s "$out/warnings.log" ]]; then
    echo "docs.doxygen: $(wc -l < "$out/warnings.log") warnings (docs/Doxyfile fails on any):" >&2
    head -50 "$out/warnings.log" >&2
    exit 1
fi
echo "docs.doxygen: the API reference of $(find include/sqfig -name '*.hpp' | wc -l) public headers built with 0 warnings"
