#!/usr/bin/env bash
# Instructions per call of the list and the TAILQ send (sends_tailq.c), counted by
# callgrind on both ranks. Not a test: nothing is asserted.
#
#   benches/interior/callgrind.sh [PLUGIN [CALLS]]   defaults: the built pass, 2000 calls
#
# Per mode (all, site): sender = the sending function's instructions (op_list /
# op_tailq, marshal inlined) minus cormi_call_invoke's (the transport); receiver = the
# server function's (unmarshal and method), per call, and the TAILQ's extra
# instructions per element over the list's (100 elements each).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
plugin=${1:-target/release/libcormi_pass.so}
calls=${2:-2000}
out=target/bench/interior/callgrind
mkdir -p "$out"
for mode in all site; do
  exe="$out/sends_tailq.$mode"
  CORMI_PLUGIN="$plugin" target/release/cormicc -O2 -g --cormi-mode="$mode" benches/interior/sends_tailq.c -o "$exe"
  target/release/cormirun --timeout 600000 -n 2 valgrind --tool=callgrind --callgrind-out-file="$exe.%q{CORMI_RANK}.out" \
    "$exe" "$calls" 0 > /dev/null 2>&1
  callgrind_annotate --inclusive=yes --tree=calling "$exe.0.out" > "$exe.0.txt" 2> /dev/null
  callgrind_annotate --inclusive=yes "$exe.1.out" > "$exe.1.txt" 2> /dev/null
  python3 - "$mode" "$calls" "$exe.0.txt" "$exe.1.txt" <<'PY'
import sys
mode, calls, sender, receiver = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
count = lambda line: int(line.split()[0].replace(",", ""))
lines = open(sender).read().split("\n")
send = {}
for op in ("list", "tailq"):
    i = next(i for i, l in enumerate(lines) if "*" in l and f":op_{op} [" in l)
    transport = 0
    for l in lines[i + 1:]:
        if not l.strip():
            break
        if "cormi_call_invoke" in l:
            transport = count(l)
    send[op] = (count(lines[i]) - transport) / calls
# The two busiest server functions: the TAILQ's, then the list's.
servers = sorted({count(l) for l in open(receiver) if "__cormi_server_" in l and "=>" not in l})[-2:]
recv = {"list": servers[0] / calls, "tailq": servers[1] / calls}
print(f"{mode}: sender list {send['list']:.0f} tailq {send['tailq']:.0f}, receiver list {recv['list']:.0f} tailq {recv['tailq']:.0f}"
      f" instructions per call; tailq - list per element: sender {(send['tailq'] - send['list']) / 100:.1f}, receiver {(recv['tailq'] - recv['list']) / 100:.1f}")
PY
done
