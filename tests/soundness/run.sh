#!/usr/bin/env bash
# Soundness test of the heap analysis on real programs: every pointer value observed at
# run time must lie in an object whose allocation site is in the value's static
# points-to set.
#
#   1. fetch real multi-file C programs from Debian source packages (fetch.sh; cached
#      under build/real-c, a failed fetch fails the test) and link each into one module
#      (build-real.sh): bzip2 (about 6k lines, 8 files, at -O0 and as optimised -O1 IR),
#      lua5.4 (about 30k lines, 33 files, at -O0 and -O1) and mawk (about 20k lines, 28
#      files, at -O0 and -O1: builtins and I/O through tables of function pointers, its
#      own pooled allocator);
#   2. instrument them with `opt -passes=cormi-instrument-pts` (pass/src/instrument/),
#      link the tracing runtime (rt/cormi_pts_rt.c) and run them on real inputs: bzip2
#      compresses and decompresses a file (round trip compared), lua runs a workload
#      script, mawk runs a workload script over its own sources (reading and writing
#      files); outputs compared with an uninstrumented build;
#   3. require zero violations, at least MIN_CHECKS executed checks per run, and at least
#      MIN_JUDGED of them judged: the pointer lay in a registered object and the value's
#      static set was not "anything" (a set holding the unknown object allows every site,
#      so how many checks are judged grows with the analysis' precision);
#   4. prove that the checker can fail: a small program (wrong/victim.c) run with the
#      runtime's test hook CORMI_PTS_DROP_SITES (a site removed from every allowed set)
#      must report violations and exit 70;
#   5. regression: qsort permuting pointers (regress/qsort_permutes.c, once a violation)
#      must run clean; a stack pointer one element before its array (regress/
#      one_before_start.c, mawk's idiom) must be judged by the array, not reported;
#   6. run the analysis benchmark once on a small generated module (benches/analysis).
# Usage: tests/soundness/run.sh
# Env:   CORMI_PLUGIN, MIN_CHECKS (default 10000), MIN_JUDGED (default 300).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../../scripts/env.sh"
plugin="${CORMI_PLUGIN:-$CORMI_ROOT/target/release/libcormi_pass.so}"
out="$CORMI_ROOT/build/tests/soundness"
min_checks="${MIN_CHECKS:-10000}"
min_judged="${MIN_JUDGED:-300}"
failures=0

die() { echo "soundness: error: $*" >&2; exit 1; }
fail() { echo "soundness: FAIL: $*" >&2; failures=$((failures + 1)); }

# Instruments module $1 into executable $2 (extra link flags after); prints the pass's
# summary line.
instrument() {
  local bc="$1" exe="$2"
  shift 2
  opt -load-pass-plugin="$plugin" -passes=cormi-instrument-pts "$bc" -o "$exe.inst.bc" >"$exe.pass.txt" 2>&1 ||
    { cat "$exe.pass.txt"; die "cormi-instrument-pts failed on $bc"; }
  grep '^cormi-instrument-pts:' "$exe.pass.txt" || die "no summary from cormi-instrument-pts on $bc"
  clang -O1 -w "$exe.inst.bc" "$out/rt.o" "$@" -o "$exe" || die "cannot link instrumented $exe"
}

# Reads the runtime's counter line from stats file $2 for run $1 and judges it.
judge() {
  local name="$1" stats="$2" line checks judged violations
  line="$(tail -n 1 "$stats" 2>/dev/null || true)"
  [ -n "$line" ] || { fail "$name: no counters from the runtime (did it run?)"; return; }
  echo "  $name: ${line#cormi-pts: }"
  checks="$(sed -n 's/.* checks=\([0-9]*\).*/\1/p' <<<"$line")"
  judged="$(sed -n 's/.* judged=\([0-9]*\).*/\1/p' <<<"$line")"
  violations="$(sed -n 's/.* violations=\([0-9]*\).*/\1/p' <<<"$line")"
  [ "$violations" = 0 ] || fail "$name: $violations points-to violations (see $out/*.err)"
  [ -n "$checks" ] && [ "$checks" -ge "$min_checks" ] ||
    fail "$name: only ${checks:-no} checks executed (want >= $min_checks)"
  [ -n "$judged" ] && [ "$judged" -ge "$min_judged" ] ||
    fail "$name: only ${judged:-no} judged checks (want >= $min_judged)"
}

