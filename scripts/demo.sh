#!/usr/bin/env bash
# The main job on the bundled example: validate and run the São Paulo drive.
set -euo pipefail
bin=${1:-.build/release/guidance}
"$bin" events validate examples/sao-paulo.events.ndjson
