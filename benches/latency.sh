#!/usr/bin/env bash
# Round-trip latency of an empty cormi remote call (`void ping()`) over TCP and over shared
# memory, next to raw ping-pongs between the same two processes: TCP whose reads block
# (`raw`), TCP whose reads poll for up to 50 us before they block (`rawpoll`), and shared
# memory whose reader spins up to 50 us, then sleeps in a futex (`rawshm`; no spin when
# the writer last ran on the reader's CPU). Both processes launched by cormirun
# (--transport tcp for raw, rawpoll and cormi over TCP; --transport shm for rawshm and
# cormi over shm), unpinned and pinned to one CPU (taskset -c 0). Where Open MPI and the
# MPI runtime (scripts/build-mpi.sh) are there, also under mpirun -n 2: MPI's own
# ping-pong (`rawmpi`, benches/mpi_pingpong.c, osu_latency's loop of MPI_Send and
# MPI_Recv; `rawmpimt` the same with MPI_THREAD_MULTIPLE, the thread level cormi runs MPI
# at; `rawmpipat` the MPI calls of cormi's transport alone, at that level: a receive
# posted ahead and polled with MPI_Test, MPI_Isend tested until done) and cormi's
# `void ping()` over the MPI transport; unpinned means mpirun's
# default placement there (each rank bound to a core of its own), pinned is
# `taskset -c 0 mpirun --bind-to none`.
#
#   benches/latency.sh [ITERS [ROUNDS [BYTES]]]   defaults: 20000 iterations, 3 rounds
#
# CORMI_BASELINE_LIB=path/to/libcormi_rt.a (another build of the runtime, e.g. of an
# earlier commit) adds `void ping()` over tcp and shm linked with that library, in the
# same rounds ("..., baseline" rows): before/after comparisons in one run.
# CORMI_BASELINE_MPI_LIB=path/to/libcormi_rt.a (a build with the MPI transport, e.g. a
# copy of an earlier target/mpi/release/libcormi_rt.a) does the same for `void ping()`
# under mpirun. CORMI_BENCH_ONLY=mpi runs only the MPI rows (rawmpi, rawmpimt,
# rawmpipat, rmimpi and its baseline).
#
# Each round runs every mode back to back; the table shows, per pinning and mode, the
# median over rounds of each statistic (median, p10, p90, p99 of one round trip, in
# microseconds) and the ratios of the medians to each baseline of the same pinning.
# BYTES is the raw ping-pongs' message size each way (default: the frame header size,
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
# The modes: RESULT name, latency.c mode, transport.
modes="raw:raw:tcp rawpoll:rawpoll:tcp rmi:rmi:tcp rawshm:rawshm:shm rmishm:rmi:shm"
only=${CORMI_BENCH_ONLY:-}
if [ -n "$only" ] && [ "$only" != mpi ]; then
  echo "latency.sh: CORMI_BENCH_ONLY must be mpi (or unset)" >&2
  exit 2
fi
[ "$only" = mpi ] && modes=""
if [ -n "${CORMI_BASELINE_LIB:-}" ] && [ -z "$only" ]; then
  clang-22 -O2 -g -Wall -Wextra -I rt-c/include benches/latency.c "$CORMI_BASELINE_LIB" \
    -lpthread -ldl -lm -o "$out/latency_base"
  modes="$modes rmibase:rmi:tcp rmishmbase:rmi:shm"
fi
if [ -f target/mpi/release/libcormi_rt.a ] && command -v mpicc >/dev/null && command -v mpirun >/dev/null; then
  clang-22 -O2 -g -Wall -Wextra -I rt-c/include benches/latency.c target/mpi/release/libcormi_rt.a \
    $(mpicc --showme:link) -lpthread -ldl -lm -o "$out/latency_mpi"
  mpicc -O2 -g -Wall -Wextra benches/mpi_pingpong.c -o "$out/mpi_pingpong"
  modes="$modes rawmpi:-:mpi rawmpimt:-mt:mpi rawmpipat:-pat:mpi rmimpi:rmi:mpi"
  if [ -n "${CORMI_BASELINE_MPI_LIB:-}" ]; then
    clang-22 -O2 -g -Wall -Wextra -I rt-c/include benches/latency.c "$CORMI_BASELINE_MPI_LIB" \
      $(mpicc --showme:link) -lpthread -ldl -lm -o "$out/latency_mpi_base"
    modes="$modes rmimpibase:rmi:mpi"
  fi
elif [ "$only" = mpi ]; then
  echo "latency.sh: CORMI_BENCH_ONLY=mpi needs Open MPI (mpicc, mpirun) and target/mpi/release/libcormi_rt.a (scripts/build-mpi.sh)" >&2
  exit 2
fi