# Runs an instrumented command with counters to $out/<name>.stats and stderr to .err;
# extra leading args: name, expected-exit-status.
traced() {
  local name="$1" want="$2" rc=0
  shift 2
  rm -f "$out/$name.stats"
  CORMI_PTS_STATS="$out/$name.stats" "$@" 2>"$out/$name.err" || rc=$?
  [ "$rc" = "$want" ] || { tail -n 5 "$out/$name.err" >&2; fail "$name: exit status $rc (want $want)"; }
}

# bzip2 (-O0 or -O1 IR): compress and decompress a real file, compare the round trip.
check_bzip2() {
  local level="$1" bc exe="$out/bzip2-$1" src input="$out/bzip2-input"
  bc="$("$here/build-real.sh" bzip2 "$level")"
  src="$("$here/fetch.sh" bzip2)"
  cat "$src"/*.c "$src"/*.h "$src/manual.html" >"$input"
  instrument "$bc" "$exe"
  traced "bzip2-$level-compress" 0 "$exe" -9 -c "$input" >"$out/bzip2.bz2" <"$input"
  traced "bzip2-$level-decompress" 0 "$exe" -d -c "$out/bzip2.bz2" >"$out/bzip2.back"
  cmp -s "$input" "$out/bzip2.back" || fail "bzip2-$level: round trip differs"
  judge "bzip2-$level-compress" "$out/bzip2-$level-compress.stats"
  judge "bzip2-$level-decompress" "$out/bzip2-$level-decompress.stats"
}

# lua5.4 (-O0 or -O1 IR): run the workload script; its checksum must match an
# uninstrumented build.
check_lua() {
  local level="$1" bc exe="$out/lua-$1" want got
  bc="$("$here/build-real.sh" lua5.4 "$level")"
  instrument "$bc" "$exe" -lm
  clang -O1 -w "$bc" -lm -o "$out/lua-$level-plain" || die "cannot build plain lua"
  want="$("$out/lua-$level-plain" "$here/inputs/workload.lua")"
  traced "lua-$level-workload" 0 "$exe" "$here/inputs/workload.lua" >"$out/lua-$level.out"
  got="$(cat "$out/lua-$level.out")"
  [ "$got" = "$want" ] || fail "lua-$level: output '$got' differs from uninstrumented '$want'"
  judge "lua-$level-workload" "$out/lua-$level-workload.stats"
}

# mawk (-O0 or -O1 IR): run the workload script over mawk's own sources (it writes
# and rereads files under a scratch directory); the report must match an
# uninstrumented build's.
check_mawk() {
  local level="$1" bc exe="$out/mawk-$1" src input="$out/mawk-input" script="$here/inputs/workload.awk"
  bc="$("$here/build-real.sh" mawk "$level")"
  src="$("$here/fetch.sh" mawk)"
  cat "$src"/*.c "$src"/*.h >"$input"
  instrument "$bc" "$exe" -lm
  clang -O1 -w "$bc" -lm -o "$out/mawk-$level-plain" || die "cannot build plain mawk"
  rm -rf "$out/mawk-files" && mkdir -p "$out/mawk-files"
  "$out/mawk-$level-plain" -v out="$out/mawk-files" -f "$script" "$input" >"$out/mawk-$level.want" ||
    die "plain mawk failed on the workload"
  rm -rf "$out/mawk-files" && mkdir -p "$out/mawk-files"
  traced "mawk-$level-workload" 0 "$exe" -v out="$out/mawk-files" -f "$script" "$input" >"$out/mawk-$level.out"
  cmp -s "$out/mawk-$level.want" "$out/mawk-$level.out" ||
    fail "mawk-$level: output differs from the uninstrumented build's (diff $out/mawk-$level.want $out/mawk-$level.out)"
  judge "mawk-$level-workload" "$out/mawk-$level-workload.stats"
}

# The checker must be able to fail: drop victim.c's only heap site.
check_checker_fails() {
  local exe="$out/victim"
  clang -O0 -g -c -emit-llvm "$here/wrong/victim.c" -o "$out/victim.bc" || die "cannot compile victim.c"
  instrument "$out/victim.bc" "$exe"
  traced victim-clean 0 "$exe" >/dev/null
  judge victim-clean "$out/victim-clean.stats"
  CORMI_PTS_DROP_SITES=@make_victim traced victim-dropped 70 "$exe" >/dev/null
  grep -q 'VIOLATION .*site #[0-9]* (@make_victim' "$out/victim-dropped.err" ||
    fail "victim-dropped: no violation naming make_victim's site reported"
  echo "  victim-dropped: $(grep -c VIOLATION "$out/victim-dropped.err" || true) violation lines reported"
}

# Regression: qsort permutes pointer slots (was a violation before the qsort model moved
# elements between slots).
check_qsort_regression() {
  local exe="$out/qsort_permutes"
  clang -O0 -g -c -emit-llvm "$here/regress/qsort_permutes.c" -o "$out/qsort_permutes.bc" || die "cannot compile qsort_permutes.c"
  instrument "$out/qsort_permutes.bc" "$exe"
  traced qsort-permutes 0 "$exe" >/dev/null
  echo "  qsort-permutes: clean"
}

# Regression: a stack pointer one element before its heap array (mawk's empty regex
# stacks) lies in the object allocated just before; the checker judges it by the array
# (before= counts such checks) instead of reporting a violation.
check_before_start_regression() {
  local exe="$out/one_before_start" before
  clang -O0 -g -c -emit-llvm "$here/regress/one_before_start.c" -o "$out/one_before_start.bc" ||
    die "cannot compile one_before_start.c"
  instrument "$out/one_before_start.bc" "$exe"
  traced one-before-start 0 "$exe" >/dev/null
  before="$(sed -n 's/.* before=\([0-9]*\).*/\1/p' "$out/one-before-start.stats")"
  [ "${before:-0}" -gt 0 ] || fail "one-before-start: no check judged before an array's start"
  echo "  one-before-start: clean, before=${before:-0}"
}

