# Validation loss of three model sizes: the mean over seeds, with the band
# between the best and the worst seed.
import sys

import matplotlib.pyplot as plt
import numpy as np

steps = np.arange(0, 20001, 100)
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
for name, floor, tau in [("125M", 3.1, 3000), ("350M", 2.8, 2600), ("1.3B", 2.5, 2200)]:
    mean = floor + 4 * np.exp(-steps / tau) + 0.03 * np.sin(steps / 700)
    spread = 0.04 + 0.5 * np.exp(-2 * steps / tau)
    (line,) = ax.plot(steps, mean, lw=1.2, label=name)
    ax.fill_between(steps, mean - spread, mean + spread, color=line.get_color(), alpha=0.25)
ax.set_xlim(0, 20000)
ax.set_ylim(2.3, 5)
ax.grid(True)
ax.set_xlabel("training step")
ax.set_ylabel("validation loss")
ax.set_title("Loss over three seeds (min-max band)")
ax.legend()
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "01_loss_band.pdf")
