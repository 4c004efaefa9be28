#!/usr/bin/env bash
# The MPI transport under Open MPI's mpirun (run by scripts/test.sh):
#   1. the end-to-end suite (tests/e2e/*.c) built with `cormicc --mpi` at -O2
#      (tests/e2e/run.sh's executables when it built them with --mpi) and run under
#      mpirun: every program in site mode on 2 and 3 ranks, and in two of the other five
#      modes on 2 ranks, chosen by the program's place in the sorted list (program k:
#      modes k mod 5 and k+2 mod 5 of class, generic, site+cycle, site+reuse, all), so
#      every mode runs about 19 of the programs under MPI; each program checks its own
#      results, and every mode must print what site mode prints. The generated code does
#      not depend on the transport and tests/e2e/run.sh runs every program in every mode;
#      this suite tests the MPI transport (about 190 launches instead of 330, each about
#      half a second of launch overhead). --all-modes: every program in every mode;
#   2. own_init.c: a program that initialises MPI itself and uses MPI_COMM_WORLD beside
#      cormi, ending with MPI_Finalize alone; with MPI_THREAD_FUNNELED it must be refused
#      with a message naming MPI_THREAD_MULTIPLE;
#   3. ring.c: a token around a ring of nested calls through every rank, -n 4 and -n 64;
#   4. fault.sh: a rank killed or stopped mid-call (tests/handwritten/fault.c);
#   5. stall.sh: a stopped rank and a caller whose sends it never takes (one-way flood,
#      64 MiB two-way and one-way calls; tests/handwritten/stall.c): the timeout error.
# Any failure fails the suite.
#   usage: tests/mpi/run.sh [--all-modes]
set -euo pipefail
all_modes=0
[ "${1:-}" = --all-modes ] && all_modes=1
cd "$(dirname "$0")/../.."
source scripts/env.sh
if [ ! -x target/release/cormicc ] || [ ! -f target/release/libcormi_pass.so ]; then
  cargo build --release -p cormicc -p cormi-pass -p cormi-rt
fi
bash scripts/build-mpi.sh -q
out=target/tests/mpi
mkdir -p "$out"
mpirun=(timeout 120 mpirun --allow-run-as-root --oversubscribe)
# One host: the shared-memory and self BTLs over ob1, daemons wired directly. Open MPI
# picks the same transport for ranks on one host, without probing the network stacks
# first (half of each launch's time, and this suite launches about 300 jobs).
export OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader OMPI_MCA_routed=direct
fail=0

# current EXE SRC: EXE exists and is newer than SRC, the MPI runtime and the pass.
current() {
  [ -x "$1" ] && [ "$1" -nt "$2" ] && [ "$1" -nt target/mpi/release/libcormi_rt.a ] && [ "$1" -nt target/release/libcormi_pass.so ]
}

echo "-- the e2e suite under mpirun"
others=(class generic site+cycle site+reuse all)
k=0
for src in tests/e2e/*.c; do
  name=$(basename "$src" .c)
  if [ $all_modes -eq 1 ]; then
    runs="site:2 site:3 class:2 generic:2 site+cycle:2 site+reuse:2 all:2"
  else
    runs="site:2 site:3 ${others[k % 5]}:2 ${others[(k + 2) % 5]}:2"
  fi
  k=$((k + 1))
  for run in $runs; do
    IFS=: read -r mode n <<< "$run"
    # tests/e2e/run.sh builds its programs with --mpi when the MPI runtime exists: reuse
    # them when they are current, else build here.
    exe="target/tests/e2e/$name.$mode.O2"
    if ! current "$exe" "$src" || ! readelf -d "$exe" 2>/dev/null | grep -q 'libmpi'; then
      exe="$out/$name.$mode"
    fi
    if ! current "$exe" "$src"; then
      if ! target/release/cormicc --mpi -O2 -g -pthread --cormi-mode=$mode -Wall -Werror -Wno-error=cormi-out-args "$src" -o "$exe"; then
        echo "FAIL: $src does not build with --mpi --cormi-mode=$mode"; fail=1; continue
      fi
    fi
    log="$out/$name.$mode.n$n.log"
    if E2E_MODE="$mode" "${mpirun[@]}" -x E2E_MODE -n "$n" "$exe" > "$log" 2>&1; then
      echo "ok: $name --cormi-mode=$mode mpirun -n $n: $(tail -1 "$log")"
    else
      echo "FAIL: $name --cormi-mode=$mode mpirun -n $n"; cat "$log"; fail=1
    fi
    if [ "$mode" != site ] && ! cmp -s "$log" "$out/$name.site.n$n.log"; then
      echo "FAIL: $name: --cormi-mode=$mode output differs from site under mpirun"; fail=1
    fi
  done
done

echo "-- a program that uses MPI itself"
target/release/cormicc --mpi -O2 -g -Wall -Werror tests/mpi/own_init.c -o "$out/own_init"
if "${mpirun[@]}" -n 3 "$out/own_init" multiple > "$out/own_init.log" 2>&1 && grep -q "own_init: 3 nodes" "$out/own_init.log"; then
  echo "ok: $(tail -1 "$out/own_init.log")"
else
  echo "FAIL: own_init multiple"; cat "$out/own_init.log"; fail=1
fi
if ! "${mpirun[@]}" -n 2 "$out/own_init" funneled > "$out/own_funneled.log" 2>&1 \
  && grep -q "cormi: cannot start: .*initialised MPI with Funneled thread support; cormi needs MPI_THREAD_MULTIPLE" "$out/own_funneled.log"; then
  echo "ok: MPI_THREAD_FUNNELED refused: $(grep -m1 -o 'cormi needs MPI_THREAD_MULTIPLE' "$out/own_funneled.log")"
else
  echo "FAIL: own_init funneled was not refused with a message"; cat "$out/own_funneled.log"; fail=1
fi

echo "-- a ring of calls"
target/release/cormicc --mpi -O2 -g -Wall -Werror tests/mpi/ring.c -o "$out/ring"
for n in 4 64; do
  t0=$SECONDS
  if "${mpirun[@]}" -n $n "$out/ring" > "$out/ring.$n.log" 2>&1 && grep -q "ring: $n nodes" "$out/ring.$n.log"; then
    echo "ok: $(tail -1 "$out/ring.$n.log") ($((SECONDS - t0)) s)"
  else
    echo "FAIL: ring under mpirun -n $n"; tail -30 "$out/ring.$n.log"; fail=1
  fi
done

echo "-- faults"
clang -O2 -g -Irt-c/include tests/handwritten/fault.c target/mpi/release/libcormi_rt.a $(mpicc --showme:link) \
  -lpthread -ldl -lm -o "$out/fault"
for how in kill kill-other stop; do
  bash tests/mpi/fault.sh "$out/fault" "$how" || fail=1
done

echo "-- a stopped server and a sender that fills what MPI takes"
clang -O2 -g -Irt-c/include tests/handwritten/stall.c target/mpi/release/libcormi_rt.a $(mpicc --showme:link) \
  -lpthread -ldl -lm -o "$out/stall"
for mode in oneway big bigoneway; do
  bash tests/mpi/stall.sh "$out/stall" "$mode" || fail=1
done
exit $fail