main() {
  [ -f "$plugin" ] || die "plugin $plugin not built (cargo build --release -p cormi-pass)"
  mkdir -p "$out"
  # One run at a time per checkout: several engineers share build/.
  exec 9>"$out/.lock"
  flock 9
  clang -O2 -Wall -Werror -c "$here/rt/cormi_pts_rt.c" -o "$out/rt.o" || die "cannot compile the runtime"
  echo "soundness: checker self-test"
  min_checks=20 min_judged=20 check_checker_fails
  echo "soundness: regression: qsort permuting pointers"
  check_qsort_regression
  echo "soundness: regression: a pointer one element before its array"
  check_before_start_regression
  echo "soundness: bzip2 (-O0 IR)"
  check_bzip2 O0
  echo "soundness: bzip2 (optimised -O1 IR)"
  check_bzip2 O1
  echo "soundness: lua5.4 (-O0 IR)"
  check_lua O0
  echo "soundness: lua5.4 (optimised -O1 IR)"
  check_lua O1
  echo "soundness: mawk (-O0 IR)"
  check_mawk O0
  echo "soundness: mawk (optimised -O1 IR)"
  check_mawk O1
  echo "soundness: analysis benchmark smoke run"
  "$CORMI_ROOT/benches/analysis/run.sh" --quick || fail "benches/analysis/run.sh --quick failed"
  if [ "$failures" -gt 0 ]; then echo "soundness: $failures failure(s)"; exit 1; fi
  echo "soundness: all runs ok, zero violations"
}

main "$@"
