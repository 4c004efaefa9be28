#!/usr/bin/env bash
# The heap analysis' time and memory as the scaling acceptance measures them (not a test):
# `opt -passes='print<cormi-alias-checks>' -time-passes`, the cormi pass' wall seconds from
# -time-passes (median of N runs) and the opt process' peak RSS from /usr/bin/time (MiB,
# median of the runs), on the real programs (-O0 -g, linked into one module by
# tests/soundness/build-real.sh) and the generated 1M-instruction families (gen.py).
# With --baseline, a second plugin (e.g. built from the starting tree) runs on the same
# modules in the same session, the runs of the two interleaved (A B A B ...).
# Prints a Markdown table with SVF's Andersen solve on the same modules for comparison
# (SVF 3.4, `wpa -ander`, figures measured once and quoted here; SVF is not installed).
#
# Usage: benches/analysis/acceptance.sh [--runs N] [--baseline OLD.so] [--baseline-runs N]
#                                       [--modules "lua5.4 sqlite3 redis gen-shared-1000000 gen-local-1000000"]
#   --baseline-runs: runs of the baseline per module (default: --runs; the starting tree
#                    needs minutes and GBs for redis)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../../scripts/env.sh"
source "$here/lib.sh"
plugin="${CORMI_PLUGIN:-$CORMI_ROOT/target/release/libcormi_pass.so}"
work="$CORMI_ROOT/build/bench/analysis"
runs=3
baseline=""
baseline_runs=""
modules="lua5.4 sqlite3 redis gen-shared-1000000 gen-local-1000000"

die() { echo "bench-acceptance: error: $*" >&2; exit 1; }

# SVF's Andersen solve on the same modules: "seconds MB" (its own solve time, without
# freeing memory afterwards; redis with no indirect-call limit).
svf() {
  case "$1" in
    lua5.4) echo "5.7 532" ;;
    sqlite3) echo "120.8 3900" ;;
    redis) echo "355 7900" ;;
    *) echo "- -" ;;
  esac
}

# The module file of a name: a real program or a generated one (gen-FAMILY-SIZE).
module_path() {
  case "$1" in
    gen-*-*) local rest="${1#gen-}"; generated_module "${rest%-*}" "${rest##*-}" ;;
    *) "$CORMI_ROOT/tests/soundness/build-real.sh" "$1" ;;
  esac
}

# One run of plugin $1 on module $2; prints "pass-seconds peak-MiB".
one_run() {
  local r p
  r=$(timed opt -load-pass-plugin="$1" -passes='print<cormi-alias-checks>' -disable-output -time-passes "$2")
  grep -q '^check-summary' "$work/last.out" || die "no check summary from print<cormi-alias-checks> on $2"
  p="$(pass_seconds)"
  [ -n "$p" ] || die "no cormi pass line in opt -time-passes output for $2"
  echo "$p $((${r#* } / 1024))"
}

# Ratio a/b with one decimal ("-" when either is not a number).
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (a + 0 > 0 && b + 0 > 0) printf "%.1fx", a / b; else print "-" }'; }

main() {
  while [ $# -gt 0 ]; do
    case "$1" in
      --runs) runs="$2"; shift ;;
      --baseline) baseline="$2"; shift ;;
      --baseline-runs) baseline_runs="$2"; shift ;;
      --modules) modules="$2"; shift ;;
      -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
      *) die "unknown argument $1 (--help for usage)" ;;
    esac
    shift
  done
  [ -f "$plugin" ] || die "plugin $plugin not built"
  [ -z "$baseline" ] || [ -f "$baseline" ] || die "baseline plugin $baseline not found"
  mkdir -p "$work"
  local head="| module | IR instructions | pass s | peak MiB |"
  local rule="| --- | ---: | ---: | ---: |"
  if [ -n "$baseline" ]; then
    head+=" baseline pass s | baseline peak MiB |"
    rule+=" ---: | ---: |"
  fi
  echo "$head SVF solve s | SVF peak MB | faster than SVF | less memory than SVF |"
  echo "$rule ---: | ---: | ---: | ---: |"
  local m bc t=() mem=() bt=() bmem=() row
  for m in $modules; do
    bc="$(module_path "$m")"
    t=() mem=() bt=() bmem=()
    for ((i = 0; i < runs; i++)); do
      read -r a b < <(one_run "$plugin" "$bc")
      t+=("$a") mem+=("$b")
      if [ -n "$baseline" ] && ((i < ${baseline_runs:-$runs})); then
        read -r a b < <(one_run "$baseline" "$bc")
        bt+=("$a") bmem+=("$b")
      fi
    done
    local mt mm
    mt="$(printf '%s\n' "${t[@]}" | median)" mm="$(printf '%s\n' "${mem[@]}" | median)"
    row="| $m | $(count_insts "$bc") | $mt | $mm |"
    if [ -n "$baseline" ]; then
      row+=" $(printf '%s\n' "${bt[@]}" | median) | $(printf '%s\n' "${bmem[@]}" | median) |"
    fi
    read -r ss sm < <(svf "$m")
    echo "$row $ss | $sm | $(ratio "$ss" "$mt") | $(ratio "$sm" "$mm") |"
  done
}

main "$@"
