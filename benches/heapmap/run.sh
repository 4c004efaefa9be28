#!/usr/bin/env bash
# The address -> object look-up (cormi_object_of) with N live heap objects, in one run.
# Not a test: nothing is asserted.
#
#   benches/heapmap/run.sh [ROUNDS [N]]   defaults: 5 rounds, 10^6 objects
#
# lookup.c linked with the runtime library (its malloc family records every block):
# per round the median ns per look-up over 50 batches of 10^5 interior addresses (random
# objects; objects in allocation order) and of the baseline cormi_extent of other random
# objects' starts (fresh draws), with the batches' p10 and p90; printed: the median over
# rounds of the medians (and of the p10s and p90s), the spread of the rounds' medians
# (min..max), the ratio to the baseline, and the maps' memory per object (target:
# median <= 50 ns, <= 16 bytes per object).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
rounds=${1:-5}
n=${2:-1000000}
out=target/bench/heapmap
mkdir -p "$out"
[ -f target/release/libcormi_rt.a ] || cargo build --release -p cormi-rt
clang -O2 -g benches/heapmap/lookup.c target/release/libcormi_rt.a -lpthread -ldl -lm -o "$out/lookup"
: > "$out/results.txt"
for ((r = 1; r <= rounds; r++)); do "$out/lookup" "$n" 50 >> "$out/results.txt"; done
python3 - "$out/results.txt" <<'PY'
import sys, statistics
rows, mem = {}, []
for line in open(sys.argv[1]):
    f = line.split()
    if f[0] == "RESULT" and f[1] != "memory": rows.setdefault(f[1], []).append([float(x) for x in f[3:6]])
    if f[:2] == ["RESULT", "memory"]: mem.append((float(f[3]), " ".join(f[6:10])))
med = lambda v, i: statistics.median(r[i] for r in v)
base = med(rows["extent"], 0)
for name, v in rows.items():
    m = [r[0] for r in v]
    print(f"{name:<16} ns (median of {len(v)} rounds' medians): {med(v, 0):7.1f} (p10 {med(v, 1):.1f}, p90 {med(v, 2):.1f}; rounds {min(m):.1f}..{max(m):.1f}), ratio to extent {med(v, 0) / base:.2f}")
print(f"memory bytes per object: {statistics.median(m for m, _ in mem):.2f} ({mem[0][1]})")
PY
