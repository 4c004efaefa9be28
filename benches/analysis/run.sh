#!/usr/bin/env bash
# Analysis-time benchmark (not a test): time and peak memory of the heap analysis
# (`opt -passes='print<cormi-heap-stats><time>'`, which runs the whole analysis and prints
# only its counters and wall time) against module size, on generated
# modules (gen.py) and on real programs (bzip2, lua5.4, sqlite3, redis-server; fetched by
# tests/soundness/fetch.sh, built by tests/soundness/build-real.sh at -O0 -g).
# Prints a table: module, IR instructions, points-to facts of the answer (sum of |pts|
# over the constraint graph's nodes: the output an exact solver must produce), wall
# seconds of the cormi pass itself (from `opt -time-passes`, median of N runs), wall
# seconds of the whole opt process (parsing included, median), peak RSS of the process
# in MB (max over the runs), and nanoseconds of pass time per fact.
# Two generated families (gen.py): `shared` (64 global slots: the answer grows
# quadratically with the module) and `local` (a slot per 8 units: it grows linearly).
# Target: linear-ish growth, 100k instructions analysed in under 2 s.
#
# Usage: benches/analysis/run.sh [--quick] [--runs N] [--sizes "10000 100000 1000000"]
#                               [--real "bzip2 lua5.4 sqlite3 redis"] [--no-real]
#   --quick: one generated module of 2000 instructions, one run, no real programs
#            (what the test suite runs so that a broken benchmark fails the tests).
#   --real:  the real programs to measure (default all four; redis-server, 322k
#            instructions, takes about a minute to fetch and build the first time and
#            10 s per run).
# The table is also the input of plot.py (save it: run.sh | tee scaling.txt).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../../scripts/env.sh"
source "$here/lib.sh"
plugin="${CORMI_PLUGIN:-$CORMI_ROOT/target/release/libcormi_pass.so}"
work="$CORMI_ROOT/build/bench/analysis"
sizes="10000 100000 1000000"
runs=3
real=1
real_pkgs="bzip2 lua5.4 sqlite3 redis"

die() { echo "bench-analysis: error: $*" >&2; exit 1; }

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
      --real) real_pkgs="$2"; shift ;;
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
    for pkg in $real_pkgs; do
      measure "$pkg" "$("$CORMI_ROOT/tests/soundness/build-real.sh" "$pkg")"
    done
  fi
}

main "$@"
