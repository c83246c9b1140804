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

# shellcheck source=scripts/browser-setup.sh
. scripts/browser-setup.sh

rm -rf "$REPORT"
mkdir -p "$SHOTS"
status=0
"$BIN" qa report --output "$REPORT" --locale en-US --locale pt-BR >"$SHOTS/qa-report.log" 2>&1 || status=$?
# 1 means the report was written and lists errors; anything else is a failure to write it.
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then cat "$SHOTS/qa-report.log" >&2; exit "$status"; fi
[ -s "$REPORT/index.html" ] || { echo "error: no $REPORT/index.html" >&2; exit 70; }

GUIDANCE_SCRIPTS="$(pwd)/scripts" python3 - "$(command -v chromium)" "$(pwd)/$REPORT/index.html" "$SHOTS" <<'PY'
import json, os, subprocess, sys, tempfile, time

chromium, page, shots = sys.argv[1:4]

sys.path.insert(0, os.environ["GUIDANCE_SCRIPTS"])
from devtools_pipe import Chromium, finish

browser = Chromium(chromium, ["--allow-file-access-from-files"], profile_prefix="qa-report-browser-")
call = browser.call

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
    session = browser.open_page(1280, 1600)
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
    browser.screenshot(os.path.join(shots, "qa-report.png"), session)
except Exception as error:  # a broken driver is a failed test, with the reason
    failures.append(str(error))
finally:
    browser.close()

finish("qa report browser test", failures, f"qa report browser test passed; screenshot {shots}/qa-report.png")
PY
