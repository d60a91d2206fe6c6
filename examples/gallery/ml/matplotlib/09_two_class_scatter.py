# A 2-D projection of 2,000 embeddings from two classes.
import sys

import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(2)
fig, ax = plt.subplots(figsize=(4, 3.4), layout="constrained")
for label, centre, marker in [("negative", (-1.0, -0.4), "o"), ("positive", (1.1, 0.5), "^")]:
    points = rng.normal(centre, 0.75, (1000, 2))
    ax.scatter(points[:, 0], points[:, 1], s=9, alpha=0.5, marker=marker, label=label)
ax.set_xlabel("component 1")
ax.set_ylabel("component 2")
ax.set_title("Embeddings of 2,000 reviews")
ax.legend()
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "09_two_class_scatter.pdf")
