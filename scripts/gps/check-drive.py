#!/usr/bin/env python3
"""The assertions of the navigation test (docs/testing.md, "Navigation test").

    check-drive.py gpsd TRUTH TPV.ndjson
        the replay: gpsd reported every epoch of the log, at 1 Hz, where the log put it
    check-drive.py feed TRUTH FEED.ndjson --plan ROUTE.json [--detour R2.json --return R3.json]
                        [--prompts PROMPTS.ndjson]
        the drive: what `guidance navigate` wrote (FEED) and what `guidance run` said (PROMPTS)
    check-drive.py self-test TRUTH --plan ROUTE.json [--detour R2.json --return R3.json]
        the feed checks catch made-up faults and pass a made-up good drive

TRUTH is make-nmea.py's ground truth. Event times are the events' `timestamp`: seconds since
1970 (the fix's time) or ISO 8601; second t of the drive is startUnix + t. Prints one line per
failed check and closes with "NAME: N passed, N failed"; exit 1 on any failure.
"""
import argparse
import datetime
import json
import math
import statistics
import sys

# The bounds (seconds, metres). docs/testing.md lists them.
ARRIVAL_RADIUS_M = 30.0      # an arrival may come once the vehicle is this close to the waypoint
ARRIVAL_LATE_S = 10.0        # … and at most this long after the vehicle got there
ARRIVAL_MATCH_M = 50.0       # an arrival's coordinate, when given, is this close to the waypoint
REROUTE_DETECT_S = 5.0       # off the route (truth's offRoute) → navState rerouting or a new route
REROUTE_TAKEN_S = 8.0        # off the route → routeChanged
LEG_CHANGE_S = 10.0          # a routeChanged this soon after an intermediate arrival is the next leg
DISTANCE_TOLERANCE_M = 75.0  # distanceToFinalDestination vs. the distance still to drive …
DISTANCE_TOLERANCE = 0.20    # … or this fraction of it, whichever is larger
AFTER_GAP_S = 3.0            # distances are not checked in a tunnel nor this long after it
GPSD_POSITION_M = 0.5        # gpsd's TPV vs. the log's position (NMEA has 5 decimals of minutes)
GPSD_SPEED_MS = 0.1
GPSD_LEARNING_EPOCHS = 2     # epochs gpsd may report twice at the start (it learns the cycle)
GPSD_COVERAGE = 0.95         # share of the epochs after the first TPV that must be reported


class Report:
    def __init__(self, name):
        self.name, self.passed, self.failed = name, 0, []

    def check(self, ok, message):
        if ok:
            self.passed += 1
        else:
            self.failed.append(message)
        return ok

    def close(self, quiet=False):
        if not quiet:
            for message in self.failed:
                print(f"FAIL {self.name}: {message}")
            print(f"{self.name}: {self.passed} passed, {len(self.failed)} failed")
        return 1 if self.failed else 0


