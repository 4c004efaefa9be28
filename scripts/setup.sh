#!/usr/bin/env bash
# Installs everything cormi needs on a fresh Debian 12 machine (run as root).
# Idempotent: skips what is already there.
set -euo pipefail
need=()
for p in llvm-22-dev clang-22 llvm-22-tools lld-22 libclang-rt-22-dev; do
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
