#!/usr/bin/env bash
# End-to-end suite of code generation (run by scripts/test.sh): every tests/e2e/*.c is
# built with cormicc (modes site, class, generic, site+cycle, site+reuse and all; -O2 and
# -O0) and run under cormirun -n 2 and -n 3 with E2E_MODE=<mode> in its environment (for
# checks that depend on the mode, e.g. reuse_counts.c); each program checks its own
# results and exits non-zero on a mismatch, and every mode must print what site mode
# prints (builds two at a time, then two programs' runs at a time). Also: a call site
# the pass cannot marshal (or a one-way method returning a value) is a compile error
# with file:line; the generated server functions survive corrupted messages under
# AddressSanitizer (fuzz/), and no pointer value in a message reaches a method, nor an
# out-of-range variant index (fuzz/hostile_pointers.c). Any failure fails the suite.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
if [ ! -x target/release/cormicc ] || [ ! -x target/release/cormirun ] || [ ! -f target/release/libcormi_pass.so ]; then
  cargo build --release -p cormicc -p cormirun -p cormi-pass -p cormi-rt
fi
out=target/tests/e2e
mkdir -p "$out"
# With the MPI runtime built (scripts/build-mpi.sh; scripts/test.sh builds it first) the
# programs are built with --mpi: the same executables run under cormirun here and under
# mpirun in tests/mpi/run.sh, one build for both suites.
mpi=()
if [ -f target/mpi/release/libcormi_rt.a ] && command -v mpicc >/dev/null; then mpi=(--mpi); fi
fail=0
# (mode, level, nodes): every mode must give the same output (differential testing).
runs="site:2:2 site:2:3 site:0:2 class:2:2 class:2:3 class:0:2 generic:2:2 generic:2:3 generic:0:2 site+cycle:2:2 site+reuse:2:2 site+reuse:0:2 all:2:2 all:0:2"
# Every (program, mode, level) is built once, two builds at a time, before the runs; a
# build's messages go to its .build file. Some programs write into arguments on purpose,
# so the pass's out-argument warnings stay warnings.
build_one() {
  local exe="$out/$(basename "$1" .c).$2.O$3"
  rm -f "$exe"
  # shellcheck disable=SC2086
  target/release/cormicc $mpi_flag -O"$3" -g -pthread --cormi-mode="$2" -Wall -Werror -Wno-error=cormi-out-args "$1" $compress_debug -o "$exe" > "$exe.build" 2>&1
}
export -f build_one
# Compressed debug sections: 14 builds of each program, the runtime's debug info in each
# (about 8 MiB uncompressed, 3 MiB compressed); the suite's builds must fit a small disk.
compress_debug=-Wl,--compress-debug-sections=zlib
export out compress_debug
mpi_flag="${mpi[*]}" && export mpi_flag
# E2E_ONLY='tests/e2e/list*.c' narrows the programs built and run (a quick check while
# working on one feature); the compile-error and fuzz checks below always run.
programs=$(compgen -G "${E2E_ONLY:-tests/e2e/*.c}" || true)
[ -n "$programs" ] || { echo "FAIL: no program matches E2E_ONLY=${E2E_ONLY:-}"; exit 1; }
for src in $programs; do
  for run in $runs; do
    IFS=: read -r mode level _ <<< "$run"
    echo "$src $mode $level"
  done
