#!/usr/bin/env bash
# cormi as an installed package (run by scripts/test.sh): scripts/install.sh into a
# temporary prefix, then, using only what is installed there:
#   - the installed cormicc finds its plugin, bitcode, runtime and headers under the
#     prefix (not in the build tree), also after the prefix is moved;
#   - examples/cmake-hello configures with cmake (-DCMAKE_PREFIX_PATH), builds through
#     cormi_add_executable (target include directories and definitions reach cormicc,
#     a second build is a no-op, a changed header rebuilds) and runs under cormirun -n 2;
#   - hand-written C (rt_hello.c) links the runtime with `cc $(pkg-config --cflags --libs
#     cormi)` and with CMake's cormi::runtime, and runs on 2 nodes;
#   - examples/cargo-hello builds with cargo against the installed `cormi` crate and
#     cormi-cc (PREFIX/share/cormi/cargo-config.toml) and runs on 2 nodes.
# Any failure fails the suite.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
for tool in cmake pkg-config cc; do
  command -v "$tool" >/dev/null || { echo "FAIL: $tool not found (bash scripts/setup.sh installs it)"; exit 1; }
done
tmp=$(mktemp -d /tmp/cormi-package.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
prefix="$tmp/prefix"
fail=0
bad() { echo "FAIL: $*"; fail=1; }

bash scripts/install.sh --prefix "$prefix" >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; echo "FAIL: install.sh"; exit 1; }
for f in bin/cormicc bin/cormi-cc bin/cormirun lib/libcormi_rt.a lib/cormi/libcormi_pass.so lib/cormi/cormi-rt-helpers.bc \
  include/cormi.h include/cormi_rt.h lib/pkgconfig/cormi.pc lib/cmake/cormi/cormiConfig.cmake \
  lib/cmake/cormi/cormiConfigVersion.cmake; do
  [ -f "$prefix/$f" ] || bad "install.sh did not install $f"
done
((fail == 0)) && echo "ok: install.sh --prefix installed the layout"

# The installed cormicc uses the installed files, even from a moved prefix; CORMI_ROOT
# (set by scripts/env.sh) must not be needed.
cp -a "$prefix" "$tmp/moved"
if env -u CORMI_ROOT "$tmp/moved/bin/cormicc" -v -O1 -I examples/cmake-hello/include examples/cmake-hello/main.c \
  examples/cmake-hello/greeter.c -o "$tmp/moved-hello" >"$tmp/moved.log" 2>&1; then
  for want in "$tmp/moved/lib/cormi/libcormi_pass.so" "$tmp/moved/lib/cormi/cormi-rt-helpers.bc" \
    "$tmp/moved/lib/libcormi_rt.a" "$tmp/moved/include"; do
    grep -qF -- "$want" "$tmp/moved.log" || bad "moved cormicc does not use $want"
  done
  if grep -qE "target/release|frontend-shim|rt-c/include" "$tmp/moved.log"; then
    bad "moved cormicc uses files of the build tree"; cat "$tmp/moved.log"
  fi
  ((fail == 0)) && echo "ok: installed cormicc finds its files relative to itself (moved prefix)"
else
  cat "$tmp/moved.log"; bad "cormicc from a moved prefix"
fi

# CMake: the example, built through cormi_add_executable.
b="$tmp/hello"
if cmake -S examples/cmake-hello -B "$b" -DCMAKE_PREFIX_PATH="$prefix" >"$tmp/cmake.log" 2>&1 \
  && cmake --build "$b" --verbose >"$tmp/build.log" 2>&1; then
  grep -q -- "--cormi-mode=all" "$tmp/build.log" || bad "cormi_add_executable: the default mode is not all"
  grep -qF -- '-DGREETING=' "$tmp/build.log" || bad "COMPILE_DEFINITIONS did not reach cormicc"
  grep -qF -- "-I$PWD/examples/cmake-hello/include" "$tmp/build.log" || bad "INCLUDE_DIRECTORIES did not reach cormicc"
  if "$prefix/bin/cormirun" -n 2 "$b/hello" >"$tmp/run.log" 2>&1 \
    && grep -qx "hello, pkg-config, make and cmake (from node 1)" "$tmp/run.log" \
    && grep -qx "the greeter on node 1 served 2 calls" "$tmp/run.log"; then
    echo "ok: examples/cmake-hello: $(head -1 "$tmp/run.log")"
  else
    cat "$tmp/run.log"; bad "examples/cmake-hello under cormirun -n 2"
  fi
  cmake --build "$b" >"$tmp/rebuild.log" 2>&1 || bad "second cmake --build"
  grep -q "cormicc" "$tmp/rebuild.log" && bad "a second build without changes ran cormicc again"
  # A changed header (found by the make generator's dependency scan) rebuilds.
  cp -a examples/cmake-hello "$tmp/src"
  if cmake -S "$tmp/src" -B "$tmp/hello2" -DCMAKE_PREFIX_PATH="$prefix" -DCORMI_MODE=site >/dev/null 2>&1 \
    && cmake --build "$tmp/hello2" --verbose >"$tmp/build2.log" 2>&1; then
    grep -q -- "--cormi-mode=site" "$tmp/build2.log" || bad "-DCORMI_MODE=site did not reach cormicc"
    sleep 1 && touch "$tmp/src/include/greeter.h"
    cmake --build "$tmp/hello2" >"$tmp/rebuild2.log" 2>&1 || bad "build after touching greeter.h"
    grep -q "cormicc" "$tmp/rebuild2.log" || bad "a changed header did not rebuild the program"
  else
    cat "$tmp/build2.log" 2>/dev/null || true; bad "examples/cmake-hello with -DCORMI_MODE=site"
  fi
  ((fail == 0)) && echo "ok: cormi_add_executable: options, CORMI_MODE, no-op rebuild, header dependency"
