#!/usr/bin/env bash
# End-to-end checks of the built binary: exit codes and the documented streams.
set -uo pipefail
bin=${1:-.build/debug/guidance}
failures=0
check() { # description expected-exit command...
    local description=$1 expected=$2; shift 2
    "$@" >/tmp/guidance-cli.out 2>/tmp/guidance-cli.err
    local got=$?
    if [ "$got" != "$expected" ]; then
        echo "FAIL: $description: exit $got, expected $expected"; sed 's/^/  /' /tmp/guidance-cli.err | head -5
        failures=$((failures + 1))
    fi
}
check "--version" 0 "$bin" --version
check "--help" 0 "$bin" --help
check "unknown command" 64 "$bin" no-such-command
if [ "$failures" -gt 0 ]; then echo "cli tests: $failures failed"; exit 1; fi
echo "cli tests: all passed"
