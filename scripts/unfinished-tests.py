#!/usr/bin/env python3
"""The tests a swift-testing log shows started but not ended: what was still running when a test
process was stopped for taking too long (scripts/swift-test.sh). usage: unfinished-tests.py LOG"""
import re
import sys

started = {}
with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
    for line in log:
        line = re.sub(r"\x1b\[[0-9;]*m", "", line)  # colours, where the output was a terminal's
        begin = re.search(r"◇ Test (?!case |run )(.+?) started\.", line)
        if begin:
            started[begin.group(1)] = True
            continue
        end = re.search(r"[✔✘] Test (?!case |run )(.+?)(?: with \d+ test cases?)? (?:passed|failed)", line)
        if end:
            started.pop(end.group(1), None)
for name in started:
    print("  " + name)
