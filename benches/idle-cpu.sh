#!/usr/bin/env bash
# CPU time of an idle cormi job: two ranks (cormirun -n 2 --transport TRANSPORT) make ITERS
# empty calls back to back (every wait's polling budget adapted to them), then none for
# SECONDS; the CPU time (user + system, all threads, /proc/PID/stat) each rank spends in
# those seconds is printed as a share of one CPU. Target: below 1 % (progress polls only
# while calls come; a wait that blocks through a whole receive slice halves its budget).
#
#   benches/idle-cpu.sh [SECONDS [ITERS [TRANSPORT]]]   defaults: 10 seconds, 20000 calls, shm
#
# TRANSPORT mpi: the two ranks run under `mpirun -n 2` with the MPI runtime
# (scripts/build-mpi.sh), whose router thread makes MPI progress for readers that block.
#
# Prints `IDLE rank <r> cpu_ms <ms> seconds <s> share <percent>` per rank. Not a test:
# nothing is asserted. Needs target/release/{cormirun,libcormi_rt.a}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
seconds=${1:-10}
iters=${2:-20000}
transport=${3:-shm}
out=target/bench
mkdir -p "$out"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if [ "$transport" = mpi ]; then
  clang-22 -O2 -g -Wall -Wextra -I rt-c/include benches/latency.c target/mpi/release/libcormi_rt.a \
    $(mpicc --showme:link) -lpthread -ldl -lm -o "$out/latency_mpi"
  mpirun --allow-run-as-root -n 2 "$out/latency_mpi" idle "$iters" 0 "$seconds" >"$log" 2>&1 &
else
  clang-22 -O2 -g -Wall -Wextra -I rt-c/include benches/latency.c target/release/libcormi_rt.a \
    -lpthread -ldl -lm -o "$out/latency"
  target/release/cormirun -n 2 --transport "$transport" "$out/latency" idle "$iters" 0 "$seconds" >"$log" 2>&1 &
fi
job=$!

# CPU time of a process in clock ticks (utime + stime: fields 14 and 15 after the name).
cpu_ticks() { local s; s=$(cat "/proc/$1/stat"); s=${s##*) }; set -- $s; echo $(( ${12} + ${13} )); }

for _ in $(seq 600); do grep -q '^IDLE-START' "$log" && break; sleep 0.05; done
grep -q '^IDLE-START' "$log" || { echo "idle-cpu: the job never went idle"; cat "$log"; exit 1; }
pids=$(awk '$1 == "PID" { print $2 ":" $3 }' "$log")
# Let the last call's waits end their polls before measuring.
sleep 0.2
declare -A before
for rp in $pids; do before[$rp]=$(cpu_ticks "${rp#*:}"); done
t0=$(date +%s.%N)
sleep "$(awk -v s="$seconds" 'BEGIN { print s - 0.5 }')"
t1=$(date +%s.%N)
hz=$(getconf CLK_TCK)
for rp in $pids; do
  after=$(cpu_ticks "${rp#*:}")
  awk -v r="${rp%%:*}" -v d=$((after - ${before[$rp]})) -v hz="$hz" -v t0="$t0" -v t1="$t1" \
    'BEGIN { s = t1 - t0; printf "IDLE rank %s cpu_ms %.0f seconds %.1f share %.2f %%\n", r, 1000 * d / hz, s, 100 * d / hz / s }'
done
wait "$job"
