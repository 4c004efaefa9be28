#!/usr/bin/env bash
# Real C libraries nobody here wrote, used unchanged (run by scripts/test.sh): their
# upstream sources come from Debian source packages (tests/soundness/fetch.sh, cached
# under build/real-c, never committed; a failed fetch fails this suite). Each driver
# (tests/libraries/*.c) has the library build a data structure on node 0 and sends it
# through cormi_invoke to a method on the last node that walks it with the same library;
# node 0 checks every answer against a local computation.
#   cjson_trees.c: cJSON (package cjson), linked from a static archive of `cormicc -c`
#                  objects (-L -l), trees parsed from JSON text;
#   avl_trees.c:   libavl (package libavl), avl.c given as a source, AVL trees with
#                  parent and list links (cycles);
#   cjson_patches.c: cJSON with cJSON_Utils (JSON Patch), sources given, item key
#                  fields that may point into strings (interior pointers).
# Every driver is built in every mode at -O0 and -O2 (two builds at a time), run on 2
# and 3 nodes, and must print what its site -O2 build prints; then built with
# -fsanitize=address in modes site and all and run with LeakSanitizer on every node.
# pending/*.c use parts of the libraries the pass still refuses: each must stay a
# compile error naming the reason (never a build that runs wrong).
# Usage: tests/libraries/run.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../.."
source scripts/env.sh
if [ ! -x target/release/cormicc ] || [ ! -x target/release/cormirun ] || [ ! -f target/release/libcormi_pass.so ]; then
  cargo build --release -p cormicc -p cormirun -p cormi-pass -p cormi-rt
fi
out=target/tests/libraries
mkdir -p "$out"
modes="site generic class site+cycle site+reuse all"

cjson="$(bash tests/soundness/fetch.sh cjson)" || { echo "FAIL: cannot fetch the Debian source package cjson"; exit 1; }
avl="$(bash tests/soundness/fetch.sh libavl)" || { echo "FAIL: cannot fetch the Debian source package libavl"; exit 1; }
for f in "$cjson/cJSON.c" "$cjson/cJSON.h" "$cjson/cJSON_Utils.c" "$avl/avl.c" "$avl/avl.h"; do
  [ -f "$f" ] || { echo "FAIL: $f missing from the fetched sources"; exit 1; }
done

# cJSON as a library archive per optimisation level: cormicc -c objects hold bitcode,
# the program's link makes them part of the whole program.
for level in 0 2; do
  mkdir -p "$out/lib.O$level"
  rm -f "$out/lib.O$level/libcjson.a"
  target/release/cormicc -c -O$level -g -I "$cjson" "$cjson/cJSON.c" -o "$out/lib.O$level/cJSON.o" ||
    { echo "FAIL: cJSON.c does not compile with cormicc -c -O$level"; exit 1; }
  ar rcs "$out/lib.O$level/libcjson.a" "$out/lib.O$level/cJSON.o"
done

# The command line that builds driver $1 at level $2 (after the mode and output).
inputs() {
  case "$1" in
    cjson_trees) echo "-I $cjson tests/libraries/cjson_trees.c -L $out/lib.O$2 -lcjson -lm" ;;
    avl_trees) echo "-DAVL_COUNT -DAVL_DEPTH -I $avl tests/libraries/avl_trees.c $avl/avl.c" ;;
    cjson_patches) echo "-I $cjson tests/libraries/cjson_patches.c $cjson/cJSON.c $cjson/cJSON_Utils.c -lm" ;;
  esac
}
drivers="cjson_trees avl_trees cjson_patches"

build() {
  local name=$1 mode=$2 level=$3 exe
  exe="$out/$name.${mode/+/_}.O$level"
  # shellcheck disable=SC2046
  if ! target/release/cormicc -O"$level" -g -pthread --cormi-mode="$mode" -Wall -I tests/e2e $(inputs "$name" "$level") \
      -o "$exe" > "$exe.build" 2>&1; then
    echo "FAIL: $name does not build (--cormi-mode=$mode -O$level):"; head -5 "$exe.build"; return 1
  fi
}
export -f build inputs
export out cjson avl
fail=0
for name in $drivers; do
  for mode in $modes; do for level in 0 2; do echo "$name $mode $level"; done; done
done | xargs -P 2 -L 1 bash -c 'build $0 $1 $2' || fail=1

for name in $drivers; do
  for nodes in 2 3; do
    ref="$out/$name.site.O2.n$nodes.out"
    rm -f "$ref"
    bad=0
    for mode in $modes; do
      for level in 2 0; do
        exe="$out/$name.${mode/+/_}.O$level"
        [ -x "$exe" ] || { bad=1; continue; }
        log="$exe.n$nodes.out"
        if ! E2E_MODE="$mode" timeout 120 target/release/cormirun -n "$nodes" "$exe" > "$log" 2>&1; then
          echo "FAIL: $name --cormi-mode=$mode -O$level on $nodes nodes:"; tail -5 "$log"; bad=1; continue
        fi
        if [ "$log" != "$ref" ] && ! cmp -s "$log" "$ref"; then
          echo "FAIL: $name --cormi-mode=$mode -O$level on $nodes nodes prints other output than site -O2:"
          diff "$ref" "$log" | head -5; bad=1
        fi
      done
    done
    if [ "$bad" -eq 0 ]; then
      echo "ok: $name on $nodes nodes, every mode at -O0 and -O2: $(head -1 "$ref")"
    else
      fail=1
    fi
  done
done

# LeakSanitizer: neither the drivers (which free what they build) nor generated code
# (received copies, returned graphs) nor the runtime may leak on any node.
for name in $drivers; do
  for mode in site all; do
    exe="$out/$name.${mode/+/_}.asan"
    # shellcheck disable=SC2046
    if ! target/release/cormicc -O1 -g -pthread -fsanitize=address --cormi-mode=$mode -Wall -I tests/e2e $(inputs "$name" 2) \
        -o "$exe" > "$exe.build" 2>&1; then
      echo "FAIL: $name does not build with -fsanitize=address --cormi-mode=$mode:"; head -5 "$exe.build"; fail=1; continue
    fi
    if E2E_MODE=$mode ASAN_OPTIONS=detect_leaks=1 timeout 300 target/release/cormirun -n 2 "$exe" > "$exe.log" 2>&1 &&
        ! grep -q "LeakSanitizer" "$exe.log"; then
      echo "ok: no leak: $name --cormi-mode=$mode"
    else
      echo "FAIL: $name --cormi-mode=$mode under AddressSanitizer/LeakSanitizer"; grep -v '^    #[1-9][0-9]' "$exe.log" | tail -30; fail=1
    fi
  done
done

# Uses of the libraries the pass still refuses: a compile error naming the reason.
for src in tests/libraries/pending/*.c; do
  [ -e "$src" ] || continue
  name=$(basename "$src" .c)
  if target/release/cormicc -O2 -g -I tests/e2e -I "$cjson" "$src" "$cjson/cJSON.c" "$cjson/cJSON_Utils.c" -lm \
      -o "$out/pending.$name" > "$out/pending.$name.err" 2>&1; then
    echo "FAIL: $src builds; move it to tests/libraries/ and run it"; fail=1
  elif grep -q "error: cormi:" "$out/pending.$name.err"; then
    echo "ok: $src refused: $(grep -m1 -o 'error: cormi: .*' "$out/pending.$name.err" | cut -c1-200)"
  else
    echo "FAIL: $src fails without a cormi diagnostic:"; head -3 "$out/pending.$name.err"; fail=1
  fi
done
exit $fail
