#!/usr/bin/env bash
# Opt-in browser test of the casting display (make test-browser).
#
# Plays examples/cast-sample.ndjson through `guidance cast demo`, opens the page in headless
# Chromium driven over the DevTools protocol (a pipe, Python standard library only), and checks
# that every state the page shows matches the record it came from: maneuver, distance and
# instruction change as the drive advances, "rerouting" appears, and the arrival stays on screen
# through the "stopped" that ends the drive; then that
# the page notices a lost server and reconnects by itself to a new one on the same port.
# Screenshots of each state and the observed states (states.json) go to out/browser/.
#
# Usage: scripts/test-browser.sh [GUIDANCE_BINARY]   (default .build/debug/guidance, built if missing)
# Environment: CAST_INTERVAL_MS (default 1500) between records.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${1:-.build/debug/guidance}
INTERVAL=${CAST_INTERVAL_MS:-1500}
SAMPLE=examples/cast-sample.ndjson
OUT=out/browser

# shellcheck source=scripts/browser-setup.sh
. scripts/browser-setup.sh

mkdir -p "$OUT"
rm -f "$OUT"/*.png "$OUT"/states.json
"$BIN" cast demo --port 0 --interval "$INTERVAL" --wait-for-subscriber --web web "$SAMPLE" \
    >"$OUT/demo.url" 2>"$OUT/demo.log" &
DEMO=$!
trap 'kill "$DEMO" 2>/dev/null || true; wait "$DEMO" 2>/dev/null || true' EXIT

for _ in $(seq 1 100); do
    [ -s "$OUT/demo.url" ] && break
    kill -0 "$DEMO" 2>/dev/null || { cat "$OUT/demo.log" >&2; exit 70; }
    sleep 0.1
done
URL=$(head -n 1 "$OUT/demo.url")
[ -n "$URL" ] || { echo "error: cast demo printed no URL" >&2; exit 70; }
echo "display page: $URL"

CAST_BIN="$BIN" CAST_DEMO_PID="$DEMO" GUIDANCE_SCRIPTS="$(pwd)/scripts" \
python3 - "$(command -v chromium)" "$URL" "$OUT" "$SAMPLE" <<'PY'
import json, os, signal, subprocess, sys, tempfile, time, urllib.parse

chromium, url, out, sample = sys.argv[1:5]
records = {}
with open(sample, encoding="utf-8") as f:
    for line in f:
        if line.strip():
            record = json.loads(line)
            records[record["seq"]] = record

sys.path.insert(0, os.environ["GUIDANCE_SCRIPTS"])
from devtools_pipe import Chromium, finish

browser = Chromium(chromium, ["--hide-scrollbars"], profile_prefix="cast-browser-")
call = browser.call

failures = []
def check(condition, message):
    if not condition:
        failures.append(message)

PROBE = """JSON.stringify((function () {
  var b = document.body, t = function (id) { var e = document.getElementById(id); return e ? e.textContent : null; };
  var visible = function (id) { var e = document.getElementById(id); return !!e && getComputedStyle(e).display !== 'none'
      && getComputedStyle(document.getElementById('screen')).visibility !== 'hidden'; };
  return { state: b.dataset.state || '', seq: b.dataset.seq || '', maneuver: b.dataset.maneuver || '',
    distance: t('distance'), short: t('short'), eta: t('eta'), remaining: t('remaining'),
    arrivalTime: t('arrival-time'), badges: document.querySelectorAll('#badges .badge').length,
    next: document.getElementById('next').hidden ? '' : t('next-text'),
    arrived: b.classList.contains('at-arrival'), placeName: t('place-name'),
    arrow: document.querySelectorAll('#arrow svg path, #arrow svg circle').length,
    lanes: document.querySelectorAll('#lanes li').length,
    recommended: document.querySelectorAll('#lanes li.recommended').length,
    arrowVisible: visible('arrow'), reroutingVisible: visible('rerouting'),
    screenVisible: getComputedStyle(document.getElementById('screen')).visibility !== 'hidden',
    lang: document.documentElement.lang, dir: document.documentElement.dir };
})())"""

try:
    session = browser.open_page(1280, 720)
    # Records every Content-Security-Policy violation the page causes (DevTools scripts are not
    # subject to the policy themselves).
    call("Page.addScriptToEvaluateOnNewDocument", {"source":
        "window.__csp = []; document.addEventListener('securitypolicyviolation', function (e) {"
        " window.__csp.push(e.violatedDirective + ' ' + e.blockedURI); });"}, session)
    call("Page.navigate", {"url": url}, session)
    seen = {}
    order = []
    deadline = time.time() + 30 + 3 * len(records)
    while time.time() < deadline:
        value = call("Runtime.evaluate", {"expression": PROBE, "returnByValue": True}, session)
        state = json.loads(value.get("result", {}).get("value") or "{}")
        key = state.get("seq")
        if key and key not in seen:
            time.sleep(0.2)  # let layout settle before the picture
            name = f"{int(key):02d}-{state['state']}.png"
            browser.screenshot(os.path.join(out, name), session)
            seen[key] = state
            order.append(key)
            print(f"seq {key}: {state['state']:9} {state['maneuver'] or '-':34} "
                  f"{state['distance'] or '-':8} {state['short'] or '-'}  -> {name}")
            if state["state"] == "stopped":
                break
        time.sleep(0.1)
    with open(os.path.join(out, "states.json"), "w", encoding="utf-8") as f:
        json.dump([seen[k] for k in order], f, ensure_ascii=False, indent=1)

    # Every state shown must be exactly the record it came from.
    for key in order:
        shown, record = seen[key], records.get(int(key))
        check(record is not None, f"seq {key}: not in the sample")
        if record is None:
            continue
        check(shown["state"] == record["state"], f"seq {key}: state {shown['state']} != {record['state']}")
        check(shown["lang"] == record["locale"], f"seq {key}: lang {shown['lang']}")
        if record["state"] == "enroute":
            check(shown["maneuver"] == record["maneuver"], f"seq {key}: maneuver {shown['maneuver']}")
            check(shown["distance"] == record["distance"]["text"], f"seq {key}: distance {shown['distance']!r}")
            check(shown["short"] == record.get("short", record["primary"]), f"seq {key}: instruction {shown['short']!r}")
            check(shown["arrivalTime"] == record.get("arrival", {}).get("text", ""), f"seq {key}: arrival {shown['arrivalTime']!r}")
            check(shown["badges"] == len(record.get("refs", [])) + (1 if record.get("exit") else 0), f"seq {key}: badges")
            check(shown["next"] == record.get("next", {}).get("short", record.get("secondary", "")), f"seq {key}: next {shown['next']!r}")
            if record.get("arrived"):
                check(shown["arrived"] and shown["placeName"] == record["place"]["name"], f"seq {key}: no arrival screen")
            else:
                check(shown["arrow"] > 0 and shown["arrowVisible"], f"seq {key}: no maneuver arrow")
            check(shown["lanes"] == len(record.get("lanes", [])), f"seq {key}: {shown['lanes']} lanes")
            check(shown["recommended"] == sum(1 for l in record.get("lanes", []) if l.get("recommended")),
                  f"seq {key}: recommended lanes {shown['recommended']}")
        if record["state"] == "rerouting":
            check(shown["reroutingVisible"] and not shown["arrowVisible"], f"seq {key}: rerouting not shown")
            check(shown["distance"] == "", f"seq {key}: stale distance during rerouting")
        if record["state"] == "stopped":
            check(not shown["screenVisible"], f"seq {key}: the drive still shows after the stop")
            check(not (shown["distance"] or shown["short"] or shown["eta"]),
                  f"seq {key}: text left on a stopped screen")
            if record.get("arrived"):
                check(shown["arrived"] and shown["placeName"] == record["place"]["name"],
                      f"seq {key}: the arrival did not stay through the stop")

    # The drive must have advanced through several steps, a reroute and the stop.
    enroute = [seen[k] for k in order if seen[k]["state"] == "enroute"]
    check(len({s["maneuver"] for s in enroute}) >= 3, "fewer than 3 maneuvers shown")
    check(len({s["distance"] for s in enroute}) >= 3, "distance did not change")
    check(len({s["short"] for s in enroute}) >= 3, "instruction did not change")
    check(any(seen[k]["state"] == "rerouting" for k in order), "rerouting never shown")
    check(order and seen[order[-1]]["state"] == "stopped", "the stop was never shown")
    check(len(order) >= len(records) - 1, f"only {len(order)} of {len(records)} records were shown")

    # The server goes away: the page marks the link as down, then comes back by itself when a
    # server listens again on the same port, and shows that server's state.
    def page(expression):
        return call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)["result"]["value"]
    def wait_for(expression, seconds):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if page(expression):
                return True
            time.sleep(0.1)
        return False
    os.kill(int(os.environ["CAST_DEMO_PID"]), signal.SIGTERM)
    check(wait_for("document.body.classList.contains('offline')", 10), "lost link not shown")
    port = str(urllib.parse.urlparse(url).port)
    again = None
    for _ in range(20):
        again = subprocess.Popen([os.environ["CAST_BIN"], "cast", "demo", "--port", port, "--interval", "400",
                                  "--wait-for-subscriber", "--web", "web", sample],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        if again.poll() is None:
            break
    try:
        check(wait_for("document.body.dataset.state === 'enroute' && document.body.dataset.seq === '1'"
                       " && !document.body.classList.contains('offline')", 30),
              "the page did not reconnect to the restarted server")
        print("reconnected after the server restarted")
    finally:
        again.terminate()
        again.wait(timeout=10)

    # Every maneuver the model knows draws a well-formed arrow.
    bad = call("Runtime.evaluate", {"returnByValue": True, "expression":
        "guidanceDisplay.maneuverNames.filter(function (n) { var s = guidanceDisplay.drawManeuver(n);"
        " return !s || /NaN|undefined/.test(s); })"}, session)["result"]["value"]
    check(bad == [], f"maneuvers drawn badly: {bad}")

    # A right-to-left record lays its text out right to left; lanes stay in road order.
    rtl = {"seq": 99, "state": "enroute", "locale": "he", "dir": "rtl", "maneuver": "turnLeft",
           "primary": "\u05e4\u05e0\u05d4 \u05e9\u05de\u05d0\u05dc\u05d4", "distance": {"text": "200 \u05de\u05f3"},
           "lanes": [{"shapes": ["normalLeft"], "recommended": True}, {"shapes": ["straight"]}]}
    shown = json.loads(call("Runtime.evaluate", {"returnByValue": True, "expression":
        "guidanceDisplay.render(" + json.dumps(rtl) + "); JSON.stringify({dir: document.documentElement.dir,"
        " lang: document.documentElement.lang,"
        " text: getComputedStyle(document.getElementById('short')).direction,"
        " lanes: getComputedStyle(document.getElementById('lanes')).direction,"
        " first: document.querySelector('#lanes li').className})"}, session)["result"]["value"])
    check(shown == {"dir": "rtl", "lang": "he", "text": "rtl", "lanes": "ltr", "first": "recommended"},
          f"right-to-left record shown as {shown}")
    time.sleep(0.2)
    browser.screenshot(os.path.join(out, "99-rtl.png"), session)

    # The whole drive ran under the page's Content-Security-Policy without a violation, and the
    # policy is enforced: an inline script is refused.
    csp = call("Runtime.evaluate", {"returnByValue": True,
        "expression": "JSON.stringify(window.__csp || null)"}, session)["result"]["value"]
    check(csp == "[]", f"Content-Security-Policy violations: {csp}")
    blocked = call("Runtime.evaluate", {"returnByValue": True, "expression":
        "(function () { var s = document.createElement('script'); s.textContent = 'window.__inline = 1';"
        " document.body.appendChild(s); return window.__inline === undefined; })()"}, session)["result"]["value"]
    check(blocked is True, "an inline script ran: the Content-Security-Policy was not applied")
    print(f"content security policy: no violation during the drive; inline script refused: {blocked}")
except Exception as error:  # a broken driver is a failed test, with the reason
    failures.append(str(error))
finally:
    browser.close()

finish("browser test", failures, f"browser test passed; screenshots in {out}/")
PY

# --- localization QA report (scripts/test-qa-report.sh, owned by the QA tool) ---------------
# Loads `guidance qa report --all` from disk and plays every audio element of every locale page.
scripts/test-qa-report.sh "$BIN"
# --- end of localization QA report ----------------------------------------------------------
