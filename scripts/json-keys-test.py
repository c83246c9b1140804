#!/usr/bin/env python3
"""Every key a JSON output emits is documented: runs each command that writes JSON, collects the
key paths of what it printed (nested objects as `a.b`, objects in arrays as `a[].b`), and checks
each against the table of that output in the "JSON outputs" section of docs/cli.md (guidance)
or docs/benchmarks.md (guidance-bench). The other way round, every key a table lists must be
emitted by some run (a key the code stopped writing is not left documented). Also checks the one
key style: camelCase (the `ssml`-like lower-case single words included).

Usage: scripts/json-keys-test.py BIN [BENCH]   (from the repository root; BENCH defaults to the
guidance-bench beside BIN)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/guidance")
BENCH = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(BIN), "guidance-bench"))
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "cli.md")
BENCH_DOC = os.path.join(ROOT, "docs", "benchmarks.md")
EX = os.path.join(ROOT, "examples")

# Documented keys the runs below cannot make appear, and why; every other documented key must be
# emitted by some run, so that the tables list no key the code has stopped writing.
NOT_EMITTED = {}

# Paths whose children are data (names chosen by the input), not keys.
MAPS = {"byType"}
CAMEL = re.compile(r"^[a-z][a-zA-Z0-9]*$")


def key_paths(value, prefix=""):
    """The key paths of a JSON value."""
    paths = set()
    if isinstance(value, dict):
        for key, child in value.items():
            path = f"{prefix}.{key}" if prefix else key
            paths.add(path)
            if path not in MAPS:
                paths |= key_paths(child, path)
    elif isinstance(value, list):
        for child in value:
            paths |= key_paths(child, f"{prefix}[]")
    return paths


def parse_output(text):
    """One JSON document, or one per line (NDJSON)."""
    text = text.strip()
    try:
        return [json.loads(text)]
    except json.JSONDecodeError:
        return [json.loads(line) for line in text.splitlines() if line.strip()]


def doc_of(section):
    """The document whose JSON outputs section holds the table of `section`: the benchmarks'
    outputs are documented with the benchmarks."""
    return BENCH_DOC if section.startswith("guidance-bench ") else DOC


def documented(section):
    """The key paths in the first column of the table under `### section` of the JSON outputs."""
    path = doc_of(section)
    doc = open(path, encoding="utf-8").read()
    start = doc.find("## JSON outputs")
    if start < 0:
        raise SystemExit(f"{os.path.relpath(path, ROOT)} has no '## JSON outputs' section")
    body = doc[start:]
    end = body.find("\n## ", 3)
    body = body if end < 0 else body[:end]
    match = re.search(r"^### " + re.escape(section) + r"\s*$(.*?)(?=^### |\Z)", body, re.M | re.S)
    if not match:
        return None
    keys = set()
    for line in match.group(1).splitlines():
        if line.startswith("|") and not line.startswith("|---"):
            first = line.split("|")[1]
            keys |= set(re.findall(r"`([^`]+)`", first))
    return keys


def data_copy(work, name, locales):
    """A data directory of its own with these locales' templates and facts."""
    directory = os.path.join(work, name)
    for folder in ("templates", "locales"):
        os.makedirs(os.path.join(directory, folder))
    for locale in locales:
        for path in (f"templates/{locale}.mf2", f"locales/{locale}.json"):
            shutil.copy(os.path.join(ROOT, path), os.path.join(directory, path))
    return directory


def run(args, stdin=None, cwd=None, env=None, binary=None):
    result = subprocess.run([binary or BIN] + args, input=stdin, capture_output=True, text=True, cwd=cwd, env=env)
    return result.stdout


def bench(args):
    return run(args, binary=BENCH)


