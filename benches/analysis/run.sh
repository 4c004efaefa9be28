#!/usr/bin/env bash
# Analysis-time benchmark (not a test): time and peak memory of the heap analysis
# (`opt -passes='print<cormi-alias-checks>'`, which runs the whole analysis and prints
# only a summary for modules without assertions) against module size, on generated
# modules (gen.py) and on real programs (bzip2, lua5.4; fetched by tests/soundness).
# Prints a table: module, IR instructions, wall seconds of the cormi pass itself (from
# `opt -time-passes`, median of N runs), wall seconds of the whole opt process (parsing
# included, median), peak RSS of the process in MB (max over the runs).
# Target (issue 3): linear-ish growth, 100k instructions analysed in under 2 s.
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

# Generates and compiles a module of about $1 instructions; prints its path.
generated_module() {
  local n="$1" c="$work/gen-$1.c" bc="$work/gen-$1.bc"
  if [ ! -f "$bc" ]; then
    python3 "$here/gen.py" --insts "$n" -o "$c" || die "gen.py failed"
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
  local name="$1" bc="$2" insts pass=() total=() rss=0 r p
  insts=$(count_insts "$bc")
  for ((i = 0; i < runs; i++)); do
    r=$(timed opt -load-pass-plugin="$plugin" -passes='print<cormi-alias-checks>' -disable-output -time-passes "$bc")
    grep -q '^check-summary total=0 ' "$work/last.out" || die "no check-summary from the analysis of $name"
    p="$(pass_seconds)"
    [ -n "$p" ] || die "no cormi pass line in opt -time-passes output for $name"
    pass+=("$p")
    total+=("${r% *}")
    [ "${r#* }" -gt "$rss" ] && rss="${r#* }"
  done
  printf '%-14s %10d %10s %10s %10d\n' "$name" "$insts" \
    "$(printf '%s\n' "${pass[@]}" | median)" "$(printf '%s\n' "${total[@]}" | median)" $((rss / 1024))
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
  printf '%-14s %10s %10s %10s %10s\n' module insts pass-s opt-s peak-MB
  for n in $sizes; do measure "gen-$n" "$(generated_module "$n")"; done
  if [ "$real" = 1 ]; then
    for pkg in bzip2 lua5.4; do
      measure "$pkg" "$("$CORMI_ROOT/tests/soundness/build-real.sh" "$pkg")"
    done
  fi
}

main "$@"
