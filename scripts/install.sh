#!/usr/bin/env bash
# Installs cormi for C and Rust users: builds the release binaries with cargo, then copies
#   PREFIX/bin/cormicc, PREFIX/bin/cormirun
#   PREFIX/bin/cormi-cc                           the linker of Rust programs (runs the pass)
#   PREFIX/lib/libcormi_rt.a                      the runtime
#   PREFIX/lib/cormi/libcormi_pass.so             the pass plugin (cormicc loads it into opt)
#   PREFIX/lib/cormi/cormi-rt-helpers.bc          the helper bitcode (cormicc links it)
#   PREFIX/lib/cormi/mpi/libcormi_rt.a            the runtime with the MPI transport
#                                                 (cormicc --mpi), where mpicc is found
#   PREFIX/include/cormi.h, PREFIX/include/cormi_rt.h
#   PREFIX/lib/pkgconfig/cormi.pc                 the runtime for hand-written C
#   PREFIX/lib/cmake/cormi/cormiConfig.cmake, cormiConfigVersion.cmake
#   PREFIX/share/cormi/rust/frontend-shim/rust    the `cormi` crate (a path dependency),
#   PREFIX/share/cormi/rust/runtime, .../rt-c     with the runtime crate it links
#   PREFIX/share/cormi/cargo-config.toml          cargo's settings for the Rust route
#                                                 (`cargo build --release --config FILE`)
# The installed cormicc finds the others relative to itself, so PREFIX can move later
# (except cormi.pc, which names PREFIX).
#   usage: scripts/install.sh [--prefix DIR] [--no-build]    (default prefix: /usr/local)
#   DESTDIR=stage scripts/install.sh --prefix /usr          stages the files under stage/usr
# --no-build installs what the last `cargo build --release` left.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix=/usr/local
build=1
while (($#)); do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a directory" >&2; exit 2; }; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --no-build) build=0; shift ;;
    -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
case "$prefix" in
  /*) ;;
  *) prefix="$(pwd)/$prefix" ;;
esac
source "$root/scripts/env.sh"
cd "$root"
if ((build)); then
  cargo build --release -p cormicc -p cormirun -p cormi-pass -p cormi-rt
  if command -v mpicc >/dev/null; then bash scripts/build-mpi.sh; fi
fi
# Where cargo put them (CARGO_TARGET_DIR or a configured target-dir may move it).
target=$(cargo metadata --no-deps --format-version 1 | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
rel="${target:-$root/target}/release"
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
for f in cormicc cormi-cc cormirun libcormi_rt.a libcormi_pass.so cormi-rt-helpers.bc; do
  [ -f "$rel/$f" ] || { echo "install.sh: $rel/$f is missing (run without --no-build)" >&2; exit 1; }
done

dest="${DESTDIR:-}$prefix"
install -d "$dest/bin" "$dest/lib/cormi" "$dest/include" "$dest/lib/pkgconfig" "$dest/lib/cmake/cormi"
install -m 755 "$rel/cormicc" "$rel/cormi-cc" "$rel/cormirun" "$dest/bin/"
install -m 644 "$rel/libcormi_rt.a" "$dest/lib/"
install -m 755 "$rel/libcormi_pass.so" "$dest/lib/cormi/"
install -m 644 "$rel/cormi-rt-helpers.bc" "$dest/lib/cormi/"
mpi_rt="${target:-$root/target}/mpi/release/libcormi_rt.a"
# The C functions a runtime defines (what generated code may call).
c_api() { nm -g --defined-only "$1" 2>/dev/null | awk '$2 == "T" && $3 ~ /^cormi_/ { print $3 }' | sort -u; }
if [ -f "$mpi_rt" ] && [ -n "$(comm -23 <(c_api "$rel/libcormi_rt.a") <(c_api "$mpi_rt"))" ]; then
  # An MPI runtime built from older sources (--no-build after a rebuild without it) lacks
  # functions the generated code calls: leave it out rather than install it.
  echo "install.sh: warning: $mpi_rt lacks functions of $rel/libcormi_rt.a (built from older sources); not installing it (run scripts/build-mpi.sh, then install again for cormicc --mpi)" >&2
  rm -f "$dest/lib/cormi/mpi/libcormi_rt.a"
elif [ -f "$mpi_rt" ]; then
  install -d "$dest/lib/cormi/mpi"
  install -m 644 "$mpi_rt" "$dest/lib/cormi/mpi/"
fi
install -m 644 frontend-shim/include/cormi.h rt-c/include/cormi_rt.h "$dest/include/"
install -m 644 cmake/cormiConfig.cmake "$dest/lib/cmake/cormi/"
sed "s|@CORMI_VERSION@|$version|g" cmake/cormiConfigVersion.cmake.in > "$dest/lib/cmake/cormi/cormiConfigVersion.cmake"
sed -e "s|@PREFIX@|$prefix|g" -e "s|@CORMI_VERSION@|$version|g" cmake/cormi.pc.in > "$dest/lib/pkgconfig/cormi.pc"
chmod 644 "$dest/lib/cmake/cormi/cormiConfigVersion.cmake" "$dest/lib/pkgconfig/cormi.pc"
# The Rust route: the cormi crate and the runtime crate as sources (cargo builds them with
# the program), their workspace fields written out; cargo's settings name cormi-cc.
rust="$dest/share/cormi/rust"
rm -rf "$rust"
install -d "$rust/frontend-shim/rust/src" "$rust/runtime" "$rust/rt-c"
cp -R frontend-shim/rust/src/. "$rust/frontend-shim/rust/src/"
cp frontend-shim/rust/Cargo.toml "$rust/frontend-shim/rust/"
cp -R runtime/src runtime/build.rs "$rust/runtime/"
cp -R rt-c/include rt-c/src "$rust/rt-c/"
sed -e "s|^edition.workspace = true|edition = \"2021\"|" -e "s|^version.workspace = true|version = \"$version\"|" \
  -e "s|^license.workspace = true|license = \"MIT OR Apache-2.0\"|" runtime/Cargo.toml > "$rust/runtime/Cargo.toml"
printf '%s\n' "# cargo build --release --config $prefix/share/cormi/cargo-config.toml" \
  "[target.x86_64-unknown-linux-gnu]" "linker = \"$prefix/bin/cormi-cc\"" \
  'rustflags = ["-C", "linker-plugin-lto"]' > "$dest/share/cormi/cargo-config.toml"
echo "install.sh: cormi $version installed under $dest"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "install.sh: add $prefix/bin to PATH for cormicc and cormirun" ;;
esac
