#!/usr/bin/env python3
"""Layout test of the casting display page (web/) in headless Chromium, at every screen size.

Serves web/ and a feed it controls from a local HTTP server (standard library only), opens the
page at 480x272, 800x480, 1024x600, 390x844 and 1920x1080, and for each state (waiting, plain
turn, signposted exit with six lanes, roundabout, rerouting, arrival with a place, link lost,
day, night, no lighting with a light or dark system theme, right to left; at the last size also
the link lost for 10 s, when the stale step is hidden) checks in the DOM:

- nothing overlaps: maneuver arrow, distance, instruction, badges, next-maneuver preview, lanes,
  and each trip figure (duration, arrival time, distance to go) are pairwise disjoint;
- nothing is clipped or off screen: every visible element lies inside the viewport and shows all
  its content (scrollWidth/scrollHeight against its client size);
- the instruction takes at most three lines; lanes are at least 28 px (the smallest screen) and
  keep road order; the link-lost sign is large; the theme follows `lighting`, then the system's
  `prefers-color-scheme`; right-to-left records mirror the layout (arrow on the right) while the
  badges stay left to right.

Screenshots of every state at every size go to out/browser/display/ for a person to look at.
Records come from Tests/Fixtures/Display/records.json, and from real drives: the São Paulo example
run through `guidance run --casting ndjson` in Arabic and Hebrew (GUIDANCE_BIN, when set), whose
records must lay out right to left with their Latin road names isolated.

Usage: scripts/test-display.py CHROMIUM [--sizes 480x272,800x480,...]
"""
import json
import os
import re
import subprocess
import sys
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from devtools_pipe import Chromium, finish  # noqa: E402

SIZES = [(480, 272), (800, 480), (1024, 600), (390, 844), (1920, 1080)]
OUT = os.path.join(ROOT, "out", "browser", "display")
DRIVES = {}
# Left-to-right locales whose instructions run long (Catalan "Mantingueu-vos a la dreta i agafeu
# la sortida", Indonesian "Tetap di kanan, lalu ambil pintu keluar", Greek with its tonos
# "Κρατηθείτε δεξιά και πάρτε την έξοδο", Finnish and Hungarian compounds and case endings) or
# are set in Hangul (Korean "오른쪽 14번 출구로 나가서 …"): real drives, laid out.
LONG_DRIVES = {}
FIXTURES = json.load(open(os.path.join(ROOT, "Tests", "Fixtures", "Display", "records.json"), encoding="utf-8"))["states"]


def drive_records(binary, locale):
    """A few records of the São Paulo drive as `run` casts them in `locale`: a turn with lanes,
    a step with badges, and the last step before arrival."""
    drive = os.path.join(ROOT, "examples", "sao-paulo.events.ndjson")
    output = subprocess.run([binary, "run", drive, "--locale", locale, "--casting", "ndjson"],
                            capture_output=True, text=True, check=True).stdout
    enroute = [json.loads(line) for line in output.splitlines() if line.strip()]
    enroute = [r for r in enroute if r.get("state") == "enroute" and r.get("short")]
    picks = [next((r for r in enroute if r.get("lanes")), None),
             next((r for r in enroute if r.get("refs") or r.get("exit")), None),
             enroute[-1] if enroute else None]
    return [r for r in picks if r is not None]


class Feed:
    """Whether /feed is up: an open event stream with one ping, or 503 while the link is 'lost'."""
    up = True


class Handler(SimpleHTTPRequestHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, directory=os.path.join(ROOT, "web"), **kwargs)

    def log_message(self, *args):
        pass

    def do_GET(self):
        if self.path.split("?")[0] != "/feed":
            return super().do_GET()
        if not Feed.up:
            self.send_response(503)
            self.send_header("Retry-After", "1")
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        try:
            self.wfile.write(b'retry: 300\n\nevent: ping\ndata: {"interval":60}\n\n')
            self.wfile.flush()
            while Feed.up:
                time.sleep(0.05)
        except OSError:
            pass
        self.close_connection = True


