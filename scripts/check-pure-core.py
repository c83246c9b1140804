#!/usr/bin/env python3
"""The pure core links no platform library (docs/architecture.md): the targets named below, with
everything they depend on, must not reach eSpeak NG, ALSA, libpulse, the speech adapters or the network
and process code of the command line; and the command line itself reaches eSpeak NG only through
Speech. The I/O adapters depend on the model only: Location (gpsd, NMEA, serial ports) reaches no
route import and no simulation, neither through the package's dependencies nor by an `import` in
its sources (the simulated receiver is SimulatedLocation, over Location and Simulator). Reads
`swift package describe --type json`; exit 1 with the offending path when one does."""
import json
import pathlib
import re
import subprocess
import sys

PURE = ["GuidanceModel", "MessageFormat", "StrictJSON", "Localization", "Guidance", "Simulator", "Places", "MapsURL",
        "CivilCalendar", "XMLText", "Geometry", "RouteImport", "Navigation"]
FORBIDDEN = {"CEspeakNG", "CALSA", "CPulse", "Speech", "GuidanceSpeech", "CastServer", "CProcessor", "CSharedMemory",
             "GuidanceCLI", "SystemIO", "Location", "Routing", "NavigationSession"}

# Adapters and the modules they must not reach, directly or through another module.
ADAPTERS = {"Location": {"RouteImport", "Simulator", "SimulatedLocation", "Navigation", "NavigationSession",
                         "Routing", "GuidanceCLI"}}

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
for adapter, forbidden in ADAPTERS.items():
    stack = [(adapter, [adapter])]
    seen = set()
    while stack:
        name, path = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        if name in forbidden:
            problems.append(" -> ".join(path))
            continue
        for dependency in targets.get(name, []):
            stack.append((dependency, path + [dependency]))
    # A module SwiftPM happens to have built is importable without being declared: the sources
    # are read too.
    sources = pathlib.Path(__file__).resolve().parent.parent / "Sources" / adapter
    for source in sorted(sources.rglob("*.swift")):
        for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
            match = re.match(r"\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:\w+\s+)?(\w+)", line)
            if match and match.group(1) in forbidden:
                problems.append(f"{source.relative_to(sources.parent.parent)}:{number}: {adapter} imports "
                                f"{match.group(1)}")
# The command line speaks through the Speech module only: calling eSpeak NG's C API directly is
# the speech benchmark's baseline, which lives in guidance-bench, not in anything installed.
for name in ("GuidanceCLI", "guidance"):
    if "CEspeakNG" in targets.get(name, []):
        problems.append(f"{name} -> CEspeakNG (only Speech and guidance-bench use the C API)")
if problems:
    for problem in problems:
        print(f"pure core: FAIL: {problem}")
    sys.exit(1)
print(f"pure core: {len(PURE)} targets reach no platform library; "
      f"{', '.join(ADAPTERS)} reach{'es' if len(ADAPTERS) == 1 else ''} no route import or simulation")
