#!/usr/bin/env bash
# Builds the runtime with the MPI transport (cargo feature `mpi` of cormi-rt) into
# target/mpi/release/libcormi_rt.a, where `cormicc --mpi` finds it. A target directory of
# its own: the feature changes the same library file that every other program links.
# Needs the MPI development files (scripts/setup.sh installs Open MPI's).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
CARGO_TARGET_DIR="$PWD/target/mpi" cargo build --release -p cormi-rt --features mpi "$@"
