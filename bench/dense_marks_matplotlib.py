"""matplotlib's side of bench/dense_marks.cpp: the same cases on the same kind
of data (a random walk with a NaN every other point; uniform points coloured
by x*y), saved as PDF.

Usage: dense_marks_matplotlib.py CASE N OUT.pdf   (CASE: line, scatter, rscatter)
"""
import sys

import matplotlib

matplotlib.use("pdf")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

what, n, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rng = np.random.default_rng(12345)
fig, ax = plt.subplots(figsize=(6, 4))
if what == "line":
    y = np.cumsum(rng.random(n) * 2 - 1)
    y[1::2] = np.nan
    ax.plot(np.arange(n, dtype=float), y, marker="o", label="walk")
else:
    x, y = rng.random(n), rng.random(n)
    points = ax.scatter(x, y, c=x * y, rasterized=(what == "rscatter"))
    fig.colorbar(points)
fig.savefig(out)
