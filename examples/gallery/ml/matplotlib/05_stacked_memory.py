# GPU memory at inference by model size, stacked by what holds it, against
# the memory of one 80 GB accelerator.
import sys

import matplotlib.pyplot as plt
import numpy as np

models = ["7B", "13B", "34B", "70B"]
parts = {
    "weights": [13.5, 26.0, 68.0, 140.0],
    "KV cache": [8.0, 12.5, 20.0, 32.0],
    "activations": [2.5, 4.0, 7.0, 11.0],
}
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
bottom = np.zeros(len(models))
for part, gigabytes in parts.items():
    ax.bar(models, gigabytes, width=0.6, bottom=bottom, label=part)
    bottom += gigabytes
ax.axhline(80, color="k", ls="--", lw=1, label="one 80 GB GPU")
ax.set_xlabel("model")
ax.set_ylabel("memory (GB)")
ax.set_title("Inference memory at 8k context")
ax.legend(loc="upper left")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "05_stacked_memory.pdf")
