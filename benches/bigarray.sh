#!/usr/bin/env bash
# Large scalar arrays (benches/bigarray.c): one call sending a MIB-MiB double array
# (default 64) from rank 0 to rank 1, over tcp and over shm, against the raw transport in
# the same run: a plain TCP transfer of the same bytes between the two ranks (`raw`,
# cormirun --transport tcp) and memcpy between two kept buffers (`memcpy`, one process:
# the bound of a shared-memory transfer), and the same call with the array copied into the
# message buffer (appended in pieces below the gather threshold: how every array was sent
# before gather I/O). Per mode: median, p10, p90 of MB/s over ITERS
# calls (the first included), the ratios to raw and memcpy, and the receiver's minor page
# faults per call after its first (~0: receive buffers and the destination are kept).
# Not a test: nothing is asserted.
#
#   benches/bigarray.sh [ITERS [MIB]]      defaults: 10 calls of 64 MiB
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
iters=${1:-10}
mib=${2:-64}
out=target/bench
mkdir -p "$out"
clang-22 -O2 -g -Wall -Wextra -I rt-c/include benches/bigarray.c target/release/libcormi_rt.a \
  -lpthread -ldl -lm -o "$out/bigarray"
results=$(mktemp)
trap 'rm -f "$results"' EXIT
"$out/bigarray" memcpy "$iters" "$mib" | grep '^RESULT' >>"$results"
target/release/cormirun -n 2 --transport tcp "$out/bigarray" raw "$iters" "$mib" | grep '^RESULT' >>"$results"
for transport in tcp shm; do
  for mode in copy rmi; do
    target/release/cormirun -n 2 --transport $transport "$out/bigarray" $mode "$iters" "$mib" | grep '^RESULT' >>"$results"
  done
done
echo "$mib MiB double array, rank 0 -> rank 1, $iters calls per mode, unpinned; MB/s (higher is better)"
awk '
  { m[$2] = $4; p10[$2] = $5; p90[$2] = $6; f[$2] = $7; sub(/faults=/, "", f[$2]) }
  END {
    printf "%-26s %8s %8s %8s %7s %8s %15s\n", "mode", "median", "p10", "p90", "/raw", "/memcpy", "faults/call"
    n = split("memcpy raw rmicopy rmi rmishmcopy rmishm", k, " ")
    label["memcpy"] = "memcpy (shm bound)"; label["raw"] = "raw tcp transfer"
    label["rmicopy"] = "cormi, tcp, array copied"; label["rmi"] = "cormi call, tcp"
    label["rmishmcopy"] = "cormi, shm, array copied"; label["rmishm"] = "cormi call, shm"
    for (i = 1; i <= n; i++) if (k[i] in m)
      printf "%-26s %8d %8d %8d %7.2f %8.2f %15s\n", label[k[i]], m[k[i]], p10[k[i]], p90[k[i]], m[k[i]] / m["raw"], m[k[i]] / m["memcpy"], (k[i] == "memcpy" ? "-" : f[k[i]])
  }' "$results"
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
