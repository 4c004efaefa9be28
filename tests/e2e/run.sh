#!/usr/bin/env bash
# End-to-end suite of code generation (run by scripts/test.sh): every tests/e2e/*.c is
# built with cormicc (-O2 and -O0) and run under cormirun -n 2 and -n 3; each program
# checks its own results and exits non-zero on a mismatch. Also: a call site the pass
# cannot marshal is a compile error with file:line; the generated server functions
# survive corrupted messages under AddressSanitizer (fuzz/). Any failure fails the suite.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
if [ ! -x target/release/cormicc ] || [ ! -x target/release/cormirun ] || [ ! -f target/release/libcormi_pass.so ]; then
  cargo build --release -p cormicc -p cormirun -p cormi-pass -p cormi-rt
fi
out=target/tests/e2e
mkdir -p "$out"
fail=0
for src in tests/e2e/*.c; do
  name=$(basename "$src" .c)
  for level in 2 0; do
    exe="$out/$name.O$level"
    if ! target/release/cormicc -O$level -g -pthread -Wall -Werror "$src" -o "$exe"; then
      echo "FAIL: $src does not build at -O$level"; fail=1; continue
    fi
    for n in 2 3; do
      if [ "$level" = 0 ] && [ "$n" = 3 ]; then continue; fi
      if target/release/cormirun -n "$n" "$exe" > "$out/$name.O$level.n$n.log" 2>&1; then
        echo "ok: $name -O$level -n $n: $(tail -1 "$out/$name.O$level.n$n.log")"
      else
        echo "FAIL: $name -O$level -n $n"; cat "$out/$name.O$level.n$n.log"; fail=1
      fi
    done
  done
done

echo "-- unsupported argument: compile error with file:line"
if target/release/cormicc -O2 -g tests/e2e/errors/fnptr_arg.c -o "$out/never" 2> "$out/fnptr.err"; then
  echo "FAIL: a function pointer argument compiled"; fail=1
elif grep -q "fnptr_arg.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Job_run: is a function pointer" "$out/fnptr.err"; then
  echo "ok: $(grep -m1 'error: cormi' "$out/fnptr.err")"
else
  echo "FAIL: unexpected diagnostics:"; cat "$out/fnptr.err"; fail=1
fi
echo "-- fuzz: generated server functions on corrupted messages (AddressSanitizer)"
for level in 2 0; do
  exe="$out/fuzz_servers.O$level"
  if ! target/release/cormicc -O$level -g -fsanitize=address -Wall -Werror tests/e2e/fuzz/fuzz_servers.c -o "$exe"; then
    echo "FAIL: fuzz_servers does not build at -O$level"; fail=1; continue
  fi
  # Deserialized graphs belong to the method and are not freed yet: no leak check.
  if ASAN_OPTIONS=detect_leaks=0 timeout 60 "$exe" 2 > "$out/fuzz.O$level.log" 2>&1; then
    echo "ok: -O$level: $(tail -1 "$out/fuzz.O$level.log")"
  else
    echo "FAIL: fuzz_servers -O$level"; tail -30 "$out/fuzz.O$level.log"; fail=1
  fi
done
exit $fail
