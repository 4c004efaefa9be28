#!/usr/bin/env bash
# Builds examples/remote-list with cormicc (-O2) and runs it on 2 local nodes with
# cormirun; prints the checked results and per-call latency. Run by scripts/demo.sh.
#   usage: examples/remote-list/demo.sh [ITERATIONS] [MODES]   (default: "all site class generic"; all is the default mode)
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
if [ ! -x target/release/cormicc ] || [ ! -x target/release/cormirun ] || [ ! -f target/release/libcormi_pass.so ]; then
  cargo build --release -p cormicc -p cormirun -p cormi-pass -p cormi-rt
fi
iters=${1:-200}
modes=${2:-all site class generic}
out=target/examples/remote-list
mkdir -p "$out"
for mode in $modes; do
  echo "== cormicc -O2 --cormi-mode=$mode examples/remote-list/remote_list.c"
  target/release/cormicc -O2 -g --cormi-mode="$mode" -Wall -Werror examples/remote-list/remote_list.c -o "$out/remote_list.$mode"
  echo "== cormirun -n 2 $out/remote_list.$mode $iters"
  target/release/cormirun -n 2 "$out/remote_list.$mode" "$iters"
done
