#!/usr/bin/env python3
"""The synthetic town of the engine tests (docs/testing.md), and the routes asked of it.

    python3 scripts/engines/town.py osm > Tests/Engines/town.osm   # the OpenStreetMap XML
    python3 scripts/engines/town.py requests                     # the route requests, one a line

The town is laid out once, in metres east (x) and north (y) of an origin, and placed twice: in
São Paulo (Brazilian street names, SP-330) and in Lisbon (Portuguese names, A5). Both copies have
the same streets:

* a grid of 5 x 4 streets 200 m apart (x 0..800, y 0..600), split into one way per block so that
  tags can differ from block to block: the avenue at y=200 carries `turn:lanes` in both
  directions; the street at y=400 is one-way westbound and the one at x=200 one-way northbound;
  the south-east corner (800,0) joins two streets of different names at 90 degrees and nothing
  else (OSRM's `new name` with a turn modifier);
* a dead-end street south of (600,0), where a U-turn is needed;
* an unnamed small roundabout (radius 12 m) east of the grid, centred on (1100,200), four arms;
* a large named roundabout (radius 70 m, OSRM's "rotary") west of the grid, centred on
  (-420,200), four arms, the southern one unnamed;
* a motorway (dual carriageway, y=1200 eastbound and y=1220 westbound) with `ref` and `name`;
  on-ramps with `destination` / `destination:ref` from the avenue at x=400; exit 14 (Lisbon: 7)
  on the eastbound carriageway, a `highway=motorway_junction` node with `ref` and an off-ramp
  with `junction:ref` (OSRM reads exits from the way, Valhalla from the node), `destination`
  and `destination:ref`; `turn:lanes` before the exit and before the fork; a fork at x=4000
  where the motorway splits into two motorways signposted to different places; a westbound exit
  and an eastbound on-ramp at x=-900, on a street whose northern half is one-way southbound (so
  that only the exit leads to it).

Nothing here is taken from real map data: the names are Portuguese street names placed on an
invented plan. The output is deterministic (the same bytes every run).
"""
import math
import sys
from xml.sax.saxutils import quoteattr

EARTH = 6371008.8

# The grid.
XS = [0, 200, 400, 600, 800]
YS = [0, 200, 400, 600]

AREAS = [
    {
        "key": "sp",
        "origin": (-23.5600, -46.6500),
        "locale": "pt-BR",
        "id_base": 0,
        "names": {
            "r0": "Rua Vergueiro",
            "avenida": "Avenida Brigadeiro Luís Antônio",
            "r2": "Rua Treze de Maio",
            "r3": "Rua da Consolação",
            "c0": "Rua Frei Caneca",
            "c1": "Rua Bela Cintra",
            "c2": "Avenida Rebouças",
            "c3": "Rua Haddock Lobo",
            "c4": "Rua Domingos de Morais",
            "deadend": "Rua Padre João Manuel",
            "ring_east": "Rua Tutoia",
            "ring_north": "Rua Apeninos",
            "ring_south": "Rua Pedroso",
            "rotary": "Praça Oswaldo Cruz",
            "rotary_north": "Rua Manuel da Nóbrega",
            "rotary_west": "Avenida Angélica",
            "west_street": "Largo do Arouche",
            "industrial": "Avenida Industrial",
            "station": "Rua da Estação",
            "motorway": "Rodovia Anhanguera",
            "motorway_ref": "SP-330",
            "branch": "Rodovia dos Bandeirantes",
            "branch_ref": "SP-348",
        },
        "signs": {
            "onramp_east": ("Campinas;Jundiaí", "SP-330"),
            "onramp_west": ("São Paulo", "SP-330"),
            "exit_main": ("14", "Centro;Vila Industrial", "SP-332"),
            "exit_west": ("12", "Lapa;Pirituba", None),
            "onramp_far_west": ("Campinas", "SP-330"),
            "fork_main": ("Campinas", "SP-330"),
            "fork_branch": ("Jundiaí;Aeroporto de Viracopos", "SP-348"),
        },
    },
    {
        "key": "lisboa",
        "origin": (38.7300, -9.1600),
        "locale": "pt-PT",
        "id_base": 100000,
        "names": {
            "r0": "Rua do Ouro",
            "avenida": "Avenida da Liberdade",
            "r2": "Rua Garrett",
            "r3": "Rua Augusta",
            "c0": "Rua do Carmo",
            "c1": "Rua Nova do Almada",
            "c2": "Avenida Almirante Reis",
            "c3": "Rua da Madalena",
            "c4": "Rua dos Fanqueiros",
            "deadend": "Rua das Flores",
            "ring_east": "Rua de São Bento",
            "ring_north": "Rua da Escola Politécnica",
            "ring_south": "Rua do Século",
            "rotary": "Praça Marquês de Pombal",
            "rotary_north": "Avenida Fontes Pereira de Melo",
            "rotary_west": "Rua Braamcamp",
            "west_street": "Largo do Rato",
            "industrial": "Avenida Marginal",
            "station": "Rua da Estação",
            "motorway": "Autoestrada da Costa do Estoril",
            "motorway_ref": "A5",
            "branch": "Autoestrada de Sintra",
            "branch_ref": "A16",
        },
        "signs": {
            "onramp_east": ("Cascais;Estoril", "A5"),
            "onramp_west": ("Lisboa", "A5"),
            "exit_main": ("7", "Oeiras;Carcavelos", "N6"),
            "exit_west": ("3", "Monsanto;Benfica", None),
            "onramp_far_west": ("Cascais", "A5"),
            "fork_main": ("Cascais", "A5"),
            "fork_branch": ("Sintra;Amadora", "A16"),
        },
    },
]


