#!/usr/bin/env bash
# The instructions the size tracking adds to alloc_heavy.c, counted exactly (valgrind
# --tool=callgrind; load on the machine does not change them). Not a test: nothing is
# asserted.
#
#   benches/extents/count.sh [NODES]   default: 10^6 list nodes, one round
#
# Prints the instructions of the whole run linked with glibc's malloc alone and with the
# runtime's malloc family, their ratio, and the instructions per call of the runtime's
# malloc and free (their own code; glibc's work they forward to is counted apart).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
nodes=${1:-1000000}
out=target/bench/extents
mkdir -p "$out"
clang -O2 -g benches/extents/alloc_heavy.c -o "$out/alloc.glibc"
clang -O2 -g benches/extents/alloc_heavy.c target/release/libcormi_rt.a -Wl,--undefined=cormi_heap_map \
  -lpthread -ldl -lm -o "$out/alloc.runtime"
for lib in glibc runtime; do
  valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.$lib" "$out/alloc.$lib" "$nodes" 1 > /dev/null 2>&1
done
# Calls per run: a node and (every 16th node) a strdup payload; a free for each node and
# each payload field (NULL for 15 of 16 nodes).
python3 - "$out" "$nodes" <<'PY'
import re, subprocess, sys
out, nodes = sys.argv[1], int(sys.argv[2])
def counts(lib):
    text = subprocess.run(["callgrind_annotate", "--threshold=100", f"{out}/callgrind.{lib}"],
                          capture_output=True, text=True, check=True).stdout
    total = int(re.search(r"([\d,]+) \(100.0%\)\s+PROGRAM TOTALS", text).group(1).replace(",", ""))
    own = {}
    for m in re.finditer(r"^\s*([\d,]+) \([^)]*\)\s+\S*rt-c/src/heap\S*:(\w+) ", text, re.M):
        own[m.group(2)] = own.get(m.group(2), 0) + int(m.group(1).replace(",", ""))
    return total, own
g, _ = counts("glibc")
r, own = counts("runtime")
payloads = (nodes + 15) // 16
mallocs, frees_nonnull, frees_null = nodes + payloads, nodes + payloads, nodes - payloads
print(f"instructions: glibc {g / 1e6:.1f} M, runtime {r / 1e6:.1f} M, ratio {r / g:.4f}")
print(f"runtime malloc: {own.get('malloc', 0) / mallocs:.2f} per call ({mallocs} calls)")
print(f"runtime free: {own.get('free', 0) / (frees_nonnull + frees_null):.2f} per call "
      f"({frees_nonnull} blocks, {frees_null} NULL)")
PY