done | sort -u | xargs -P 2 -L 1 bash -c 'build_one "$0" "$1" "$2"' || true
# run_program SRC: SRC's runs of $runs in order (site first: the other modes' output is
# compared with it), a line each; status 1 when any failed.
run_program() {
  local src="$1" name mode level n exe log status=0
  name=$(basename "$src" .c)
  for run in $runs; do
    IFS=: read -r mode level n <<< "$run"
    exe="$out/$name.$mode.O$level"
    if [ ! -x "$exe" ]; then
      echo "FAIL: $src does not build at -O$level --cormi-mode=$mode"; cat "$exe.build"; status=1; continue
    fi
    log="$out/$name.$mode.O$level.n$n.log"
    if E2E_MODE="$mode" target/release/cormirun -n "$n" "$exe" > "$log" 2>&1; then
      echo "ok: $name --cormi-mode=$mode -O$level -n $n: $(tail -1 "$log")"
    else
      echo "FAIL: $name --cormi-mode=$mode -O$level -n $n"; cat "$log"; status=1
    fi
    if [ "$mode" != site ] && ! cmp -s "$log" "$out/$name.site.O$level.n$n.log"; then
      echo "FAIL: $name: --cormi-mode=$mode output differs from site"; status=1
    fi
  done
  # tests/mpi/run.sh reuses the -O2 builds; a failing program keeps all of its own.
  [ $status -eq 0 ] && rm -f "$out/$name".*.O0
  return $status
}
# Two programs at a time (a run keeps about one core busy: its nodes take turns), each
# program's runs in order; the lines are printed program by program.
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
k=0
for src in $programs; do
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n || true; done
  (set +e; run_program "$src" > "$results/$k.out" 2>&1; echo $? > "$results/$k.rc") &
  k=$((k + 1))
done
wait
for ((i = 0; i < k; i++)); do
  cat "$results/$i.out"
  [ "$(cat "$results/$i.rc" 2>/dev/null)" = 0 ] || fail=1
done

# Separate compilation like mpicc: -c writes objects holding bitcode, a later cormicc
# links them through the pass; -march reaches the compiles, -Wl,-rpath the link.
sep="$out/separate"
mkdir -p "$sep"
if target/release/cormicc -c -O2 -g -march=x86-64-v2 tests/e2e/separate/acc.c -o "$sep/acc.o" \
  && target/release/cormicc -c -O2 -g -march=x86-64-v2 tests/e2e/separate/main.c -o "$sep/main.o" \
  && target/release/cormicc -O2 -g -march=x86-64-v2 -Wl,-rpath,/opt/cormi-e2e "$sep/main.o" "$sep/acc.o" -o "$sep/prog"; then
  if ! readelf -d "$sep/prog" | grep -q '/opt/cormi-e2e'; then
    echo "FAIL: cormicc -Wl,-rpath did not reach the link"; fail=1
  fi
  if target/release/cormirun -n 2 "$sep/prog" > "$sep/log" 2>&1 && grep -q 'separate: sum 4950' "$sep/log"; then
    echo "ok: cormicc -c, then link: $(tail -1 "$sep/log")"
  else
    echo "FAIL: separately compiled program"; cat "$sep/log"; fail=1
  fi
else
  echo "FAIL: separate compilation (cormicc -c, then link) does not build"; fail=1
fi

# Libraries: objects from cormicc -c in a static archive are part of the whole program,
# through -L -l and as an input (only the members the program needs are linked in).
lib="$out/library"
mkdir -p "$lib"
rm -f "$lib/libcounter.a"
if target/release/cormicc -c -O2 -g tests/e2e/library/counter.c -o "$lib/counter.o" \
  && target/release/cormicc -c -O2 -g tests/e2e/library/unused.c -o "$lib/unused.o" \
  && ar rcs "$lib/libcounter.a" "$lib/counter.o" "$lib/unused.o"; then
  for how in "-L $lib -lcounter" "$lib/libcounter.a"; do
    # shellcheck disable=SC2086
    if target/release/cormicc -O2 -g -Itests/e2e/library tests/e2e/library/main.c $how -o "$lib/prog" \
      && target/release/cormirun -n 2 "$lib/prog" > "$lib/log" 2>&1 && grep -q 'library: total 5060' "$lib/log"; then
      echo "ok: a program linked with the archive ($how): $(tail -1 "$lib/log")"
    else
      echo "FAIL: a program linked with the archive ($how)"; cat "$lib/log" 2>/dev/null; fail=1
    fi
    if nm "$lib/prog" 2>/dev/null | grep -q counter_unused_helper; then
      echo "FAIL: an archive member the program does not need was linked in ($how)"; fail=1
    fi
  done
else
  echo "FAIL: the library archive does not build"; fail=1
