#!/usr/bin/env bash
# The fuzz smoke of the test command: every target of campaign.sh for a few seconds
# (about a minute in all, plus the builds). Campaigns: tests/fuzz/campaign.sh --seconds N.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec bash tests/fuzz/campaign.sh --seconds "${FUZZ_SMOKE_SECONDS:-7}"
