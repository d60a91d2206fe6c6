# Per-token loss of a baseline and its distilled model on four domains:
# half violins side by side, quartiles marked (violin plots).
import sys

import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(13)
base = [rng.gamma(4, loss / 4, 300) for loss in [2.1, 1.4, 2.8, 2.4]]
distilled = [rng.gamma(6, 0.85 * loss / 6, 300) for loss in [2.1, 1.4, 2.8, 2.4]]
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
handles = []
for data, keep_left in [(base, True), (distilled, False)]:
    parts = ax.violinplot(data, quantiles=[[0.25, 0.5, 0.75]] * 4)
    for body in parts["bodies"]:
        x = body.get_paths()[0].vertices[:, 0]
        centre = np.mean(x)
        body.get_paths()[0].vertices[:, 0] = np.clip(x, -np.inf, centre) if keep_left else np.clip(x, centre, np.inf)
    handles.append(parts["bodies"][0])
ax.set_xticks([1, 2, 3, 4], ["web", "code", "math", "dialogue"])
ax.set_ylabel("per-token loss (nats)")
ax.set_title("Loss by domain")
ax.legend(handles, ["baseline", "distilled"])
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "13_loss_violins.pdf")
