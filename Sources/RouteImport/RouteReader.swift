import Foundation
import Geometry
import GuidanceModel
import StrictJSON

/// The walk over one response document behind ``RouteImporter``; collects warnings as it goes.
struct RouteReader {
    let options: RouteImportOptions
    var warnings: [RouteImportWarning] = []
    var precision: Polyline.Precision?

    init(options: RouteImportOptions) {
        self.options = options
        if case .fixed(let fixed) = options.polyline { precision = fixed }
    }

    mutating func read(_ root: JSONCursor) throws(RouteImportError) -> ImportedRoute {
        guard case .object = root.node.value else {
            throw root.error("expected a route response object, found \(root.node.kindName)")
        }
        if let code = try root.member("code"), try code.string().lowercased() != "ok" {
            let message = try root.optionalString("message") ?? ""
            throw code.error(
                "the routing engine answered \"\(try code.string())\""
                    + (message.isEmpty ? "" : ": \(message)"))
        }
        let route: JSONCursor
        if let routes = try root.member("routes") {
            let list = try routes.elements()
            guard !list.isEmpty else { throw routes.error("is empty: the response has no route") }
            guard list.indices.contains(options.routeIndex) else {
                throw routes.error("has \(list.count) route(s), route \(options.routeIndex) was requested")
            }
            route = list[options.routeIndex]
        } else if try root.member("legs") != nil {
            route = root
        } else if try root.member("trip") != nil {
            throw root.error("this is Valhalla's native format; request the route with format=osrm")
        } else {
            throw RouteImportError(
                source: root.file, line: root.node.line, field: "routes", reason: "missing")
        }
        return try readRoute(route, root: root)
    }

    private mutating func readRoute(_ route: JSONCursor, root: JSONCursor) throws(RouteImportError)
        -> ImportedRoute
    {
        let legNodes = try route.required("legs").elements()
        guard !legNodes.isEmpty else {
            throw try route.required("legs").error("is empty: the route has no leg")
        }
        var legs: [ImportedLeg] = []
        var steps: [ImportedStep] = []
        var arrivalSides: [WaypointSide] = []
        for (legIndex, legNode) in legNodes.enumerated() {
            let stepsNode = try legNode.required("steps")
            let stepNodes = try stepsNode.elements()
            guard !stepNodes.isEmpty else {
                throw stepsNode.error("is empty: request the route with steps=true")
            }
            let first = steps.count
            for stepNode in stepNodes {
                steps.append(
                    try readStep(stepNode, number: steps.count, legIndex: legIndex, previous: steps.last))
            }
            let legSteps = steps[first...]
            _ = try legNode.optionalString("summary")  // unused, but held to its type as before
            legs.append(
                ImportedLeg(
                    distanceMeters: try legNode.optionalMeasure("distance")
                        ?? legSteps.reduce(0) { $0 + $1.distanceMeters },
                    durationSeconds: try legNode.optionalMeasure("duration")
                        ?? legSteps.reduce(0) { $0 + $1.durationSeconds },
                    stepRange: first..<steps.count))
            arrivalSides.append(Self.side(of: steps[steps.count - 1].info.maneuver))
        }
        let geometry = try routeGeometry(route, steps: steps)
        let waypoints = try readWaypoints(root, legs: legs, steps: steps, sides: arrivalSides)
        return ImportedRoute(
            legs: legs, routeSteps: steps, geometry: geometry, waypoints: waypoints,
            distanceMeters: try route.optionalMeasure("distance")
                ?? legs.reduce(0) { $0 + $1.distanceMeters },
            durationSeconds: try route.optionalMeasure("duration")
                ?? legs.reduce(0) { $0 + $1.durationSeconds },
            warnings: warnings)
    }

    private static func side(of maneuver: Maneuver) -> WaypointSide {
        switch maneuver {
        case .destinationLeft: .left
        case .destinationRight: .right
        default: .unspecified
        }
    }

    // MARK: Steps

