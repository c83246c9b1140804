#!/usr/bin/env python3
"""Make an NMEA 0183 log of a drive along an OSRM route (docs/testing.md, "Navigation test").

    make-nmea.py ROUTE -o DRIVE.nmea [--truth DRIVE.truth.json] [options]

ROUTE is a raw OSRM answer (`/route/v1/driving/…?steps=true&geometries=geojson&overview=full`),
a file or an http(s) URL. The vehicle drives every step's geometry at that step's own speed
(distance / duration) and the log has one epoch a second: $GPRMC, $GPGGA and $GPVTG, talker GP,
with checksums. Options:

  --start ISO|now        UTC time of the first epoch (default 2026-01-01T12:00:00Z)
  --seed N               random seed (noise, satellites, HDOP); the same arguments give the same bytes
  --noise METERS         Gaussian position noise, per axis (north and east), standard deviation
  --lead-in SECONDS      stand still at the origin first (default 0)
  --tail SECONDS         stand still at the end (default 0)
  --tunnel START:SECS    no fix from second START for SECS seconds (RMC V, GGA quality 0); repeatable
  --stop WAYPOINT:SECS   stand still at intermediate waypoint WAYPOINT (1 … n-2); repeatable
  --detour ROUTE2:AT     the wrong turn: at second AT (or `auto`: where the planned drive passes
                         closest to ROUTE2's start) leave the route and drive ROUTE2 to its end
  --return ROUTE3        then drive ROUTE3 (whose legs end at the waypoints not yet reached)

The ground truth (--truth) is JSON: the waypoints, every second's true and reported position
(`fix` false in a tunnel), whether the vehicle is on the planned route (and how far off it is),
and the events: `left` (the wrong turn), `offRoute` (first second more than OFF_ROUTE_METERS off
the planned route), `reached` (waypoint i at second t), `tunnel`, `stop`. Times are seconds from
the first epoch; `startUnix` is that epoch's UTC time.
"""
import argparse
import datetime
import json
import math
import random
import sys
import urllib.request

NAME = "make-nmea"
EARTH = 6371008.8
KNOTS = 1.943844  # per m/s
OFF_ROUTE_METERS = 25.0  # the ground truth's "off the planned route"
BRIDGE_MAX_METERS = 60.0  # how far the detour may start from where the vehicle leaves the route
WAYPOINT_MAX_METERS = 50.0  # how far a return leg may end from the waypoint it stands for


def fail(message):
    sys.stderr.write(f"{NAME}: error: {message}\n")
    sys.exit(1)


# --- geometry -----------------------------------------------------------------------------
def distance(a, b):
    """Metres between two (lat, lon) points (haversine)."""
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * EARTH * math.asin(min(1.0, math.sqrt(h)))


def bearing(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    y = math.sin(lo2 - lo1) * math.cos(la2)
    x = math.cos(la1) * math.sin(la2) - math.sin(la1) * math.cos(la2) * math.cos(lo2 - lo1)
    return math.degrees(math.atan2(y, x)) % 360


def offset(p, north, east):
    """p moved by metres north and east."""
    lat = p[0] + math.degrees(north / EARTH)
    lon = p[1] + math.degrees(east / (EARTH * math.cos(math.radians(p[0]))))
    return (lat, lon)


def to_segment(p, a, b):
    """Metres from p to the segment a-b (local flat approximation, fine at town scale)."""
    k = math.cos(math.radians(p[0]))
    ax, ay = (a[1] - p[1]) * k, a[0] - p[0]
    bx, by = (b[1] - p[1]) * k, b[0] - p[0]
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, -(ax * dx + ay * dy) / length2))
    x, y = ax + t * dx, ay + t * dy
    return math.radians(math.hypot(x, y)) * EARTH


def to_polyline(p, line):
    if len(line) == 1:
        return distance(p, line[0])
    return min(to_segment(p, line[i], line[i + 1]) for i in range(len(line) - 1))


# --- routes -------------------------------------------------------------------------------
def load_route(source):
    """The first route of a raw OSRM answer, from a file or a URL."""
    try:
        if source.startswith(("http://", "https://")):
            with urllib.request.urlopen(source, timeout=30) as answer:
                doc = json.load(answer)
        else:
            with open(source, encoding="utf-8") as f:
                doc = json.load(f)
    except (OSError, ValueError) as e:
        fail(f"{source}: {e}")
    if doc.get("code") != "Ok" or not doc.get("routes"):
        fail(f"{source}: not an OSRM answer with a route (code {doc.get('code')!r})")
    route = doc["routes"][0]
    for leg in route.get("legs", []):
        for step in leg.get("steps", []):
            if not isinstance(step.get("geometry"), dict):
                fail(f"{source}: steps without GeoJSON geometry (ask with steps=true&geometries=geojson)")
    if not route.get("legs") or not route["legs"][0].get("steps"):
        fail(f"{source}: the route has no steps (ask with steps=true)")
    waypoints = [(w["location"][1], w["location"][0]) for w in doc.get("waypoints", [])]
    return route, waypoints


