#!/usr/bin/env bash
# Builds a real multi-file C program (fetched by fetch.sh) into one linked LLVM module:
# every file with `clang -O0 -g -c -emit-llvm` (or -O1 for optimised IR), then llvm-link.
# Cached: rebuilt only when missing. Prints the path of the linked module
# build/real-c/<pkg>/<pkg>.bc (or <pkg>.O1.bc).
# Usage: tests/soundness/build-real.sh PKG [O0|O1]    (PKG: bzip2, lua5.4 or sqlite3)
# sqlite3 (the analysis benchmark's largest real module) is built from its amalgamation
# (sqlite3.c + shell.c), which its configure/make generate with tclsh (Debian's tcl).
set -euo pipefail
pkg="${1:?usage: build-real.sh PKG [O0|O1]}"
level="${2:-O0}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../../scripts/env.sh"
src="$("$here/fetch.sh" "$pkg")"
dir="$CORMI_ROOT/build/real-c/$pkg"
case "$level" in
  O0) out="$dir/$pkg.bc" ;;
  O1) out="$dir/$pkg.O1.bc" ;;
  *) echo "build-real: error: level must be O0 or O1" >&2; exit 1 ;;
esac

die() { echo "build-real: error: $*" >&2; exit 1; }

# The translation units of the program and the flags they need.
case "$pkg" in
  bzip2)
    files=(blocksort.c huffman.c crctable.c randtable.c compress.c decompress.c bzlib.c bzip2.c)
    flags=(-D_FILE_OFFSET_BITS=64 -w) ;;
  lua5.4)
    src="$src/src"
    files=(lapi.c lcode.c lctype.c ldebug.c ldo.c ldump.c lfunc.c lgc.c llex.c lmem.c
           lobject.c lopcodes.c lparser.c lstate.c lstring.c ltable.c ltm.c lundump.c
           lvm.c lzio.c lauxlib.c lbaselib.c lcorolib.c ldblib.c liolib.c lmathlib.c
           loadlib.c loslib.c lstrlib.c ltablib.c lutf8lib.c linit.c lua.c)
    flags=(-DLUA_USE_POSIX -w) ;;
  sqlite3)
    amalg="$CORMI_ROOT/build/real-c/$pkg/amalgamation"
    if [ ! -f "$amalg/shell.c" ]; then
      command -v tclsh >/dev/null || die "tclsh is needed to generate sqlite3.c (apt-get install tcl)"
      mkdir -p "$amalg"
      (cd "$amalg" && "$src/configure" --disable-tcl >configure.log 2>&1 && make sqlite3.c shell.c >make.log 2>&1) ||
        die "generating the sqlite3 amalgamation failed (see $amalg/make.log)"
    fi
    src="$amalg"
    files=(sqlite3.c shell.c)
    flags=(-DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION -w) ;;
  *) die "unknown package $pkg" ;;
esac

if [ ! -f "$out" ]; then
  mkdir -p "$dir/bc-$level"
  bcs=()
  for f in "${files[@]}"; do
    clang "-$level" -g -c -emit-llvm "${flags[@]}" "$src/$f" -o "$dir/bc-$level/${f%.c}.bc" ||
      die "clang failed on $pkg/$f"
    bcs+=("$dir/bc-$level/${f%.c}.bc")
  done
  llvm-link "${bcs[@]}" -o "$out.tmp" || die "llvm-link failed for $pkg"
  mv "$out.tmp" "$out"
fi
echo "$out"
