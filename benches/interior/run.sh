#!/usr/bin/env bash
# Interior pointers' cost, in one run. Not a test: nothing is asserted.
#
#   benches/interior/run.sh [ROUNDS [ITERS]]     defaults: 5 rounds, 20000 calls
#
# sends_tailq.c: a 100-element TAILQ send (back links as (object, offset), the offset
# found at run time; the handle table kept: the list is cyclic through its back links)
# next to the 100-node plain list send, interleaved call by call in one process, built in
# modes all and site. Per mode and send: the median over rounds of each run's median
# call time (us), the spread of those medians over rounds (min..max), and tailq / list
# (target in `all`: <= 1.3).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
rounds=${1:-5}
iters=${2:-20000}
warmup=$(( iters / 10 + 10 ))
out=target/bench/interior
mkdir -p "$out"
modes="all site"
for mode in $modes; do
  target/release/cormicc -O2 --cormi-mode="$mode" benches/interior/sends_tailq.c -o "$out/sends_tailq.${mode/+/_}"
done
results="$out/results.txt"
: > "$results"
for ((r = 1; r <= rounds; r++)); do
  for mode in $modes; do
    target/release/cormirun -n 2 "$out/sends_tailq.${mode/+/_}" "$iters" "$warmup" | awk -v m="$mode" \
      '/^RESULT/ { print m, $2, $4 }' >> "$results"
  done
done
python3 - "$results" <<'PY'
import sys, statistics
rows = {}
for line in open(sys.argv[1]):
    mode, name, med = line.split()
    rows.setdefault(mode, {}).setdefault(name, []).append(float(med))
def cell(v):
    return f"{statistics.median(v):8.2f} ({min(v):.2f}..{max(v):.2f})"
print(f"{'mode':<6} {'list us (spread)':>24} {'tailq us (spread)':>24} {'tailq/list':>10}")
for mode, v in rows.items():
    a, b = v["list"], v["tailq"]
    print(f"{mode:<6} {cell(a):>24} {cell(b):>24} {statistics.median(b) / statistics.median(a):10.3f}")
PY