fi

# A call of a method of one type through a reference to another, origin hidden: the
# default error mode prints the error reply, which names both types.
exe="$out/typed_refs.site.O2"
[ -x "$exe" ] || build_one tests/e2e/typed_refs.c site 2  # E2E_ONLY left it out
if TYPED_REFS_ABORT=1 target/release/cormirun -n 2 "$exe" > "$out/typed_refs.abort.log" 2>&1; then
  echo "FAIL: a wrong-type call did not stop the program"; fail=1
elif grep -q "the method's self is of type Account, but object [0-9]* on node 1 is of type Cart" "$out/typed_refs.abort.log"; then
  echo "ok: $(grep -m1 'is of type' "$out/typed_refs.abort.log")"
else
  echo "FAIL: the wrong-type error does not name both types:"; cat "$out/typed_refs.abort.log"; fail=1
fi

# The same without -g (one cormicc call, and -c objects linked later): cormicc compiles
# with debug info for the pass and strips it after, so the check does not depend on -g,
# and the program carries no debug info of its own.
nodbg="$out/typed_refs_nodbg"
mkdir -p "$nodbg"
if target/release/cormicc -O2 tests/e2e/typed_refs.c -o "$nodbg/one" \
  && target/release/cormicc -c -O0 tests/e2e/typed_refs.c -o "$nodbg/typed_refs.o" \
  && target/release/cormicc -O0 "$nodbg/typed_refs.o" -o "$nodbg/separate"; then
  for how in one separate; do
    if TYPED_REFS_ABORT=1 target/release/cormirun -n 2 "$nodbg/$how" > "$nodbg/$how.log" 2>&1; then
      echo "FAIL: without -g ($how), a wrong-type call did not stop the program"; fail=1
    elif ! grep -q "the method's self is of type Account, but object [0-9]* on node 1 is of type Cart" "$nodbg/$how.log"; then
      echo "FAIL: without -g ($how), the wrong-type error does not name both types:"; cat "$nodbg/$how.log"; fail=1
    elif llvm-dwarfdump --debug-info "$nodbg/$how" | grep -q 'typed_refs\.c'; then
      echo "FAIL: without -g ($how), the program carries its debug info"; fail=1
    else
      echo "ok: without -g ($how): $(grep -m1 'is of type' "$nodbg/$how.log")"
    fi
  done
else
  echo "FAIL: typed_refs.c does not build without -g"; fail=1
fi

# expect_error WHAT SRC PATTERN [INPUT...]: SRC (with the other INPUTs, e.g. objects)
# must not compile, and its diagnostics must match PATTERN.
expect_error() {
  local what="$1" src="$2" pattern="$3" err="$out/$(basename "$2" .c).err"
  shift 3
  if target/release/cormicc -O2 -g "$src" "$@" -o "$out/never" 2> "$err"; then
    echo "FAIL: $what compiled"; fail=1
  elif grep -q "$pattern" "$err"; then
    echo "ok: $(grep -m1 'error: cormi' "$err")"
  else
    echo "FAIL: unexpected diagnostics:"; cat "$err"; fail=1
  fi
}
echo "-- unsupported argument: compile error with file:line"
expect_error "a function pointer argument" tests/e2e/errors/fnptr_arg.c \
  "fnptr_arg.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Job_run: is a function pointer"
expect_error "a method chosen at run time from a table" tests/e2e/errors/method_table.c \
  "method_table.c:[0-9]*:[0-9]*: error: cormi: the remote method must be named directly (a function), found a function pointer read from memory at run time.*call cormi_invoke with each method by name"
echo "-- union whose active member cannot be known: compile error with file:line naming the fix"
expect_error "a union with a pointer overlapping a double" tests/e2e/errors/union_arg.c \
  "union_arg.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Val_get: is a union whose active member cannot be known: .* with CORMI_UNION(T, tag, (VALUE, member), ...) from cormi.h"
