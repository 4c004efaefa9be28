#!/usr/bin/env bash
# Round-trip latency of an empty cormi remote call (`void ping()`) next to two raw TCP
# ping-pongs between the same two processes: one whose reads block (`raw`) and one whose
# reads poll for up to 50 us before they block (`rawpoll`). Both processes launched by
# cormirun --transport tcp (loopback), unpinned and pinned to one CPU (taskset -c 0).
#
#   benches/latency.sh [ITERS [ROUNDS [BYTES]]]   defaults: 20000 iterations, 3 rounds
#
# Each round runs raw, rawpoll and rmi back to back; the table shows, per pinning and
# mode, the median over rounds of each statistic (median, p10, p90 of one round trip, in
# microseconds) and the ratios of the medians to each baseline of the same pinning.
# BYTES is the raw ping-pong message size each way (default: the frame header size,
# HEADER_SIZE in runtime/src/wire.rs: an empty call's request and reply are one header
# each). The last line says how busy the machine was (other processes share the CPUs).
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

# CPU ticks (all CPUs): busy and total, from /proc/stat.
ticks() { awk '/^cpu / { t = 0; for (i = 2; i <= NF; i++) t += $i; print t - $5 - $6, t }' /proc/stat; }

results=$(mktemp)
trap 'rm -f "$results"' EXIT
read -r busy0 total0 < <(ticks)
for pin in unpinned pinned; do
  for ((r = 1; r <= rounds; r++)); do
    for mode in raw rawpoll rmi; do
      echo "$pin $(one_run "$pin" "$mode")" >> "$results"
    done
  done
done
read -r busy1 total1 < <(ticks)

echo "round trip in microseconds: $iters iterations x $rounds rounds per cell, raw message $bytes bytes, TCP loopback"
awk '
  function med(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
    return a[int((n + 1) / 2)]
  }
  { k = $1 " " $3; m[k] = m[k] " " $5; p10[k] = p10[k] " " $6; p90[k] = p90[k] " " $7 }
  END {
    printf "%-9s %-24s %9s %9s %9s %8s %8s\n", "cpus", "mode", "median", "p10", "p90", "/raw", "/rawpoll"
    split("unpinned pinned", pins, " ")
    split("raw rawpoll rmi", modes, " ")
    label["raw"] = "raw tcp, blocking reads"; label["rawpoll"] = "raw tcp, polling reads"; label["rmi"] = "cormi void ping()"
    for (i = 1; i <= 2; i++) {
      raw = med(m[pins[i] " raw"]); poll = med(m[pins[i] " rawpoll"])
      for (j = 1; j <= 3; j++) {
        k = pins[i] " " modes[j]
        printf "%-9s %-24s %9.2f %9.2f %9.2f %8.2f %8.2f\n", pins[i], label[modes[j]], med(m[k]), med(p10[k]), med(p90[k]), med(m[k]) / raw, med(m[k]) / poll
      }
    }
  }' "$results"
awk -v b=$((busy1 - busy0)) -v t=$((total1 - total0)) -v n="$(nproc)" \
  'BEGIN { printf "machine: %d CPUs, %.0f %% busy during the run (this benchmark included); load average %s\n", n, t ? 100 * b / t : 0, "'"$(cut -d' ' -f1-3 /proc/loadavg)"'" }'
