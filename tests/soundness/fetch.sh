#!/usr/bin/env bash
# Fetches and unpacks the upstream source of a Debian source package (real C code for the
# soundness test and the analysis benchmark; see shared/notes/real-c-sources.md). Never
# committed: cached under build/real-c/<pkg>/. Prints the unpacked source directory.
# Fails loudly (exit 1) when the package cannot be fetched: a soundness test that cannot
# get its input must not pass.
# Usage: tests/soundness/fetch.sh PKG        e.g. bzip2, lua5.4
set -euo pipefail
pkg="${1:?usage: fetch.sh PKG}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cache="$root/build/real-c/$pkg"

die() { echo "fetch: error: $*" >&2; exit 1; }

# Adds a deb-src entry mirroring the deb entries, once (needs root, as setup.sh does).
ensure_deb_src() {
  grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ /etc/apt/sources.list && return 0
  [ -f /etc/apt/sources.list.d/debian.sources ] || die "no /etc/apt/sources.list.d/debian.sources to copy"
  sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources \
    >/etc/apt/sources.list.d/cormi-deb-src.sources || die "cannot add a deb-src entry (root?)"
  apt-get update -qq || die "apt-get update failed"
}

# Downloads the source package into $cache/dl unless an .orig tarball is already there.
download() {
  ls "$cache"/dl/*.orig.tar.* >/dev/null 2>&1 && return 0
  ensure_deb_src
  mkdir -p "$cache/dl"
  (cd "$cache/dl" && apt-get source --download-only "$pkg" >/dev/null 2>"$cache/dl/apt.log") || {
    # the package lists may be stale or missing deb-src: refresh once and retry
    apt-get update -qq >/dev/null 2>&1 || true
    (cd "$cache/dl" && apt-get source --download-only "$pkg" >/dev/null 2>"$cache/dl/apt.log")
  } || { cat "$cache/dl/apt.log" >&2; rm -rf "$cache/dl"; die "apt-get source $pkg failed (network?)"; }
}

# Unpacks the upstream tarball once into $cache/src.
unpack() {
  [ -f "$cache/src/.unpacked" ] && return 0
  rm -rf "$cache/src" && mkdir -p "$cache/src"
  local tarball
  tarball="$(ls "$cache"/dl/*.orig.tar.* | head -n 1)"
  tar -xf "$tarball" -C "$cache/src" --strip-components=1 || die "cannot unpack $tarball"
  touch "$cache/src/.unpacked"
}

download
unpack
echo "$cache/src"
