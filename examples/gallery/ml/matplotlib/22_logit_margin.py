# Logit margin (correct class minus the best wrong one) under three learning
# rates: negative at first, then positive over four decades. A symlog axis
# shows both signs and every decade.
import sys

import matplotlib.pyplot as plt
import numpy as np

steps = np.arange(0, 5001, 25)
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
for lr in [1e-4, 3e-4, 1e-3]:
    margin = 1e10 * lr**2 * (1 - np.exp(-7 * lr * steps)) - 200 * np.exp(-steps / 150)
    ax.plot(steps, margin, lw=1.2, label=f"lr {lr:g}")
ax.set_yscale("symlog", linthresh=1)
ax.axhline(0, color="0.5", lw=0.8)
ax.set_xlim(0, 5000)
ax.grid(True)
ax.set_xlabel("training step")
ax.set_ylabel("logit margin")
ax.set_title("Logit margin by learning rate (symlog)")
ax.legend(loc="lower right")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "22_logit_margin.pdf")
