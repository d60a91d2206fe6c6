#!/usr/bin/env python3
"""Makes tests/conformance/known_failures.inc (the runs that break the contract
today, each with the item of issue 46 it is) and docs/testing.md's results
table from a run of the suite:

    mkdir -p /tmp/conf && SQFIG_CONFORMANCE_REPORT=/tmp/conf \\
        build/tests/conformance/sqfig_conformance_tests '~[invariants]'
    python3 tests/conformance/known_failures.py /tmp/conf > tests/conformance/known_failures.inc
    python3 tests/conformance/known_failures.py --table /tmp/conf   # markdown for docs/testing.md

Each line of a report is `artist | case | context | outcome | message`.
"""
import collections
import glob
import os
import re
import sys

CONTEXTS = ["linear", "log", "symlog", "inset", "twin", "secondary", "date"]

# (predicate on (artist, case, context, outcome, message), issue item). First match wins.
# Items of issue 46 are quoted from it; "new:" marks a defect the suite found that the issue does not list.
RULES = [
    (lambda a, c, x, o, m: a == "annotate" and c.startswith("DBL_MAX") and "collisions" in m,
     "inherent: text placed at the largest double on a linear axis: no limit lies past it to make room above "
     "(collisions() reports it)"),
    (lambda a, c, x, o, m: c == "denormals" and x == "log" and "outside the limits" in m,
     "new: a log axis' margin stops at the smallest denormal: an error bar cap at a datum on that limit "
     "reaches 1.5 pt past it (clipped, as matplotlib clips it)"),
    (lambda a, c, x, o, m: a == "error_bars" and c.startswith("span wider") and x == "symlog" and "outside the limits" in m,
     "new: a symlog axis' margin stops at -DBL_MAX: an error bar cap at a datum on that limit reaches past it "
     "(clipped), as on a log axis at the smallest denormal"),
    (lambda a, c, x, o, m: a == "bar_labels" and c.startswith("span wider") and x == "symlog" and "collisions" in m,
     "new: a bar ending at -DBL_MAX on a symlog axis: its label below the end has no limit past it to make room "
     "(make_room never moves a limit past a double; collisions() reports it)"),
]


def classify(a, c, x, o, m):
    for pred, item in RULES:
        if pred(a, c, x, o, m):
            return item
    return "new: " + o + ": " + m[:80]


def failures(folder):
    out = []
    for path in sorted(glob.glob(os.path.join(folder, "*.txt"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                parts = line.rstrip("\n").split(" | ", 4)
                if len(parts) < 4 or parts[3] in ("drawn", "refused"):
                    continue
                a, c, x, o = parts[:4]
                m = parts[4] if len(parts) > 4 else ""
                out.append((a, c, x, o, m, classify(a, c, x, o, m)))
    return out


def all_runs(folder):
    counts = collections.Counter()
    for path in sorted(glob.glob(os.path.join(folder, "*.txt"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                parts = line.rstrip("\n").split(" | ", 4)
                if len(parts) >= 4:
                    counts[parts[3]] += 1
    return counts


def c_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def inc(folder):
    groups = collections.defaultdict(list)
    for a, c, x, o, m, item in failures(folder):
        groups[(a, c, item)].append(x)
    print("// Made by tests/conformance/known_failures.py from a run of the suite: the runs that")
    print("// break the contract today, each with the item of issue 46 it is (\"new:\" the suite found it).")
    print("// {artist adapter, case, context (\"*\": every context), issue item}")
    for (a, c, item), xs in sorted(groups.items()):
        # The repel timing varies from run to run: list every context.
        if sorted(xs) == sorted(CONTEXTS) or a == "labels repel":
            xs = ["*"]
        for x in xs:
            print(f"{{{c_string(a)}, {c_string(c)}, {c_string(x)}, {c_string(item)}}},")


def table(folder):
    runs = all_runs(folder)
    total = sum(runs.values())
    fails = failures(folder)
    print(f"| outcome | runs |\n|---|---|")
    for o in ["drawn", "refused", "violation", "wrong error kind", "unnamed error", "foreign exception", "unbounded"]:
        print(f"| {o} | {runs.get(o, 0)} |")
    print(f"| **all** | **{total}** |\n")
    by_item = collections.defaultdict(list)
    for a, c, x, o, m, item in fails:
        by_item[item].append((a, c, x, o))
    print("| known failure | runs | artists × cases |\n|---|---|---|")
    for item, rs in sorted(by_item.items(), key=lambda kv: (kv[0].startswith("new:"), -len(kv[1]))):
        arts = sorted({r[0] for r in rs})
        cases = sorted({r[1] for r in rs})
        shown = ", ".join(arts[:6]) + (f" (+{len(arts) - 6})" if len(arts) > 6 else "")
        cshown = ", ".join(cases[:3]) + (f" (+{len(cases) - 3})" if len(cases) > 3 else "")
        print(f"| {item} | {len(rs)} | {shown} × {cshown} |")


def main():
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "--table":
        table(args[1])
        return 0
    if len(args) == 1:
        inc(args[0])
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
