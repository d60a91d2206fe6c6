# A 2-D embedding of 60,000 points (three clusters, as a UMAP of three
# classes) as a 2-D histogram and as hexagonal bins, log counts, colourbars.
import sys

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.colors import LogNorm

i = np.arange(60000, dtype=np.uint64)
def u(s):  # a hash of (i, s) as a uniform in [0, 1): the C++ twin draws the same points
    h = (i + np.uint64(s)) * np.uint64(0x9E3779B97F4A7C15)
    h = (h ^ (h >> np.uint64(31))) * np.uint64(0xBF58476D1CE4E5B9)
    return ((h ^ (h >> np.uint64(29))) >> np.uint64(11)) / 2.0**53
k = (i % np.uint64(3)).astype(int)
x = np.array([-4.0, 1.0, 4.0])[k] + (u(1) + u(2) + u(3) - 1.5) * (1 + k)
y = np.array([-1.0, 3.0, -2.0])[k] + (u(4) + u(5) + u(6) - 1.5) * (2 - 0.5 * k)
fig, (left, right) = plt.subplots(1, 2, figsize=(8, 3.2), layout="constrained")
*_, mesh = left.hist2d(x, y, bins=60, norm=LogNorm(), cmap="magma")
fig.colorbar(mesh, ax=left, label="points per bin")
left.set_title("hist2d, 60 x 60 bins")
hexes = right.hexbin(x, y, gridsize=40, bins="log", cmap="magma")
fig.colorbar(hexes, ax=right, label="points per hexagon")
right.set_title("hexbin, gridsize 40")
left.set_xlabel("UMAP 1")
right.set_xlabel("UMAP 1")
left.set_ylabel("UMAP 2")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "20_embedding_density.pdf")