    private mutating func readStep(
        _ node: JSONCursor, number: Int, legIndex: Int, previous: ImportedStep?
    ) throws(RouteImportError) -> ImportedStep {
        let maneuverNode = try node.required("maneuver")
        let typeNode = try maneuverNode.required("type")
        let type = try typeNode.string()
        var modifier: OSRMModifier?
        if let modifierNode = try maneuverNode.member("modifier") {
            let word = try modifierNode.string()
            modifier = OSRMModifier(rawValue: word)
            if modifier == nil {
                warnings.append(modifierNode.warning("unknown modifier \"\(word)\", read as no modifier"))
            }
        }
        let drivingSide = try readDrivingSide(node)
        var maneuver: Maneuver
        if let mapped = OSRMManeuverMapping.maneuver(type: type, modifier: modifier, drivingSide: drivingSide)
        {
            maneuver = mapped
            if mapped == .unknown {
                warnings.append(typeNode.warning("\"\(type)\" needs a modifier; mapped to unknown"))
            }
        } else {
            maneuver = .unknown
            warnings.append(typeNode.warning("unknown maneuver type \"\(type)\", mapped to unknown"))
        }
        let mode = try node.optionalString("mode")
        if let mode, mode != previous?.mode, maneuver != .depart, maneuver.family != .arrive {
            if mode == "ferry" { maneuver = .ferryBoat }
            if mode == "train" { maneuver = .ferryTrain }
        }
        let location = try maneuverNode.member("location").map(Self.coordinate(lonLat:))
        let geometry = try stepGeometry(node, location: location)
        let measured = RouteLine(geometry).length
        let distance = try node.optionalMeasure("distance") ?? measured
        let duration = try node.optionalMeasure("duration") ?? 0
        let name = try optionalName(node, "name")
        let ref = try optionalName(node, "ref").flatMap(Self.firstOfList)
        let rotaryName = try optionalName(node, "rotary_name")
        let destinations = try optionalName(node, "destinations")
        let exits = try optionalName(node, "exits").flatMap(Self.firstOfList)
        // A roundabout's own name is not the road its exit leads onto: it has a field of its own.
        let simpleName = ref ?? name
        var fullName = [name ?? simpleName, destinations].compactMap { $0 }.joined(separator: " / ")
        if let cut = TextBounds.cutName(fullName) {
            warnings.append(
                node.warning(
                    "fullRoadName (name / destinations): "
                        + TextBounds.cutReason(byteCount: fullName.utf8.count)))
            fullName = cut
        }
        var turnNumber = -1
        if maneuver.family == .roundabout || maneuver.family == .roundaboutExit,
            let exitNode = try maneuverNode.member("exit")
        {
            turnNumber = try exitNode.wholeNumber()
            guard turnNumber >= 1 else {
                throw exitNode.error("roundabout exit must be 1 or more, found \(turnNumber)")
            }
        }
        let info = StepInfo(
            maneuver: maneuver,
            fullRoadName: fullName.isEmpty ? nil : fullName,
            simpleRoadName: simpleName,
            fullInstructionText: try optionalName(maneuverNode, "instruction"),
            exitNumber: exits,
            roundaboutTurnNumber: turnNumber,
            drivingSide: drivingSide,
            stepNumber: number,
            distanceFromPrevStepMeters: previous?.distanceMeters ?? 0,
            timeFromPrevStepSeconds: previous?.durationSeconds ?? 0,
            lanes: try readLanes(node, modifier: modifier, drivingSide: drivingSide),
            destinations: destinations,
            roundaboutName: maneuver.family == .roundabout ? rotaryName : nil)
        let bearingBefore = try maneuverNode.optionalNumber("bearing_before")
        _ = try maneuverNode.optionalNumber("bearing_after")  // unused, but held to its type as before
        return ImportedStep(
            info: info, geometry: geometry, distanceMeters: distance, durationSeconds: duration,
            maneuverLocation: location,
            bearingBefore: bearingBefore,
            mode: mode, rotaryName: rotaryName,
            junctionName: try optionalName(node, "junction_name"), legIndex: legIndex)
    }

