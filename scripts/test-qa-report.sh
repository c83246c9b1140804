#!/usr/bin/env bash
# Opt-in browser test of the localization QA report (called at the end of scripts/test-browser.sh).
#
# Writes `guidance qa report` for en-US and pt-BR into out/qa-report/, opens index.html straight
# from disk (file://, no server) in headless Chromium driven over the DevTools protocol (a pipe,
# Python standard library only), waits for every <audio> element to load its WAV file's metadata,
# fails if any element reports an error or never loads, and takes a screenshot into out/browser/.
#
# Usage: scripts/test-qa-report.sh [GUIDANCE_BINARY]   (default .build/debug/guidance, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-.build/debug/guidance}
REPORT=out/qa-report
SHOTS=out/browser

if ! command -v chromium >/dev/null 2>&1; then
    echo "installing chromium"
    SUDO=$( [ "$(id -u)" = 0 ] || echo sudo )
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
command -v python3 >/dev/null 2>&1 || { echo "error: python3 is needed to drive chromium" >&2; exit 70; }
if [ ! -x "$BIN" ]; then swift build; fi

rm -rf "$REPORT"
mkdir -p "$SHOTS"
status=0
"$BIN" qa report --out "$REPORT" --locale en-US --locale pt-BR >"$SHOTS/qa-report.log" 2>&1 || status=$?
# 1 means the report was written and lists errors; anything else is a failure to write it.
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then cat "$SHOTS/qa-report.log" >&2; exit "$status"; fi
[ -s "$REPORT/index.html" ] || { echo "error: no $REPORT/index.html" >&2; exit 70; }

python3 - "$(command -v chromium)" "$(pwd)/$REPORT/index.html" "$SHOTS" <<'PY'
import base64, json, os, subprocess, sys, tempfile, time

chromium, page, shots = sys.argv[1:4]

# --remote-debugging-pipe: Chromium reads commands on fd 3 and writes replies on fd 4.
to_r, to_w = os.pipe()
from_r, from_w = os.pipe()
os.dup2(to_r, 100)
os.dup2(from_w, 101)
def child_fds():
    os.dup2(100, 3)
    os.dup2(101, 4)
profile = tempfile.mkdtemp(prefix="qa-report-browser-")
browser = subprocess.Popen(
    [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
     "--no-first-run", "--no-default-browser-check", "--mute-audio", "--allow-file-access-from-files",
     "--remote-debugging-pipe", "--user-data-dir=" + profile, "about:blank"],
    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    close_fds=False, preexec_fn=child_fds)
os.close(to_r); os.close(from_w); os.close(100); os.close(101)
writer = os.fdopen(to_w, "wb", buffering=0)
reader = os.fdopen(from_r, "rb", buffering=0)
buffered = b""
sequence = 0

def call(method, params=None, session=None, timeout=30):
    global sequence, buffered
    sequence += 1
    message = {"id": sequence, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    writer.write(json.dumps(message).encode() + b"\0")
    deadline = time.time() + timeout
    while time.time() < deadline:
        while b"\0" in buffered:
            raw, buffered = buffered.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == sequence:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
        chunk = reader.read(1 << 16)
        if not chunk:
            raise RuntimeError("chromium closed the DevTools pipe")
        buffered += chunk
    raise RuntimeError(f"{method}: no reply")

# Every <audio> element: loaded (readyState >= 1, HAVE_METADATA), failed (error set), or pending.
PROBE = """JSON.stringify((function () {
  var all = Array.prototype.slice.call(document.querySelectorAll('audio'));
  var failed = all.filter(function (a) { return a.error !== null; })
                  .map(function (a) { return a.getAttribute('src') + ' (code ' + a.error.code + ')'; });
  return { total: all.length, ready: all.filter(function (a) { return a.readyState >= 1; }).length,
           failed: failed, sections: document.querySelectorAll('section').length,
           charts: document.querySelectorAll('svg').length, title: document.title };
})())"""

failures = []
try:
    target = call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    call("Emulation.setDeviceMetricsOverride",
         {"width": 1280, "height": 1600, "deviceScaleFactor": 1, "mobile": False}, session)
    call("Page.enable", {}, session)
    call("Page.navigate", {"url": "file://" + page}, session)
    state = {}
    deadline = time.time() + 120
    while time.time() < deadline:
        value = call("Runtime.evaluate", {"expression": PROBE, "returnByValue": True}, session)
        state = json.loads(value.get("result", {}).get("value") or "{}")
        if state.get("total") and state["ready"] + len(state["failed"]) >= state["total"]:
            break
        time.sleep(0.5)
    print(f"report page: {state.get('sections')} locales, {state.get('charts')} charts, "
          f"{state.get('ready')}/{state.get('total')} audio elements loaded")
    if not state.get("total"):
        failures.append("the page has no <audio> element")
    if state.get("failed"):
        failures.append(f"{len(state['failed'])} audio elements failed, e.g. {state['failed'][:3]}")
    if state.get("ready", 0) + len(state.get("failed", [])) < state.get("total", 0):
        failures.append(f"only {state.get('ready')} of {state.get('total')} audio elements loaded in time")
    if state.get("sections") != 2:
        failures.append(f"expected 2 locale sections, found {state.get('sections')}")
    if not state.get("charts"):
        failures.append("no duration chart")
    shot = call("Page.captureScreenshot", {"format": "png"}, session)
    with open(os.path.join(shots, "qa-report.png"), "wb") as f:
        f.write(base64.b64decode(shot["data"]))
except Exception as error:  # a broken driver is a failed test, with the reason
    failures.append(str(error))
finally:
    try:
        call("Browser.close", timeout=5)
    except Exception:
        pass
    try:
        browser.wait(timeout=10)
    except Exception:
        browser.kill()

if failures:
    print("qa report browser test FAILED:", file=sys.stderr)
    for failure in failures:
        print("  " + failure, file=sys.stderr)
    sys.exit(1)
print(f"qa report browser test passed; screenshot {shots}/qa-report.png")
PY
