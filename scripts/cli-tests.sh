#!/usr/bin/env bash
# End-to-end checks of the built binaries: exit codes and the documented streams.
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
check "--version" 0 "$bin" --version
# A record file is read by the one strict JSON reader: a bad line is named before anything is served.
printf '{"seq":1}\n{"seq":2,"seq":3}\n' >"$scratch/records.ndjson"
check "cast demo refuses a record with a duplicate key" 65 "$bin" cast demo "$scratch/records.ndjson" --port 0
grep -q 'records.ndjson:2: .*duplicate' "$scratch/cli.err" || { echo "FAIL: cast demo's error names the line and the duplicate key"; sed 's/^/  /' "$scratch/cli.err"; failures=$((failures + 1)); }
check "--help" 0 "$bin" --help
# The benchmarks are a tool of their own: the installed one lists and runs none.
grep -q bench "$scratch/cli.out" && { echo "FAIL: guidance --help lists a benchmark"; failures=$((failures + 1)); }
check "guidance-bench is no command" 64 "$bin" bench render
check "guidance-bench --help" 0 "$bench" --help
check "guidance-bench unknown command" 64 "$bench" no-such-bench
check "guidance-bench --goals missing" 66 "$bench" message --rounds 1 --batch 1 --goals "$scratch/no-goals.json"
check "unknown command" 64 "$bin" no-such-command
check "run --rate out of range fails before any audio" 64 "$bin" run "$(dirname "$0")/../examples/sao-paulo.events.ndjson" --locale pt-BR --rate 20 --audio-dir "$scratch/audio" --casting none
check "run --voice unknown fails before any audio" 64 "$bin" run "$(dirname "$0")/../examples/sao-paulo.events.ndjson" --locale pt-BR --voice nosuch --audio-dir "$scratch/audio" --casting none
rm -rf "$scratch/audio"
# --- routes are told by content, not layout (docs/simulator.md) ----------------------------
layout_dir=$(mktemp -d "$scratch/layout.XXXXXX")
python3 -c "import json,sys; d=json.load(open(sys.argv[1])); open(sys.argv[2],'w').write(json.dumps(d,separators=(',',':'),ensure_ascii=False))" \
    examples/sao-paulo.osrm.json "$layout_dir/one-line.json"
{ printf '\xef\xbb\xbf'; sed 's/$/\r/' examples/sao-paulo.osrm.json; } >"$layout_dir/bom-crlf.json"
"$bin" directions examples/sao-paulo.osrm.json --locale pt-BR >"$layout_dir/expected.txt" 2>/dev/null
for layout in one-line bom-crlf; do
    check "directions $layout route" 0 "$bin" directions "$layout_dir/$layout.json" --locale pt-BR
    cmp -s "$scratch/cli.out" "$layout_dir/expected.txt" || { echo "FAIL: directions $layout route differs from the pretty one"; failures=$((failures + 1)); }
    check "bench render $layout route" 0 "$bench" render --locale pt-BR --rounds 1 "$layout_dir/$layout.json"
    check "simulate $layout route" 0 "$bin" simulate "$layout_dir/$layout.json"
