# Decode latency per token of five serving set-ups, where naive CPU offload
# is more than ten times slower than the rest: a broken y axis (matplotlib's
# "broken axis" example: two axes sharing x, diagonal marks drawn by hand).
import sys

import matplotlib.pyplot as plt

setups = ["SpectralQuant", "KIVI", "QuaRot", "FP16", "CPU offload"]
latency = [21.4, 24.8, 27.3, 31.9, 396.5]
fig, (top, bottom) = plt.subplots(2, 1, sharex=True, figsize=(4.5, 3), layout="constrained",
                                  gridspec_kw=dict(height_ratios=[40, 45]))
fig.get_layout_engine().set(hspace=0, h_pad=0.03)
for ax in (top, bottom):
    bars = ax.bar(range(5), latency, label="decode latency")
    ax.bar_label(bars, fmt="%.1f")
top.set_ylim(380, 420)
bottom.set_ylim(0, 45)
top.spines.bottom.set_visible(False)
bottom.spines.top.set_visible(False)
top.tick_params(bottom=False)
bottom.set_xticks(range(5), setups)
fig.supylabel("latency per token (ms)", fontsize="medium")
top.set_title("Decode latency, Llama-2-7B, batch 1")
marks = dict(marker=[(-1, -0.5), (1, 0.5)], markersize=12, linestyle="none", color="k", mec="k", mew=1, clip_on=False)
top.plot([0, 1], [0, 0], transform=top.transAxes, **marks)
bottom.plot([0, 1], [1, 1], transform=bottom.transAxes, **marks)
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "27_broken_axis_latency.pdf")
