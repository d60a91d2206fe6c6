#!/usr/bin/env python3
"""matplotlib's side of the sqfig benchmark (run by sqfig_bench, or by hand).

Measures, each in a fresh process (startup and imports included, as for
sqfig-paper-figures), the median wall time, CPU time and peak RSS of:

  * the original spec (shared/spec/build_paper_figures.py), adapted to read a
    results folder the way sqfig-paper-figures does (``<family>__*.json`` and
    ``attention_cosine.json``; the titles' run facts and the latency context
    lengths come from the data) and to write the six PDFs into a temporary
    folder; everything else -- rcParams, sizes, colours, texts, formats,
    tight bounding boxes -- is the spec's;
  * a line chart of a random walk read from a raw float64 file (sqfig_bench
    writes the same 10^6-point walk it draws: mt19937_64 seed 0), matplotlib's
    default style, 6.4 x 4.8 in, saved as PDF with matplotlib's default path
    simplification.

Usage:
  matplotlib_compare.py --results DIR [--walk FILE] [--runs N] [--json]
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


# --------------------------------------------------------------------------
# Children: the work being measured.


def child_figures(results: str, out: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    def find(pattern: str) -> str:
        hits = sorted(glob.glob(os.path.join(results, pattern)))
        if len(hits) != 1:
            raise SystemExit(f"{pattern}: expected one file in {results}, found {hits}")
        return hits[0]

    def load(path: str):
        with open(path) as f:
            return json.load(f)

    PERPLEXITY = find("perplexity__*.json")
    GENERATION = find("generation__*.json")
    LATENCY = find("latency__*.json")
    LONGBENCH = find("longbench__*.json")
    ATTENTION = find("attention_cosine.json")

    plt.rcParams.update(
        {
            "font.family": "serif",
            "font.size": 10,
            "axes.titlesize": 11,
            "axes.labelsize": 10,
            "legend.fontsize": 9,
            "xtick.labelsize": 9,
            "ytick.labelsize": 9,
            "savefig.bbox": "tight",
            "axes.spines.top": False,
            "axes.spines.right": False,
        }
    )

    METHOD_COLORS = {"fp16": "#1f4e79", "spectralquant_v2": "#0a8a3a", "turboquant": "#b03a3a"}
    METHOD_LABEL = {"fp16": "FP16", "spectralquant_v2": "SQ water-fill (b=3)", "turboquant": "Random Haar (b=3)"}

    def model_name(d) -> str:
        return d["model"]["name"].split("/")[-1]

    def run_seed(d) -> str:
        m = re.search(r"_seed(\d+)", d.get("run_id", ""))
        return m.group(1) if m else "?"

    def fig_perplexity():
        d = load(PERPLEXITY)
        methods = ["fp16", "spectralquant_v2", "turboquant"]
        ppl = [d["methods"][m]["perplexity"] for m in methods]
        nll = [d["methods"][m]["nll_per_token"] for m in methods]
        n_tok = d["methods"]["fp16"]["n_tokens"]
        fig, axes = plt.subplots(1, 2, figsize=(7.2, 3.0))
        x = np.arange(3)
        bars = axes[0].bar(x, ppl, color=[METHOD_COLORS[m] for m in methods], width=0.55)
        axes[0].set_yscale("log")
        axes[0].set_xticks(x)
        axes[0].set_xticklabels([METHOD_LABEL[m] for m in methods], rotation=15, ha="right")
        axes[0].set_ylabel("Perplexity (log scale)")
        axes[0].set_title(f"WikiText-103 validation perplexity\n(n_tokens={n_tok:,})")
        for b, v in zip(bars, ppl):
            axes[0].text(b.get_x() + b.get_width() / 2, v * 1.08, f"{v:,.2f}", ha="center", va="bottom", fontsize=8)
        bars2 = axes[1].bar(x, nll, color=[METHOD_COLORS[m] for m in methods], width=0.55)
        axes[1].set_xticks(x)
        axes[1].set_xticklabels([METHOD_LABEL[m] for m in methods], rotation=15, ha="right")
        axes[1].set_ylabel("NLL per token (nats)")
        axes[1].set_title("Average negative log-likelihood")
        for b, v in zip(bars2, nll):
            axes[1].text(b.get_x() + b.get_width() / 2, v + 0.1, f"{v:.3f}", ha="center", va="bottom", fontsize=8)
        fig.tight_layout()
        fig.savefig(os.path.join(out, "fig_perplexity.pdf"))
        plt.close(fig)

    def fig_generation():
        d = load(GENERATION)
        methods = ["fp16", "spectralquant_v2", "turboquant"]
        metrics = ["mean_token_overlap_f1", "mean_distinct_1", "mean_distinct_2"]
        metric_label = {
            "mean_token_overlap_f1": "Token-overlap F1\n(vs FP16 reference)",
            "mean_distinct_1": "distinct-1\n(unigram diversity)",
            "mean_distinct_2": "distinct-2\n(bigram diversity)",
        }
        fig, ax = plt.subplots(figsize=(7.2, 3.0))
        x = np.arange(len(metrics))
        width = 0.27
        for i, m in enumerate(methods):
            vals = [d["methods"][m]["metrics"][k] for k in metrics]
            offs = (i - 1) * width
            bars = ax.bar(x + offs, vals, width=width, color=METHOD_COLORS[m], label=METHOD_LABEL[m])
            for b, v in zip(bars, vals):
                ax.text(b.get_x() + b.get_width() / 2, v + 0.012, f"{v:.3f}", ha="center", va="bottom", fontsize=7)
        ax.set_xticks(x)
        ax.set_xticklabels([metric_label[k] for k in metrics])
        ax.set_ylim(0, 1.12)
        ax.set_ylabel("Score")
        dec = d["decoding"]
        ax.set_title(
            f"Greedy generation quality, {len(d['prompts'])}-prompt evaluation set\n"
            f"({model_name(d)}, b=3, max_new={dec['max_new_tokens']}, T={float(dec['temperature'])}, seed={dec['seed']})"
        )
        ax.legend(loc="upper right", framealpha=0.92)
        fig.tight_layout()
        fig.savefig(os.path.join(out, "fig_generation.pdf"))
        plt.close(fig)

    def fig_longbench():
        d = load(LONGBENCH)
        tasks = d["tasks"]
        methods = ["fp16", "spectralquant_v2", "turboquant"]
        macro = {m: d["methods"][m]["aggregate"]["macro_score"] for m in methods}
        per = {m: {t["task"]: t["score"] for t in d["methods"][m]["per_task"]} for m in methods}
        sub = d["subset"]
        fig, axes = plt.subplots(1, 2, figsize=(9.5, 3.6), gridspec_kw={"width_ratios": [1, 2.4]})
        x = np.arange(3)
        vals = [macro[m] for m in methods]
        bars = axes[0].bar(x, vals, color=[METHOD_COLORS[m] for m in methods], width=0.55)
        axes[0].set_xticks(x)
        axes[0].set_xticklabels([METHOD_LABEL[m] for m in methods], rotation=15, ha="right")
        axes[0].set_ylabel(f"Macro score ({len(tasks)}-task mean)")
        axes[0].set_title(f"LongBench macro score\n({len(tasks)}-task subset, n={sub['n_per_task']}/task)", fontsize=10)
        for b, v in zip(bars, vals):
            axes[0].text(b.get_x() + b.get_width() / 2, v + 0.005, f"{v:.4f}", ha="center", va="bottom", fontsize=8)
        width = 0.27
        xt = np.arange(len(tasks))
        for i, m in enumerate(methods):
            vals = [per[m][t] for t in tasks]
            offs = (i - 1) * width
            axes[1].bar(xt + offs, vals, width=width, color=METHOD_COLORS[m], label=METHOD_LABEL[m])
        axes[1].set_xticks(xt)
        axes[1].set_xticklabels(tasks, rotation=20, ha="right")
        axes[1].set_ylabel("Per-task score")
        axes[1].set_title(
            f"LongBench per-task results\n({model_name(d)}, b=3, seed={run_seed(d)}, "
            f"in$\\leq${sub['max_input_tokens']}, out={sub['max_new_tokens']})",
            fontsize=10,
        )
        axes[1].legend(loc="upper right", framealpha=0.92)
        fig.tight_layout()
        fig.subplots_adjust(wspace=0.32)
        fig.savefig(os.path.join(out, "fig_longbench.pdf"))
        plt.close(fig)

    def fig_latency():
        d = load(LATENCY)
        ops = {m: d["methods"][m]["operating_points"] for m in ("fp16", "spectralquant_v2", "turboquant")}
        ctx = sorted({op["context_length"] for m in ops for op in ops[m]})
        fp16 = ops["fp16"]
        sq_micro = [op for op in ops["spectralquant_v2"] if op.get("microbenchmark")]
        sq_e2e = [op for op in ops["spectralquant_v2"] if op.get("end_to_end_measured") and not op.get("microbenchmark")]
        tq_micro = [op for op in ops["turboquant"] if op.get("microbenchmark")]
        tq_e2e = [op for op in ops["turboquant"] if op.get("end_to_end_measured") and not op.get("microbenchmark")]
        dec = lambda series: {op["context_length"]: op["decode_ms_per_token_p50"] for op in series}  # noqa: E731
        fp16_dec, sq_micro_dec, sq_e2e_dec = dec(fp16), dec(sq_micro), dec(sq_e2e)
        tq_micro_dec, tq_e2e_dec = dec(tq_micro), dec(tq_e2e)
        fig, axes = plt.subplots(1, 2, figsize=(8.4, 3.4))
        axes[0].plot(ctx, [sq_micro_dec[c] for c in ctx], "o-", color=METHOD_COLORS["spectralquant_v2"],
                     label="Calibrated rot. + water-filled KV round-trip")
        axes[0].plot(ctx, [tq_micro_dec[c] for c in ctx], "s-", color=METHOD_COLORS["turboquant"],
                     label="Random rot. + uniform KV round-trip")
        axes[0].set_xscale("log", base=2)
        axes[0].set_yscale("log")
        axes[0].set_xticks(ctx)
        axes[0].set_xticklabels([str(c) for c in ctx])
        axes[0].set_xlabel("Context length")
        axes[0].set_ylabel("ms / token (p50, log)")
        axes[0].set_title("KV compress+decompress microbenchmark\n(diagnostic replay, MICROBENCH ONLY -- not a serving kernel)")
        axes[0].legend(loc="upper right", framealpha=0.92)
        axes[1].plot(ctx, [fp16_dec[c] for c in ctx], "o-", color=METHOD_COLORS["fp16"], label="FP16 end-to-end (reference pass)")
        axes[1].plot(ctx, [sq_e2e_dec[c] for c in ctx], "o-", color=METHOD_COLORS["spectralquant_v2"],
                     label="Calibrated rot. + water-filled hooked replay")
        axes[1].plot(ctx, [tq_e2e_dec[c] for c in ctx], "s-", color=METHOD_COLORS["turboquant"],
                     label="Random rot. + uniform hooked replay")
        axes[1].set_xscale("log", base=2)
        axes[1].set_yscale("log")
        axes[1].set_xticks(ctx)
        axes[1].set_xticklabels([str(c) for c in ctx])
        axes[1].set_xlabel("Context length")
        axes[1].set_ylabel("decode ms / token (p50, log)")
        axes[1].set_title("End-to-end decode time\n(hooked replay is NOT a production kernel)")
        axes[1].legend(loc="upper left", framealpha=0.92, fontsize=7)
        fig.tight_layout()
        fig.savefig(os.path.join(out, "fig_latency.pdf"))
        plt.close(fig)

    def fig_attention_cosine():
        rows = [(r["model"], r["bits"], r["random_haar_uniform"], r["calibrated_uniform"], r["calibrated_waterfill"])
                for r in load(ATTENTION)["rows"]]
        labels = [f"{m.split('-')[0]}\nb={b}" for (m, b, *_) in rows]
        arm_oblivious = [r[2] for r in rows]
        arm_calib_uniform = [r[3] for r in rows]
        arm_calib_waterfill = [r[4] for r in rows]
        fig, ax = plt.subplots(figsize=(7.0, 3.4))
        x = np.arange(len(rows))
        width = 0.27
        ax.bar(x - width, arm_oblivious, width=width, color=METHOD_COLORS["turboquant"], label="Random Haar + uniform")
        ax.bar(x, arm_calib_uniform, width=width, color="#9474c2", label="Calib. rot. + uniform")
        ax.bar(x + width, arm_calib_waterfill, width=width, color=METHOD_COLORS["spectralquant_v2"],
               label="Calib. rot. + water-fill")
        for i, vals in enumerate(zip(arm_oblivious, arm_calib_uniform, arm_calib_waterfill)):
            for j, v in enumerate(vals):
                ax.text(x[i] + (j - 1) * width, v + 0.012, f"{v:.3f}", ha="center", va="bottom", fontsize=7)
        ax.set_xticks(x)
        ax.set_xticklabels(labels)
        ax.set_ylim(0, 1.10)
        ax.set_ylabel("Mean attention-output cosine vs FP16")
        ax.set_title("Attention-output fidelity at fixed bit budget (n_calib=32, n_eval=8 layers)")
        ax.legend(loc="lower right", framealpha=0.92, fontsize=8)
        fig.tight_layout()
        fig.savefig(os.path.join(out, "fig_attention_cosine.pdf"))
        plt.close(fig)

    def fig_pipeline():
        fig, ax = plt.subplots(figsize=(8.6, 2.8))
        ax.set_xlim(0, 11.4)
        ax.set_ylim(0, 4)
        ax.axis("off")
        boxes = [
            (0.20, 1.5, 1.30, 1.0, "Calibration\nbatch", "#cfe2f3"),
            (1.70, 1.5, 1.50, 1.0, "Per-(layer,head)\nkey covariance", "#cfe2f3"),
            (3.40, 1.5, 1.60, 1.0, "Empirical spectrum\n+ PR cutoff $d_{\\rm eff}$", "#d9ead3"),
            (5.20, 1.5, 1.60, 1.0, "Principal key\nsubspace + tail", "#d9ead3"),
            (7.00, 1.5, 2.55, 1.0, "Greedy water-fill bits", "#fff2cc"),
            (9.75, 1.5, 1.45, 1.0, "Per-dim\nLloyd\u2013Max", "#fce5cd"),
        ]
        for (x, y, w, h, txt, c) in boxes:
            ax.add_patch(plt.Rectangle((x, y), w, h, facecolor=c, edgecolor="#444", linewidth=0.8))
            ax.text(x + w / 2, y + h / 2, txt, ha="center", va="center", fontsize=8.2)
        arrow_kwargs = dict(arrowstyle="->", color="#444", linewidth=1.0)
        for a in [(1.50, 2.0, 1.70, 2.0), (3.20, 2.0, 3.40, 2.0), (5.00, 2.0, 5.20, 2.0), (6.80, 2.0, 7.00, 2.0),
                  (9.55, 2.0, 9.75, 2.0)]:
            ax.annotate("", xy=(a[2], a[3]), xytext=(a[0], a[1]), arrowprops=arrow_kwargs)
        ax.set_xlim(0, 11.4)
        ax.text(5.7, 3.55, "Calibration pipeline (offline, once per (model, b))", ha="center", fontsize=10, weight="bold")
        ax.text(5.7, 0.55,
                "Online: rotate K/V into the calibrated eigenbasis $\\to$ quantize principal subspace + residual tail $\\to$ store;"
                "\non read: decode $\\to$ rotate back $\\to$ attend.",
                ha="center", fontsize=8.4, style="italic")
        fig.savefig(os.path.join(out, "fig_pipeline.pdf"))
        plt.close(fig)

    fig_perplexity()
    fig_generation()
    fig_longbench()
    fig_latency()
    fig_attention_cosine()
    fig_pipeline()


def child_line(walk: str, out: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    y = np.fromfile(walk, dtype="<f8")
    x = np.arange(len(y), dtype=np.float64)
    fig, ax = plt.subplots(figsize=(6.4, 4.8))
    ax.plot(x, y)
    fig.savefig(out)
    plt.close(fig)


# --------------------------------------------------------------------------
# Parent: runs the children and measures them.


def run_child(args: list[str]) -> tuple[float, float, int]:
    """Wall seconds, CPU seconds (user + sys) and peak RSS bytes of one child."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, os.path.abspath(__file__)] + args)
    _, status, ru = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"child {args} failed with exit status {proc.returncode}")
    return wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss * 1024


