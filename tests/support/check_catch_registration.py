#!/usr/bin/env python3
"""Every Catch2 test case has its ctest entry, so none passes by not running.

CMake splits a ctest name at ';', so catch_discover_tests once turned each of
19 cases into two entries whose filters matched nothing: "No tests ran",
exit 0, Passed. Each entry now runs with --warn NoTests; this check also
compares what the programs hold with what ctest will run:

- PREFIX=EXE: every (non-hidden) case EXE lists is the entry PREFIX + name,
  exactly once;
- --by-file PREFIX=EXE: the program is registered one entry per test file
  (--filenames-as-tags): every file tag [#name_test] is the entry
  PREFIX + name, and every PREFIX entry is such a file.

Usage: check_catch_registration.py CTEST BUILD_DIR [--by-file PREFIX=EXE] [PREFIX=EXE ...]
"""
import re
import subprocess
import sys


def ctest_entries(ctest, build):
    out = subprocess.run([ctest, "--test-dir", build, "-N"], capture_output=True, text=True, check=True).stdout
    return [m.group(1) for m in re.finditer(r"^\s*Test\s+#\d+: (.*)$", out, re.M)]


def lines_of(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    return [l.rstrip("\n") for l in r.stdout.splitlines()]


def main(argv):
    ctest, build, rest = argv[1], argv[2], argv[3:]
    entries = ctest_entries(ctest, build)
    failures = []
    by_file = False
    checked = 0
    for arg in rest:
        if arg == "--by-file":
            by_file = True
            continue
        prefix, exe = arg.split("=", 1)
        if by_file:
            by_file = False
            tags = [m.group(1) for l in lines_of([exe, "--filenames-as-tags", "--list-tags"])
                    for m in [re.search(r"\[#(\w+)\]", l)] if m]
            expected = {prefix + re.sub(r"_test$", "", t) for t in tags}
            found = {e for e in entries if e.startswith(prefix)}
            failures += [f"{exe}: test file [#{t}] has no entry {prefix}{re.sub(r'_test$', '', t)}"
                         for t in tags if prefix + re.sub(r"_test$", "", t) not in found]
            failures += [f"entry {e}: no test file of {exe} behind it" for e in sorted(found - expected)]
            checked += len(tags)
            print(f"{exe}: {len(tags)} test files, {len(found)} entries {prefix}*")
            continue
        cases = [c for c in lines_of([exe, "--list-test-names-only"]) if c.strip()]
        if not cases:
            failures.append(f"{exe} lists no test cases")
        for c in cases:
            n = entries.count(prefix + c)
            if n != 1:
                failures.append(f"{exe}: case \"{c}\" has {n} ctest entries named {prefix}{c}")
        checked += len(cases)
        print(f"{exe}: {len(cases)} cases, each one entry")
    if failures:
        print("FAIL:\n  " + "\n  ".join(failures))
        return 1
    print(f"ok: {checked} cases and files against {len(entries)} ctest entries")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
