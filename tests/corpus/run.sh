#!/usr/bin/env bash
# The corpus of ordinary C programs (run by scripts/test.sh): programs written the way C
# programmers write them (malloc/calloc/realloc/strdup/free, arrays of records, struct
# results, an allocation wrapper; no cormi allocation calls), each checking its own
# results. Each is built with cormicc in every mode at -O0 and -O2 and run under
# cormirun on 2 and 4 nodes; every mode must print what site mode prints. Then the leak
# check (tests/e2e/lsan.sh) runs them with LeakSanitizer on every node.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
if [ ! -x target/release/cormicc ] || [ ! -x target/release/cormirun ] || [ ! -f target/release/libcormi_pass.so ]; then
  cargo build --release -p cormicc -p cormirun -p cormi-pass -p cormi-rt
fi
out=target/tests/corpus
mkdir -p "$out"
fail=0
for src in tests/corpus/*.c; do
  name=$(basename "$src" .c)
  for mode in site class generic site+cycle site+reuse all; do
    for level in 0 2; do
      exe="$out/$name.$mode.O$level"
      if ! target/release/cormicc -O$level -g -pthread --cormi-mode=$mode -Wall -Werror "$src" -lm -o "$exe"; then
        echo "FAIL: $src does not build at -O$level --cormi-mode=$mode"; fail=1; continue
      fi
      for n in 2 4; do
        log="$out/$name.$mode.O$level.n$n.log"
        if timeout 120 target/release/cormirun -n "$n" "$exe" > "$log" 2>&1; then
          echo "ok: $name --cormi-mode=$mode -O$level -n $n: $(tail -1 "$log")"
        else
          echo "FAIL: $name --cormi-mode=$mode -O$level -n $n"; tail -20 "$log"; fail=1
        fi
        if [ "$mode" != site ] && ! cmp -s "$log" "$out/$name.site.O$level.n$n.log"; then
          echo "FAIL: $name: --cormi-mode=$mode -O$level -n $n output differs from site"; fail=1
        fi
      done
    done
  done
done
echo "-- leaks: the corpus under LeakSanitizer"
bash tests/e2e/lsan.sh tests/corpus/*.c || fail=1
exit $fail
