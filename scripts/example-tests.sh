#!/usr/bin/env bash
# Builds examples/library (a package of its own that depends on this one by path, as an
# embedder's would) and runs its three programs on the shipped São Paulo drive, checking what
# they print against what `guidance run` says for the same feed.
#
# usage: scripts/example-tests.sh [BIN]     (BIN: the guidance binary, default .build/debug/guidance)
#
# SWIFT_BUILD_FLAGS: the flags this package's .build was built with (make passes its DEBUG_INFO),
# so that the example's build reuses its compiled modules rather than compiling them again; for
# the same reason GUIDANCE_OPTIMIZED_CORE (read by Package.swift) must be what the build had.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bin=${1:-.build/debug/guidance}
feed=examples/sao-paulo.events.ndjson
work=$(mktemp -d)
# SwiftPM leaves empty temporary directories behind: keep them inside ours.
export TMPDIR="$work"
server=""
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT INT TERM

passed=0
failed=0
check() { # check NAME CONDITION-STATUS
    if [ "$2" = 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $1"; fi
}

# Built in this package's own .build, whose library modules are already compiled (an own .build
# would compile every one of them again, a minute of CPU in make test). An embedder's build sees
# only the modules of the products it names; in a shared .build every module is at hand, so the
# import check makes importing any other an error, as it would be in the embedder's build.
read -ra flags <<<"${SWIFT_BUILD_FLAGS:-}"
build=(swift build --package-path examples/library --scratch-path "$root/.build"
    --explicit-target-dependency-import-check error "${flags[@]}")
if ! "${build[@]}" >"$work/build.log" 2>&1; then
    grep -E "error" "$work/build.log" | head -20
    echo "FAIL examples/library does not build"
    exit 1
fi
products=$("${build[@]}" --show-bin-path)
for program in PrintPrompts HeadUnit CustomMessage; do
    [ -x "$products/$program" ] || { echo "FAIL $program was not built"; exit 1; }
done

# What guidance itself says for the drive, per locale: the reference every example is held to.
reference() { # reference LOCALE -> $work/LOCALE.records.ndjson
    "$bin" run "$feed" --locale "$1" --prompts-out "$work/$1.records.ndjson" >/dev/null
}

for locale in pt-BR en-US; do
    reference "$locale"
    # 1. PrintPrompts: the same prompts, in order, with the same words and the same gate.
    "$products/PrintPrompts" "$root" "$locale" "$feed" >"$work/print.txt"
    python3 - "$work/$locale.records.ndjson" "$work/print.txt" <<'PY'
import json, sys
records = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
expected = [("say" if r["spoken"] else "show", r["stage"], r["text"]) for r in records]
printed = [tuple(line.rstrip("\n").split("\t")) for line in open(sys.argv[2])]
assert expected, "guidance run said nothing"
assert printed == expected, f"{len(printed)} printed vs {len(expected)} expected; first difference: " + str(
    next(((a, b) for a, b in zip(printed, expected) if a != b), "lengths"))
PY
    check "PrintPrompts $locale prints guidance's own prompts" $?

    # 2. CustomMessage: guidance's prompts untouched, plus the app's message exactly once, worded
    #    from the app's template with the locale's distance.
    "$products/CustomMessage" "$root" "$locale" "$feed" >"$work/custom.txt"
    python3 - "$work/$locale.records.ndjson" "$work/custom.txt" "$feed" \
        "examples/library/Sources/CustomMessage/Messages/$locale.mf2" <<'PY'
import json, sys, re
records = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
lines = [line.rstrip("\n").split("\t") for line in open(sys.argv[2])]
guidance = [(l[1], l[2]) for l in lines if l[0] == "guidance"]
assert guidance == [(r["stage"], r["text"]) for r in records], "the app's listener changed guidance's prompts"
app = [l for l in lines if l[0] == "app"]
assert len(app) == 1, f"halfway said {len(app)} times"
meters = int(re.match(r"halfway at (\d+) m", app[0][1]).group(1))
remaining = [json.loads(l)["meters"] for l in open(sys.argv[3]) if '"remainingDistance"' in l]
assert meters <= remaining[0] / 2, (meters, remaining[0])
assert not any(r <= remaining[0] / 2 for r in remaining[1:remaining.index(meters)]), "said late"
source = re.search(r"^halfway = (.*)$", open(sys.argv[4]).read(), re.M).group(1)
before = source.split("{")[0]
assert app[0][2].startswith(before), (app[0][2], before)
assert re.search(r"\d", app[0][2]), "no distance in " + app[0][2]
PY
    check "CustomMessage $locale adds its message once, worded by the locale" $?
done

# 3. HeadUnit: the feed over TCP from a sender on 127.0.0.1; every spoken prompt becomes a WAV
#    file of the length printed, the same prompts guidance speaks into --audio-dir.
port_file="$work/port"
python3 - "$feed" "$port_file" <<'PY' &
import socket, sys
server = socket.socket()
server.bind(("127.0.0.1", 0))
server.listen(1)
open(sys.argv[2], "w").write(str(server.getsockname()[1]))
connection, _ = server.accept()
connection.sendall(open(sys.argv[1], "rb").read())
connection.close()
PY
server=$!
for _ in $(seq 50); do [ -s "$port_file" ] && break; sleep 0.1; done
"$products/HeadUnit" 127.0.0.1 "$(cat "$port_file")" "$root" pt-BR "$work/audio" >"$work/head.txt"
wait "$server" || true
server=""
"$bin" run "$feed" --locale pt-BR --audio-dir "$work/reference-audio" >/dev/null
python3 - "$work/head.txt" "$work/audio" "$work/reference-audio" <<'PY'
import os, sys, wave
lines = [line.rstrip("\n").split("\t")[0].split() for line in open(sys.argv[1])]
made = sorted(f for f in os.listdir(sys.argv[2]) if f.endswith(".wav"))
# guidance names its files RUN-ID.wav, the example ID.wav: the prompt ids must be the same.
ids = lambda names: sorted(int(n[:-4].rsplit("-", 1)[-1]) for n in names)
reference = [f for f in os.listdir(sys.argv[3]) if f.endswith(".wav")]
assert made and ids(made) == ids(reference), (made[:3], reference[:3])
assert sorted(l[1] for l in lines) == made, "printed and written prompts differ"
for _, name, milliseconds, _ms in lines:
    with wave.open(os.path.join(sys.argv[2], name)) as audio:
        length = audio.getnframes() * 1000 // audio.getframerate()
    assert abs(length - int(milliseconds)) <= 1, (name, length, milliseconds)
PY
check "HeadUnit speaks the socket's feed into the same WAV prompts as guidance" $?

echo "examples: $passed passed, $failed failed"
[ "$failed" = 0 ]
