# A pre-training data mixture over the run: each domain's share of the batch
# stacked to 100%, with the step where the curriculum shifts to math and code.
import sys

import matplotlib.pyplot as plt
import numpy as np

steps = np.linspace(0, 100, 51)
code = 12 + 0.1 * steps + 8.0 * (steps > 60)
math = 4 + 0.05 * steps + 6.0 * (steps > 60)
books = 15 - 0.05 * steps
web = 69 - 0.1 * steps - 14.0 * (steps > 60)
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
ax.stackplot(steps, web, books, code, math, labels=["web", "books", "code", "math"])
ax.axvline(60, color="k", linestyle=":", linewidth=1.5, label="curriculum shift")
ax.set_xlim(0, 100)
ax.set_xlabel("training step (k)")
ax.set_ylabel("share of batch (%)")
ax.set_title("Data mixture schedule")
ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1))
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "14_data_mixture_stack.pdf")