# Boxes of every visible element the check covers, with overflow and line facts.
PROBE = r"""JSON.stringify((function () {
  var vw = innerWidth, vh = innerHeight, out = [];
  function visible(e) {
    if (!e) return false;
    var s = getComputedStyle(e), r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    for (var n = e; n; n = n.parentElement) {
      var t = getComputedStyle(n);
      if (t.display === 'none' || t.visibility === 'hidden' || n.hidden) return false;
    }
    return true;
  }
  function add(name, e, text) {
    if (!visible(e)) return;
    var r = e.getBoundingClientRect();
    out.push({name: name, x: r.left, y: r.top, w: r.width, h: r.height,
      sw: e.scrollWidth, cw: e.clientWidth, sh: e.scrollHeight, ch: e.clientHeight, text: !!text});
  }
  var $ = function (s) { return document.querySelector(s); };
  add('arrow', $('#arrow'));
  add('rerouting', $('#rerouting'));
  add('distance', $('#distance'), 1);
  add('short', $('#short'), 1);
  document.querySelectorAll('#badges .badge').forEach(function (b, i) { add('badge' + i, b, 1); });
  add('next', $('#next'), 1);
  add('lanes', $('#lanes'));
  ['eta', 'arrival-time', 'remaining'].forEach(function (id) { add(id, document.getElementById(id).parentElement, 1); });
  add('flag', $('.arrived-flag'));
  add('place-name', $('#place-name'), 1);
  add('place-address', $('#place-address'), 1);
  add('arrived-at', $('#arrived-at'), 1);
  add('place-attributions', $('#place-attributions'), 1);
  add('waiting', $('.waiting-mark'));
  var sh = $('#short'), lh = parseFloat(getComputedStyle(sh).lineHeight);
  var lanes = Array.prototype.map.call(document.querySelectorAll('#lanes li'), function (li) {
    var r = li.getBoundingClientRect(); return {x: r.left, w: r.width, h: r.height, rec: li.classList.contains('recommended')}; });
  var lost = $('#link-lost').getBoundingClientRect();
  var instruction = $('#instruction');
  return {vw: vw, vh: vh, boxes: out, shortLines: visible(sh) ? Math.round(sh.getBoundingClientRect().height / lh) : 0,
    shortText: sh.textContent, lanes: lanes, dir: document.documentElement.dir, lang: document.documentElement.lang,
    state: document.body.dataset.state, theme: document.body.dataset.theme, bg: getComputedStyle(document.body).backgroundColor,
    arrived: document.body.classList.contains('at-arrival'), offline: document.body.classList.contains('offline'),
    lost: visible($('#link-lost')) ? {w: lost.width, h: lost.height} : null,
    instructionOverflow: instruction.scrollHeight - instruction.clientHeight,
    badgeDirs: Array.prototype.map.call(document.querySelectorAll('#badges .badge'), function (b) { return getComputedStyle(b).direction; }),
    badgeClasses: Array.prototype.map.call(document.querySelectorAll('#badges .badge'), function (b) { return b.className; }),
    placeName: $('#place-name').textContent, attributions: $('#place-attributions').children.length,
    screenVisible: getComputedStyle($('#screen')).visibility !== 'hidden',
    waitingVisible: visible($('.waiting-mark'))};
})())"""

# Elements that share the screen and must never overlap one another.
DRIVE = ["arrow", "rerouting", "distance", "short", "next", "lanes", "eta", "arrival-time", "remaining"]
ARRIVAL = ["flag", "place-name", "place-address", "arrived-at", "place-attributions"]


