#!/usr/bin/env bash
# End-to-end checks of the built binaries that need a process of their own: the real binary's exit
# status (a few smoke checks), readers that close their pipe, a standard input that never ends,
# the environment (PATH), signals and descriptor limits of `run --serve`/`--listen`, and the
# benchmark tool guidance-bench (no test target links it). Exit codes, usage errors and streams
# of every command are checked in-process by Tests/GuidanceCLITests (docs/testing.md).
# Usage: scripts/cli-tests.sh [BIN] [BENCH]   (BENCH: guidance-bench, default the one beside BIN)
set -uo pipefail
bin=${1:-.build/debug/guidance}
bench=${2:-$(dirname "$bin")/guidance-bench}
failures=0
# Everything the tests write goes under one scratch directory, removed however the script ends.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/guidance-cli-tests.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
# A command of either tool: "bench WORDS..." runs guidance-bench WORDS..., anything else guidance.
tool() {
    if [ "$1" = bench ]; then
        shift
        "$bench" "$@"
    else
        "$bin" "$@"
    fi
}
# The eSpeak NG data checks `say` remembers (docs/speech.md, "Isolation") included.
export XDG_CACHE_HOME="$scratch/cache"
check() { # description expected-exit command...
    local description=$1 expected=$2; shift 2
    "$@" >"$scratch/cli.out" 2>"$scratch/cli.err"
    local got=$?
    if [ "$got" != "$expected" ]; then
        echo "FAIL: $description: exit $got, expected $expected"; sed 's/^/  /' "$scratch/cli.err" | head -5
        failures=$((failures + 1))
    fi
}
# The real process's exit status, one per kind (the in-process tests check every command's).
check "--version" 0 "$bin" --version
check "unknown command" 64 "$bin" no-such-command
check "bad data" 65 "$bin" simulate examples/sao-paulo.events.ndjson
check "no input" 66 "$bin" events validate /nonexistent/feed.ndjson
check "- is the real standard input" 0 sh -c '"$0" events validate - <"$1"' "$bin" examples/sao-paulo.events.ndjson
# An unknown voice of `run` is found by the speech worker, a process the binary starts.
check "run --voice unknown fails before any audio" 64 "$bin" run examples/sao-paulo.events.ndjson --locale pt-BR --voice nosuch --audio-dir "$scratch/audio" --casting none
[ ! -e "$scratch/audio" ] || { echo "FAIL: run --voice unknown wrote audio"; failures=$((failures + 1)); }
check "guidance-bench --help" 0 "$bench" --help
check "guidance-bench unknown command" 64 "$bench" no-such-bench
check "guidance-bench --goals missing" 66 "$bench" message --rounds 1 --batch 1 --goals "$scratch/no-goals.json"
# guidance-bench reads routes by content, not layout, as guidance does (CommandStatusTests).
layout_dir=$(mktemp -d "$scratch/layout.XXXXXX")
python3 -c "import json,sys; d=json.load(open(sys.argv[1])); open(sys.argv[2],'w').write(json.dumps(d,separators=(',',':'),ensure_ascii=False))" \
    examples/sao-paulo.osrm.json "$layout_dir/one-line.json"
{ printf '\xef\xbb\xbf'; sed 's/$/\r/' examples/sao-paulo.osrm.json; } >"$layout_dir/bom-crlf.json"
for layout in one-line bom-crlf; do
    check "bench render $layout route" 0 "$bench" render --locale pt-BR --rounds 1 "$layout_dir/$layout.json"
done
rm -rf "$layout_dir"
# A reader that goes away ends the command at once and quietly, as `cat` and `grep` end: no
# message, exit 0 (docs/cli.md "Standard output"), instead of the drive being written, in vain,
# for the rest of its length (41 s for this one at 20 times speed).
for pace in "" "--realtime --multiplier 20"; do
    # shellcheck disable=SC2086
    status=$( { timeout 10 "$bin" simulate $pace examples/sao-paulo.osrm.json 2>"$scratch/cli.err"; echo $? >"$scratch/status"; } | head -c 100 >/dev/null; cat "$scratch/status")
    [ "$status" = 0 ] && [ ! -s "$scratch/cli.err" ] \
        || { echo "FAIL: simulate ${pace:-at once} into a closed pipe: status $status, $(head -c 200 "$scratch/cli.err")"; failures=$((failures + 1)); }