done
check "directions one-line route on stdin" 0 sh -c "\"\$0\" directions - --locale pt-BR <\"\$1\"" "$bin" "$layout_dir/one-line.json"
cmp -s "$scratch/cli.out" "$layout_dir/expected.txt" || { echo "FAIL: directions from stdin differs"; failures=$((failures + 1)); }
check "run given a route" 65 "$bin" run "$layout_dir/one-line.json" --locale pt-BR
grep -q "this is a route response, not an event feed; drive it with .guidance simulate" "$scratch/cli.err" || { echo "FAIL: run given a route: no hint"; failures=$((failures + 1)); }
check "simulate given a feed" 65 "$bin" simulate examples/sao-paulo.events.ndjson
grep -q "this is an event feed, not a route response; play it with .guidance run" "$scratch/cli.err" || { echo "FAIL: simulate given a feed: no hint"; failures=$((failures + 1)); }
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
# --- url and place commands (MapsURL, Places) ---------------------------------------------
maps_expect() { # description text-expected-in-the-last-stdout
    if ! grep -qF -- "$2" "$scratch/cli.out"; then
        echo "FAIL: $1: stdout lacks $2"; failures=$((failures + 1))
    fi
}
check "url parse seed example" 0 "$bin" url parse 'comgooglemaps://?center=40.765819,-73.975866&zoom=14&views=traffic'
maps_expect "url parse seed example" '"views":["traffic"]'
check "url parse zoom 40" 65 "$bin" url parse 'comgooglemaps://?zoom=40'
grep -q "zoom" "$scratch/cli.err" || { echo "FAIL: url parse zoom 40: stderr does not name zoom"; failures=$((failures + 1)); }
check "url parse x-callback without x-source" 65 "$bin" url parse 'comgooglemaps-x-callback://?q=x&x-success=a://'
check "url build directions" 0 "$bin" url build --daddr 'Tokyo Tower, Tokyo' --mode transit
maps_expect "url build directions" 'comgooglemaps://?daddr=Tokyo+Tower,+Tokyo&directionsmode=transit'
check "url build bad mode" 64 "$bin" url build --daddr x --mode flying
check "url build callback without source" 64 "$bin" url build --daddr x --callback 'a://'
check "url from-desktop" 0 "$bin" url from-desktop 'https://maps.google.com/?q=@37.3161,-122.1836'
maps_expect "url from-desktop" 'comgooglemapsurl://maps.google.com/?q=@37.3161,-122.1836'
check "url from-desktop bad TLD" 65 "$bin" url from-desktop 'https://www.google.x1/maps/'
maps_place=$(mktemp "$scratch/place.XXXXXX")
printf '%s' '{"regularOpeningHours":{"periods":[{"open":{"day":3,"hour":9,"minute":0},"close":{"day":3,"hour":18,"minute":0}}]},"utcOffsetMinutes":-180}' >"$maps_place"
check "place status" 0 "$bin" place status "$maps_place" --at 2026-12-02T17:30:00-03:00
maps_expect "place status" '"note":{"at":"18:00","kind":"closesSoon"}'
check "place status stdin" 0 sh -c "\"\$0\" place status - --at 2026-12-02T12:00:00Z <\"\$1\"" "$bin" "$maps_place"
maps_expect "place status stdin" '"status":"open"'
check "place status missing file" 66 "$bin" place status /nonexistent/place.json --at 2026-12-02T12:00:00Z
printf '%s' '{"regularOpeningHours":{"periods":[{"open":{"day":9}}]}}' >"$maps_place"
check "place status bad day" 65 "$bin" place status "$maps_place" --at 2026-12-02T12:00:00Z
grep -q "periods\[0\].open.day" "$scratch/cli.err" || { echo "FAIL: place status bad day: no field path"; failures=$((failures + 1)); }
rm -f "$maps_place"
# --- end of url and place commands --------------------------------------------------------
# --- message commands (MessageFormat) ----------------------------------------------------
mf2_expect() { # description stream file text-expected
    if ! grep -qF -- "$3" "$2"; then
        echo "FAIL: $1: $(basename "$2") lacks $3"; failures=$((failures + 1))
    fi
}
check "message format plural" 0 "$bin" message format --locale pt-BR --params-json '{"n": 1.5}' \
    '.input {$n :number} .match $n one {{{$n} quilômetro}} * {{{$n} quilômetros}}'
