#!/usr/bin/env bash
# Rust cormi against tarpc (benches/peers/rust, built by benches/peers/setup.sh rust), in
# one run: ping, the 100-node Option<Box<Node>> list and the 16x16 Vec<Vec<f64>> matrix, medians of ITERS timed calls
# after WARMUP (microseconds, with the 10th and 90th percentiles), cormi over shared memory
# (cormirun's default) and over TCP loopback (tarpc's transport), and tarpc/cormi for each.
# Not run by the test command.   usage: benches/rust-cormi/run.sh [ITERS] [WARMUP]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source "$root/scripts/env.sh"
iters=${1:-20000}; warmup=${2:-2000}
(cd "$here" && cargo build --release -q)
peer="$root/benches/peers/rust/target/release/rpc-peers"
declare -A cormi cormitcp tarpc
for b in ping list matrix; do
  line=$("$root/target/release/cormirun" -n 2 "$here/target/release/rust-cormi-bench" "$iters" "$warmup" "$b" | grep '^RESULT')
  cormi[$b]="$line"; echo "cormi shm $line"
  line=$("$root/target/release/cormirun" -n 2 --transport tcp "$here/target/release/rust-cormi-bench" "$iters" "$warmup" "$b" | grep '^RESULT')
  cormitcp[$b]="$line"; echo "cormi tcp $line"
done
for b in ping list matrix; do
  if [ -x "$peer" ]; then
    line=$("$peer" tarpc "$iters" "$warmup" "$b" | grep '^RESULT'); tarpc[$b]="$line"; echo "tarpc $line"
  else
    echo "tarpc $b: not built (bash benches/peers/setup.sh rust)"
  fi
done
echo "| call | cormi shm median (p10-p90) us | cormi tcp median (p10-p90) us | tarpc (tcp) median (p10-p90) us | tarpc/cormi shm | tarpc/cormi tcp |"
echo "| --- | --- | --- | --- | --- | --- |"
cell() { [ -z "$1" ] && echo "-" || awk '{print $4" ("$5"-"$6")"}' <<<"$1"; }
ratio() { [ -n "$1" ] && [ -n "$2" ] && awk -v a="$(awk '{print $4}' <<<"$2")" -v b="$(awk '{print $4}' <<<"$1")" 'BEGIN{printf "%.1fx", a/b}' || echo "-"; }
for b in ping list matrix; do
  c=${cormi[$b]:-}; ct=${cormitcp[$b]:-}; t=${tarpc[$b]:-}
  echo "| $b | $(cell "$c") | $(cell "$ct") | $(cell "$t") | $(ratio "$c" "$t") | $(ratio "$ct" "$t") |"
done
echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
