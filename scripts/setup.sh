#!/usr/bin/env bash
# Installs everything cormi needs on a fresh Debian 12 machine (run as root).
# Idempotent: skips what is already there.
set -euo pipefail
need=()
# cmake and pkg-config: tests/package builds against the installed package with both.
# openmpi-bin and libopenmpi-dev: the MPI transport (scripts/build-mpi.sh, cormicc --mpi,
# tests/mpi, benches/latency.sh's MPI ping-pong). iproute2: tests/handwritten/hosts.sh
# (network namespaces as hosts).
for p in llvm-22-dev clang-22 llvm-22-tools lld-22 libclang-rt-22-dev cmake pkg-config openmpi-bin libopenmpi-dev iproute2; do
  dpkg -s "$p" >/dev/null 2>&1 || need+=("$p")
done
if ((${#need[@]})); then
  echo "setup: installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-get install -y -qq "${need[@]}" >/dev/null 2>&1; then
    apt-get update -qq
    apt-get install -y -qq "${need[@]}"
  fi
fi
command -v cargo >/dev/null || { echo "setup: cargo not found (install Rust first)"; exit 1; }
# scripts/test.sh checks formatting and lints, which need these two toolchain components.
if ! cargo clippy --version >/dev/null 2>&1 || ! cargo fmt --version >/dev/null 2>&1; then
  command -v rustup >/dev/null || { echo "setup: clippy or rustfmt missing and no rustup to add them"; exit 1; }
  echo "setup: adding the clippy and rustfmt components"
  rustup component add clippy rustfmt
fi
# Rust programs through the pass (tests/rust, examples/cargo-hello: rust-toolchain.toml)
# need a rustc whose LLVM is 22, so that LLVM 22's tools read its bitcode: rustc 1.95.
if command -v rustup >/dev/null && ! rustup toolchain list | grep -q '^1\.95\.0'; then
  echo "setup: installing the Rust 1.95.0 toolchain (its LLVM is 22, as the pass's)"
  rustup toolchain install 1.95.0 --profile minimal
fi
