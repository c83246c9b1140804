#!/usr/bin/env python3
"""Writes the seed corpus of every fuzz target into Fuzz/corpus/<target>/ from the project's own
examples, templates, docs and tests, plus seeds at the edges (numbers such as 1e308, 1e18 and -0,
huge rounding increments, -u-nu- locale tags, long .local chains, many variants), and the
libFuzzer dictionaries Fuzz/dict/<target>.dict that scripts/fuzz.sh passes with -dict.
Deterministic; run again after the sources change.

    python3 Fuzz/make-corpus.py
"""
import hashlib
import json
import pathlib
import re
import shutil
import struct

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Fuzz" / "corpus"
DICTIONARIES = ROOT / "Fuzz" / "dict"
LIMIT = 8 * 1024  # bytes per seed: small seeds keep the committed corpus well under 500 KB

# Numbers at the edges of Double and Int: each once reached an integer conversion that trapped.
EDGE_NUMBERS = [
    "1e308", "-1e308", "1.7976931348623157e308", "1e18", "-1e18", "9223372036854775807",
    "-9223372036854775808", "18446744073709551616", "1e9", "1e15", "-0", "-0.0", "0.0", "5e-324",
    "1e-300", "1e400", "1e99999", "1E308", "0.5", "2.5",
]
NUMBERING_TAGS = [
    "ar-EG-u-nu-arab", "th-TH-u-nu-thai", "en-u-nu-bogus", "en-u-nu", "hi-u-nu-deva", "ja-u-nu-jpan",
    "zh-u-nu-hanidec", "ar-u-nu-arab", "en-US-u-nu-arab-ca-buddhist",
]
EDGE_DOUBLES = [
    1e308, -1e308, float("inf"), float("-inf"), float("nan"), -0.0, 5e-324, 1e18, 1e9,
    1.7976931348623157e308,
]


def write_dict(target, comment, tokens):
    """A libFuzzer dictionary: one quoted token a line, bytes outside printable ASCII escaped."""
    DICTIONARIES.mkdir(exist_ok=True)
    lines = ["# " + line for line in comment] + [""]
    seen = set()
    for token in tokens:
        data = token.encode("utf-8") if isinstance(token, str) else bytes(token)
        if data in seen:
            continue
        seen.add(data)
        text = "".join(
            chr(byte) if 0x20 <= byte <= 0x7E and byte not in (0x22, 0x5C) else "\\x%02x" % byte
            for byte in data
        )
        lines.append('"' + text + '"')
    (DICTIONARIES / f"{target}.dict").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{target}.dict: {len(seen)} tokens")


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
    # Names beyond the 512-byte bound (cut between characters, with a warning): an accent and an
    # emoji straddling the bound, an escape, and the same update twice (a remembered step warns again).
    long_step = ('{"maneuver":"turnRight","stepNumber":2,"simpleRoadName":"%s","destinations":"%s",'
                 '"exitNumber":"%s"}' % ("a" * 511 + "e\u0301zz", "R" * 509 + "\\ud83d\\ude97 x", "9" * 600))
    long_update = ('{"type":"navInfo","navState":"enroute","currentStep":%s,"remainingSteps":[%s]}'
                   % (long_step, long_step))
    seeds += [
        long_update,
        long_update + "\n" + long_update + "\n",
        '{"type":"arrival","waypoint":{"title":"%s","isFinal":true}}' % ("Praça " * 90),
    ]
    for number in EDGE_NUMBERS:
        seeds.append(
            '{"type":"navInfo","timestamp":%s,"navState":"enroute","distanceToCurrentStepMeters":%s,'
            '"timeToCurrentStepSeconds":%s,"currentStep":{"maneuver":"turnRight","stepNumber":%s,'
            '"roundaboutTurnNumber":%s,"distanceFromPrevStepMeters":%s}}'
            % ((number,) * 6))
        seeds.append('{"type":"remainingTime","seconds":%s}' % number)
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
    return seeds + edge_message_seeds()


