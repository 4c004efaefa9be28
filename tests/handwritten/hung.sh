#!/usr/bin/env bash
# Rank 0 returns while a one-way method still runs on node 1 (tests/handwritten/hung.c).
#   tests/handwritten/hung.sh PROG [shm|tcp]
# Checks: finalize says which node and call site it waits for, and on giving up (the call
# timeout) that node 1 is still busy; node 1 does not blame rank 0; cormirun names rank 1
# as the rank that did not exit and exits 124; no process of the job is left.
set -euo pipefail
cd "$(dirname "$0")/../.."
prog=$1 transport=${2:-shm}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL (hung, $transport): $*"; echo "--- stdout"; cat "$dir/out"; echo "--- stderr"; cat "$dir/err"; exit 1; }
set +e
timeout 60 target/release/cormirun -n 2 --transport "$transport" --timeout 3000 --grace 1000 "$prog" >"$dir/out" 2>"$dir/err"
rc=$?
set -e
[ "$rc" = 124 ] || fail "cormirun exited $rc, expected 124"
grep -q "^rank 0 done" "$dir/out" || fail "rank 0 did not finish"
grep -q "cormi: node 0: waiting for node 1 to run one-way calls (call site spin (hung.c)" "$dir/err" || fail "finalize did not say what it waits for"
grep -q "cormi: node 0: gave up after 3000 ms (CORMI_TIMEOUT_MS) waiting for node 1 .*: node 1 is still busy" "$dir/err" || fail "finalize did not say that it gave up"
grep -q "rank 1 (pid [0-9]*) did not exit within 1000 ms" "$dir/err" || fail "cormirun did not name rank 1"
if grep -q "lost the connection to node 0" "$dir/err"; then fail "node 1 blamed rank 0"; fi
echo "hung over $transport: OK (exit 124; finalize named node 1 and the call site; cormirun named rank 1)"