expect_error "a JSON tree whose union holds a number and pointers, no marker" tests/e2e/json_tree.c \
  "json_tree.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Walker_walk: is a union whose active member cannot be known: the pointer at byte 8 overlaps non-pointer data (double stored in parse:[0-9]*); say which member each tag value makes active with CORMI_UNION(T, tag, (VALUE, member), ...) from cormi.h.*bytes 8..32 are the union of struct value" -DNO_MARKER
expect_error "a union of pointers to two structs of one size, no marker" tests/e2e/tagged_pointee_shapes.c \
  "tagged_pointee_shapes.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Canvas_total: .*field at byte 8 of (malloc) allocated at polyline:[0-9]*: bytes 8..16 are the union of struct shape and no CORMI_UNION marker, .*say which member each tag value makes active with CORMI_UNION(T, tag, (VALUE, member), ...)" -DNO_MARKER
echo "-- a FILE * in a sent struct: compile error naming the stream and what to send"
expect_error "a FILE * field" tests/e2e/errors/file_field.c \
  "file_field.c:22:[0-9]*: error: cormi: argument 1 of Srv_log: .*points to the stream (lib:fopen) allocated at main:21: a FILE \\* (or DIR \\*) is this process's handle of an open file and cannot be sent; keep the stream on its node"
echo "-- an object whose size the runtime cannot know (mmap): compile error with file:line"
expect_error "a buffer from mmap" tests/e2e/errors/mmap_size.c \
  "mmap_size.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Srv_first: the size of the object (mmap) allocated at main:[0-9]* is known only at run time, and the runtime cannot know it"
echo "-- a method writing into a pointer argument its caller reads after the call: a warning, an error under -Werror, -Wno-cormi-out-args silences it"
out_arg_warning="pointer_walks.c:[0-9]*:[0-9]*: warning: cormi: Stats_sum writes into argument 1 at .*pointer_walks.c:[0-9]*, which is its node's copy: the caller's object is not updated, and it is read after the call at .*pointer_walks.c:[0-9]*"
if target/release/cormicc -O2 -g -Wall tests/e2e/pointer_walks.c -o "$out/out_args" 2> "$out/out_args.err" \
  && grep -q "$out_arg_warning" "$out/out_args.err"; then
  echo "ok: $(grep -m1 'warning: cormi' "$out/out_args.err" | cut -c1-160)"
else
  echo "FAIL: no out-argument warning:"; cat "$out/out_args.err"; fail=1
fi
rm -f "$out/out_args"
if ! target/release/cormicc -O2 -g -Wall -Werror tests/e2e/pointer_walks.c -o "$out/out_args" 2> "$out/out_args.werror.err" \
  && grep -q "pointer_walks.c:[0-9]*:[0-9]*: error: cormi: Stats_sum writes into argument 1 .* \[-Werror\]" "$out/out_args.werror.err" \
  && [ ! -e "$out/out_args" ]; then
  echo "ok: -Werror: $(grep -m1 'error: cormi' "$out/out_args.werror.err" | cut -c1-100)... [-Werror]"
else
  echo "FAIL: -Werror did not fail the build on the out-argument warning:"; cat "$out/out_args.werror.err"; fail=1
fi
if target/release/cormicc -O2 -g -Wall -Werror -Wno-error=cormi-out-args tests/e2e/pointer_walks.c -o "$out/out_args" 2> "$out/out_args.noerror.err" \
  && grep -q "$out_arg_warning" "$out/out_args.noerror.err" && ! grep -q "unknown warning option" "$out/out_args.noerror.err"; then
  echo "ok: -Werror -Wno-error=cormi-out-args: a warning"
else
  echo "FAIL: -Wno-error=cormi-out-args:"; cat "$out/out_args.noerror.err"; fail=1
fi
if target/release/cormicc -O2 -g -Wall -Werror -Wno-cormi-out-args tests/e2e/pointer_walks.c -o "$out/out_args" 2> "$out/out_args.quiet.err" \
  && ! grep -q "warning" "$out/out_args.quiet.err"; then
  echo "ok: -Wno-cormi-out-args: no warning"
