#!/usr/bin/env bash
# Runs a step of `make test` in the background, so that a step which mostly waits (on real-time
# audio, on a replayed drive) or a long build overlaps the steps after it, and collects it later.
# Make runs each recipe line in a shell of its own, so the shell's `wait` cannot join a step
# started on an earlier line: the step writes its output and its exit status to files instead.
#
#   scripts/background-step.sh start NAME COMMAND [ARGUMENT ...]
#       starts `scripts/timed.sh NAME COMMAND ...` in the background, its stdout and stderr to
#       .build/steps/NAME.log, and returns at once.
#   scripts/background-step.sh wait NAME
#       waits until that step has ended, prints its output (the `[time]` line included) and exits
#       with its status; 70 when the step vanished without one (killed), 66 when it never started.
#
# Each start writes a fresh token, and the step writes its status under that token: a step left
# running by an earlier, interrupted `make test` cannot pass its result off as this run's.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir="$root/.build/steps"

usage() {
    echo "usage: scripts/background-step.sh start NAME COMMAND [ARGUMENT ...] | wait NAME" >&2
    exit 64
}

# Whether PID is a live process (an ended one whose parent has not reaped it is a zombie, Z).
running() {
    local stat
    stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
    [ "$(echo "${stat##*) }" | cut -d' ' -f1)" != Z ]
}

[ $# -ge 2 ] || usage
action=$1
name=$2
shift 2
case $name in */* | .* | '') echo "background-step: bad step name: '$name'" >&2; exit 64 ;; esac

case $action in
start)
    [ $# -ge 1 ] || usage
    mkdir -p "$dir" || exit 73
    token="$$-$(date +%s%N)"
    rm -f "$dir/$name".status.* "$dir/$name.pid"
    printf '%s\n' "$token" >"$dir/$name.token" || exit 73
    (
        "$root/scripts/timed.sh" "$name" "$@" >"$dir/$name.log" 2>&1 </dev/null
        printf '%s\n' "$?" >"$dir/$name.status.$token.tmp" && mv "$dir/$name.status.$token.tmp" "$dir/$name.status.$token"
    ) &
    printf '%s\n' "$!" >"$dir/$name.pid"
    ;;
wait)
    [ $# -eq 0 ] || usage
    if [ ! -f "$dir/$name.token" ] || [ ! -f "$dir/$name.pid" ]; then
        echo "background-step: $name: never started (no $dir/$name.token)" >&2
        exit 66
    fi
    token=$(cat "$dir/$name.token")
    pid=$(cat "$dir/$name.pid")
    status_file="$dir/$name.status.$token"
    while [ ! -f "$status_file" ]; do
        if ! running "$pid"; then
            # The status is written just before the process ends: look once more.
            [ -f "$status_file" ] && break
            cat "$dir/$name.log" 2>/dev/null
            echo "background-step: $name: ended without an exit status (killed?)" >&2
            exit 70
        fi
        sleep 0.2
    done
    cat "$dir/$name.log"
    status=$(cat "$status_file")
    rm -f "$status_file" "$dir/$name.token" "$dir/$name.pid"
    exit "$status"
    ;;
*)
    usage
    ;;
esac
