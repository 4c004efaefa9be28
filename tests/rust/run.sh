#!/usr/bin/env bash
# Rust programs through the cormi pass: this cargo project links with cormi-cc
# (.cargo/config.toml: the linker and -C linker-plugin-lto), so `cargo build --release`
# runs the pass over the program's own crates. Each program in src/bin is built in every
# mode (CORMI_MODE) and run with cormirun on 2 nodes; it checks its own results and
# prints "<name> ok", on 2 and on 3 nodes (a program that places objects by the node
# count, cormi::nodes(), uses the third; the others leave it idle, which still checks
# start-up, serving and shutdown with a node that gets no call).
# Then builds each program of refused/ and checks the pass's error.
# Prints the pass's own time and cormi-cc's opt step's (the pass and the O2 pipeline) per build.
# Each mode recompiles the programs' own crates (touch) so that cargo links them again
# through the pass; the runtime's crates are compiled once, and lld's ThinLTO compiles of
# their bitcode are kept in target/thinlto-cache (CORMI_CC_LTO_CACHE): without it every
# link compiled the same runtime again (5-7 s a program, most of this suite's time).
#   usage: tests/rust/run.sh [mode...]     (default: every mode)
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source "$root/scripts/env.sh"
cd "$here"
cormirun="$root/target/release/cormirun"
[ -x "$root/target/release/cormi-cc" ] || { echo "run.sh: build first: cargo build --release --workspace" >&2; exit 1; }
modes=("$@")
# "default" (no CORMI_MODE) is the pass's default mode, all.
[ ${#modes[@]} -gt 0 ] || modes=(default generic class site site+cycle site+reuse)
programs=(ping_list tree dag refs deadpeer matrix strings vecret records split mixed formatted named_list keep_vec empty_buffers debug_fields cloned_records push_tags unwind_loops keep_swap race reenter oneway_threads oneway_final ref_elements ref_fields spare_capacity list_mix list_clone thread_list create_if oneway_aside ptr_array work_queue thread_numbers forward_numbers counters_refs oneway_forwarded oneway_local_chain oneway_method_thread fmt_numbers oneway_doc oneway_setother keep_tls oneway_split_units)
# Also run with every node in one process (--transport inproc, 3 nodes): threads that a
# method starts act for its node there too.
inproc_programs=(oneway_method_thread oneway_local_chain oneway_setother oneway_threads)
log=$(mktemp); trap 'rm -f "$log"' EXIT
fail=0
export CORMI_CC_LTO_CACHE="$here/target/thinlto-cache"
# The runtime and its crates once (not through the pass), before the timed builds; the
# programs are linked in the loop below.
cargo build --release -q -p cormi 2>&1 | tail -20
for mode in "${modes[@]}"; do
  touch src/bin/*.rs
  : > "$log"
  if [ "$mode" = default ]; then unset CORMI_MODE; else export CORMI_MODE="$mode"; fi
  if ! CORMI_CC_LOG="$log" cargo build --release -q 2>&1 | tail -30; then fail=1; fi
  times=$(sed -n 's/.*step opt: \([0-9.]*\) s.*/\1/p' "$log" | sort -n | tr '\n' ' ')
  pass=$(sed -n 's/.*step pass: \([0-9.]*\) s.*/\1/p' "$log" | sort -n | tr '\n' ' ')
  echo "mode $mode: the pass alone per program, seconds: $pass"
  slowest=$(sed -n 's/^\[\([^]]*\)\].*step pass: \([0-9.]*\) s.*/\2 s \1/p' "$log" | sort -n | tail -1)
  echo "mode $mode: slowest pass: ${slowest:-none}"
  echo "mode $mode: pass+O2 (opt step) per program, seconds: $times"
  for p in "${programs[@]}"; do
    for n in 2 3; do
      out=$(timeout 120 "$cormirun" -n "$n" "target/release/$p" 2>&1); rc=$?
      # deadpeer kills its peer on purpose: cormirun reports that rank's signal.
      if ! grep -q "^$p ok" <<<"$out" || { [ "$p" != deadpeer ] && [ $rc -ne 0 ]; }; then
        echo "FAIL $p mode=$mode -n $n (exit $rc)"; echo "$out" | tail -15; fail=1
      else
        echo "ok   $p mode=$mode -n $n"
      fi
    done
  done
  for p in "${inproc_programs[@]}"; do
    out=$(timeout 120 "$cormirun" -n 3 --transport inproc "target/release/$p" 2>&1); rc=$?
    if ! grep -q "^$p ok" <<<"$out" || [ $rc -ne 0 ]; then
      echo "FAIL $p mode=$mode -n 3 --transport inproc (exit $rc)"; echo "$out" | tail -15; fail=1
    else
      echo "ok   $p mode=$mode -n 3 --transport inproc"
    fi
  done
done
unset CORMI_MODE
# Programs the pass must refuse (refused/, built with --features refused): the build
# fails with an error naming the call's line in the program and what makes it unsafe.
refused=(
  "addr_vec:23:holds an address of this node.*turns such integers back into pointers at refused/addr_vec.rs"
  "addr_fields:29:is an integer that holds an address of this node"
  "addr_box:28:holds a pointer converted to an integer, which is turned back into a pointer at refused/addr_box.rs"
  "addr_back:25:the result of addr_back::store_handle holds an address of the serving node.*refused/addr_back.rs:27"
  "addr_kept:22:argument 1 of addr_kept::sink_keep is an integer that holds an address of this node"
  "addr_back_big:27:the result of addr_back_big::store_handle holds a number in field .addr. .byte 8. that the caller turns into a pointer at refused/addr_back_big.rs:29"
  "addr_ret_vec:19:the result of addr_ret_vec::keeper_addrs holds numbers in an element of a buffer of its value .*turns into a pointer at refused/addr_ret_vec.rs:21"
  "addr_copy:31:the result of addr_copy::store_handle holds an address of the serving node in field .addr. .byte 8.*refused/addr_copy.rs:34"
)
# A binary left by an earlier build (a pass that let it through) is not linked again
# unless its source is newer.
touch refused/*.rs
for entry in "${refused[@]}"; do
  p=${entry%%:*}; rest=${entry#*:}; line=${rest%%:*}; want=${rest#*:}
  out=$(cargo build --release -q --features refused --bin "$p" 2>&1); rc=$?
  if [ $rc -eq 0 ] || ! grep -Eq "refused/$p.rs:$line:[0-9]+: error: cormi: .*$want" <<<"$out"; then
    echo "FAIL refused $p (exit $rc)"; grep -E "error" <<<"$out" | tail -5; fail=1
  else
    echo "ok   refused $p"
  fi
done
# Programs the cormi crate's macros refuse at compile time (refused/, --features refused):
# the error names the rule and the method.
macro_refused=(
  "oneway_result:error: cormi: #\\[oneway\\] method .a_bump. returns .u64.: a one-way call returns before the method runs"
)
for entry in "${macro_refused[@]}"; do
  p=${entry%%:*}; want=${entry#*:}
  out=$(cargo build --release -q --features refused --bin "$p" 2>&1); rc=$?
  if [ $rc -eq 0 ] || ! grep -Eq "$want" <<<"$out" || ! grep -q "refused/$p.rs" <<<"$out"; then
    echo "FAIL refused $p (exit $rc)"; grep -E "error" <<<"$out" | tail -5; fail=1
  else
    echo "ok   refused $p"
  fi
done
exit $fail
