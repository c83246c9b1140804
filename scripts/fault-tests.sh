#!/usr/bin/env bash
# Fault injection against the built binary: every case asserts the exit status and the message.
# What is promised is written down in docs/reliability.md; each case below names its promise.
#
#   scripts/fault-tests.sh [BINARY]        # default .build/debug/guidance
#
# Runs in a few seconds. Needs python3 (WAV header checks). Exit 1 if any case fails.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$ROOT/.build/debug/guidance}"
case "$bin" in /*) ;; *) bin="$PWD/$bin" ;; esac
events="$ROOT/examples/sao-paulo.events.ndjson"
route="$ROOT/examples/sao-paulo.osrm.json"
work="$(mktemp -d "${TMPDIR:-/tmp}/guidance-faults.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# Remembered data checks (docs/speech.md, "Isolation") go to a cache of this run's own: the cases
# neither read nor write the user's.
export XDG_CACHE_HOME="$work/cache"
cd "$work" || exit 1
failures=0
cases=0

fail() { echo "FAIL: $case_name: $*"; failures=$((failures + 1)); }
# Each case's time is printed when it is long, so a slow run shows which case to look at.
case_start=$SECONDS
begin() {
    [ -n "${case_name:-}" ] && [ $((SECONDS - case_start)) -ge 5 ] && echo "time: $case_name: $((SECONDS - case_start)) s"
    case_name="$1"; cases=$((cases + 1)); case_start=$SECONDS
}
expect_exit() { [ "$1" = "$2" ] || fail "exit $1, expected $2 (stderr: $(head -c 300 err.txt 2>/dev/null))"; }
expect_stderr() { grep -qE -- "$1" err.txt || fail "stderr lacks /$1/: $(head -c 300 err.txt)"; }
count_stderr() { # pattern expected-count
    local got
    got=$(grep -cE -- "$1" err.txt)
    [ "$got" = "$2" ] || fail "stderr has $got lines matching /$1/, expected $2: $(head -c 300 err.txt)"
}
# Records and casting states, without the prompt start and end lines: those follow the audio's
# timing (docs/cli.md "run: prompt events"), so they differ from one run to the next.
lines() { if [ -f "$1" ]; then grep -vc '^{"event":"prompt' "$1" || true; else echo 0; fi; }
states() { grep -v '^{"event":"prompt' "$1" || true; }

# The records of an undisturbed run: what every disturbed run must still produce.
"$bin" run "$events" --locale pt-BR --casting-out base-casting.ndjson --prompts-out base-prompts.ndjson \
    2>/dev/null
base_prompts=$(lines base-prompts.ndjson)
base_casting=$(lines base-casting.ndjson)
if [ "$base_prompts" -lt 10 ]; then
    echo "FAIL: the reference run produced only $base_prompts prompt records"; exit 1
fi

# Feeds the example drive through a FIFO in two halves, running `between` after the first half has
# produced a WAV file: the fault happens mid-drive, at a known point.
drive_with_fault() { # between-command run-options...
    local between=$1; shift
    rm -f feed; mkfifo feed
    "$bin" run feed --locale pt-BR "$@" 2>err.txt &
    local pid=$!
    exec 3>feed
    head -n 200 "$events" >&3
    for _ in $(seq 100); do
        [ -n "$(ls audio/*.wav 2>/dev/null)" ] && break
        sleep 0.05
    done
    eval "$between"
    tail -n +201 "$events" >&3
    exec 3>&-
    wait "$pid"
}

# 1. The audio directory goes away mid-drive (replaced by a file: root ignores permissions).
begin "audio directory unwritable mid-drive"
rm -rf audio
drive_with_fault 'rm -rf audio; : >audio' --audio-dir audio --prompts-out prompts.ndjson --casting-out casting.ndjson
expect_exit $? 73
count_stderr '^error: --audio-dir audio: ' 1
[ "$(lines prompts.ndjson)" = "$base_prompts" ] || fail "$(lines prompts.ndjson) prompt records, expected $base_prompts"
[ "$(lines casting.ndjson)" = "$base_casting" ] || fail "$(lines casting.ndjson) casting lines, expected $base_casting"
rm -rf audio

# 2. The audio directory cannot be created at all: a clear error before anything is read.
begin "audio directory on a read-only file system"
"$bin" run "$events" --locale pt-BR --audio-dir /proc/guidance-audio --casting none 2>err.txt
expect_exit $? 73
expect_stderr '--audio-dir /proc/guidance-audio'

# 3. The disk is full: PCM to /dev/full. One error, the records and the casting feed go on.
if [ -c /dev/full ]; then
    begin "disk full under --audio-stdout"
    "$bin" run "$events" --locale pt-BR --audio-stdout --prompts-out prompts.ndjson \
        --casting-out casting.ndjson >/dev/full 2>err.txt
    expect_exit $? 73
    count_stderr '^error: --audio-stdout: .*No space left on device' 1
    [ "$(lines prompts.ndjson)" = "$base_prompts" ] || fail "$(lines prompts.ndjson) prompt records, expected $base_prompts"
    [ "$(lines casting.ndjson)" = "$base_casting" ] || fail "$(lines casting.ndjson) casting lines, expected $base_casting"
else
    echo "notice: /dev/full is not a character device here; the full-disk PCM case is skipped"
fi

# 4. The ALSA device does not exist: a warning, prompts recorded as failed (the device is tried
# again for later ones), everything else as usual.
begin "missing ALSA device"
"$bin" run "$events" --locale pt-BR --play --device nonexistent --prompts-out prompts.ndjson \
    --casting none 2>err.txt
expect_exit $? 0
count_stderr '--play: .*nonexistent.*prompts will try it again' 1
grep -q '"event":"promptFailed"' prompts.ndjson || fail "no promptFailed record for a prompt with no output"
[ "$(lines prompts.ndjson)" -ge "$base_prompts" ] || fail "$(lines prompts.ndjson) records, expected $base_prompts"

# 5. eSpeak NG data missing: a clear error at start, naming the path.
begin "eSpeak NG data missing"
mkdir -p empty-data
ESPEAK_DATA_PATH="$work/empty-data" "$bin" run "$events" --locale pt-BR --audio-dir audio --casting none \
    2>err.txt
expect_exit $? 66
expect_stderr "eSpeak NG data not found at $work/empty-data"
[ -z "$(ls audio 2>/dev/null)" ] || fail "audio written without speech data"
# Without audio options the data is not needed.
ESPEAK_DATA_PATH="$work/empty-data" "$bin" run "$events" --locale pt-BR --casting none 2>err.txt
expect_exit $? 0

# 6. The input stops in the middle of a line: that line is reported, nothing before it is lost.
begin "input cut mid-line"
head -n 300 "$events" >whole.ndjson
{ cat whole.ndjson; sed -n 301p "$events" | head -c 150; } >cut.ndjson
"$bin" run --locale pt-BR --casting-out whole-casting.ndjson --prompts-out whole-prompts.ndjson \
    <whole.ndjson 2>/dev/null
"$bin" run --locale pt-BR --casting-out casting.ndjson --prompts-out prompts.ndjson <cut.ndjson 2>err.txt
expect_exit $? 65
expect_stderr '^<stdin>:301: not valid JSON'
expect_stderr 'the input ended in the middle of the last line'
cmp -s <(states casting.ndjson) <(states whole-casting.ndjson) || fail "the casting feed before the cut line differs"
cmp -s prompts.ndjson whole-prompts.ndjson || fail "the prompt records before the cut line differ"

# 7. SIGTERM and SIGINT during a realtime drive: outputs flushed, WAV files complete, exit 0.
check_wavs() {
    python3 - "$@" <<'PY' || fail "a WAV file is incomplete or malformed"
import os, sys, wave
paths = sys.argv[1:]
if not paths:
    sys.exit("no WAV file written before the signal")
for path in paths:
    with wave.open(path) as w:
        expected = 44 + w.getnframes() * w.getsampwidth() * w.getnchannels()
        ok = w.getframerate() == 22050 and w.getnchannels() == 1 and w.getsampwidth() == 2
        if not ok or w.getnframes() == 0 or os.path.getsize(path) != expected:
            sys.exit(f"{path}: header does not match the file")
PY
}
for signal in TERM INT HUP QUIT; do
    begin "SIG$signal during a realtime drive"
    rm -rf audio prompts.ndjson casting.ndjson feed
    mkfifo feed
    "$bin" simulate --realtime --multiplier 20 "$route" >feed 2>/dev/null &
    simulator=$!
    # Without job control bash starts background jobs with SIGINT ignored; the command installs
    # its own handler, which is what this case checks.
    (exec "$bin" run feed --locale pt-BR --audio-dir audio --prompts-out prompts.ndjson \
        --casting-out casting.ndjson 2>err.txt) &
    pid=$!
    for _ in $(seq 200); do
        [ "$(ls audio 2>/dev/null | wc -l)" -ge 2 ] && break
        sleep 0.05
    done
    sleep 0.3
    kill -"$signal" "$pid"
    wait "$pid"
    expect_exit $? 0
    kill "$simulator" 2>/dev/null
    wait "$simulator" 2>/dev/null
    case $signal in TERM) number=15 ;; INT) number=2 ;; HUP) number=1 ;; QUIT) number=3 ;; esac
    expect_stderr "stopped by signal $number after [0-9]+ events; outputs flushed"
    [ "$(lines prompts.ndjson)" -ge 2 ] || fail "$(lines prompts.ndjson) prompt records flushed"
    [ "$(lines casting.ndjson)" -ge 1 ] || fail "no casting line flushed"
    tail -c 1 prompts.ndjson | od -An -c | grep -q '\\n' || fail "the last prompt record is cut"
    check_wavs audio/*.wav
done

# Promise: after kill -9 at any point, every casting line and prompt record of the events
# processed so far is whole (the feed is a prefix of an undisturbed run's), and every WAV file
# present is complete. Lines leave the process as they are finished; WAV files are renamed in.
"$bin" simulate --multiplier 20 "$route" 2>/dev/null | "$bin" run - --locale pt-BR \
    --casting-out reference-casting.ndjson 2>/dev/null
for delay in 0.4 0.9 1.6; do
    begin "kill -9 after ${delay}s of a realtime drive"
    rm -rf audio prompts.ndjson casting.ndjson
    "$bin" simulate --realtime --multiplier 20 "$route" 2>/dev/null | "$bin" run - --locale pt-BR \
        --audio-dir audio --prompts-out prompts.ndjson --casting-out casting.ndjson 2>/dev/null &
    run_pid=$!
    # The delay counts from the drive's first casting line, so that a loaded machine, slow to
    # start the process, still has it killed mid-drive; the kill goes to this run alone.
    for _ in $(seq 600); do
        [ -s casting.ndjson ] && break
        sleep 0.05
    done
    sleep "$delay"
    kill -9 "$run_pid" 2>/dev/null
    wait 2>/dev/null
    [ "$(lines casting.ndjson)" -ge 1 ] || fail "no casting line survived"
    head -n "$(lines casting.ndjson)" <(states reference-casting.ndjson) | cmp -s - <(states casting.ndjson) \
        || fail "the casting lines are not a whole prefix of the undisturbed run's"
    python3 - prompts.ndjson <<'PY' || fail "a prompt record is cut"
import json, sys
try:
    text = open(sys.argv[1], encoding="utf-8").read()
except FileNotFoundError:
    text = ""  # killed before its first prompt: nothing to be cut
assert text == "" or text.endswith("\n"), "the last record has no newline"
for line in text.splitlines():
    json.loads(line)
PY
    ls audio/*.wav >/dev/null 2>&1 && check_wavs audio/*.wav
done

# Promise: corrupt eSpeak NG data never takes a drive down: it is refused at start with exit 70,
# the file named where it can be, and the process does not crash.
installed_data=""
for candidate in /usr/lib/x86_64-linux-gnu/espeak-ng-data /usr/lib/aarch64-linux-gnu/espeak-ng-data \
    /usr/share/espeak-ng-data; do
    [ -f "$candidate/phontab" ] && { installed_data=$candidate; break; }
done
if [ -n "$installed_data" ]; then
    for damage in "phontab 20000" "phondata 1000" "pt_dict 6" "phonindex random"; do
        set -- $damage
        begin "corrupt eSpeak NG data: $1 ($2)"
        rm -rf bad-data && cp -rL "$installed_data" bad-data
        # The intact copy passes and the pass is remembered; the damage below changes the file's
        # identity, so the next start checks it again instead of trusting the remembered pass.
        "$bin" say --espeak-data bad-data --locale pt-BR "teste de voz" -o good.wav 2>err.txt
        expect_exit $? 0
        grep -q "bad-data" "$XDG_CACHE_HOME/guidance/espeak-data-verdicts" 2>/dev/null \
            || fail "the pass of the intact copy was not remembered"
        if [ "$2" = random ]; then
            head -c "$(stat -c %s "bad-data/$1")" /dev/urandom >"bad-data/$1"
        else
            truncate -s "$2" "bad-data/$1"
        fi
        "$bin" say --espeak-data bad-data --locale pt-BR "teste de voz" -o bad.wav 2>err.txt
        expect_exit $? 70
        expect_stderr "eSpeak NG data in .*bad-data cannot be used"
        ESPEAK_DATA_PATH="$work/bad-data" "$bin" run "$events" --locale pt-BR --audio-dir audio \
            --casting none 2>err.txt
        expect_exit $? 70
        # The files that can be checked without the library are named.
        case $1 in phontab | pt_dict) expect_stderr "bad-data/$1: " ;; esac
    done
    rm -rf bad-data
else
    echo "notice: no installed eSpeak NG data found; the corrupt-data cases are skipped"
fi

# Promise: a crash of eSpeak NG ends only the speech worker: the drive goes on, a new worker
# speaks the next prompt, and the feed and records are complete (docs/speech.md, "Isolation").
begin "speech worker killed mid-drive"
rm -rf audio prompts.ndjson casting.ndjson
"$bin" simulate --realtime --multiplier 20 "$route" 2>/dev/null | "$bin" run - --locale pt-BR \
    --audio-dir audio --prompts-out prompts.ndjson --casting-out casting.ndjson 2>err.txt &
runner=$!
for _ in $(seq 200); do
    [ "$(ls audio 2>/dev/null | wc -l)" -ge 2 ] && break
    sleep 0.05
done
# This run's own worker only: other drives on the machine have workers too.
first=$(pgrep -P "$runner" -f "speech-worker" | head -n 1)
[ -n "$first" ] && kill -SEGV "$first"
wait
expect_exit $? 0
[ -n "$first" ] || fail "no speech worker process was found"
cmp -s <(states casting.ndjson) <(states reference-casting.ndjson) || fail "the casting feed differs from an undisturbed run's"
python3 - prompts.ndjson <<'PY' || fail "a prompt let through lost its audio"
import json, sys
records = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8")]
spoken = [r for r in records if "event" not in r and r["spoken"]]
assert spoken and all(r.get("audio") for r in spoken), "spoken prompts without audio"
PY

# Promise: several drives sharing one --audio-dir never overwrite each other's audio, and every
# record names its own file.
begin "two drives share an audio directory"
rm -rf audio shared-a.ndjson shared-b.ndjson
"$bin" run "$events" --locale pt-BR --audio-dir audio --prompts-out shared-a.ndjson --casting none 2>/dev/null &
"$bin" run "$events" --locale pt-PT --audio-dir audio --prompts-out shared-b.ndjson --casting none 2>/dev/null &
wait
python3 - shared-a.ndjson shared-b.ndjson <<'PY' || fail "records of two drives point at the same or a missing file"
import json, os, sys, wave
paths = []
for name in sys.argv[1:]:
    for line in open(name, encoding="utf-8"):
        record = json.loads(line)
        if record.get("audio"):
            paths.append((record["audio"], record.get("audioMs")))
assert paths, "no audio was written"
assert len({p for p, _ in paths}) == len(paths), "two records name one file"
for path, milliseconds in paths:
    with wave.open(path) as w:
        assert abs(w.getnframes() * 1000 / w.getframerate() - milliseconds) < 2, f"{path} holds other audio"
PY

# Promise: a closed standard input fails at once with exit 66, it does not hang.
for command in "run --locale pt-BR" "events validate" "say -o never.wav -"; do
    begin "closed stdin: $command"
    # shellcheck disable=SC2086
    timeout 10 "$bin" $command <&- 2>err.txt
    expect_exit $? 66
    expect_stderr "standard input is closed"
done

# Promise: a full file system and a read-only audio directory are errors that name the output;
# the other outputs go on; exit 73. Real mounts where this machine allows them.
if mkdir -p small && mount -t tmpfs -o size=8k tmpfs small 2>/dev/null; then
    begin "a full tmpfs under --prompts-out"
    rm -rf audio
    "$bin" run "$events" --locale pt-BR --prompts-out small/prompts.ndjson --casting-out casting.ndjson \
        --audio-dir audio 2>err.txt
    expect_exit $? 73
    count_stderr '^error: --prompts-out small/prompts.ndjson: No space left on device$' 1
    [ "$(lines casting.ndjson)" = "$base_casting" ] || fail "casting lines $(lines casting.ndjson) of $base_casting"
    tail -c 1 small/prompts.ndjson | od -An -c | grep -q '\\n' || fail "the records file ends with a cut line"
    spoken=$(grep -c '"spoken":true' base-prompts.ndjson)
    [ "$(ls audio/*.wav | wc -l)" = "$spoken" ] || fail "audio stopped with the records: $(ls audio | wc -l) of $spoken files"
    begin "a read-only --audio-dir"
    rm -rf small/* && mkdir -p small/audio && mount -o remount,ro small
    "$bin" run "$events" --locale pt-BR --audio-dir small/audio --casting none 2>err.txt
    expect_exit $? 73
    expect_stderr '^error: --audio-dir small/audio: Read-only file system'
    umount small
else
    echo "notice: this machine does not allow mounting a tmpfs; the tmpfs and read-only cases are skipped"
fi

# Promise: a text output that cannot be written is reported once by name, the other outputs go
# on whole, the exit status is 73, and the path is opened, never replaced (docs/reliability.md).
if [ -c /dev/full ]; then
    for option in prompts-out casting-out record; do
        begin "full disk on --$option"
        others=(--casting-out c.ndjson --prompts-out p.ndjson)
        [ "$option" = casting-out ] && others=(--prompts-out p.ndjson)
        [ "$option" = prompts-out ] && others=(--casting-out c.ndjson)
        rm -f c.ndjson p.ndjson
        "$bin" run "$events" --locale pt-BR "${others[@]}" "--$option" /dev/full 2>err.txt
        expect_exit $? 73
        count_stderr "^error: --$option /dev/full: No space left on device$" 1
        [ "$option" = casting-out ] || [ "$(lines c.ndjson)" = "$base_casting" ] \
            || fail "casting lines $(lines c.ndjson) of $base_casting"
        [ "$option" = prompts-out ] || [ "$(lines p.ndjson)" = "$base_prompts" ] \
            || fail "prompt records $(lines p.ndjson) of $base_prompts"
        [ -c /dev/full ] || { fail "/dev/full is no longer a character device"; break; }
    done
else
    echo "notice: /dev/full is not a character device here; the full-disk cases are skipped"
fi

# Promise: SSML never makes eSpeak NG open a file or run a program (docs/speech.md, "SSML").
# eSpeak NG runs `sox` through a shell for an <audio> file that is not 16-bit mono: a PATH whose
# `sox` and `sh` leave a marker, an 8-bit WAV whose name runs a command, and nothing may happen.
begin "ssml audio runs nothing"
mkdir -p trap-bin
for tool in sox sh; do
    printf '#!/bin/bash\ntouch "%s/ran-%s"\n' "$work" "$tool" >"trap-bin/$tool"
    chmod +x "trap-bin/$tool"
done
hostile='snd$(touch PWNED).wav'
python3 - "$hostile" <<'PY'
import sys, wave
with wave.open(sys.argv[1], "wb") as w:
    w.setnchannels(1); w.setsampwidth(1); w.setframerate(8000); w.writeframes(bytes([200, 56]) * 8000)
PY
PATH="$work/trap-bin:$PATH" "$bin" say --ssml --locale pt-BR -o ssml.wav \
    "<speak>Olá <audio src=\"$hostile\">texto</audio> fim</speak>" 2>err.txt
expect_exit $? 65
expect_stderr "SSML refused at line 1, column 12: <audio> is not allowed"
# With a base directory eSpeak NG would look the file up there: refused before it can.
PATH="$work/trap-bin:$PATH" "$bin" say --ssml --locale pt-BR -o ssml.wav \
    "<speak xml:base=\"$work\">Olá <audio src=\"$hostile\"/> fim</speak>" 2>err.txt
expect_exit $? 65
expect_stderr "SSML refused at line 1, column 8: <speak> does not accept the attribute xml:base"
for marker in PWNED ran-sox ran-sh; do [ ! -e "$marker" ] || fail "$marker exists: a program ran"; done
[ ! -e ssml.wav ] || fail "audio was written for refused SSML"

begin "ssml doctype, long break and huge attribute are refused"
for document in '<!DOCTYPE speak><speak>a</speak>' '<speak>a<break time="989s"/>b</speak>' \
    "<speak><sub alias=\"$(head -c 2000 /dev/zero | tr '\0' a)\">x</sub></speak>"; do
    "$bin" say --ssml --locale pt-BR -o refused.wav "$document" 2>err.txt
    expect_exit $? 65
    expect_stderr "SSML refused at line 1"
done
[ ! -e refused.wav ] || fail "audio was written for refused SSML"

if [ "$failures" -gt 0 ]; then
    echo "fault tests: $failures of $cases cases failed"
    exit 1
fi
echo "fault tests: $cases cases passed"
