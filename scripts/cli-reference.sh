#!/usr/bin/env bash
# Regenerates the reference section of docs/cli.md from the tool's own --help texts.
set -euo pipefail
bin=${1:-.build/debug/guidance}
doc=docs/cli.md
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
        case "$first" in events | locale | message | qa | url | place | bench | cast) words="$first $second" ;; *) words="$first" ;; esac
        echo "### guidance $words"
        echo
        # shellcheck disable=SC2086
        "$bin" $words --help | sed 's/^/    /'
        echo
    done
} >"$doc.new"
mv "$doc.new" "$doc"
