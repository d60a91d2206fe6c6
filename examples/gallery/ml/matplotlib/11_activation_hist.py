# One layer's activations before and after outlier smoothing: the heavy
# tails show on a log density axis (two histograms over shared bins).
import sys

import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(4)
before = rng.standard_t(3, 4400)
after = rng.normal(0, 1.2, 4400)
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
ax.hist([before, after], bins="fd", density=True, histtype="step", range=(-8, 8),
        label=["before", "after smoothing"])
ax.set_yscale("log")
ax.set_xlabel("activation")
ax.set_ylabel("density")
ax.set_title("Layer 12 activations")
ax.legend()
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "11_activation_hist.pdf")
