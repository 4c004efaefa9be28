#!/usr/bin/env bash
# Compile time of a program with many remote call sites (not a test): gen-sites.py's
# program (150 sites by default) built with `cormicc -O2` in each mode, the builds of the
# modes interleaved (site generic site generic ...), median of N runs; wall seconds and
# CPU seconds (user + system of cormicc and every tool it runs), and the ratio of each
# mode's medians to generic's. Each build is then run once under cormirun -n 2 (the
# program checks every result) unless --no-run.
# Target: site <= 2x generic (identical shapes share one marshaler/unmarshaler).
#
# Usage: benches/analysis/sites-bench.sh [--quick] [--sites N] [--runs N] [--modes "site generic"]
#                                        [--no-run]
#   --quick: 14 sites (every kind of site of gen-sites.py), one run (what
#            tests/bench/run.sh runs, so that a broken generator or benchmark fails
#            the tests).
#   CORMI_PLUGIN=other.so measures another build of the pass (cormicc honours it).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../../scripts/env.sh"
work="$CORMI_ROOT/build/bench/sites"
sites=150
runs=3
modes="site generic"
run=1

die() { echo "sites-bench: error: $*" >&2; exit 1; }

# Median of numbers on stdin.
median() { sort -g | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }

# Builds $1 in mode $2 into $3; prints "wall-seconds cpu-seconds".
build() {
  /usr/bin/time -f '%e %U %S' -o "$work/time.txt" "$CORMI_ROOT/target/release/cormicc" -O2 -g \
    --cormi-mode="$2" "$1" -o "$3" 2>"$work/build.err" || { cat "$work/build.err" >&2; die "cormicc failed in mode $2"; }
  awk '{printf "%s %.2f\n", $1, $2 + $3}' "$work/time.txt"
}

main() {
  while [ $# -gt 0 ]; do
    case "$1" in
      --quick) sites=14; runs=1 ;;
      --sites) sites="$2"; shift ;;
      --runs) runs="$2"; shift ;;
      --modes) modes="$2"; shift ;;
      --no-run) run=0 ;;
      *) die "unknown argument $1" ;;
    esac
    shift
  done
  [ -x "$CORMI_ROOT/target/release/cormicc" ] || die "cormicc not built (cargo build --release --workspace)"
  mkdir -p "$work"
  local src="$work/sites-$sites.c" m i
  python3 "$here/gen-sites.py" --sites "$sites" -o "$src"
  declare -A wall cpu
  for ((i = 0; i < runs; i++)); do
    for m in $modes; do
      read -r w c < <(build "$src" "$m" "$work/sites-$sites.$m")
      wall[$m]+="$w " cpu[$m]+="$c "
    done
  done
  local gw gc
  gw="$(tr ' ' '\n' <<<"${wall[generic]:-}" | grep . | median || true)"
  gc="$(tr ' ' '\n' <<<"${cpu[generic]:-}" | grep . | median || true)"
  echo "$sites call sites, cormicc -O2 -g, $runs runs per mode (interleaved), plugin ${CORMI_PLUGIN:-$CORMI_ROOT/target/release/libcormi_pass.so}"
  printf '%-10s %10s %10s %12s %12s  %s\n' mode wall-s cpu-s wall/generic cpu/generic "wall runs"
  for m in $modes; do
    local mw mc
    mw="$(tr ' ' '\n' <<<"${wall[$m]}" | grep . | median)"
    mc="$(tr ' ' '\n' <<<"${cpu[$m]}" | grep . | median)"
    printf '%-10s %10s %10s %12s %12s  %s\n' "$m" "$mw" "$mc" \
      "$(awk -v a="$mw" -v b="$gw" 'BEGIN{print (b > 0 ? sprintf("%.2f", a / b) : "-")}')" \
      "$(awk -v a="$mc" -v b="$gc" 'BEGIN{print (b > 0 ? sprintf("%.2f", a / b) : "-")}')" "${wall[$m]}"
  done
  if [ "$run" = 1 ]; then
    for m in $modes; do
      "$CORMI_ROOT/target/release/cormirun" -n 2 "$work/sites-$sites.$m" >"$work/run.$m.log" 2>&1 ||
        { cat "$work/run.$m.log" >&2; die "the $m build gives wrong results"; }
      echo "ran: $m: $(tail -n 1 "$work/run.$m.log")"
    done
  fi
}

main "$@"