else
  echo "FAIL: -Wno-cormi-out-args:"; cat "$out/out_args.quiet.err"; fail=1
fi
# expect_stop NAME "MODES" PATTERN [INPUT...]: tests/e2e/errors/runtime/NAME.c (with the
# other INPUTs) builds in each mode, its run fails, and its output matches PATTERN.
expect_stop() {
  local name="$1" modes="$2" pattern="$3" mode log
  shift 3
  for mode in $modes; do
    log="$out/$name.$mode.log"
    if target/release/cormicc -O2 -g --cormi-mode="$mode" "tests/e2e/errors/runtime/$name.c" "$@" -o "$out/$name.$mode" \
      && ! target/release/cormirun -n 2 "$out/$name.$mode" > "$log" 2>&1 \
      && grep -q "$pattern" "$log"; then
      echo "ok: --cormi-mode=$mode: $(grep -m1 'cannot send' "$log" | cut -c1-100)..."
    else
      echo "FAIL: $name --cormi-mode=$mode: no run-time error"; cat "$log" 2>/dev/null; fail=1
    fi
  done
}
echo "-- a program with its own malloc: an unknown size at run time stops the sender with a message"
clang -O2 -c tests/e2e/errors/runtime/own_malloc_impl.c -o "$out/own_malloc_impl.o"
expect_stop own_malloc "site generic" "cormi: cannot send the object at 0x[0-9a-f]*: its size is unknown at run time" "$out/own_malloc_impl.o"
echo "-- the same in the RETURN error mode: the call fails with CORMI_E_UNSENDABLE, the next one works"
for mode in site class generic site+cycle site+reuse all; do
  if target/release/cormicc -O2 -g --cormi-mode=$mode tests/e2e/errors/runtime/own_malloc_return.c "$out/own_malloc_impl.o" -o "$out/own_malloc_return.$mode" \
    && E2E_MODE=$mode target/release/cormirun -n 2 "$out/own_malloc_return.$mode" > "$out/own_malloc_return.$mode.log" 2>&1; then
    echo "ok: --cormi-mode=$mode: $(head -1 "$out/own_malloc_return.$mode.log")"
  else
    echo "FAIL: own_malloc_return --cormi-mode=$mode"; cat "$out/own_malloc_return.$mode.log" 2>/dev/null; fail=1
  fi
done
echo "-- a tagged union (CORMI_UNION) whose tag names no member: the sender stops with a message"
expect_stop union_bad_tag "site generic" "cormi: cannot send the object at 0x[0-9a-f]*: its tag .*names no member of .*CORMI_UNION"
echo "-- a pointer to memory no mapping covers (an uninitialised spare slot): the sender stops with a message, no fault"
expect_stop uninit_spare_slot "site class generic" "cormi: cannot send the object at 0x[0-9a-f]*: it points to memory the process cannot read"
echo "-- a pointer argument past its object's end (offset found at run time): the sender stops with a message"
if target/release/cormicc -O2 -g tests/e2e/errors/runtime/interior_out_of_range.c -o "$out/interior_out_of_range" \
  && ! target/release/cormirun -n 2 "$out/interior_out_of_range" > "$out/interior_out_of_range.log" 2>&1 \
  && grep -q "cormi: cannot send the object at 0x[0-9a-f]*: the pointer lies in no object the runtime knows (heap blocks, noted globals and stack objects), or outside its object" "$out/interior_out_of_range.log"; then
  echo "ok: $(grep -m1 'cannot send' "$out/interior_out_of_range.log" | cut -c1-100)..."
else
  echo "FAIL: interior_out_of_range: no run-time error at the sender"; cat "$out/interior_out_of_range.log" 2>/dev/null; fail=1
fi
echo "-- a remote method whose body is in another object file: compile error with file:line"
clang -O2 -c -Ifrontend-shim/include tests/e2e/errors/no_body/meth.c -o "$out/no_body_meth.o"
expect_error "a method without a body in the module" tests/e2e/errors/no_body/main.c \
  "main.c:[0-9]*:[0-9]*: error: cormi: remote method S_mk has no body in the module: the pass needs the whole program" \
  "$out/no_body_meth.o"
