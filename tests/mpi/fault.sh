#!/usr/bin/env bash
# Under mpirun: a rank dies (kill: SIGKILL) or hangs (stop: SIGSTOP) while serving a call.
#   tests/mpi/fault.sh PROG kill|stop|kill-other   (PROG: tests/handwritten/fault.c, MPI runtime)
# Checks: the job ends within 10 s of the fault, never a hang, and says why:
# - kill: the caller's error (the dead peer, seen through its pidfd), or, when mpirun
#   ended the job first, cormi's report naming the waiting call site and the rank it
#   waited on, next to mpirun's message naming the killed rank;
# - kill-other: a third rank dies while rank 0 waits for rank 1: mpirun stops rank 0 with
#   SIGTERM, and cormi's report names the waiting call site and rank 1;
# - stop: the caller's timeout error (CORMI_TIMEOUT_MS); mpirun then waits for the
#   stopped process (its SIGTERM waits for a SIGCONT), so the test continues it and the
#   job ends;
# and no process of the job (each rank is its own process group under mpirun) or new
# /dev/shm entry is left.
set -euo pipefail
cd "$(dirname "$0")/../.."
prog=$1 how=$2
timeout_ms=2000
dir=$(mktemp -d)
source tests/handwritten/leftovers.sh
dev_shm >"$dir/shm.before"
launcher=
cleanup() {
  if [ -n "$launcher" ]; then kill -KILL "$launcher" 2>/dev/null || true; fi
  for f in "$dir"/pid.*; do
    if [ -e "$f" ]; then kill -KILL "$(cut -d' ' -f1 "$f")" 2>/dev/null || true; fi
  done
  rm -rf "$dir"
}
trap cleanup EXIT
fail() { echo "FAIL (mpi fault $how): $*"; echo "--- stdout"; cat "$dir/out"; echo "--- stderr"; cat "$dir/err"; exit 1; }

ranks=2
[ "$how" = kill-other ] && ranks=3
CORMI_TIMEOUT_MS=$timeout_ms timeout 60 mpirun --allow-run-as-root --oversubscribe -x CORMI_TIMEOUT_MS -n $ranks \
  "$prog" "$dir" >"$dir/out" 2>"$dir/err" &
launcher=$!
for _ in $(seq 400); do [ -e "$dir/in-call" ] && break; sleep 0.05; done
[ -e "$dir/in-call" ] || fail "the server never entered the call"
read -r pid1 _ <"$dir/pid.1"
read -r pid0 _ <"$dir/pid.0"
t0=$(date +%s%N)
case $how in
  kill) kill -KILL "$pid1" ;;
  kill-other) kill -KILL "$(cut -d' ' -f1 "$dir/pid.2")" ;;
  stop)
    kill -STOP "$pid1"
    for _ in $(seq 200); do grep -q "client: remote call failed" "$dir/out" && break; sleep 0.05; done
    kill -CONT "$pid1" ;;
  *) fail "unknown mode $how" ;;
esac
set +e
wait "$launcher"
rc=$?
set -e
launcher=
ms=$((($(date +%s%N) - t0) / 1000000))
((rc != 0)) || fail "mpirun exited 0 after a $how of rank 1"
((rc != 124)) || fail "the job hung (timeout 60 s)"
((ms <= 10000)) || fail "the job ended $ms ms after the fault (more than 10 s)"
case $how in
  kill)
    grep -q "process rank 1 with PID .* exited on signal 9" "$dir/err" || fail "mpirun did not name rank 1 and SIGKILL"
    if grep -q "client: remote call failed after [0-9]* ms: the peer node died" "$dir/out"; then
      seen="the caller's error: $(grep -o 'client: .*' "$dir/out")"
    elif grep -q "cormi: node 0: stopped by SIGTERM while waiting for call site sleep_call (fault.c) (id 1) on node 1" "$dir/err"; then
      seen="cormi's report of the waiting call"
    else
      fail "neither the caller's error nor a report naming the call site and rank 1"
    fi ;;
  kill-other)
    grep -q "process rank 2 with PID .* exited on signal 9" "$dir/err" || fail "mpirun did not name rank 2 and SIGKILL"
    grep -q "cormi: node 0: stopped by SIGTERM while waiting for call site sleep_call (fault.c) (id 1) on node 1" "$dir/err" ||
      fail "no report naming the waiting call site and rank 1"
    seen="cormi's report: $(grep -o 'cormi: node 0: stopped.*' "$dir/err")" ;;
  stop)
    line=$(grep -o "client: remote call failed after [0-9]* ms: timed out.*" "$dir/out") || fail "the caller got no timeout error"
    got=$(sed -E 's/.*after ([0-9]+) ms.*/\1/' <<<"$line")
    ((got <= timeout_ms + 1000)) || fail "the timeout error came after $got ms, the timeout is $timeout_ms ms"
    seen="the caller's error: $(grep -o 'client: .*' "$dir/out")" ;;
esac
for f in "$dir"/pid.*; do
  read -r p g <"$f"
  check_leftovers "$dir" "$g" "$p"
done
echo "ok: $how under mpirun: the job ended after $ms ms (mpirun exit $rc) with $seen; no process or /dev/shm entry left"
