#!/usr/bin/env bash
# Runs README.md's quick start exactly as written, the first thing every user
# types: the command lines of the first ```sh block under "## Quick start", in
# order, from the repository's root. After `make figures` it checks that the
# figures the README names are where the README says, new and readable by
# pdfinfo. `.ci/run` starts with it, in CI's fresh clone, so the README and CI
# cannot drift apart.
#
# Usage: scripts/readme_quickstart.sh          run the quick start and check it
#        scripts/readme_quickstart.sh --list   print what would run and be checked
# Only POSIX tools before the first command: on a fresh machine `make figures`
# is what installs the rest (python3, poppler-utils).
set -euo pipefail
cd "$(dirname "$0")/.."
readme=README.md

fail() { printf 'readme-quickstart: FAILED: %s\n' "$*" >&2; exit 1; }

# The section from "## Quick start" to the next "## " heading.
section="$(awk '/^## Quick start[[:space:]]*$/ { on = 1; next } on && /^## / { exit } on { print }' "$readme")"
[[ -n "$section" ]] || fail "$readme has no '## Quick start' section"

# Its first ```sh block: each non-blank, non-comment line is one command.
mapfile -t commands < <(printf '%s\n' "$section" |
    awk '/^```sh[[:space:]]*$/ && !done { on = 1; next } on && /^```/ { on = 0; done = 1 } on && NF && $1 !~ /^#/ { print }')
(( ${#commands[@]} > 0 )) || fail "the Quick start section of $readme has no \`\`\`sh block with commands"

# What `make figures` promises: the folder in bold and the fig_*.pdf names in backquotes.
folder="$(printf '%s\n' "$section" | grep -o '\*\*`[^`]*/`\*\*' | head -n1 | tr -d '*`')"
mapfile -t figures < <(printf '%s\n' "$section" | grep -o '`fig_[a-z0-9_]*\.pdf`' | tr -d '`' | awk '!seen[$0]++')
[[ -n "$folder" ]] || fail "the Quick start section names no output folder (in bold, as **\`build/figures/\`**)"
(( ${#figures[@]} == 6 )) || fail "the Quick start section names ${#figures[@]} figures, not six: ${figures[*]:-none}"

printf 'readme-quickstart: commands (%s):\n' "$readme"
printf '  %s\n' "${commands[@]}"
printf 'readme-quickstart: make figures must write into %s: %s\n' "$folder" "${figures[*]}"
[[ "${1:-}" == "--list" ]] && exit 0

check_figures() {
    local since="$1" f path
    for f in "${figures[@]}"; do
        path="$folder$f"
        [[ -f "$path" ]] || fail "\`make figures\` did not write $path"
        [[ "$path" -nt "$since" ]] || fail "$path is older than this run: \`make figures\` did not write it"
        pdfinfo "$path" > /dev/null 2>&1 || fail "$path is not a PDF pdfinfo can read"
    done
    printf 'readme-quickstart: ok: %d PDFs in %s, each new and readable by pdfinfo\n' "${#figures[@]}" "$folder"
}

stamp="$(mktemp)"
trap 'rm -f "$stamp"' EXIT
ran_figures=0
for cmd in "${commands[@]}"; do
    printf '\nreadme-quickstart: $ %s\n' "$cmd"
    touch "$stamp"
    sleep 1  # file times have a one-second grain on some file systems
    bash -euo pipefail -c "$cmd" || fail "\`$cmd\` exited $?"
    if [[ "$cmd" == "make figures" ]]; then
        check_figures "$stamp"
        ran_figures=1
    fi
done
(( ran_figures )) || fail "the quick start no longer runs \`make figures\`"
printf '\nreadme-quickstart: ok: the quick start ran as written (%d commands)\n' "${#commands[@]}"