echo "-- a tagged pointer in an integer field: compile error with file:line"
expect_error "a tagged pointer turned back into a pointer" tests/e2e/errors/tagged_ptr.c \
  "tagged_ptr.c:[0-9]*:[0-9]*: error: cormi: argument 1 of S_tag: the integer at byte 0 of the object .* is turned back into a pointer at .*tagged_ptr.c:14:"
echo "-- a tagged pointer in a union with an integer: compile error with file:line"
expect_error "a pointer whose bits were changed through a union" tests/e2e/errors/tagged_union.c \
  "tagged_union.c:[0-9]*:[0-9]*: error: cormi: argument 1 of S_tag: is a union whose active member cannot be known: the pointer at byte 0 overlaps non-pointer data"
echo "-- a union's integer member written by a helper, struct assignment, memcpy or a byte loop: compile error"
for kind in helper assign memcpy bytes; do
  expect_error "a union written by $kind" tests/e2e/errors/union_$kind.c \
    "union_$kind.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Srv_get: is a union whose active member cannot be known: the pointer at byte 8 overlaps non-pointer data"
done
echo "-- another struct of a CORMI_UNION struct's size and layout: the marker is not applied to it"
expect_error "a union's pointer in a struct passed by value in registers" tests/e2e/errors/union_by_value_registers.c \
  "union_by_value_registers.c:[0-9]*:[0-9]*: error: cormi: argument 2 of Srv_put is an integer that holds an address of this node"
expect_error "a union's pointer in a struct passed by value in memory" tests/e2e/errors/union_by_value_memory.c \
  "union_by_value_memory.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Srv_big is struct Big passed by value and holds a pointer at byte 8 in a union member"
expect_error "a union's pointer in a struct returned by value" tests/e2e/errors/union_result_by_value.c \
  "union_result_by_value.c:[0-9]*:[0-9]*: error: cormi: the result of Srv_get is a struct returned by value in registers whose union member holds a pointer"
expect_error "a list built through a union member" tests/e2e/errors/union_members_meet.c \
  "union_members_meet.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Srv_eval: .*may point to objects of different kinds that cannot be told apart at run time: (strdup) allocated at main:[0-9]* holds data at byte 8"
expect_error "text bytes holding a pointer behind a union" tests/e2e/errors/union_text_pointer_bytes.c \
  "union_text_pointer_bytes.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Srv_eval: .*is a union whose active member cannot be known: the pointer at byte 8 overlaps non-pointer data (data written by llvm.memset"
expect_error "a marker taken for another struct of the same size" tests/e2e/errors/union_marker_other_struct.c \
  "union_marker_other_struct.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Srv_shape: CORMI_UNION(Value, tag, ...) at .*union_marker_other_struct.c:14 fits the object (malloc) allocated at shape:[0-9]* by its size and layout, but that object is accessed as struct Shape"
echo "-- a pointer rebuilt from shifted pieces of an integer: compile error naming the inttoptr"
expect_error "a pointer rebuilt from two 32-bit pieces" tests/e2e/errors/launder_pieces.c \
  "launder_pieces.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Srv_bump: .*may point into the middle of the object .*: the integer turned into a pointer at .*launder_pieces.c:30 may hold any exposed address"
echo "-- interior pointers into objects of one size whose pointer fields differ: compile error naming both"
expect_error "a TAILQ back link into a head holder and an element of one size" tests/e2e/errors/interior_same_size.c \
  "interior_same_size.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Srv_queue: .*may point into objects of 24 bytes whose pointer fields differ ((malloc) allocated at main:[0-9]* at bytes 0, 8; (malloc) allocated at main:[0-9]* at bytes 8, 16)"
echo "-- a pointer kept as integer pieces in a record and put back together by the method: compile error"
for how in 1 2 3 4 5; do
  expect_error "pieces of a pointer put back together (HOW=$how)" tests/e2e/errors/pointer_pieces.c \
    "pointer_pieces.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Srv_get: the \(integer\|pointer\) at byte [0-9]* of the object .* \(holds a pointer converted to an integer, which is\|is written as an integer piece of a pointer at\)" -DHOW=$how
