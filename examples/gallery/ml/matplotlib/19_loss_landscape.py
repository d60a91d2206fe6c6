# A 2-D loss landscape: filled contours, labelled contour lines, a colourbar
# and the path of gradient descent with momentum to the minimum.
import sys

import matplotlib.pyplot as plt
import numpy as np

w1, w2 = np.linspace(-2, 2, 81), np.linspace(-1.5, 1.5, 61)
W1, W2 = np.meshgrid(w1, w2)
loss = 0.6 * (W1 - 0.8) ** 2 + 1.5 * (W2 + 0.3) ** 2 + 0.4 * np.sin(2 * W1) * np.cos(3 * W2)
px, py, vx, vy = [-1.8], [1.2], 0.0, 0.0
for _ in range(40):
    x, y = px[-1], py[-1]
    vx = 0.7 * vx - 0.05 * (1.2 * (x - 0.8) + 0.8 * np.cos(2 * x) * np.cos(3 * y))
    vy = 0.7 * vy - 0.05 * (3.0 * (y + 0.3) - 1.2 * np.sin(2 * x) * np.sin(3 * y))
    px.append(x + vx)
    py.append(y + vy)
fig, ax = plt.subplots(figsize=(5, 3.6), layout="constrained")
filled = ax.contourf(w1, w2, loss, levels=12)
ax.plot(px, py, "o-", color="white", ms=2.5, lw=1.2)
lines = ax.contour(w1, w2, loss, levels=6, colors="black", linewidths=0.7)
ax.clabel(lines, fontsize=8)
fig.colorbar(filled, ax=ax, label="training loss")
ax.set_xlabel("direction 1")
ax.set_ylabel("direction 2")
ax.set_title("Loss landscape and the optimizer's path")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "19_loss_landscape.pdf")
