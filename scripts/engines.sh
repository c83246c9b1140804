#!/usr/bin/env bash
# Real routing engines for the tests (docs/testing.md): OSRM and Valhalla, from their PyPI wheels,
# over the synthetic town in Tests/Engines/town.osm.
#
#   scripts/engines.sh install        venv with osrm-bindings and pyvalhalla; Debian's osmium-tool
#   scripts/engines.sh build          both engines' data for the town, cached
#   scripts/engines.sh fetch OUTDIR   start both servers on 127.0.0.1, save every route's raw answer
#   scripts/engines.sh versions       print the engine versions in use
#   scripts/engines.sh serve DIR [osrm|valhalla|both]
#                                     start server(s) on 127.0.0.1 and leave them running: one line
#                                     each, "ENGINE URL PID"; logs in DIR; the caller stops them by PID
#
# Everything goes into $GUIDANCE_ENGINES_CACHE (default ${XDG_CACHE_HOME:-$HOME/.cache}/guidance/engines):
# the venv, and one data directory per (town.osm, wheel versions), so a second build is a no-op.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
town="$root/Tests/Engines/town.osm"
helpers="$root/scripts/engines"
cache=${GUIDANCE_ENGINES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/guidance/engines}
venv="$cache/venv"
# The versions the fixtures in Tests/Fixtures/Engines were made with; override to try others.
osrm_version=${GUIDANCE_OSRM_VERSION:-26.10.0}
valhalla_version=${GUIDANCE_VALHALLA_VERSION:-3.9.1}

say() { echo "engines: $*" >&2; }
die() { echo "engines: error: $*" >&2; exit 1; }

# --- install ------------------------------------------------------------------------------
python_ok() { # PATH-OR-NAME: a Python >= 3.12 that really runs (pyenv shims of inactive versions do not)
    "$1" -c 'import sys, venv; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1
}

