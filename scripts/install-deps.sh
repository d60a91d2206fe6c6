#!/usr/bin/env bash
# Install the Debian 12 packages sqfig needs to build, test and make figures.
# Installs exactly what is missing: as root directly, otherwise with sudo;
# fails with a message naming the packages when it can do neither.
#
# Usage: scripts/install-deps.sh [PACKAGE...]
#   without arguments: everything `make test` needs (the list below);
#   with arguments: just those packages (scripts/fuzz.sh and
#   scripts/valgrind-driver.sh name theirs).
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  libcairo2-dev libpango1.0-dev libharfbuzz-dev zlib1g-dev libfreetype-dev rapidjson-dev catch2
  # number_format_test: a comma-decimal C locale, compiled from these sources when none is installed.
  locales
  poppler-utils clang fonts-dejavu-core fonts-dejavu-extra valgrind
  # docs.doxygen (make test): the API reference builds with 0 warnings.
  doxygen
  # tests/gallery (issue 13): the line-count check and the pdftotext overlap check.
  python3
  # Venue presets (include/sqfig/style/venue.hpp): the body fonts of the LaTeX
  # classes: Times (TeX Gyre Termes), Linux Libertine (ACM), Latin Modern.
  fonts-texgyre fonts-linuxlibertine fonts-lmodern
  # DateScale::zone (issue 49): the tz database its tests read (skipped without it).
  tzdata
)
if (( $# > 0 )); then packages=("$@"); fi

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "install-deps: dpkg-query not found: this script supports Debian/Ubuntu only." >&2
  echo "install-deps: install these (or your system's equivalents) yourself: ${packages[*]}" >&2
  exit 1
fi

missing=()
for p in "${packages[@]}"; do
  status="$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)"
  if [[ "$status" != "install ok installed" ]]; then
    missing+=("$p")
  fi
done

if (( ${#missing[@]} == 0 )); then
  echo "install-deps: all required Debian packages are installed."
  exit 0
fi

echo "install-deps: missing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if [[ "$(id -u)" -eq 0 ]]; then
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo -n apt-get update
  sudo -n DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
elif command -v sudo >/dev/null 2>&1 && [[ -t 0 ]]; then
  sudo apt-get update
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
else
  echo "install-deps: cannot install packages: not root and no usable sudo." >&2
  echo "install-deps: please run as root:" >&2
  echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
echo "install-deps: installed ${missing[*]}"
