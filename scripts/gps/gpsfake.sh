#!/usr/bin/env bash
# Replay an NMEA log through Debian's gpsfake and a private gpsd (docs/testing.md, "Navigation test").
#
#   scripts/gps/gpsfake.sh start LOG PORT DIR   start gpsfake; its gpsd listens on 127.0.0.1:PORT only
#   scripts/gps/gpsfake.sh stop DIR             stop that gpsfake and its gpsd (by PID)
#
# DIR is a working directory of the caller's: the paced copy of LOG, gpsfake's log, the PIDs and
# gpsd's control socket go there. The log is played once (-1), one epoch (the sentences from one
# $GPRMC to the next) every $GPSFAKE_PACE seconds (default 1): the copy starts with gpsfake's
# "# Delay-Cookie: @ PACE" and has an @ between epochs, so each epoch is written at once and
# followed by that pause. A pace under 1 s replays a drive faster than it was driven; the fixes
# keep their own times, one second apart.
# gpsd is started by gpsfake itself (-N, in the foreground, as its child) with -n, so that it
# reads the fake device at once rather than when a client first watches; it is never a system
# service (no systemd, no socket activation) and, without -G, listens on the loopback only.
set -euo pipefail

say() { echo "gpsfake: $*" >&2; }
die() { echo "gpsfake: error: $*" >&2; exit 1; }

port_open() { # PORT
    python3 -c 'import socket, sys
s = socket.socket(); s.settimeout(0.5)
sys.exit(0 if s.connect_ex(("127.0.0.1", int(sys.argv[1]))) == 0 else 1)' "$1"
}

cmd_start() {
    local log=${1:-} port=${2:-} dir=${3:-}
    [ -n "$log" ] && [ -n "$port" ] && [ -n "$dir" ] || die "usage: gpsfake.sh start LOG PORT DIR"
    [ -r "$log" ] || die "cannot read $log"
    command -v gpsfake >/dev/null 2>&1 || die "no gpsfake (Debian's gpsd-clients; run 'make deps')"
    command -v gpsd >/dev/null 2>&1 || die "no gpsd (Debian's gpsd; run 'make deps')"
    mkdir -p "$dir"
    if port_open "$port"; then die "127.0.0.1:$port is already in use"; fi
    # One write per epoch: an @ before every $GPRMC but the first.
    { echo "# Delay-Cookie: @ ${GPSFAKE_PACE:-1.0}"; awk 'NR > 1 && /^\$..RMC,/ { printf "@" } { print }' "$log"; } \
        >"$dir/paced.nmea"
    # TMPDIR: where gpsfake puts gpsd's control socket.
    TMPDIR="$dir" setsid gpsfake -1 -n -q -P "$port" "$dir/paced.nmea" >"$dir/gpsfake.log" 2>&1 </dev/null &
    echo $! >"$dir/gpsfake.pid"
    local pid=$! i
    for i in $(seq 1 100); do
        kill -0 "$pid" 2>/dev/null || { cat "$dir/gpsfake.log" >&2; die "gpsfake exited before gpsd listened"; }
        if port_open "$port"; then
            pgrep -P "$pid" -x gpsd >"$dir/gpsd.pid" || true
            say "replaying $(basename "$log") on 127.0.0.1:$port (gpsfake $pid, gpsd $(tr '\n' ' ' <"$dir/gpsd.pid"))"
            return 0
        fi
        sleep 0.1
    done
    cmd_stop "$dir"
    die "gpsd did not listen on 127.0.0.1:$port within 10 s"
}

cmd_stop() {
    local dir=${1:-} pid gpsd_pids="" i
    [ -n "$dir" ] || die "usage: gpsfake.sh stop DIR"
    [ -f "$dir/gpsfake.pid" ] || return 0
    pid=$(cat "$dir/gpsfake.pid")
    [ -f "$dir/gpsd.pid" ] && gpsd_pids=$(cat "$dir/gpsd.pid")
    gpsd_pids="$gpsd_pids $(pgrep -P "$pid" -x gpsd 2>/dev/null || true)"
    # gpsfake stops its gpsd on SIGTERM; whatever is left after 3 s is killed by PID.
    kill -TERM "$pid" 2>/dev/null || true
    for i in $(seq 1 30); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
    for p in $gpsd_pids; do kill -TERM "$p" 2>/dev/null || true; done
    rm -f "$dir/gpsfake.pid" "$dir/gpsd.pid"
}

case ${1:-} in
    start) shift; cmd_start "$@" ;;
    stop) shift; cmd_stop "$@" ;;
    *) echo "usage: scripts/gps/gpsfake.sh start LOG PORT DIR | stop DIR" >&2; exit 64 ;;
esac
