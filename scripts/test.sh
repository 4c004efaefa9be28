#!/usr/bin/env bash
# README's test command: installs what is missing, builds everything, runs every test.
#   Rust unit/integration tests (cargo test), lit tests of the pass (tests/lit),
#   and the C end-to-end suites (tests/*/run.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
cargo build --release --workspace
cargo test --release --workspace
lit -sv tests/lit
for suite in tests/*/run.sh; do
  [ -e "$suite" ] || continue
  echo "== $suite"
  bash "$suite"
done
