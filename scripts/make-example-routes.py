#!/usr/bin/env python3
"""Builds the example routes in examples/*.osrm.json in the OSRM v5 response format.

The geometry is laid out by hand from approximate coordinates of the real streets (vertices
listed below, roundabouts drawn as arcs), measured with the haversine formula and encoded with
the polyline encoder in this file. Run from the repository root:

    python3 scripts/make-example-routes.py
"""
import json
import math

R = 6371008.8


def haversine(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * R * math.asin(min(1.0, math.sqrt(h)))


def bearing(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    y = math.sin(lo2 - lo1) * math.cos(la2)
    x = math.cos(la1) * math.sin(la2) - math.sin(la1) * math.cos(la2) * math.cos(lo2 - lo1)
    return round(math.degrees(math.atan2(y, x)) % 360)


def offset(center, heading, meters):
    la1, lo1 = math.radians(center[0]), math.radians(center[1])
    d, t = meters / R, math.radians(heading)
    la2 = math.asin(math.sin(la1) * math.cos(d) + math.cos(la1) * math.sin(d) * math.cos(t))
    lo2 = lo1 + math.atan2(math.sin(t) * math.sin(d) * math.cos(la1), math.cos(d) - math.sin(la1) * math.sin(la2))
    return (round(math.degrees(la2), 6), round(math.degrees(lo2), 6))


def arc(center, radius, start, end, clockwise):
    """Points on a circle from compass bearing `start` to `end` (seen from the center)."""
    sweep = (end - start) % 360 if clockwise else -((start - end) % 360)
    count = max(2, int(abs(sweep) / 15) + 1)
    return [offset(center, start + sweep * i / count, radius) for i in range(count + 1)]


def encode(points, precision):
    factor = 10 ** precision
    out, plat, plon = [], 0, 0
    for lat, lon in points:
        ilat, ilon = int(round(lat * factor)), int(round(lon * factor))
        for value in (ilat - plat, ilon - plon):
            value = ~(value << 1) if value < 0 else value << 1
            while value >= 0x20:
                out.append(chr((0x20 | (value & 0x1F)) + 63))
                value >>= 5
            out.append(chr(value + 63))
        plat, plon = ilat, ilon
    return "".join(out)


def geometry(points, fmt):
    if fmt == "geojson":
        return {"type": "LineString", "coordinates": [[lon, lat] for lat, lon in points]}
    return encode(points, 6 if fmt == "polyline6" else 5)


def lanes(spec):
    """spec: list of (indications, valid) or (indications, valid, valid_indication)."""
    result = []
    for item in spec:
        lane = {"indications": item[0], "valid": item[1]}
        if len(item) > 2:
            lane["valid_indication"] = item[2]
        result.append(lane)
    return result


def build(legs_spec, waypoints, fmt, side="right"):
    legs, all_points = [], []
    for leg_spec in legs_spec:
        steps = []
        prev_bearing = 0
        for spec in leg_spec:
            pts = spec["path"]
            if len(pts) == 1:
                pts = [pts[0], pts[0]]
            dist = sum(haversine(pts[i], pts[i + 1]) for i in range(len(pts) - 1))
            speed = spec.get("kmh", 40) / 3.6
            after = bearing(pts[0], pts[1]) if dist > 0 else 0
            maneuver = {
                "type": spec["type"],
                "location": [pts[0][1], pts[0][0]],
                "bearing_before": prev_bearing if spec["type"] != "depart" else 0,
                "bearing_after": after,
            }
            if "modifier" in spec:
                maneuver["modifier"] = spec["modifier"]
            if "exit" in spec:
                maneuver["exit"] = spec["exit"]
            intersection = {"location": maneuver["location"], "bearings": [after], "entry": [True]}
            if "lanes" in spec:
                intersection["lanes"] = lanes(spec["lanes"])
            step = {
                "maneuver": maneuver,
                "name": spec.get("name", ""),
                "mode": "driving",
                "driving_side": side,
                "distance": round(dist, 1),
                "duration": round(dist / speed, 1),
                "weight": round(dist / speed, 1),
                "geometry": geometry(pts, fmt),
                "intersections": [intersection],
            }
            for key in ("ref", "destinations", "exits", "rotary_name"):
                if key in spec:
                    step[key] = spec[key]
            steps.append(step)
            if dist > 0:
                prev_bearing = bearing(pts[-2], pts[-1])
            for point in pts:
                if not all_points or all_points[-1] != point:
                    all_points.append(point)
        legs.append({
            "summary": ", ".join(list(dict.fromkeys(s["name"] for s in steps if s["name"]))[:2]),
            "distance": round(sum(s["distance"] for s in steps), 1),
            "duration": round(sum(s["duration"] for s in steps), 1),
            "weight": round(sum(s["duration"] for s in steps), 1),
            "steps": steps,
        })
    route = {
        "geometry": geometry(all_points, fmt),
        "legs": legs,
        "distance": round(sum(leg["distance"] for leg in legs), 1),
        "duration": round(sum(leg["duration"] for leg in legs), 1),
        "weight_name": "routability",
        "weight": round(sum(leg["duration"] for leg in legs), 1),
    }
    return {
        "code": "Ok",
        "routes": [route],
        "waypoints": [{"name": name, "location": [p[1], p[0]]} for name, p in waypoints],
    }


def sao_paulo():
    # Praça Panamericana, drawn as a counter-clockwise roundabout (right-hand traffic).
    pana = (-23.55360, -46.70520)
    entry, exit_ = offset(pana, 200, 60), offset(pana, 300, 60)
    steps = [
        {"type": "depart", "name": "Avenida Paulista", "kmh": 35,
         "path": [(-23.56270, -46.65440), (-23.56140, -46.65590), (-23.55975, -46.65780)]},
        {"type": "turn", "modifier": "left", "name": "Rua Augusta", "kmh": 30,
         "lanes": [(["left"], True), (["straight"], False), (["straight"], False), (["straight", "right"], False)],
         "path": [(-23.55975, -46.65780), (-23.56290, -46.66120), (-23.56530, -46.66380)]},
        {"type": "turn", "modifier": "right", "name": "Rua Oscar Freire", "kmh": 30,
         "path": [(-23.56530, -46.66380), (-23.56300, -46.66650), (-23.56102, -46.66882)]},
        {"type": "turn", "modifier": "left", "name": "Avenida Rebouças", "kmh": 45,
         "lanes": [(["left"], True), (["left", "straight"], True, "left"), (["straight"], False)],
         "path": [(-23.56102, -46.66882), (-23.56622, -46.67516), (-23.57330, -46.68380)]},
        {"type": "new name", "modifier": "straight", "name": "Avenida Eusébio Matoso", "kmh": 45,
         "path": [(-23.57330, -46.68380), (-23.57480, -46.68640), (-23.57600, -46.68850)]},
        {"type": "on ramp", "modifier": "slight right", "name": "", "kmh": 40,
         "destinations": "SP-015: Marginal Pinheiros, Castelo Branco",
         "lanes": [(["straight"], False), (["straight"], False), (["straight", "slight right"], True, "slight right")],
         "path": [(-23.57600, -46.68850), (-23.57600, -46.69000), (-23.57480, -46.69120)]},
        {"type": "merge", "modifier": "slight left", "name": "Marginal Pinheiros", "ref": "SP-015", "kmh": 70,
         "path": [(-23.57480, -46.69120), (-23.57000, -46.69800), (-23.56400, -46.70450)]},
        {"type": "off ramp", "modifier": "slight right", "name": "", "exits": "14", "kmh": 40,
         "destinations": "Alto de Pinheiros, Praça Panamericana",
         "lanes": [(["straight"], False), (["straight"], False), (["straight"], False),
                   (["straight", "slight right"], True, "slight right"), (["slight right"], True)],
         "path": [(-23.56400, -46.70450), (-23.56330, -46.70500), (-23.56250, -46.70480)]},
        {"type": "end of road", "modifier": "right", "name": "Avenida Professor Fonseca Rodrigues", "kmh": 40,
         "lanes": [(["left"], False), (["right"], True)],
         "path": [(-23.56250, -46.70480), (-23.55900, -46.70560), entry]},
        {"type": "roundabout", "modifier": "left", "exit": 3, "name": "Rua Cerro Corá", "kmh": 25,
         "rotary_name": "Praça Panamericana",
         "path": arc(pana, 60, 200, 300, clockwise=False)},
        {"type": "exit roundabout", "modifier": "slight right", "exit": 3, "name": "Rua Cerro Corá", "kmh": 35,
         "path": [exit_, (-23.55200, -46.70780), (-23.55100, -46.70920)]},
        {"type": "turn", "modifier": "right", "name": "Rua Desembargador Ferreira França", "kmh": 30,
         "path": [(-23.55100, -46.70920), (-23.54960, -46.70800), (-23.54840, -46.70650)]},
        {"type": "arrive", "modifier": "right", "name": "Rua Desembargador Ferreira França",
         "path": [(-23.54840, -46.70650)]},
    ]
    waypoints = [("Avenida Paulista", steps[0]["path"][0]), ("Praça do Pôr do Sol", steps[-1]["path"][0])]
    return build([steps], waypoints, "polyline6")


def lisbon():
    pombal = (38.72520, -9.15000)
    saldanha = (38.73450, -9.14480)
    amadora = (38.75880, -9.23640)
    leg1 = [
        {"type": "depart", "name": "Avenida da Liberdade", "kmh": 40,
         "path": [(38.71600, -9.14220), (38.71900, -9.14450), (38.72200, -9.14700), offset(pombal, 150, 110)]},
        {"type": "rotary", "modifier": "slight right", "exit": 2, "name": "Avenida Fontes Pereira de Melo",
         "rotary_name": "Praça Marquês de Pombal", "kmh": 25,
         "lanes": [(["left"], False), (["straight"], True), (["straight", "right"], True, "straight")],
         "path": arc(pombal, 110, 150, 30, clockwise=False)},
        {"type": "exit rotary", "modifier": "slight right", "exit": 2, "name": "Avenida Fontes Pereira de Melo",
         "kmh": 40, "path": [offset(pombal, 30, 110), (38.73000, -9.14700), offset(saldanha, 205, 45)]},
        {"type": "roundabout", "modifier": "straight", "exit": 2, "name": "Avenida da República",
         "rotary_name": "Praça Duque de Saldanha", "kmh": 25,
         "path": arc(saldanha, 45, 205, 10, clockwise=False)},
        {"type": "exit roundabout", "modifier": "straight", "exit": 2, "name": "Avenida da República", "kmh": 40,
         "path": [offset(saldanha, 10, 45), (38.73900, -9.14520), (38.74200, -9.14550)]},
        {"type": "arrive", "modifier": "right", "name": "Avenida da República", "path": [(38.74200, -9.14550)]},
    ]
    leg2 = [
        {"type": "depart", "name": "Avenida da República", "kmh": 40,
         "path": [(38.74200, -9.14550), (38.74800, -9.14800), (38.75300, -9.15000)]},
        {"type": "new name", "modifier": "straight", "name": "Campo Grande", "kmh": 45,
         "path": [(38.75300, -9.15000), (38.75800, -9.15250), (38.76250, -9.15450)]},
        {"type": "on ramp", "modifier": "left", "name": "", "destinations": "Benfica, Sintra", "kmh": 40,
         "lanes": [(["left"], True), (["straight"], False), (["straight"], False)],
         "path": [(38.76250, -9.15450), (38.76330, -9.15600), (38.76300, -9.15800)]},
        {"type": "merge", "modifier": "slight right", "name": "Segunda Circular", "kmh": 80,
         "path": [(38.76300, -9.15800), (38.76050, -9.16600), (38.75750, -9.17500), (38.75400, -9.18400),
                  (38.75100, -9.19200), (38.74850, -9.20000)]},
        {"type": "fork", "modifier": "slight right", "name": "", "ref": "IC19", "destinations": "Sintra, Amadora",
         "kmh": 70,
         "lanes": [(["straight"], False), (["straight", "slight right"], True, "slight right"), (["slight right"], True)],
         "path": [(38.74850, -9.20000), (38.74900, -9.20600), (38.75050, -9.21300)]},
        {"type": "new name", "modifier": "straight", "name": "", "ref": "IC19", "kmh": 90,
         "path": [(38.75050, -9.21300), (38.75300, -9.22300), (38.75550, -9.23300)]},
        {"type": "off ramp", "modifier": "right", "name": "", "exits": "4", "destinations": "Amadora, Falagueira",
         "kmh": 40, "path": [(38.75550, -9.23300), (38.75650, -9.23500), offset(amadora, 160, 30)]},
        {"type": "roundabout", "modifier": "right", "exit": 1, "name": "Avenida Conde Castro Guimarães", "kmh": 25,
         "path": arc(amadora, 30, 160, 70, clockwise=False)},
        {"type": "exit roundabout", "modifier": "right", "exit": 1, "name": "Avenida Conde Castro Guimarães",
         "kmh": 40, "path": [offset(amadora, 70, 30), (38.76000, -9.23200), (38.76100, -9.22800)]},
        {"type": "turn", "modifier": "left", "name": "Rua Elias Garcia", "kmh": 30,
         "lanes": [(["left"], True), (["straight", "right"], False)],
         "path": [(38.76100, -9.22800), (38.76400, -9.22900), (38.76650, -9.22950)]},
        {"type": "turn", "modifier": "right", "name": "Avenida Movimento das Forças Armadas", "kmh": 30,
         "lanes": [(["straight"], False), (["right"], True)],
         "path": [(38.76650, -9.22950), (38.76700, -9.22700), (38.76740, -9.22480)]},
        {"type": "arrive", "modifier": "left", "name": "Avenida Movimento das Forças Armadas",
         "path": [(38.76740, -9.22480)]},
    ]
    waypoints = [("Restauradores", leg1[0]["path"][0]), ("Campo Pequeno", leg1[-1]["path"][0]),
                 ("Parque Central da Amadora", leg2[-1]["path"][0])]
    return build([leg1, leg2], waypoints, "polyline5")


def us_city():
    steps = [
        {"type": "depart", "name": "Castro Street", "kmh": 40,
         "path": [(37.39400, -122.07850), (37.39000, -122.08030), (37.38600, -122.08220)]},
        {"type": "turn", "modifier": "left", "name": "El Camino Real", "kmh": 55,
         "lanes": [(["left"], True), (["left", "straight"], True, "left"), (["straight"], False), (["right"], False)],
         "path": [(37.38600, -122.08220), (37.38300, -122.07700), (37.38000, -122.07200), (37.37750, -122.06780)]},
        {"type": "on ramp", "modifier": "right", "name": "", "destinations": "CA-85 South: Cupertino, San Jose",
         "kmh": 50, "lanes": [(["straight"], False), (["straight"], False), (["straight", "right"], True, "right")],
         "path": [(37.37750, -122.06780), (37.37650, -122.06680), (37.37500, -122.06650)]},
        {"type": "merge", "modifier": "slight left", "name": "West Valley Freeway", "ref": "CA-85", "kmh": 105,
         "path": [(37.37500, -122.06650), (37.37000, -122.06500), (37.36200, -122.06200), (37.35500, -122.05900),
                  (37.35100, -122.05750)]},
        {"type": "off ramp", "modifier": "slight right", "name": "", "exits": "20A", "destinations": "Fremont Avenue",
         "kmh": 60,
         "lanes": [(["straight"], False), (["straight"], False), (["straight", "slight right"], True, "slight right"),
                   (["slight right"], True)],
         "path": [(37.35100, -122.05750), (37.34980, -122.05680), (37.34900, -122.05580)]},
        {"type": "end of road", "modifier": "right", "name": "West Fremont Avenue", "kmh": 55,
         "lanes": [(["left"], False), (["right"], True)],
         "path": [(37.34900, -122.05580), (37.34920, -122.06100), (37.34940, -122.06700)]},
        {"type": "turn", "modifier": "left", "name": "Hollenbeck Avenue", "kmh": 40,
         "path": [(37.34940, -122.06700), (37.34500, -122.06720), (37.34100, -122.06740)]},
        {"type": "arrive", "modifier": "right", "name": "Hollenbeck Avenue", "path": [(37.34100, -122.06740)]},
    ]
    waypoints = [("Castro Street", steps[0]["path"][0]), ("Hollenbeck Avenue", steps[-1]["path"][0])]
    return build([steps], waypoints, "geojson")


if __name__ == "__main__":
    for name, route in (("sao-paulo", sao_paulo()), ("lisbon", lisbon()), ("us-city", us_city())):
        with open(f"examples/{name}.osrm.json", "w", encoding="utf-8") as handle:
            json.dump(route, handle, ensure_ascii=False, indent=1)
            handle.write("\n")
        r = route["routes"][0]
        print(name, r["distance"], "m", r["duration"], "s", sum(len(l["steps"]) for l in r["legs"]), "steps")
