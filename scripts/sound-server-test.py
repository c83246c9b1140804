#!/usr/bin/env python3
"""Prompts through a real sound server: starts PulseAudio headless as this user (root in CI) with
a private runtime directory and a null sink, then plays through `guidance say --play` and
`guidance run --play` and checks, from the sink's monitor and the server's own list of streams,
that the samples arrived (non-silent, about the prompt's length) and that the stream carried the
navigation role. Also: switching to alerts only cuts the prompt playing, and a server that starts
after `run` is found for a later prompt without stalling the feed; `guidance-bench playback`'s JSON
keys are the ones docs/benchmarks.md lists. Stops the daemon afterwards.

Usage: scripts/sound-server-test.py BIN [BENCH]   (make test runs it; `make deps` installs
pulseaudio; BENCH defaults to the guidance-bench beside BIN)
"""
import array
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import wave

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/guidance")
BENCH = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(BIN), "guidance-bench"))
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FEED = os.path.join(ROOT, "examples", "sao-paulo.events.ndjson")
RATE = 22050
SINK = "guidance_test"
ROLE = "Navigation"
failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


class SoundServer:
    """A PulseAudio daemon of our own: private runtime directory, anonymous native socket, one
    null sink. Run as root it needs no --system: the warning it prints is harmless."""

    def __init__(self, work):
        self.runtime = os.path.join(work, "runtime")
        self.home = os.path.join(work, "home")
        os.makedirs(os.path.join(self.runtime, "pulse"), exist_ok=True)
        os.makedirs(self.home, exist_ok=True)
        self.socket = os.path.join(self.runtime, "pulse", "native")
        self.config = os.path.join(work, "server.pa")
        self.log = os.path.join(work, "pulseaudio.log")
        with open(self.config, "w") as handle:
            handle.write(
                f"load-module module-native-protocol-unix auth-anonymous=1 socket={self.socket}\n"
                f"load-module module-null-sink sink_name={SINK} rate={RATE} channels=1\n"
                f"set-default-sink {SINK}\n")
        self.env = dict(os.environ, HOME=self.home, XDG_RUNTIME_DIR=self.runtime,
                        XDG_CONFIG_HOME=os.path.join(self.home, ".config"),
                        PULSE_RUNTIME_PATH=os.path.join(self.runtime, "pulse"),
                        PULSE_SERVER=f"unix:{self.socket}", DBUS_SESSION_BUS_ADDRESS="disabled:")
        self.env.pop("DISPLAY", None)
        self.process = None

    def start(self):
        with open(self.log, "a") as log:
            self.process = subprocess.Popen(
                ["pulseaudio", "-n", "-F", self.config, "--exit-idle-time=-1", "--daemonize=no",
                 "--use-pid-file=no", "--log-target=stderr", "--log-level=info"],
                stdin=subprocess.DEVNULL, stdout=log, stderr=log, env=self.env)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if subprocess.run(["pactl", "info"], env=self.env, capture_output=True).returncode == 0:
                return True
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        print(open(self.log).read()[-2000:])
        return False

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None


class Recorder:
    """The null sink's monitor, recorded with parec into a file."""

    def __init__(self, server, path):
        self.path = path
        self.process = subprocess.Popen(
            ["parec", "-d", f"{SINK}.monitor", "--raw", "--format=s16le", f"--rate={RATE}", "--channels=1",
             "--latency-msec=20"], stdout=open(path, "wb"), stderr=subprocess.DEVNULL, env=server.env)
        time.sleep(0.3)

    def stop(self):
        time.sleep(0.3)
        self.process.terminate()
        self.process.wait(5)
        samples = array.array("h")
        samples.frombytes(open(self.path, "rb").read())
        return samples


def sound_span(samples, threshold=300):
    """Seconds from the first to the last sample above the threshold, and the peak."""
    loud = [index for index, value in enumerate(samples) if abs(value) > threshold]
    if not loud:
        return 0.0, 0
    return (loud[-1] - loud[0]) / RATE, max(abs(value) for value in samples)


class RoleWatch(threading.Thread):
    """Polls the server's playback streams and keeps every role and application seen."""

    def __init__(self, server):
        super().__init__(daemon=True)
        self.server = server
        self.roles = set()
        self.applications = set()
        self.running = True
        self.start()

    def run(self):
        while self.running:
            listing = subprocess.run(["pactl", "list", "sink-inputs"], env=self.server.env,
                                     capture_output=True, text=True).stdout
            for line in listing.splitlines():
                line = line.strip()
                if line.startswith("media.role = "):
                    self.roles.add(line.split("=", 1)[1].strip().strip('"'))
                if line.startswith("application.name = "):
                    self.applications.add(line.split("=", 1)[1].strip().strip('"'))
            time.sleep(0.1)

    def stop(self):
        self.running = False
        self.join(2)


