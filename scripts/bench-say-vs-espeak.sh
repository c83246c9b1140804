#!/usr/bin/env bash
# A one-shot `guidance say` against eSpeak NG's own command line, side by side: the wall time of
# the whole process (start, speech worker, synthesis, WAV file written, exit) for the same text
# and voice, in paired runs whose order alternates, so that a machine that slows down or speeds
# up weighs on both alike. Prints each side's median, the ratio of the medians and the median of
# the pairs' ratios, and whether the goal (docs/benchmarks.md) is met; exit 1 when it is not.
#
#   scripts/bench-say-vs-espeak.sh [BINARY [PAIRS]]   # default .build/release/guidance, 30 pairs
#
# What runs is exactly what a user runs: `BINARY say --locale pt-BR -o A.wav TEXT` against
# `espeak-ng -v pt-br -w B.wav TEXT`, in the user's environment (and so the user's cache
# directory: the data check passed once is remembered, docs/speech.md "Isolation"). One unpaired
# run of each comes first, so that both find their files in the page cache and `say` its
# remembered check. The first `say` with an empty cache (check and probe included) is measured
# apart, in a scratch cache directory, and printed for information.
#
# Needs espeak-ng and python3 (the timer: one process starting both commands the same way).
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$ROOT/.build/release/guidance}"
pairs="${2:-30}"
goal="1.5"
text="Em 300 metros, vire à direita na Avenida Paulista."
case "$bin" in /*) ;; *) bin="$PWD/$bin" ;; esac
[ -x "$bin" ] || { echo "no binary at $bin (build it: swift build -c release --static-swift-stdlib)" >&2; exit 2; }
command -v espeak-ng >/dev/null || { echo "espeak-ng is not installed" >&2; exit 2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/guidance-bench-say.XXXXXX")"
trap 'rm -rf "$work"' EXIT

python3 - "$bin" "$pairs" "$goal" "$text" "$work" <<'PY'
import os, statistics, subprocess, sys, time

binary, pairs, goal, text, work = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), sys.argv[4], sys.argv[5]
say = [binary, "say", "--locale", "pt-BR", "-o", os.path.join(work, "A.wav"), text]
espeak = ["espeak-ng", "-v", "pt-br", "-w", os.path.join(work, "B.wav"), text]


def timed(command, environment=None):
    start = time.perf_counter_ns()
    finished = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=environment)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    if finished.returncode != 0:
        sys.exit(f"{command[0]} failed with exit {finished.returncode}: {finished.stderr.decode()[:300]}")
    return elapsed


# Page cache, and say's remembered data check.
timed(say)
timed(espeak)

# The first say on a machine (or after the data changed): an empty cache directory each time.
cold = []
for number in range(5):
    environment = dict(os.environ, XDG_CACHE_HOME=os.path.join(work, f"cold-{number}"))
    cold.append(timed(say, environment))

ours, theirs, ratios = [], [], []
for number in range(pairs):
    if number % 2 == 0:
        a = timed(say)
        b = timed(espeak)
    else:
        b = timed(espeak)
        a = timed(say)
    ours.append(a)
    theirs.append(b)
    ratios.append(a / b)

ratio = statistics.median(ours) / statistics.median(theirs)
load = os.getloadavg()[0]
print(f"pairs: {pairs} (alternating order), load average {load:.2f}")
print(f"guidance say --locale pt-BR -o A.wav TEXT: median {statistics.median(ours):.1f} ms "
      f"(min {min(ours):.1f}, max {max(ours):.1f})")
print(f"espeak-ng -v pt-br -w B.wav TEXT:          median {statistics.median(theirs):.1f} ms "
      f"(min {min(theirs):.1f}, max {max(theirs):.1f})")
print(f"first say with an empty cache (check and probe): median {statistics.median(cold):.1f} ms of 5")
print(f"ratio of the medians: {ratio:.2f}; median of the pairs' ratios: {statistics.median(ratios):.2f}")
met = ratio <= goal
print(f"goal <= {goal}: {'met' if met else 'NOT met'}")
sys.exit(0 if met else 1)
PY