def to_latlon(area, x, y):
    lat0, lon0 = area["origin"]
    lat = lat0 + math.degrees(y / EARTH)
    lon = lon0 + math.degrees(x / (EARTH * math.cos(math.radians(lat0))))
    return round(lat, 7), round(lon, 7)


class Town:
    """Collects nodes (by local position) and ways for one area."""

    def __init__(self, area):
        self.area = area
        self.nodes = {}  # (x, y) -> (id, tags)
        self.order = []
        self.ways = []
        self.next_node = area["id_base"] + 1
        self.next_way = area["id_base"] + 1

    def node(self, x, y, tags=None):
        key = (round(x, 2), round(y, 2))
        if key not in self.nodes:
            self.nodes[key] = [self.next_node, {}]
            self.order.append(key)
            self.next_node += 1
        if tags:
            self.nodes[key][1].update(tags)
        return self.nodes[key][0]

    def way(self, points, **tags):
        ids = [self.node(x, y) for x, y in points]
        self.ways.append((self.next_way, ids, {k.replace("__", ":"): v for k, v in tags.items() if v is not None}))
        self.next_way += 1


def circle(cx, cy, r, degrees):
    a = math.radians(degrees)
    return (cx + r * math.cos(a), cy + r * math.sin(a))


def build(area):
    n, s = area["names"], area["signs"]
    t = Town(area)
    # --- the grid -------------------------------------------------------------------------
    # Streets along x (west-east) at each y; one way per block.
    for i in range(len(XS) - 1):
        a, b = XS[i], XS[i + 1]
        t.way([(a, 0), (b, 0)], highway="residential", name=n["r0"])
        # The avenue: two lanes each way, three on the approaches with turn lanes.
        avenue = dict(highway="secondary", name=n["avenida"], lanes="4")
        if a == 200:  # eastbound approach to x=400 (Avenida at C2), westbound approach to x=200
            avenue.update(lanes="5", lanes__forward="3", lanes__backward="2",
                          turn__lanes__forward="left|through|through;right",
                          turn__lanes__backward="through|through;right")
        elif a == 400:  # westbound approach to x=400
            avenue.update(lanes="5", lanes__forward="2", lanes__backward="3",
                          turn__lanes__backward="left|through|right")
        t.way([(a, 200), (b, 200)], **avenue)
        # One-way westbound: nodes listed east to west.
        t.way([(b, 400), (a, 400)], highway="residential", name=n["r2"], oneway="yes")
        t.way([(a, 600), (b, 600)], highway="residential", name=n["r3"])
    # Streets along y (south-north) at each x.
    for j in range(len(YS) - 1):
        a, b = YS[j], YS[j + 1]
        t.way([(0, a), (0, b)], highway="residential", name=n["c0"])
        t.way([(200, a), (200, b)], highway="residential", name=n["c1"], oneway="yes")
        c2 = dict(highway="secondary", name=n["c2"], lanes="4")
        if a == 400:  # northbound approach to R3 (y=600)
            c2.update(lanes__forward="2", lanes__backward="2",
                      turn__lanes__forward="left;through|through;right")
        t.way([(400, a), (400, b)], **c2)
        t.way([(600, a), (600, b)], highway="residential", name=n["c3"])
        t.way([(800, a), (800, b)], highway="residential", name=n["c4"])
    # The dead end south of (600,0).
    t.way([(600, 0), (600, -125), (600, -250)], highway="residential", name=n["deadend"])
    # --- the small unnamed roundabout at (1100,200), radius 20 m ----------------------------
    # (OSRM: a ring of radius 15 m or less is a "roundabout turn", an unnamed larger one a
    # "roundabout", a named one larger than 15 m a "rotary".)
    cx, cy, r = 1100, 200, 20
    ring = [circle(cx, cy, r, d) for d in range(0, 360, 30)]
    t.way(ring + [ring[0]], highway="secondary", junction="roundabout")
    t.way([(800, 200), (950, 200), circle(cx, cy, r, 180)], highway="secondary", name=n["avenida"], lanes="4")
    t.way([circle(cx, cy, r, 0), (1400, 200), (2200, 200), (3000, 200)], highway="tertiary", name=n["ring_east"])
    t.way([circle(cx, cy, r, 90), (1100, 400), (1100, 600)], highway="residential", name=n["ring_north"])
    t.way([circle(cx, cy, r, 270), (1100, 0), (1100, -200)], highway="residential", name=n["ring_south"])
    # R3 reaches the roundabout's north arm.
    t.way([(800, 600), (1100, 600)], highway="residential", name=n["r3"])
    # --- the large named roundabout (rotary) at (-420,200), radius 70 m ---------------------
    cx, cy, r = -420, 200, 70
    ring = [circle(cx, cy, r, d) for d in range(0, 360, 15)]
    t.way(ring + [ring[0]], highway="primary", junction="roundabout", name=n["rotary"], lanes="2")
    t.way([(0, 200), (-200, 200), circle(cx, cy, r, 0)], highway="secondary", name=n["avenida"], lanes="4")
    t.way([circle(cx, cy, r, 90), (-420, 450), (-420, 700)], highway="secondary", name=n["rotary_north"])
    t.way([circle(cx, cy, r, 180), (-700, 200), (-900, 200)], highway="secondary", name=n["rotary_west"])
    t.way([circle(cx, cy, r, 270), (-420, 0), (-420, -300)], highway="tertiary")  # unnamed
    # The rotary's north arm meets the grid's R3 at (0,600) through a short street.
    t.way([(-420, 700), (-200, 650), (0, 600)], highway="residential", name=n["r3"])
    # --- the motorway -----------------------------------------------------------------------
    m = dict(highway="motorway", ref=n["motorway_ref"], name=n["motorway"], oneway="yes")
    east = [(-1500, 1200), (-600, 1200), (700, 1200), (1600, 1200)]
    t.way(east, lanes="2", **m)
    t.way([(1600, 1200), (2600, 1200)], lanes="3", turn__lanes="through|through|slight_right", **m)
    exit_ref, exit_dest, exit_dest_ref = s["exit_main"]
    t.node(2600, 1200, {"highway": "motorway_junction", "ref": exit_ref, "name": exit_dest.split(";")[0]})
    t.way([(2600, 1200), (3300, 1200), (4000, 1200)], lanes="3",
          turn__lanes="slight_left|slight_left;slight_right|slight_right", **m)
    # The fork at (4000,1200): the motorway goes on, slightly left; the other motorway slightly right.
    dest, dest_ref = s["fork_main"]
    t.way([(4000, 1200), (4400, 1240), (6000, 1240)], lanes="2", destination=dest, destination__ref=dest_ref, **m)
    dest, dest_ref = s["fork_branch"]
    t.way([(4000, 1200), (4400, 1150), (5000, 1000), (6000, 900)], highway="motorway", ref=n["branch_ref"],
          name=n["branch"], oneway="yes", lanes="2", destination=dest, destination__ref=dest_ref)
    # Westbound, from the far end back to x=-1500.
    west = [(6000, 1260), (4400, 1260), (4000, 1220), (2600, 1220), (100, 1220), (-700, 1220), (-1500, 1220)]
    t.way(west, lanes="2", **m)
    # On-ramps from the avenue at x=400, which goes on north of the grid, under the motorway, to
    # a dead end at y=1500: the ramps leave it to the right (eastbound) and to the left.
    t.way([(400, 600), (400, 800), (400, 1000)], highway="secondary", name=n["c2"], lanes="4")
    t.way([(400, 1000), (400, 1150)], highway="secondary", name=n["c2"], lanes="2")
    t.way([(400, 1150), (400, 1270)], highway="secondary", name=n["c2"], lanes="2", bridge="yes", layer="1")
    t.way([(400, 1270), (400, 1500)], highway="secondary", name=n["c2"], lanes="2")
    dest, dest_ref = s["onramp_east"]
    t.way([(400, 1000), (470, 1030), (560, 1110), (700, 1200)], highway="motorway_link", oneway="yes",
          destination=dest, destination__ref=dest_ref)
    dest, dest_ref = s["onramp_west"]
    t.way([(400, 1000), (330, 1030), (250, 1110), (100, 1220)], highway="motorway_link", oneway="yes",
          destination=dest, destination__ref=dest_ref)
    # The exit on the eastbound carriageway, down to a T junction on a local avenue at y=900.
    t.way([(2600, 1200), (2800, 1160), (2950, 1060), (3000, 900)], highway="motorway_link", oneway="yes",
          junction__ref=exit_ref, destination=exit_dest, destination__ref=exit_dest_ref)
    t.way([(2400, 900), (3000, 900), (3600, 900)], highway="secondary", name=n["industrial"])
    t.way([(3000, 900), (3000, 600), (3000, 200)], highway="tertiary", name=n["station"])
    # The far west: an exit off the westbound carriageway and an on-ramp to the eastbound one,
    # both at a street that joins the rotary's west arm.
    exit_ref, exit_dest, _ = s["exit_west"]
    t.node(-700, 1220, {"highway": "motorway_junction", "ref": exit_ref})
    t.way([(-700, 1220), (-850, 1150), (-900, 1000)], highway="motorway_link", oneway="yes",
          junction__ref=exit_ref, destination=exit_dest)
    dest, dest_ref = s["onramp_far_west"]
    t.way([(-900, 1000), (-850, 1100), (-600, 1200)], highway="motorway_link", oneway="yes",
          destination=dest, destination__ref=dest_ref)
    # The street is one-way southbound north of y=600: its northern half is reached by exit only.
    t.way([(-900, 200), (-900, 600)], highway="secondary", name=n["west_street"])
    t.way([(-900, 1000), (-900, 800), (-900, 600)], highway="secondary", name=n["west_street"], oneway="yes")
    return t


