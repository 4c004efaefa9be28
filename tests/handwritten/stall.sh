#!/usr/bin/env bash
# The serving node is stopped (SIGSTOP) while the caller sends more than its connection
# holds: a flood of one-way calls (oneway), or one call with a 64 MiB argument (big: two-way;
# bigoneway: one-way). Or the caller is stopped while the server answers with 64 MiB
# (bigreply).
#   tests/handwritten/stall.sh PROG oneway|big|bigoneway|bigreply [shm|tcp]   (PROG: tests/handwritten/stall.c)
# Checks: the send gives up with the timeout error within the configured timeout (it
# waited for ring or socket space forever once), the next call fails within it too
# (bigreply: the server's reply gives up at its timeout, while the caller is still
# stopped, and the caller's call fails), cormirun exits with the client's 3, no process
# of the job's group is left and nothing new is in /dev/shm.
set -euo pipefail
cd "$(dirname "$0")/../.."
prog=$1 mode=$2 transport=${3:-shm}
timeout_ms=2000
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL (stall $mode, $transport): $*"; echo "--- stdout"; cat "$dir/out"; echo "--- stderr"; cat "$dir/err"; exit 1; }

source tests/handwritten/leftovers.sh
dev_shm >"$dir/shm.before"

set +e
# A hang is the bug: give up well after the timeout.
nodes=2
[ "$mode" = bigreply ] && nodes=3
timeout -s KILL 60 target/release/cormirun -n "$nodes" --transport "$transport" --prefix --timeout "$timeout_ms" --grace 500 \
  "$prog" "$mode" "$dir" >"$dir/out" 2>"$dir/err"
rc=$?
set -e
[ -s "$dir/pids" ] || fail "the client never stopped the server"
read -r pid0 pid1 pgid <"$dir/pids"
[ "$rc" = 3 ] || fail "cormirun exited $rc, expected 3 (137: it hung and was killed; 0: the call succeeded)"
line=$(grep -E "^\[0\] client: $mode: status [0-9]+ " "$dir/out") || fail "the client reported no error"
re='status ([0-9]+) .* after ([0-9]+) ms, after ([0-9]+) calls; next call: status ([0-9]+) after ([0-9]+) ms'
[[ "$line" =~ $re ]] || fail "unexpected report: $line"
st=${BASH_REMATCH[1]} ms=${BASH_REMATCH[2]} next=${BASH_REMATCH[4]} next_ms=${BASH_REMATCH[5]}
if [ "$mode" = bigreply ]; then
  # The reply gave up while the caller was stopped (before rank 1 continued it).
  gave_up=$(grep -n "^\[1\] cormi: node 1: a reply to node 2 timed out" "$dir/err" | head -1 | cut -d: -f1 || true)
  continued=$(grep -n "^\[1\] continuing node 2" "$dir/err" | head -1 | cut -d: -f1 || true)
  [ -n "$gave_up" ] || fail "the server's reply never gave up"
  [ -n "$continued" ] || fail "the server never continued the caller"
  ((gave_up < continued)) || fail "the reply gave up only after the caller was continued"
else
  [ "$st" = 1 ] || fail "status $st, expected CORMI_E_TIMEOUT (1)"
  # Within the timeout, plus scheduling slack on a shared machine.
  ((ms <= timeout_ms + 1000)) || fail "error after $ms ms, timeout is $timeout_ms ms"
  [ "$next" != 0 ] || fail "the call after the timeout succeeded"
  ((next_ms <= timeout_ms + 1000)) || fail "the next call failed after $next_ms ms, timeout is $timeout_ms ms"
fi

check_leftovers "$dir" "$pgid" "$pid0" "$pid1"
echo "stall $mode over $transport: OK ($line; cormirun exited $rc; no process left in group $pgid, nothing new in /dev/shm)"
