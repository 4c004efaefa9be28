#!/usr/bin/env bash
# Builds the benchmark peers (NOT run by the test command; cormi-bench includes each peer
# whose build output exists and says "not built" otherwise):
#   MPI/C         benches/peers/mpi/mpi_bench.c  -> build/mpi_bench   (OpenMPI from Debian)
#   Java RMI      benches/peers/java/RmiBench.java -> build/java/     (OpenJDK 17 from Debian)
#   tarpc, gRPC   benches/peers/rust (own cargo project) -> rust/target/release/rpc-peers
#                 (crates.io; protoc from Debian's protobuf-compiler)
# Installs what is missing with apt-get (run as root). Usage: benches/peers/setup.sh [mpi|java|rust...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
parts=${*:-mpi java rust}
mkdir -p "$here/build"

need_apt() {
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "== apt-get install ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null
  fi
}

for part in $parts; do
  case "$part" in
    mpi)
      need_apt openmpi-bin libopenmpi-dev
      echo "== MPI/C peer"
      mpicc -O2 -g -Wall -Wextra -o "$here/build/mpi_bench" "$here/mpi/mpi_bench.c"
      ;;
    java)
      command -v javac >/dev/null || need_apt openjdk-17-jdk-headless
      echo "== Java RMI peer"
      mkdir -p "$here/build/java"
      javac -d "$here/build/java" "$here/java/RmiBench.java"
      ;;
    rust)
      need_apt protobuf-compiler
      echo "== Rust RPC peers (tarpc, tonic)"
      (cd "$here/rust" && cargo build --release)
      ;;
    *) echo "setup.sh: unknown peer '$part' (mpi, java, rust)" >&2; exit 2 ;;
  esac
done
echo "peers built: $parts"
