# Accuracy against bit width on six tasks: a 2x3 grid sharing x and y, one
# legend for the figure and a title over it.
import sys

import matplotlib.pyplot as plt
import numpy as np

tasks = ["MMLU", "GSM8K", "HumanEval", "ARC-C", "HellaSwag", "TruthfulQA"]
full = [63.2, 54.1, 31.5, 57.8, 79.6, 44.3]
bits = np.array([2, 3, 4, 6, 8])
fig, axs = plt.subplots(2, 3, figsize=(7, 4.2), sharex=True, sharey=True, layout="constrained")
for ax, task, fp16 in zip(axs.flat, tasks, full):
    ax.axhline(fp16, color="k", ls="--", lw=1, label="FP16")
    for method, loss in [("RTN", 1.0), ("GPTQ", 0.45)]:
        ax.plot(bits, fp16 * (1 - loss * 2.5 / bits**2), marker="o", ms=4, label=method)
    ax.set_title(task)
    ax.grid(True)
for ax in axs[1]:
    ax.set_xlabel("bits per weight")
for ax in axs[:, 0]:
    ax.set_ylabel("accuracy (%)")
fig.suptitle("Accuracy after quantization, six tasks")
handles, labels = axs[0, 0].get_legend_handles_labels()
fig.legend(handles, labels, loc="upper center", bbox_to_anchor=(0.5, 0), ncols=3)
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "07_shared_grid.pdf", bbox_inches="tight")