done
for how in 1 2 3; do
  expect_error "pieces of a pointer passed as integer arguments (HOW=$how)" tests/e2e/errors/pointer_pieces_args.c \
    "pointer_pieces_args.c:[0-9]*:[0-9]*: error: cormi: argument 1 of Srv_get is an integer that holds an address of this node (made from a pointer.*), and Srv_get turns it into a pointer" -DHOW=$how
done
echo "-- a method of one type called through a reference made for another: compile error with file:line"
expect_error "a Cart reference used for an Account method" tests/e2e/errors/typed_ref.c \
  "typed_ref.c:16:[0-9]*: error: cormi: Account_deposit is a method of Account, but the reference it is called on is made by cormi_create(..., Cart_new) at .*typed_ref.c:15 (an object of type Cart)"
echo "-- a one-way method that returns a value: compile error at the method's file:line"
expect_error "a CORMI_ONEWAY method returning int64_t" tests/e2e/errors/oneway_result.c \
  "oneway_result.c:10:0: error: cormi: one-way method 'Acc_add' returns i64 (long); a one-way call gets no reply, so the method must return void"
# The AddressSanitizer builds of the two programs below, two at a time; a build's
# messages go to its .build file.
asan_one() {
  target/release/cormicc -O"$3" -g -fsanitize=address --cormi-mode="$2" -Wall -Werror "tests/e2e/fuzz/$1.c" -o "$out/$1.$2.O$3" > "$out/$1.$2.O$3.build" 2>&1
}
export -f asan_one
for prog in fuzz_servers hostile_pointers; do
  rm -f "$out/$prog".*.O?
  for run in site:2 site:0 class:2 generic:2; do echo "$prog ${run/:/ }"; done
done | xargs -P 2 -L 1 bash -c 'asan_one "$0" "$1" "$2"' || true
echo "-- fuzz: generated server functions on corrupted messages (AddressSanitizer)"
for run in site:2 site:0 class:2 generic:2; do
  IFS=: read -r mode level <<< "$run"
  exe="$out/fuzz_servers.$mode.O$level"
  if [ ! -x "$exe" ]; then
    echo "FAIL: fuzz_servers does not build at -O$level --cormi-mode=$mode"; cat "$exe.build"; fail=1; continue
  fi
  # Escaping graphs are left to the method in every mode: no leak check.
  if ASAN_OPTIONS=detect_leaks=0 timeout 60 "$exe" 2 > "$out/fuzz.$mode.O$level.log" 2>&1; then
    echo "ok: --cormi-mode=$mode -O$level: $(tail -1 "$out/fuzz.$mode.O$level.log")"
  else
    echo "FAIL: fuzz_servers --cormi-mode=$mode -O$level"; tail -30 "$out/fuzz.$mode.O$level.log"; fail=1
  fi
done
echo "-- hostile pointers: no pointer value comes from the wire (slots read as pointers arrive NULL)"
for run in site:2 site:0 class:2 generic:2; do
  IFS=: read -r mode level <<< "$run"
  exe="$out/hostile_pointers.$mode.O$level"
  if [ ! -x "$exe" ]; then
    echo "FAIL: hostile_pointers does not build at -O$level --cormi-mode=$mode"; cat "$exe.build"; fail=1; continue
  fi
  if ASAN_OPTIONS=detect_leaks=0 timeout 60 "$exe" > "$out/hostile.$mode.O$level.log" 2>&1; then
    echo "ok: --cormi-mode=$mode -O$level: $(tail -1 "$out/hostile.$mode.O$level.log")"
  else
    echo "FAIL: hostile_pointers --cormi-mode=$mode -O$level"; tail -30 "$out/hostile.$mode.O$level.log"; fail=1
  fi
done
echo "-- leaks: programs built with -fsanitize=address, LeakSanitizer on every node"
bash tests/e2e/lsan.sh || fail=1
exit $fail
