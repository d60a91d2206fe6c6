# Loss against training compute on log-log axes, with a fitted power law
# L = a C^b and an annotation of the exponent.
import sys

import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(1)
compute = np.logspace(18, 23, 11)
loss = 48 * compute**-0.06 * np.exp(rng.normal(0, 0.015, compute.size))
b, log_a = np.polyfit(np.log10(compute), np.log10(loss), 1)
ends = np.array([3e17, 3e23])
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
ax.loglog(compute, loss, "o", label="training runs")
ax.loglog(ends, 10**log_a * ends**b, "--", color="0.3", label="power-law fit")
ax.annotate(f"$L \\propto C^{{{b:.3f}}}$", xy=(1e21, 10**log_a * 1e21**b), xytext=(3e18, 2.2),
            arrowprops=dict(arrowstyle="->"))
ax.set_xlabel("training compute (FLOPs)")
ax.set_ylabel("final loss")
ax.set_title("Scaling law")
ax.legend()
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "02_scaling_law.pdf")
