#!/usr/bin/env bash
# Runs a command (swift build, swift test) with a private TMPDIR under .build, removed afterwards:
# SwiftPM leaves a few empty TemporaryDirectory.* directories in $TMPDIR on every invocation, and
# a test run must leave nothing behind in the system's temporary directory.
# Usage: scripts/private-tmp.sh COMMAND [ARGUMENT...]
set -u
mkdir -p .build
dir=$(mktemp -d "$PWD/.build/tmp.XXXXXX") || exit 73
TMPDIR=$dir "$@"
status=$?
rm -rf "$dir"
exit "$status"
