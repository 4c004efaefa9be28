#!/usr/bin/env bash
# The list and matrix sends (benches/programs/sends.c) built by two cormi build trees,
# e.g. an earlier commit's worktree and this one: before/after in one run. Not a test:
# nothing is asserted.
#
#   benches/compare-builds.sh A_ROOT B_ROOT [ROUNDS [ITERS]]   defaults: 5 rounds, 5000 calls
#
# A_ROOT and B_ROOT are checkouts with `cargo build --release --workspace` done (each
# build's cormicc finds its own plugin and runtime; each build's cormirun runs its
# programs). Both builds compile the same copy of sends.c, sends_data.h and timing.h
# (this checkout's), in every mode (MODES, default all six).
#
# 1. Decisions: the pass's remarks about the two call sites (Sink_list, Sink_matrix)
#    that say what the analyses decided (handle table, reuse, frees, what is left to
#    the method), per mode, A against B.
# 2. Code: the generated functions of the two call sites (their client and server
#    functions and the walks those call) at -O0, each instruction with its value and
#    label names blanked; the instructions only A or only B has, per mode. Walks that
#    one build inlines and the other calls show up only as the call and the entry/return.
# 3. Time: each round runs every mode of both builds (the order of A and B alternates by
#    round), unpinned and pinned to one CPU (taskset -c 0; PINNING=unpinned|pinned for
#    one of them); per pinning, send and mode: the median over rounds of each run's
#    median call time (us), the spread of those medians (min..max), and B/A.
# TRANSPORT (default tcp: builds before the shm transport have only tcp) is passed to
# cormirun. Output: tables on stdout; files under target/bench/compare-builds/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
die() { echo "compare-builds: error: $*" >&2; exit 1; }
[ $# -ge 2 ] || die "usage: benches/compare-builds.sh A_ROOT B_ROOT [ROUNDS [ITERS]]"
roots=("$(cd "$1" && pwd)" "$(cd "$2" && pwd)")
rounds=${3:-5}
iters=${4:-5000}
warmup=$((iters / 10 + 10))
modes=${MODES:-site site+cycle site+reuse all class generic}
pinnings=${PINNING:-unpinned pinned}
transport=${TRANSPORT:-tcp}
out=target/bench/compare-builds
for r in "${roots[@]}"; do
  for f in cormicc cormirun libcormi_pass.so libcormi_rt.a; do
    [ -f "$r/target/release/$f" ] || die "$r/target/release/$f missing (cargo build --release --workspace there)"
  done
done
rm -rf "$out" && mkdir -p "$out/src/programs"
cp benches/programs/sends.c "$out/src/programs/" && cp benches/sends_data.h benches/timing.h "$out/src/"
src="$out/src/programs/sends.c"

# build AB MODE: the benchmark program, its -O0 IR and the remarks of build AB (A or B).
build() {
  local ab=$1 mode=$2 root cc
  root=${roots[$([ "$ab" = A ] && echo 0 || echo 1)]}
  cc="$root/target/release/cormicc"
  "$cc" -O2 --cormi-mode="$mode" "$src" -o "$out/sends.$ab.$mode" || die "build $ab ($root) failed in mode $mode"
  "$cc" -O0 --cormi-mode="$mode" --emit-llvm "$src" -o "$out/sends.$ab.$mode.ll" || die "IR of $ab failed in mode $mode"
  "$cc" -O0 -g --cormi-mode="$mode" -Rpass=cormi -Rpass-missed=cormi "$src" -o "$out/remarks.$ab.$mode.exe" \
    2>"$out/remarks.$ab.$mode.txt" || die "remarks of $ab failed in mode $mode"
}

# decisions AB MODE: the remarks about the list and matrix call sites' analyses, sorted.
decisions() {
  grep -E 'of Sink_(list|matrix)|Sink_(list|matrix) are|arguments of Sink_(list|matrix)' "$out/remarks.$1.$2.txt" |
    grep -E 'handle table|reuse|free|left to|escape|kept|graph' | sed -E 's/^[^ ]*: remark: //' | sort -u
}

for mode in $modes; do
  build A "$mode"
  build B "$mode"
done

echo "== decisions for the list and matrix call sites (remarks), A=${roots[0]} B=${roots[1]}"
for mode in $modes; do
  if diff <(decisions A "$mode") <(decisions B "$mode") >"$out/decisions.$mode.diff"; then
    echo "$mode: same ($(decisions A "$mode" | wc -l) decision remarks)"
  else
    echo "$mode: DIFFERENT:"
    cat "$out/decisions.$mode.diff"
  fi
done

echo "== generated code of the list and matrix call sites (-O0 IR, names blanked)"
for mode in $modes; do
  python3 benches/compare-builds-ir.py "$out/sends.A.$mode.ll" "$out/sends.B.$mode.ll" \
    "$out/remarks.A.$mode.txt" "$out/remarks.B.$mode.txt" "$mode"
done

results="$out/results.txt"
: >"$results"
echo "== timing: $rounds rounds, $iters calls (+$warmup warm-up) per run, transport $transport"
for ((r = 1; r <= rounds; r++)); do
  order="A B"
  [ $((r % 2)) = 0 ] && order="B A"
  for pin in $pinnings; do
    for mode in $modes; do
      for ab in $order; do
        root=${roots[$([ "$ab" = A ] && echo 0 || echo 1)]}
        run=("$root/target/release/cormirun" -n 2 --transport "$transport" "$out/sends.$ab.$mode" "$iters" "$warmup")
        [ "$pin" = pinned ] && run=(taskset -c 0 "${run[@]}")
        "${run[@]}" >"$out/run.log" 2>&1 || { cat "$out/run.log" >&2; die "run failed: ${run[*]}"; }
        awk -v p="$pin" -v m="$mode" -v b="$ab" '/^RESULT/ { print p, $2, m, b, $4 }' "$out/run.log" >>"$results"
      done
    done
  done
done

python3 - "$results" <<'PY'
import sys, statistics
rows = {}
for line in open(sys.argv[1]):
    pin, send, mode, ab, med = line.split()
    rows.setdefault((pin, send, mode), {}).setdefault(ab, []).append(float(med))
def cell(v):
    return f"{statistics.median(v):8.2f} ({min(v):.2f}..{max(v):.2f})"
print(f"{'pinning':<9} {'send':<7} {'mode':<11} {'A median us (spread)':>24} {'B median us (spread)':>24} {'B/A':>6}")
worst = 0.0
for (pin, send, mode), v in rows.items():
    a, b = v["A"], v["B"]
    ratio = statistics.median(b) / statistics.median(a)
    worst = max(worst, ratio)
    print(f"{pin:<9} {send:<7} {mode:<11} {cell(a):>24} {cell(b):>24} {ratio:6.3f}")
print(f"largest B/A: {worst:.3f}")
PY
echo "load: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) CPUs"
