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


def http_seeds():
    """Request heads the casting server sees: every endpoint, both versions, the Host forms it
    accepts and refuses, pipelined heads, and the malformed shapes its tests name."""
    seeds = []
    for line in (ROOT / "docs/casting.md").read_text(encoding="utf-8").splitlines():
        if re.match(r"^[A-Z]+ /\S* HTTP/", line) and "\\r\\n" in line:
            seeds.append(line.strip().replace("\\r\\n", "\r\n"))
    paths = ["/feed", "/feed.ndjson", "/state", "/health", "/", "/display.js", "/a%20b.css",
             "/feed?lastEventId=41", "/../secret.txt", "/.env", "/%2e%2e/x"]
    hosts = ["localhost", "localhost:8080", "127.0.0.1:8080", "[::1]:8080", "car.local",
             "evil.example", "[::ffff:127.0.0.1]", "LOCALHOST.", "user@host", ""]
    for index, path in enumerate(paths):
        seeds.append(f"GET {path} HTTP/1.1\r\nHost: {hosts[index % len(hosts)]}\r\n\r\n")
    for host in hosts:
        seeds.append(f"GET /state HTTP/1.1\r\nHost: {host}\r\nConnection: keep-alive\r\n\r\n")
    seeds += [
        "GET /feed HTTP/1.1\r\nHost: car\r\nLast-Event-ID: 12\r\nAccept: text/event-stream\r\n\r\n",
        "GET /feed HTTP/1.0\r\n\r\n",
        "HEAD /state HTTP/1.1\r\nHost: car\r\n\r\n",
        "POST /state HTTP/1.1\r\nHost: car\r\nContent-Length: 5\r\n\r\nhello",
        "GET /state HTTP/1.1\r\nHost: a\r\n\r\nGET /health HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET http://car.local:8080/state?x=1 HTTP/1.1\r\nHost: evil\r\n\r\n",
        "GET /state HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
        "GET /state HTTP/1.1\r\n\r\n",
        "GET /state HTTP/2.0\r\nHost: a\r\n\r\n",
        "GET /state\r\n\r\n",
        "\r\n\r\nGET /state HTTP/1.1\nHost: a\n\n",
        "GET /state HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n",
        "GET /state HTTP/1.1\r\nHost : a\r\n\r\n",
        "GET /st\x00ate HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /state HTTP/1.1\r\nHost: a\r\nX-Name: caf\xe9\r\n\r\n".encode("latin-1"),
        "GET /state HTTP/1.1\r\nHost: a\r\nX: " + "a" * 200 + "\r\n\r\n",
        "GET /state HTTP/1.1\r\nHo",
        # a Host value on its own (the target also reads the whole input as one), and the name
        # with empty labels the target once found not canonical
        "h..",
        "[::FFFF:127.0.0.1]:80",
        "GET /state HTTP/1.1\r\nHost: car.local..\r\n\r\n",
    ]
    return seeds


write("event-decoder", event_seeds())
write("message-format", message_seeds())
write("message-resource", resource_seeds())
write("route-importer", route_seeds())
write("maps-url", url_seeds())
write("ssml", ssml_seeds())
write("http-request", http_seeds())
