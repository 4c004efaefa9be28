#!/usr/bin/env bash
# Benchmark smoke suite (run by scripts/test.sh): builds every cormi benchmark program of
# benches/programs in every mode (and the hand-written C peer) and runs each for a few
# iterations on 2 nodes through the runner, so that a broken benchmark, or one whose
# results are wrong (each checks its own and exits non-zero), fails the tests; the same
# for the many-call-site program of benches/analysis/sites-bench.sh. No timing
# is asserted; the peers (MPI, Java, Rust RPC) are not built here (benches/peers/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
if [ ! -x target/release/cormi-bench ] || [ ! -x target/release/cormicc ] || [ ! -x target/release/cormirun ]; then
  cargo build --release -p cormi-bench -p cormicc -p cormirun -p cormi-pass -p cormi-rt
fi
out=target/tests/bench
mkdir -p "$out"
# --smoke: the smallest problem of every set, 5 timed calls after 2 warm-up calls.
if ! target/release/cormi-bench run --smoke --no-peers --out "$out" > "$out/run.log" 2>&1; then
  echo "FAIL: cormi-bench run --smoke"; cat "$out/run.log"; exit 1
fi
grep -E '^## |FAILED' "$out/run.log" || true
# Every set ran every mode: one table row per mode and benchmark.
rows=$(grep -cE '^\| (generic|class|site|site\+cycle|site\+reuse|all) \|' "$out/run.log")
tables=$(grep -c '^## [a-z]* — ' "$out/run.log")
if [ "$rows" -ne $((tables * 6)) ]; then
  echo "FAIL: $rows mode rows for $tables benchmark tables (want 6 per table)"; exit 1
fi
grep -q '^| hand-written C |' "$out/run.log" || { echo "FAIL: hand-written C did not run"; exit 1; }
grep -q '^| raw TCP |' "$out/run.log" || { echo "FAIL: raw TCP did not run"; exit 1; }
ls "$out"/latest.svg >/dev/null && echo "ok: $tables benchmark tables x 6 modes, JSON lines and chart in $out"
# The many-call-site compile benchmark: its generated program builds in site and
# generic mode and gives the right results in both.
if ! benches/analysis/sites-bench.sh --quick > "$out/sites.log" 2>&1; then
  echo "FAIL: benches/analysis/sites-bench.sh --quick"; cat "$out/sites.log"; exit 1
fi
echo "ok: $(grep -c '^ran: ' "$out/sites.log") modes of the many-call-site program built and checked"
