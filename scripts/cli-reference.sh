#!/usr/bin/env bash
# Regenerates the reference section of docs/cli.md from the tool's own --help texts.
# With --check, writes nothing and fails (exit 1, with the difference) when docs/cli.md is not
# what this binary's --help texts make: make test runs it so the reference never goes stale.
# Usage: scripts/cli-reference.sh [--check] [BIN]
set -euo pipefail
check=no
if [ "${1:-}" = --check ]; then check=yes; shift; fi
bin=${1:-.build/debug/guidance}
doc=docs/cli.md
new=$(mktemp "${TMPDIR:-/tmp}/guidance-cli-reference.XXXXXX")
trap 'rm -f "$new"' EXIT
head=$(sed '/^## Reference/,$d' "$doc")
{
    printf '%s\n' "$head"
    echo "## Reference"
    echo
    echo "This section is the \`--help\` of every command (regenerate with \`scripts/cli-reference.sh\`)."
    echo
    "$bin" --help | sed 's/^/    /'
    echo
    "$bin" --help | awk '/^Commands:/{f=1;next} /^$/{f=0} f' | while read -r first second _; do
        case "$first" in events | locale | message | qa | url | place | cast) words="$first $second" ;; *) words="$first" ;; esac
        echo "### guidance $words"
        echo
        # shellcheck disable=SC2086
        "$bin" $words --help | sed 's/^/    /'
        echo
    done
} >"$new"
if [ "$check" = yes ]; then
    if ! diff -u "$doc" "$new"; then
        echo "FAIL: docs/cli.md's reference is not the --help of $bin (run scripts/cli-reference.sh)" >&2
        exit 1
    fi
    echo "ok: docs/cli.md's reference is every command's --help"
    exit 0
fi
cat "$new" >"$doc"
