"""matplotlib's side of bench/hist_compare.cpp: the histogram of the same raw
float64 file, matplotlib's default style, 6.4 x 4.8 in, saved as PDF. Prints
the number of bins and the total count (sqfig's child prints the same).

Usage: hist_matplotlib.py BINS FILE OUT.pdf   (BINS: a count, fd or auto)
"""
import sys

import matplotlib

matplotlib.use("pdf")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

bins, path, out = sys.argv[1], sys.argv[2], sys.argv[3]
x = np.fromfile(path, dtype=np.float64)
fig, ax = plt.subplots(figsize=(6.4, 4.8))
counts, edges, _ = ax.hist(x, bins=int(bins) if bins.isdigit() else bins)
fig.savefig(out)
print(len(counts), int(counts.sum()))
