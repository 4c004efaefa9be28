#!/usr/bin/env bash
# End-to-end suite of the hand-written C baseline (run by scripts/test.sh):
#   1. examples/handwritten under cormirun -n 2, shm, tcp and inproc: every value checked;
#      large arrays (runtime/tests/c/bigarrays.c: several per call, requests, replies,
#      one-way) under cormirun -n 3, same transports: every element checked;
#   2. benches/latency.sh for a few iterations (no timing asserted: a broken benchmark fails);
#   3. fault: SIGKILL / SIGSTOP of the server during a call, over shm and tcp -> error
#      within the timeout, no process and nothing in /dev/shm left behind; stall: a
#      stopped server and a sender that fills the link (one-way flood, 64 MiB two-way and
#      one-way calls) -> the timeout error within the timeout, never a hang; a stopped
#      caller of a 64 MiB reply -> the reply gives up at the server's timeout;
#   hung: rank 0 returns while a one-way method never ends on node 1 -> finalize names
#      the node and call site it waits for and gives up at the timeout, cormirun names
#      rank 1 and exits 124 (node 1 does not blame rank 0);
#   4. recover: rank 0 in CORMI_ERRORS_RETURN mode kills a worker and carries on with the
#      other (cormirun keeps the survivors; exit status 137, the root cause);
#   5. many ranks: an all-to-all of calls among 48 ranks over shm and tcp (links made on
#      first use, idle links without a thread; benches/many-ranks.sh runs 256);
#   6. many hosts: hosts.sh, two network namespaces as hosts (cormirun --hosts), the job
#      secret and listeners on the host's address only (root; SKIP elsewhere).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
if [ ! -x target/release/cormirun ] || [ ! -f target/release/libcormi_rt.a ]; then
  cargo build --release -p cormirun -p cormi-rt
fi
if ! nm target/release/libcormi_rt.a 2>/dev/null | grep ' T cormi_call_invoke$' >/dev/null; then
  echo "FAIL: target/release/libcormi_rt.a does not define cormi_call_invoke (runtime not built yet?)"
  exit 1
fi
out=target/tests/handwritten
mkdir -p "$out"
build() { clang-22 -O2 -g -Wall -Wextra -Werror -I rt-c/include "$@" target/release/libcormi_rt.a -lpthread -ldl -lm; }
build examples/handwritten/handwritten.c -o "$out/handwritten"
build tests/handwritten/fault.c -o "$out/fault"
build tests/handwritten/stall.c -o "$out/stall"
build tests/handwritten/alltoall.c -o "$out/alltoall"
build tests/handwritten/recover.c -o "$out/recover"
build tests/handwritten/hung.c -o "$out/hung"
build runtime/tests/c/bigarrays.c -o "$out/bigarrays"

for transport in shm tcp inproc; do
  echo "-- handwritten, cormirun -n 2 --transport $transport"
  target/release/cormirun -n 2 --transport "$transport" "$out/handwritten" 3 | tee "$out/result.$transport"
  grep -q "^handwritten: all values checked on both nodes" "$out/result.$transport"
  echo "-- large arrays, cormirun -n 3 --transport $transport"
  target/release/cormirun -n 3 --transport "$transport" "$out/bigarrays" 2 | tee "$out/bigarrays.$transport"
  grep -q "^bigarrays: 66 calls checked on 3 nodes" "$out/bigarrays.$transport"
done

echo "-- latency benchmark, smoke run"
benches/latency.sh 200 1

for transport in shm tcp; do
  for how in kill stop; do
    echo "-- fault: $how the server during a call, $transport"
    bash tests/handwritten/fault.sh "$out/fault" "$how" "$transport"
  done
  for mode in oneway big bigoneway bigreply; do
    echo "-- stall: a stopped server, the sender fills the link ($mode), $transport"
    bash tests/handwritten/stall.sh "$out/stall" "$mode" "$transport"
  done
done

for transport in shm tcp; do
  echo "-- hung: rank 0 returns while a one-way method runs for ever on node 1, $transport"
  bash tests/handwritten/hung.sh "$out/hung" "$transport"
done

for transport in shm tcp; do
  echo "-- recover: rank 0 (CORMI_ERRORS_RETURN) kills a worker and goes on with the others, $transport"
  set +e
  timeout 60 target/release/cormirun -n 3 --transport "$transport" "$out/recover" > "$out/recover.$transport" 2> "$out/recover.$transport.err"
  rc=$?
  set -e
  cat "$out/recover.$transport" "$out/recover.$transport.err"
  [ $rc = 137 ] || { echo "FAIL: cormirun exited $rc, expected 137 (rank 1's SIGKILL)"; exit 1; }
  grep -q "^recover: rank 1 failed with status [1-9][0-9]*; 40 of 40 calls to rank 2 after it" "$out/recover.$transport"
  grep -q "rank 0 handles errors itself (CORMI_ERRORS_RETURN): the other ranks go on" "$out/recover.$transport.err"
done

for transport in shm tcp; do
  echo "-- many ranks: all-to-all of calls, cormirun -n 48 --transport $transport"
  timeout 300 target/release/cormirun -n 48 --transport "$transport" "$out/alltoall" | tee "$out/alltoall.$transport"
  grep -q "^alltoall: 48 ranks, 2256 of 2256 calls checked" "$out/alltoall.$transport"
done

echo "-- many hosts: ranks in two network namespaces (root only; SKIP elsewhere)"
bash tests/handwritten/hosts.sh "$out/alltoall"
