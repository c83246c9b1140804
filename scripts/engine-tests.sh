#!/usr/bin/env bash
# The engine tests (docs/testing.md): real OSRM and Valhalla answers for the synthetic town in
# Tests/Engines/town.osm, through `directions` and `simulate | run` in every shipped locale.
#
#   scripts/engine-tests.sh [BIN]        BIN defaults to .build/debug/guidance
#
# Installs and builds what is missing (scripts/engines.sh; cached), fetches every route into a
# temporary directory, checks each answer in each locale (scripts/engines/check.py), and closes
# with "engines: N passed, N failed". Exit status 1 on any failure.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${1:-$root/.build/debug/guidance}
case $bin in /*) ;; *) bin="$PWD/$bin" ;; esac
[ -x "$bin" ] || { echo "engines: error: no binary at $bin (build it first)" >&2; exit 66; }
engines="$root/scripts/engines.sh"
cache=${GUIDANCE_ENGINES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/guidance/engines}
started=$(date +%s)

"$engines" install || exit 1
"$engines" build || exit 1
python="$cache/venv/bin/python"

# The checker checks itself first: it must catch the known faults and accept good sentences.
"$python" "$root/scripts/engines/check.py" --self-test || { echo "engines: 0 passed, 1 failed"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$engines" fetch "$work/answers" || { echo "engines: 0 passed, 1 failed"; exit 1; }

extra_failed=0
# town.osm is made by scripts/engines/town.py; the routes asked of it come from the same plan.
if ! "$python" "$root/scripts/engines/town.py" osm | cmp -s - "$root/Tests/Engines/town.osm"; then
    echo "FAIL Tests/Engines/town.osm: differs from 'python3 scripts/engines/town.py osm' (regenerate it)"
    extra_failed=$((extra_failed + 1))
fi
# The committed fixtures are engine answers as sent: each must equal today's answer byte for byte.
for fixture in "$root"/Tests/Fixtures/Engines/*.json; do
    [ -e "$fixture" ] || continue
    name=$(basename "$fixture")
    if [ ! -e "$work/answers/$name" ]; then
        echo "FAIL Tests/Fixtures/Engines/$name: no such route is requested any more"
        extra_failed=$((extra_failed + 1))
    elif ! cmp -s "$fixture" "$work/answers/$name"; then
        echo "FAIL Tests/Fixtures/Engines/$name: differs from the engine's answer (never edit a fixture; refresh it with scripts/engines.sh fetch)"
        extra_failed=$((extra_failed + 1))
    fi
done

"$python" "$root/scripts/engines/check.py" "$bin" "$work/answers" --jobs "$(nproc 2>/dev/null || echo 2)" \
    >"$work/report.txt"
status=$?
grep -v '^engines: [0-9]* passed, [0-9]* failed$' "$work/report.txt"
summary=$(grep '^engines: [0-9]* passed, [0-9]* failed$' "$work/report.txt" | tail -1)
if [ -z "$summary" ]; then
    echo "engines: error: the checker ended without its summary (exit $status)" >&2
    echo "engines: 0 passed, $((extra_failed + 1)) failed"
    exit 1
fi
passed=$(echo "$summary" | awk '{print $2}')
failed=$(echo "$summary" | awk '{print $4}')
failed=$((failed + extra_failed))
echo "engines: $(ls "$work/answers"/*.json | wc -l) answers from $("$engines" versions | head -2 | awk '{printf "%s%s", sep, $0; sep="; "}'), $(($(date +%s) - started)) s" >&2
echo "engines: $passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$status" = 0 ]
