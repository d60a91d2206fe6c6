# A training run's loss and GPU utilisation against wall-clock time over
# three days across New Year, with a restart after a node failure: a date
# axis labels hours, the day at midnight and the year in its corner.
import datetime as dt
import sys

import matplotlib.dates as mdates
import matplotlib.pyplot as plt
import numpy as np

start = dt.datetime(2025, 12, 30, 18, 0, tzinfo=dt.timezone.utc)
hours = np.arange(397) / 6.0
hours = hours[(hours <= 30) | (hours >= 33)]  # the node restart: no samples
time = [start + dt.timedelta(hours=h) for h in hours]
loss = 3.2 * (1 + hours / 6) ** -0.35 + 0.03 * np.sin(hours * 1.7)
gpu = np.where((hours < 33.5) & (hours > 33), 40, 91 + 4 * np.sin(hours * 0.9) + 2 * np.sin(hours * 5.3))
fig, ax = plt.subplots(figsize=(5, 3), layout="constrained")
locator = mdates.AutoDateLocator()
ax.xaxis.set_major_locator(locator)
ax.xaxis.set_major_formatter(mdates.ConciseDateFormatter(locator))
ax.plot(time, loss, color="C0", label="training loss")
ax.set_ylabel("loss", color="C0")
ax.tick_params(axis="y", colors="C0")
ax2 = ax.twinx()
ax2.plot(time, gpu, color="C1", lw=0.8, label="GPU utilisation")
ax2.set_ylabel("GPU utilisation (%)", color="C1")
ax2.tick_params(axis="y", colors="C1")
ax2.set_ylim(0, 100)
ax.set_xlabel("time (UTC)")
ax.set_title("Loss and GPU utilisation over three days")
lines, labels = ax.get_legend_handles_labels()
lines2, labels2 = ax2.get_legend_handles_labels()
ax.legend(lines + lines2, labels + labels2, loc="lower left")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "26_training_log_dates.pdf")