    /// A name or sign text (a road name, a ref, destinations, exits, an instruction, a waypoint's
    /// name) cut to ``TextBounds/maximumNameBytes``, with a warning naming the field: the text is
    /// repeated in every update of a drive, and a real sign is a few hundred bytes. Blanks at
    /// its ends are trimmed; nil when nothing else is left.
    private mutating func optionalName(_ node: JSONCursor, _ key: String) throws(RouteImportError) -> String?
    {
        guard let member = try node.member(key) else { return nil }
        let text = try member.string()
        guard let cut = TextBounds.cutName(text) else { return Self.nonEmpty(text) }
        warnings.append(member.warning(TextBounds.cutReason(byteCount: text.utf8.count)))
        return Self.nonEmpty(cut)
    }

    private mutating func readDrivingSide(_ node: JSONCursor) throws(RouteImportError) -> DrivingSide {
        guard let sideNode = try node.member("driving_side") else { return .right }
        switch try sideNode.string() {
        case "left": return .left
        case "right": return .right
        case let other:
            warnings.append(sideNode.warning("unknown driving side \"\(other)\", read as right"))
            return .right
        }
    }

    private func readLanes(
        _ node: JSONCursor, modifier: OSRMModifier?, drivingSide: DrivingSide
    ) throws(RouteImportError) -> [Lane] {
        guard let intersections = try node.member("intersections")?.elements(),
            let first = intersections.first,
            let lanesNode = try first.member("lanes")
        else { return [] }
        var lanes: [Lane] = []
        for laneNode in try lanesNode.elements() {
            let indications = try laneNode.optionalStrings("indications")
            // Valhalla marks the preferred lanes `active` as well; an active lane is usable.
            let isValid = try laneNode.member("valid")?.bool()
            let isActive = try laneNode.member("active")?.bool()
            let valid = isValid == true || isActive == true
            lanes.append(
                OSRMLaneMapping.lane(
                    indications: indications, valid: valid,
                    validIndication: try laneNode.optionalString("valid_indication"), modifier: modifier,
                    drivingSide: drivingSide))
        }
        return lanes
    }

    // MARK: Geometry

    private mutating func stepGeometry(
        _ node: JSONCursor, location: Coordinate?
    ) throws(RouteImportError) -> [Coordinate] {
        guard let geometryNode = try node.member("geometry") else {
            if let location { return [location] }
            throw RouteImportError(
                source: node.file, line: node.node.line, field: node.path + ".geometry",
                reason: "missing (and the maneuver has no location)")
        }
        let points = try decodeGeometry(geometryNode, hint: location)
        if points.isEmpty, let location { return [location] }
        return points
    }

    private mutating func routeGeometry(
        _ route: JSONCursor, steps: [ImportedStep]
    ) throws(RouteImportError) -> [Coordinate] {
        if let geometryNode = try route.member("geometry") {
            let points = try decodeGeometry(geometryNode, hint: steps.first?.maneuverLocation)
            if !points.isEmpty { return points }
        }
        var joined: [Coordinate] = []
        for step in steps {
            for point in step.geometry where joined.last != point { joined.append(point) }
        }
        return joined
    }

    private mutating func decodeGeometry(
        _ node: JSONCursor, hint: Coordinate?
    ) throws(RouteImportError) -> [Coordinate] {
        if case .object = node.node.value {
            let type = try node.required("type").string()
            guard type == "LineString" else {
                throw try node.required("type").error("expected a GeoJSON LineString, found \"\(type)\"")
            }
            return try node.required("coordinates").elements().map(Self.coordinate(lonLat:))
        }
        let encoded = try node.string()
        let chosen: Polyline.Precision
        if let precision {
            chosen = precision
        } else {
            chosen = try detectPrecision(encoded, node: node, hint: hint)
        }
        let points = try Self.polyline(encoded, chosen, node: node)
        try checkStart(points, encoded: encoded, chosen: chosen, hint: hint, node: node)
        for point in points where abs(point.latitude) > 90 || abs(point.longitude) > 180 {
            throw node.error(
                "polyline\(chosen.rawValue) gives (\(point.latitude), \(point.longitude)), off the globe; "
                    + "is the precision right (--polyline 5 or 6)?")
        }
        return points
    }