mf2_expect "message format plural" "$scratch/cli.out" "1,5 quilômetro"
check "message format fallback" 65 "$bin" message format --bidi none 'Hi {$name}!'
mf2_expect "message format fallback" "$scratch/cli.out" "Hi {\$name}!"
mf2_expect "message format fallback" "$scratch/cli.err" "error: unresolved-variable:"
check "message format syntax error" 65 "$bin" message format '{oops'
mf2_expect "message format syntax error" "$scratch/cli.err" "error: syntax-error:"
check "message format parts" 0 "$bin" message format --parts '{#b}x{/b}'
mf2_expect "message format parts" "$scratch/cli.out" '"kind":"open"'
mf2_resource=$(mktemp "$scratch/resource.XXXXXX")
printf '%s\n' '@param n count' 'ok = {$n :number}' '[nav]' 'bad = .match {{x}}' >"$mf2_resource"
check "message check" 65 "$bin" message check "$mf2_resource"
mf2_expect "message check" "$scratch/cli.err" "$mf2_resource:4:"
printf '%s\n' 'ok = {$n :number}' >"$mf2_resource"
check "message check clean" 0 "$bin" message check "$mf2_resource"
rm -f "$mf2_resource"
check "bench message" 0 "$bench" message --rounds 3 --batch 10
mf2_expect "bench message" "$scratch/cli.out" '"formatMedianNs"'
# --- end of message commands ---------------------------------------------------------------
# --- qa commands (LocalizationQA) ----------------------------------------------------------
qa_root=$(cd "$(dirname "$0")/.." && pwd)
qa_data=$(mktemp -d "$scratch/qa-data.XXXXXX")
mkdir -p "$qa_data/templates" "$qa_data/locales"
cp "$qa_root/templates/en-US.mf2" "$qa_root/templates/pt-BR.mf2" "$qa_data/templates/"
cp "$qa_root/locales/en-US.json" "$qa_root/locales/pt-BR.json" "$qa_data/locales/"
qa_expect() { # description stream-file text-expected
    if ! grep -qF -- "$3" "$2"; then
        echo "FAIL: $1: $(basename "$2") lacks $3"; failures=$((failures + 1))
    fi
}
check "qa lint clean copy" 0 "$bin" qa lint --data "$qa_data"
qa_expect "qa lint clean copy" "$scratch/cli.out" "0 errors, 0 warnings in 2 locales"
# Translation files: export and import give the templates back byte for byte; bad files are 65.
for format in po xliff; do
    check "qa export $format" 0 "$bin" qa export --data "$qa_data" --format "$format" --output "$scratch/pt-BR.$format" pt-BR
    check "qa import $format" 0 "$bin" qa import --format "$format" --output "$scratch/pt-BR.mf2" "$scratch/pt-BR.$format"
    cmp -s "$scratch/pt-BR.mf2" "$qa_data/templates/pt-BR.mf2" \
        || { echo "FAIL: qa export/import $format changed templates/pt-BR.mf2"; failures=$((failures + 1)); }
done
check "qa import from stdin" 0 sh -c '"$0" qa import --format po - <"$1"' "$bin" "$scratch/pt-BR.po"
cmp -s "$scratch/cli.out" "$qa_data/templates/pt-BR.mf2" || { echo "FAIL: qa import - differs"; failures=$((failures + 1)); }
if command -v msgfmt >/dev/null 2>&1; then
    check "msgfmt accepts the PO export" 0 msgfmt --check-format -o /dev/null "$scratch/pt-BR.po"
