#!/usr/bin/env bash
# When prompts are heard against the road (docs/guidance.md, "Timing"), in every locale: the
# example routes and the engines' committed answers (town streets, with stops), each at 30, 50, 90
# and 120 km/h, against `guidance qa timing`'s limits (no late, cut, repeated or
# overstated prompt beyond them). Prints each run's totals; exits 1 when one is above a limit.
#
# usage: scripts/timing-tests.sh BIN
set -uo pipefail
cd "$(dirname "$0")/.."
bin=${1:?usage: scripts/timing-tests.sh BIN}
failed=0
run() {
    local report
    report=$(mktemp)
    "$bin" qa timing "$@" --all --worst 3 >"$report"
    local status=$?
    # The totals and the verdict; the table of drives stays in the report.
    sed -n '/^total:/,$p' "$report"
    rm -f "$report"
    [ "$status" = 0 ] || failed=1
}
run examples/*.osrm.json
run Tests/Fixtures/Engines/*.json
[ "$failed" = 0 ] && echo "timing: passed" || { echo "timing: FAILED"; exit 1; }
