#!/usr/bin/env bash
# `swift test --skip-build` as two processes side by side, each with its own share of the test
# targets. One process keeps about one core busy, whatever the machine has: the suites that wait
# on a child process, a socket or real-time audio hold threads of Swift's cooperative pool
# (as wide as the machine has cores) while they wait. Two processes keep both cores of the CI
# machine busy and take about half the time (docs/testing.md, "How make test is ordered").
#
# The first share is three targets that only compute (the localization core's agreement tests,
# the QA checks over every locale and the hardening corpus, about half the suites' CPU time); the
# second is every other target, so a new target is always run. The first share's output follows the second's; the exit status is
# the first failure's.
#
# usage: scripts/swift-test.sh [SWIFT]          SWIFT defaults to `swift`
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${1:-swift}
computing='^(LocalizationTests|LocalizationQATests|HardeningTests)\.'
log=$(mktemp -d "$PWD/.build/swift-test.XXXXXX") || exit 73
trap 'rm -rf "$log"' EXIT
scripts/private-tmp.sh "$swift" test --skip-build --filter "$computing" >"$log/computing.txt" 2>&1 &
computing_pid=$!
scripts/private-tmp.sh "$swift" test --skip-build --skip "$computing"
status=$?
wait "$computing_pid"
computing_status=$?
echo "== swift test, the computing share ($computing)"
cat "$log/computing.txt"
[ "$status" -ne 0 ] && exit "$status"
exit "$computing_status"