# one_run PIN MODE TRANSPORT: prints "RESULT name iters median p10 p90 p99=..."
one_run() {
  local pin=$1 mode=$2 transport=$3 name=${4:-}
  local exe=$out/latency rename=s/^// mpiexe=$out/latency_mpi
  if [ "${name%base}" != "$name" ]; then exe=$out/latency_base mpiexe=$out/latency_mpi_base rename="s/^RESULT \([a-z]*\)/RESULT \1base/"; fi
  local run=(target/release/cormirun -n 2 --transport "$transport" "$exe" "$mode" "$iters" "$warmup" "$bytes")
  if [ "$transport" = mpi ]; then
    local mpirun=(mpirun --allow-run-as-root -n 2) n=$iters w=$warmup
    # Pinned, both MPI ranks spin on one CPU and each message waits for a scheduler tick
    # (about 8 ms a round trip): a hundredth of the iterations keeps a run near 2 s.
    if [ "$pin" = pinned ]; then mpirun+=(--bind-to none); n=$(( iters / 100 > 100 ? iters / 100 : 100 )); w=$(( n / 10 + 1 )); fi
    if [ "$mode" = - ]; then run=("${mpirun[@]}" "$out/mpi_pingpong" "$n" "$w" "$bytes")
    elif [ "$mode" = -mt ]; then run=("${mpirun[@]}" "$out/mpi_pingpong" "$n" "$w" "$bytes" multiple)
    elif [ "$mode" = -pat ]; then run=("${mpirun[@]}" "$out/mpi_pingpong" "$n" "$w" "$bytes" pattern); else run=("${mpirun[@]}" "$mpiexe" "$mode" "$n" "$w" "$bytes"); fi
  fi
  if [ "$pin" = pinned ]; then
    taskset -c 0 "${run[@]}"
  else
    "${run[@]}"
  fi | grep '^RESULT' | sed "$rename"
}

# CPU ticks (all CPUs): busy and total, from /proc/stat.
ticks() { awk '/^cpu / { t = 0; for (i = 2; i <= NF; i++) t += $i; print t - $5 - $6, t }' /proc/stat; }

results=$(mktemp)
trap 'rm -f "$results"' EXIT
read -r busy0 total0 < <(ticks)
for pin in unpinned pinned; do
  for ((r = 1; r <= rounds; r++)); do
    for m in $modes; do
      IFS=: read -r name mode transport <<<"$m"
      echo "$pin $(one_run "$pin" "$mode" "$transport" "$name")" >> "$results"
    done
  done
done
read -r busy1 total1 < <(ticks)

echo "round trip in microseconds: $iters iterations x $rounds rounds per cell, raw messages $bytes bytes; TCP over loopback"
awk '
  function med(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
    return a[int((n + 1) / 2)]
  }
  # The ratio of the median of `list` to `base`, "-" without a base (rows not run).
  function ratio(list, b) { return b > 0 ? sprintf("%.2f", med(list) / b) : "-" }
  # The median of row `k` where it was run, else 0.
  function base(k) { return (k in m) ? med(m[k]) : 0 }
  { k = $1 " " $3; m[k] = m[k] " " $5; p10[k] = p10[k] " " $6; p90[k] = p90[k] " " $7; sub(/^p99=/, "", $8); p99[k] = p99[k] " " $8 }
  END {
    printf "%-9s %-32s %8s %8s %8s %8s %7s %8s %7s %7s %9s\n", "cpus", "mode", "median", "p10", "p90", "p99", "/raw", "/rawpoll", "/rawshm", "/rawmpi", "/rawmpimt"
    split("unpinned pinned", pins, " ")
    nmodes = split("raw rawpoll rmi rmibase rawshm rmishm rmishmbase rawmpi rawmpimt rawmpipat rmimpi rmimpibase", modes, " ")
    label["rmibase"] = "cormi void ping(), tcp, baseline"; label["rmishmbase"] = "cormi void ping(), shm, baseline"
    label["raw"] = "raw tcp, blocking reads"; label["rawpoll"] = "raw tcp, polling reads"; label["rmi"] = "cormi void ping(), tcp"
    label["rawshm"] = "raw shm, spin then futex"; label["rmishm"] = "cormi void ping(), shm"
    label["rawmpi"] = "raw MPI ping-pong (Open MPI)"; label["rmimpi"] = "cormi void ping(), mpi"
    label["rmimpibase"] = "cormi void ping(), mpi, baseline"
    label["rawmpimt"] = "raw MPI, MPI_THREAD_MULTIPLE"; label["rawmpipat"] = "raw MPI, the calls cormi makes"
    for (i = 1; i <= 2; i++) {
      # (a key is only looked up where it exists: awk creates what it is asked for)
      raw = base(pins[i] " raw"); poll = base(pins[i] " rawpoll"); shm = base(pins[i] " rawshm"); mpi = base(pins[i] " rawmpi"); mpimt = base(pins[i] " rawmpimt")
      for (j = 1; j <= nmodes; j++) {
        k = pins[i] " " modes[j]
        if (!(k in m)) continue
        printf "%-9s %-32s %8.2f %8.2f %8.2f %8.2f %7s %8s %7s", pins[i], label[modes[j]], med(m[k]), med(p10[k]), med(p90[k]), med(p99[k]), ratio(m[k], raw), ratio(m[k], poll), ratio(m[k], shm)
        if (mpi > 0) printf " %7.2f", med(m[k]) / mpi; else printf " %7s", "-"
        if (mpimt > 0) printf " %9.2f\n", med(m[k]) / mpimt; else printf " %9s\n", "-"
      }
    }
  }' "$results"
awk -v b=$((busy1 - busy0)) -v t=$((total1 - total0)) -v n="$(nproc)" \
  'BEGIN { printf "machine: %d CPUs, %.0f %% busy during the run (this benchmark included); load average %s\n", n, t ? 100 * b / t : 0, "'"$(cut -d' ' -f1-3 /proc/loadavg)"'" }'
