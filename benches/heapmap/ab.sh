#!/usr/bin/env bash
# The address -> object look-up next to its version at another commit, in one process
# (ab.c). Not a test: nothing is asserted.
#
#   benches/heapmap/ab.sh REV [ROUNDS]   defaults: 40 rounds
#
# REV's rt-c/src/object_of.c is compiled with cormi_object_of renamed to
# previous_object_of and linked next to the current runtime library: it must read the
# heap map that the current malloc family writes. Prints min, p10 and median ns per
# look-up over rounds for random offsets, offset 0 and blocks of 256 bytes or more, each
# next to the baseline cormi_extent of the same run.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
rev=${1:?usage: benches/heapmap/ab.sh REV [ROUNDS]}
rounds=${2:-40}
out=target/bench/heapmap
mkdir -p "$out"
[ -f target/release/libcormi_rt.a ] || cargo build --release -p cormi-rt
git show "$rev:rt-c/src/object_of.c" | sed 's/\bcormi_object_of(const void \*p/previous_object_of(const void *p/' > "$out/previous_object_of.c"
grep -q previous_object_of "$out/previous_object_of.c" || { echo "ab.sh: no cormi_object_of definition at $rev" >&2; exit 1; }
clang -O2 -std=gnu11 -fno-semantic-interposition -Irt-c/include -Irt-c/src -c "$out/previous_object_of.c" -o "$out/previous_object_of.o"
clang -O2 -g benches/heapmap/ab.c "$out/previous_object_of.o" target/release/libcormi_rt.a -lpthread -ldl -lm -o "$out/ab"
for which in random start header; do "$out/ab" "$rounds" "$which"; done
