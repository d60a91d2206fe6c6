# Ablating a model's components: mean accuracy over five seeds with one
# standard deviation, and significance brackets against the full model
# (p-values of Welch's t-tests over the seeds, as stars), drawn by hand.
import sys

import matplotlib.pyplot as plt
import numpy as np

x, mean, sd = np.arange(5), np.array([84.2, 81.6, 79.1, 83.7, 82.5]), np.array([0.6, 0.9, 1.2, 0.8, 0.7])
p = [0.0012, 0.00003, 0.31, 0.0087]
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
ax.bar(x, mean, yerr=sd, capsize=2, color=["#4c72b0"] + ["#dd8452"] * 4)
stars = lambda q: next(s for t, s in [(1e-4, "****"), (1e-3, "***"), (1e-2, "**"), (0.05, "*"), (1, "ns")] if q <= t)
level, step, tip = (mean + sd).max() + 1.0, 2.6, 0.5
for i, q in enumerate(p):
    y = max(level, (mean + sd)[: i + 2].max() + 1.0)
    ax.plot([0, 0, i + 1, i + 1], [y, y + tip, y + tip, y], color="k", lw=1)
    ax.text((i + 1) / 2, y + tip, stars(q), ha="center", va="bottom")
    level = y + step
ax.set_xticks(x, ["full", "no attn.", "no MLP", "no norm", "no pos."])
ax.set_ylim(70, level + 0.5)
ax.set_ylabel("accuracy (%)")
ax.set_title("Ablation over five seeds")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "21_ablation_significance.pdf")
