#!/usr/bin/env bash
# uthash, the header-only hash table of Debian's `uthash` source package, used unchanged
# (fetched here, never committed: build/real-c/): tests/uthash/users.c keeps a table of
# users through cormi (elements linked by embedded UT_hash_handles, found from a handle
# by the offset the table stores). The header comes from the source package
# (tests/soundness/fetch.sh uthash); when the mirror cannot serve it, from the binary
# package built from it (uthash-dev, apt-get download), the same uthash.h.
# The heap analysis reads tbl->hho as the constant its field holds (checked against the
# solution: heap/constraints/stored_offsets.rs), keeps HASH_DEL's `prev + hho` /
# HASH_ADD's `tail - hho` cycle apart (heap/solver/zero_cycles.rs), and takes the
# expanded bucket array, `malloc(sizeof(UT_hash_bucket) * n * 2U)`, for an array of
# 16-byte buckets (libc_models::element_size), so a table's bucket field, holding the
# first array or an expanded one, is one array of records. The program must build and
# run in every mode at -O0/-O2 on 2 and 3 nodes and print what the site -O2 build prints;
# a refusal fails the stage.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
if [ ! -x target/release/cormicc ] || [ ! -x target/release/cormirun ] || [ ! -f target/release/libcormi_pass.so ]; then
  cargo build --release -p cormicc -p cormirun -p cormi-pass -p cormi-rt
fi
out="$PWD/target/tests/uthash"
mkdir -p "$out"

header_dir() {
  local src
  if src="$(bash tests/soundness/fetch.sh uthash 2>"$out/fetch.log")" && [ -f "$src/src/uthash.h" ]; then
    echo "$src/src"
    return
  fi
  local bin=build/real-c/uthash-dev
  if [ ! -f "$bin/usr/include/uthash.h" ]; then
    rm -rf "$bin" && mkdir -p "$bin"
    (cd "$bin" && apt-get download uthash-dev >/dev/null 2>>"$out/fetch.log") || {
      cat "$out/fetch.log" >&2; echo "uthash: cannot fetch uthash (source or uthash-dev)" >&2; exit 1; }
    dpkg-deb -x "$bin"/uthash-dev_*.deb "$bin"
  fi
  echo "$bin/usr/include"
}
inc="$(header_dir)"
[ -f "$inc/uthash.h" ] || { echo "uthash: no uthash.h under $inc" >&2; exit 1; }

src=tests/uthash/users.c
if ! target/release/cormicc -O2 -g -I "$inc" --cormi-mode=site "$src" -o "$out/users.ref" > "$out/users.ref.build" 2>&1; then
  echo "FAIL: $src does not build (site -O2):"; head -5 "$out/users.ref.build"; exit 1
fi
fail=0
for nodes in 2 3; do
  target/release/cormirun -n "$nodes" "$out/users.ref" > "$out/users.ref.n$nodes.out" 2>&1 || { echo "FAIL: site -O2 on $nodes nodes"; cat "$out/users.ref.n$nodes.out"; fail=1; }
done
for mode in generic class site site+cycle site+reuse all; do
  for level in 0 2; do
    bin="$out/users.${mode/+/_}.O$level"
    if ! target/release/cormicc -O"$level" -g -I "$inc" --cormi-mode="$mode" "$src" -o "$bin" > "$bin.build" 2>&1; then
      echo "FAIL: $src does not build ($mode -O$level)"; head -3 "$bin.build"; fail=1; continue
    fi
    for nodes in 2 3; do
      if ! timeout 120 target/release/cormirun -n "$nodes" "$bin" > "$bin.n$nodes.out" 2>&1 || ! cmp -s "$bin.n$nodes.out" "$out/users.ref.n$nodes.out"; then
        echo "FAIL: $mode -O$level on $nodes nodes"; head -5 "$bin.n$nodes.out"; fail=1
      fi
    done
  done
done
[ $fail -eq 0 ] && echo "ok: uthash users, every mode at -O0 and -O2 on 2 and 3 nodes: $(head -1 "$out/users.ref.n2.out")"
exit $fail
