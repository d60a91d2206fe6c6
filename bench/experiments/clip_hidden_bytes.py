"""matplotlib's side of clip_hidden_bytes.cpp: the same three zoomed figures
(6 x 4 in) from data of the same distributions and sizes (numpy's generator,
not the C++ one: the bytes depend on how many marks are in view, not on
which), their PDF bytes and CPU time a PDF (median of 7).

    /usr/bin/python3 bench/experiments/clip_hidden_bytes.py /tmp/out
"""
import io
import sys
import time

import matplotlib
matplotlib.use("pdf")
import matplotlib.pyplot as plt
import numpy as np

out = sys.argv[1] if len(sys.argv) > 1 else "."


def save(fig, name):
    times = []
    for _ in range(7):
        t0 = time.process_time()
        buf = io.BytesIO()
        fig.savefig(buf, format="pdf")
        times.append(time.process_time() - t0)
    data = buf.getvalue()
    open(f"{out}/{name}_mpl.pdf", "wb").write(data)
    print(f"{name:8s} {len(data):9d} PDF bytes {sorted(times)[3] * 1e3:8.1f} ms CPU a PDF")


for count, name in ((100000, "inset"), (10000, "inset4")):
    g = np.random.default_rng(1)
    x, y = g.uniform(size=count), g.normal(size=count)
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.scatter(x, y, s=4)
    ins = ax.inset_axes([0.6, 0.6, 0.35, 0.35])
    ins.scatter(x, y, s=4)
    ins.set_xlim(0.5, 0.55)
    save(fig, name)

g = np.random.default_rng(2)
walk = np.cumsum(g.normal(size=100000) * 0.1)
x = np.arange(100000)
fig, ax = plt.subplots(figsize=(6, 4))
ax.fill_between(x, walk - 1 - 0.2 * np.abs(g.normal(size=100000)), walk + 1 + 0.2 * np.abs(g.normal(size=100000)), alpha=0.3)
ax.set_xlim(50000, 55000)
save(fig, "band")

g = np.random.default_rng(3)
x = np.arange(10000)
y = np.sin(x * 0.01) + 0.1 * g.normal(size=10000)
fig, ax = plt.subplots(figsize=(6, 4))
ax.errorbar(x, y, yerr=0.1 + 0.05 * np.abs(g.normal(size=10000)), xerr=0.3 + 0.1 * np.abs(g.normal(size=10000)),
            fmt="o", markersize=3, capsize=3)
ax.set_xlim(5000, 5500)
save(fig, "errors")
