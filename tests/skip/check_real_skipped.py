#!/usr/bin/env python3
"""Proof that tests needing the paper's real results are reported as SKIPPED,
never as passed, when the data is absent.

Lists the "[real]" test cases of each test executable given, then runs
exactly those ctest entries in a nested ctest with SQFIG_REAL_RESULTS_DIR
pointing at a folder that does not exist. Every one must come out
"Skipped" (exit 77, SKIP_RETURN_CODE); a "Passed" or a failure fails this
check. Also checks that each executable, run on its [real] cases alone, exits
77 and prints the skipped count.

Usage: check_real_skipped.py CTEST BUILD_DIR PREFIX=EXE [PREFIX=EXE ...]
"""
import os
import re
import subprocess
import sys
import tempfile


def main():
    ctest, build = sys.argv[1], sys.argv[2]
    missing = os.path.join(tempfile.gettempdir(), "sqfig-no-real-results-here")
    assert not os.path.exists(missing), missing
    env = dict(os.environ, SQFIG_REAL_RESULTS_DIR=missing)
    names = []
    for arg in sys.argv[3:]:
        prefix, exe = arg.split("=", 1)
        out = subprocess.run([exe, "--list-test-names-only", "[real]"], capture_output=True, text=True).stdout
        cases = [l.strip() for l in out.splitlines() if l.strip()]
        if not cases:
            print(f"FAIL: {exe} lists no [real] test cases")
            return 1
        names += [prefix + c for c in cases]
        r = subprocess.run([exe, "[real]"], capture_output=True, text=True, env=env)
        if r.returncode != 77 or f"{len(cases)} of {len(cases)} test case(s) SKIPPED" not in r.stdout:
            print(f"FAIL: {exe} \"[real]\" without the data: exit {r.returncode}, expected 77\n{r.stdout[-2000:]}")
            return 1
        print(f"{exe}: {len(cases)} [real] test cases, exit 77 without the data")
    regex = "^(" + "|".join(re.escape(n) for n in names) + ")$"
    r = subprocess.run([ctest, "--test-dir", build, "-R", regex, "--no-tests=error"],
                       capture_output=True, text=True, env=env)
    print(r.stdout[-6000:])
    skipped = [n for n in names if re.search(r"Test\s+#\d+: " + re.escape(n) + r" \.*\s*\*+Skipped", r.stdout)]
    if len(skipped) != len(names) or r.returncode != 0:
        print(f"FAIL: {len(skipped)} of {len(names)} [real] ctest entries reported Skipped (ctest exit {r.returncode})")
        for n in names:
            if n not in skipped:
                print("  not skipped:", n)
        return 1
    print(f"ok: all {len(names)} [real] ctest entries reported Skipped without the data")
    return 0


if __name__ == "__main__":
    sys.exit(main())
