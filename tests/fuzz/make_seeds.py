#!/usr/bin/env python3
"""Regenerates the seed corpora in tests/fuzz/corpus/ (committed; run again
after changing the sample data or the targets' input formats).

  corpus/loader/     examples/data, minified, plus synthetic mutations of it
                     (extreme numbers, wrong types, truncation, BOM, deep
                     nesting, invalid UTF-8...). The paper's real results are
                     NOT copied here: scripts/fuzz.sh adds
                     ../shared/data/spectralquant-results as an extra corpus
                     directory at run time when it exists.
  corpus/math_text/  texts of the math subset, valid and invalid.
  corpus/chart/      byte programs for targets/chart_target.hpp.

Seed names are content hashes, as libFuzzer names its own files.
"""
import copy
import glob
import hashlib
import json
import os
import random
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))


def write(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    d = os.path.join(HERE, "corpus", target)
    os.makedirs(d, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def dumps(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False, allow_nan=True)


def walk_numbers(obj, path=()):
    """Yields (path, value) for every number in obj."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from walk_numbers(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from walk_numbers(v, path + (i,))
    elif isinstance(obj, (int, float)) and not isinstance(obj, bool):
        yield path, obj


def set_at(obj, path, value):
    o = copy.deepcopy(obj)
    cur = o
    for p in path[:-1]:
        cur = cur[p]
    cur[path[-1]] = value
    return o


def loader_seeds():
    rng = random.Random(6)
    for f in sorted(glob.glob(os.path.join(ROOT, "examples", "data", "*.json"))):
        with open(f, encoding="utf-8") as fh:
            doc = json.load(fh)
        # Keep the seeds small: drop the fields no figure reads.
        for k in ("hardware", "software", "caveats", "evidence_ids", "repo", "commit", "timestamp", "description"):
            doc.pop(k, None)
        if isinstance(doc.get("prompts"), list):
            doc["prompts"] = doc["prompts"][:1]
        base = dumps(doc)
        write("loader", base)
        numbers = list(walk_numbers(doc))
        extremes = [0, -1, 1e308, -1e308, 5e-324, 1e-300, 2**63, -(2**63), 2**64, 1.0000000000000002, 3]
        for path, _ in rng.sample(numbers, min(12, len(numbers))):
            write("loader", dumps(set_at(doc, path, rng.choice(extremes))))
        for path, _ in rng.sample(numbers, min(4, len(numbers))):
            write("loader", dumps(set_at(doc, path, rng.choice(["6.49", None, True, [], {}]))))
        # Raw-text mutations that json.dumps cannot express.
        write("loader", base[: len(base) // 2])                       # truncated
        write("loader", b"\xef\xbb\xbf" + base.encode())             # BOM
        write("loader", base.replace("1", "NaN", 1))
        write("loader", base.replace(":", ":1e999", 1))
        write("loader", base.replace('"', '"\xc3\x28', 1).encode("latin-1", "replace"))
        write("loader", base.encode() + b"\x00")
        write("loader", base + " {}")
    write("loader", "[" * 5000 + "]" * 5000)
    write("loader", '{"rows":[' + ",".join(['{"model":"m","bits":1,"random_haar_uniform":1,'
                                            '"calibrated_uniform":-1,"calibrated_waterfill":0}'] * 30) + "]}")
    write("loader", '{"rows":[{"model":"' + "M" * 3000 + '","bits":3,"random_haar_uniform":0.1,'
                    '"calibrated_uniform":0.2,"calibrated_waterfill":0.3}]}')
    write("loader", "")
    write("loader", "{}")
    write("loader", '{"model":{"name":"a/b/"},"family":"perplexity"}')


MATH = [
    "plain text", "$d_{\\rm eff}$", "$x^2$", "$x_i^2$", "$\\alpha \\to \\beta$", "$a \\leq b$",
    "$\\frac{1}{2}$", "$\\sqrt{x}$", "$\\mathrm{PPL}$", "$\\text{with space}$", "cost \\$5",
    "$10^{-3}$", "$\\left( x \\right)$", "$\\overline{x}$", "$\\mathbf{v}$", "$\\log_2 n$",
    "a & b < c > d \"e\" 'f'", "$x$ and $y$", "line 1\nline 2 $z$", "$\\%$", "$\\{ \\}$",
    "$\\,\\:\\;\\quad\\qquad\\!$", "$x'$", "$-1$", "$\\operatorname{softmax}$", "$\\mathregular{abc}$",
    "$\\it x \\bf y \\tt z \\sf w$", "$\\mathit{ab}\\mathtt{cd}\\mathsf{ef}$", "$\\underline{u}$",
    "$\\Gamma \\Omega \\infty \\approx \\neq \\times \\cdot \\pm$",
    # invalid
    "$x", "$x^$", "$x^2^3$", "$\\unknown$", "${$", "$}$", "$\\frac{1}$", b"\xff", "a\x00b",
    "$" + "{" * 70 + "x" + "}" * 70 + "$", "$" + "^{" * 40 + "x" + "}" * 40 + "$", "$\\left( x$",
    "$\\sqrt$", "$_$", "$\\text{$", "\\", "$\\$", "$\\\\$",
]


def math_seeds():
    for t in MATH:
        write("math_text", t)
    write("math_text", b"\xed\xa0\x80")        # surrogate
    write("math_text", b"\xc0\xaf")            # overlong
    write("math_text", b"\xf4\x90\x80\x80")    # > U+10FFFF
    write("math_text", b"\x01\x02\x1f\x7f")    # control characters


def chart_seeds():
    """Byte programs for chart_target.hpp (see its decoder)."""
    rng = random.Random(7)

    def prog(head, rows, cols, ops):
        out = bytes([head, rows, cols, 1, len(ops)])
        for axes, op in ops:
            out += bytes([axes, axes, 1]) + op
        return out + bytes([0, 1])

    bars_small = bytes([0, 0, 5, 1]) + bytes([30, 2]) + bytes([1, 91, 95]) + bytes([0])
    bars_many = bytes([0, 1, 7, 1]) + bytes([30, 92, 1, 100, 90, 0]) + bytes([0])
    bars_special = bytes([0, 1, 5, 0]) + bytes([0, 1, 2, 3, 6]) + bytes([0]) + bytes([0, 1, 2, 3, 6]) + bytes([0])
    line_geo = bytes([2, 1, 6, 2]) + bytes([92, 93]) + bytes([0]) + bytes([2, 92, 110, 0]) + bytes([2])
    text_math = bytes([4]) + bytes([100, 100, 2, 2, 3]) + b"\x00" + bytes([0])
    log_y = bytes([7, 1, 0])
    log2_x = bytes([6, 1, 1])
    legend = bytes([11, 0, 0])
    title = bytes([10, 0, 2, 2, 2, 1])
    ticks = bytes([9, 8, 1, 92, 93, 0, 1, 1, 1, 1])
    for ops in ([(0, bars_small)], [(0, bars_many)], [(0, bars_special), (0, log_y)],
                [(0, line_geo), (0, log_y), (0, legend)], [(0, text_math), (0, title)],
                [(0, bars_small), (0, ticks), (0, log2_x)]):
        write("chart", prog(0x10, 0, 0, ops))
    write("chart", prog(0x11, 1, 1, [(0, bars_small), (1, line_geo), (2, legend), (3, title)]))
    for _ in range(20):
        write("chart", bytes(rng.randrange(256) for _ in range(rng.randrange(8, 200))))
    write("chart", bytes([0x18, 200]) + struct.pack("<d", float("nan")) + bytes([200]) + struct.pack("<d", 100.0)
          + bytes([0, 0, 0, 1]))


if __name__ == "__main__":
    loader_seeds()
    math_seeds()
    chart_seeds()
    for t in ("loader", "math_text", "chart"):
        print(t, len(os.listdir(os.path.join(HERE, "corpus", t))), "seeds")