find_python() {
    local candidates=() p pyenv_root=""
    if command -v pyenv >/dev/null 2>&1; then pyenv_root=$(pyenv root 2>/dev/null || true); fi
    for dir in "$pyenv_root" "${PYENV_ROOT:-}" "$HOME/.pyenv"; do
        [ -n "$dir" ] && [ -d "$dir/versions" ] || continue
        # Newest first: sort the version directories by version number.
        while IFS= read -r p; do candidates+=("$p"); done < <(
            ls -d "$dir"/versions/*/bin/python3 2>/dev/null | sort -t/ -V -r)
    done
    candidates+=(python3.13 python3.12 python3)
    for p in "${candidates[@]}"; do
        if python_ok "$p"; then
            command -v "$p" 2>/dev/null || echo "$p"
            return 0
        fi
    done
    return 1
}

installed_version() { # DIST: the version of an installed distribution in the venv, or nothing
    "$venv/bin/python" -c 'import importlib.metadata as m, sys
try: print(m.version(sys.argv[1]))
except m.PackageNotFoundError: pass' "$1" 2>/dev/null || true
}

cmd_install() {
    command -v osmium >/dev/null 2>&1 || "$root/scripts/apt-install.sh" osmium-tool >&2
    if [ ! -x "$venv/bin/python" ] || ! python_ok "$venv/bin/python"; then
        local python
        python=$(find_python) || die "no Python >= 3.12 found (looked in pyenv's versions and PATH)"
        say "creating the venv with $python ($("$python" --version 2>&1))"
        rm -rf "$venv"
        mkdir -p "$cache"
        "$python" -m venv "$venv"
    fi
    if [ "$(installed_version osrm-bindings)" != "$osrm_version" ] ||
        [ "$(installed_version pyvalhalla)" != "$valhalla_version" ]; then
        say "installing osrm-bindings==$osrm_version pyvalhalla==$valhalla_version"
        "$venv/bin/python" -m pip install -q --disable-pip-version-check \
            "osrm-bindings==$osrm_version" "pyvalhalla==$valhalla_version"
    fi
}

# Where the wheels keep their programs: osrm/bin/ and valhalla/bin/ inside the packages (the
# venv's bin/ only has Python wrappers for Valhalla's, which print a line of their own).
package_dir() { # MODULE
    "$venv/bin/python" -c 'import importlib.util, sys
print(importlib.util.find_spec(sys.argv[1]).submodule_search_locations[0])' "$1"
}

require_install() {
    [ -x "$venv/bin/python" ] && [ "$(installed_version osrm-bindings)" = "$osrm_version" ] &&
        [ "$(installed_version pyvalhalla)" = "$valhalla_version" ] && command -v osmium >/dev/null 2>&1 ||
        die "run 'scripts/engines.sh install' first"
    osrm_bin="$(package_dir osrm)/bin"
    osrm_profiles="$(package_dir osrm)/share/profiles"
    valhalla_bin="$(package_dir valhalla)/bin"
    for p in "$osrm_bin/osrm-extract" "$osrm_bin/osrm-partition" "$osrm_bin/osrm-customize" \
        "$osrm_bin/osrm-routed" "$osrm_profiles/car.lua" "$valhalla_bin/valhalla_build_tiles" \
        "$valhalla_bin/valhalla_service" "$venv/bin/valhalla_build_config"; do
        [ -e "$p" ] || die "the wheels do not have $p"
    done
}

# --- build --------------------------------------------------------------------------------
data_key() {
    { cat "$town"; echo "osrm-bindings $osrm_version pyvalhalla $valhalla_version";
        cat "$helpers/valhalla_config.py"; } | sha256sum | cut -c1-16
}

data_dir() { echo "$cache/data-$(data_key)"; }

cmd_build() {
    require_install
    local dir tmp
    dir=$(data_dir)
    if [ -f "$dir/complete" ]; then
        say "data up to date: $dir"
        return 0
    fi
    tmp="$dir.tmp.$$"
    rm -rf "$tmp"
    mkdir -p "$tmp"
    trap 'rm -rf "$tmp"' EXIT
    say "building into $dir"
    osmium cat --no-progress -O -o "$tmp/town.osm.pbf" "$town"
    mkdir -p "$tmp/osrm"
    cp "$tmp/town.osm.pbf" "$tmp/osrm/town.osm.pbf"
    (cd "$tmp/osrm" &&
        "$osrm_bin/osrm-extract" -p "$osrm_profiles/car.lua" -t 2 town.osm.pbf >extract.log 2>&1 &&
        "$osrm_bin/osrm-partition" -t 2 town.osrm >partition.log 2>&1 &&
        "$osrm_bin/osrm-customize" -t 2 town.osrm >customize.log 2>&1) ||
        { tail -20 "$tmp"/osrm/*.log >&2; die "OSRM's data build failed"; }
    rm -f "$tmp/osrm/town.osm.pbf"
    mkdir -p "$tmp/valhalla/tiles"
    "$venv/bin/valhalla_build_config" --mjolnir-tile-dir "$dir/valhalla/tiles" \
        --mjolnir-tile-extract "$dir/valhalla/tiles.tar" --mjolnir-concurrency 2 \
        --mjolnir-admin "" --mjolnir-timezone "" --mjolnir-traffic-extract "" \
        >"$tmp/valhalla/base.json" 2>"$tmp/valhalla/config.log" ||
        { cat "$tmp/valhalla/config.log" >&2; die "valhalla_build_config failed"; }
    # The tiles are built where they are read from later: build with the final paths rewritten
    # to the temporary directory.
    "$venv/bin/python" "$helpers/valhalla_config.py" build "$tmp/valhalla/base.json" "$dir" "$tmp" \
        >"$tmp/valhalla/build.json"
    "$valhalla_bin/valhalla_build_tiles" -c "$tmp/valhalla/build.json" "$tmp/town.osm.pbf" \
        >"$tmp/valhalla/tiles.log" 2>&1 ||
        { tail -20 "$tmp/valhalla/tiles.log" >&2; die "valhalla_build_tiles failed"; }
    ls "$tmp/valhalla/tiles"/*/ >/dev/null 2>&1 || die "valhalla_build_tiles made no tiles"
    echo "osrm-bindings $osrm_version, pyvalhalla $valhalla_version, town.osm $(sha256sum "$town" | cut -c1-16)" \
        >"$tmp/complete"
    rm -rf "$dir"
    mv "$tmp" "$dir"
    trap - EXIT
    say "built $dir"
}

# --- fetch --------------------------------------------------------------------------------
server_pids=()
stop_servers() {
    local pid
    for pid in "${server_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${server_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    server_pids=()
}

free_port() {
    "$venv/bin/python" -c 'import socket
s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

wait_ready() { # NAME PID URL LOG
    local i
    for i in $(seq 1 300); do
        kill -0 "$2" 2>/dev/null || { tail -20 "$4" >&2; die "$1 exited before it was ready"; }
        if curl -s -o /dev/null --max-time 2 "$3"; then return 0; fi
        sleep 0.1
    done
    tail -20 "$4" >&2
    die "$1 not ready after 30 s"
}

cmd_fetch() {
    local out=${1:-}
    [ -n "$out" ] || die "usage: scripts/engines.sh fetch OUTDIR"
    require_install
    local dir
    dir=$(data_dir)
    [ -f "$dir/complete" ] || die "no data for this town.osm: run 'scripts/engines.sh build' first"
    mkdir -p "$out"
    out=$(cd "$out" && pwd)
    local osrm_port valhalla_port
    run=$(mktemp -d)  # global: the EXIT trap runs after this function has returned
    trap 'stop_servers; rm -rf "$run"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    osrm_port=$(free_port)
    "$osrm_bin/osrm-routed" --ip 127.0.0.1 --port "$osrm_port" --algorithm mld --threads 1 \
        "$dir/osrm/town.osrm" >"$run/osrm.log" 2>&1 &
    server_pids+=($!)
    local osrm_pid=$!
    valhalla_port=$(free_port)
    "$venv/bin/python" "$helpers/valhalla_config.py" serve "$dir/valhalla/base.json" \
        "tcp://127.0.0.1:$valhalla_port" "$run" >"$run/valhalla.json"
    # CONFIG_JSON CONCURRENCY: one worker of each kind is plenty for a few dozen requests.
    "$valhalla_bin/valhalla_service" "$run/valhalla.json" 1 >"$run/valhalla.log" 2>&1 &
    server_pids+=($!)
    local valhalla_pid=$!
    wait_ready osrm-routed "$osrm_pid" "http://127.0.0.1:$osrm_port/nearest/v1/driving/0,0" "$run/osrm.log"
    wait_ready valhalla_service "$valhalla_pid" "http://127.0.0.1:$valhalla_port/status" "$run/valhalla.log"
    say "osrm-routed on 127.0.0.1:$osrm_port, valhalla_service on 127.0.0.1:$valhalla_port"
    local name engine path body code count=0 bad=0
    "$venv/bin/python" "$helpers/town.py" requests >"$run/requests.tsv"
    while IFS=$'\t' read -r name engine path body; do
        if [ "$engine" = osrm ]; then
            code=$(curl -s -o "$out/$name" -w '%{http_code}' --max-time 30 "http://127.0.0.1:$osrm_port$path") || code=000
        else
            code=$(curl -s -o "$out/$name" -w '%{http_code}' --max-time 30 -H 'Content-Type: application/json' \
                --data-binary "$body" "http://127.0.0.1:$valhalla_port$path") || code=000
        fi
        count=$((count + 1))
        if [ "$code" != 200 ]; then
            echo "engines: $name: HTTP $code: $(head -c 300 "$out/$name" 2>/dev/null)" >&2
            bad=$((bad + 1))
        fi
    done <"$run/requests.tsv"
    cp "$run/requests.tsv" "$out/requests.tsv"
    stop_servers
    say "$count answers in $out ($bad failed)"
    [ "$bad" = 0 ]
}

# --- serve --------------------------------------------------------------------------------
cmd_serve() {
    local out=${1:-} which=${2:-osrm}
    [ -n "$out" ] || die "usage: scripts/engines.sh serve DIR [osrm|valhalla|both]"
    case $which in osrm | valhalla | both) ;; *) die "serve: unknown engine '$which' (osrm, valhalla or both)" ;; esac
    require_install
    local dir port pid lines=()
    dir=$(data_dir)
    [ -f "$dir/complete" ] || die "no data for this town.osm: run 'scripts/engines.sh build' first"
    mkdir -p "$out"
    out=$(cd "$out" && pwd)
    # Until every server answers, a failure stops the ones already started.
    trap 'stop_servers' EXIT
    if [ "$which" != valhalla ]; then
        port=$(free_port)
        "$osrm_bin/osrm-routed" --ip 127.0.0.1 --port "$port" --algorithm mld --threads 2 \
            "$dir/osrm/town.osrm" >"$out/osrm.log" 2>&1 </dev/null &
        pid=$!
        server_pids+=("$pid")
        wait_ready osrm-routed "$pid" "http://127.0.0.1:$port/nearest/v1/driving/0,0" "$out/osrm.log"
        lines+=("osrm http://127.0.0.1:$port $pid")
    fi
    if [ "$which" != osrm ]; then
        port=$(free_port)
        "$venv/bin/python" "$helpers/valhalla_config.py" serve "$dir/valhalla/base.json" \
            "tcp://127.0.0.1:$port" "$out" >"$out/valhalla.json"
        "$valhalla_bin/valhalla_service" "$out/valhalla.json" 1 >"$out/valhalla.log" 2>&1 </dev/null &
        pid=$!
        server_pids+=("$pid")
        wait_ready valhalla_service "$pid" "http://127.0.0.1:$port/status" "$out/valhalla.log"
        lines+=("valhalla http://127.0.0.1:$port $pid")
    fi
    trap - EXIT
    printf '%s\n' "${lines[@]}"
}

cmd_versions() {
    require_install
    echo "osrm-routed $("$osrm_bin/osrm-routed" --version 2>&1 | head -1) (osrm-bindings $osrm_version)"
    echo "valhalla_service $("$valhalla_bin/valhalla_service" --version 2>&1 | head -1 | awk '{print $NF}') (pyvalhalla $valhalla_version)"
    echo "osmium $(osmium --version | head -1 | awk '{print $NF}')"
    echo "python $("$venv/bin/python" -c 'import platform; print(platform.python_version())')"
}

case ${1:-} in
    install) cmd_install ;;
    build) cmd_build ;;
    fetch) shift; cmd_fetch "$@" ;;
    versions) cmd_versions ;;
    serve) shift; cmd_serve "$@" ;;
    data-dir) require_install; data_dir ;;
    *) echo "usage: scripts/engines.sh install|build|fetch OUTDIR|serve DIR [ENGINE]|versions|data-dir" >&2; exit 64 ;;
esac
