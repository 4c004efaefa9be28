#!/usr/bin/env bash
# Multi-host TCP on one machine: two network namespaces with addresses of their own
# (10.77.0.1 and 10.77.0.2 on a veth pair) play two hosts; cormirun, in the first, starts
# ranks in both through `--launcher 'ip netns exec {host} sh -c'` and an all-to-all of
# calls crosses them. While the job holds, the second namespace has listeners on its own
# address only, and a connection from the first without the job secret is refused and
# logged. Needs root (network namespaces): elsewhere it says SKIP and passes; CI runs it
# as root.
#
#   tests/handwritten/hosts.sh ALLTOALL_EXE      (built by tests/handwritten/run.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
exe=$(realpath "${1:-target/tests/handwritten/alltoall}")
run=$(realpath target/release/cormirun)
if [ "$(id -u)" != 0 ] || ! command -v ip >/dev/null; then
  echo "SKIP hosts.sh: network namespaces need root and iproute2 (CI runs this as root)"
  exit 0
fi
a=cormi-a-$$ b=cormi-b-$$ log=$(mktemp)
cleanup() {
  ip netns del "$a" 2>/dev/null || true
  ip netns del "$b" 2>/dev/null || true
  rm -f "$log"
}
trap cleanup EXIT
if ! ip netns add "$a" 2>/dev/null; then
  echo "SKIP hosts.sh: ip netns add is not permitted here (CI runs this as root)"
  exit 0
fi
ip netns add "$b"
ip link add "va$$" netns "$a" type veth peer name "vb$$" netns "$b"
ip -n "$a" addr add 10.77.0.1/24 dev "va$$"
ip -n "$b" addr add 10.77.0.2/24 dev "vb$$"
for ns in "$a" "$b"; do ip -n "$ns" link set lo up; done
ip -n "$a" link set "va$$" up
ip -n "$b" link set "vb$$" up

echo "-- hosts: 6 ranks on two namespaces, all-to-all"
ALLTOALL_HOLD_MS=1500 ip netns exec "$a" "$run" -n 6 --hosts "$a=10.77.0.1,$b=10.77.0.2" \
  --launcher "ip netns exec {host} sh -c" "$exe" >"$log" 2>&1 &
job=$!
for _ in $(seq 200); do grep -q '^holding' "$log" && break; sleep 0.05; done
listen=$(ip netns exec "$b" ss -Hltn | awk '{print $4}')
echo "listening in $b: $(echo $listen)"
# A stranger in the first namespace dials a rank of the second without the secret.
port=$(echo "$listen" | head -1 | sed 's/.*://')
ip netns exec "$a" bash -c "exec 3<>/dev/tcp/10.77.0.2/$port; printf 'hello' >&3; sleep 0.3" || true
wait "$job" || { cat "$log"; echo "FAIL: the job failed"; exit 1; }
cat "$log"
grep -q '^alltoall: 6 ranks, 30 of 30 calls checked' "$log" || { echo "FAIL: the all-to-all"; exit 1; }
[ -n "$listen" ] || { echo "FAIL: no listener seen in $b"; exit 1; }
if echo "$listen" | grep -qv '^10\.77\.0\.2:'; then echo "FAIL: a rank in $b listens beyond 10.77.0.2: $listen"; exit 1; fi
grep -q 'refused a connection from 10.77.0.1:[0-9]*: it did not prove membership' "$log" ||
  { echo "FAIL: the connection without the job secret was not refused and logged"; exit 1; }
echo "hosts: ok"