def leg_paths(route):
    """Per leg, a list of (points, duration) pieces: each step's geometry and time."""
    legs = []
    for leg in route["legs"]:
        pieces = []
        for step in leg["steps"]:
            points = [(c[1], c[0]) for c in step["geometry"]["coordinates"]]
            if step.get("duration", 0) > 0 and len(points) > 1:
                pieces.append((points, float(step["duration"])))
        legs.append(pieces)
    return legs


# --- the drive ----------------------------------------------------------------------------
class Drive:
    """Knots (t, lat, lon, planned) joined by straight lines; events beside them."""

    def __init__(self, start):
        self.knots = [(0.0, start[0], start[1], True)]
        self.events = []

    @property
    def t(self):
        return self.knots[-1][0]

    @property
    def here(self):
        return (self.knots[-1][1], self.knots[-1][2])

    def go(self, point, seconds, planned):
        self.knots.append((self.t + seconds, point[0], point[1], planned))

    def wait(self, seconds, planned=True):
        if seconds > 0:
            self.go(self.here, seconds, planned)

    def follow(self, points, duration, planned):
        """Drive the polyline from its first point in `duration` seconds, evenly."""
        lengths = [distance(points[i], points[i + 1]) for i in range(len(points) - 1)]
        total = sum(lengths)
        if total == 0:
            return
        for point, length in zip(points[1:], lengths):
            self.go(point, duration * length / total, planned)

    def cut(self, at):
        """Drop everything after second `at` (the knot there is interpolated)."""
        kept = [k for k in self.knots if k[0] <= at]
        if kept[-1][0] < at:
            lat, lon, _ = self.at(at)
            kept.append((at, lat, lon, True))
        self.knots = kept
        self.events = [e for e in self.events if e["t"] <= at]

    def at(self, t):
        """(lat, lon, index of the knot the segment ends at) at second t."""
        knots = self.knots
        if t <= knots[0][0]:
            return knots[0][1], knots[0][2], 0
        for i in range(1, len(knots)):
            if knots[i][0] >= t:
                t0, a0, o0, _ = knots[i - 1]
                t1, a1, o1, _ = knots[i]
                f = 0.0 if t1 == t0 else (t - t0) / (t1 - t0)
                return a0 + f * (a1 - a0), o0 + f * (o1 - o0), i
        return knots[-1][1], knots[-1][2], len(knots) - 1


def reach(drive, waypoint, index, stops, final):
    drive.events.append({"type": "reached", "waypoint": index, "t": round(drive.t, 2), "final": final,
                         "lat": round(waypoint[0], 7), "lon": round(waypoint[1], 7)})
    if index in stops:
        drive.events.append({"type": "stop", "waypoint": index, "t": round(drive.t, 2), "seconds": stops[index]})
        drive.wait(stops[index])


def drive_legs(drive, legs, waypoint_of_leg, waypoints, stops, planned):
    """Drive legs; leg k ends at waypoint waypoint_of_leg[k] (None: no waypoint of the plan)."""
    for k, pieces in enumerate(legs):
        for points, duration in pieces:
            if distance(drive.here, points[0]) > 1.0:
                drive.go(points[0], 0.0, planned)  # steps join end to start; keep the knots exact
            drive.follow(points, duration, planned)
        index = waypoint_of_leg[k]
        if index is not None:
            reach(drive, waypoints[index], index, stops, index == len(waypoints) - 1)


