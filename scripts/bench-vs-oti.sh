#!/usr/bin/env bash
# Renders the same route steps with Guidance (`bench render`: fresh, that is with a renderer that
# keeps no result; with warm clause, name and distance memos; and from the memo of finished
# prompts) and with osrm-text-instructions (node), one after the other in the same run, and
# prints the figures and their ratios. Guidance renders display text, spoken text and the SSML document; the peer
# renders its text alone.
#
# usage: scripts/bench-vs-oti.sh [BIN] [LOCALE]
#   BIN     the guidance binary (default .build/release/guidance)
#   LOCALE  a locale both ship (default pt-BR)
# OTI_DIR names the peer's checkout (default ../shared/anchors/osrm-text-instructions).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/release/guidance}
locale=${2:-pt-BR}
oti=${OTI_DIR:-../shared/anchors/osrm-text-instructions}
rounds=${ROUNDS:-50}
batch=${BATCH:-2000}
routes=(examples/sao-paulo.osrm.json examples/lisbon.osrm.json examples/us-city.osrm.json)

[ -x "$bin" ] || { echo "bench-vs-oti: no binary at $bin (make release)" >&2; exit 66; }
[ -f "$oti/index.js" ] || { echo "bench-vs-oti: osrm-text-instructions not found at $oti (set OTI_DIR)" >&2; exit 66; }
command -v node >/dev/null || { echo "bench-vs-oti: node is not installed" >&2; exit 69; }

ours=$("$bin" bench render --locale "$locale" --rounds "$rounds" --batch "$batch" "${routes[@]}")
peer=$(node scripts/bench/oti-render.js "$oti" "$locale" "$rounds" "$batch" "${routes[@]}")
python3 - "$ours" "$peer" <<'PY'
import json, sys
ours, peer = json.loads(sys.argv[1]), json.loads(sys.argv[2])
if ours["instructions"] != peer["instructions"]:
    sys.exit(f"bench-vs-oti: the two sides rendered different steps ({ours['instructions']} vs {peer['instructions']})")
fresh, memo, oti = ours["nsPerInstructionAfreshMedian"], ours["nsPerInstructionMedian"], peer["nsPerInstructionMedian"]
warm = ours["nsPerInstructionWarmClausesMedian"]
print(json.dumps({
    "locale": ours["locale"], "instructions": ours["instructions"],
    "guidanceFreshNs": fresh, "guidanceWarmClausesNs": warm, "guidanceMemoNs": memo, "otiNs": oti,
    "freshRatio": round(fresh / oti, 3), "warmClausesRatio": round(warm / oti, 3),
    "memoRatio": round(memo / oti, 3),
    "goalFreshRatio": 0.5, "goalMet": fresh / oti <= 0.5,
}, indent=2))
PY