done
# `run` stops reading its feed when the reader of its casting feed (or of its PCM audio) leaves,
# and completes what it was writing: every WAV file left in --audio-dir is whole.
for audio in "--casting text --audio-dir $scratch/closed-pipe-audio" "--casting-out $scratch/closed.ndjson --audio-stdout"; do
    rm -rf "$scratch/closed-pipe-audio"
    # shellcheck disable=SC2086
    status=$( { timeout 60 "$bin" run examples/sao-paulo.events.ndjson --locale pt-BR $audio 2>"$scratch/cli.err"; echo $? >"$scratch/status"; } | head -c 100 >/dev/null; cat "$scratch/status")
    [ "$status" = 0 ] && [ ! -s "$scratch/cli.err" ] \
        || { echo "FAIL: run $audio into a closed pipe: status $status, $(head -c 200 "$scratch/cli.err")"; failures=$((failures + 1)); }
done
python3 - "$scratch/closed-pipe-audio" <<'PY' || failures=$((failures + 1))
import os, struct, sys
directory = sys.argv[1]
names = [n for n in os.listdir(directory) if not n.startswith(".")] if os.path.isdir(directory) else []
for name in names:
    data = open(os.path.join(directory, name), "rb").read()
    if not name.endswith(".wav") or len(data) < 44 or data[:4] != b"RIFF" \
            or struct.unpack("<I", data[4:8])[0] != len(data) - 8 \
            or struct.unpack("<I", data[40:44])[0] != len(data) - 44:
        sys.exit(f"FAIL: run into a closed pipe left {name} incomplete or with a wrong header")
PY
check "bench message" 0 "$bench" message --rounds 3 --batch 10
grep -qF '"formatMedianNs"' "$scratch/cli.out" || { echo "FAIL: bench message: stdout lacks formatMedianNs"; failures=$((failures + 1)); }
# qa report finds no sox on PATH: 70 before any output (the environment of a process of its own).
qa_root=$(cd "$(dirname "$0")/.." && pwd)
check "qa report without sox" 70 env PATH=/nonexistent "$bin" qa report --data "$qa_root" --locale en-US --output "$scratch/nosox"
grep -qF "sox is not installed" "$scratch/cli.err" || { echo "FAIL: qa report without sox: stderr lacks sox is not installed"; failures=$((failures + 1)); }
[ ! -e "$scratch/nosox" ] || { echo "FAIL: qa report without sox wrote output"; failures=$((failures + 1)); }
# --- run --serve: served names, limits, descriptors and signals (docs/casting.md) ---------
feed=examples/sao-paulo.events.ndjson
check "bench cast" 0 "$bench" cast --subscribers 8 --records 5 --interval 1
grep -q '"subscribersHeld": 8,' "$scratch/cli.out" && grep -q '"deliveries": 40,' "$scratch/cli.out" \
    || { echo "FAIL: bench cast: not every subscriber held and served"; failures=$((failures + 1)); }
serve_dir=$(mktemp -d "$scratch/serve.XXXXXX")
mkfifo "$serve_dir/feed"
"$bin" run - --locale pt-BR --casting none --serve 127.0.0.1:0 --max-subscribers 1 --allow-host car.local \
    <"$serve_dir/feed" 2>"$serve_dir/err" &
serve_pid=$!
exec 9>"$serve_dir/feed"
serve_port=""
for _ in $(seq 50); do
    serve_port=$(sed -n 's|^serving the casting feed on http://127.0.0.1:\([0-9]*\)/$|\1|p' "$serve_dir/err")
    [ -n "$serve_port" ] && break
    sleep 0.1
done
serve_status() { # Host-header URL
    curl -s -o /dev/null -w '%{http_code}' --max-time 3 -H "Host: $1" "$2"
}
serve_expect() { # description expected got
    [ "$2" = "$3" ] || { echo "FAIL: run --serve: $1: HTTP $3, expected $2"; failures=$((failures + 1)); }
}
if [ -z "$serve_port" ]; then
    echo "FAIL: run --serve printed no address"; failures=$((failures + 1))