def osm_xml():
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<osm version="0.6" generator="guidance scripts/engines/town.py">']
    towns = [build(a) for a in AREAS]
    lats = [to_latlon(t.area, x, y)[0] for t in towns for (x, y) in t.order]
    lons = [to_latlon(t.area, x, y)[1] for t in towns for (x, y) in t.order]
    out.append(f'  <bounds minlat="{min(lats)}" minlon="{min(lons)}" maxlat="{max(lats)}" maxlon="{max(lons)}"/>')
    stamp = 'version="1" timestamp="2026-01-01T00:00:00Z"'
    for t in towns:
        for key in t.order:
            nid, tags = t.nodes[key]
            lat, lon = to_latlon(t.area, *key)
            if tags:
                out.append(f'  <node id="{nid}" {stamp} lat="{lat}" lon="{lon}">')
                out += [f'    <tag k={quoteattr(k)} v={quoteattr(v)}/>' for k, v in sorted(tags.items())]
                out.append('  </node>')
            else:
                out.append(f'  <node id="{nid}" {stamp} lat="{lat}" lon="{lon}"/>')
    for t in towns:
        for wid, ids, tags in t.ways:
            out.append(f'  <way id="{wid}" {stamp}>')
            out += [f'    <nd ref="{i}"/>' for i in ids]
            out += [f'    <tag k={quoteattr(k)} v={quoteattr(v)}/>' for k, v in sorted(tags.items())]
            out.append('  </way>')
    out.append('</osm>')
    return "\n".join(out) + "\n"


