#!/usr/bin/env bash
# When prompts are heard against the road (docs/guidance.md, "Timing"), in every locale: the
# example routes at 30, 50, 90 and 120 km/h and the engines' committed answers (town streets, with
# stops) at the two ends of that range, 30 and 120 km/h (the middle speeds add about 17 s of
# CPU to make test; the examples keep all four), against `guidance qa timing`'s limits (no late,
# cut, repeated or overstated prompt beyond them). The two sets run side by side (synthesis keeps a core busy each). Prints each
# set's totals; exits 1 when one is above a limit.
#
# usage: scripts/timing-tests.sh BIN
set -uo pipefail
cd "$(dirname "$0")/.."
bin=${1:?usage: scripts/timing-tests.sh BIN}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin" qa timing examples/*.osrm.json --all --worst 3 >"$work/examples.txt" 2>&1 &
examples=$!
"$bin" qa timing Tests/Fixtures/Engines/*.json --all --speeds 30,120 --worst 3 >"$work/engines.txt" 2>&1 &
engines=$!
failed=0
wait "$examples" || failed=1
wait "$engines" || failed=1
for set in examples engines; do
    echo "$set:"
    # The totals, the worst cases and the verdict; the table of drives stays in the report.
    sed -n '/^total:/,$p' "$work/$set.txt"
done
[ "$failed" = 0 ] && echo "timing: passed" || { echo "timing: FAILED"; exit 1; }
