# The end of a training run, magnified: an inset zooms on the last 2,500
# steps, where the validation loss turns up, and an annotation offset in
# points marks the best checkpoint.
import sys

import matplotlib.pyplot as plt
import numpy as np


def train(s):
    return 0.8 + 2.2 * np.exp(-s / 1500) + 0.01 * np.sin(s / 60)


def val(s):
    return 0.86 + 2.2 * np.exp(-s / 1400) + 4e-9 * np.maximum(s - 7500, 0) ** 2


steps = np.linspace(0, 10000, 401)
tail = np.linspace(7500, 10000, 101)
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
ax.plot(steps, train(steps), label="train")
ax.plot(steps, val(steps), label="validation")
ax.set_xlabel("step")
ax.set_ylabel("loss")
ax.legend()
zoom = ax.inset_axes([0.5, 0.4, 0.45, 0.45])
zoom.plot(tail, train(tail))
zoom.plot(tail, val(tail))
zoom.tick_params(labelbottom=False)  # the zoom indicator shows the steps
zoom.annotate("best", (8500, val(8500)), xytext=(0, 16), textcoords="offset points",
              ha="center", va="center", arrowprops=dict(arrowstyle="-|>"))
ax.indicate_inset_zoom(zoom)
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "17_loss_inset.pdf")
