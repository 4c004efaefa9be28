#!/usr/bin/env bash
# The fuzz smoke of the test command: every target of campaign.sh for a few seconds,
# two targets at a time (each fuzzer is one process: on 2 cores, the same executions in
# half the time; about half a minute in all, plus the builds).
# Campaigns: tests/fuzz/campaign.sh --seconds N.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec bash tests/fuzz/campaign.sh --seconds "${FUZZ_SMOKE_SECONDS:-7}" --jobs "${FUZZ_SMOKE_JOBS:-2}"
