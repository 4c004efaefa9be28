#!/usr/bin/env bash
# Differential testing of the modes, run by scripts/test.sh: random
# programs from gen.py, each built in every mode and run on 2 nodes; every mode must print
# what generic prints. Default: the reproducers and a fixed seed range, about 1-2 minutes
# on 2 cores (each seed is 6 builds; the reuse methods made programs ~10% bigger).
# Seeds that hit a known, reproduced bug (run.py KNOWN, regress/) are listed, not failed
# (--strict fails them too); --regress runs the reproducers.
# Reproduce: tests/differential/run.sh --seed N; more: --seeds A..B [--jobs J].
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
if [ ! -x target/release/cormicc ] || [ ! -x target/release/cormirun ] || [ ! -f target/release/libcormi_pass.so ]; then
  cargo build --release -p cormicc -p cormirun -p cormi-pass -p cormi-rt
fi
if [ $# -eq 0 ]; then
  # The default run: the reproducers of every bug this generator found, then the seeds
  # (also when a reproducer fails: both results are shown, either fails the run).
  regress=0
  python3 tests/differential/run.py --regress || regress=$?
  seeds=0
  python3 tests/differential/run.py --seeds 1..16 || seeds=$?
  if [ "$regress" -ne 0 ] || [ "$seeds" -ne 0 ]; then exit 1; fi
  exit 0
fi
exec python3 tests/differential/run.py "$@"
