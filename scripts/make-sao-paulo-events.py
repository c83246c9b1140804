#!/usr/bin/env python3
"""Turns a simulated drive on the São Paulo example route into examples/sao-paulo.events.ndjson by
inserting the events a simulator does not produce: the driver muting and unmuting voice guidance,
traffic delay changes and a brief speeding alert. Run from the repository root:

    guidance simulate examples/sao-paulo.osrm.json --speed-kmh 63 --reroute-at-step 7 \\
        --max-remaining-steps 12 | python3 scripts/make-sao-paulo-events.py > examples/sao-paulo.events.ndjson

Each extra event is placed after the last simulated event at or before its timestamp.
"""
import json
import sys

EXTRA = [
    (20, {"type": "delayCategory", "category": "light"}),
    (45, {"type": "voiceGuidance", "setting": "silent"}),
    (95, {"type": "voiceGuidance", "setting": "alertsAndGuidance"}),
    (180, {"type": "delayCategory", "category": "medium"}),
    (300, {"type": "delayCategory", "category": "heavy"}),
    (330, {"type": "speeding", "percentage": 12, "severity": "minor"}),
    (338, {"type": "speeding", "percentage": 0, "severity": "notSpeeding"}),
    (400, {"type": "delayCategory", "category": "light"}),
]


def main():
    lines = [line for line in sys.stdin.read().splitlines() if line.strip()]
    events = [json.loads(line) for line in lines]
    if not events:
        sys.exit("no events on stdin")
    output = []
    pending = sorted(EXTRA, key=lambda item: item[0])
    for line, event in zip(lines, events):
        while pending and event.get("timestamp", 0) > pending[0][0]:
            time, extra = pending.pop(0)
            output.append(json.dumps(dict(extra, timestamp=time), ensure_ascii=False, sort_keys=True,
                                     separators=(",", ":")))
        output.append(line)
    for time, extra in pending:
        output.append(json.dumps(dict(extra, timestamp=time), ensure_ascii=False, sort_keys=True,
                                 separators=(",", ":")))
    sys.stdout.write("\n".join(output) + "\n")


if __name__ == "__main__":
    main()
