# Validation loss of two model sizes against training steps, with the tokens
# seen on a second x axis on top (2^20 tokens a step).
import sys

import matplotlib.pyplot as plt
import numpy as np

steps = np.arange(0, 30001, 100)
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
for name, floor, tau in [("350M", 2.9, 5000), ("1.3B", 2.6, 4000)]:
    ax.plot(steps, floor + 3 * np.exp(-steps / tau), lw=1.2, label=name)
sec = ax.secondary_xaxis("top", functions=(lambda s: s * 2**20 / 1e9, lambda t: t * 1e9 / 2**20))
sec.set_xlabel("tokens (billions)")
ax.set_xlim(0, 30000)
ax.grid(True)
ax.set_xlabel("training step")
ax.set_ylabel("validation loss")
ax.set_title("Loss over steps and tokens")
ax.legend()
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "23_tokens_secondary.pdf")
