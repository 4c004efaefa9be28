#!/usr/bin/env bash
# Regenerates the rustc-emitted IR of tests/lit/rust/*.ll from Inputs/*.rs (rustc 1.95.0,
# LLVM 22.1.2): release-like optimisation and full debug info, as cargo's release profile
# with `debug = 2` gives the bitcode that cormi-cc sees.
#   bash tests/lit/rust/Inputs/regen.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# Debug info names the sources relative to the directory rustc runs in.
cd "$here"
for src in calls boxes enum vecs strings vecenum dangling repeated print enumtree traitobj formatted namedlist keeps hashmap addrvec addrback addrkept roundtrip createif ptrarray addrbackbig workq threadnum addrret addrcopy fmtbuilders fmtunknown; do
  rustc --edition 2021 --crate-type=lib --crate-name "$src" -C opt-level=3 -C debuginfo=2 -C panic=abort \
    --emit=llvm-ir -o "$here/$src.rustc.ll" "$here/$src.rs"
done
# Smallest code: std's chunked swap loop stays a call (whole-program builds keep it so).
rustc --edition 2021 --crate-type=lib --crate-name swapkeep -C opt-level=z -C debuginfo=2 -C panic=abort \
  --emit=llvm-ir -o "$here/swapkeep.rustc.ll" "$here/swapkeep.rs"
# Panics that unwind (cargo's default): the typed call becomes an invoke (in unwindloop,
# one whose cleanup block starts with a phi).
for src in unwind unwindloop tlskeep threadres; do
  rustc --edition 2021 --crate-type=lib --crate-name "$src" -C opt-level=3 -C debuginfo=2 \
    --emit=llvm-ir -o "$here/$src.rustc.ll" "$here/$src.rs"
done