else
    base="http://127.0.0.1:$serve_port"
    serve_expect "Host localhost" 200 "$(serve_status "localhost:$serve_port" "$base/health")"
    serve_expect "Host car.local (--allow-host)" 200 "$(serve_status car.local "$base/health")"
    serve_expect "Host evil.example" 421 "$(serve_status evil.example "$base/health")"
    curl -s -N --max-time 5 "$base/feed" >"$serve_dir/first-feed" &
    first_feed=$!
    for _ in $(seq 50); do
        grep -q '"subscribers":1' <(curl -s --max-time 2 "$base/health") && break
        sleep 0.1
    done
    serve_expect "second feed with --max-subscribers 1" 503 "$(serve_status localhost "$base/feed")"
    curl -sI --max-time 2 "$base/state" | grep -qi '^Content-Security-Policy: default-src' \
        || { echo "FAIL: run --serve: no Content-Security-Policy"; failures=$((failures + 1)); }
    kill "$first_feed" 2>/dev/null
    wait "$first_feed" 2>/dev/null
fi
exec 9>&-
wait "$serve_pid" 2>/dev/null
rm -rf "$serve_dir"
# Out of descriptors (a hard limit of 48): the feeds that fit are served, the others get 503,
# the loop does not spin, and it serves again once descriptors are free.
python3 - "$bin" <<'PY' || failures=$((failures + 1))
import re, socket, subprocess, sys, time
bin = sys.argv[1]
server = subprocess.Popen(["bash", "-c", f'ulimit -n 48; exec "{bin}" run - --locale pt-BR --casting none'
                           " --serve 127.0.0.1:0"], stdin=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
port = int(re.search(r":(\d+)/", server.stderr.readline()).group(1))
feeds = []
for _ in range(60):
    feed = socket.create_connection(("127.0.0.1", port))
    feed.sendall(b"GET /feed.ndjson HTTP/1.1\r\nHost: localhost\r\n\r\n")
    feeds.append(feed)
statuses = []
for feed in feeds:
    feed.settimeout(10)  # a loaded machine answers the last refusals late; none may stay silent
    try:
        head = feed.recv(64)
        statuses.append(head.split(b" ")[1].decode() if head else "closed")
    except OSError as error:
        statuses.append(type(error).__name__)
def ticks():
    fields = open(f"/proc/{server.pid}/stat").read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])
before = ticks()
time.sleep(2)
spun = ticks() - before
for feed in feeds[:40]:
    feed.close()
time.sleep(0.5)
probe = socket.create_connection(("127.0.0.1", port))
probe.settimeout(3)
probe.sendall(b"GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n")
after = probe.recv(64).split(b"\r\n")[0]
server.stdin.close()
server.wait(timeout=10)
problems = []
if set(statuses) - {"200", "503"} or "503" not in statuses or "200" not in statuses:
    problems.append(f"statuses {sorted(set(statuses))}")
if spun > 20:
    problems.append(f"{spun} CPU ticks in 2 s while out of descriptors")
if after != b"HTTP/1.1 200 OK":
    problems.append(f"after freeing descriptors: {after!r}")
if problems:
    print("FAIL: run --serve out of descriptors: " + "; ".join(problems))
    sys.exit(1)
