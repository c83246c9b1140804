#!/usr/bin/env python3
"""Writes the seed corpus of every fuzz target into Fuzz/corpus/<target>/ from the project's own
examples, templates, docs and tests. Deterministic; run again after the sources change.

    python3 Fuzz/make-corpus.py
"""
import hashlib
import json
import pathlib
import re
import shutil

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Fuzz" / "corpus"
LIMIT = 8 * 1024  # bytes per seed: small seeds keep the committed corpus well under 500 KB


def write(target, seeds):
    directory = CORPUS / target
    shutil.rmtree(directory, ignore_errors=True)
    directory.mkdir(parents=True)
    seen = set()
    for seed in seeds:
        data = seed.encode("utf-8") if isinstance(seed, str) else bytes(seed)
        data = data[:LIMIT]
        digest = hashlib.sha1(data).hexdigest()[:16]
        if digest in seen:
            continue
        seen.add(digest)
        (directory / digest).write_bytes(data)
    print(f"{target}: {len(seen)} seeds")


def code_blocks(path, language):
    text = (ROOT / path).read_text(encoding="utf-8")
    return re.findall(r"```" + language + r"\n(.*?)```", text, re.S)


def event_seeds():
    seeds = []
    for block in code_blocks("docs/events.md", "json"):
        seeds += [line for line in block.splitlines() if line.strip()]
        seeds.append(block)
    drive = (ROOT / "examples/sao-paulo.events.ndjson").read_text(encoding="utf-8").splitlines()
    kinds = {}
    for line in drive:
        kind = json.loads(line).get("type")
        kinds.setdefault(kind, []).append(line)
    for lines in kinds.values():
        seeds += lines[:3]
    seeds.append("\n".join(drive[:6]) + "\n")
    seeds.append("\r\n".join(drive[6:9]))
    seeds += (ROOT / "examples/cast-sample.ndjson").read_text(encoding="utf-8").splitlines()[:10]
    seeds += [
        '{"type":"navInfo","navState":2}',
        '{"type":"arrival","waypoint":{"title":"\\ud800 bad","isFinal":true}}',
        '{"type":"speeding","percentage":"NaN"}',
        '{"type":"navInfo","timestamp":"2026-11-30T10:00:00.5Z","currentStep":{"maneuver":7,"stepNumber":1}}',
        "\n\n  \n",
    ]
    return seeds


def template_entries():
    entries = []
    for path in sorted((ROOT / "templates").glob("*.mf2")):
        current = None
        for line in path.read_text(encoding="utf-8").splitlines():
            if re.match(r"^[A-Za-z][\w.-]* = ", line):
                if current:
                    entries.append(current)
                current = line.split(" = ", 1)[1]
            elif current is not None and line.startswith("  "):
                current += "\n" + line
            else:
                if current:
                    entries.append(current)
                current = None
        if current:
            entries.append(current)
    return entries


def message_seeds():
    seeds = template_entries()
    for block in code_blocks("docs/messageformat.md", r"[a-z0-9]*"):
        seeds += [line for line in block.splitlines() if "{" in line]
    return seeds


def resource_seeds():
    seeds = []
    for path in sorted((ROOT / "templates").glob("*.mf2")):
        text = path.read_text(encoding="utf-8")
        sections = re.split(r"(?m)^(?=\[)", text)
        seeds += sections
    return seeds


def route_seeds():
    seeds = []
    for path in sorted((ROOT / "examples").glob("*.osrm.json")):
        route = json.loads(path.read_text(encoding="utf-8"))
        seeds.append(json.dumps(route, separators=(",", ":")))
        # a one-leg, two-step cut of each route: small seeds the fuzzer mutates quickly
        for candidate in route.get("routes", [])[:1]:
            leg = dict(candidate["legs"][0])
            leg["steps"] = leg["steps"][:2]
            cut = {"code": "Ok", "routes": [dict(candidate, legs=[leg])]}
            seeds.append(json.dumps(cut, separators=(",", ":")))
            seeds.append(json.dumps(dict(candidate, legs=[leg]), separators=(",", ":")))
    seeds += ['{"code":"NoRoute","routes":[]}', '{"legs":[]}']
    return seeds


def url_seeds():
    seeds = []
    pattern = r"(?:https?|comgooglemaps[a-z-]*)://[^\s)`\"'<>]+"
    seeds += re.findall(pattern, (ROOT / "docs/maps-url.md").read_text(encoding="utf-8"))
    for path in sorted((ROOT / "Tests/MapsURLTests").glob("*.swift")):
        seeds += re.findall(r'"((?:https?|comgooglemaps[a-z-]*)://[^"]+)"', path.read_text(encoding="utf-8"))
    return seeds


def ssml_seeds():
    names = set()
    drive = (ROOT / "examples/sao-paulo.events.ndjson").read_text(encoding="utf-8")
    names.update(re.findall(r'"(?:fullRoadName|simpleRoadName|title|destinations)":"([^"\\]*)"', drive))
    seeds = sorted(names)[:40]
    seeds += [
        'Rua <Augusta> & "Filhos"',
        '<break time="10s"/>',
        "</speak><speak>",
        '<voice name="en">Main Street</voice>',
        '<prosody rate="x-slow">devagar</prosody>',
        "<!-- comment -->",
        "<![CDATA[x]]>",
        "\u202eRua\u2067 Augusta\u2069",
        "Rua\u0000\u0001\u001b\ufffe",
        "&amp; &lt; &#x41; &bogus;",
    ]
    return seeds


write("event-decoder", event_seeds())
write("message-format", message_seeds())
write("message-resource", resource_seeds())
write("route-importer", route_seeds())
write("maps-url", url_seeds())
write("ssml", ssml_seeds())
