#!/usr/bin/env bash
# Draws benches/analysis/scaling.png from a table of run.sh (not a test): installs
# matplotlib with pip when it is missing, then runs plot.py.
# Usage: benches/analysis/plot.sh [TABLE] [PNG]
#   defaults: benches/analysis/scaling.txt, benches/analysis/scaling.png
#   e.g. benches/analysis/run.sh | tee benches/analysis/scaling.txt && benches/analysis/plot.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
table="${1:-$here/scaling.txt}"
png="${2:-$here/scaling.png}"
python3 -c 'import matplotlib' 2>/dev/null || python3 -m pip install --quiet matplotlib ||
  { echo "plot: error: cannot install matplotlib (pip install matplotlib)" >&2; exit 1; }
python3 "$here/plot.py" "$table" -o "$png"
