# Where a 7B transformer's training FLOPs go, by component: a donut whose
# tiny slices' labels and percentages overlap in matplotlib.
import sys

import matplotlib.pyplot as plt

share = [52.0, 26.0, 11.5, 6.2, 1.9, 0.9, 0.7, 0.4, 0.25, 0.15]
part = ["MLP", "attn. proj.", "attn. scores", "logits", "optimizer",
        "softmax", "layer norm", "rotary", "residual", "embeddings"]
fig, ax = plt.subplots(figsize=(5.2, 3.2), layout="constrained")
ax.pie(share, labels=part, autopct="%.1f%%", pctdistance=0.78, startangle=90, counterclock=False,
       wedgeprops=dict(width=0.45, edgecolor="white", linewidth=1))
ax.set_title("Training FLOPs of a 7B model")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "24_compute_breakdown.pdf")
