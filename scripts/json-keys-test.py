#!/usr/bin/env python3
"""Every key a JSON output emits is documented: runs each command that writes JSON, collects the
key paths of what it printed (nested objects as `a.b`, objects in arrays as `a[].b`), and checks
each against the table of that output in docs/cli.md's "JSON outputs" section. Also checks the
one key style: camelCase (the `ssml`-like lower-case single words included).

Usage: scripts/json-keys-test.py BIN   (from the repository root)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/guidance")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "cli.md")
EX = os.path.join(ROOT, "examples")

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


def documented(section):
    """The key paths in the first column of the table under `### section` of the JSON outputs."""
    doc = open(DOC, encoding="utf-8").read()
    start = doc.find("## JSON outputs")
    if start < 0:
        raise SystemExit("docs/cli.md has no '## JSON outputs' section")
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


def run(args, stdin=None, cwd=None, env=None):
    result = subprocess.run([BIN] + args, input=stdin, capture_output=True, text=True, cwd=cwd, env=env)
    return result.stdout


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
        if table is None:
            print(f"FAIL: docs/cli.md has no table for {section}")
            failures += 1
            continue
        missing = sorted(keys - table)
        if missing:
            print(f"FAIL: {section}: emitted but not documented in docs/cli.md: {', '.join(missing)}")
            failures += 1
        styled = sorted(k for k in keys if not all(CAMEL.match(p) for p in re.split(r"\.|\[\]\.?", k) if p))
        if styled:
            print(f"FAIL: {section}: keys not in camelCase: {', '.join(styled)}")
            failures += 1
        if not missing and not styled:
            print(f"ok: {section}: {len(keys)} keys, all documented")
    if failures:
        print(f"json keys: {failures} failed")
        sys.exit(1)
    print("json keys: all documented")


def collect(work):
    outputs = {}
    prompts = os.path.join(work, "prompts.ndjson")
    # Prompt records, with audio (audio, audioMs) and with playback events (--play through a
    # device that does not exist: every prompt's playback fails, and says so).
    run(["run", f"{EX}/sao-paulo.events.ndjson", "-l", "pt-BR", "--casting", "none", "--prompts-out", prompts,
         "--audio-dir", os.path.join(work, "audio"), "--places", f"{EX}/sao-paulo.places.json"])
    records = parse_output(open(prompts).read()) if os.path.exists(prompts) else []
    played = os.path.join(work, "played.ndjson")
    run(["run", f"{EX}/sao-paulo.events.ndjson", "-l", "pt-BR", "--casting", "none", "--prompts-out", played,
         "--play", "--device", "null"])
    if os.path.exists(played):
        records += parse_output(open(played).read())
    # A speech error: audio for stdout that cannot be written (/dev/full) is recorded on each prompt.
    failed = os.path.join(work, "failed.ndjson")
    with open("/dev/full", "w") as full:
        subprocess.run([BIN, "run", f"{EX}/sao-paulo.events.ndjson", "-l", "pt-BR", "--casting", "none",
                        "--prompts-out", failed, "--audio-stdout"], stdout=full, stderr=subprocess.DEVNULL)
    if os.path.exists(failed):
        records += parse_output(open(failed).read())
    outputs["run --prompts-out"] = [r for r in records if "event" not in r]
    outputs["run: prompt events"] = [r for r in records if "event" in r]
    outputs["run (casting feed)"] = parse_output(
        run(["run", f"{EX}/sao-paulo.events.ndjson", "-l", "pt-BR", "--places", f"{EX}/sao-paulo.places.json"]))
    outputs["directions --format json"] = parse_output(
        run(["directions", f"{EX}/sao-paulo.osrm.json", "-l", "pt-BR", "--format", "json"]))
    bad_feed = os.path.join(work, "bad.ndjson")
    with open(bad_feed, "w") as handle:
        handle.write(open(f"{EX}/sao-paulo.events.ndjson").read() + '{"type":"bogus"}\n')
    outputs["events validate --format json"] = parse_output(
        run(["events", "validate", bad_feed, "--format", "json"]))
    outputs["qa matrix --format json"] = parse_output(run(["qa", "matrix", "-l", "pt-BR", "--format", "json"]))
    lint_data = os.path.join(work, "lint-data")
    for folder in ("templates", "locales"):
        os.makedirs(os.path.join(lint_data, folder))
    for name in ("templates/en-US.mf2", "locales/en-US.json", "templates/pt-BR.mf2", "locales/pt-BR.json"):
        shutil.copy(os.path.join(ROOT, name), os.path.join(lint_data, name))
    with open(os.path.join(lint_data, "templates/pt-BR.mf2"), "a") as handle:
        handle.write("\nbroken = {oops\n")
    outputs["qa lint --format json"] = parse_output(run(["qa", "lint", "--data", lint_data, "--format", "json"]))
    outputs["place status"] = parse_output(
        run(["place", "status", f"{EX}/sao-paulo.places.json", "--at", "2026-12-02T21:50:00-03:00"]))
    outputs["url parse"] = parse_output(
        run(["url", "parse", "comgooglemaps-x-callback://?saddr=Home&daddr=-23.5,-46.6&directionsmode=driving"
             "&center=1,2&zoom=3&views=traffic&mapmode=standard&x-success=app://&x-source=App&extra=1"]))
    outputs["message format --parts"] = parse_output(
        run(["message", "format", "--parts", "--params-json", '{"n": 2}', "{#b}{$n :number} km{/b} {|x| :string}"]))
    outputs["bench render"] = parse_output(
        run(["bench", "render", "-l", "pt-BR", "--rounds", "1", "--batch", "10", f"{EX}/sao-paulo.osrm.json"]))
    outputs["bench run"] = parse_output(run(["bench", "run", "-l", "pt-BR", "--events", "200", "--rounds", "1"]))
    outputs["bench message"] = parse_output(run(["bench", "message", "--rounds", "2", "--batch", "10"]))
    outputs["bench message --variants"] = parse_output(run(["bench", "message", "--variants", "10", "--rounds", "1"]))
    outputs["bench speech"] = parse_output(run(["bench", "speech", "-l", "pt-BR", "--rounds", "1"]))
    outputs["bench cast"] = parse_output(run(["bench", "cast", "--subscribers", "2", "--records", "3", "--interval", "1"]))
    outputs["bench live"] = parse_output(run(["bench", "live", "-l", "pt-BR", "--events", "50"]))
    outputs["bench follow"] = parse_output(run(["bench", "follow", f"{EX}/sao-paulo.osrm.json", "--rounds", "1"]))
    return outputs


if __name__ == "__main__":
    main()
