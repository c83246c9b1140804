#!/usr/bin/env bash
# The unit tests (`swift test --skip-build`) as three processes side by side, each with its own
# share of the test targets. One process keeps about one core busy, whatever the machine has: the
# suites that wait on a child process, a socket or real-time audio hold threads of Swift's
# cooperative pool (as wide as the machine has cores) while they wait. Three processes keep both
# cores of the CI machine busy (docs/testing.md, "How make test is ordered").
#
# The shares: three targets that only compute (the localization core's agreement tests, the QA
# checks over every locale and the hardening corpus, about half the suites' CPU time); the
# renderer's tests over every locale (GuidanceTests, a quarter); every other target, so a new
# target is always run (most of its suites wait). The last share's output comes first; the exit
# status is the first failure's.
#
# The test bundle is run directly, as `swift test --skip-build` runs it: SwiftPM itself would
# attach the build database, which a build beside the tests (the release build of make test)
# holds locked.
#
# A share that runs longer than SWIFT_TEST_LIMIT seconds (default 600; each takes about two
# minutes) is stopped, and the tests it had started but not ended are named: a test that hangs
# fails make test at once, saying which, rather than holding CI until its own limit.
#
# usage: scripts/swift-test.sh [BUNDLE]     BUNDLE defaults to .build/debug/GuidancePackageTests.xctest
set -uo pipefail
cd "$(dirname "$0")/.."
bundle=${1:-.build/debug/GuidancePackageTests.xctest}
[ -x "$bundle" ] || { echo "swift-test: no test bundle at $bundle (swift build --build-tests first)" >&2; exit 66; }
limit=${SWIFT_TEST_LIMIT:-600}
computing='^(LocalizationTests|LocalizationQATests|HardeningTests)\.'
rendering='^GuidanceTests\.'
log=$(mktemp -d "$PWD/.build/swift-test.XXXXXX") || exit 73
trap 'rm -rf "$log"' EXIT
# One share of the tests, stopped after the limit.
share() {
    # Lines written as they come (stdbuf): a share stopped mid-test has logged what it started.
    timeout -k 10 "$limit" stdbuf -oL -eL scripts/private-tmp.sh "$bundle" --testing-library swift-testing "$@"
}
# Says what a share that was stopped was still running; passes its status on.
judged() {
    local name=$1 status=$2
    if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
        echo "swift-test: the $name share did not finish in $limit s; still running:" >&2
        python3 scripts/unfinished-tests.py "$log/$name.txt" >&2
    fi
    return "$status"
}
share --filter "$computing" >"$log/computing.txt" 2>&1 &
computing_pid=$!
share --filter "$rendering" >"$log/rendering.txt" 2>&1 &
rendering_pid=$!
share --skip "$computing" --skip "$rendering" 2>&1 | tee "$log/other.txt"
status=${PIPESTATUS[0]}
wait "$computing_pid"
computing_status=$?
wait "$rendering_pid"
rendering_status=$?
echo "== swift test, the computing share ($computing)"
cat "$log/computing.txt"
echo "== swift test, the rendering share ($rendering)"
cat "$log/rendering.txt"
judged other "$status"
status=$?
judged computing "$computing_status"
computing_status=$?
judged rendering "$rendering_status"
rendering_status=$?
for code in "$status" "$computing_status" "$rendering_status"; do
    [ "$code" -ne 0 ] && exit "$code"
done
exit 0
