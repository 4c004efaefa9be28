#!/usr/bin/env bash
# Analysis-time benchmark (not a test): time and peak memory of the heap analysis
# (`opt -passes='print<cormi-heap-stats><time>'`, which runs the whole analysis and prints
# only its counters and wall time) against module size, on generated
# modules (gen.py) and on real programs (bzip2, lua5.4, sqlite3; fetched by
# tests/soundness/fetch.sh, built by tests/soundness/build-real.sh).
# Prints a table: module, IR instructions, points-to facts of the answer (sum of |pts|
# over the constraint graph's nodes: the output an exact solver must produce), wall
# seconds of the cormi pass itself (from `opt -time-passes`, median of N runs), wall
# seconds of the whole opt process (parsing included, median), peak RSS of the process
# in MB (max over the runs), and nanoseconds of pass time per fact.
# Two generated families (gen.py): `shared` (64 global slots: the answer grows
# quadratically with the module) and `local` (a slot per 8 units: it grows linearly).
# Target: linear-ish growth, 100k instructions analysed in under 2 s.
#
# Usage: benches/analysis/run.sh [--quick] [--runs N] [--sizes "10000 100000 1000000"] [--no-real]
#   --quick: one generated module of 2000 instructions, one run, no real programs
#            (what the test suite runs so that a broken benchmark fails the tests).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../../scripts/env.sh"
plugin="${CORMI_PLUGIN:-$CORMI_ROOT/target/release/libcormi_pass.so}"
work="$CORMI_ROOT/build/bench/analysis"
sizes="10000 100000 1000000"
runs=3
real=1

die() { echo "bench-analysis: error: $*" >&2; exit 1; }

# IR instructions of a module (lines inside function bodies that are not labels or
# debug records).
count_insts() {
  llvm-dis "$1" -o - | awk '/^define/{f=1;next} /^}/{f=0} f && /^  [^ #]/ {n++} END{print n+0}'
}

# Generates and compiles a module of about $2 instructions of family $1 (shared|local);
# prints its path.
generated_module() {
  local family="$1" n="$2" c="$work/gen-$1-$2.c" bc="$work/gen-$1-$2.bc" opt=()
  [ "$family" = local ] && opt=(--slots-per-unit 8)
  if [ ! -f "$bc" ]; then
    python3 "$here/gen.py" --insts "$n" "${opt[@]}" -o "$c" || die "gen.py failed"
    clang -O0 -g0 -w -c -emit-llvm "$c" -o "$bc" || die "clang failed on $c"
  fi
  echo "$bc"
}

# Runs a command under /usr/bin/time; prints "seconds peak-kB".
timed() {
  local t="$work/time.txt"
  /usr/bin/time -f '%e %M' -o "$t" "$@" >"$work/last.out" 2>"$work/last.err" ||
    { cat "$work/last.err" >&2; die "failed: $*"; }
  cat "$t"
}

# Median of numbers on stdin.
median() { sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }

# Wall seconds of the cormi pass in opt's -time-passes report (in last.err): the last
# column (the System Time column is left out when it is zero).
pass_seconds() {
  grep -iE '%\).*cormi' "$work/last.err" | head -n 1 | grep -oE '[0-9]+\.[0-9]+ +\(' | tail -n 1 | grep -oE '^[0-9.]+'
}

# Measures one module; prints one table row.
measure() {
  local name="$1" bc="$2" insts pass=() total=() rss=0 r p facts=0 med
  insts=$(count_insts "$bc")
  for ((i = 0; i < runs; i++)); do
    r=$(timed opt -load-pass-plugin="$plugin" -passes='print<cormi-heap-stats><time>' -disable-output -time-passes "$bc")
    facts=$(sed -n 's/^facts=\([0-9][0-9]*\)$/\1/p' "$work/last.out")
    [ -n "$facts" ] || die "no facts count in the heap statistics of $name"
    grep -qE '^time-s=[0-9.]+$' "$work/last.out" || die "no analysis time in the heap statistics of $name"
    p="$(pass_seconds)"
    [ -n "$p" ] || die "no cormi pass line in opt -time-passes output for $name"
    pass+=("$p")
    total+=("${r% *}")
    [ "${r#* }" -gt "$rss" ] && rss="${r#* }"
  done
  med="$(printf '%s\n' "${pass[@]}" | median)"
  printf '%-18s %10d %10d %10s %10s %10d %10s\n' "$name" "$insts" "$facts" "$med" \
    "$(printf '%s\n' "${total[@]}" | median)" $((rss / 1024)) \
    "$(awk -v s="$med" -v f="$facts" 'BEGIN{printf "%.0f", (f > 0 ? s * 1e9 / f : 0)}')"
}

main() {
  while [ $# -gt 0 ]; do
    case "$1" in
      --quick) sizes=2000; runs=1; real=0 ;;
      --runs) runs="$2"; shift ;;
      --sizes) sizes="$2"; shift ;;
      --no-real) real=0 ;;
      *) die "unknown argument $1" ;;
    esac
    shift
  done
  [ -f "$plugin" ] || die "plugin $plugin not built"
  mkdir -p "$work"
  printf '%-18s %10s %10s %10s %10s %10s %10s\n' module insts facts pass-s opt-s peak-MB ns/fact
  for family in shared local; do
    for n in $sizes; do measure "gen-$family-$n" "$(generated_module "$family" "$n")"; done
  done
  if [ "$real" = 1 ]; then
    for pkg in bzip2 lua5.4 sqlite3; do
      measure "$pkg" "$("$CORMI_ROOT/tests/soundness/build-real.sh" "$pkg")"
    done
  fi
}

main "$@"