PY
# run --listen: a forwarded feed over TCP, then an HTTP POST (chunked, one bad line), then SIGINT.
python3 - "$bin" "$qa_root/examples/sao-paulo.events.ndjson" <<'PY' || failures=$((failures + 1))
import re, signal, socket, subprocess, sys
binary, feed = sys.argv[1], open(sys.argv[2], "rb").read().splitlines(keepends=True)
server = subprocess.Popen([binary, "run", "--listen", "127.0.0.1:0", "--locale", "pt-BR", "--casting", "ndjson"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
port = int(re.search(rb":(\d+)$", server.stderr.readline().strip()).group(1))
with socket.create_connection(("127.0.0.1", port)) as plain:
    plain.sendall(b"".join(feed[:40]))
body = b"".join(feed[40:80]) + b'{"type":"bogus"}\n'
request = b"POST /feed HTTP/1.1\r\nHost: head-unit\r\nTransfer-Encoding: chunked\r\n\r\n"
for piece in (body[:1000], body[1000:]):
    request += b"%x\r\n" % len(piece) + piece + b"\r\n"
with socket.create_connection(("127.0.0.1", port)) as post:
    post.sendall(request + b"0\r\n\r\n")
    post.settimeout(10)
    answer = post.recv(4096)
server.send_signal(signal.SIGINT)
out, err = server.communicate(timeout=20)
problems = []
if not answer.startswith(b"HTTP/1.1 200") or b"40 events, 1 lines rejected" not in answer:
    problems.append(f"answer {answer[:120]!r}")
if b"#2:41: field type" not in err:
    problems.append(f"stderr lacks the bad line of connection 2: {err[-300:]!r}")
if len(out.splitlines()) < 10:
    problems.append(f"only {len(out.splitlines())} casting lines")
if server.returncode != 0:
    problems.append(f"exit {server.returncode}")
if problems:
    print("FAIL: run --listen: " + "; ".join(problems))
    sys.exit(1)
PY

# --- one vocabulary (docs/cli.md, "Conventions"): guidance-bench's, and stdin that never ends ---
expect_err() { # description text-expected-on-stderr
    grep -qF -- "$2" "$scratch/cli.err" || { echo "FAIL: $1: stderr lacks $2"; sed 's/^/  /' "$scratch/cli.err" | head -3; failures=$((failures + 1)); }
}
route=examples/sao-paulo.osrm.json
# Locale negotiation in the benchmarks (guidance's commands: SharedVocabularyTests): an unshipped
# tag is 64 with the nearest shipped locale of its language; pt-AO is measured as pt-PT.
for command in "bench render --rounds 1 --passes 1 $route -l" "bench run --events 20 --rounds 1 -l" \
    "bench live --events 5 -l" "bench speech --rounds 1 -l"; do
    # shellcheck disable=SC2086
    check "$command en-AU" 64 tool $command en-AU
    expect_err "$command en-AU" "did you mean en-GB?"
    # shellcheck disable=SC2086
    check "$command es-GQ" 64 tool $command es-GQ
    expect_err "$command es-GQ" "did you mean es-ES?"
    # shellcheck disable=SC2086
    check "$command pt-AO" 0 tool $command pt-AO
    grep -qE '"locale": ?"pt-PT"' "$scratch/cli.out" || { echo "FAIL: $command: pt-AO not measured as pt-PT"; failures=$((failures + 1)); }
done

# Bad --voice, --rate and locale fail (64) before reading standard input: stdin is a pipe that
# stays open and never gets a byte, so a command that read it first would hang until the timeout
# (124). The same options without stdin: SharedVocabularyTests.
mkfifo "$scratch/silent"
exec 8<>"$scratch/silent"
check "say --rate 20 before stdin" 64 timeout 30 "$bin" say --rate 20 -o "$scratch/x.wav" - <"$scratch/silent"
check "say --voice nosuch before stdin" 64 timeout 30 "$bin" say --voice nosuch -o "$scratch/x.wav" - <"$scratch/silent"
check "say -l en-AU before stdin" 64 timeout 30 "$bin" say -l en-AU -o "$scratch/x.wav" - <"$scratch/silent"
exec 8>&-
# Missing eSpeak NG data is 66 in the speech benchmark too, and the shared spellings hold in guidance-bench.
check "bench speech --rounds 1 --espeak-data missing" 66 "$bench" speech --rounds 1 --espeak-data /nonexistent
for words in "render" "run" "live" "speech" "message"; do
    # shellcheck disable=SC2086
    "$bench" $words --help | grep -q -- "-l, --locale" || { echo "FAIL: bench $words has no -l, --locale"; failures=$((failures + 1)); }
done
for words in "render" "run" "live" "speech"; do
    # shellcheck disable=SC2086
    "$bench" $words --help | grep -q -- "--data DIR" || { echo "FAIL: bench $words has no --data"; failures=$((failures + 1)); }
done
"$bench" speech --help | grep -q -- "--espeak-data DIR" || { echo "FAIL: bench speech has no --espeak-data"; failures=$((failures + 1)); }
# docs/cli.md's reference section is this binary's --help, command by command.
"$(dirname "$0")/cli-reference.sh" --check "$bin" >"$scratch/reference.diff" 2>&1 \
    || { echo "FAIL: docs/cli.md's reference is stale (scripts/cli-reference.sh):"; head -20 "$scratch/reference.diff"; failures=$((failures + 1)); }
# The README's documentation table links every page of docs/.
for page in docs/*.md; do
    grep -qF "]($page)" README.md || { echo "FAIL: README.md's documentation table lacks $page"; failures=$((failures + 1)); }
done
# No page names a development machine's own paths.
if grep -nE '(^|[^A-Za-z0-9_.])/(home|Users|work)/' README.md docs/*.md >"$scratch/paths.txt"; then
    echo "FAIL: documentation names machine-specific paths:"; head -5 "$scratch/paths.txt"; failures=$((failures + 1))
fi
# --- end of one vocabulary -----------------------------------------------------------------

if [ "$failures" -gt 0 ]; then echo "cli tests: $failures failed"; exit 1; fi
echo "cli tests: all passed"
