"""matplotlib's side of bench/dense_marks.cpp: the same cases on the same kind
of data (a random walk with a NaN every other point; uniform points coloured
by x*y), saved as PDF.

Usage: dense_marks_matplotlib.py CASE N OUT.pdf
  (CASE: line, scatter, rscatter: N points; heatmap, grid: N x N cells or plots)
"""
import sys

import matplotlib

matplotlib.use("pdf")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

what, n, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rng = np.random.default_rng(12345)
fig, ax = plt.subplots(figsize=(6, 4))
if what == "heatmap":
    plt.close(fig)
    v = (np.sin(np.arange(n * n) * 0.01) * np.cos(np.arange(n * n) * 0.003)).reshape(n, n)
    fig, ax = plt.subplots(figsize=(0.25 * n, 0.2 * n))
    ax.imshow(v, aspect="auto")
    for i in range(n):
        for j in range(n):
            ax.text(j, i, f"{v[i, j]:.1f}", ha="center", va="center", fontsize=6)
elif what == "grid":
    plt.close(fig)
    fig, axs = plt.subplots(n, n, figsize=(30, 30), squeeze=False)
    x = np.arange(20.0)
    for r in range(n):
        for c in range(n):
            axs[r, c].plot(x, np.sin(x * 0.3 + r + c))
elif what == "line":
    y = np.cumsum(rng.random(n) * 2 - 1)
    y[1::2] = np.nan
    ax.plot(np.arange(n, dtype=float), y, marker="o", label="walk")
else:
    x, y = rng.random(n), rng.random(n)
    points = ax.scatter(x, y, c=x * y, rasterized=(what == "rscatter"))
    fig.colorbar(points)
fig.savefig(out)
