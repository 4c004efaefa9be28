#!/usr/bin/env bash
# Builds a real multi-file C program (fetched by fetch.sh) into one linked LLVM module:
# every file with `clang -O0 -g -c -emit-llvm` (or -O1 for optimised IR), then llvm-link.
# Cached: rebuilt only when missing. Prints the path of the linked module
# build/real-c/<pkg>/<pkg>.bc (or <pkg>.O1.bc).
# Usage: tests/soundness/build-real.sh PKG [O0|O1]    (PKG: bzip2, lua5.4, sqlite3 or redis)
# sqlite3 is built from its amalgamation (sqlite3.c + shell.c), which its configure/make
# generate with tclsh (Debian's tcl). redis is redis-server 7.0 (the files of its
# Makefile's REDIS_SERVER_OBJ, libc malloc, no TLS, no systemd) with the bundled
# libraries it links from deps/ (Lua 5.1 with cjson/cmsgpack/struct/bit, hiredis,
# hdr_histogram), each library linked in only as far as the server needs it
# (`llvm-link --only-needed`, like a static archive); release.h gets fixed contents.
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
  redis) ;;
  *) die "unknown package $pkg" ;;
esac

# Compiles files $3... of directory $2 with the flags in the array `flags` into
# $dir/bc-$level/$1/ and links them into $dir/bc-$level/$1.bc; prints that path.
compile_group() {
  local group="$1" from="$2" f bcs=()
  shift 2
  mkdir -p "$dir/bc-$level/$group"
  for f in "$@"; do
    clang "-$level" -g -c -emit-llvm "${flags[@]}" "$from/$f" -o "$dir/bc-$level/$group/${f%.c}.bc" ||
      die "clang failed on $pkg/$f"
    bcs+=("$dir/bc-$level/$group/${f%.c}.bc")
  done
  llvm-link "${bcs[@]}" -o "$dir/bc-$level/$group.bc" || die "llvm-link failed for $pkg/$group"
  echo "$dir/bc-$level/$group.bc"
}

# redis-server: the server's files, then the libraries linked only as far as needed.
build_redis() {
  local core lua hiredis hdr files
  printf '#define REDIS_GIT_SHA1 "00000000"\n#define REDIS_GIT_DIRTY "0"\n#define REDIS_BUILD_ID "cormi"\n' \
    >"$src/src/release.h"
  flags=(-w -DREDIS_STATIC= -I"$src/deps/hiredis" -I"$src/deps/linenoise" -I"$src/deps/lua/src"
         -I"$src/deps/hdr_histogram")
  # shellcheck disable=SC2046 # the object list is a list of words
  core="$(compile_group server "$src/src" $(sed -n 's/^REDIS_SERVER_OBJ=//p' "$src/src/Makefile" | sed 's/\.o/.c/g'))"
  flags=(-w -DLUA_ANSI -DENABLE_CJSON_GLOBAL -DREDIS_STATIC= -DLUA_USE_MKSTEMP)
  files=(lapi.c lcode.c ldebug.c ldo.c ldump.c lfunc.c lgc.c llex.c lmem.c lobject.c lopcodes.c
         lparser.c lstate.c lstring.c ltable.c ltm.c lundump.c lvm.c lzio.c strbuf.c fpconv.c
         lauxlib.c lbaselib.c ldblib.c liolib.c lmathlib.c loslib.c ltablib.c lstrlib.c loadlib.c
         linit.c lua_cjson.c lua_struct.c lua_cmsgpack.c lua_bit.c)
  lua="$(compile_group lua "$src/deps/lua/src" "${files[@]}")"
  flags=(-w -std=c99)
  hiredis="$(compile_group hiredis "$src/deps/hiredis" alloc.c net.c hiredis.c sds.c async.c read.c sockcompat.c)"
  flags=(-w -std=c99 '-DHDR_MALLOC_INCLUDE="hdr_redis_malloc.h"')
  hdr="$(compile_group hdr_histogram "$src/deps/hdr_histogram" hdr_histogram.c)"
  llvm-link "$core" --only-needed "$lua" "$hiredis" "$hdr" -o "$out.tmp" || die "llvm-link failed for redis"
}

if [ ! -f "$out" ]; then
  if [ "$pkg" = redis ]; then
    build_redis
  else
    mv "$(compile_group all "$src" "${files[@]}")" "$out.tmp"
  fi
  mv "$out.tmp" "$out"
fi
echo "$out"
