#!/usr/bin/env bash
# Runs one step of `make test` and prints how long it took, in wall time and in CPU time (user and
# system, of the step and everything it started), so a CI log shows where the time goes and which
# steps wait rather than compute (docs/testing.md keeps the latest figures). The step's exit
# status is passed on.
#
# usage: scripts/timed.sh NAME COMMAND [ARGUMENT ...]
set -uo pipefail
name=$1
shift
start=$(date +%s.%N)
"$@"
status=$?
end=$(date +%s.%N)
# The CPU time of the waited-for children (fields 16 and 17 of /proc/PID/stat, after the command
# name in parentheses), in clock ticks.
stat=$(cat /proc/$$/stat)
read -r -a fields <<<"${stat##*) }"
cpu=$(awk "BEGIN { print (${fields[13]} + ${fields[14]}) / $(getconf CLK_TCK) }")
printf '[time] %-16s %6.1f s  (cpu %.1f s)%s\n' "$name" "$(awk "BEGIN { print $end - $start }")" "$cpu" \
    "$([ "$status" = 0 ] || echo "  (exit $status)")" >&2
exit "$status"
