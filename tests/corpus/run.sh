#!/usr/bin/env bash
# The corpus of ordinary C programs (tests/corpus/*.c: malloc/calloc/realloc/strdup and
# free, arrays of records, pointer walks, struct results, allocation wrappers; no cormi
# allocation call), run by scripts/test.sh. Each program is built in every mode at -O0
# and -O2 (two builds at a time) and run under cormirun on 2 and 4 nodes; each checks its
# own results (exit status), and every build of a program must print what its site -O2
# build prints on the same node count (two programs run at a time). Then the leak check
# (tests/e2e/lsan.sh) runs them with LeakSanitizer on every node.
# Usage: run.sh [program.c...]   (default: every tests/corpus/*.c)
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
if [ ! -x target/release/cormicc ] || [ ! -x target/release/cormirun ] || [ ! -f target/release/libcormi_pass.so ]; then
  cargo build --release -p cormicc -p cormirun -p cormi-pass -p cormi-rt
fi
out=target/tests/corpus
mkdir -p "$out"
programs=("$@")
[ ${#programs[@]} -gt 0 ] || programs=(tests/corpus/*.c)
modes="generic class site site+cycle site+reuse all"

# Builds: one line per (program, mode, level), two at a time.
jobs=()
for src in "${programs[@]}"; do
  for mode in $modes; do
    for level in 0 2; do jobs+=("$src $mode $level"); done
  done
done
build() {
  local src=$1 mode=$2 level=$3 name
  name=$(basename "$src" .c)
  if ! target/release/cormicc -O"$level" -g --cormi-mode="$mode" -Wall "$src" -lm -Wl,--compress-debug-sections=zlib -o "$out/$name.${mode/+/_}.O$level" \
      > "$out/$name.${mode/+/_}.O$level.build" 2>&1; then
    echo "FAIL: $src does not build (--cormi-mode=$mode -O$level):"
    head -5 "$out/$name.${mode/+/_}.O$level.build"
    return 1
  fi
}
export -f build
export out
fail=0
printf '%s\n' "${jobs[@]}" | xargs -P 2 -L 1 bash -c 'build $0 $1 $2' || fail=1

# run_program SRC: its builds on 2 and 4 nodes (site -O2 first: the others must print
# what it prints), a line per node count; status 1 when any run failed or differed.
run_program() {
  local src="$1" name nodes ref bad mode level exe log status=0
  name=$(basename "$src" .c)
  for nodes in 2 4; do
    ref="$out/$name.site.O2.n$nodes.out"
    rm -f "$ref"
    bad=0
    for mode in site generic class site+cycle site+reuse all; do
      for level in 2 0; do
        exe="$out/$name.${mode/+/_}.O$level"
        [ -x "$exe" ] || continue
        log="$out/$name.${mode/+/_}.O$level.n$nodes.out"
        if ! timeout 120 target/release/cormirun -n "$nodes" "$exe" > "$log" 2>&1; then
          echo "FAIL: $name --cormi-mode=$mode -O$level on $nodes nodes:"; tail -5 "$log"; bad=1; continue
        fi
        if [ "$log" != "$ref" ] && ! cmp -s "$log" "$ref"; then
          echo "FAIL: $name --cormi-mode=$mode -O$level on $nodes nodes prints other output than site -O2:"
          diff "$ref" "$log" | head -5; bad=1; continue
        fi
      done
    done
    if [ "$bad" -eq 0 ] && [ -f "$ref" ]; then
      echo "ok: $name on $nodes nodes, every mode at -O0 and -O2: $(head -1 "$ref")"
    else
      status=1
    fi
  done
  # Executables of a passing program go (disk); a failing one keeps them to debug.
  [ $status -eq 0 ] && rm -f "$out/$name".*.O[02]
  return $status
}
# Two programs at a time (a run keeps about one core busy: its nodes take turns); the
# lines are printed program by program.
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
k=0
for src in "${programs[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n || true; done
  (set +e; run_program "$src" > "$results/$k.out" 2>&1; echo $? > "$results/$k.rc") &
  k=$((k + 1))
done
wait
for ((i = 0; i < k; i++)); do
  cat "$results/$i.out"
  [ "$(cat "$results/$i.rc" 2>/dev/null)" = 0 ] || fail=1
done
# Programs the pass still refuses (pending/, none at present): a compile error naming
# the reason, never a build that runs wrong.
if [ $# -eq 0 ]; then
  for src in tests/corpus/pending/*.c; do
    [ -e "$src" ] || continue
    if target/release/cormicc -O2 -g "$src" -lm -o "$out/pending" > "$out/pending.err" 2>&1; then
      echo "FAIL: $src builds; move it to tests/corpus/"; fail=1
    elif grep -q "error: cormi:" "$out/pending.err"; then
      echo "ok: $src refused: $(grep -m1 -o 'error: cormi: .*' "$out/pending.err" | cut -c1-150)"
    else
      echo "FAIL: $src fails without a cormi diagnostic:"; head -3 "$out/pending.err"; fail=1
    fi
  done
fi
# Every program under LeakSanitizer (tests/e2e/lsan.sh: modes site, all and generic, 2
# nodes): neither generated code nor the runtime may leak, and each program frees what
# it owns. Except exprtree: a number read from a tagged union's bytes carries, in the heap
# analysis, the objects its pointer members point to, so the serving node leaves the
# received trees to methods that never free them ("returned by Calc_eval").
echo "-- leaks: the corpus under LeakSanitizer"
lsan=()
for src in "${programs[@]}"; do
  [ "$(basename "$src")" = exprtree.c ] || lsan+=("$src")
done
bash tests/e2e/lsan.sh "${lsan[@]}" || fail=1
exit $fail