else
  cat "$tmp/cmake.log" "$tmp/build.log" 2>/dev/null || true; bad "examples/cmake-hello does not configure or build"
fi

# pkg-config: hand-written C against the runtime alone, with the system's cc.
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
[ "$(pkg-config --variable=cormicc cormi)" = "$prefix/bin/cormicc" ] || bad "pkg-config --variable=cormicc"
# shellcheck disable=SC2046 # the flags are words
if cc -O2 -Wall -Werror tests/package/rt_hello.c $(pkg-config --cflags --libs cormi) -o "$tmp/rt_hello" 2>"$tmp/cc.log"; then
  if "$prefix/bin/cormirun" -n 2 "$tmp/rt_hello" >"$tmp/rt.log" 2>&1 && grep -qx "rt_hello: 40 + 2 = 42 on node 1" "$tmp/rt.log"; then
    echo "ok: cc \$(pkg-config --cflags --libs cormi): $(cat "$tmp/rt.log")"
  else
    cat "$tmp/rt.log"; bad "rt_hello (pkg-config) under cormirun -n 2"
  fi
else
  cat "$tmp/cc.log"; bad "cc with pkg-config's flags does not build rt_hello.c"
fi

# CMake's cormi::runtime for the same program.
if cmake -S tests/package/runtime -B "$tmp/rt" -DCMAKE_PREFIX_PATH="$prefix" >"$tmp/rt-cmake.log" 2>&1 \
  && cmake --build "$tmp/rt" >>"$tmp/rt-cmake.log" 2>&1; then
  if "$prefix/bin/cormirun" -n 2 "$tmp/rt/rt_hello" >"$tmp/rt2.log" 2>&1 && grep -qx "rt_hello: 40 + 2 = 42 on node 1" "$tmp/rt2.log"; then
    echo "ok: target_link_libraries(... cormi::runtime): $(cat "$tmp/rt2.log")"
  else
    cat "$tmp/rt2.log"; bad "rt_hello (cormi::runtime) under cormirun -n 2"
  fi
else
  cat "$tmp/rt-cmake.log"; bad "tests/package/runtime does not configure or build"
fi

# Cargo: examples/cargo-hello against the installed crate and cormi-cc (its Cargo.toml's
# path dependency pointed at the prefix, cargo's settings from the installed file).
c="$tmp/cargo-hello"
mkdir -p "$c"
cp -R examples/cargo-hello/src examples/cargo-hello/rust-toolchain.toml "$c/"
sed "s|path = \"../../frontend-shim/rust\"|path = \"$prefix/share/cormi/rust/frontend-shim/rust\"|" examples/cargo-hello/Cargo.toml > "$c/Cargo.toml"
if (cd "$c" && CARGO_TARGET_DIR="$c/target" cargo build --release -q --config "$prefix/share/cormi/cargo-config.toml") >"$tmp/cargo.log" 2>&1; then
  if "$prefix/bin/cormirun" -n 2 "$c/target/release/cargo-hello" >"$tmp/cargo-run.log" 2>&1 \
    && grep -qx "hello from cargo: Point { x: 3.0, y: 6.0 }, weight 55, served 2" "$tmp/cargo-run.log"; then
    echo "ok: examples/cargo-hello with the installed cormi-cc: $(cat "$tmp/cargo-run.log")"
  else
    cat "$tmp/cargo-run.log"; bad "examples/cargo-hello under cormirun -n 2"
  fi
else
  tail -30 "$tmp/cargo.log"; bad "examples/cargo-hello does not build against the installed package"
fi

if ((fail)); then echo "package: FAILED"; exit 1; fi
echo "package: all checks passed"
