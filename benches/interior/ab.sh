#!/usr/bin/env bash
# sends_tailq.c built in mode `all` by two builds of the pass, runs alternated round by
# round (load on the shared machine hits both alike). Not a test: nothing is asserted.
#
#   benches/interior/ab.sh PLUGIN_A PLUGIN_B [ROUNDS [ITERS]]   defaults: 7 rounds, 10000 calls
#
# PLUGIN_*: a libcormi_pass.so (e.g. one built at another commit and copied aside); the
# runtime is the current one. Per build: the median over rounds of each run's median
# call time (us) for the list and the TAILQ send with their spread (min..max), and the
# median and spread of tailq / list per round; then per build and send the medians over
# rounds of each run's median, p10 and p90 call time.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
a=${1:?usage: benches/interior/ab.sh PLUGIN_A PLUGIN_B [ROUNDS [ITERS]]}
b=${2:?usage: benches/interior/ab.sh PLUGIN_A PLUGIN_B [ROUNDS [ITERS]]}
rounds=${3:-7}
iters=${4:-10000}
out=target/bench/interior
mkdir -p "$out"
CORMI_PLUGIN="$a" target/release/cormicc -O2 --cormi-mode=all benches/interior/sends_tailq.c -o "$out/sends_tailq.A"
CORMI_PLUGIN="$b" target/release/cormicc -O2 --cormi-mode=all benches/interior/sends_tailq.c -o "$out/sends_tailq.B"
results="$out/ab.txt"
: > "$results"
for ((r = 1; r <= rounds; r++)); do
  for v in A B; do
    target/release/cormirun -n 2 "$out/sends_tailq.$v" "$iters" $((iters / 10 + 10)) | awk -v v="$v" -v r="$r" \
      '/^RESULT/ { print v, r, $2, $4, $5, $6 } /^sends_tailq: / && $2 != "all" { exit 1 }' >> "$results"
  done
done
python3 - "$results" <<'PY'
import sys, statistics
rows, tails = {}, {}
for line in open(sys.argv[1]):
    v, r, name, med, p10, p90 = line.split()
    rows.setdefault(v, {}).setdefault(name, {})[r] = float(med)
    tails.setdefault((v, name), []).append((float(p10), float(p90)))
def cell(xs):
    return f"{statistics.median(xs):.2f} ({min(xs):.2f}..{max(xs):.2f})"
print(f"{'build':<6} {'list us (spread)':>20} {'tailq us (spread)':>20} {'tailq/list (spread)':>22}")
for v in sorted(rows):
    lst, tq = rows[v]["list"], rows[v]["tailq"]
    ratios = [tq[r] / lst[r] for r in lst]
    print(f"{v:<6} {cell(list(lst.values())):>20} {cell(list(tq.values())):>20} {cell(ratios):>22}")
print(f"{'build':<6} {'send':<6} {'median':>7} {'p10':>7} {'p90':>7}   (per call, medians over rounds)")
for (v, name), ts in sorted(tails.items()):
    med = statistics.median(rows[v][name].values())
    print(f"{v:<6} {name:<6} {med:7.2f} {statistics.median(t[0] for t in ts):7.2f} {statistics.median(t[1] for t in ts):7.2f}")
PY
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
