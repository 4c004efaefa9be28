#!/usr/bin/env bash
# Round-trip latency: empty cormi remote call vs raw TCP ping-pong, two processes on
# loopback, both launched by cormirun; unpinned and pinned to one CPU (taskset -c 0).
#
#   benches/latency.sh [ITERS [ROUNDS [BYTES]]]   defaults: 20000 iterations, 3 rounds
#
# Each round runs raw then rmi back to back; the table shows, per mode, the median over
# rounds of each statistic (median, p10, p90 of one round trip, in microseconds) and the
# ratio of the medians rmi/raw. BYTES is the raw ping-pong message size each way
# (default: the frame header size, HEADER_SIZE in runtime/src/wire.rs: an empty call's
# request and reply are one header each).
# Not a test: nothing is asserted. Needs target/release/{cormirun,libcormi_rt.a}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
iters=${1:-20000}
rounds=${2:-3}
# An empty call is one frame header each way: take its size from the runtime's wire format.
header=$(sed -nE 's/^pub const HEADER_SIZE: usize = ([0-9]+);/\1/p' runtime/src/wire.rs 2>/dev/null || true)
bytes=${3:-${CORMI_BENCH_BYTES:-${header:-48}}}
warmup=$(( iters / 10 + 10 ))
out=target/bench
mkdir -p "$out"
clang-22 -O2 -g -Wall -Wextra -I rt-c/include benches/latency.c target/release/libcormi_rt.a \
  -lpthread -ldl -lm -o "$out/latency"
run="target/release/cormirun -n 2 --transport tcp"

# one_run PIN MODE: prints "RESULT mode iters median p10 p90"
one_run() {
  local pin=$1 mode=$2
  if [ "$pin" = pinned ]; then
    taskset -c 0 $run "$out/latency" "$mode" "$iters" "$warmup" "$bytes"
  else
    $run "$out/latency" "$mode" "$iters" "$warmup" "$bytes"
  fi | grep '^RESULT'
}

results=$(mktemp)
trap 'rm -f "$results"' EXIT
for pin in unpinned pinned; do
  for ((r = 1; r <= rounds; r++)); do
    for mode in raw rmi; do
      echo "$pin $(one_run "$pin" "$mode")" >> "$results"
    done
  done
done

echo "round trip in microseconds: $iters iterations x $rounds rounds per cell, raw message $bytes bytes"
awk '
  function med(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
    return a[int((n + 1) / 2)]
  }
  { k = $1 " " $3; m[k] = m[k] " " $5; p10[k] = p10[k] " " $6; p90[k] = p90[k] " " $7 }
  END {
    printf "%-9s %-16s %9s %9s %9s %7s\n", "cpus", "mode", "median", "p10", "p90", "ratio"
    split("unpinned pinned", pins, " ")
    for (i = 1; i <= 2; i++) {
      base = med(m[pins[i] " raw"])
      for (j = 1; j <= 2; j++) {
        mode = j == 1 ? "raw" : "rmi"; k = pins[i] " " mode
        label = mode == "raw" ? "raw tcp pingpong" : "cormi empty call"
        printf "%-9s %-16s %9.2f %9.2f %9.2f %7.2f\n", pins[i], label, med(m[k]), med(p10[k]), med(p90[k]), med(m[k]) / base
      }
    }
  }' "$results"
