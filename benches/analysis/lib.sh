# Shell functions shared by the analysis benchmarks (run.sh, acceptance.sh); sourced, not
# run. They expect $here (this folder), $work (a scratch folder) and a die() function.

# IR instructions of a module (lines inside function bodies that are not labels or
# debug records).
count_insts() {
  llvm-dis "$1" -o - | awk '/^define/{f=1;next} /^}/{f=0} f && /^  [^ #]/ {n++} END{print n+0}'
}

# Generates and compiles a module of about $2 instructions of family $1 (shared|local);
# prints its path.
generated_module() {
  local family="$1" n="$2" c="$work/gen-$1-$2.c" bc="$work/gen-$1-$2.bc" opt=()
  [ "$family" = local ] && opt=(--slots-per-unit 8)
  if [ ! -f "$bc" ]; then
    python3 "$here/gen.py" --insts "$n" "${opt[@]}" -o "$c" || die "gen.py failed"
    clang -O0 -g0 -w -c -emit-llvm "$c" -o "$bc" || die "clang failed on $c"
  fi
  echo "$bc"
}

# Runs a command under /usr/bin/time; prints "seconds peak-kB".
timed() {
  local t="$work/time.txt"
  /usr/bin/time -f '%e %M' -o "$t" "$@" >"$work/last.out" 2>"$work/last.err" ||
    { cat "$work/last.err" >&2; die "failed: $*"; }
  cat "$t"
}

# Median of numbers on stdin.
median() { sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'; }

# Wall seconds of the cormi pass in opt's -time-passes report (in last.err): the last
# column (the System Time column is left out when it is zero).
pass_seconds() {
  grep -iE '%\).*cormi' "$work/last.err" | head -n 1 | grep -oE '[0-9]+\.[0-9]+ +\(' | tail -n 1 | grep -oE '^[0-9.]+'
}
