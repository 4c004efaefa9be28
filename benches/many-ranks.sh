#!/usr/bin/env bash
# Many ranks on this machine: cormirun -n N (default 256) over shm and over tcp runs
# tests/handwritten/alltoall.c (rank 0 asks every rank to call every other rank once:
# N(N-1) calls, each pair's link made on first use). Prints, per transport and run, the
# start-up time (cormirun started -> rank 0's cormi_init returned), the first all-to-all's
# time (every link made then), a second one's (links made; idle ones parked), the job's
# wall time and the most threads its processes had at once (sampled every 100 ms), then
# the machine's load. Not a test: nothing is timed in the suite (run.sh runs 48).
#
#   benches/many-ranks.sh [N [RUNS]]      defaults: 256 ranks, 1 run
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
n=${1:-256}
runs=${2:-1}
out=target/bench
mkdir -p "$out"
clang-22 -O2 -g -Wall -Wextra -I rt-c/include tests/handwritten/alltoall.c target/release/libcormi_rt.a \
  -lpthread -ldl -lm -o "$out/alltoall"
# threads of every process running the benchmark program
threads() {
  local p s=0 t
  for p in $(pgrep -f "^$out/alltoall" || true); do
    t=$(awk '/^Threads:/ { print $2 }' "/proc/$p/status" 2>/dev/null || true)
    s=$((s + ${t:-0}))
  done
  echo "$s"
}
echo "cormirun -n $n, all-to-all of $((n * (n - 1))) calls; pid_max $(cat /proc/sys/kernel/pid_max)"
printf "%-9s %4s %11s %13s %13s %8s %12s\n" transport run startup_ms alltoall_ms again_ms wall_s max_threads
for t in shm tcp; do
  for ((r = 1; r <= runs; r++)); do
    log=$(mktemp)
    t0=$(date +%s%N)
    target/release/cormirun -n "$n" --transport "$t" "$out/alltoall" "$t0" 2 >"$log" 2>&1 &
    job=$!
    peak=0
    while kill -0 "$job" 2>/dev/null; do
      c=$(threads)
      ((c > peak)) && peak=$c
      sleep 0.1
    done
    rc=0
    wait "$job" || rc=$?
    t1=$(date +%s%N)
    if [ "$rc" != 0 ] || ! grep -q "of $((2 * n * (n - 1))) calls checked" "$log"; then
      cat "$log"
      echo "$t run $r: FAILED (exit $rc)"
      exit 1
    fi
    read -r su aa ag < <(sed -nE 's/^startup_ms=([0-9.]+) alltoall_ms=([0-9.]+) again_ms=([0-9.]+)/\1 \2 \3/p' "$log")
    printf "%-9s %4d %11s %13s %13s %8.1f %12d\n" "$t" "$r" "$su" "$aa" "$ag" "$(echo "($t1 - $t0) / 1000000000" | bc -l)" "$peak"
    rm -f "$log"
  done
done
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
