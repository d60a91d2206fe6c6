# Per-request latency of two serving stacks as ECDFs (no bins to choose),
# with the 250 ms service-level objective: read off the share of requests within it.
import sys

import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(7)
baseline = rng.lognormal(5.0, 0.45, 600)
paged = rng.lognormal(4.7, 0.3, 600)
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
ax.ecdf(baseline, label="baseline")
ax.ecdf(paged, label="paged attention")
ax.axvline(250, color="k", linestyle="-.", linewidth=1, label="SLO 250 ms")
ax.set_xscale("log")
ax.set_xlabel("latency (ms)")
ax.set_ylabel("fraction of requests")
ax.set_title("Request latency")
ax.legend()
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "15_latency_ecdf.pdf")