def build(args):
    route, waypoints = load_route(args.route)
    legs = leg_paths(route)
    if len(waypoints) != len(legs) + 1:
        fail(f"{args.route}: {len(waypoints)} waypoints for {len(legs)} legs")
    stops = {}
    for index, seconds in args.stop:
        if not 0 < index < len(waypoints) - 1:
            fail(f"--stop {index}: not an intermediate waypoint (1 … {len(waypoints) - 2})")
        stops[index] = seconds
    planned_line = [p for pieces in legs for points, _ in pieces for p in points]
    drive = Drive(legs[0][0][0][0] if legs[0] else waypoints[0])
    drive.wait(args.lead_in)
    drive_legs(drive, legs, list(range(1, len(waypoints))), waypoints, stops, True)

    if args.detour:
        source, at = args.detour
        detour, _ = load_route(source)
        detour_legs = leg_paths(detour)
        start = detour_legs[0][0][0][0]
        if at == "auto":
            # The second the planned drive passes closest to the detour's start.
            best = min(((distance(drive.at(t / 10)[:2], start), t / 10) for t in range(int(drive.t * 10) + 1)))
            at = best[1]
        if not args.lead_in <= at < drive.t:
            fail(f"--detour at {at} s: the planned drive runs from {args.lead_in} s to {drive.t:.1f} s")
        drive.cut(at)
        gap = distance(drive.here, start)
        if gap > BRIDGE_MAX_METERS:
            fail(f"--detour: {source} starts {gap:.0f} m from where the vehicle is at {at} s")
        drive.events.append({"type": "left", "t": round(at, 2), "lat": round(drive.here[0], 7),
                             "lon": round(drive.here[1], 7)})
        speed = detour["distance"] / detour["duration"] if detour.get("duration") else 10.0
        drive.go(start, gap / speed, False)
        drive_legs(drive, detour_legs, [None] * len(detour_legs), waypoints, stops, False)
        if args.return_route:
            back, _ = load_route(args.return_route)
            back_legs = leg_paths(back)
            reached = {e["waypoint"] for e in drive.events if e["type"] == "reached"}
            remaining = [i for i in range(1, len(waypoints)) if i not in reached]
            if len(back_legs) != len(remaining):
                fail(f"--return: {len(back_legs)} legs for the {len(remaining)} waypoints not yet reached")
            for k, index in enumerate(remaining):
                end = back_legs[k][-1][0][-1] if back_legs[k] else None
                if end is None or distance(end, waypoints[index]) > WAYPOINT_MAX_METERS:
                    fail(f"--return: leg {k} does not end at waypoint {index}")
            gap = distance(drive.here, back_legs[0][0][0][0])
            if gap > BRIDGE_MAX_METERS:
                fail(f"--return: {args.return_route} starts {gap:.0f} m from the detour's end")
            drive_legs(drive, back_legs, remaining, waypoints, stops, False)
    drive.wait(args.tail, planned=drive.knots[-1][3])
    return drive, waypoints, planned_line


# --- NMEA ---------------------------------------------------------------------------------
def sentence(body):
    checksum = 0
    for c in body.encode("ascii"):
        checksum ^= c
    return f"${body}*{checksum:02X}\r\n"


def nmea_lat(lat):
    d = int(abs(lat))
    return f"{d:02d}{(abs(lat) - d) * 60:08.5f}", "N" if lat >= 0 else "S"


def nmea_lon(lon):
    d = int(abs(lon))
    return f"{d:03d}{(abs(lon) - d) * 60:08.5f}", "E" if lon >= 0 else "W"


def epoch(when, position, speed, course, sats, hdop, altitude):
    """The three sentences of one epoch; position None is no fix."""
    hms = when.strftime("%H%M%S") + ".00"
    dmy = when.strftime("%d%m%y")
    if position is None:
        return [sentence(f"GPRMC,{hms},V,,,,,,,{dmy},,,N"),
                sentence(f"GPGGA,{hms},,,,,0,{sats:02d},99.99,,M,,M,,"),
                sentence("GPVTG,,T,,M,,N,,K,N")]
    lat, ns = nmea_lat(position[0])
    lon, ew = nmea_lon(position[1])
    knots = f"{speed * KNOTS:.2f}"
    kmh = f"{speed * 3.6:.2f}"
    track = f"{course:.1f}"
    return [sentence(f"GPRMC,{hms},A,{lat},{ns},{lon},{ew},{knots},{track},{dmy},,,A"),
            sentence(f"GPGGA,{hms},{lat},{ns},{lon},{ew},1,{sats:02d},{hdop:.1f},{altitude:.1f},M,-5.0,M,,"),
            sentence(f"GPVTG,{track},T,,M,{knots},N,{kmh},K,A")]


def parse_start(text):
    if text == "now":
        return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
    try:
        when = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        fail(f"--start {text!r}: not an ISO 8601 date-time")
    if when.tzinfo is None:
        when = when.replace(tzinfo=datetime.timezone.utc)
    return when.astimezone(datetime.timezone.utc).replace(microsecond=0)


