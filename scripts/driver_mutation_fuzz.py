#!/usr/bin/env python3
"""Mutation fuzz of sqfig-paper-figures on whole results folders.

Each mutant is a copy of a results folder with one file changed in one way
(a key deleted, a value's type changed, a huge or tiny or non-finite number,
a duplicated key, a BOM, truncation, deep nesting, a very long string, ...).
The driver runs on it with an output folder holding older figures; the run
must end with exit 0 (six new PDFs in place) or exit 2 (every old figure
byte-identical, no new or temporary file), within the time limit, with a
message naming the file on exit 2. Anything else is a failure; the mutant is
kept in --keep for replay.

    python3 scripts/driver_mutation_fuzz.py --driver build/examples/paper_figures/sqfig-paper-figures \
        --results examples/data --count 5000 --seed 1
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

FIGURES = ["fig_perplexity", "fig_generation", "fig_longbench", "fig_latency", "fig_attention_cosine", "fig_pipeline"]


def paths(doc, prefix=()):
    """Every (path, value) in a JSON document."""
    yield prefix, doc
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from paths(v, prefix + (i,))


def get_parent(doc, path):
    for p in path[:-1]:
        doc = doc[p]
    return doc


NUMBERS = [0, -1, -0.0, 1e-320, 5e-324, 1e300, 6.49e300, -1e300, 1.7976931348623157e308, 2**63, -(2**63) - 1, 3.5, 1e-9]
REPLACEMENTS = [None, True, False, "", "x" * 5000, "0.5", [], {}, [1, 2, 3], {"a": 1}]


def mutate_value(doc, rng):
    """Change one value of the parsed document (type, number, deletion)."""
    all_paths = [p for p, _ in paths(doc) if p]
    if not all_paths:
        return doc, "empty"
    path = rng.choice(all_paths)
    parent = get_parent(doc, path)
    key = path[-1]
    op = rng.randrange(4)
    if op == 0:
        if isinstance(parent, dict):
            del parent[key]
        else:
            del parent[key]
        return doc, "delete %s" % (path,)
    if op == 1:
        parent[key] = rng.choice(NUMBERS)
        return doc, "number at %s" % (path,)
    if op == 2:
        parent[key] = rng.choice(REPLACEMENTS)
        return doc, "type at %s" % (path,)
    # scale a number
    if isinstance(parent[key], (int, float)) and not isinstance(parent[key], bool):
        parent[key] = parent[key] * rng.choice([1e6, 1e-6, -1, 1e200, 1e-200])
        return doc, "scale at %s" % (path,)
    parent[key] = rng.choice(NUMBERS)
    return doc, "number at %s" % (path,)


def mutate_text(text, rng):
    """Change the bytes of a file (not through the JSON model)."""
    op = rng.randrange(8)
    if op == 0:
        cut = rng.randrange(len(text))
        return text[:cut], "truncate at %d" % cut
    if op == 1:
        return "\ufeff" + text, "BOM"
    if op == 2:
        depth = rng.choice([100, 1000, 100000])
        return text.rstrip()[:-1] + ', "deep": ' + "[" * depth + "]" * depth + "}", "nesting %d" % depth
    if op == 3:
        i = text.find('{')
        j = text.find(',', i)
        if i >= 0 and j > i:
            return text[: j + 1] + text[i + 1 : j + 1] + text[j + 1 :], "duplicate first key"
        return text + " ", "noop"
    if op == 4:
        lit = rng.choice(["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "01", "1.", ".5", "+1", "0x10"])
        i = rng.randrange(len(text))
        k = text.find(': ', i)
        if k < 0:
            return text + lit, "literal at end"
        e = k + 2
        while e < len(text) and text[e] not in ",}\n]":
            e += 1
        return text[: k + 2] + lit + text[e:], "literal %s" % lit
    if op == 5:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(["\x00", "\xff", "\\", '"', "\ud800", "é"]) + text[i:], "byte at %d" % i
    if op == 6:
        return "", "empty file"
    i = text.find('"', rng.randrange(len(text)))
    if i < 0:
        return text, "noop"
    return text[: i + 1] + "x" * rng.choice([1000, 100000, 400000]) + text[i + 1 :], "long string"


def snapshot(folder):
    out = {}
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as f:
            out[name] = f.read()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--driver", required=True)
    ap.add_argument("--results", required=True)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--keep", default="driver-mutants-failed")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    files = sorted(f for f in os.listdir(args.results) if f.endswith(".json"))
    if not files:
        sys.exit("no .json files in " + args.results)
    texts = {f: open(os.path.join(args.results, f), encoding="utf-8").read() for f in files}
    counts = {0: 0, 2: 0}
    failures = 0
    work = tempfile.mkdtemp(prefix="sqfig-mutants-")
    try:
        for n in range(args.count):
            res = os.path.join(work, "results")
            out = os.path.join(work, "out")
            shutil.rmtree(res, ignore_errors=True)
            shutil.rmtree(out, ignore_errors=True)
            os.makedirs(res)
            os.makedirs(out)
            for name in FIGURES:  # older figures that a failed run must leave alone
                with open(os.path.join(out, name + ".pdf"), "wb") as f:
                    f.write(b"old figure " + name.encode())
            target = rng.choice(files)
            how = ""
            for f in files:
                text = texts[f]
                if f == target:
                    if rng.random() < 0.5:
                        try:
                            doc, how = mutate_value(json.loads(text), rng)
                            text = json.dumps(doc, allow_nan=True)
                        except (ValueError, RecursionError):
                            text, how = mutate_text(text, rng)
                    else:
                        text, how = mutate_text(text, rng)
                with open(os.path.join(res, f), "w", encoding="utf-8", errors="surrogatepass") as fh:
                    fh.write(text)
            before = snapshot(out)
            problem = None
            try:
                r = subprocess.run([args.driver, "--results", res, "--out", out], capture_output=True,
                                   timeout=args.timeout)
                code = r.returncode
                after = snapshot(out)
                if code == 0:
                    if sorted(after) != sorted(n + ".pdf" for n in FIGURES) or any(
                            not after[k].startswith(b"%PDF-") for k in after):
                        problem = "exit 0 but the output folder is not six new PDFs"
                elif code == 2:
                    if after != before:
                        problem = "exit 2 but the output folder changed"
                    elif target.encode() not in r.stderr and b"results" not in r.stderr:
                        problem = "exit 2 without naming the file"
                else:
                    problem = "exit %d" % code
                if code in counts:
                    counts[code] += 1
            except subprocess.TimeoutExpired:
                problem = "timeout after %.0f s" % args.timeout
                r = None
            if problem:
                failures += 1
                keep = os.path.join(args.keep, "%05d" % n)
                shutil.copytree(res, keep, dirs_exist_ok=True)
                with open(os.path.join(keep, "WHY.txt"), "w") as fh:
                    fh.write("%s\nmutation of %s: %s\n" % (problem, target, how))
                    if r is not None:
                        fh.write(r.stderr.decode("utf-8", "replace")[-4000:])
                print("FAIL %05d %s: %s (%s)" % (n, target, how, problem), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("driver mutation fuzz: %d mutants, exit 0: %d, exit 2: %d, failures: %d"
          % (args.count, counts[0], counts[2], failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
