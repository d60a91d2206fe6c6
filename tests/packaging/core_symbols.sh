#!/bin/bash
# The core library changes no process-wide state that belongs to the program
# (issue 31): it installs no signal handlers and registers no exit handlers.
# Checked on the built archive's undefined symbols, so that any path into
# these calls, however indirect in the source, fails here.
# Usage: core_symbols.sh LIBSQFIG_ARCHIVE
set -euo pipefail
lib=$1
[ -f "$lib" ] || { echo "no library at $lib" >&2; exit 1; }
forbidden='^(sigaction|signal|sigset|bsd_signal|sysv_signal|atexit|at_quick_exit|pthread_atfork)$'
found=$(nm -u --format=just-symbols "$lib" | sed 's/@.*//' | sort -u | grep -E "$forbidden" || true)
if [ -n "$found" ]; then
    echo "libsqfig calls what only a program should: $found" >&2
    echo "(signal handlers and exit hooks belong in the application or extras/)" >&2
    exit 1
fi
echo "libsqfig: no signal handlers or exit hooks installed ($(nm -u --format=just-symbols "$lib" | sort -u | wc -l) undefined symbols checked)"
