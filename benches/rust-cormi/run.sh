#!/usr/bin/env bash
# Rust cormi against tarpc (benches/peers/rust, built by benches/peers/setup.sh rust), in
# one run: ping, the 100-node Option<Box<Node>> list and the 16x16 Vec<Vec<f64>> matrix, medians of ITERS timed calls
# after WARMUP (microseconds, with the 10th and 90th percentiles), and tarpc/cormi.
# Not run by the test command.   usage: benches/rust-cormi/run.sh [ITERS] [WARMUP]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source "$root/scripts/env.sh"
iters=${1:-20000}; warmup=${2:-2000}
(cd "$here" && cargo build --release -q)
peer="$root/benches/peers/rust/target/release/rpc-peers"
declare -A cormi tarpc
for b in ping list matrix; do
  line=$("$root/target/release/cormirun" -n 2 "$here/target/release/rust-cormi-bench" "$iters" "$warmup" "$b" | grep '^RESULT')
  cormi[$b]="$line"; echo "cormi $line"
done
for b in ping list matrix; do
  if [ -x "$peer" ]; then
    line=$("$peer" tarpc "$iters" "$warmup" "$b" | grep '^RESULT'); tarpc[$b]="$line"; echo "tarpc $line"
  else
    echo "tarpc $b: not built (bash benches/peers/setup.sh rust)"
  fi
done
echo "| call | cormi median (p10-p90) us | tarpc median (p10-p90) us | tarpc/cormi |"
echo "| --- | --- | --- | --- |"
for b in ping list matrix; do
  c=${cormi[$b]:-}; t=${tarpc[$b]:-}
  cm=""; tm=""
  [ -z "$c" ] || cm=$(awk '{print $4" ("$5"-"$6")"}' <<<"$c")
  [ -z "$t" ] || tm=$(awk '{print $4" ("$5"-"$6")"}' <<<"$t")
  ratio=$( [ -n "$c" ] && [ -n "$t" ] && awk -v a="$(awk '{print $4}' <<<"$t")" -v b="$(awk '{print $4}' <<<"$c")" 'BEGIN{printf "%.1fx", a/b}' || echo "-")
  echo "| $b | ${cm:-not sent yet} | ${tm:-not built} | $ratio |"
done
