#!/usr/bin/env bash
# The navigation test (docs/testing.md): real OSRM routes in the synthetic town, NMEA drives made
# from them, replayed through Debian's gpsfake and gpsd on 127.0.0.1, and `guidance navigate`
# following them, its event feed piped to `guidance run`.
#
#   scripts/navigation-tests.sh [BIN]      BIN defaults to .build/debug/guidance
#
# Until BIN has a `navigate` command, everything but the drive itself still runs and is checked
# (engines, the routes, the NMEA logs, the replay through gpsd read by a raw client, the checker's
# self-test), and the script prints "navigation-tests: SKIP: …". Closes with
# "navigation: N passed, N failed"; exit 1 on any failure. Every server it starts listens on
# 127.0.0.1 only and is stopped on exit; its temporary files are removed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${1:-$root/.build/debug/guidance}
case $bin in /*) ;; *) bin="$PWD/$bin" ;; esac

# --- what the harness asks of `navigate` and `run`: the only place these flags appear -----------
LOCALE=pt-BR
navigate_cmd() { # ROUTER_URL GPSD_PORT: the event feed on stdout
    "$bin" navigate --to "$VIA_LATLON;$DEST_LATLON" --router "$1" --gps "gpsd://127.0.0.1:$2" \
        --from "$ORIGIN_LATLON"
}
run_cmd() { # PROMPTS_FILE: the event feed on stdin, the casting feed on stdout
    "$bin" run - --locale "$LOCALE" --casting ndjson --prompts-out "$1"
}
# --- the drives: points of the São Paulo copy of the town, metres east:north (town.py) ----------
ORIGIN=-300:200     # on the avenue, west of the grid, heading east
VIA=300:200         # the intermediate waypoint, on the avenue
DEST=600:500        # on Rua Haddock Lobo, after a left turn at (600,200)
WRONG_FROM=400:200  # the wrong turn: left onto Avenida Rebouças instead of straight on
WRONG_TO=400:300
LEAD_IN=8           # seconds standing at the origin before the drive (navigate starts up)
TAIL=15             # seconds standing at the destination after it
NOISE=5             # metres, per axis, for the noisy drive
TUNNEL=20:20        # START:SECONDS, on the avenue before the intermediate waypoint
STOP=1:30           # WAYPOINT:SECONDS at the intermediate waypoint
SEED=7
SLACK=30            # seconds a drive may outlast its log before navigate is stopped
# Wall-clock seconds per GPS second of the replay: the fixes keep their own times (one second
# apart), so a faster replay changes nothing the checks look at but the test's length.
export GPSFAKE_PACE=${GPSFAKE_PACE:-0.4}

say() { echo "navigation-tests: $*" >&2; }
die() { echo "navigation-tests: error: $*" >&2; exit 1; }

[ -x "$bin" ] || die "no binary at $bin (build it first)"
for tool in gpsfake gpsd curl timeout; do
    command -v "$tool" >/dev/null 2>&1 || die "no $tool (make deps installs gpsd and gpsd-clients)"
done
gps="$root/scripts/gps"
engines="$root/scripts/engines.sh"

work=$(mktemp -d)
pids=()       # servers and pipelines, stopped by PID on exit
replays=()    # gpsfake working directories
cleanup() {
    local pid dir
    for dir in "${replays[@]}"; do "$gps/gpsfake.sh" stop "$dir" || true; done
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

passed=0
failed=0
result() { # OK MESSAGE
    if [ "$1" = 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $2"; fi
}
checker() { # ARGS…: run check-drive.py and add its counts to ours
    local out status
    status=0
    out=$(python3 "$gps/check-drive.py" "$@") || status=$?
    grep -v ': [0-9]* passed, [0-9]* failed$' <<<"$out" || true
    local summary
    summary=$(grep ': [0-9]* passed, [0-9]* failed$' <<<"$out" | tail -1 || true)
    if [ -z "$summary" ]; then result 1 "check-drive.py $1 ended without its summary (exit $status)"; return; fi
    passed=$((passed + $(awk '{print $(NF-3)}' <<<"$summary")))
    failed=$((failed + $(awk '{print $(NF-1)}' <<<"$summary")))
}

# --- the engine and the routes -------------------------------------------------------------------
"$engines" install
"$engines" build
read -r _ router osrm_pid < <("$engines" serve "$work/engines" osrm) || die "could not start osrm-routed"
pids+=("$osrm_pid")
say "osrm-routed at $router (pid $osrm_pid)"

latlon() { # E:N -> LAT,LON in the São Paulo copy of the town
    python3 - "$root/scripts/engines" "$1" <<'EOF'
import sys
sys.path.insert(0, sys.argv[1])
import town
x, y = map(float, sys.argv[2].split(":"))
print("%.7f,%.7f" % town.to_latlon(town.AREAS[0], x, y))
EOF
}
lonlat() { local p; p=$(latlon "$1"); echo "${p#*,},${p%,*}"; }
ORIGIN_LATLON=$(latlon $ORIGIN)
VIA_LATLON=$(latlon $VIA)
DEST_LATLON=$(latlon $DEST)

fetch() { # NAME POINT… : the raw OSRM answer, as the generator and the checker read it
    local name=$1 coords="" p code
    shift
    for p in "$@"; do coords="$coords${coords:+;}$(lonlat "$p")"; done
    code=$(curl -s -o "$work/$name.json" -w '%{http_code}' --max-time 30 \
        "$router/route/v1/driving/$coords?steps=true&geometries=geojson&overview=full") || code=000
    result "$([ "$code" = 200 ]; echo $?)" "route $name: HTTP $code"
    [ "$code" = 200 ] || die "OSRM did not route $name"
}
fetch plan $ORIGIN $VIA $DEST
fetch wrong $WRONG_FROM $WRONG_TO
fetch back $WRONG_TO $DEST

# --- the drives --------------------------------------------------------------------------------
scenarios=(clean noise tunnel wrong-turn stop)
options_of() { # SCENARIO: make-nmea.py's options beyond the common ones
    case $1 in
        clean) ;;
        noise) echo "--noise $NOISE" ;;
        tunnel) echo "--tunnel $TUNNEL" ;;
        wrong-turn) echo "--detour $work/wrong.json:auto --return $work/back.json" ;;
        stop) echo "--stop $STOP" ;;
    esac
}
route_args() { # SCENARIO: the routes the feed checker compares with
    if [ "$1" = wrong-turn ]; then
        echo "--plan $work/plan.json --detour $work/wrong.json --return $work/back.json"
    else
        echo "--plan $work/plan.json"
    fi
}
for s in "${scenarios[@]}"; do
    # shellcheck disable=SC2046
    python3 "$gps/make-nmea.py" "$work/plan.json" -o "$work/$s.nmea" --truth "$work/$s.truth.json" \
        --seed "$SEED" --lead-in "$LEAD_IN" --tail "$TAIL" --start now $(options_of "$s") ||
        die "make-nmea.py could not make the $s drive"
done

# The checker checks itself on these very drives.
checker self-test "$work/wrong-turn.truth.json" $(route_args wrong-turn) --name "self-test wrong-turn"
checker self-test "$work/stop.truth.json" $(route_args stop) --name "self-test stop"

if "$bin" navigate --help >/dev/null 2>&1; then navigate=yes; else navigate=no; fi

# --- the replays, all at once, each through its own gpsfake and gpsd ----------------------------
free_port() {
    python3 -c 'import socket
s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}
watchers=()
drives=()
for s in "${scenarios[@]}"; do
    port=$(free_port)
    seconds=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["seconds"])' "$work/$s.truth.json")
    replays+=("$work/$s.gpsfake")
    "$gps/gpsfake.sh" start "$work/$s.nmea" "$port" "$work/$s.gpsfake"
    python3 "$gps/gpsd-watch.py" "127.0.0.1:$port" --seconds $((seconds + 15)) --idle 5 \
        -o "$work/$s.tpv.ndjson" 2>"$work/$s.watch.log" &
    watchers+=($!)
    pids+=($!)
    if [ "$navigate" = yes ]; then
        (
            set +e
            timeout $((seconds + SLACK)) bash -c "$(declare -f navigate_cmd run_cmd); $(declare -p bin LOCALE \
                ORIGIN_LATLON VIA_LATLON DEST_LATLON); navigate_cmd '$router' '$port' 2>'$work/$s.navigate.log' |
                tee '$work/$s.feed.ndjson' | run_cmd '$work/$s.prompts.ndjson' >'$work/$s.casting.ndjson' \
                2>'$work/$s.run.log'; exit \${PIPESTATUS[0]}"
            echo $? >"$work/$s.navigate.status"
        ) &
        drives+=($!)
        pids+=($!)
    fi
done
say "replaying ${scenarios[*]} at $GPSFAKE_PACE s per GPS second ($(for s in "${scenarios[@]}"; do
    python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["seconds"], end=" ")' "$work/$s.truth.json"; done)s)"
for i in "${!scenarios[@]}"; do
    status=0
    wait "${watchers[$i]}" || status=$?
    result "$status" "${scenarios[$i]}: the raw gpsd client: $(cat "$work/${scenarios[$i]}.watch.log")"
done
for dir in "${replays[@]}"; do "$gps/gpsfake.sh" stop "$dir"; done
for pid in "${drives[@]}"; do wait "$pid" || true; done

# --- the checks --------------------------------------------------------------------------------
for s in "${scenarios[@]}"; do
    [ -s "$work/$s.tpv.ndjson" ] || touch "$work/$s.tpv.ndjson"
    checker gpsd "$work/$s.truth.json" "$work/$s.tpv.ndjson" --name "replay $s" --pace "$GPSFAKE_PACE"
done
if [ "$navigate" = yes ]; then
    for s in "${scenarios[@]}"; do
        status=$(cat "$work/$s.navigate.status" 2>/dev/null || echo missing)
        result "$([ "$status" = 0 ]; echo $?)" "$s: navigate exited with $status: $(tail -3 "$work/$s.navigate.log" 2>/dev/null)"
        # shellcheck disable=SC2046
        checker feed "$work/$s.truth.json" "$work/$s.feed.ndjson" --prompts "$work/$s.prompts.ndjson" \
            $(route_args "$s") --name "drive $s"
    done
    # Valhalla answers the same drive (format=osrm), read straight from the NMEA file this time:
    # the other engine and the NMEA file source, as fast as the fixes can be read.
    read -r _ valhalla valhalla_pid < <("$engines" serve "$work/valhalla" valhalla) ||
        die "could not start valhalla_service"
    pids+=("$valhalla_pid")
    status=0
    "$bin" navigate --engine valhalla --router "$valhalla" --to "$VIA_LATLON;$DEST_LATLON" \
        --from "$ORIGIN_LATLON" --gps "nmea:$work/clean.nmea" >"$work/valhalla.feed.ndjson" \
        2>"$work/valhalla.navigate.log" || status=$?
    result "$status" "valhalla: navigate exited with $status: $(tail -3 "$work/valhalla.navigate.log")"
    checker feed "$work/clean.truth.json" "$work/valhalla.feed.ndjson" --plan "$work/plan.json" \
        --name "valhalla clean (nmea file)"
else
    echo "navigation-tests: SKIP: '$(basename "$bin") navigate --help' fails: no navigate command yet; the engine, the NMEA drives, the gpsd replays and the checker were tested"
fi
echo "navigation: $passed passed, $failed failed"
[ "$failed" = 0 ]
