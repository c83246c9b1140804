#!/usr/bin/env bash
# Opt-in browser test of the localization QA report (called at the end of scripts/test-browser.sh).
#
# Writes `guidance qa report --all` (every locale, Ogg Vorbis prompts) into out/qa-report/, opens
# index.html and every locale page straight from disk (file://, no server) in headless Chromium
# driven over the DevTools protocol (a pipe, Python standard library only), and on each page
# plays every <audio> element until its time advances (sixteen at a time, muted): an element
# that reports an error, or does not play within 20 s, fails the test. It also checks that every
# in-page link (findings to cases, cases to messages) has its target, that the search box filters
# the cases, that no page holds 1000 players or more (Chromium's limit), and takes a screenshot
# of the index and of each locale page into out/browser/.
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
"$BIN" qa report --output "$REPORT" --all >"$SHOTS/qa-report.log" 2>&1 || status=$?
# 1 means the report was written and lists errors; anything else is a failure to write it.
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then cat "$SHOTS/qa-report.log" >&2; exit "$status"; fi
[ -s "$REPORT/index.html" ] || { echo "error: no $REPORT/index.html" >&2; exit 70; }
if find "$REPORT/audio" -name '*.wav' | grep -q .; then echo "error: WAV files left in $REPORT/audio" >&2; exit 1; fi

GUIDANCE_SCRIPTS="$(pwd)/scripts" python3 - "$(command -v chromium)" "$(pwd)/$REPORT" "$SHOTS" <<'PY'
import json, os, re, sys, time

chromium, report, shots = sys.argv[1:4]

sys.path.insert(0, os.environ["GUIDANCE_SCRIPTS"])
from devtools_pipe import Chromium, finish

browser = Chromium(chromium, ["--allow-file-access-from-files", "--autoplay-policy=no-user-gesture-required"],
                   profile_prefix="qa-report-browser-")
call = browser.call

# Plays every <audio> element, sixteen at a time, until its currentTime advances; records each
# outcome in window.__qa.
PLAY_ALL = """(function () {
  var all = Array.prototype.slice.call(document.querySelectorAll('audio'));
  var state = { total: all.length, played: 0, failed: [], finished: false };
  window.__qa = state;
  function check(audio) {
    return new Promise(function (resolve) {
      var settled = false;
      function done(failure) {
        if (settled) { return; }
        settled = true;
        clearTimeout(timer);
        audio.pause();
        if (failure) { state.failed.push(audio.getAttribute('src') + ': ' + failure); } else { state.played += 1; }
        resolve();
      }
      var timer = setTimeout(function () { done('did not play within 20 s'); }, 20000);
      audio.muted = true;
      audio.addEventListener('timeupdate', function () { if (audio.currentTime > 0) { done(null); } });
      audio.addEventListener('error', function () { done('error code ' + (audio.error ? audio.error.code : '?')); });
      var started = audio.play();
      if (started && started.catch) { started.catch(function (e) { done(String(e)); }); }
    });
  }
  (async function () {
    for (var i = 0; i < all.length; i += 16) { await Promise.all(all.slice(i, i + 16).map(check)); }
    state.finished = true;
  })();
  return all.length;
})()"""

# In-page links whose target is missing, and what the page holds.
OUTLINE = """JSON.stringify((function () {
  var links = Array.prototype.slice.call(document.querySelectorAll('a[href^="#"]'));
  var broken = links.map(function (a) { return a.getAttribute('href').slice(1); })
                    .filter(function (id) { return !document.getElementById(id); });
  return { broken: broken.slice(0, 5), brokenCount: broken.length, links: links.length,
           rows: document.querySelectorAll('table.filterable tbody tr:not(.group)').length,
           charts: document.querySelectorAll('svg').length,
           search: !!document.getElementById('search'),
           firstCase: (document.querySelector('tr[id^="case-"]') || {id: ''}).id.slice(5) };
})())"""

SEARCH = """(function (text) {
  var box = document.getElementById('search');
  box.value = text;
  box.dispatchEvent(new Event('input'));
  var shown = Array.prototype.slice.call(document.querySelectorAll('table.filterable tbody tr:not(.group)'))
                   .filter(function (row) { return !row.hidden; }).length;
  box.value = '';
  box.dispatchEvent(new Event('input'));
  return shown;
})"""

def evaluate(expression, session, timeout=20):
    value = call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": False},
                 session, timeout=timeout)
    return value.get("result", {}).get("value")

def load(url, session):
    call("Page.navigate", {"url": url}, session)
    deadline = time.time() + 30
    while time.time() < deadline:
        if evaluate("document.readyState", session) == "complete":
            return
        time.sleep(0.2)
    raise RuntimeError(f"{url} did not load")

failures = []
summary = []
try:
    session = browser.open_page(1280, 1600)
    index = os.path.join(report, "index.html")
    load("file://" + index, session)
    pages = sorted(set(re.findall(r'href="([A-Za-z0-9-]+\.html)"', open(index, encoding="utf-8").read())))
    outline = json.loads(evaluate(OUTLINE, session))
    if outline["rows"] != len(pages) or not pages:
        failures.append(f"index: {outline['rows']} locale rows for {len(pages)} pages")
    browser.screenshot(os.path.join(shots, "qa-report-index.png"), session)
    for page in pages:
        tag = page[:-5]
        load("file://" + os.path.join(report, page), session)
        outline = json.loads(evaluate(OUTLINE, session))
        if outline["brokenCount"]:
            failures.append(f"{tag}: {outline['brokenCount']} links without a target, e.g. {outline['broken']}")
        if not outline["search"]:
            failures.append(f"{tag}: no search box")
        elif outline["firstCase"]:
            shown = evaluate(f"({SEARCH})({json.dumps(outline['firstCase'])})", session)
            if not shown or shown >= outline["rows"]:
                failures.append(f"{tag}: searching for {outline['firstCase']} shows {shown} of {outline['rows']} cases")
        total = evaluate(PLAY_ALL, session)
        if total >= 1000:
            failures.append(f"{tag}: {total} players on one page (Chromium stops at 1000)")
        if not total:
            failures.append(f"{tag}: no <audio> element")
        deadline = time.time() + 60 + total * 0.5
        state = {}
        while time.time() < deadline:
            state = evaluate("JSON.stringify(window.__qa)", session) or "{}"
            state = json.loads(state)
            if state.get("finished"):
                break
            time.sleep(0.5)
        if not state.get("finished"):
            failures.append(f"{tag}: only {state.get('played')} of {total} players done in time")
        if state.get("failed"):
            failures.append(f"{tag}: {len(state['failed'])} players failed, e.g. {state['failed'][:3]}")
        if not outline["charts"]:
            failures.append(f"{tag}: no duration chart")
        summary.append(f"{tag} {state.get('played')}/{total}")
        call("Runtime.evaluate", {"expression": "window.scrollTo(0, 0)"}, session)
        browser.screenshot(os.path.join(shots, f"qa-report-{tag}.png"), session)
    print("qa report pages, audio elements played: " + ", ".join(summary))
except Exception as error:  # a broken driver is a failed test, with the reason
    failures.append(str(error))
finally:
    browser.close()

finish("qa report browser test", failures,
       f"qa report browser test passed; screenshots {shots}/qa-report-*.png")
PY
