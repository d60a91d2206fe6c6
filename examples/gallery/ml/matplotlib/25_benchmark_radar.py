# Three models over seven benchmarks as a radar chart: one filled polygon
# per model on polar axes, the benchmark names round the circle.
import sys

import matplotlib.pyplot as plt
import numpy as np

base = [62.1, 48.5, 71.3, 55.0, 39.8, 66.4, 58.2]
tuned = [70.4, 61.2, 74.8, 63.5, 52.7, 69.1, 66.0]
distilled = [58.3, 44.0, 68.9, 60.2, 35.1, 61.7, 54.9]
names = ["MMLU", "GSM8K", "HellaSwag", "ARC-C", "HumanEval", "TruthfulQA", "Winogrande"]
theta = np.linspace(0, 2 * np.pi, len(names), endpoint=False)
fig, ax = plt.subplots(figsize=(5.5, 4), layout="constrained", subplot_kw={"projection": "polar"})
ax.set_thetagrids(np.degrees(theta), names)
ax.set_theta_zero_location("N")
ax.set_theta_direction(-1)
ax.set_rlim(0, 80)
for values, label in [(base, "base"), (tuned, "instruction-tuned"), (distilled, "distilled")]:
    line, = ax.plot(np.append(theta, theta[0]), values + values[:1], label=label)
    ax.fill(theta, values, color=line.get_color(), alpha=0.25)
ax.legend(loc="upper left", bbox_to_anchor=(1.1, 1))
ax.set_title("Benchmark accuracy (%)")
fig.savefig(sys.argv[1] if len(sys.argv) > 1 else "25_benchmark_radar.pdf", bbox_inches="tight")
