# Accuracy of five fine-tuning methods over 30 seeds each: notched boxes
# with the mean marked and the diverged seeds as fliers (box plots).
import sys

import matplotlib.pyplot as plt
import numpy as np

rng = np.random.default_rng(12)
scores = [centre + rng.standard_t(3, 30) for centre in [82.1, 81.4, 80.2, 77.9, 76.5]]
fig, ax = plt.subplots(figsize=(4.5, 3), layout="constrained")
ax.boxplot(scores, labels=["full FT", "LoRA", "adapters", "prefix", "BitFit"], notch=True, showmeans=True,
           patch_artist=True, boxprops=dict(facecolor="#a6cee3"))
ax.set_ylabel("GLUE average (%)")
ax.set_title("Fine-tuning methods over 30 seeds")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "12_score_boxplot.pdf")
