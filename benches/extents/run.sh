#!/usr/bin/env bash
# The cost of knowing every object's size at run time (DESIGN.md "Object model";
# rt-c/src/heap.c), in one run. Not a test: nothing is asserted.
#
#   benches/extents/run.sh [ROUNDS [ITERS [NODES]]]   defaults: 3 rounds, 20000 calls,
#                                                      10^7 list nodes
#
# 1. sends_alloc.c, the 100-node list and 16x16 matrix sends, built in every mode with
#    the objects from plain malloc and from cormi_new / cormi_new_array: per mode and
#    send, the median over rounds of each run's median call time (us), the spread of
#    those medians over rounds (min..max), and malloc / cormi_new (target <= 1.05).
# 2. alloc_heavy.c, building and freeing NODES list nodes (3 times per run), linked with
#    glibc's malloc alone and with the runtime's malloc family (forced in with
#    -Wl,--undefined=cormi_heap_map, as generated code that asks for extents does), its
#    heap moved by each of SHIFTS bytes (where nodes fall in cache lines and pages
#    changes a round by up to a fifth with either malloc): per shift and over all of
#    them, the median over rounds of each run's median (ms of the process's CPU time:
#    waiting for a CPU on a shared machine does not count), spread, ratio (target <=
#    1.10 over all shifts).
# Rounds interleave every variant, so load on the machine hits them alike.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
rounds=${1:-3}
iters=${2:-20000}
nodes=${3:-10000000}
shifts="0 32 48 64"
warmup=$(( iters / 10 + 10 ))
out=target/bench/extents
mkdir -p "$out"
modes="site site+cycle site+reuse all class generic"
for mode in $modes; do
  target/release/cormicc -O2 --cormi-mode="$mode" benches/extents/sends_alloc.c -o "$out/sends.malloc.$mode"
  target/release/cormicc -O2 --cormi-mode="$mode" -DALLOC_CORMI benches/extents/sends_alloc.c -o "$out/sends.cormi_new.$mode"
done
clang -O2 benches/extents/alloc_heavy.c -o "$out/alloc.glibc"
clang -O2 benches/extents/alloc_heavy.c target/release/libcormi_rt.a -Wl,--undefined=cormi_heap_map \
  -lpthread -ldl -lm -o "$out/alloc.runtime"
# grep reads all of nm's output (grep -q would stop early and, under pipefail, fail nm with SIGPIPE).
nm "$out/alloc.runtime" | grep -E ' [TW] malloc$' > /dev/null || { echo "the runtime's malloc is not linked"; exit 1; }

results="$out/results.txt"
: > "$results"
for ((r = 1; r <= rounds; r++)); do
  for mode in $modes; do
    for alloc in malloc cormi_new; do
      target/release/cormirun -n 2 "$out/sends.$alloc.$mode" "$iters" "$warmup" | awk -v m="$mode" -v a="$alloc" \
        '/^RESULT/ { print "sends", m, $2, a, $4 }' >> "$results"
    done
  done
  for shift in $shifts; do
    for lib in glibc runtime; do
      "$out/alloc.$lib" "$nodes" 3 "$shift" | awk -v l="$lib" -v s="$shift" \
        '/^RESULT build_free / { print "alloc", s, $2, l, $4 }' >> "$results"
    done
  done
done

python3 - "$results" <<'PY'
import sys, statistics
rows = {}
for line in open(sys.argv[1]):
    kind, mode, name, variant, med = line.split()
    rows.setdefault((kind, mode, name), {}).setdefault(variant, []).append(float(med))
def cell(v):
    return f"{statistics.median(v):9.2f} ({min(v):.2f}..{max(v):.2f})"
print(f"{'what':<32} {'plain malloc (spread)':>26} {'cormi_new (spread)':>26} {'ratio':>6}")
for (kind, mode, name), v in sorted(rows.items()):
    if kind == "sends":
        a, b = v["malloc"], v["cormi_new"]
        print(f"{'sends ' + name + ' us, ' + mode:<32} {cell(a):>26} {cell(b):>26} {statistics.median(a) / statistics.median(b):6.3f}")
every = {"runtime": [], "glibc": []}
print(f"{'what':<32} {'runtime (spread)':>26} {'glibc alone (spread)':>26} {'ratio':>6}")
for (kind, mode, name), v in sorted(rows.items(), key=lambda kv: (kv[0][0], int(kv[0][1]) if kv[0][1].isdigit() else 0)):
    if kind == "alloc":
        a, b = v["runtime"], v["glibc"]
        every["runtime"] += a
        every["glibc"] += b
        print(f"{'build+free ms, shift ' + mode:<32} {cell(a):>26} {cell(b):>26} {statistics.median(a) / statistics.median(b):6.3f}")
a, b = every["runtime"], every["glibc"]
if a:
    print(f"{'build+free ms, all shifts':<32} {cell(a):>26} {cell(b):>26} {statistics.median(a) / statistics.median(b):6.3f}")
PY
