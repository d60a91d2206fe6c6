# Causal attention of one head over 16 tokens: most weight on the token
# itself, its neighbours and the first token (an attention sink).
import sys

import matplotlib.pyplot as plt
import numpy as np

n = 16
query, key = np.mgrid[0:n, 0:n]
scores = 2.5 * np.exp((key - query) / 2) + 2.0 * (key == 0)
scores[key > query] = -np.inf  # causal mask
weights = np.exp(scores)
weights /= weights.sum(axis=1, keepdims=True)
fig, ax = plt.subplots(figsize=(4, 3.4), layout="constrained")
image = ax.imshow(weights, cmap="viridis")
fig.colorbar(image, ax=ax, label="attention weight")
ax.set_xlabel("key position")
ax.set_ylabel("query position")
ax.set_title("Layer 3, head 5")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "08_attention_heatmap.pdf")
