#!/usr/bin/env bash
# A node dies (kill: SIGKILL) or hangs (stop: SIGSTOP) while serving a call.
#   tests/handwritten/fault.sh PROG kill|stop [shm|tcp]   (default: shm, cormirun's default)
# Checks: the caller reports an error within the configured timeout and exits 3;
# cormirun names the killed rank and signal and exits with the root cause (137 for the
# killed rank, even when the client's follow-on exit 3 is seen first; 3 for the client
# when the server hung); no process of the job's process group is left, and no new
# entry in /dev/shm (the shm transport's memory must go with the job).
set -euo pipefail
cd "$(dirname "$0")/../.."
prog=$1 how=$2 transport=${3:-shm}
timeout_ms=2000
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL (fault $how, $transport): $*"; echo "--- stdout"; cat "$dir/out"; echo "--- stderr"; cat "$dir/err"; exit 1; }

source tests/handwritten/leftovers.sh
dev_shm >"$dir/shm.before"

# --linger: the client must get time to report the error after rank 1 has died.
target/release/cormirun -n 2 --transport "$transport" --prefix --timeout "$timeout_ms" --linger $((timeout_ms + 3000)) --grace 500 \
  "$prog" "$dir" >"$dir/out" 2>"$dir/err" &
launcher=$!
for _ in $(seq 200); do [ -e "$dir/in-call" ] && break; sleep 0.05; done
[ -e "$dir/in-call" ] || fail "the server never entered the call"
read -r pid1 pgid <"$dir/pid.1"
read -r pid0 _ <"$dir/pid.0"
case $how in
  kill) kill -KILL "$pid1"; want_rc=137 ;;
  stop) kill -STOP "$pid1"; want_rc=3 ;;
  *) fail "unknown mode $how" ;;
esac
set +e
wait "$launcher"
rc=$?
set -e
# kill: the signal death of rank 1 is the root cause; rank 0's exit 3 follows from it
# (cormirun prefers a signal death seen within --linger of a plain failure).
[[ "$rc" =~ ^($want_rc)$ ]] || fail "cormirun exited $rc, expected $want_rc"
if [ "$how" = kill ]; then
  grep -q "rank 1 (pid $pid1) was killed by signal 9 (SIGKILL)" "$dir/err" || fail "no message naming rank 1 and SIGKILL"
fi
line=$(grep -E '^\[0\] client: remote call failed after [0-9]+ ms' "$dir/out") || fail "the client reported no error"
ms=$(sed -E 's/.*after ([0-9]+) ms.*/\1/' <<<"$line")
# The error must come within the timeout (plus scheduling slack on a shared machine).
((ms <= timeout_ms + 1000)) || fail "error after $ms ms, timeout is $timeout_ms ms"
grep -q "rank 0 (pid $pid0) exited with status 3" "$dir/err" || fail "the client did not exit with status 3"

check_leftovers "$dir" "$pgid" "$pid0" "$pid1"
echo "fault $how over $transport: OK ($line; cormirun exited $rc; no process left in group $pgid, nothing new in /dev/shm)"
