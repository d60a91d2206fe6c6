# Throughput as bars and per-token latency as a line on a second y axis,
# each axis coloured like its data, one legend for both.
import sys

import matplotlib.pyplot as plt
import numpy as np

batch = [1, 2, 4, 8, 16, 32, 64]
throughput = [41, 80, 152, 281, 498, 812, 1105]
latency = [24.4, 25.0, 26.3, 28.5, 32.1, 39.4, 57.9]
x = np.arange(len(batch))
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
ax.bar(x, throughput, color="C0", label="throughput")
ax.set_xticks(x, batch)
ax.set_xlabel("batch size")
ax.set_ylabel("tokens / s", color="C0")
ax.tick_params(axis="y", colors="C0")
ax2 = ax.twinx()
ax2.plot(x, latency, color="C3", marker="o", label="latency")
ax2.set_ylabel("latency per token (ms)", color="C3")
ax2.tick_params(axis="y", colors="C3")
ax.set_title("Throughput and latency by batch size")
lines, labels = ax.get_legend_handles_labels()
lines2, labels2 = ax2.get_legend_handles_labels()
ax.legend(lines + lines2, labels + labels2, loc="upper left")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "06_twin_axis.pdf")
