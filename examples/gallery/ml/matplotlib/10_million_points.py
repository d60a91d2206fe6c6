# The training loss at each of 10^6 steps: a decaying curve plus noise.
import sys

import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(3)
step = np.arange(1_000_000)
loss = 2.0 + 2.5 * np.exp(-step / 80_000) + rng.normal(0, 0.03, step.size) * (1 + np.exp(-step / 200_000))
fig, ax = plt.subplots(figsize=(6.4, 3), layout="constrained")
ax.plot(step, loss, lw=0.5)
ax.set_xlabel("step")
ax.set_ylabel("training loss")
ax.set_title("Per-step training loss ($10^6$ points)")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "10_million_points.pdf")