fi
check "qa export of a new locale" 0 "$bin" qa export --data "$qa_data" --format po it-IT
qa_expect "qa export of a new locale" "$scratch/cli.out" '"Language: it-IT\n"'
check "qa export without --format" 64 "$bin" qa export --data "$qa_data" pt-BR
check "qa export bad format" 64 "$bin" qa export --data "$qa_data" --format csv pt-BR
sed 's/^msgstr "{$number} m"$/msgstr "{$number m"/' "$scratch/pt-BR.po" >"$scratch/bad.po"
check "qa import invalid message" 65 "$bin" qa import "$scratch/bad.po"
qa_expect "qa import invalid message" "$scratch/cli.err" "$scratch/bad.po:$(grep -n '^msgstr "{$number m"$' "$scratch/bad.po" | cut -d: -f1): unit.display.meter: syntax-error"
printf 'msgid ""\nmsgstr "Language: pt-BR\\n"\n\nmsgctxt "a.b\n' >"$scratch/broken.po"
check "qa import unclosed string" 65 "$bin" qa import "$scratch/broken.po"
qa_expect "qa import unclosed string" "$scratch/cli.err" "$scratch/broken.po:4: a string not closed"
check "qa import missing file" 66 "$bin" qa import "$scratch/nonexistent.po"
check "qa import unknown extension" 64 "$bin" qa import "$scratch/pt-BR.mf2"
check "qa lint unknown locale" 64 "$bin" qa lint --data "$qa_data" --locale xx-YY
check "qa lint missing data" 66 "$bin" qa lint --data /nonexistent/guidance-data
check "qa lint bad format" 64 "$bin" qa lint --data "$qa_data" --format yaml
# Wording defects fixed in the shipped locales, put back into a copy, fail the strict lint.
words_data=$(mktemp -d "$scratch/words-data.XXXXXX")
mkdir -p "$words_data/templates" "$words_data/locales"
cp "$qa_root/templates/en-US.mf2" "$qa_root/templates/pt-PT.mf2" "$words_data/templates/"
cp "$qa_root/locales/en-US.json" "$qa_root/locales/pt-PT.json" "$words_data/locales/"
check "qa lint --strict clean pt-PT" 0 "$bin" qa lint --data "$words_data" --locale pt-PT --strict
sed -i 's/apanhe a {\$roundaboutExit/saia na {$roundaboutExit/' "$words_data/templates/pt-PT.mf2"
sed -i '/"written": "D.", "spoken": "Dom"/d' "$words_data/locales/pt-PT.json"
check "qa lint --strict wording defects" 1 "$bin" qa lint --data "$words_data" --locale pt-PT --strict
qa_expect "qa lint --strict wording defects" "$scratch/cli.out" "error [avoided-wording] message instruction.roundabout"
qa_expect "qa lint --strict wording defects" "$scratch/cli.out" 'error [reading-example] spoken example "Av. D. João II"'
rm -rf "$words_data"
sed -i 's/^rerouting = Recalculando a rota\.$/rerouting = Recalculando a rota/' "$qa_data/templates/pt-BR.mf2"
check "qa lint warning" 0 "$bin" qa lint --data "$qa_data" --locale pt-BR
qa_expect "qa lint warning" "$scratch/cli.out" "[punctuation] message alert.rerouting"
check "qa lint warning strict" 1 "$bin" qa lint --data "$qa_data" --locale pt-BR --strict
sed -i 's/^rerouting = Recalculando a rota$/rerouting = Recalculando {a rota./' "$qa_data/templates/pt-BR.mf2"
check "qa lint error" 1 "$bin" qa lint --data "$qa_data" --format json
qa_expect "qa lint error" "$scratch/cli.out" '"check": "syntax"'
check "qa matrix" 0 "$bin" qa matrix --data "$qa_data" --locale en-US
qa_expect "qa matrix" "$scratch/cli.out" "## Roundabout exits"
check "qa matrix without locale" 64 "$bin" qa matrix --data "$qa_data"
check "qa audio without --output" 64 "$bin" qa audio --data "$qa_data" --locale en-US
check "qa report without sox" 70 env PATH=/nonexistent "$bin" qa report --data "$qa_data" --locale en-US --output "$scratch/nosox"
qa_expect "qa report without sox" "$scratch/cli.err" "sox is not installed"
[ ! -e "$scratch/nosox" ] || { echo "FAIL: qa report without sox wrote output"; failures=$((failures + 1)); }
check "qa report without audio" 1 "$bin" qa report --data "$qa_data" --no-audio --output "$qa_data/report"
qa_expect "qa report without audio" "$scratch/cli.out" "report: $qa_data/report/index.html"
for page in index.html en-US.html pt-BR.html report.js report.css; do
    [ -s "$qa_data/report/$page" ] || { echo "FAIL: qa report wrote no $page"; failures=$((failures + 1)); }
done
check "qa pseudo" 0 "$bin" qa pseudo --data "$qa_data"
check "qa lint pseudo" 0 "$bin" qa lint --data "$qa_data" --locale qps
check "qa matrix pseudo" 0 "$bin" qa matrix --data "$qa_data" --locale qps
qa_expect "qa matrix pseudo" "$scratch/cli.out" "⟦"
rm -rf "$qa_data"
# --- end of qa commands --------------------------------------------------------------------
# --- run --serve: limits and served names (docs/casting.md) --------------------------------
feed=examples/sao-paulo.events.ndjson
check "run --max-subscribers without --serve" 64 "$bin" run "$feed" --locale pt-BR --max-subscribers 4
check "run --allow-host without --serve" 64 "$bin" run "$feed" --locale pt-BR --allow-host car.local
check "run --max-subscribers 0" 64 "$bin" run "$feed" --locale pt-BR --serve 127.0.0.1:0 --max-subscribers 0
check "run --max-subscribers many" 64 "$bin" run "$feed" --locale pt-BR --serve 127.0.0.1:0 --max-subscribers many
check "run --max-per-address 0" 64 "$bin" run "$feed" --locale pt-BR --serve 127.0.0.1:0 \
    --max-per-address 0
check "run --allow-host with a port" 64 "$bin" run "$feed" --locale pt-BR --serve 127.0.0.1:0 \
    --allow-host car.local:8080
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

# --- one vocabulary (docs/cli.md, "Conventions") ---------------------------------------------
expect_err() { # description text-expected-on-stderr
    grep -qF -- "$2" "$scratch/cli.err" || { echo "FAIL: $1: stderr lacks $2"; sed 's/^/  /' "$scratch/cli.err" | head -3; failures=$((failures + 1)); }
}
expect_out() { # description text-expected-on-stdout
    grep -qF -- "$2" "$scratch/cli.out" || { echo "FAIL: $1: stdout lacks $2"; failures=$((failures + 1)); }
}
no_err() { # description text-not-expected-on-stderr
    if grep -qF -- "$2" "$scratch/cli.err"; then echo "FAIL: $1: stderr has $2"; failures=$((failures + 1)); fi
}
feed=examples/sao-paulo.events.ndjson
# Did you mean: commands, subcommands, options, --version.
check "misspelt command" 64 "$bin" runn "$feed"
expect_err "misspelt command" 'did you mean "guidance run"?'
check "misspelt subcommand" 64 "$bin" events valdate "$feed"
expect_err "misspelt subcommand" 'did you mean "guidance events validate"?'
check "swapped letters" 64 "$bin" locale shwo pt-BR
expect_err "swapped letters" 'did you mean "guidance locale show"?'
check "misspelt option" 64 "$bin" run "$feed" --locle pt-BR
expect_err "misspelt option" "unknown option --locle; did you mean --locale?"
check "misspelt --version" 64 "$bin" --versoin
expect_err "misspelt --version" "did you mean --version?"
check "nothing like any command" 64 "$bin" zzzzzz
no_err "nothing like any command" "did you mean"
# guidance help COMMAND prints what COMMAND --help prints.
check "help events validate" 0 "$bin" help events validate
cp "$scratch/cli.out" "$scratch/help.txt"
"$bin" events validate --help >"$scratch/help-flag.txt"
cmp -s "$scratch/help.txt" "$scratch/help-flag.txt" || { echo "FAIL: help events validate differs from events validate --help"; failures=$((failures + 1)); }
check "help qa" 0 "$bin" help qa
expect_out "help qa" "qa pseudo"
check "help" 0 "$bin" help
expect_out "help" "events validate"
check "help of an unknown command" 64 "$bin" help evnts
expect_err "help of an unknown command" 'did you mean "guidance events"?'
# Deprecated spellings keep working, with a warning, and help names them.
check "qa pseudo --out (deprecated)" 0 "$bin" qa pseudo --out -
expect_err "qa pseudo --out (deprecated)" "warning: --out is deprecated; use --output"
expect_out "qa pseudo --out (deprecated)" "⟦"
check "qa pseudo -o" 0 "$bin" qa pseudo -o -
no_err "qa pseudo -o" "deprecated"
check "qa pseudo --help names --out" 0 "$bin" qa pseudo --help
expect_out "qa pseudo --help names --out" "(--out: deprecated spelling)"
check "run --mode drive (deprecated)" 0 "$bin" run "$feed" -l pt-BR --mode drive --casting none
expect_err "run --mode drive (deprecated)" "warning: --mode drive is deprecated; use --mode driving"
for mode in driving walking bicycling transit; do
    check "run --mode $mode" 0 "$bin" run "$feed" -l pt-BR --mode "$mode" --casting none
    no_err "run --mode $mode" "deprecated"
done
check "run --mode walking words" 0 "$bin" run "$feed" -l en-US --mode walking --casting text
"$bin" run "$feed" -l en-US --mode walk --casting text >"$scratch/walk.txt" 2>/dev/null
cmp -s "$scratch/cli.out" "$scratch/walk.txt" || { echo "FAIL: --mode walk and --mode walking differ"; failures=$((failures + 1)); }
check "run --mode misspelt" 64 "$bin" run "$feed" -l pt-BR --mode drving
expect_err "run --mode misspelt" "did you mean driving?"
check "run --help names the deprecated modes" 0 "$bin" run --help
expect_out "run --help names the deprecated modes" "deprecated spellings"
# Locale negotiation in every command that takes a shipped locale: a served tag works (pt-AO is
# pt-PT), an unshipped one is 64 with the nearest shipped locale of its language.
route=examples/sao-paulo.osrm.json
negotiating=(
    "run $feed --casting none -l"
    "directions $route -l"
    "say -o $scratch/say.wav hello -l"
    "bench render --rounds 1 --passes 1 $route -l"
    "bench run --events 20 --rounds 1 -l"
    "bench live --events 5 -l"
    "bench speech --rounds 1 -l"
    "qa matrix -l"
    "qa lint -l"
    "qa audio -o $scratch/qa-audio -l"
    "qa report --no-audio -o $scratch/qa-report -l"
    "locale show"
)
for command in "${negotiating[@]}"; do
    # shellcheck disable=SC2086
    check "$command en-AU" 64 tool $command en-AU
    expect_err "$command en-AU" "did you mean en-GB?"
    # shellcheck disable=SC2086
    check "$command es-GQ" 64 tool $command es-GQ
    expect_err "$command es-GQ" "did you mean es-ES?"
done
for command in "locale plural en-AU 1" "locale road en-AU Main" "locale distance en-AU 100"; do
    # shellcheck disable=SC2086
    check "$command" 64 "$bin" $command
    expect_err "$command" "did you mean en-GB?"
done
# Case forms (docs/templates.md, "Case forms"): the preposition's case, or --case.
check "locale road pl-PL --prep na-msc" 0 "$bin" locale road pl-PL "ul. Mickiewicza" --prep na-msc
expect_out "locale road pl-PL --prep na-msc" "spoken: na ulicy Mickiewicza"
check "locale road tr-TR --case dative" 0 "$bin" locale road tr-TR "Atatürk Caddesi" --case dative
expect_out "locale road tr-TR --case dative" "Atatürk Caddesi'ne"
check "locale road --case unknown" 64 "$bin" locale road de-DE "A 9" --case dative
expect_err "locale road --case unknown" 'unknown case "dative"'
[ ! -e "$scratch/qa-audio" ] && [ ! -e "$scratch/qa-report" ] && [ ! -e "$scratch/say.wav" ] \
    || { echo "FAIL: a command wrote output before rejecting its locale"; failures=$((failures + 1)); }
check "directions -l pt-AO (served by pt-PT)" 0 "$bin" directions "$route" -l pt-AO
"$bin" directions "$route" -l pt-PT >"$scratch/pt-PT.txt"
cmp -s "$scratch/cli.out" "$scratch/pt-PT.txt" || { echo "FAIL: directions -l pt-AO differs from pt-PT"; failures=$((failures + 1)); }
check "qa lint -l pt-AO (lints pt-PT)" 0 "$bin" qa lint -l pt-AO
expect_out "qa lint -l pt-AO (lints pt-PT)" "in 1 locale"
check "say -l pt-AO" 0 "$bin" say -l pt-AO -o "$scratch/say.wav" "Olá"
# pt-AO is served by pt-PT in every command that negotiates (qa audio shares qa matrix's and qa
# report's locale reading); the benches report the locale they measured.
for command in "run $feed --casting text -l @" "bench render --rounds 1 --passes 1 $route -l @" \
    "bench run --events 20 --rounds 1 -l @" "bench live --events 5 -l @" "bench speech --rounds 1 -l @" "qa matrix -l @" \
    "qa report --no-audio -o $scratch/qa-report-ao -l @" "locale show @" "locale plural @ 1" \
    "locale road @ Avenida" "locale distance @ 1500"; do
    # shellcheck disable=SC2086
    check "${command//@/pt-AO}" 0 tool ${command//@/pt-AO}
    case $command in
    bench*) grep -qE '"locale": ?"pt-PT"' "$scratch/cli.out" || { echo "FAIL: $command: pt-AO not measured as pt-PT"; failures=$((failures + 1)); } ;;
    run*) expect_out "$command: pt-PT's wording" "Vire à esquerda para a Rua Augusta" ;;
    "locale show"* | qa*) expect_out "$command: pt-AO served by pt-PT" "pt-PT" ;;
    esac