def main():
    work = tempfile.mkdtemp(prefix="guidance-json-keys.")
    try:
        outputs = collect(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    failures = 0
    for section, documents in outputs.items():
        keys = set()
        for document in documents:
            keys |= key_paths(document)
        if not documents:
            print(f"FAIL: {section}: the command printed no JSON")
            failures += 1
            continue
        table = documented(section)
        doc = os.path.relpath(doc_of(section), ROOT)
        if table is None:
            print(f"FAIL: {doc} has no table for {section}")
            failures += 1
            continue
        missing = sorted(keys - table)
        if missing:
            print(f"FAIL: {section}: emitted but not documented in {doc}: {', '.join(missing)}")
            failures += 1
        styled = sorted(k for k in keys if not all(CAMEL.match(p) for p in re.split(r"\.|\[\]\.?", k) if p))
        if styled:
            print(f"FAIL: {section}: keys not in camelCase: {', '.join(styled)}")
            failures += 1
        unseen = sorted(table - keys - NOT_EMITTED.get(section, set()))
        if unseen:
            print(f"FAIL: {section}: documented in {doc} but never emitted here: {', '.join(unseen)}")
            failures += 1
        if not missing and not styled and not unseen:
            print(f"ok: {section}: {len(keys)} keys, all documented")
    failures += check_casting_example(outputs["run (casting feed)"])
    if failures:
        print(f"json keys: {failures} failed")
        sys.exit(1)
    print("json keys: all documented")


def json_type(value):
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    return {str: "string", list: "array", dict: "object", type(None): "null"}[type(value)]


def typed_paths(value, prefix=""):
    """Each key path of a JSON value with the JSON type found there."""
    found = {}
    if isinstance(value, dict):
        for key, child in value.items():
            path = f"{prefix}.{key}" if prefix else key
            found.setdefault(path, set()).add(json_type(child))
            for sub, types in typed_paths(child, path).items():
                found.setdefault(sub, set()).update(types)
    elif isinstance(value, list):
        for child in value:
            for sub, types in typed_paths(child, f"{prefix}[]").items():
                found.setdefault(sub, set()).update(types)
    return found


def check_casting_example(records):
    """docs/casting.md's record example: valid JSON, only documented fields (in cli.md's table and
    casting.md's own), each with the type `run` writes."""
    text = open(os.path.join(ROOT, "docs", "casting.md"), encoding="utf-8").read()
    match = re.search(r"^## Record format$.*?^```json\n(.*?)^```", text, re.M | re.S)
    if not match:
        print("FAIL: docs/casting.md has no JSON record example under 'Record format'")
        return 1
    try:
        example = json.loads(match.group(1))
    except json.JSONDecodeError as error:
        print(f"FAIL: docs/casting.md's record example is not JSON: {error}")
        return 1
    section = text[match.end():]
    field_table = set()
    table_match = re.search(r"^\| field \| meaning \|$(.*?)(?=^\s*$)", section, re.M | re.S)
    if table_match:
        for line in table_match.group(1).splitlines():
            if line.startswith("|") and not line.startswith("|---"):
                field_table |= set(re.findall(r"`([^`]+)`", line.split("|")[1]))
    emitted = {}
    for record in records:
        for path, types in typed_paths(record).items():
            emitted.setdefault(path, set()).update(types)
    problems = []
    documented_keys = documented("run (casting feed)") or set()
    for path, types in sorted(typed_paths(example).items()):
        if path not in documented_keys:
            problems.append(f"{path} is not in docs/cli.md's casting feed table")
        top = path.split(".")[0].split("[]")[0]
        if top not in field_table:
            problems.append(f"{top} is not in docs/casting.md's field table")
        if path in emitted and not types <= emitted[path]:
            problems.append(f"{path} is {'/'.join(sorted(types))} in the example, {'/'.join(sorted(emitted[path]))} from run")
    if problems:
        print("FAIL: docs/casting.md record example: " + "; ".join(problems))
        return 1
    print(f"ok: docs/casting.md record example: {len(example)} fields, documented, typed as run writes them")
    return 0


def collect(work):
    outputs = {}
    prompts = os.path.join(work, "prompts.ndjson")
    # Prompt records, with audio (audio, audioMs) and with playback events (--play through ALSA's
    # null device: the drive's prompts play out in real time, start, are preempted and end as
    # through a speaker, so this run lasts about 50 s; make test runs the script in the background).
    run(["run", f"{EX}/sao-paulo.events.ndjson", "-l", "pt-BR", "--casting", "none", "--prompts-out", prompts,
         "--audio-dir", os.path.join(work, "audio"), "--places", f"{EX}/sao-paulo.places.json"])
    records = parse_output(open(prompts).read()) if os.path.exists(prompts) else []
    played = os.path.join(work, "played.ndjson")
    run(["run", f"{EX}/sao-paulo.events.ndjson", "-l", "pt-BR", "--casting", "none", "--prompts-out", played,
         "--play", "--device", "null"])
    if os.path.exists(played):
        records += parse_output(open(played).read())
    # A neural voice that declines every prompt (its phoneme set holds only the symbols every
    # Piper voice has): each is said by eSpeak NG, and the record names the voice and the reason.
    if subprocess.run([os.path.join(ROOT, "scripts", "voices.sh"), "install"], stdout=subprocess.DEVNULL).returncode == 0:
        model = subprocess.run([os.path.join(ROOT, "scripts", "voices.sh"), "model"], capture_output=True,
                               text=True).stdout.strip()
        library = subprocess.run([os.path.join(ROOT, "scripts", "voices.sh"), "library"], capture_output=True,
                                 text=True).stdout.strip()
        mute = os.path.join(work, "mute.onnx")
        os.symlink(model, mute)
        config = json.load(open(model + ".json"))
        config["phoneme_id_map"] = {k: v for k, v in config["phoneme_id_map"].items() if k in "^$_ "}
        json.dump(config, open(mute + ".json", "w"))
        declined = os.path.join(work, "declined.ndjson")
        run(["run", f"{EX}/sao-paulo.events.ndjson", "-l", "en-US", "--casting", "none", "--prompts-out", declined,
             "--audio-dir", os.path.join(work, "audio-declined"), "--voice-model", mute, "--voice-library", library],
            env=dict(os.environ, XDG_CACHE_HOME=os.path.join(work, "cache")))
        if os.path.exists(declined):
            records += parse_output(open(declined).read())
    # A speech error: audio for stdout that cannot be written (a pipe nobody reads: every machine
    # has one, unlike /dev/full) is recorded on each prompt.
    failed = os.path.join(work, "failed.ndjson")
    reader, writer = os.pipe()
    os.close(reader)
    try:
        subprocess.run([BIN, "run", f"{EX}/sao-paulo.events.ndjson", "-l", "pt-BR", "--casting", "none",
                        "--prompts-out", failed, "--audio-stdout"], stdout=writer, stderr=subprocess.DEVNULL)
    finally:
        os.close(writer)
    if os.path.exists(failed):
        records += parse_output(open(failed).read())
    # Rendering problems: a template that names an argument no prompt gives.
    broken = data_copy(work, "broken-data", ["en-US", "pt-BR"])
    template = os.path.join(broken, "templates", "pt-BR.mf2")
    text = open(template, encoding="utf-8").read().replace("\nnow = {$instruction}.", "\nnow = {$instruction} {$nosuch}.")
    open(template, "w", encoding="utf-8").write(text)
    records += parse_output(run(["run", f"{EX}/sao-paulo.events.ndjson", "-l", "pt-BR", "--data", broken,
                                 "--casting", "none", "--prompts-out", "-"]))
    outputs["run --prompts-out"] = [r for r in records if "event" not in r]
    outputs["run: prompt events"] = [r for r in records if "event" in r]
    outputs["run (casting feed)"] = parse_output(
        run(["run", f"{EX}/sao-paulo.events.ndjson", "-l", "pt-BR", "--places", f"{EX}/sao-paulo.places.json"]))
    # A live feed (Unix times: the arrival clock) with a lighting change and a trip (the hand-off).
    lines = open(f"{EX}/sdk-android.ndjson", encoding="utf-8").read().splitlines(keepends=True)
    first = json.loads(lines[0])
    lighting = json.dumps({"type": "lightingMode", "timestamp": first["timestamp"], "mode": "lowLight"}) + "\n"
    outputs["run (casting feed)"] += parse_output(
        run(["run", "-", "-l", "en-US", "--trip",
             "https://www.google.com/maps/dir/?api=1&destination=-23.5874,-46.6576&travelmode=driving"],
            stdin="".join(lines[:1] + [lighting] + lines[1:])))
    outputs["directions --format json"] = parse_output(
        run(["directions", f"{EX}/sao-paulo.osrm.json", "-l", "pt-BR", "--format", "json"]))
    bad_feed = os.path.join(work, "bad.ndjson")
    with open(bad_feed, "w") as handle:
        handle.write(open(f"{EX}/sao-paulo.events.ndjson").read() + '{"type":"bogus"}\n')
    outputs["events validate --format json"] = parse_output(
        run(["events", "validate", bad_feed, "--format", "json"]))
    outputs["qa matrix --format json"] = parse_output(run(["qa", "matrix", "-l", "pt-BR", "--format", "json"]))
    lint_data = data_copy(work, "lint-data", ["en-US", "pt-BR"])
    with open(os.path.join(lint_data, "templates/pt-BR.mf2"), "a") as handle:
        handle.write("\nbroken = {oops\n")
    outputs["qa lint --format json"] = parse_output(run(["qa", "lint", "--data", lint_data, "--format", "json"]))
    outputs["place status"] = parse_output(
        run(["place", "status", f"{EX}/sao-paulo.places.json", "--at", "2026-12-02T21:50:00-03:00"]))
    # Closed until a weekday two or more days away (note.day = weekday, note.weekday).
    monday = {"id": "monday", "utcOffsetMinutes": -180, "regularOpeningHours": {"periods": [
        {"open": {"day": 1, "hour": 9, "minute": 0}, "close": {"day": 1, "hour": 17, "minute": 0}}]}}
    outputs["place status"] += parse_output(
        run(["place", "status", "-", "--at", "2026-12-04T12:00:00-03:00"], stdin=json.dumps(monday)))
    outputs["url parse"] = parse_output(
        run(["url", "parse", "comgooglemaps-x-callback://?saddr=Home&daddr=-23.5,-46.6&directionsmode=driving"
             "&center=1,2&zoom=3&views=traffic&mapmode=standard&x-success=app://&x-source=App&extra=1"]))
    for url in ("comgooglemaps://?q=cafe&saddr=-23.5,-46.6&daddr=Avenida+Paulista",
                "comgooglemapsurl://www.google.com/maps/dir/?api=1&destination=Paulista",
                "https://www.google.com/maps/search/?api=1&query=cafe", "comgooglemaps://"):
        outputs["url parse"] += parse_output(run(["url", "parse", url]))
    outputs["message format --parts"] = parse_output(
        run(["message", "format", "--parts", "--params-json", '{"n": 2}', "{#b}{$n :number} km{/b} {|x| :string}"]))
    outputs["guidance-bench render"] = parse_output(
        bench(["render", "-l", "pt-BR", "--rounds", "1", "--passes", "1", f"{EX}/sao-paulo.osrm.json"]))
    outputs["guidance-bench run"] = parse_output(bench(["run", "-l", "pt-BR", "--events", "200", "--rounds", "1"]))
    outputs["guidance-bench message"] = parse_output(bench(["message", "--rounds", "2", "--batch", "10"]))
    outputs["guidance-bench message --variants"] = parse_output(
        bench(["message", "--variants", "10", "--rounds", "1"]))
    outputs["guidance-bench speech"] = parse_output(bench(["speech", "-l", "pt-BR", "--rounds", "1"]))
    outputs["guidance-bench cast"] = parse_output(
        bench(["cast", "--subscribers", "2", "--records", "3", "--interval", "1"]))
    outputs["guidance-bench live"] = parse_output(bench(["live", "-l", "pt-BR", "--events", "50"]))
    outputs["guidance-bench follow"] = parse_output(
        bench(["follow", f"{EX}/sao-paulo.osrm.json", "--rounds", "1"]))
    return outputs


if __name__ == "__main__":
    main()
