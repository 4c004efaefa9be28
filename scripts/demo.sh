#!/usr/bin/env bash
# README's main-job command: installs what is missing, builds the plugin and the runtime,
# compiles the example program, runs it on 2 local nodes and prints its results.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
cargo build --release --workspace
for step in examples/*/demo.sh; do
  [ -e "$step" ] || continue
  bash "$step"
done
