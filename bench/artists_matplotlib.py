"""matplotlib's side of bench/artists_compare.cpp: one case drawn from the same
raw float64 file (K[case] columns of n values, column after column), with
matplotlib's default style, 6.4 x 4.8 in, saved as PDF by the pdf backend.

Usage: artists_matplotlib.py CASE FILE OUT.pdf
"""
import sys

import matplotlib

matplotlib.use("pdf")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

# Columns per case: must agree with cases() in bench/artists_compare.cpp.
K = {
    "empty": 1, "line": 2, "scatter": 2, "bars": 2, "hbars": 2, "error_bars": 3, "band": 3,
    "hist": 1, "hist_stacked": 3, "boxplot": 50, "violin": 6, "ecdf": 1,
    "stackplot": 6, "heatmap": 300, "text": 4, "reference": 4, "labels": 2,
}

case, path, out = sys.argv[1], sys.argv[2], sys.argv[3]
v = np.fromfile(path, dtype=np.float64).reshape(K[case], -1)
n = v.shape[1]
fig, ax = plt.subplots(figsize=(6.4, 4.8))
if case == "empty":
    pass
elif case == "line":
    ax.plot(v[0], v[1])
elif case == "scatter":
    ax.scatter(v[0], v[1])
elif case == "bars":
    ax.bar(v[0], v[1])
elif case == "hbars":
    ax.barh(v[0], v[1])
elif case == "error_bars":
    ax.errorbar(v[0], v[1], yerr=v[2])
elif case == "band":
    ax.fill_between(np.arange(n, dtype=np.float64), v[1], v[2], alpha=0.3)
elif case == "hist":
    ax.hist(v[0], bins=100)
elif case == "hist_stacked":
    ax.hist(list(v), bins=100, stacked=True)
elif case == "boxplot":
    ax.boxplot(list(v))
elif case == "violin":
    ax.violinplot(list(v))
elif case == "ecdf":
    # matplotlib 3.6 has no ax.ecdf (3.8): the sorted values as a step line.
    x = np.sort(v[0])
    ax.step(x, np.arange(1, n + 1) / n, where="post")
elif case == "stackplot":
    ax.stackplot(v[0], v[1:])
elif case == "heatmap":
    fig.colorbar(ax.imshow(v), ax=ax)
elif case == "text":
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 10)
    for i in range(n):
        ax.text(v[0, i], v[1, i], "text %d" % i)
    for i in range(n):
        x, y = v[2, i], v[3, i]
        ax.annotate("note %d" % i, (x, y), xytext=(x + 0.5, y + 0.5), arrowprops={"arrowstyle": "->"})
elif case == "reference":
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 10)
    for y in v[0]:
        ax.axhline(y)
    for x in v[1]:
        ax.axvline(x)
    for y in v[2]:
        ax.axhspan(y, y + 0.05, alpha=0.2)
    for x in v[3]:
        ax.axvspan(x, x + 0.05, alpha=0.2)
elif case == "labels":
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.scatter(v[0], v[1])
    for i in range(n):
        ax.annotate("p%d" % i, (v[0, i], v[1, i]), xytext=(4, 4), textcoords="offset points")
else:
    sys.exit("no case " + case)
fig.savefig(out)