# --- the routes ---------------------------------------------------------------------------
# Each route: feature name, list of (x, y) points (origin, intermediate stops, destination) and
# optional start heading (degrees) for routes that must turn around.
ROUTES = [
    ("grid-lanes", [(100, 200), (400, 500)], None),       # turn left at the turn lanes
    ("oneway", [(300, 400), (500, 400)], None),           # around the one-way block
    ("roundabout", [(700, 200), (1100, 450)], None),      # small roundabout, 3rd exit
    ("rotary", [(100, 200), (-750, 200)], None),          # named rotary, 2nd exit
    ("rotary-unnamed-exit", [(100, 200), (-420, -150)], None),  # rotary, exit onto an unnamed road
    ("motorway-exit", [(400, 500), (3400, 900)], None),   # on-ramp, motorway, numbered exit
    ("motorway-fork", [(400, 500), (5500, 975)], None),   # on-ramp, motorway, fork onto the other motorway
    ("motorway-west-exit", [(400, 500), (-900, 750)], None),  # left-hand on-ramp, exit without a road number
    ("name-change", [(700, 0), (800, 300)], None),        # 90 degree corner where the name changes
    ("uturn", [(600, -60), (400, 300)], 180),             # start facing the dead end
    ("multi", [(100, 600), (300, 200), (600, -150), (-420, 500)], None),  # two intermediate stops
]

