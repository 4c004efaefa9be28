#!/usr/bin/env bash
# Leak check (run by tests/e2e/run.sh): programs that free what they own, built with
# `cormicc -fsanitize=address` (LeakSanitizer on) in modes site, all and generic and run
# on 2 nodes; any leak report on any node fails, so neither generated code (graphs the
# serving node should free, received copies) nor the runtime (its per-thread pools,
# logs, buffers) may leak. Under AddressSanitizer the runtime's malloc family stands
# down (the sanitizer's allocator answers the extent query, rt-c/src/heap.c).
# Usage: tests/e2e/lsan.sh [program.c ...] (default: the list below).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
out=target/tests/e2e/lsan
mkdir -p "$out"
progs=("$@")
if [ ${#progs[@]} -eq 0 ]; then
  progs=(tests/e2e/result_ownership.c tests/e2e/struct_result_ownership.c tests/e2e/ignored_result_ownership.c tests/e2e/ignored_struct_result.c tests/e2e/strings_dup.c tests/e2e/realloc_arrays.c tests/e2e/xmalloc_wrapper.c
    tests/e2e/runtime_arrays.c tests/e2e/record_arrays.c tests/e2e/typed_refs.c tests/e2e/oneway.c tests/e2e/returned_arguments.c
    tests/e2e/realloc_spare_zeroed.c tests/e2e/struct_arg_returned.c tests/e2e/arg_kept_other_freed.c
    tests/e2e/struct_result_mixed.c tests/e2e/ptr_result_mixed.c tests/e2e/sret_self_kept.c tests/e2e/scratch_uses_freed.c
    tests/e2e/read_only_args_freed.c)
fi
fail=0
# Every build first, two at a time; a build's messages go to its .build file.
build_one() {
  local exe="$out/$(basename "$1" .c).$2"
  rm -f "$exe"
  target/release/cormicc -O1 -g -pthread -fsanitize=address --cormi-mode="$2" -Wall -Werror -Wno-error=cormi-out-args "$1" -lm -o "$exe" > "$exe.build" 2>&1
}
export -f build_one
export out
for src in "${progs[@]}"; do
  for mode in site all generic; do echo "$src $mode"; done
done | xargs -P 2 -L 1 bash -c 'build_one "$0" "$1"' || true
for src in "${progs[@]}"; do
  name=$(basename "$src" .c)
  for mode in site all generic; do
    exe="$out/$name.$mode"
    if [ ! -x "$exe" ]; then
      echo "FAIL: $name does not build with -fsanitize=address --cormi-mode=$mode"; cat "$exe.build"; fail=1; continue
    fi
    log="$exe.log"
    if E2E_MODE=$mode ASAN_OPTIONS=detect_leaks=1 timeout 300 target/release/cormirun -n 2 "$exe" > "$log" 2>&1 && ! grep -q "LeakSanitizer" "$log"; then
      echo "ok: no leak: $name --cormi-mode=$mode"
    else
      echo "FAIL: $name --cormi-mode=$mode under AddressSanitizer/LeakSanitizer"; grep -v '^    #[1-9][0-9]' "$log" | tail -40; fail=1
    fi
  done
done
exit $fail
