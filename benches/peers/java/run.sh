#!/usr/bin/env bash
# Java RMI peer: a server JVM and a client JVM on loopback (classes built by
# benches/peers/setup.sh into benches/peers/build/java).
#   benches/peers/java/run.sh ITERS WARMUP ping|list|matrix   -> one RESULT line
# Exit status: the client's (0 iff the server's totals matched).
set -euo pipefail
classes="$(cd "$(dirname "$0")/.." && pwd)/build/java"
[ -f "$classes/RmiBench.class" ] || { echo "java peer not built: run benches/peers/setup.sh" >&2; exit 1; }
log=$(mktemp)
java -cp "$classes" -Djava.rmi.server.hostname=127.0.0.1 RmiBench server > "$log" &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 100); do grep -q '^PORT ' "$log" && break; sleep 0.1; done
port=$(sed -n 's/^PORT //p' "$log")
[ -n "$port" ] || { echo "java peer: the server JVM did not start" >&2; exit 1; }
java -cp "$classes" -Djava.rmi.server.hostname=127.0.0.1 RmiBench client "$port" "$@"