def edge_message_seeds():
    """Messages that reach the paths extreme input once trapped in or overflowed the stack on."""
    seeds = []
    for number in EDGE_NUMBERS:
        seeds.append("{|%s| :number roundingIncrement=5000}" % number)
        seeds.append("{|%s| :integer} {|%s| :percent}" % (number, number))
    for increment in ["5000", "2500", "25", "5"]:
        for mode in ["halfEven", "ceil", "floor", "expand", "trunc", "halfTrunc"]:
            seeds.append(
                "{$n :number roundingIncrement=%s maximumFractionDigits=20 roundingMode=%s}"
                % (increment, mode))
    for tag in NUMBERING_TAGS:
        seeds.append("{$n :number u:locale=|%s|} {$n :integer u:locale=|%s|}" % (tag, tag))
        seeds.append(".input {$n :number u:locale=|%s|} .match $n one {{one}} * {{{$n}}}" % tag)
    chain = ".local $x0 = {$n :number}\n"
    index = 1
    while len(chain) < LIMIT - 40:
        chain += ".local $x%d = {$x%d}\n" % (index, index - 1)
        index += 1
    seeds.append(chain + "{{{$x%d}}}" % (index - 1))
    match = ".input {$n :integer}\n.match $n\n"
    index = 0
    while len(match) < LIMIT - 40:
        match += "%d {{v%d}}\n" % (index, index)
        index += 1
    seeds.append(match + "* {{other}}")
    seeds.append("{#b}" * 1000 + "x" + "{/b}" * 1000)
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
    # the smallest cut with each measure at an edge (1e308 once trapped directions and hung simulate)
    route = json.loads((ROOT / "examples/sao-paulo.osrm.json").read_text(encoding="utf-8"))
    leg = dict(route["routes"][0]["legs"][0])
    for key in ["distance", "duration"]:
        for number in EDGE_NUMBERS:
            steps = [dict(step) for step in leg["steps"][:2]]
            steps[0][key] = "@@"
            text = json.dumps({"legs": [dict(leg, steps=steps)]}, separators=(",", ":"))
            seeds.append(text.replace('"@@"', number))
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
    # the target reads the first eight bytes as a Double: distances and times at every edge
    for number in EDGE_DOUBLES:
        seeds.append(struct.pack("<d", number) + "Rua Augusta".encode("utf-8"))
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

MESSAGE_TOKENS = [
    ".local", ".input", ".match", " $x = ", "{$n}", "{$n :number}", ":number", ":integer", ":percent",
    ":currency", ":offset", ":string", ":datetime", ":date", "roundingIncrement=", "roundingIncrement=5000",
    "roundingIncrement=2500", "roundingIncrement=25", "roundingMode=halfEven", "roundingMode=ceil",
    "roundingMode=trunc", "maximumFractionDigits=", "maximumFractionDigits=99", "minimumFractionDigits=20",
    "maximumSignificantDigits=21", "minimumIntegerDigits=99", "roundingPriority=morePrecision",
    "trailingZeroDisplay=stripIfInteger", "signDisplay=always", "useGrouping=min2", "select=ordinal",
    "select=exact", "currency=EUR", "u:locale=", "u:id=", "u:dir=rtl", "-u-nu-", "-u-nu-arab",
    "-u-ca-buddhist", "-x-private", "{#b}", "{/b}", "{#b/}", " one ", " other ", " * ", "{{", "}}", "|",
] + ["|%s|" % tag for tag in NUMBERING_TAGS] + ["|%s|" % number for number in EDGE_NUMBERS] + EDGE_NUMBERS

write_dict(
    "message-format",
    ["FuzzMessageFormat: MF2 keywords, the number options, -u-nu- locale tags and numbers at the",
     "edges of Double and Int. Written by Fuzz/make-corpus.py."],
    MESSAGE_TOKENS)
write_dict(
    "message-resource",
    ["FuzzMessageResource: the resource syntax and the message tokens. Written by Fuzz/make-corpus.py."],
    ["[", "]", " = ", "\n  ", "# ", "@param ", "@locale "] + MESSAGE_TOKENS)
write_dict(
    "route-importer",
    ["FuzzRouteImporter: OSRM fields and numbers at the edges of Double and Int (a step distance of",
     "1e308 once trapped directions, a duration of 1e308 hung simulate). Written by Fuzz/make-corpus.py."],
    ['"distance":', '"duration":', '"weight":', '"exit":', '"bearing_after":', '"location":', '"steps":',
     '"legs":', '"routes":', '"maneuver":', '"type":"roundabout"', '"type":"arrive"', '"modifier":"left"',
     '"geometry":', '"coordinates":', '"waypoints":', '"distance":1e308', '"duration":1e308',
     '"distance":1e9', '"duration":-0', '"exit":1e18', '"location":[1e308,-1e308]'] + EDGE_NUMBERS)
write_dict(
    "event-decoder",
    ["FuzzEventDecoder: wire fields and numbers at the edges of Double and Int. Written by",
     "Fuzz/make-corpus.py."],
    ['"type":"navInfo"', '"type":"remainingTime"', '"type":"remainingDistance"', '"timestamp":',
     '"distanceToCurrentStepMeters":', '"timeToCurrentStepSeconds":', '"distanceToFinalDestinationMeters":',
     '"stepNumber":', '"roundaboutTurnNumber":', '"maneuver":', '"remainingSteps":[', '"currentStep":{',
     '"seconds":', '"meters":', '"percentage":', '"NaN"', '"Infinity"', '"-Infinity"'] + EDGE_NUMBERS)
write_dict(
    "ssml",
    ["FuzzSSML: the first eight bytes are a Double (the bit patterns of 1e308, the infinities, NaN, -0",
     "and others), then markup a name might carry. Written by Fuzz/make-corpus.py."],
    [struct.pack("<d", number) for number in EDGE_DOUBLES]
    + ['<break time="10s"/>', "</speak>", '<audio src="', "&amp;", "&#0;", "]]>", "<!--"])

write("event-decoder", event_seeds())
write("message-format", message_seeds())
write("message-resource", resource_seeds())
write("route-importer", route_seeds())
write("maps-url", url_seeds())
write("ssml", ssml_seeds())
write("http-request", http_seeds())