def distance(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371008.8 * math.asin(min(1.0, math.sqrt(h)))


def read_ndjson(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.strip():
                try:
                    rows.append(json.loads(line))
                except ValueError:
                    raise SystemExit(f"check-drive: error: {path}:{number}: not JSON")
    return rows


def seconds_of(value):
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        try:
            return datetime.datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
        except ValueError:
            return None
    return None


# --- gpsd -------------------------------------------------------------------------------------
def check_gpsd(report, truth, tpvs, pace=1.0):
    track = truth["track"]
    report.check(tpvs, "gpsd reported no TPV")
    if not tpvs:
        return
    by_second = {}
    for tpv in tpvs:
        when = seconds_of(tpv.get("time"))
        if when is None:
            continue
        t = round(when - truth["startUnix"])
        if report.check(0 <= t < len(track), f"TPV at {tpv.get('time')}: not a second of the log"):
            # While gpsd learns which sentence ends the NMEA cycle it may report the first epochs
            # twice; later, every second is reported once.
            learning = len(by_second) < GPSD_LEARNING_EPOCHS
            report.check(t not in by_second or learning, f"second {t}: reported twice")
            if t in by_second:
                check_tpv(report, t, tpv, track)
            by_second[t] = tpv
    if not by_second:
        return
    first, last = min(by_second), max(by_second)
    expected = range(first, len(track))
    got = sum(1 for t in expected if t in by_second)
    report.check(got >= GPSD_COVERAGE * len(expected),
                 f"only {got} of the {len(expected)} epochs from second {first} on were reported")
    report.check(last >= len(track) - 2, f"the last TPV is second {last} of {len(track)}")
    received = [tpv["received"] for t, tpv in sorted(by_second.items())]
    gaps = [b - a for a, b in zip(received, received[1:])]
    if gaps:
        median = statistics.median(gaps)
        report.check(0.9 * pace <= median <= 1.1 * pace,
                     f"TPVs came every {median:.2f} s (median), not every {pace} s")
        span_fix, span_wall = last - first, received[-1] - received[0]
        report.check(span_fix == 0 or abs(span_wall / (span_fix * pace) - 1) <= 0.03,
                     f"{span_fix} s of fixes took {span_wall:.1f} s to replay")
    worst = max([check_tpv(report, t, tpv, track) for t, tpv in sorted(by_second.items())] + [0.0])
    print(f"{report.name}: {len(by_second)} TPVs, seconds {first}..{last} of {len(track)}, "
          f"worst position {worst:.2f} m", file=sys.stderr)


def check_tpv(report, t, tpv, track):
    """One TPV against second t of the log; the position's error in metres (0 without one)."""
    second = track[t]
    has_position = tpv.get("mode", 0) >= 2 and "lat" in tpv and "lon" in tpv
    if not report.check(has_position == second["fix"],
                        f"second {t}: gpsd mode {tpv.get('mode')}, the log has {'a' if second['fix'] else 'no'} fix"):
        return 0.0
    if not has_position:
        return 0.0
    off = distance((tpv["lat"], tpv["lon"]), (second["reportedLat"], second["reportedLon"]))
    report.check(off <= GPSD_POSITION_M, f"second {t}: gpsd puts the fix {off:.2f} m from the log's")
    if "speed" in tpv:
        report.check(abs(tpv["speed"] - second["speed"]) <= GPSD_SPEED_MS,
                     f"second {t}: gpsd speed {tpv['speed']} m/s, the log {second['speed']}")
    return off


# --- routes -----------------------------------------------------------------------------------
def side_of_modifier(modifier):
    modifier = (modifier or "").lower()
    return "left" if "left" in modifier else "right" if "right" in modifier else "straight"


def route_steps(path):
    """(side, road, maneuver (lat, lon)) of a route's maneuvers, departures and arrivals left out."""
    with open(path, encoding="utf-8") as f:
        route = json.load(f)["routes"][0]
    steps = []
    for leg in route["legs"]:
        for step in leg["steps"]:
            m = step["maneuver"]
            if m["type"] in ("depart", "arrive"):
                continue
            steps.append((side_of_modifier(m.get("modifier")), step.get("name", ""),
                          (m["location"][1], m["location"][0])))
    return steps


def step_key(step):
    """(side, road) of a navInfo's StepInfo."""
    maneuver = str(step.get("maneuver", "")).lower()
    side = "left" if "left" in maneuver else "right" if "right" in maneuver else "straight"
    road = step.get("simpleRoadName") or (step.get("fullRoadName") or "").split(" / ")[0]
    return side, road


def old_route_only(plan, detour, back, left_at):
    """The planned steps after the wrong turn that neither the detour nor the way back has."""
    after = [s for s in plan if distance(s[2], left_at) > 5.0]
    # Only those ahead of the wrong turn: the plan's steps are in order, take the ones after the
    # step nearest to where the vehicle left.
    nearest = min(range(len(plan)), key=lambda i: distance(plan[i][2], left_at)) if plan else 0
    ahead = [s for i, s in enumerate(plan) if i >= nearest and s in after]
    new = {(s[0], s[1]) for s in detour + back}
    return {(s[0], s[1]) for s in ahead} - new


# --- the feed ---------------------------------------------------------------------------------
def remaining_distances(truth):
    """Metres still to drive at each second, along the true track."""
    track = truth["track"]
    travelled = [0.0]
    for a, b in zip(track, track[1:]):
        travelled.append(travelled[-1] + distance((a["lat"], a["lon"]), (b["lat"], b["lon"])))
    return [travelled[-1] - d for d in travelled]


def check_feed(report, truth, events, prompts, plan, detour, back):
    start = truth["startUnix"]
    track = truth["track"]
    timed = []
    for e in events:
        when = seconds_of(e.get("timestamp"))
        if report.check(when is not None, f"a {e.get('type')} event without a timestamp"):
            timed.append((when - start, e))
    if not report.check(timed, "the feed has no timed event"):
        return
    report.check(all(a[0] <= b[0] for a, b in zip(timed, timed[1:])), "timestamps go backwards")
    reached = [e for e in truth["events"] if e["type"] == "reached"]
    reached.sort(key=lambda e: e["t"])
    arrivals = [(t, e) for t, e in timed if e.get("type") == "arrival"]
    infos = [(t, e) for t, e in timed if e.get("type") == "navInfo"]
    report.check(len(arrivals) == len(reached),
                 f"{len(arrivals)} arrivals for {len(reached)} waypoints reached: "
                 f"{[round(t, 1) for t, _ in arrivals]} vs {[e['t'] for e in reached]}")
    # Arrivals: each waypoint once, in order, once the vehicle is there.
    for (t, arrival), want in zip(arrivals, reached):
        wp = (want["lat"], want["lon"])
        close = next((s["t"] for s in track if distance((s["lat"], s["lon"]), wp) <= ARRIVAL_RADIUS_M), None)
        where = f"arrival at waypoint {want['waypoint']} ({t:.1f} s)"
        report.check(close is not None and t >= close - 0.5,
                     f"{where}: before the vehicle came within {ARRIVAL_RADIUS_M:.0f} m (at {close} s)")
        report.check(t <= want["t"] + ARRIVAL_LATE_S,
                     f"{where}: more than {ARRIVAL_LATE_S:.0f} s after the vehicle got there ({want['t']} s)")
        waypoint = arrival.get("waypoint") or {}
        coordinate = waypoint.get("coordinate") or waypoint.get("position") or waypoint.get("target")
        if isinstance(coordinate, dict):
            lat = coordinate.get("latitude", coordinate.get("lat"))
            lon = coordinate.get("longitude", coordinate.get("lng", coordinate.get("lon")))
            if lat is not None and lon is not None:
                off = distance((lat, lon), wp)
                report.check(off <= ARRIVAL_MATCH_M, f"{where}: its coordinate is {off:.0f} m from the waypoint")
        final = bool(waypoint.get("isFinal", arrival.get("isFinalDestination", waypoint.get("isFinalDestination"))))
        report.check(final == want["final"], f"{where}: isFinal is {final}, should be {want['final']}")
    # Nothing but idle updates after the final arrival.
    if arrivals and len(arrivals) == len(reached):
        end = arrivals[-1][0]
        late = [e for t, e in timed if t > end and (e.get("type") in ("arrival", "routeChanged") or (
            e.get("type") == "navInfo" and e.get("navState") in ("enroute", "rerouting", 1, 2)))]
        report.check(not late, f"{len(late)} events after the final arrival (first: {late[:1]})")
    # Reroutes: only after the wrong turn; new legs right after intermediate arrivals.
    def is_change(e):
        return e.get("type") == "routeChanged" or (e.get("type") == "navInfo" and e.get("routeChanged") is True)

    def is_rerouting(e):
        return e.get("type") == "navInfo" and e.get("navState") in ("rerouting", 2)

    moving = next((s["t"] for s in track if s["speed"] > 0), 0)
    leg_ends = [t for t, e in arrivals]
    left = next((e for e in truth["events"] if e["type"] == "left"), None)
    off_route = next((e for e in truth["events"] if e["type"] == "offRoute"), None)
    free_until = left["t"] if left else math.inf
    for t, e in timed:
        if not (is_change(e) or is_rerouting(e)) or t >= free_until:
            continue
        expected = (is_change(e) and (t <= moving + 1 or any(0 <= t - a <= LEG_CHANGE_S for a in leg_ends)))
        report.check(expected, f"{t:.1f} s: {'rerouting' if is_rerouting(e) else 'routeChanged'} "
                               "while the vehicle is on the planned route")
    remaining = remaining_distances(truth)
    check_from = moving
    if left and off_route:
        t_off = off_route["t"]
        detected = next((t for t, e in timed if t >= left["t"] and (is_change(e) or is_rerouting(e))), None)
        taken = next((t for t, e in timed if t >= left["t"] and is_change(e)), None)
        report.check(detected is not None and detected <= t_off + REROUTE_DETECT_S,
                     f"wrong turn at {left['t']} s (off the route at {t_off} s): no rerouting within "
                     f"{REROUTE_DETECT_S:.0f} s (first at {detected})")
        report.check(taken is not None and taken <= t_off + REROUTE_TAKEN_S,
                     f"wrong turn: no routeChanged within {REROUTE_TAKEN_S:.0f} s of leaving the route "
                     f"at {t_off} s (first at {taken})")
        if taken is not None:
            check_from = taken + 1
            stale = old_route_only(plan, detour, back, (left["lat"], left["lon"]))
            for t, e in infos:
                step = e.get("currentStep")
                if t > taken and isinstance(step, dict) and step_key(step) in stale:
                    report.check(False, f"{t:.1f} s: after the new route, the current step {step_key(step)} "
                                        "is the old route's")
                    break
            else:
                report.check(True, "")
    elif left:
        report.check(False, "the truth has a wrong turn but the vehicle never got off the route")
    # The distance to go follows the drive (not in tunnels: no fix, no news).
    gaps = [(e["t"], e["t"] + e["seconds"] + AFTER_GAP_S) for e in truth["events"] if e["type"] == "tunnel"]
    final_t = reached[-1]["t"] if reached else math.inf
    bad, count = [], 0
    for t, e in infos:
        d = e.get("distanceToFinalDestinationMeters")
        if not isinstance(d, (int, float)) or not check_from <= t < final_t - 2:
            continue
        if any(a <= t < b for a, b in gaps) or e.get("navState") in ("rerouting", 2):
            continue
        want = remaining[min(len(remaining) - 1, max(0, int(round(t))))]
        count += 1
        if abs(d - want) > max(DISTANCE_TOLERANCE_M, DISTANCE_TOLERANCE * want):
            bad.append(f"{t:.0f} s: {d:.0f} m to go, the drive has {want:.0f} m left")
    report.check(count > 0, "no navInfo with distanceToFinalDestinationMeters while driving")
    report.check(not bad, f"{len(bad)} navInfo distances off: {bad[:3]}")
    if prompts is not None:
        check_prompts(report, prompts, len(reached), plan, back)


def check_prompts(report, prompts, legs, plan, back):
    guidance = [p for p in prompts if p.get("class") == "guidance"]
    arrivals = [p for p in guidance if p.get("stage") == "arrival"]
    report.check(len(arrivals) == legs, f"{len(arrivals)} arrival prompts for {legs} waypoints reached")
    if arrivals:
        after = prompts[prompts.index(arrivals[-1]) + 1:]
        report.check(not after, f"a prompt after the final arrival: {after[:1]}")
    ids = [p["id"] for p in prompts if isinstance(p.get("id"), int)]
    report.check(ids == sorted(ids), "prompt ids out of order")
    seen, last_step = set(), {}
    for p in guidance:
        if p.get("stage") == "arrival" or not isinstance(p.get("step"), int):
            continue
        key = (p.get("routeVersion"), p["step"], p["stage"])
        report.check(key not in seen, f"step {p['step']} stage {p['stage']} said twice: {p.get('text')}")
        seen.add(key)
        version = p.get("routeVersion")
        report.check(p["step"] >= last_step.get(version, -1),
                     f"step {p['step']} announced after step {last_step.get(version)}: {p.get('text')}")
        last_step[version] = max(p["step"], last_step.get(version, -1))
    # The last turn of the route driven is announced, by its road's name.
    steps = back or plan
    if steps:
        road = steps[-1][1]
        said = [p for p in guidance if road and road in (p.get("text") or "")]
        report.check(said, f"no prompt names {road!r}, the road of the last turn")


# --- self-test --------------------------------------------------------------------------------
def made_up_feed(truth, plan, back):
    """A drive that a good navigator could have written."""
    start = truth["startUnix"]
    remaining = remaining_distances(truth)
    reached = {round(e["t"]): e for e in truth["events"] if e["type"] == "reached"}
    off = next((e["t"] for e in truth["events"] if e["type"] == "offRoute"), None)
    last = max(reached) if reached else len(truth["track"]) - 1
    events = [{"type": "routeChanged", "timestamp": start}]
    for s in truth["track"]:
        t = s["t"]
        if t > last:
            break
        steps = back if off is not None and t >= off + 3 else plan
        info = {"type": "navInfo", "timestamp": start + t, "navState": "enroute",
                "distanceToFinalDestinationMeters": round(remaining[t], 1),
                "currentStep": {"maneuver": "turnLeft" if steps[-1][0] == "left" else "turnRight",
                                "simpleRoadName": steps[-1][1], "stepNumber": 1}}
        if off is not None and off + 1 <= t < off + 3:
            info["navState"] = "rerouting"
            info["currentStep"] = None
        if off is not None and t == off + 3:
            events.append({"type": "routeChanged", "timestamp": start + t})
        if s["fix"]:
            events.append(info)
        if t in reached:
            e = reached[t]
            events.append({"type": "arrival", "timestamp": start + t + 1,
                           "waypoint": {"coordinate": {"latitude": e["lat"], "longitude": e["lon"]},
                                        "isFinal": e["final"]}})
    return events


def self_test(truth, plan, detour, back):
    problems = []

    def failures(events):
        r = Report("self-test")
        check_feed(r, truth, events, None, plan, detour, back)
        return r.failed

    good = made_up_feed(truth, plan, back)
    if failures(good):
        problems.append(f"a good drive fails: {failures(good)}")
    arrivals = [i for i, e in enumerate(good) if e["type"] == "arrival"]
    faults = {
        "a missing arrival": [e for i, e in enumerate(good) if i != arrivals[0]],
        "a repeated arrival": good[:arrivals[0] + 1] + [good[arrivals[0]]] + good[arrivals[0] + 1:],
        "an early arrival": [dict(e, timestamp=e["timestamp"] - 30) if i == arrivals[0] else e
                             for i, e in enumerate(good)],
        "distances off by 500 m": [dict(e, distanceToFinalDestinationMeters=e["distanceToFinalDestinationMeters"] + 500)
                                   if e["type"] == "navInfo" else e for e in good],
        "a reroute on the planned route": good[:5] + [dict(good[5], navState="rerouting")] + good[6:],
    }
    if any(e["type"] == "left" for e in truth["events"]):
        changes = [i for i, e in enumerate(good) if e["type"] == "routeChanged"][1:]
        late = [dict(e, timestamp=e["timestamp"] + 30) if i == changes[0] else e for i, e in enumerate(good)]
        faults["a late reroute"] = [dict(e, navState="enroute") if e.get("navState") == "rerouting" else e
                                    for e in sorted(late, key=lambda e: e["timestamp"])]
        stale = old_route_only(plan, detour, back, next((e["lat"], e["lon"]) for e in truth["events"]
                                                       if e["type"] == "left"))
        if stale:
            side, road = sorted(stale)[0]
            maneuver = {"left": "turnLeft", "right": "turnRight"}.get(side, "straight")
            faults["the old route's step after the reroute"] = [
                dict(e, currentStep={"maneuver": maneuver, "simpleRoadName": road})
                if e["type"] == "navInfo" and e["timestamp"] > good[changes[0]]["timestamp"] + 5 else e
                for e in good]
        else:
            problems.append("the wrong turn leaves no step of the old route to tell apart")
    for name, events in faults.items():
        if not failures(events):
            problems.append(f"{name} passes")
    r = Report("navigation self-test")
    for p in problems:
        r.check(False, p)
    r.check(not problems, "")
    return r


def main():
    p = argparse.ArgumentParser(prog="check-drive")
    p.add_argument("what", choices=("gpsd", "feed", "self-test"))
    p.add_argument("truth")
    p.add_argument("input", nargs="?", help="TPV.ndjson (gpsd) or the event feed (feed)")
    p.add_argument("--plan", help="the planned route's OSRM answer")
    p.add_argument("--detour", help="the wrong turn's OSRM answer")
    p.add_argument("--return", dest="back", help="the way back's OSRM answer")
    p.add_argument("--prompts", help="guidance run's --prompts-out")
    p.add_argument("--name", default="navigation", help="the name the report lines start with")
    p.add_argument("--pace", type=float, default=1.0, help="wall-clock seconds per epoch of the replay")
    args = p.parse_args()
    with open(args.truth, encoding="utf-8") as f:
        truth = json.load(f)
    report = Report(args.name)
    if args.what == "gpsd":
        if not args.input:
            p.error("gpsd needs TPV.ndjson")
        check_gpsd(report, truth, read_ndjson(args.input), args.pace)
        return report.close()
    if not args.plan:
        p.error(f"{args.what} needs --plan")
    plan = route_steps(args.plan)
    detour = route_steps(args.detour) if args.detour else []
    back = route_steps(args.back) if args.back else []
    if args.what == "self-test":
        return self_test(truth, plan, detour, back).close()
    if not args.input:
        p.error("feed needs the event feed")
    prompts = read_ndjson(args.prompts) if args.prompts else None
    check_feed(report, truth, read_ndjson(args.input), prompts, plan, detour, back)
    return report.close()


if __name__ == "__main__":
    sys.exit(main())
