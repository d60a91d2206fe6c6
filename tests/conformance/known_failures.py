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

CONTEXTS = ["linear", "log", "inset", "twin"]

# (predicate on (artist, case, context, outcome, message), issue item). First match wins.
# Items of issue 46 are quoted from it; "new:" marks a defect the suite found that the issue does not list.
RULES = [
    (lambda a, c, x, o, m: o == "foreign exception" and a.startswith("hist"),
     "bins(10^9) ends in bad_alloc: no size request is bounded"),
    (lambda a, c, x, o, m: o == "foreign exception" and ("heatmap" in a or "scatter" in a),
     "Colormap::from_list(..., 10^9) grows without bound: no size request is bounded"),
    (lambda a, c, x, o, m: o == "foreign exception" and a.startswith("violin"),
     "a violin's points(n) is unbounded (n = 10^9: bad_alloc)"),
    (lambda a, c, x, o, m: o == "unnamed error" and re.search(r"from (0 to 1|-0\.4 to 0\.4|-2 to -1) spans", m),
     "new: log axes: a spurious 'spans more than the largest double' Error for narrow data, naming no artist"),
    (lambda a, c, x, o, m: o == "unnamed error" and "spans more than the largest double" in m,
     "new: autoscaling's span Error names the axes, not the artist"),
    (lambda a, c, x, o, m: o == "wrong error kind" and "bin edges need at least 2" in m,
     "a bin rule asking for ~10^21 bins: a usage Error saying 'at least 2 values'"),
    (lambda a, c, x, o, m: o == "wrong error kind",
     "ErrorKind inconsistent across artists (usage for non-finite or overflowing data)"),
    (lambda a, c, x, o, m: a.startswith("ecdf") and "refused ordinary data" in m,
     "an ECDF on a log y axis throws for the 0 it adds itself"),
    (lambda a, c, x, o, m: a == "stackplot" and "legend entry" in m and x == "log",
     "a stack plot on a log y axis drops its bottom layer (legend still lists it)"),
    (lambda a, c, x, o, m: a == "stackplot" and "legend entry" in m and c.startswith("DBL_MAX"),
     "a stack plot whose running sum overflows loses a layer silently"),
    (lambda a, c, x, o, m: a == "stackplot" and "legend entry" in m,
     "new: a stack plot with a NaN loses a layer silently (legend lists it)"),
    (lambda a, c, x, o, m: a == "labels repel" and o == "unbounded",
     "repel() on labels stacked at one point is super-linear (100 labels > 5 s)"),
    (lambda a, c, x, o, m: x == "twin" and "overlaps axes 0 spine/tick" in m,
     "new: on a twin, text an artist places at data points collides with the top spine (no room made)"),
    (lambda a, c, x, o, m: a == "text" and x == "twin" and "squeezed" in m,
     "new: on a twin, data text collapses the panel"),
    (lambda a, c, x, o, m: c == "denormals" and x == "log" and ("outside the limits" in m or "squeezed" in m),
     "new: log axes autoscaled on denormal data leave it outside the limits or collapse the panel"),
    (lambda a, c, x, o, m: c == "denormals" and "not finite" in m,
     "new: a violin of denormal data draws non-finite coordinates"),
    (lambda a, c, x, o, m: a == "arrow" and ("squeezed" in m or "overlaps" in m),
     "new: an arrow's data points are not autoscaled: the plot collapses or the arrow covers ticks"),
    (lambda a, c, x, o, m: "not finite" in m,
     "new: ±DBL_MAX or log-axis 0 positions give non-finite coordinates (text, arrow, colour bar ticks)"),
    (lambda a, c, x, o, m: "squeezed" in m,
     "new: bar labels of DBL_MAX values collapse the panel"),
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
    print("| known failure (issue 46 item; *new:* found by the suite) | runs | artists × cases |\n|---|---|---|")
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
