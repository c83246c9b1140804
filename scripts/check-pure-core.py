#!/usr/bin/env python3
"""The pure core links no platform library (docs/architecture.md): the targets named below, with
everything they depend on, must not reach eSpeak NG, ALSA, libpulse, the speech adapters or the network
and process code of the command line; and the command line itself reaches eSpeak NG only through
Speech. Reads `swift package describe --type json`; exit 1 with the offending path when one does."""
import json
import subprocess
import sys

PURE = ["GuidanceModel", "MessageFormat", "StrictJSON", "Localization", "Guidance", "Simulator", "Places", "MapsURL",
        "CivilCalendar", "XMLText", "Geometry", "RouteImport", "Navigation"]
FORBIDDEN = {"CEspeakNG", "CALSA", "CPulse", "Speech", "GuidanceSpeech", "CastServer", "CProcessor", "CSharedMemory",
             "GuidanceCLI", "SystemIO", "Location", "Routing", "NavigationSession"}

described = subprocess.run(["swift", "package", "describe", "--type", "json"], check=True,
                           capture_output=True, text=True).stdout
targets = {t["name"]: t.get("target_dependencies", []) for t in json.loads(described)["targets"]}
problems = []
for start in PURE:
    stack = [(start, [start])]
    seen = set()
    while stack:
        name, path = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        if name in FORBIDDEN:
            problems.append(" -> ".join(path))
            continue
        for dependency in targets.get(name, []):
            stack.append((dependency, path + [dependency]))
# The command line speaks through the Speech module only: calling eSpeak NG's C API directly is
# the speech benchmark's baseline, which lives in guidance-bench, not in anything installed.
for name in ("GuidanceCLI", "guidance"):
    if "CEspeakNG" in targets.get(name, []):
        problems.append(f"{name} -> CEspeakNG (only Speech and guidance-bench use the C API)")
if problems:
    for problem in problems:
        print(f"pure core: FAIL: {problem}")
    sys.exit(1)
print(f"pure core: {len(PURE)} targets reach no platform library")