class EventReader(threading.Thread):
    """Reads `run --events-fd` records from a pipe, stamping each with its arrival."""

    def __init__(self, descriptor):
        super().__init__(daemon=True)
        self.stream = os.fdopen(descriptor, "r")
        self.records = []
        self.lock = threading.Lock()
        self.start()

    def run(self):
        for line in self.stream:
            if line.strip():
                with self.lock:
                    self.records.append((time.time(), json.loads(line)))

    def wait_for(self, predicate, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            with self.lock:
                for arrival, record in self.records:
                    if predicate(record):
                        return arrival, record
            time.sleep(0.01)
        return None, None


def feed_lines(count):
    with open(FEED) as handle:
        return [next(handle) for _ in range(count)]


def start_run(server, extra, env=None):
    """`run --play` reading its feed from a pipe, with --events-fd on another pipe."""
    read_end, write_end = os.pipe()
    process = subprocess.Popen(
        [BIN, "run", "-", "-l", "pt-BR", "--casting", "none", "--play", "--events-fd", str(write_end)] + extra,
        stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        pass_fds=[write_end], env=env or server.env)
    os.close(write_end)
    return process, EventReader(read_end)


def test_say(server, work):
    reference = os.path.join(work, "reference.wav")
    text = "Em quinhentos metros, vire à esquerda na Rua Augusta."
    subprocess.run([BIN, "say", "-l", "pt-BR", "-o", reference, text], check=True, env=server.env)
    with wave.open(reference) as handle:
        expected = handle.getnframes() / handle.getframerate()
    recorder = Recorder(server, os.path.join(work, "say.raw"))
    watch = RoleWatch(server)
    result = subprocess.run([BIN, "say", "-l", "pt-BR", "--play", text], env=server.env,
                            capture_output=True, text=True)
    watch.stop()
    span, peak = sound_span(recorder.stop())
    check(result.returncode == 0, f"say --play through the sound server exits 0 ({result.stderr.strip()})")
    check(peak > 2000, f"say --play: samples arrived at the sink (peak {peak})")
    check(0.6 * expected <= span <= expected + 0.3,
          f"say --play: {span:.2f} s of sound at the sink for a {expected:.2f} s prompt")
    check(ROLE in watch.roles, f"say --play: the stream carried media.role={ROLE} (seen: {sorted(watch.roles)})")
    check("Guidance" in watch.applications, "say --play: the stream is named after the application")


def test_run(server, work):
    recorder = Recorder(server, os.path.join(work, "run.raw"))
    watch = RoleWatch(server)
    prompts = os.path.join(work, "prompts.ndjson")
    process, events = start_run(server, ["--prompts-out", prompts])
    process.stdin.write("".join(feed_lines(2)))
    process.stdin.close()
    process.wait(30)
    watch.stop()
    span, peak = sound_span(recorder.stop())
    records = [json.loads(line) for line in open(prompts) if line.strip()]
    spoken = [record for record in records if "event" not in record and record.get("spoken")]
    check(process.returncode == 0, f"run --play exits 0 ({process.stderr.read().strip()[-300:]})")
    check(len(spoken) == 1, "run --play: the first prompt of the drive is spoken")
    expected = spoken[0]["audioMs"] / 1000 if spoken else 0
    check(peak > 2000 and 0.6 * expected <= span <= expected + 0.3,
          f"run --play: {span:.2f} s of sound (peak {peak}) at the sink for a {expected:.2f} s prompt")
    check(ROLE in watch.roles, f"run --play: the stream carried media.role={ROLE}")
    kinds = [record["event"] for _, record in events.records]
    check(kinds == ["promptStarted", "promptEnded"], f"run --play --events-fd: started then ended ({kinds})")
    in_file = [record["event"] for record in records if "event" in record]
    check(in_file == kinds, "run --play: the prompts file has the same start and end records")
    check(all(record["source"] == "playback" for _, record in events.records), "the records come from playback")


def test_gate(server):
    """A long guidance prompt playing, then the driver switches to alerts only: the prompt stops."""
    process, events = start_run(server, [])
    process.stdin.write("".join(feed_lines(2)))
    process.stdin.flush()
    started, _ = events.wait_for(lambda record: record["event"] == "promptStarted", 15)
    check(started is not None, "gate: the prompt started")
    time.sleep(1.0)
    sent = time.time()
    process.stdin.write('{"type":"voiceGuidance","timestamp":3,"setting":"alertsOnly"}\n')
    process.stdin.flush()
    _, cut = events.wait_for(lambda record: record["event"] == "promptInterrupted", 5)
    process.stdin.close()
    process.wait(20)
    check(cut is not None and cut["reason"] == "stopped", "gate: alerts only interrupts the guidance prompt")
    if cut:
        delay = cut["at"] - sent
        # The goal is 100 ms (measured: 0 to 1 ms, sent 1 s into the prompt while the sink still
        # holds the first second and a half); the bound leaves room for a loaded CI machine.
        check(delay < 0.3, f"gate: cut {delay * 1000:.0f} ms after the event")
        check(cut["playedMs"] < cut["audioMs"], "gate: the prompt did not play to its end")


def test_server_later(server, work):
    """No server when `run` starts: the feed goes on, and a later prompt finds the server."""
    server.stop()
    prompts = os.path.join(work, "later.ndjson")
    process, events = start_run(server, ["--audio-output", "pulse", "--prompts-out", prompts])
    # The early prompt at line 2, the final cue at line 32 (a prepare prompt 13 s after the early
    # one would repeat it: docs/guidance.md, "Timing").
    lines = feed_lines(33)
    began = time.monotonic()
    process.stdin.write("".join(lines[:2]))
    process.stdin.flush()
    _, failed = events.wait_for(lambda record: record["event"] == "promptFailed", 15)
    check(failed is not None, "no server: the prompt is reported as failed, not waited for")
    check(time.monotonic() - began < 10, "no server: the feed was not stalled")
    check(server.start(), "the sound server starts while run is going")
    time.sleep(1.2)  # the output is tried again at most once a second
    recorder = Recorder(server, os.path.join(work, "later.raw"))
    process.stdin.write("".join(lines[2:]))
    process.stdin.close()
    process.wait(30)
    span, peak = sound_span(recorder.stop())
    started = [record for _, record in events.records if record["event"] == "promptStarted"]
    check(len(started) == 1 and started[0]["source"] == "playback",
          "server started later: the next prompt played through it")
    check(peak > 2000 and span > 1.0, f"server started later: {span:.2f} s of sound at the sink")
    warning = process.stderr.read()
    check("will try it again" in warning, "no server at start: one warning says it will be tried again")


def test_bench_playback(server):
    """`guidance-bench playback` against this server: its JSON keys are the ones docs/benchmarks.md
    lists (the keys test cannot run it, having no sound server)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("json_keys", os.path.join(ROOT, "scripts", "json-keys-test.py"))
    keys_test = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(keys_test)
    result = subprocess.run([BENCH, "playback", "--rounds", "2", "--monitor", f"{SINK}.monitor"],
                            capture_output=True, text=True, env=server.env, timeout=120)
    check(result.returncode == 0, f"bench playback exits 0 ({result.returncode}: {result.stderr.strip()[:200]})")
    try:
        keys = keys_test.key_paths(json.loads(result.stdout))
    except json.JSONDecodeError:
        check(False, f"bench playback prints JSON: {result.stdout[:200]}")
        return
    table = keys_test.documented("guidance-bench playback") or set()
    check(keys == table, "bench playback's keys are docs/benchmarks.md's table"
          + (f" (undocumented: {sorted(keys - table)}; not emitted: {sorted(table - keys)})" if keys != table else ""))
    check(all(keys_test.CAMEL.match(part) for key in keys for part in re.split(r"\.|\[\]\.?", key) if part),
          "bench playback's keys are camelCase")


def main():
    for tool in ("pulseaudio", "pactl", "parec"):
        if not shutil.which(tool):
            print(f"sound-server-test: {tool} is missing (make deps installs pulseaudio and pulseaudio-utils)")
            return 1
    started = time.monotonic()
    work = tempfile.mkdtemp(prefix="guidance-sound.")
    server = SoundServer(work)
    try:
        if not server.start():
            print("sound-server-test: PulseAudio did not start")
            return 1
        test_say(server, work)
        test_run(server, work)
        test_gate(server)
        test_server_later(server, work)
        test_bench_playback(server)
    finally:
        server.stop()
        if failures and os.path.exists(server.log):
            print(open(server.log).read()[-1500:])
        shutil.rmtree(work, ignore_errors=True)
    print(f"sound-server-test: {len(failures)} failures in {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
