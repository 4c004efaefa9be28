#!/usr/bin/env bash
# Under mpirun: the serving rank is stopped (SIGSTOP) while the caller sends more than MPI
# takes without it (tests/handwritten/stall.c: a flood of 16 KiB one-way calls, or one
# call with a 64 MiB argument, two-way or one-way).
#   tests/mpi/stall.sh PROG oneway|big|bigoneway   (PROG: stall.c with the MPI runtime)
# Checks: the send gives up with the timeout error within the configured timeout (an
# MPI_Send to the stopped rank waited for ever once), the next call fails within it too;
# mpirun then waits for the stopped process (its SIGTERM waits for a SIGCONT), so the test
# continues it once the client reported, and the job ends; no process of it and no new
# /dev/shm entry is left.
set -euo pipefail
cd "$(dirname "$0")/../.."
prog=$1 mode=$2
timeout_ms=2000
dir=$(mktemp -d)
source tests/handwritten/leftovers.sh
dev_shm >"$dir/shm.before"
launcher=
cleanup() {
  if [ -n "$launcher" ]; then kill -KILL "$launcher" 2>/dev/null || true; fi
  if [ -s "$dir/pids" ]; then
    read -r p0 p1 _ <"$dir/pids"
    kill -KILL "$p0" "$p1" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
fail() { echo "FAIL (mpi stall $mode): $*"; echo "--- stdout"; cat "$dir/out"; echo "--- stderr"; cat "$dir/err"; exit 1; }

CORMI_TIMEOUT_MS=$timeout_ms timeout 60 mpirun --allow-run-as-root --oversubscribe -x CORMI_TIMEOUT_MS -n 2 \
  "$prog" "$mode" "$dir" >"$dir/out" 2>"$dir/err" &
launcher=$!
# The client reports once its calls failed; a hang is the bug (it once waited for ever).
for _ in $(seq 600); do grep -qs "client: " "$dir/out" && break; sleep 0.05; done
[ -s "$dir/pids" ] || fail "the client never stopped the server"
read -r pid0 pid1 pgid0 <"$dir/pids"
line=$(grep -E "client: $mode: status [0-9]+ " "$dir/out") || { kill -CONT "$pid1"; fail "the client reported no error within 30 s"; }
kill -CONT "$pid1"
set +e
wait "$launcher"
rc=$?
set -e
launcher=
((rc != 124)) || fail "the job hung after the server was continued (timeout 60 s)"
re='status ([0-9]+) .* after ([0-9]+) ms, after ([0-9]+) calls; next call: status ([0-9]+) after ([0-9]+) ms'
[[ "$line" =~ $re ]] || fail "unexpected report: $line"
st=${BASH_REMATCH[1]} ms=${BASH_REMATCH[2]} next=${BASH_REMATCH[4]} next_ms=${BASH_REMATCH[5]}
[ "$st" = 1 ] || fail "status $st, expected CORMI_E_TIMEOUT (1)"
((ms <= timeout_ms + 1000)) || fail "error after $ms ms, timeout is $timeout_ms ms"
[ "$next" != 0 ] || fail "the call after the timeout succeeded"
((next_ms <= timeout_ms + 1000)) || fail "the next call failed after $next_ms ms, timeout is $timeout_ms ms"
# Each rank is its own process group under mpirun: rank 0's is in the pids file.
check_leftovers "$dir" "$pgid0" "$pid0" "$pid1"
echo "mpi stall $mode: OK (${line#*client: }; mpirun exited $rc; no process or /dev/shm entry left)"
