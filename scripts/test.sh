#!/usr/bin/env bash
# README's test command: installs what is missing, builds everything, runs every test:
#   source hygiene (rustfmt, clippy with warnings as errors, scripts/check-hygiene.sh and
#   its self-test), Rust unit/integration tests (cargo test), lit tests of the pass
#   (tests/lit), and the C end-to-end suites (tests/*/run.sh; tests/package/run.sh
#   installs into a temporary prefix and builds against it with cmake and pkg-config).
# Every stage runs even when an earlier one failed; the exit status is non-zero if any did.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || exit 1
source scripts/env.sh
cargo build --release --workspace || { echo "build failed"; exit 1; }
# The runtime with the MPI transport (cormicc --mpi), before the suites that use it.
bash scripts/build-mpi.sh || { echo "build of the MPI runtime failed"; exit 1; }

# The suites' builds need a few GiB of disk under target/ (README says how much).
df -h . | tail -1 | awk '{print "disk: " $4 " free of " $2}'
passed=0; failed=0; failures=()
stage() {
  local name="$1"; shift
  echo "== $name"
  local t0=$SECONDS
  if "$@"; then
    passed=$((passed + 1)); echo "== $name: ok ($((SECONDS - t0)) s)"
  else
    failed=$((failed + 1)); failures+=("$name"); echo "== $name: FAILED ($((SECONDS - t0)) s)"
    df -h . | tail -1 | awk '{print "disk: " $4 " free of " $2}'
  fi
}
stage "cargo fmt --check" cargo fmt --all --check
stage "cargo clippy" cargo clippy --workspace --all-targets -- -D warnings
stage "cargo clippy (runtime with mpi)" env CARGO_TARGET_DIR="$PWD/target/mpi" cargo clippy -p cormi-rt --all-targets --features mpi -- -D warnings
stage "check-hygiene" bash scripts/check-hygiene.sh
stage "check-hygiene selftest" bash scripts/tests/check-hygiene-selftest.sh
stage "cargo test" cargo test --release --workspace
stage "lit tests/lit" lit -sv tests/lit
for suite in tests/*/run.sh; do
  [ -e "$suite" ] || continue
  stage "$suite" bash "$suite"
done
for f in "${failures[@]}"; do echo "failed stage: $f"; done
echo "stages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
