"""Issue 47's "repeated markers as one reusable marker", estimated: how many
bytes a PDF's page would take if every path drawn 20 times or more with the
same shape (its coordinates relative to its first point, to 3 decimals, and
its painting operator) were one Form XObject and `q 1 0 0 1 x y cm /Mk Do Q`
per use, as matplotlib writes markers. Bytes only: it writes no PDF (the
rewritten streams are deflated at level 6, each form counted at its
deflated path plus 150 bytes of dictionary).

    python3 bench/experiments/marker_xobject_estimate.py figure.pdf
"""
import re
import sys
import zlib
from collections import Counter
d = open(sys.argv[1], 'rb').read()
num = rb'-?\d+(?:\.\d+)?'
# a path: m, then l/c segments, then h?, then f/S/B (Cairo's fills/strokes)
path_re = re.compile(rb'(?:^|(?<=\n)|(?<= ))((' + num + rb') (' + num + rb') m(?:\s+(?:' + num + rb'\s+)+(?:l|c))+(?:\s+h)?\s+(?:f\*?|S|B\*?|b\*?))', re.S)
total_before = total_after = 0
for m in re.finditer(rb'stream\r?\n(.*?)endstream', d, re.S):
    raw = m.group(1)
    try:
        z = zlib.decompress(raw)
    except Exception:
        continue
    shapes = Counter()
    def key(mm):
        x0 = float(mm.group(2)); y0 = float(mm.group(3))
        nums = [float(t) for t in re.findall(num, mm.group(1))]
        rel = tuple(round(v - (x0 if i % 2 == 0 else y0), 3) for i, v in enumerate(nums))
        op = mm.group(1).split()[-1]
        return rel + (op,), x0, y0
    found = [key(mm) for mm in path_re.finditer(z)]
    for k, _, _ in found: shapes[k] += 1
    common = {k for k, c in shapes.items() if c >= 20}
    if not common:
        continue
    names = {k: b'/M%d' % i for i, k in enumerate(sorted(common, key=str))}
    def repl(mm):
        k, x0, y0 = key(mm)
        if k not in names: return mm.group(0)
        return b'q 1 0 0 1 %s %s cm %s Do Q' % (mm.group(2), mm.group(3), names[k])
    z2 = path_re.sub(repl, z)
    forms = sum(len(zlib.compress(b' '.join(b'%g' % v for v in k[:-1]) + b' ' + k[-1], 9)) + 150 for k in common)
    before = len(raw); after = len(zlib.compress(z2, 6)) + forms
    total_before += before; total_after += after
    print('stream: %d paths, %d in %d shapes repeated >= 20 times; deflated %d -> %d bytes' % (len(found), sum(shapes[k] for k in common), len(common), before, after))
print('file %d bytes; estimated %d' % (len(d), len(d) - total_before + total_after))
