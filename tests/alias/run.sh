#!/usr/bin/env bash
# Alias-assertion suite: every tests/alias/*.c states what aliases (see aliascheck.h).
# Each program is compiled twice, with `clang -O0 -g` and with `clang -O1 -g` (optimised
# IR), analysed with `opt -passes='print<cormi-alias-checks>'`, and the suite fails when
#   - a program does not compile, or opt fails, or the check-summary line is missing,
#   - the IR holds fewer assertion calls than the source (they must survive -O1),
#   - the analysis reports fewer check lines than the source has assertions,
#   - any check is `fail`. One exception, in optimised IR only: a failed EXPECTEDFAIL_*
#     check answered the truth (optimisation removed the imprecision, e.g. SROA turned
#     memory into SSA, or loop-idiom turned a byte loop into memcpy); it is counted as
#     "precision gained", not failed.
# Every EXPECTEDFAIL_MAYALIAS (a known unsoundness of the analysis) is listed at the end.
# Usage: tests/alias/run.sh [file.c ...]   (default: all programs)
# Env:   CORMI_PLUGIN (default target/release/libcormi_pass.so), CORMI_ALIAS_JOBS (2).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../../scripts/env.sh"
plugin="${CORMI_PLUGIN:-$CORMI_ROOT/target/release/libcormi_pass.so}"
out="$CORMI_ROOT/build/tests/alias"
kinds='MAYALIAS|NOALIAS|MUSTALIAS|PARTIALALIAS|EXPECTEDFAIL_NOALIAS|EXPECTEDFAIL_MAYALIAS'

die() { echo "alias: error: $*" >&2; exit 1; }

# Number of assertion calls written in a C source (one per line by convention).
count_source_asserts() { grep -cE "^[[:space:]]*($kinds)\(" "$1" || true; }

# Number of direct calls to an assertion function in an IR file.
count_ir_asserts() { grep -cE "call void @($kinds)\(" "$1" || true; }

# Compiles, analyses and judges one program in one mode; prints one result line
#   RESULT <mode> <file> <total> <ok> <xfail-ok> <gained> <failures>
# and, on failure, the reason and the failing check lines.
check_one() {
  local src="$1" mode="$2" name ll log
  name="$(basename "$src" .c)"
  ll="$out/$mode/$name.ll"
  log="$out/$mode/$name.checks"
  local cflags=(-g -S -emit-llvm -Wall -Werror -Wno-uninitialized-const-pointer -I"$here")
  if [ "$mode" = O0 ]; then cflags+=(-O0); else cflags+=(-O1); fi
  if ! clang "${cflags[@]}" "$src" -o "$ll" 2>"$log.clang"; then
    echo "FAIL $mode $name: clang failed:"; cat "$log.clang"; return 0
  fi
  local want have
  want=$(count_source_asserts "$src")
  have=$(count_ir_asserts "$ll")
  if [ "$have" -lt "$want" ]; then
    echo "FAIL $mode $name: IR has $have assertion calls, source has $want"; return 0
  fi
  if ! opt -load-pass-plugin="$plugin" -passes='print<cormi-alias-checks>' \
      -disable-output "$ll" >"$log" 2>&1; then
    echo "FAIL $mode $name: opt failed:"; tail -n 20 "$log"; return 0
  fi
  judge "$mode" "$name" "$want" "$log"
}

# Reads opt's output for one program and prints its RESULT (or FAIL) line.
judge() {
  local mode="$1" name="$2" want="$3" log="$4"
  awk -v mode="$mode" -v name="$name" -v want="$want" '
    /^check-summary / { nsum++; split($2, t, "="); stotal = t[2]; next }
    /^check / {
      n++; line = $2; kind = $3; verdict = $4; answer = $5
      if (verdict == "ok") { ok++; if (kind ~ /^EXPECTEDFAIL_/) xok++; next }
      if (mode != "O0" && kind ~ /^EXPECTEDFAIL_/) { gained++; next }
      bad = bad sprintf("    %s.c:%s %s answered %s\n", name, line, kind, answer)
    }
    END {
      if (nsum != 1) { printf "FAIL %s %s: %d check-summary lines (want 1)\n", mode, name, nsum; exit }
      if (stotal != n) { printf "FAIL %s %s: summary total=%s but %d check lines\n", mode, name, stotal, n; exit }
      if (n < want) { printf "FAIL %s %s: %d checks reported, source has %d assertions\n", mode, name, n, want; exit }
      if (bad != "") { printf "FAIL %s %s: failed checks:\n%s", mode, name, bad; exit }
      printf "RESULT %s %s %d %d %d %d\n", mode, name, n, ok, xok, gained
    }' "$log"
}

main() {
  [ -f "$plugin" ] || die "plugin $plugin not built (cargo build --release -p cormi-pass)"
  command -v opt >/dev/null || die "opt (LLVM 22) not on PATH"
  mkdir -p "$out/O0" "$out/O1"
  # One run at a time per checkout: several engineers share build/.
  exec 9>"$out/.lock"
  flock 9
  local srcs=() s
  for s in "$@"; do
    # a program may be named relative to the current directory or to tests/alias
    if [ -f "$s" ]; then srcs+=("$(cd "$(dirname "$s")" && pwd)/$(basename "$s")")
    elif [ -f "$here/$s" ]; then srcs+=("$here/$s")
    else die "no such program: $s"; fi
  done
  [ ${#srcs[@]} -gt 0 ] || srcs=("$here"/*.c)
  [ ${#srcs[@]} -ge 40 ] || [ $# -gt 0 ] || die "expected at least 40 programs, found ${#srcs[@]}"
  export -f check_one judge count_source_asserts count_ir_asserts
  export here out plugin kinds
  local results="$out/results.txt"
  for s in "${srcs[@]}"; do printf '%s O0\n%s O1\n' "$s" "$s"; done |
    xargs -P "${CORMI_ALIAS_JOBS:-2}" -L 1 bash -c 'check_one "$0" "$1"' >"$results"
  awk '/^FAIL/ { p = 1; print; next } /^RESULT/ { p = 0 } p' "$results"
  summarize "$results"
}

# Prints the totals per mode and returns non-zero if any program failed.
summarize() {
  local results="$1" nfail
  awk '/^RESULT/ { f[$2]++; t[$2] += $4; ok[$2] += $5; x[$2] += $6; g[$2] += $7 }
       END { for (m in f) printf "alias %s: %d programs, %d checks, %d ok (%d of them expected-fail), %d precision gained by optimisation\n", m, f[m], t[m], ok[m], x[m], g[m] }' \
    "$results" | sort
  local unsound
  unsound=$( (grep -l 'EXPECTEDFAIL_MAYALIAS ok' "$out"/O0/*.checks 2>/dev/null || true) | wc -l)
  if [ "$unsound" -gt 0 ]; then
    echo "alias: KNOWN UNSOUNDNESS (EXPECTEDFAIL_MAYALIAS, analysis answers NoAlias) in:"
    grep -H 'EXPECTEDFAIL_MAYALIAS ok' "$out"/O0/*.checks | sed 's|.*/\(.*\)\.checks:check \([0-9]*\).*|    \1.c:\2|'
  fi
  nfail=$(grep -c '^FAIL' "$results" || true)
  if [ "$nfail" -gt 0 ]; then echo "alias: $nfail program runs FAILED"; return 1; fi
  echo "alias: all programs ok"
}

main "$@"