OSRM_QUERY = "steps=true&overview=full&annotations=true"
# Which routes are also asked for in the other geometry encodings.
OSRM_POLYLINE6 = {"motorway-exit", "multi"}
OSRM_GEOJSON = {"motorway-exit", "multi"}


def lonlat(area, p):
    lat, lon = to_latlon(area, *p)
    return f"{lon:.6f},{lat:.6f}"


def requests():
    """Lines of: file name, engine, path, body (Valhalla's JSON; '-' for OSRM's GET)."""
    import json
    lines = []
    for area in AREAS:
        for feature, points, heading in ROUTES:
            coords = ";".join(lonlat(area, p) for p in points)
            extra = ""
            if heading is not None:
                extra = "&bearings=" + ";".join([f"{heading},30"] + [""] * (len(points) - 1))
            for geometry in ("polyline", "polyline6", "geojson"):
                if geometry == "polyline6" and feature not in OSRM_POLYLINE6:
                    continue
                if geometry == "geojson" and feature not in OSRM_GEOJSON:
                    continue
                name = f"osrm-{area['key']}-{feature}-{geometry}.json"
                path = f"/route/v1/driving/{coords}?{OSRM_QUERY}&geometries={geometry}{extra}"
                lines.append((name, "osrm", path, "-"))
            locations = []
            for i, p in enumerate(points):
                lat, lon = to_latlon(area, *p)
                loc = {"lat": lat, "lon": lon}
                if i == 0 and heading is not None:
                    loc.update(heading=heading, heading_tolerance=30)
                locations.append(loc)
            body = {
                "locations": locations,
                "costing": "auto",
                "format": "osrm",
                "banner_instructions": True,
                "voice_instructions": True,
                "language": area["locale"],
                "units": "kilometers",
            }
            name = f"valhalla-{area['key']}-{feature}-{area['locale']}.json"
            lines.append((name, "valhalla", "/route", json.dumps(body, ensure_ascii=False, separators=(",", ":"))))
    return lines


def main(argv):
    if len(argv) != 2 or argv[1] not in ("osm", "requests"):
        sys.stderr.write("usage: town.py osm|requests\n")
        return 64
    if argv[1] == "osm":
        sys.stdout.write(osm_xml())
    else:
        for line in requests():
            sys.stdout.write("\t".join(line) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
