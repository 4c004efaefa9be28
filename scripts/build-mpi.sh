#!/usr/bin/env bash
# Builds the runtime with the MPI transport (cargo feature `mpi` of cormi-rt) into
# target/mpi/release/libcormi_rt.a ($CARGO_TARGET_DIR/mpi/... when that is set), where
# `cormicc --mpi` finds it (and scripts/install.sh). A target directory of
# its own: the feature changes the same library file that every other program links.
# Needs the MPI development files (scripts/setup.sh installs Open MPI's).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}/mpi" cargo build --release -p cormi-rt --features mpi "$@"
