#!/usr/bin/env bash
# Renders the same route steps with Guidance (`guidance-bench render`) and with
# osrm-text-instructions (node), one after the other in the same run, and prints the figures,
# their ratios and the goal of `vs-oti` in Benchmarks/goals.json. Guidance's figures: the product's
# first rendering of each step's instruction, every memo missed, warm as the peer's loop is
# (firstRenderRatio, the goal) and cold on a renderer just made (firstRenderColdRatio); the first
# rendering of each step's longest prompt, a prepare prompt with lanes and the next maneuver; and
# the memo lookup of a prompt rendered again. Guidance renders
# display text, spoken text and the SSML document; the peer renders its text alone.
#
# usage: scripts/bench-vs-oti.sh [BENCH] [LOCALE]
#   BENCH   the guidance-bench binary (default .build/release/guidance-bench)
#   LOCALE  a locale both ship (default pt-BR)
# OTI_DIR names the peer's checkout (default ../shared/anchors/osrm-text-instructions); ROUNDS
# the rounds of both sides per run (default 200), BATCH the peer's instructions per round
# (default 2000), RUNS the runs of each side, alternating (default 5): the ratios are each run's
# figure over the peer's run beside it, and their median is reported, so that a machine whose
# speed drifts (a shared host) slows both sides of a pair alike.
set -euo pipefail
cd "$(dirname "$0")/.."
bench=${1:-.build/release/guidance-bench}
locale=${2:-pt-BR}
oti=${OTI_DIR:-../shared/anchors/osrm-text-instructions}
rounds=${ROUNDS:-200}
batch=${BATCH:-2000}
routes=(examples/sao-paulo.osrm.json examples/lisbon.osrm.json examples/us-city.osrm.json)

[ -x "$bench" ] || { echo "bench-vs-oti: no binary at $bench (swift build -c release --product guidance-bench)" >&2; exit 66; }
[ -f "$oti/index.js" ] || { echo "bench-vs-oti: osrm-text-instructions not found at $oti (set OTI_DIR)" >&2; exit 66; }
command -v node >/dev/null || { echo "bench-vs-oti: node is not installed" >&2; exit 69; }

runs=${RUNS:-5}
pairs=()
for ((run = 0; run < runs; run++)); do
    ours=$("$bench" render --locale "$locale" --rounds "$rounds" "${routes[@]}")
    peer=$(node scripts/bench/oti-render.js "$oti" "$locale" "$rounds" "$batch" "${routes[@]}")
    pairs+=("$ours" "$peer")
done
python3 - Benchmarks/goals.json "${pairs[@]}" <<'PY'
import json, statistics, sys
goals = json.load(open(sys.argv[1], encoding="utf-8")).get("vs-oti", [])
runs = [(json.loads(sys.argv[i]), json.loads(sys.argv[i + 1])) for i in range(2, len(sys.argv), 2)]
for ours, peer in runs:
    if ours["instructions"] != peer["instructions"]:
        sys.exit(f"bench-vs-oti: the two sides rendered different steps ({ours['instructions']} vs {peer['instructions']})")
def median(values):
    return round(statistics.median(values), 3)
first = median([ours["firstRenderNsMedian"] for ours, _ in runs])
prompt = median([ours["firstPromptNsMedian"] for ours, _ in runs])
memo = median([ours["memoNsMedian"] for ours, _ in runs])
oti = median([peer["nsPerInstructionMedian"] for _, peer in runs])
figures = {
    "locale": runs[0][0]["locale"], "instructions": runs[0][0]["instructions"], "runs": len(runs),
    "firstRenderNsMedian": first, "firstPromptNsMedian": prompt, "memoNsMedian": memo, "otiNsMedian": oti,
    "firstRenderRatio": median([o["firstRenderNsMedian"] / p["nsPerInstructionMedian"] for o, p in runs]),
    "firstPromptRatio": median([o["firstPromptNsMedian"] / p["nsPerInstructionMedian"] for o, p in runs]),
    "memoRatio": median([o["memoNsMedian"] / p["nsPerInstructionMedian"] for o, p in runs]),
    "firstRenderRatios": [round(o["firstRenderNsMedian"] / p["nsPerInstructionMedian"], 3) for o, p in runs],
    "firstRenderColdNsMedian": median([o["firstRenderColdNsMedian"] for o, _ in runs]),
    "firstRenderColdRatio": median([o["firstRenderColdNsMedian"] / p["nsPerInstructionMedian"] for o, p in runs]),
    "firstPromptColdRatio": median([o["firstPromptColdNsMedian"] / p["nsPerInstructionMedian"] for o, p in runs]),
}
checked = []
for goal in goals:
    value = figures[goal["figure"]]
    met = value <= goal["atMost"] if "atMost" in goal else value >= goal["atLeast"]
    checked.append({key: goal[key] for key in ("figure", "atMost", "atLeast") if key in goal}
                   | {"value": value, "met": met})
figures["goals"] = checked
figures["goalsMet"] = all(goal["met"] for goal in checked)
print(json.dumps(figures, indent=2))
PY
