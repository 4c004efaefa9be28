#!/usr/bin/env python3
"""Scaling plot of the heap analysis (not a test): pass wall time and peak memory against
module size (IR instructions), log-log, from the table benches/analysis/run.sh prints.

The generated families (gen-shared-N, gen-local-N) are drawn as lines, the real programs
(bzip2, lua5.4, sqlite3, redis) as labelled points; a dotted line of slope 1 through the
smallest generated module shows what linear growth of the time would be (memory starts
from what opt holds itself).

Usage: python3 benches/analysis/plot.py TABLE.txt [-o scaling.png]
       (benches/analysis/plot.sh installs matplotlib when missing and runs this)
"""

import argparse
import re
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (the backend must be chosen first)
import matplotlib.ticker  # noqa: E402

COLUMNS = ["module", "insts", "facts", "pass-s", "opt-s", "peak-MB", "ns/fact"]
FAMILIES = {"gen-shared": ("generated, shared slots (answer grows quadratically)", "tab:blue", "o"),
            "gen-local": ("generated, local slots (answer grows linearly)", "tab:green", "s")}
REAL = {"bzip2": "bzip2", "lua5.4": "lua 5.4", "sqlite3": "sqlite3", "redis": "redis-server 7.0"}


def read_table(path):
    """Rows of run.sh's table as dicts (module name, instructions, pass seconds, peak MB)."""
    rows = []
    with open(path) as f:
        lines = [l.split() for l in f if l.strip()]
    if not lines or lines[0] != COLUMNS:
        sys.exit(f"plot: {path} does not start with run.sh's header {' '.join(COLUMNS)}")
    for words in lines[1:]:
        if len(words) != len(COLUMNS):
            sys.exit(f"plot: bad row in {path}: {' '.join(words)}")
        r = dict(zip(COLUMNS, words))
        rows.append({"module": r["module"], "insts": int(r["insts"]), "pass": float(r["pass-s"]),
                     "peak": float(r["peak-MB"])})
    return rows


def family_of(module):
    """The generated family of a module name (gen-shared-10000 -> gen-shared), or None."""
    m = re.fullmatch(r"(gen-[a-z]+)-[0-9]+", module)
    return m.group(1) if m else None


def draw(ax, rows, key, ylabel, linear):
    """One panel: generated families as lines, real programs as labelled points, and with
    `linear` the slope-1 line through the smallest generated module."""
    for fam, (label, color, marker) in FAMILIES.items():
        pts = sorted((r["insts"], r[key]) for r in rows if family_of(r["module"]) == fam)
        if pts:
            ax.plot([p[0] for p in pts], [p[1] for p in pts], marker=marker, color=color, label=label)
    gen = sorted((r["insts"], r[key]) for r in rows if family_of(r["module"]))
    if linear and len(gen) > 1:
        x0, y0 = gen[0]
        x1 = max(r["insts"] for r in rows)
        ax.plot([x0, x1], [y0, y0 * x1 / x0], linestyle=":", color="grey", label="linear growth")
    real = [r for r in rows if family_of(r["module"]) is None]
    if real:
        ax.scatter([r["insts"] for r in real], [r[key] for r in real], color="tab:red", marker="D", zorder=3,
                   label="real programs (-O0 -g)")
        for r in real:
            ax.annotate(REAL.get(r["module"], r["module"]), (r["insts"], r[key]), textcoords="offset points",
                        xytext=(6, -4), fontsize=9)
    ax.set_xscale("log")
    ax.set_yscale("log")
    plain = matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}")
    ax.yaxis.set_major_formatter(plain)
    low, high = ax.get_ylim()
    # Label the minor ticks only when the axis spans little more than a decade.
    ax.yaxis.set_minor_formatter(plain if high / low < 30 else matplotlib.ticker.NullFormatter())
    ax.tick_params(axis="y", which="minor", labelsize=7)
    ax.set_xlabel("module size (IR instructions)")
    ax.set_ylabel(ylabel)
    ax.grid(True, which="both", linestyle="-", linewidth=0.3, alpha=0.6)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("table", help="run.sh's output")
    ap.add_argument("-o", "--output", default="scaling.png")
    args = ap.parse_args()
    rows = read_table(args.table)
    fig, (t, m) = plt.subplots(1, 2, figsize=(13, 5.5))
    draw(t, rows, "pass", "heap analysis wall time (s, median of 3)", linear=True)
    draw(m, rows, "peak", "opt peak resident memory (MB)", linear=False)
    t.set_title("Time")
    m.set_title("Memory (opt itself holds 60-150 MB)")
    t.legend(loc="upper left", fontsize=8)
    fig.suptitle("cormi heap analysis: time and memory against module size (benches/analysis/run.sh)")
    fig.tight_layout()
    fig.savefig(args.output, dpi=110)
    print(f"plot: wrote {args.output}")


if __name__ == "__main__":
    main()