done
rm -rf "$scratch/qa-report-ao"
# Bad --voice and --rate fail at once (64) wherever they are taken.
check "say --rate 20" 64 "$bin" say --rate 20 -o "$scratch/x.wav" hi
check "say --voice nosuch" 64 "$bin" say --voice nosuch -o "$scratch/x.wav" hi
# ... before reading standard input: stdin is a pipe that stays open and never gets a byte, so
# a command that read it first would hang until the timeout (124).
mkfifo "$scratch/silent"
exec 8<>"$scratch/silent"
check "say --rate 20 before stdin" 64 timeout 30 "$bin" say --rate 20 -o "$scratch/x.wav" - <"$scratch/silent"
check "say --voice nosuch before stdin" 64 timeout 30 "$bin" say --voice nosuch -o "$scratch/x.wav" - <"$scratch/silent"
check "say -l en-AU before stdin" 64 timeout 30 "$bin" say -l en-AU -o "$scratch/x.wav" - <"$scratch/silent"
exec 8>&-
# run's voice options shape audio only: without an audio output they are refused, not ignored.
for option in "--voice nosuch" "--voice pt-br" "--rate 200" "--volume 50" "--espeak-data /usr/share"; do
    # shellcheck disable=SC2086
    check "run $option without audio" 64 "$bin" run "$feed" -l pt-BR $option --casting none
    expect_err "run $option without audio" "needs an audio output"
