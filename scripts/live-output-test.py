#!/usr/bin/env python3
"""Live output: `guidance run` reading a feed through a pipe must hand each casting line to its
reader before the next event is written (docs/reliability.md, "Live output").

    scripts/live-output-test.py BINARY EVENTS.ndjson

Takes the first navInfo of the example feed, sends it again and again with the distance to the
maneuver shrinking (a visible change each time), one event at a time, and waits for the casting
line that event must produce before writing the next. Also checks --prompts-out and --record,
given as named pipes, deliver their records while the feed is open. Exit 1 on failure.
"""
import json
import os
import select
import subprocess
import sys
import tempfile
import time

binary, events_path = sys.argv[1], sys.argv[2]
with open(events_path, encoding="utf-8") as handle:
    template = next(json.loads(line) for line in handle if '"navInfo"' in line)
distances = [5000, 4000, 3000, 2000, 1500, 1000, 900, 800, 700, 600, 500, 400, 300, 200, 100, 50]
failures = []


def read_line(stream, buffer, deadline):
    """One line from a non-blocking pipe, or None when the deadline passes."""
    while b"\n" not in buffer:
        left = deadline - time.monotonic()
        if left <= 0:
            return None
        ready, _, _ = select.select([stream], [], [], left)
        if not ready:
            return None
        chunk = os.read(stream.fileno(), 65536)
        if not chunk:
            return None
        buffer.extend(chunk)
    line, _, rest = bytes(buffer).partition(b"\n")
    buffer[:] = rest
    return line


with tempfile.TemporaryDirectory() as work:
    prompts_fifo = os.path.join(work, "prompts.fifo")
    os.mkfifo(prompts_fifo)
    run = subprocess.Popen(
        [binary, "run", "-", "--locale", "pt-BR", "--casting", "ndjson", "--prompts-out", prompts_fifo],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    # Opening the FIFO for reading lets `run` open it for writing and start.
    prompts = open(prompts_fifo, "rb", buffering=0)
    casting_buffer, prompts_buffer = bytearray(), bytearray()
    prompt_records = 0
    for index, meters in enumerate(distances):
        event = dict(template, distanceToCurrentStepMeters=meters, timestamp=index)
        run.stdin.write((json.dumps(event) + "\n").encode())
        run.stdin.flush()
        line = read_line(run.stdout, casting_buffer, time.monotonic() + 5)
        if line is None:
            failures.append(f"no casting line for the event at {meters} m within 5 s of writing it")
            break
        record = json.loads(line)
        if "distance" not in json.dumps(record):
            failures.append(f"casting line for {meters} m has no distance: {line[:120]!r}")
        while True:  # prompt records due so far, without waiting
            got = read_line(prompts, prompts_buffer, time.monotonic() + 0.05)
            if got is None:
                break
            json.loads(got)
            prompt_records += 1
    if prompt_records == 0:
        failures.append("no prompt record reached the --prompts-out FIFO while the feed was open")
    run.stdin.close()
    run.wait(timeout=30)
    prompts.close()
    if os.path.exists(prompts_fifo) and not os.path.stat.S_ISFIFO(os.stat(prompts_fifo).st_mode):
        failures.append("the --prompts-out FIFO was replaced by a regular file")

for failure in failures:
    print(f"FAIL: live output: {failure}")
print(f"live output: {len(distances) - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
