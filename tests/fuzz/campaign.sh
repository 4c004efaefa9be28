#!/usr/bin/env bash
# A coverage-guided fuzz campaign (libFuzzer) over what reads bytes from the network:
#   frame_reader        the TCP link's frame reader (tests/fuzz/rust/frame_reader.rs)
#   handshake           the accepting side of the connection handshake (handshake.rs)
#   servers-<mode>      the generated server functions (unmarshalers and dispatch) of
#                       tests/e2e/fuzz/fuzz_servers.c built in that mode, under
#                       AddressSanitizer and UndefinedBehaviorSanitizer; byte 0 of an
#                       input picks the server function
# Each target starts from its corpus kept in the repository (tests/fuzz/corpus/<target>)
# and works in target/fuzz/work/<target>; findings go to target/fuzz/artifacts/<target>/.
#
# Usage: campaign.sh [--seconds N] [--targets "T..."] [--jobs J] [--merge]
#   env CHUNK_RUNS  executions per fuzzer process before it restarts from the corpus
#                 (default 1000000; the server methods keep what they receive)
#   --seconds N   time per target (default 60)
#   --targets     a subset (default: all eight, in the order above)
#   --jobs J      targets fuzzed at once (default 1), each for N seconds: on an idle
#                 machine with J cores, the same executions in 1/J of the time
#   --merge       afterwards, add the inputs that found new coverage to the repository
#                 corpus (minimised with libFuzzer's -merge=1)
# Prints one line per target: runs, executions per second, corpus size, findings. Exit
# status 1 when any target found a crash, a sanitizer report, a timeout or a leak of
# memory past -rss_limit_mb (its reproducer is named), or did not build.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
seconds=60 merge=0 jobs=1 chunk_runs="${CHUNK_RUNS:-1000000}"
targets="frame_reader handshake servers-generic servers-class servers-site servers-site+cycle servers-site+reuse servers-all"
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --targets) targets="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --merge) merge=1; shift ;;
    -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
    *) echo "campaign.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
if [ ! -x target/release/cormicc ] || [ ! -f target/release/libcormi_pass.so ]; then
  cargo build --release -p cormicc -p cormi-pass -p cormi-rt
fi
out=target/fuzz
mkdir -p "$out/bin"
libfuzzer=$(clang -print-file-name=libclang_rt.fuzzer-x86_64.a 2>/dev/null || true)
[ -f "$libfuzzer" ] || libfuzzer=$(ls /usr/lib/llvm-22/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a 2>/dev/null | head -1)

build_rust() {
  [ -f "$libfuzzer" ] || { echo "campaign.sh: libFuzzer (libclang-rt-22-dev) is missing" >&2; return 1; }
  # SanitizerCoverage as cargo-fuzz sets it up, on stable rustc; --target keeps the flags
  # off build scripts.
  local flags="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4"
  flags+=" -Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table"
  flags+=" -Cllvm-args=-sanitizer-coverage-trace-compares -Clink-arg=$libfuzzer -Clink-arg=-lstdc++"
  (cd tests/fuzz/rust && RUSTFLAGS="$flags" cargo build --release --locked --target x86_64-unknown-linux-gnu --target-dir "$PWD/../../../$out/rust" -q)
  cp "$out/rust/x86_64-unknown-linux-gnu/release/frame_reader" "$out/rust/x86_64-unknown-linux-gnu/release/handshake" "$out/bin/"
}

build_servers() {
  local mode="$1"
  target/release/cormicc -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -DCORMI_LIBFUZZER \
    --cormi-mode="$mode" -Wall -Werror tests/e2e/fuzz/fuzz_servers.c -o "$out/bin/servers-$mode"
}

case " $targets " in *" frame_reader "*|*" handshake "*) build_rust ;; esac

# fuzz_target T: builds target T if it is a server, fuzzes it for $seconds and prints its
# one-line result (then its log's first errors); exit status 1 on a finding or a failed
# build.
fuzz_target() {
  local t="$1"
  case "$t" in
    servers-*) build_servers "${t#servers-}" || { echo "fuzz: $t: FAILED to build"; return 1; } ;;
    frame_reader|handshake) ;;
    *) echo "campaign.sh: unknown target $t" >&2; return 1 ;;
  esac
  local work="$out/work/$t" arts="$out/artifacts/$t/" seeds="tests/fuzz/corpus/$t"
  mkdir -p "$work" "$arts" "$seeds"
  rm -f "$arts"/crash-* "$arts"/leak-* "$arts"/timeout-* "$arts"/oom-*
  local log="$out/$t.log"
  : > "$log"
  # The server methods keep the graphs they receive (a forged graph may be cyclic or
  # shared, so they cannot free it safely): the fuzzer restarts from its corpus every
  # CHUNK_RUNS executions, before that memory reaches -rss_limit_mb. One input that
  # allocates more than the limit is still reported (-malloc_limit_mb defaults to it).
  local runs=0 speed=0 t_end=$((SECONDS + seconds)) chunk status=0
  while [ $SECONDS -lt $t_end ]; do
    # Escaping graphs are the method's to free: no leak detection on the servers.
    ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
      "$out/bin/$t" -max_total_time=$((t_end - SECONDS)) -runs="$chunk_runs" -max_len=4096 -timeout=10 \
        -rss_limit_mb=2048 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$arts" "$work" "$seeds" \
        > "$log.part" 2>&1 || true
    cat "$log.part" >> "$log"
    chunk=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log.part" | tail -1)
    [ -n "$chunk" ] && [ "$(find "$arts" -type f | wc -l)" -eq 0 ] || { runs=""; break; }
    runs=$((runs + chunk))
  done
  rm -f "$log.part"
  [ -z "$runs" ] || speed=$((runs / (seconds > 0 ? seconds : 1)))
  local corpus findings
  corpus=$(find "$work" -type f | wc -l)
  findings=$(find "$arts" -type f | wc -l)
  if [ -z "$runs" ] || [ "$findings" -ne 0 ]; then
    echo "fuzz: $t: FAILED after ${runs:-?} runs: $(find "$arts" -type f | head -3 | tr '\n' ' ')"
    grep -E "ERROR|runtime error|panicked|SUMMARY" "$log" | head -5
    status=1
  else
    echo "fuzz: $t: $runs runs in ${seconds} s ($speed/s), corpus $corpus inputs, 0 crashes, 0 sanitizer reports, 0 timeouts"
  fi
  if [ "$merge" -eq 1 ]; then
    "$out/bin/$t" -merge=1 -max_len=4096 "$seeds" "$work" > "$out/$t.merge.log" 2>&1 || true
    echo "fuzz: $t: repository corpus now $(find "$seeds" -type f | wc -l) inputs"
  fi
  return $status
}

# Up to $jobs targets at once; each one's lines go to its own file, printed in the order
# of $targets.
fail=0
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
k=0
for t in $targets; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  (fuzz_target "$t" > "$results/$k.out" 2>&1; echo $? > "$results/$k.rc") &
  k=$((k + 1))
done
wait
for ((i = 0; i < k; i++)); do
  cat "$results/$i.out"
  [ "$(cat "$results/$i.rc" 2>/dev/null)" = 0 ] || fail=1
done
exit $fail
