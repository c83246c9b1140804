#!/usr/bin/env bash
# The main job on the bundled examples: the São Paulo drive through the whole pipeline, in
# Brazilian Portuguese, with the casting feed on screen and every spoken prompt as a WAV file.
# Usage: scripts/demo.sh [BIN]; $GUIDANCE_EXAMPLES is where the examples are (default examples/,
# installed: /usr/share/doc/guidance/examples), $DEMO_OUT where the results go (default out/demo).
set -euo pipefail
bin=${1:-.build/release/guidance}
examples=${GUIDANCE_EXAMPLES:-examples}
out=${DEMO_OUT:-out/demo}
rm -rf "$out"
mkdir -p "$out"

echo "== 1. The recorded São Paulo drive ($examples/sao-paulo.events.ndjson)"
"$bin" events validate "$examples/sao-paulo.events.ndjson"
echo
echo "-- casting feed (text), one line per visible change:"
"$bin" run "$examples/sao-paulo.events.ndjson" --locale pt-BR --casting text \
    --places "$examples/sao-paulo.places.json" --prompts-out "$out/prompts.ndjson" --audio-dir "$out/audio" \
    --casting-out "$out/casting.txt"
awk 'NF == 0 { print "   (screen cleared)"; next } { print "   " $0 }' "$out/casting.txt" >"$out/casting-shown.txt"
sed -n '1,25p' "$out/casting-shown.txt"
echo "   ... ($(wc -l <"$out/casting.txt") updates in $out/casting.txt)"
echo
echo "-- prompts (spoken ones have audio in $out/audio):"
python3 - "$out/prompts.ndjson" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    record = json.loads(line)
    if "event" in record:
        continue
    heard = f"{record.get('audioMs', 0) / 1000:4.1f} s" if record["spoken"] else "muted "
    print(f"   #{record['id']:<3} {record['stage']:<9} {heard}  {record['text']}")
PY
echo
echo "== 2. The São Paulo route ($examples/sao-paulo.osrm.json), simulated and spoken"
"$bin" simulate "$examples/sao-paulo.osrm.json" \
    | "$bin" run --locale pt-BR --casting none --prompts-out "$out/route-prompts.ndjson" --audio-dir "$out/route-audio" \
        --places "$examples/sao-paulo.places.json"
echo "   $(wc -l <"$out/route-prompts.ndjson") prompts, $(ls "$out/route-audio" | wc -l) WAV files in $out/route-audio"
echo
echo "Listen: aplay $out/audio/*.wav"
