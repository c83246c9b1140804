// Casting display: follows the live feed (GET feed, Server-Sent Events) and draws the current
// maneuver. Every word shown comes from the record; the page itself only draws symbols.
(function () {
  "use strict";

  var OFFLINE_BLANK_MS = 10000;
  var byId = function (id) { return document.getElementById(id); };

  // ---- Maneuver names by raw value (0-65), for records that carry only maneuverRaw. ----
  var RAW = ["unknown", "depart", "destination", "destinationLeft", "destinationRight", "straight",
    "turnLeft", "turnRight", "turnKeepLeft", "turnKeepRight", "turnSlightLeft", "turnSlightRight",
    "turnSharpLeft", "turnSharpRight", "turnUTurnClockwise", "turnUTurnCounterClockwise",
    "mergeUnspecified", "mergeLeft", "mergeRight", "forkLeft", "forkRight"];
  var RAMP = ["Unspecified", "Left", "Right", "KeepLeft", "KeepRight", "SlightLeft", "SlightRight",
    "SharpLeft", "SharpRight", "UTurnClockwise", "UTurnCounterClockwise"];
  RAMP.forEach(function (s) { RAW.push("onRamp" + s); });
  RAMP.forEach(function (s) { RAW.push("offRamp" + s); });
  RAW.push("roundaboutClockwise", "roundaboutCounterClockwise");
  ["Straight", "Left", "Right", "SlightLeft", "SlightRight", "SharpLeft", "SharpRight", "UTurn"]
    .forEach(function (e) { RAW.push("roundabout" + e + "Clockwise", "roundabout" + e + "CounterClockwise"); });
  RAW.push("roundaboutExitClockwise", "roundaboutExitCounterClockwise", "ferryBoat", "ferryTrain", "nameChange");

  var ANGLE = { Straight: 0, Unspecified: 0, Left: -90, Right: 90, SlightLeft: -45, SlightRight: 45,
    SharpLeft: -135, SharpRight: 135 };
  var LANE_SHAPES = ["unknown", "straight", "slightLeft", "slightRight", "normalLeft", "normalRight",
    "sharpLeft", "sharpRight", "uTurnLeft", "uTurnRight"];
  var LANE_ANGLE = { straight: 0, slightLeft: -45, slightRight: 45, normalLeft: -90, normalRight: 90,
    sharpLeft: -135, sharpRight: 135 };

  // ---- Drawing: every arrow is built from a few primitives on a 100x100 grid. ----
  function r(n) { return Math.round(n * 10) / 10; }
  function polar(cx, cy, radius, degrees) {
    var a = degrees * Math.PI / 180;
    return [r(cx + radius * Math.sin(a)), r(cy - radius * Math.cos(a))];
  }
  function head(x, y, degrees, size) {
    var tip = polar(x, y, size, degrees), left = polar(x, y, size * 0.8, degrees - 90),
      right = polar(x, y, size * 0.8, degrees + 90);
    return '<path class="fill" d="M' + tip + " L" + left + " L" + right + ' Z"/>';
  }
  function line(points, cls) {
    return '<path class="' + (cls || "stroke") + '" d="M' + points.map(String).join(" L") + '"/>';
  }
  function turn(degrees) {
    var pivot = [50, 48], end = polar(50, 48, 26, degrees);
    return line([[50, 94], pivot, end]) + head(end[0], end[1], degrees, 15);
  }
  function uTurn(side) { // side +1 turns over to the right, -1 to the left
    var from = 50 - 16 * side, to = 50 + 16 * side, sweep = side > 0 ? 1 : 0;
    return '<path class="stroke" d="M' + from + " 94 L" + from + " 40 A16 16 0 0 " + sweep + " " + to +
      " 40 L" + to + ' 60"/>' + head(to, 60, 180, 15);
  }
  function fork(side) {
    var other = polar(50, 56, 36, -side * 32), end = polar(50, 56, 30, side * 32);
    return '<g class="dim">' + line([[50, 60], other]) + "</g>" + line([[50, 94], [50, 56], end]) +
      head(end[0], end[1], side * 32, 15);
  }
  function merge(side) { // side: where the vehicle comes from (+1 right, -1 left)
    var start = 50 + 24 * side;
    return '<g class="dim">' + line([[50, 94], [50, 40]]) + "</g>" +
      '<path class="stroke" d="M' + start + " 94 C" + start + " 62 50 64 50 44 L50 24" + '"/>' + head(50, 24, 0, 15);
  }
  function roundabout(exitDegrees) {
    var from = polar(50, 42, 17, exitDegrees), to = polar(50, 42, 36, exitDegrees);
    return '<circle class="stroke" cx="50" cy="42" r="17"/>' + line([[50, 94], [50, 59]]) +
      line([from, to]) + head(to[0], to[1], exitDegrees, 13);
  }
  function depart() {
    return '<circle class="fill" cx="50" cy="86" r="9"/>' + line([[50, 80], [50, 30]]) + head(50, 30, 0, 15);
  }
  function arrive(side) { // side 0: ahead; -1 / +1: on that side of the road
    var pole = side === 0 ? 38 : 50 + 26 * side, dir = side < 0 ? -1 : 1;
    var road = side === 0 ? "" : '<g class="dim">' + line([[50, 94], [50, 8]]) + "</g>";
    return road + line([[pole, 94], [pole, 10]], "thin") +
      '<path class="fill" d="M' + pole + " 10 L" + (pole + 34 * dir) + " 24 L" + pole + ' 38 Z"/>';
  }
  function waves() {
    return '<path class="thin" d="M8 90 q10 -8 21 0 t21 0 t21 0 t21 0"/>';
  }
  function ferry() {
    return '<path class="fill" d="M14 56 H86 L72 76 H28 Z"/><rect class="fill" x="34" y="36" width="30" height="16" rx="3"/>' + waves();
  }
  function train() {
    return '<rect class="fill" x="26" y="14" width="48" height="50" rx="9"/>' +
      '<rect x="33" y="22" width="34" height="16" rx="3" fill="#000"/>' +
      '<circle cx="38" cy="54" r="4" fill="#000"/><circle cx="62" cy="54" r="4" fill="#000"/>' + waves();
  }

  function maneuverName(record) {
    if (typeof record.maneuver === "string" && record.maneuver) return record.maneuver;
    if (typeof record.maneuverRaw === "number" && RAW[record.maneuverRaw]) return RAW[record.maneuverRaw];
    return "unknown";
  }

  function drawManeuver(name) {
    var m;
    if (name === "depart") return depart();
    if (name === "destination") return arrive(0);
    if (name === "destinationLeft") return arrive(-1);
    if (name === "destinationRight") return arrive(1);
    if (name === "ferryBoat") return ferry();
    if (name === "ferryTrain") return train();
    if (name === "straight" || name === "nameChange") return turn(0);
    if ((m = /^(?:turn|onRamp|offRamp)(.*)$/.exec(name))) {
      var s = m[1];
      if (s === "UTurnClockwise") return uTurn(1);
      if (s === "UTurnCounterClockwise") return uTurn(-1);
      if (s === "KeepLeft") return fork(-1);
      if (s === "KeepRight") return fork(1);
      if (s in ANGLE) return turn(ANGLE[s]);
    }
    if ((m = /^merge(Left|Right|Unspecified)$/.exec(name))) return merge(m[1] === "Right" ? -1 : 1);
    if ((m = /^fork(Left|Right)$/.exec(name))) return fork(m[1] === "Left" ? -1 : 1);
    if ((m = /^roundabout(.*?)(CounterClockwise|Clockwise)$/.exec(name))) {
      var clockwise = m[2] === "Clockwise", exit = m[1];
      if (exit === "") return roundabout(0);
      if (exit === "Exit") return roundabout(clockwise ? -45 : 45);
      if (exit === "UTurn") return roundabout(clockwise ? 155 : -155);
      if (exit in ANGLE) return roundabout(ANGLE[exit]);
    }
    return '<g class="dim">' + turn(0) + "</g>";
  }

  function drawLaneShape(shape) {
    var name = typeof shape === "number" ? LANE_SHAPES[shape] : shape;
    if (name === "uTurnLeft") return uTurn(-1);
    if (name === "uTurnRight") return uTurn(1);
    if (name in LANE_ANGLE) return turn(LANE_ANGLE[name]);
    return "";
  }

  function svg(markup) {
    return '<svg viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg">' + markup + "</svg>";
  }

  // ---- Page settings from the query string: ?arrival=SECONDS (how long the arrival screen stays
  // without a new route; 0 keeps it until one; default 180), ?signs=XX (the sign conventions of
  // the badges, when the record's region is not the country driven in). ----
  var query = new URLSearchParams(location.search);
  var ARRIVAL_MS = (function () {
    var seconds = Number(query.get("arrival"));
    return query.has("arrival") && isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 180000;
  })();
  var SIGNS = /^[A-Za-z]{2}$/.test(query.get("signs") || "") ? query.get("signs").toUpperCase() : "";

  // ---- Text direction of a locale: the browser's own data when it has it, else a list. ----
  var RTL_LANGUAGES = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ckb", "dv", "ug", "yi"];
  function directionOf(tag) {
    try {
      var locale = new Intl.Locale(tag);
      var info = typeof locale.getTextInfo === "function" ? locale.getTextInfo() : locale.textInfo;
      if (info && (info.direction === "rtl" || info.direction === "ltr")) return info.direction;
      return RTL_LANGUAGES.indexOf(locale.language) >= 0 ? "rtl" : "ltr";
    } catch (e) {
      return RTL_LANGUAGES.indexOf(String(tag).split(/[-_]/)[0].toLowerCase()) >= 0 ? "rtl" : "ltr";
    }
  }
  function regionOf(tag) {
    try { return new Intl.Locale(tag).region || ""; } catch (e) { return ""; }
  }

  // ---- Badges: road numbers coloured as the region's signs colour them (simple colour
  // conventions, not the sign artwork). ----
  function shieldClass(ref, region) {
    var r = ref.toUpperCase();
    if (region !== "US" && /^E[ -]?\d/.test(r)) return "eu-e";
    switch (region) {
      case "US":
        if (/^I[- ]?\d/.test(r)) return "us-interstate";
        if (/^US[- ]?\d/.test(r)) return "us-route";
        return "us-state";
      case "BR":
        return /^BR[- ]?\d/.test(r) ? "br-federal" : "br-state";
      case "GB":
        if (/^M\d/.test(r) || /\(M\)$/.test(r)) return "eu-motorway";
        return /^A\d/.test(r) ? "gb-primary" : "eu-plain";
      case "DE":
        if (/^A[ -]?\d/.test(r)) return "eu-motorway";
        return /^B[ -]?\d/.test(r) ? "eu-yellow" : "eu-plain";
      case "FR":
        if (/^[AN][ -]?\d/.test(r)) return "eu-red";
        return /^D[ -]?\d/.test(r) ? "eu-yellow" : "eu-plain";
      case "ES":
        if (/^AP?-\d/.test(r)) return "eu-motorway";
        return /^N-\d/.test(r) ? "eu-red" : "eu-plain";
      default:
        return /^A[ -]?\d/.test(r) ? "eu-motorway" : "eu-plain";
    }
  }
  function exitClass(region) {
    if (region === "US" || region === "BR") return "exit-green";
    if (region === "GB") return "exit-black";
    return "exit-blue";
  }
  var EXIT_ICON = '<svg viewBox="0 0 100 100" aria-hidden="true"><path class="thin" d="M30 92 V40 L62 14"/>' +
    '<path class="fill" d="M50 8 L78 4 L72 32 Z"/></svg>';
  function badge(cls, label, icon) {
    var item = document.createElement("span");
    item.className = "badge " + cls;
    if (icon) item.innerHTML = icon;
    var name = document.createElement("bdi");
    name.textContent = label;
    item.appendChild(name);
    return item;
  }

  // ---- Rendering a record. Record text only ever goes through textContent. ----
  function text(value) { return typeof value === "string" ? value : ""; }
  function measure(value, unit, locale) {
    if (!value || typeof value !== "object") return "";
    if (typeof value.text === "string") return value.text;
    var amount = unit === "second" ? value.seconds : value.meters;
    if (typeof amount !== "number" || !isFinite(amount)) return "";
    try {
      if (unit === "second") {
        return new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "short",
          maximumFractionDigits: 0 }).format(Math.max(1, Math.round(amount / 60)));
      }
      var km = amount >= 1000;
      return new Intl.NumberFormat(locale, { style: "unit", unit: km ? "kilometer" : "meter",
        unitDisplay: "short", maximumFractionDigits: km ? 1 : 0 }).format(km ? amount / 1000 : amount);
    } catch (e) {
      return "";
    }
  }

  // Shrinks a text until it takes at most `lines` lines and its box holds it, in steps of the
  // style sheet's data-fit scale, down to about a third of its size (12 px at least); a text still
  // too long then is cut by the style sheet's line clamp (three lines and an ellipsis), which a
  // record's short text never needs. Sizes stay in the style sheet: the page sets no inline style.
  var FIT_STEPS = 10;
  function lineCount(element) {
    var height = element.getBoundingClientRect().height;
    var lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return lineHeight > 0 ? Math.round(height / lineHeight) : 1;
  }
  function fit(element, lines, container) {
    element.dataset.fit = "0";
    if (!element.textContent) return;
    var tooBig = function () {
      return (lines && lineCount(element) > lines) || element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1 ||
        (container && container.scrollHeight > container.clientHeight + 1);
    };
    for (var step = 1; step <= FIT_STEPS && tooBig(); step++) {
      element.dataset.fit = String(step);
      if (parseFloat(getComputedStyle(element).fontSize) < 12) {
        element.dataset.fit = String(step - 1);
        break;
      }
    }
  }

  var current = null, arrivalTimer = null, lastArrivalText = "";

  function clear() {
    ["arrow", "distance", "short", "badges", "next-arrow", "next-text", "place-name", "place-address",
      "arrived-at", "place-attributions", "eta", "arrival-time", "remaining", "lanes"]
      .forEach(function (id) { byId(id).textContent = ""; });
    byId("next").hidden = true;
    byId("handoff").hidden = true;
    byId("handoff").removeAttribute("href");
  }

  function setTheme(record) {
    var lighting = text(record.lighting);
    document.body.dataset.theme = lighting === "lowLight" ? "night" : lighting === "normal" ? "day" : "auto";
  }

  function showArrival(record, locale) {
    var place = record.place && typeof record.place === "object" ? record.place : {};
    byId("place-name").textContent = text(place.name);
    byId("place-address").textContent = text(place.address);
    // The stop that ends the drive may not repeat the arrival time: the last one shown stays.
    var arrival = record.arrival && typeof record.arrival === "object" ? text(record.arrival.text) : "";
    if (arrival) lastArrivalText = arrival;
    byId("arrived-at").textContent = arrival || lastArrivalText;
    var list = byId("place-attributions");
    (Array.isArray(place.attributions) ? place.attributions : []).forEach(function (a) {
      if (typeof a !== "string" || !a) return;
      var item = document.createElement("li");
      item.dir = "auto";
      item.textContent = a;
      list.appendChild(item);
    });
    document.body.classList.add("at-arrival");
    clearTimeout(arrivalTimer);
    arrivalTimer = null;
    if (ARRIVAL_MS > 0) {
      arrivalTimer = setTimeout(function () {
        arrivalTimer = null;
        document.body.classList.remove("at-arrival");
        document.body.dataset.state = "stopped";
      }, ARRIVAL_MS);
    }
    fit(byId("place-name"), 3);
  }

  function render(record) {
    if (!record || typeof record !== "object") return;
    current = record;
    var body = document.body, root = document.documentElement;
    var state = record.state === "rerouting" || record.state === "stopped" ? record.state : "enroute";
    var locale = text(record.locale) || undefined;
    if (locale) root.lang = locale;
    root.dir = locale ? directionOf(locale) : record.dir === "rtl" ? "rtl" : "ltr";
    body.dataset.seq = typeof record.seq === "number" ? String(record.seq) : "";
    setTheme(record);
    clear();
    body.dataset.state = state;
    var place = record.place && typeof record.place === "object" ? record.place : null;
    var arrived = record.arrived === true && place && text(place.name);
    if (arrived) {
      showArrival(record, locale);
    } else if (state !== "stopped" || !body.classList.contains("at-arrival")) {
      // A new route (or a plain stop) ends the arrival screen; a stop after it keeps it.
      body.classList.remove("at-arrival");
      clearTimeout(arrivalTimer);
      arrivalTimer = null;
    }
    if (state === "stopped") { body.dataset.maneuver = ""; return; }

    var name = maneuverName(record);
    body.dataset.maneuver = name;
    byId("arrow").innerHTML = svg(drawManeuver(name));
    byId("distance").textContent = measure(record.distance, "meter", locale);
    byId("short").textContent = text(record.short) || text(record.primary);
    byId("eta").textContent = measure(record.eta, "second", locale);
    byId("arrival-time").textContent =
      record.arrival && typeof record.arrival === "object" ? text(record.arrival.text) : "";
    lastArrivalText = byId("arrival-time").textContent;
    byId("remaining").textContent = measure(record.remaining, "meter", locale);

    var region = SIGNS || text(record.region).toUpperCase() || regionOf(locale || "");
    var badges = byId("badges");
    if (text(record.exit)) badges.appendChild(badge(exitClass(region), text(record.exit), EXIT_ICON));
    (Array.isArray(record.refs) ? record.refs : []).forEach(function (ref) {
      if (typeof ref === "string" && ref) badges.appendChild(badge("shield-" + shieldClass(ref, region), ref));
    });

    var next = record.next && typeof record.next === "object" ? record.next : null;
    var nextText = next ? text(next.short) : "";
    if (next || text(record.secondary)) {
      byId("next-arrow").innerHTML = next ? svg(drawManeuver(maneuverName(next))) : "";
      byId("next-text").textContent = nextText || text(record.secondary);
      byId("next").hidden = false;
    }

    var lanes = byId("lanes");
    (Array.isArray(record.lanes) ? record.lanes : []).forEach(function (lane) {
      if (!lane || typeof lane !== "object") return;
      var shapes = Array.isArray(lane.shapes) ? lane.shapes.slice() : [];
      var recommended = lane.recommended === true;
      if (Array.isArray(lane.directions)) { // {directions: [{shape, recommended}]} is accepted too
        lane.directions.forEach(function (d) {
          if (d && typeof d === "object") { shapes.push(d.shape); recommended = recommended || d.recommended === true; }
        });
      }
      var item = document.createElement("li");
      if (recommended) item.className = "recommended";
      item.innerHTML = svg(shapes.map(drawLaneShape).join(""));
      lanes.appendChild(item);
    });

    var handoff = text(record.handoff);
    if (/^[a-z][a-z0-9+.-]*:/i.test(handoff) && !/^javascript:/i.test(handoff)) {
      byId("handoff").href = handoff;
      byId("handoff").hidden = false;
    }
    layout();
  }

  // The instruction never takes more than three lines, and nothing spills out of its box.
  function layout() {
    fit(byId("distance"), 1);
    var next = byId("next-text"), shortSize;
    fit(next, 2);
    fit(byId("short"), 3, byId("instruction"));
    // The preview stays smaller than the instruction it follows, however far that one shrank.
    shortSize = parseFloat(getComputedStyle(byId("short")).fontSize);
    for (var step = Number(next.dataset.fit) || 0; step < FIT_STEPS &&
      parseFloat(getComputedStyle(next).fontSize) > shortSize * 0.8; step++) {
      next.dataset.fit = String(step + 1);
    }
  }
  window.addEventListener("resize", function () { if (current) render(current); });

  // ---- The feed connection: EventSource reconnects by itself (resuming with Last-Event-ID);
  // when the server refuses outright, reconnect here with a growing delay. The server's ping
  // events (every `interval` seconds) prove the link is alive: a link silent for 2.5 intervals
  // is treated as dead, because a vanished network may not close the connection for minutes. ----
  var source = null, retryDelay = 1000, blankTimer = null, retryTimer = null;
  var heartbeatMs = 15000, lastHeard = Date.now();

  function setOffline(offline) {
    document.body.classList.toggle("offline", offline);
    if (offline && blankTimer === null) {
      blankTimer = setTimeout(function () { document.body.classList.add("stale"); }, OFFLINE_BLANK_MS);
    }
    if (!offline) {
      clearTimeout(blankTimer);
      blankTimer = null;
      document.body.classList.remove("stale");
    }
  }

  function heard() {
    lastHeard = Date.now();
    retryDelay = 1000;
    setOffline(false);
  }

  function reconnectLater() {
    if (source) { source.close(); source = null; }
    if (retryTimer !== null) return;
    retryTimer = setTimeout(function () { retryTimer = null; connect(); }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 15000);
  }

  function connect() {
    lastHeard = Date.now();
    source = new EventSource("feed");
    source.onopen = heard;
    source.onmessage = function (event) {
      var record;
      heard();
      try { record = JSON.parse(event.data); } catch (e) { return; }
      render(record);
    };
    source.addEventListener("ping", function (event) {
      heard();
      try {
        var interval = JSON.parse(event.data).interval;
        if (typeof interval === "number" && interval > 0) heartbeatMs = interval * 1000;
      } catch (e) { /* keep the previous interval */ }
    });
    source.onerror = function () {
      setOffline(true);
      if (source && source.readyState === EventSource.CLOSED) reconnectLater();
    };
  }

  setInterval(function () {
    if (source && Date.now() - lastHeard > heartbeatMs * 2.5) {
      setOffline(true);
      reconnectLater();
    }
  }, 1000);

  window.guidanceDisplay = { render: render, drawManeuver: drawManeuver, maneuverNames: RAW,
    directionOf: directionOf, shieldClass: shieldClass };
  connect();
})();
