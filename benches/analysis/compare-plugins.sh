#!/usr/bin/env bash
# Pass-time comparison of two builds of the plugin on the same module (not a test): the
# wall seconds of the cormi pass itself from `opt -time-passes`, the runs of the two
# plugins interleaved (A B A B ...) so that machine noise hits both alike. Prints the
# median, min and max of each and the ratio of medians B/A.
#
# Usage: benches/analysis/compare-plugins.sh A.so B.so MODULE.bc PASSES [RUNS]
#   e.g. compare-plugins.sh old.so target/release/libcormi_pass.so whole.bc 'cormi<mode=all>' 5
#        compare-plugins.sh old.so new.so lua5.4.bc 'print<cormi-alias-checks>'
# A module for `cormi` must be a whole program (cormicc --keep-temps leaves whole.bc).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../../scripts/env.sh"
die() { echo "compare-plugins: error: $*" >&2; exit 1; }
[ $# -ge 4 ] || die "usage: compare-plugins.sh A.so B.so MODULE.bc PASSES [RUNS]"
a="$1" b="$2" module="$3" passes="$4" runs="${5:-5}"
for f in "$a" "$b" "$module"; do [ -f "$f" ] || die "no such file: $f"; done
err="$(mktemp)"
trap 'rm -f "$err"' EXIT

# The cormi pass's wall seconds in one opt run's -time-passes report (the last number
# before "(" on the first line naming the pass).
pass_seconds() {
  opt -load-pass-plugin="$1" -passes="$passes" -time-passes "$module" -o /dev/null >/dev/null 2>"$err" ||
    { cat "$err" >&2; die "opt failed with $1"; }
  grep -iE '%\).*cormi' "$err" | head -n 1 | grep -oE '[0-9]+\.[0-9]+ +\(' | tail -n 1 | grep -oE '^[0-9.]+'
}

# median min max of the numbers on stdin.
summary() { sort -n | awk '{v[NR]=$1} END{printf "%.4f %.4f %.4f\n", v[int((NR+1)/2)], v[1], v[NR]}'; }

ta=() tb=()
for ((i = 0; i < runs; i++)); do
  ta+=("$(pass_seconds "$a")")
  tb+=("$(pass_seconds "$b")")
done
read -r ma mina maxa < <(printf '%s\n' "${ta[@]}" | summary)
read -r mb minb maxb < <(printf '%s\n' "${tb[@]}" | summary)
printf 'module %s, passes %s, %d runs each (interleaved)\n' "$(basename "$module")" "$passes" "$runs"
printf '%-6s %10s %10s %10s\n' plugin median-s min-s max-s
printf '%-6s %10s %10s %10s\n' A "$ma" "$mina" "$maxa" B "$mb" "$minb" "$maxb"
awk -v a="$ma" -v b="$mb" 'BEGIN{printf "ratio B/A of medians: %.3f\n", (a > 0 ? b / a : 0)}'