def luminance(css):
    parts = [float(p) for p in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
    return sum(parts) / 3


def overlap(a, b):
    return (min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"]) > 0.5 and
            min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"]) > 0.5)


def check_layout(facts, where, check):
    boxes = facts["boxes"]
    for box in boxes:
        check(box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["w"] <= facts["vw"] + 0.5
              and box["y"] + box["h"] <= facts["vh"] + 0.5, f"{where}: {box['name']} is off screen {box}")
        if box["text"]:
            check(box["sw"] <= box["cw"] + 1 and box["sh"] <= box["ch"] + 1, f"{where}: {box['name']} is clipped {box}")
    named = [b for b in boxes if b["name"] in DRIVE or b["name"].startswith("badge") or b["name"] in ARRIVAL]
    for i, a in enumerate(named):
        for b in named[i + 1:]:
            check(not overlap(a, b), f"{where}: {a['name']} overlaps {b['name']}")
    check(facts["shortLines"] <= 3, f"{where}: the instruction takes {facts['shortLines']} lines")
    check(facts["instructionOverflow"] <= 1, f"{where}: the instruction column overflows by {facts['instructionOverflow']} px")
    for lane in facts["lanes"]:
        check(lane["w"] >= 28 and lane["h"] >= 28, f"{where}: lanes too small to read ({lane['w']:.0f} px)")
    xs = [lane["x"] for lane in facts["lanes"]]
    check(xs == sorted(xs), f"{where}: lanes are not in road order (left to right)")


def main():
    chromium = sys.argv[1]
    sizes = SIZES
    if "--sizes" in sys.argv:
        sizes = [tuple(int(n) for n in s.split("x")) for s in sys.argv[sys.argv.index("--sizes") + 1].split(",")]
    binary = os.environ.get("GUIDANCE_BIN")
    global DRIVES, LONG_DRIVES
    DRIVES = {locale: drive_records(binary, locale) for locale in ("ar", "he-IL")} if binary else {}
    LONG_DRIVES = {
        locale: drive_records(binary, locale) for locale in ("ca-ES", "id-ID", "el-GR", "ko-KR", "fi-FI", "hu-HU")
    } if binary else {}
    if binary and not all(list(DRIVES.values()) + list(LONG_DRIVES.values())):
        sys.exit(f"display layout test: no records of the São Paulo drive in {sorted(DRIVES) + sorted(LONG_DRIVES)}")
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        if name.endswith(".png"):
            os.remove(os.path.join(OUT, name))

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"

    failures = []
    def check(condition, message):
        if not condition:
            failures.append(message)

    browser = Chromium(chromium, ["--hide-scrollbars"], profile_prefix="display-layout-")
    call = browser.call
    shots = 0
    try:
        session = browser.open_page(*sizes[0])
        def evaluate(expression):
            reply = call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)
            if "exceptionDetails" in reply:
                raise RuntimeError(f"page error: {reply['exceptionDetails']}")
            return reply.get("result", {}).get("value")
        def wait_for(expression, seconds=5):
            deadline = time.time() + seconds
            while time.time() < deadline:
                if evaluate(expression):
                    return True
                time.sleep(0.05)
            return False
        def facts():
            return json.loads(evaluate(PROBE))
        def shot(name, size):
            nonlocal shots
            browser.screenshot(os.path.join(OUT, f"{size[0]}x{size[1]}-{name}.png"), session)
            shots += 1
        def show(name):
            evaluate("guidanceDisplay.render(" + json.dumps(FIXTURES[name], ensure_ascii=False) + "); true")
            time.sleep(0.05)

        for size in sizes:
            where = f"{size[0]}x{size[1]}"
            call("Emulation.setDeviceMetricsOverride",
                 {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False}, session)
            call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]}, session)
            Feed.up = True
            call("Page.navigate", {"url": url + "?arrival=600"}, session)
            check(wait_for("document.readyState === 'complete' && !!window.guidanceDisplay"), f"{where}: page did not load")
            # Waiting: the feed is up, no record yet; an animated mark, not a black page.
            wait_for("!document.body.classList.contains('offline')", 3)
            f = facts()
            check(f["state"] == "waiting" and f["waitingVisible"] and not f["offline"], f"{where} waiting: {f['state']}")
            check(luminance(f["bg"]) < 40, f"{where} waiting: not the night theme by default in a dark system")
            check_layout(f, f"{where} waiting", check)
            shot("waiting", size)

            for name in ["turn", "exit", "roundabout", "us-exit", "long", "rerouting", "day", "rtl-he", "rtl-ar", "long-fi", "long-hu"]:
                show(name)
                f = facts()
                record = FIXTURES[name]
                check_layout(f, f"{where} {name}", check)
                expected = record.get("short") or record.get("primary")
                check(f["shortText"] == expected, f"{where} {name}: instruction {f['shortText']!r}")
                check(len(f["lanes"]) == len(record.get("lanes", [])) or record["state"] == "rerouting",
                      f"{where} {name}: {len(f['lanes'])} lanes")
                check([lane["rec"] for lane in f["lanes"]] == [l.get("recommended") is True for l in record.get("lanes", [])]
                      or record["state"] == "rerouting", f"{where} {name}: recommended lanes out of road order")
                badges = ([record["exit"]] if record.get("exit") else []) + record.get("refs", [])
                if record["state"] == "enroute":
                    check(len(f["badgeClasses"]) == len(badges), f"{where} {name}: badges {f['badgeClasses']}")
                    check(all(d == "ltr" for d in f["badgeDirs"]), f"{where} {name}: a badge is not isolated left to right")
                    for box in ("arrow", "distance", "short", "eta", "arrival-time"):
                        check(any(b["name"] == box for b in f["boxes"]), f"{where} {name}: {box} not shown")
                if record.get("next"):
                    check(any(b["name"] == "next" for b in f["boxes"]), f"{where} {name}: no next-maneuver preview")
                if name == "rerouting":
                    names = {b["name"] for b in f["boxes"]}
                    check("rerouting" in names and "arrow" not in names and "distance" not in names,
                          f"{where} rerouting: {sorted(names)}")
                if name.startswith("rtl"):
                    arrow = next((b for b in f["boxes"] if b["name"] == "arrow"), None)
                    short = next((b for b in f["boxes"] if b["name"] == "short"), None)
                    check(f["dir"] == "rtl", f"{where} {name}: dir {f['dir']}")
                    if arrow and short and size[0] > size[1]:
                        check(arrow["x"] > short["x"], f"{where} {name}: layout not mirrored (arrow left of the text)")
                if name == "day":
                    check(f["theme"] == "day" and luminance(f["bg"]) > 200, f"{where} day: theme {f['theme']} {f['bg']}")
                elif record.get("lighting") == "lowLight":
                    check(f["theme"] == "night" and luminance(f["bg"]) < 40, f"{where} {name}: theme {f['theme']} {f['bg']}")
                if name == "exit":
                    check(f["badgeClasses"][0].split()[1] == "exit-green" and "shield-br-state" in f["badgeClasses"][1]
                          and "shield-br-federal" in f["badgeClasses"][2], f"{where} exit: badges {f['badgeClasses']}")
                shot(name, size)

            # Real drives in right-to-left locales, as `run` casts them.
            for locale, records in DRIVES.items():
                for index, record in enumerate(records):
                    label = f"{where} {locale} drive #{index}"
                    evaluate("guidanceDisplay.render(" + json.dumps(record, ensure_ascii=False) + "); true")
                    time.sleep(0.05)
                    f = facts()
                    check_layout(f, label, check)
                    check(f["dir"] == "rtl", f"{label}: dir {f['dir']}")
                    check(f["shortText"] == record["short"], f"{label}: instruction {f['shortText']!r}")
                    arrow = next((b for b in f["boxes"] if b["name"] == "arrow"), None)
                    short = next((b for b in f["boxes"] if b["name"] == "short"), None)
                    if arrow and short and size[0] > size[1]:
                        check(arrow["x"] > short["x"], f"{label}: layout not mirrored")
                    # Latin letters inside right-to-left text come isolated (FSI ... PDI).
                    for latin in re.findall(r"[A-Za-z][A-Za-z0-9 .'-]*", record["short"]):
                        check("\u2068" in record["short"], f"{label}: {latin!r} is not isolated")
                    shot(f"drive-{locale}-{index}", size)

            for locale, records in LONG_DRIVES.items():
                for index, record in enumerate(records):
                    label = f"{where} {locale} drive #{index}"
                    evaluate("guidanceDisplay.render(" + json.dumps(record, ensure_ascii=False) + "); true")
                    time.sleep(0.05)
                    f = facts()
                    check_layout(f, label, check)
                    check(f["dir"] != "rtl", f"{label}: dir {f['dir']}")
                    check(f["shortText"] == record["short"], f"{label}: instruction {f['shortText']!r}")
                    shot(f"drive-{locale}-{index}", size)

            # No lighting in the feed: the system's colour scheme decides.
            show("no-lighting")
            f = facts()
            check(f["theme"] == "auto" and luminance(f["bg"]) < 40, f"{where} no lighting, dark system: {f['bg']}")
            call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]}, session)
            f = facts()
            check(luminance(f["bg"]) > 200, f"{where} no lighting, light system: {f['bg']}")
            check_layout(f, f"{where} no-lighting", check)
            shot("system-light", size)
            call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]}, session)

            # Arrival: the place card stays when `stopped` comes at the same moment.
            show("arrival")
            show("stopped-after-arrival")
            f = facts()
            place = FIXTURES["arrival"]["place"]
            check(f["arrived"] and f["placeName"] == place["name"] and f["attributions"] == len(place["attributions"]),
                  f"{where} arrival: arrived {f['arrived']} name {f['placeName']!r} attributions {f['attributions']}")
            check(not f["screenVisible"], f"{where} arrival: the drive screen shows under the arrival")
            for box in ("flag", "place-name", "place-address", "arrived-at", "place-attributions"):
                check(any(b["name"] == box for b in f["boxes"]), f"{where} arrival: {box} not shown")
            check_layout(f, f"{where} arrival", check)
            shot("arrival", size)
            # A new route ends it.
            show("turn")
            check(not facts()["arrived"], f"{where}: a new route did not end the arrival screen")

            # Link lost: the feed goes away; a large sign, the step dimmed.
            Feed.up = False
            check(wait_for("document.body.classList.contains('offline')", 5), f"{where}: lost link not shown")
            f = facts()
            vmin = min(size)
            check(f["lost"] is not None and f["lost"]["w"] >= 0.12 * vmin, f"{where} link lost: sign {f['lost']}")
            check_layout(f, f"{where} link-lost", check)
            time.sleep(0.3)
            shot("link-lost", size)
            if size == sizes[-1]:
                # Ten seconds on, the stale step is hidden and the sign takes the middle (once: it waits).
                check(wait_for("document.body.classList.contains('stale')", 12), f"{where}: stale step never hidden")
                f = facts()
                check(not f["screenVisible"] or not any(b["name"] in DRIVE for b in f["boxes"]),
                      f"{where} stale: the old step still shows")
                check(f["lost"] is not None and f["lost"]["w"] >= 0.3 * vmin, f"{where} stale: sign {f['lost']}")
                shot("link-lost-stale", size)
            print(f"{where}: {len(failures)} failures so far")
        Feed.up = True
    except Exception as error:  # a broken driver is a failed test, with the reason
        failures.append(f"{type(error).__name__}: {error}")
    finally:
        browser.close()
        Feed.up = False
        server.shutdown()
    finish("display layout test", failures, f"display layout test passed: {shots} screenshots in {os.path.relpath(OUT, ROOT)}/")


if __name__ == "__main__":
    main()
