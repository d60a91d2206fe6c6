# Benchmark accuracy of three precisions, mean and standard deviation over
# five seeds, as grouped bars with error bars.
import sys

import matplotlib.pyplot as plt
import numpy as np

tasks = ["MMLU", "GSM8K", "HumanEval", "ARC-C"]
scores = {"FP16": [63.2, 54.1, 31.5, 57.8], "INT8": [62.9, 53.0, 30.8, 57.1], "INT4": [60.4, 47.6, 27.2, 55.0]}
stds = {"FP16": [0.4, 1.1, 1.6, 0.7], "INT8": [0.5, 1.3, 1.5, 0.8], "INT4": [0.7, 1.8, 2.0, 0.9]}
x = np.arange(len(tasks))
width = 0.27
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
for i, precision in enumerate(scores):
    ax.bar(x + (i - 1) * width, scores[precision], width, yerr=stds[precision], capsize=3, label=precision)
ax.set_xticks(x, tasks)
ax.set_ylim(0, 80)
ax.set_ylabel("accuracy (%)")
ax.set_title("Accuracy by precision (5 seeds)")
ax.legend(loc="upper right", ncols=3)
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "03_grouped_error_bars.pdf")
