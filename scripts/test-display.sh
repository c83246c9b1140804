#!/usr/bin/env bash
# The display page's layout test (make test-display, part of make test): headless Chromium at
# 480x272, 800x480, 1024x600, 390x844 and 1920x1080 over every state of the page, checking in the
# DOM that nothing overlaps, nothing is clipped and the instruction keeps to three lines;
# screenshots in out/browser/display/. Installs Chromium with apt if it is missing.
#
# Usage: scripts/test-display.sh [GUIDANCE_BINARY] [--sizes WxH,...]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-.build/debug/guidance}
shift || true
# shellcheck source=scripts/browser-setup.sh
. scripts/browser-setup.sh
GUIDANCE_BIN="$BIN" exec python3 scripts/test-display.py "$(command -v chromium)" "$@"