done
check "run --linger without --serve" 64 "$bin" run "$feed" -l pt-BR --linger --casting none
expect_err "run --linger without --serve" "--linger needs --serve"
check "help help" 0 "$bin" help help
expect_out "help help" "help COMMAND"
check "run --espeak-data missing" 66 "$bin" run "$feed" -l pt-BR --espeak-data /nonexistent --audio-dir "$scratch/ead" --casting none
# Missing eSpeak NG data is 66 (the exit-code table) in every command that speaks, before any output.
for command in "say -o $scratch/ead.wav hi" "voices" "bench speech --rounds 1" "qa audio -l pt-BR -o $scratch/ead-audio" \
    "qa report -l pt-BR -o $scratch/ead-report"; do
    # shellcheck disable=SC2086
    check "$command --espeak-data missing" 66 tool $command --espeak-data /nonexistent
done
[ ! -e "$scratch/ead.wav" ] && [ ! -e "$scratch/ead-audio" ] && [ ! -e "$scratch/ead-report" ] \
    || { echo "FAIL: a command wrote output before finding eSpeak NG's data missing"; failures=$((failures + 1)); }
# The shared spellings: -l/--locale, -o/--output, --data, --espeak-data.
for words in "run" "directions" "say" "bench render" "bench run" "bench live" "bench speech" "qa matrix" "qa lint" \
    "qa audio" "qa report" "message format" "bench message" "voices"; do
    # shellcheck disable=SC2086
    tool $words --help | grep -q -- "-l, --locale" || { echo "FAIL: $words has no -l, --locale"; failures=$((failures + 1)); }
