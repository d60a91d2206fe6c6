# Accuracy against size for sixteen models, each labelled by name: without
# adjustText, each label gets an offset chosen by hand (tried until none
# overlaps), and a leader line where one had to go far.
import sys

import matplotlib.pyplot as plt

params = [0.35, 0.77, 1.3, 1.5, 2.7, 3.0, 6.7, 7.0, 7.2, 7.5, 8.0, 13, 13.5, 30, 34, 70]
acc = [38.2, 41.5, 45.0, 44.1, 49.8, 51.2, 55.4, 57.9, 56.3, 58.8, 57.1, 60.7, 62.0, 64.9, 63.8, 68.5]
names = ["tiny", "small", "base-1B", "distil-1.5B", "mid-3B", "ours-3B", "open-7B", "chat-7B", "code-7B",
         "ours-7B", "moe-8B", "open-13B", "ours-13B", "open-30B", "code-34B", "large-70B"]
offsets = [(0, 8), (0, -9), (-10, 8), (12, -7), (-14, 6), (-14, 8), (-14, 0), (-16, 4), (0, -18), (-14, 8),
           (16, -6), (18, -10), (0, 9), (-12, 8), (18, -2), (-40, 4)]
fig, ax = plt.subplots(figsize=(4.5, 3.2), layout="constrained")
ax.plot([0.3, 80], [37.5, 69.5], "--", color="0.6")
ax.scatter(params, acc)
for x, y, name, off in zip(params, acc, names, offsets):
    far = abs(off[0]) + abs(off[1]) > 20
    ax.annotate(name, (x, y), xytext=off, textcoords="offset points", fontsize=7, ha="center", va="center",
                arrowprops=dict(arrowstyle="-", color="0.4", lw=0.6) if far else None)
ax.set_xscale("log")
ax.set_xlabel("parameters (billions)")
ax.set_ylabel("accuracy (%)")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "18_labelled_scatter.pdf")
