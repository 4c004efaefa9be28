#!/usr/bin/env python3
"""Differential runner: generates programs (gen.py), builds each with cormicc in every
mode, runs it with cormirun -n 2 and compares every mode's output with generic mode's.
A difference, a build failure, a crash or a timeout is a failure that names the seed;
the program is kept under target/tests/differential/fail-<seed>.c.

Usage: run.py [--seeds A..B | --seed N] [--jobs J] [--modes m1,m2] [--keep]
"""
import argparse
import concurrent.futures as cf
import os
import shutil
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "target", "tests", "differential")
MODES = ["generic", "class", "site", "site+cycle", "site+reuse", "all"]
CC = os.path.join(ROOT, "target", "release", "cormicc")
RUN = os.path.join(ROOT, "target", "release", "cormirun")


def level(seed):
    """-O2 for every fourth seed, -O0 otherwise (both must agree across modes)."""
    return "-O2" if seed % 4 == 0 else "-O0"


def canonical(stdout):
    """Each rank's lines in order (ranks' outputs interleave freely)."""
    ranks = {}
    for line in stdout.splitlines():
        rank, _, rest = line.partition("] ")
        ranks.setdefault(rank, []).append(rest)
    return "\n".join("%s]\n%s" % (r, "\n".join(ranks[r])) for r in sorted(ranks))


def one(seed, modes):
    """Returns (seed, programs run, failure text or None)."""
    d = os.path.join(OUT, str(seed))
    os.makedirs(d, exist_ok=True)
    src = os.path.join(d, "p.c")
    subprocess.run([sys.executable, os.path.join(ROOT, "tests", "differential", "gen.py"), "--seed", str(seed), "-o", src], check=True)
    ref, ran = None, 0
    for mode in modes:
        exe = os.path.join(d, "p." + mode.replace("+", "_"))
        b = subprocess.run([CC, level(seed), "-g", "--cormi-mode=" + mode, src, "-o", exe], capture_output=True, text=True)
        if b.returncode != 0:
            return seed, ran, "build failed in mode %s %s:\n%s" % (mode, level(seed), b.stderr[-2000:])
        try:
            p = subprocess.run([RUN, "-n", "2", "-l", "--timeout", "20000", exe], capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired:
            return seed, ran, "timeout in mode %s" % mode
        ran += 1
        if p.returncode != 0:
            return seed, ran, "mode %s exited %d:\n%s" % (mode, p.returncode, (p.stdout + p.stderr)[-2000:])
        out = canonical(p.stdout)
        if ref is None:
            ref = (mode, out)
        elif out != ref[1]:
            a, b2 = ref[1].splitlines(), out.splitlines()
            k = next((i for i in range(min(len(a), len(b2))) if a[i] != b2[i]), min(len(a), len(b2)))
            return seed, ran, "mode %s differs from %s at line %d:\n  %s: %s\n  %s: %s" % (
                mode, ref[0], k + 1, ref[0], a[k] if k < len(a) else "<end>", mode, b2[k] if k < len(b2) else "<end>")
    return seed, ran, None


def parse_seeds(a):
    if a.seed is not None:
        return [a.seed]
    lo, _, hi = a.seeds.partition("..")
    return list(range(int(lo), int(hi) + 1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="1..12", help="inclusive range A..B")
    ap.add_argument("--seed", type=int, help="one seed (reproduce a failure)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--keep", action="store_true", help="keep build directories of passing seeds")
    a = ap.parse_args()
    modes = a.modes.split(",")
    fails, total = [], 0
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for seed, ran, why in ex.map(lambda s: one(s, modes), parse_seeds(a)):
            total += ran
            d = os.path.join(OUT, str(seed))
            if why:
                fails.append(seed)
                shutil.copy(os.path.join(d, "p.c"), os.path.join(OUT, "fail-%d.c" % seed))
                print("FAIL seed %d (%s): %s" % (seed, level(seed), why), flush=True)
            else:
                print("ok: seed %d (%s, %d modes)" % (seed, level(seed), ran), flush=True)
            if not why and not a.keep:
                shutil.rmtree(d, ignore_errors=True)
    print("differential: %d programs run, %d seeds failed%s" % (total, len(fails), (": " + " ".join(map(str, fails))) if fails else ""))
    print("reproduce one with: tests/differential/run.sh --seed N")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