done
for words in "say" "qa audio" "qa report" "qa pseudo" "qa export" "qa import"; do
    # shellcheck disable=SC2086
    "$bin" $words --help | grep -q -- "-o, --output" || { echo "FAIL: $words has no -o, --output"; failures=$((failures + 1)); }
done
for words in "run" "directions" "say" "locale list" "locale show" "locale plural" "locale road" "locale distance" \
    "qa lint" "qa matrix" "qa audio" "qa report" "qa pseudo" "qa export" "cast demo" "bench render" "bench run" \
    "bench live" "bench speech"; do
    # shellcheck disable=SC2086
    tool $words --help | grep -q -- "--data DIR" || { echo "FAIL: $words has no --data"; failures=$((failures + 1)); }
done
for words in "run" "say" "voices" "bench speech" "qa lint" "qa audio" "qa report" "speech-worker"; do
    # shellcheck disable=SC2086
    tool $words --help | grep -q -- "--espeak-data DIR" || { echo "FAIL: $words has no --espeak-data"; failures=$((failures + 1)); }
done
# -- ends options; - is standard input.
check "-- ends options" 0 "$bin" events validate -- "$feed"
check "- is stdin" 0 sh -c '"$0" events validate - <"$1"' "$bin" "$feed"
# place status reads the shipped places file (an array), as run --places does.
check "place status examples/sao-paulo.places.json" 0 "$bin" place status examples/sao-paulo.places.json --at 2026-12-02T21:50:00-03:00
[ "$(wc -l <"$scratch/cli.out")" -eq "$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))))' examples/sao-paulo.places.json)" ] \
    || { echo "FAIL: place status: not one line per place"; failures=$((failures + 1)); }
expect_out "place status examples/sao-paulo.places.json" '"id":"praca-por-do-sol"'
check "place status --id" 0 "$bin" place status examples/sao-paulo.places.json --id praca-por-do-sol
[ "$(wc -l <"$scratch/cli.out")" -eq 1 ] || { echo "FAIL: place status --id: not one line"; failures=$((failures + 1)); }
check "place status --id unknown" 65 "$bin" place status examples/sao-paulo.places.json --id nowhere
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