def measure(args: list[str], runs: int) -> dict:
    samples = [run_child(args) for _ in range(runs)]
    return {
        "runs": runs,
        "wall_s": statistics.median(s[0] for s in samples),
        "cpu_s": statistics.median(s[1] for s in samples),
        "rss_bytes": int(statistics.median(s[2] for s in samples)),
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--results", help="results folder (as sqfig-paper-figures --results)")
    p.add_argument("--walk", help="raw little-endian float64 random walk (sqfig_bench --write-walk N FILE)")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--json", action="store_true", help="print one JSON object (for sqfig_bench)")
    p.add_argument("--child-figures", nargs=2, metavar=("RESULTS", "OUT"), help=argparse.SUPPRESS)
    p.add_argument("--child-line", nargs=2, metavar=("WALK", "OUT"), help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.child_figures:
        child_figures(*a.child_figures)
        return 0
    if a.child_line:
        child_line(*a.child_line)
        return 0

    import matplotlib

    result: dict = {"matplotlib": matplotlib.__version__, "python": sys.version.split()[0]}
    with tempfile.TemporaryDirectory(prefix="sqfig-mpl-") as tmp:
        if a.results:
            out = os.path.join(tmp, "figures")
            os.makedirs(out)
            child_figures_args = ["--child-figures", a.results, out]
            run_child(child_figures_args)  # warm-up (font cache, .pyc)
            m = measure(child_figures_args, a.runs)
            pdfs = sorted(glob.glob(os.path.join(out, "*.pdf")))
            result.update(
                figures_runs=m["runs"], figures_wall_s=m["wall_s"], figures_cpu_s=m["cpu_s"],
                figures_rss_bytes=m["rss_bytes"], figures_pdf_bytes=sum(os.path.getsize(f) for f in pdfs),
                figures_pdf_count=len(pdfs),
            )
        if a.walk:
            out = os.path.join(tmp, "line.pdf")
            m = measure(["--child-line", a.walk, out], a.runs)
            result.update(
                line_points=os.path.getsize(a.walk) // 8, line_runs=m["runs"], line_wall_s=m["wall_s"],
                line_cpu_s=m["cpu_s"], line_rss_bytes=m["rss_bytes"], line_pdf_bytes=os.path.getsize(out),
            )
    if a.json:
        print(json.dumps(result))
    else:
        for k, v in result.items():
            print(f"{k:20} {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
