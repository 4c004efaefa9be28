#!/usr/bin/env bash
# Demo step (run by scripts/demo.sh): builds the hand-written C baseline and runs it on
# 2 nodes over shared memory (cormirun's default), TCP and in-process, printing the
# checked results and per-call medians.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
out=target/examples
mkdir -p "$out"
clang-22 -O2 -g -Wall -Wextra -I rt-c/include examples/handwritten/handwritten.c \
  target/release/libcormi_rt.a -lpthread -ldl -lm -o "$out/handwritten"
echo "== hand-written C marshaling (100-node list, 16x16 matrix), 2 nodes over shared memory"
target/release/cormirun -n 2 "$out/handwritten" 1000
echo "== the same over TCP (--transport tcp)"
target/release/cormirun -n 2 --transport tcp "$out/handwritten" 1000
echo "== the same, 2 nodes as threads of one process (--transport inproc)"
target/release/cormirun -n 2 --transport inproc "$out/handwritten" 1000
