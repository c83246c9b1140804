"""Headless Chromium driven over --remote-debugging-pipe, for the opt-in browser tests.

Chromium reads DevTools commands on fd 3 and writes replies on fd 4, NUL-separated; this needs
no WebSocket library, only the Python standard library.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class Chromium:
    """A headless Chromium process and its DevTools pipe."""

    def __init__(self, executable, extra_flags=(), profile_prefix="guidance-browser-"):
        to_browser_r, to_browser_w = os.pipe()
        from_browser_r, from_browser_w = os.pipe()
        os.dup2(to_browser_r, 100)
        os.dup2(from_browser_w, 101)

        def child_fds():
            os.dup2(100, 3)
            os.dup2(101, 4)

        profile = tempfile.mkdtemp(prefix=profile_prefix)
        self.profile = profile
        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--no-default-browser-check", "--mute-audio", *extra_flags,
             "--remote-debugging-pipe", "--user-data-dir=" + profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            close_fds=False, preexec_fn=child_fds)
        for fd in (to_browser_r, from_browser_w, 100, 101):
            os.close(fd)
        self.writer = os.fdopen(to_browser_w, "wb", buffering=0)
        self.reader = os.fdopen(from_browser_r, "rb", buffering=0)
        self.pending = b""
        self.next_id = 0

    def call(self, method, params=None, session=None, timeout=20):
        """Sends one command and returns its result; raises on an error reply or a timeout."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.writer.write(json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" in self.pending:
                raw, self.pending = self.pending.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == self.next_id:
                    if "error" in reply:
                        raise RuntimeError(f"{method}: {reply['error']}")
                    return reply.get("result", {})
            chunk = self.reader.read(1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.pending += chunk
        raise RuntimeError(f"{method}: no reply")

    def open_page(self, width, height):
        """A new tab of the given size with page events on; returns its session id."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session)
        self.call("Page.enable", {}, session)
        return session

    def screenshot(self, path, session):
        """Saves what the tab shows as a PNG file."""
        shot = self.call("Page.captureScreenshot", {"format": "png"}, session)
        with open(path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))

    def close(self):
        """Asks Chromium to quit, and kills it if it does not."""
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
            self.process.wait()
        # The profile is Chromium's scratch: a test leaves nothing behind.
        shutil.rmtree(self.profile, ignore_errors=True)


def finish(test, failures, success):
    """Prints a browser test's outcome; exits 1 with every failure listed when there were any."""
    if failures:
        print(f"{test} FAILED:", file=sys.stderr)
        for failure in failures:
            print("  " + failure, file=sys.stderr)
        sys.exit(1)
    print(success)