def write(args, drive, waypoints, planned_line):
    rng = random.Random(args.seed)
    start = parse_start(args.start)
    tunnels = [(s, s + n) for s, n in args.tunnel]
    for s, e in tunnels:
        drive.events.append({"type": "tunnel", "t": s, "seconds": e - s})
    end = int(math.ceil(drive.t))
    lines, seconds = [], []
    course, sats = 0.0, 9
    for t in range(end + 1):
        lat, lon, i = drive.at(t)
        here = (lat, lon)
        ahead = drive.at(min(t + 1, drive.t))[:2]
        behind = drive.at(max(t - 1, 0))[:2]
        moved = distance(behind, ahead)
        span = min(t + 1, drive.t) - max(t - 1, 0)
        speed = moved / span if span > 0 else 0.0
        if speed < 0.05:
            speed = 0.0
        elif moved > 0.5:
            course = bearing(behind, ahead)
        fix = not any(s <= t < e for s, e in tunnels)
        # Satellites drift by one now and then; HDOP follows them and the noise.
        if rng.random() < 0.1:
            sats = max(6, min(12, sats + rng.choice((-1, 1))))
        hdop = max(0.6, 0.7 + args.noise / 5 + (10 - sats) * 0.1 + rng.uniform(-0.1, 0.1))
        reported = None
        if fix:
            reported = offset(here, rng.gauss(0, args.noise), rng.gauss(0, args.noise)) if args.noise else here
        when = start + datetime.timedelta(seconds=t)
        lines += epoch(when, reported, speed, course, sats if fix else 0, hdop, args.altitude)
        off = to_polyline(here, planned_line)
        seconds.append({
            "t": t, "lat": round(lat, 7), "lon": round(lon, 7), "fix": fix,
            "reportedLat": round(reported[0], 7) if reported else None,
            "reportedLon": round(reported[1], 7) if reported else None,
            "speed": round(speed, 2), "course": round(course, 1),
            "onRoute": drive.knots[i][3] or off <= OFF_ROUTE_METERS, "offRouteMeters": round(off, 1),
        })
    left = [e for e in drive.events if e["type"] == "left"]
    if left:
        off = next((s["t"] for s in seconds if s["t"] >= left[0]["t"] and s["offRouteMeters"] > OFF_ROUTE_METERS), None)
        if off is not None:
            drive.events.append({"type": "offRoute", "t": off, "meters": OFF_ROUTE_METERS})
    drive.events.sort(key=lambda e: e["t"])
    with open(args.output, "w", encoding="ascii", newline="") as f:
        f.writelines(lines)
    if args.truth:
        truth = {
            "source": args.route, "startUnix": int(start.timestamp()),
            "start": start.isoformat().replace("+00:00", "Z"), "seconds": end + 1, "epochHz": 1,
            "noiseMeters": args.noise, "offRouteMeters": OFF_ROUTE_METERS,
            "waypoints": [{"index": i, "lat": round(w[0], 7), "lon": round(w[1], 7)} for i, w in enumerate(waypoints)],
            "events": drive.events, "track": seconds,
        }
        with open(args.truth, "w", encoding="utf-8") as f:
            json.dump(truth, f, indent=1)
            f.write("\n")


def pair(kind):
    def parse(text):
        first, sep, second = text.rpartition(":")
        if not sep or not first:
            raise argparse.ArgumentTypeError(f"expected A:B, got {text!r}")
        try:
            if kind == "detour":
                return first, (second if second == "auto" else float(second))
            return (int(first) if kind == "stop" else float(first)), float(second)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not numbers: {text!r}")
    return parse


def main():
    p = argparse.ArgumentParser(prog=NAME, description="NMEA 0183 log of a drive along an OSRM route.")
    p.add_argument("route", help="raw OSRM answer (file or http URL), steps=true&geometries=geojson")
    p.add_argument("-o", "--output", required=True, help="the NMEA log to write")
    p.add_argument("--truth", help="the ground-truth JSON to write")
    p.add_argument("--start", default="2026-01-01T12:00:00Z", help="UTC time of the first epoch, or 'now'")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--noise", type=float, default=0.0, metavar="METERS")
    p.add_argument("--lead-in", type=float, default=0.0, metavar="SECONDS")
    p.add_argument("--tail", type=float, default=0.0, metavar="SECONDS")
    p.add_argument("--altitude", type=float, default=760.0, metavar="METERS")
    p.add_argument("--tunnel", type=pair("tunnel"), action="append", default=[], metavar="START:SECONDS")
    p.add_argument("--stop", type=pair("stop"), action="append", default=[], metavar="WAYPOINT:SECONDS")
    p.add_argument("--detour", type=pair("detour"), metavar="ROUTE2:AT")
    p.add_argument("--return", dest="return_route", metavar="ROUTE3")
    args = p.parse_args()
    if args.noise < 0 or args.lead_in < 0 or args.tail < 0:
        fail("--noise, --lead-in and --tail cannot be negative")
    if args.return_route and not args.detour:
        fail("--return needs --detour")
    drive, waypoints, planned_line = build(args)
    write(args, drive, waypoints, planned_line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
