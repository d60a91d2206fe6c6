# Validation accuracy over a learning-rate x batch-size sweep in five
# discrete bands (a map from three colours, BoundaryNorm levels).
import sys

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.colors import BoundaryNorm, LinearSegmentedColormap

b, lr = np.mgrid[0:5, 0:6]
acc = 92 - 3.0 * (lr - 2.5 + 0.4 * b) ** 2 - 1.5 * b
cmap = LinearSegmentedColormap.from_list("acc", ["#b2182b", "#f7f7f7", "#2166ac"]).resampled(5)
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
image = ax.imshow(acc, cmap=cmap, norm=BoundaryNorm([40, 60, 75, 85, 90, 95], 5))
fig.colorbar(image, ax=ax, label="validation accuracy (%)")
ax.set_xticks(range(6), ["1e-4", "3e-4", "1e-3", "3e-3", "1e-2", "3e-2"])
ax.set_yticks(range(5), ["32", "64", "128", "256", "512"])
ax.set_xlabel("learning rate")
ax.set_ylabel("batch size")
ax.set_title("Sweep: accuracy bands")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "16_sweep_levels.pdf")