    /// A geometry read with the wrong fixed precision lands ten times too far from or too close
    /// to the equator; when the other precision would start at the maneuver, say so.
    private func checkStart(
        _ points: [Coordinate], encoded: String, chosen: Polyline.Precision, hint: Coordinate?,
        node: JSONCursor
    ) throws(RouteImportError) {
        guard let hint, let first = points.first, Geodesy.distance(first, hint) > 1_000 else { return }
        let other: Polyline.Precision = chosen == .five ? .six : .five
        guard let alternative = try? Polyline.decode(encoded, precision: other).first,
            Geodesy.distance(alternative, hint) <= 1_000
        else { return }
        throw node.error(
            "read as polyline\(chosen.rawValue) it starts \(Int(Geodesy.distance(first, hint) / 1000)) km "
                + "from the maneuver location, but as polyline\(other.rawValue) it starts there "
                + "(use --polyline \(other.rawValue))")
    }

    private static func polyline(
        _ encoded: String, _ precision: Polyline.Precision, node: JSONCursor
    ) throws(RouteImportError) -> [Coordinate] {
        do {
            return try Polyline.decode(encoded, precision: precision)
        } catch {
            throw node.error("not a valid polyline: \(error)")
        }
    }

    /// Auto-detection, decided once per document from the first encoded geometry.
    private mutating func detectPrecision(
        _ encoded: String, node: JSONCursor, hint: Coordinate?
    ) throws(RouteImportError) -> Polyline.Precision {
        let five = try Self.polyline(encoded, .five, node: node)
        guard let first = five.first else { return .five }
        let onGlobe = five.allSatisfy { abs($0.latitude) <= 90 && abs($0.longitude) <= 180 }
        let chosen: Polyline.Precision
        if let hint, onGlobe {
            let asSix = Coordinate(latitude: first.latitude / 10, longitude: first.longitude / 10)
            chosen = Geodesy.distance(first, hint) <= Geodesy.distance(asSix, hint) ? .five : .six
        } else {
            chosen = onGlobe ? .five : .six
        }
        precision = chosen
        return chosen
    }

    // MARK: Waypoints

    private mutating func readWaypoints(
        _ root: JSONCursor, legs: [ImportedLeg], steps: [ImportedStep], sides: [WaypointSide]
    ) throws(RouteImportError) -> [Waypoint] {
        var waypoints: [Waypoint] = []
        if let list = try root.member("waypoints")?.elements(), list.count == legs.count + 1 {
            for node in list {
                let location = try node.member("location").map(Self.coordinate(lonLat:))
                waypoints.append(
                    Waypoint(title: try optionalName(node, "name"), coordinate: location))
            }
        } else {
            waypoints.append(
                Waypoint(
                    title: steps.first?.info.simpleRoadName,
                    coordinate: steps.first?.maneuverLocation ?? steps.first?.geometry.first))
            for leg in legs {
                let last = steps[leg.stepRange.upperBound - 1]
                waypoints.append(
                    Waypoint(
                        title: last.info.roadName,
                        coordinate: last.maneuverLocation ?? last.geometry.last))
            }
        }
        for index in 1..<waypoints.count {
            waypoints[index].side = sides[index - 1]
        }
        waypoints[waypoints.count - 1].isFinal = true
        return waypoints
    }

    // MARK: Values

    static func coordinate(lonLat node: JSONCursor) throws(RouteImportError) -> Coordinate {
        let pair = try node.elements()
        guard pair.count >= 2 else {
            throw node.error("expected [longitude, latitude], found \(pair.count) number(s)")
        }
        let longitude = try pair[0].number()
        let latitude = try pair[1].number()
        guard (-90...90).contains(latitude) else {
            throw pair[1].error("latitude \(latitude) is outside -90...90")
        }
        guard (-180...180).contains(longitude) else {
            throw pair[0].error("longitude \(longitude) is outside -180...180")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// OSRM separates several refs or exit numbers with `;`: the first is the one signposted.
    static func firstOfList(_ text: String) -> String? {
        nonEmpty(text.split(separator: ";").first.map(String.init))
    }
}
