#!/usr/bin/env bash
# Runs one step of `make test` and prints how long it took, so a CI log shows where the time goes
# (docs/testing.md keeps the latest figures). The step's exit status is passed on.
#
# usage: scripts/timed.sh NAME COMMAND [ARGUMENT ...]
set -uo pipefail
name=$1
shift
start=$(date +%s.%N)
"$@"
status=$?
end=$(date +%s.%N)
printf '[time] %-16s %6.1f s%s\n' "$name" "$(awk "BEGIN { print $end - $start }")" \
    "$([ "$status" = 0 ] || echo "  (exit $status)")" >&2
exit "$status"
