import CivilCalendar
import Foundation

/// The decoder of the wire format: one line's bytes straight into a ``NavigatorEvent``. The test
/// target keeps an independent `Codable` reading of docs/events.md (defaults, clamping, enum
/// spellings, messages), and differential tests hold the two together field for field.
enum WireDecoding {
    /// The line's event; `notes` gets what was changed on the way in (texts cut).
    static func event(
        _ bytes: UnsafeBufferPointer<UInt8>, memory: inout WireMemory, notes: inout [FieldNote]
    ) throws(WireScanner.Failure) -> NavigatorEvent {
        var scanner = WireScanner(bytes)
        defer { notes = scanner.notes }
        let remembered = memory
        let spans = try scanner.spans("") { key, position in
            switch key {
            case "currentStep": WireMemory.match(remembered.currentStep, key: key, in: bytes, at: position)
            case "remainingSteps", "getRemainingSteps":
                WireMemory.match(remembered.remainingSteps, key: key, in: bytes, at: position)
            default: nil
            }
        }
        guard scanner.atEnd() else { throw WireScanner.invalid() }
        guard
            let typeName = try scanner.field(
                spans, "type", { s throws(WireScanner.Failure) in try s.text("type") })
        else { throw WireScanner.Failure(path: "type", reason: "missing") }
        guard let kind = NavigatorEvent.Kind(rawValue: typeName) else {
            throw WireScanner.Failure(
                path: "type",
                reason: "unknown event type \"\(typeName)\" (expected one of "
                    + NavigatorEvent.Kind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        let timestamp = try self.timestamp(&scanner, spans)
        let payload: NavigatorEvent.Payload
        switch kind {
        case .navInfo:
            payload = .navInfo(try navInfo(&scanner, spans, memory: &memory))
        case .arrival:
            payload = .arrival(try arrival(&scanner, spans))
        case .routeChanged:
            payload = .routeChanged
        case .remainingTime:
            payload = .remainingTime(seconds: try clamped(&scanner, spans, "seconds") ?? 0)
        case .remainingDistance:
            payload = .remainingDistance(meters: try clamped(&scanner, spans, "meters") ?? 0)
        case .delayCategory:
            payload = .delayCategory(try required(&scanner, spans, ["category"], DelayCategory.self))
        case .speeding:
            let percentage =
                try scanner.field(spans, "percentage") { s throws(WireScanner.Failure) in
                    try s.optionalDouble("percentage")
                } ?? nil
            let severity =
                try scanner.field(spans, "severity") { s throws(WireScanner.Failure) in
                    try s.optionalWireEnum(SpeedAlertSeverity.self, "severity")
                } ?? nil
            let value = percentage ?? 0
            payload = .speeding(
                percentage: value.isFinite ? value : -1,
                severity: severity ?? (value > 0 ? .unknown : .notSpeeding))
        case .lightingMode:
            payload = .lightingMode(try required(&scanner, spans, ["mode"], LightingMode.self))
        case .routeStatus:
            payload = .routeStatus(try required(&scanner, spans, Spelling.routeStatus, RouteStatus.self))
        case .voiceGuidance:
            payload = .voiceGuidance(try required(&scanner, spans, Spelling.voiceSetting, VoiceGuidance.self))
        case .locale:
            guard
                let tag = try scanner.field(
                    spans, "locale", { s throws(WireScanner.Failure) in try s.text("locale") })
            else { throw WireScanner.Failure(path: "locale", reason: "missing") }
            if let problem = LocaleSetting.problem(with: tag) {
                throw WireScanner.Failure(path: "locale", reason: problem)
            }
            payload = .locale(tag)
        }
        return NavigatorEvent(payload, timestamp: timestamp)
    }

    /// A required enum under the first of its spellings present; missing under ours.
    private static func required<E: WireEnum>(
        _ scanner: inout WireScanner, _ spans: WireScanner.Spans, _ spellings: [String], _ type: E.Type
    ) throws(WireScanner.Failure) -> E {
        guard let key = spans.firstPresent(spellings),
            let value = try scanner.field(
                spans, key, { s throws(WireScanner.Failure) in try s.wireEnum(type, key) })
        else {
            throw WireScanner.Failure(path: spellings.first, reason: "missing")
        }
        return value
    }

    /// The waypoint reached; when the waypoint does not say whether it is the last stop, the
    /// event's `isFinalDestination` (Android's `ArrivalEvent`) does.
    private static func arrival(
        _ scanner: inout WireScanner, _ spans: WireScanner.Spans
    ) throws(WireScanner.Failure) -> Waypoint {
        guard
            let found = try scanner.field(
                spans, "waypoint", { s throws(WireScanner.Failure) in try self.waypoint(&s, "waypoint") })
        else { throw WireScanner.Failure(path: "waypoint", reason: "missing") }
        var waypoint = found.waypoint
        let key = Spelling.arrivalFinal
        if !found.saysFinal,
            let isFinal = try scanner.field(
                spans, key, { s throws(WireScanner.Failure) in try s.optionalBool(key) }) ?? nil
        {
            waypoint.isFinal = isFinal
        }
        return waypoint
    }

    /// A top-level distance or time (the field's path is its key).
    private static func clamped(
        _ scanner: inout WireScanner, _ spans: WireScanner.Spans, _ key: String
    ) throws(WireScanner.Failure) -> Double? {
        try scanner.field(spans, key) { s throws(WireScanner.Failure) in try s.clamped(key) } ?? nil
    }

    private static func timestamp(
        _ scanner: inout WireScanner, _ spans: WireScanner.Spans
    ) throws(WireScanner.Failure) -> Double? {
        try scanner.field(spans, "timestamp") { s throws(WireScanner.Failure) -> Double? in
            if try s.takeNull() { return nil }
            if let next = s.peek(), next == UInt8(ascii: "-") || (0x30...0x39).contains(next) {
                let seconds = try s.number()
                return seconds.isFinite ? seconds : nil
            }
            let text = try s.text("timestamp")
            guard let seconds = ISO8601Instant.secondsSince1970(text) else {
                throw WireScanner.Failure(
                    path: "timestamp", reason: "\"\(text)\" is neither seconds nor an ISO 8601 date-time")
            }
            return seconds
        } ?? nil
    }

    // MARK: - Model types

    private static func navInfo(
        _ scanner: inout WireScanner, _ spans: WireScanner.Spans, memory: inout WireMemory
    ) throws(WireScanner.Failure) -> NavInfo {
        var info = NavInfo(navState: .unknown)
        var remaining = SpellingChoice(Spelling.remainingSteps)
        // The notes of the current step's last occurrence, given before the remaining steps'.
        var currentNotes: [FieldNote] = []
        for (key, start) in spans.fields {
            scanner.position = start
            switch key {
            case "navState": info.navState = try scanner.optionalWireEnum(NavState.self, key) ?? .unknown
            case "currentStep":
                if let length = WireMemory.match(memory.currentStep, key: key, in: scanner.bytes, at: start),
                    let known = memory.currentStep
                {
                    info.currentStep = known.value
                    currentNotes = known.notes
                    scanner.position = start + length
                    break
                }
                currentNotes = []
                if try scanner.takeNull() {
                    info.currentStep = nil
                    break
                }
                let mark = scanner.notes.count
                let step = try step(&scanner, key)
                if scanner.notes.count > mark {
                    currentNotes = Array(scanner.notes[mark...])
                    scanner.notes.removeSubrange(mark...)
                }
                info.currentStep = step
                memory.currentStep = .init(
                    key: key, bytes: Array(scanner.bytes[start..<scanner.position]), value: step,
                    notes: currentNotes)
            case "routeChanged": info.routeChanged = try scanner.optionalBool(key) ?? false
            case "distanceToCurrentStepMeters": info.distanceToCurrentStepMeters = try scanner.clamped(key)
            case "timeToCurrentStepSeconds": info.timeToCurrentStepSeconds = try scanner.clamped(key)
            case "distanceToFinalDestinationMeters":
                info.distanceToFinalDestinationMeters = try scanner.clamped(key)
            case "timeToFinalDestinationSeconds":
                info.timeToFinalDestinationSeconds = try scanner.clamped(key)
            case "distanceToNextDestinationMeters":
                info.distanceToNextDestinationMeters = try scanner.clamped(key)
            case "timeToNextDestinationSeconds": info.timeToNextDestinationSeconds = try scanner.clamped(key)
            case "speedMetersPerSecond": info.speedMetersPerSecond = try scanner.clamped(key)
            case "location": info.location = try scanner.takeNull() ? nil : try location(&scanner, key)
            default: _ = remaining.offer(key, at: start)
            }
        }
        scanner.notes += currentNotes
        if let key = remaining.key {
            info.remainingSteps = try remainingSteps(&scanner, key, at: remaining.start, memory: &memory)
        }
        scanner.position = spans.end
        return info
    }

    /// The steps after the current one, taken from `memory` when resent unchanged.
    private static func remainingSteps(
        _ scanner: inout WireScanner, _ key: String, at start: Int, memory: inout WireMemory
    ) throws(WireScanner.Failure) -> [StepInfo] {
        if WireMemory.match(memory.remainingSteps, key: key, in: scanner.bytes, at: start) != nil,
            let known = memory.remainingSteps
        {
            scanner.notes += known.notes
            return known.value
        }
        scanner.position = start
        if try scanner.takeNull() { return [] }
        var steps: [StepInfo] = []
        let mark = scanner.notes.count
        try scanner.array(key) { s, index throws(WireScanner.Failure) in
            steps.append(try step(&s, "\(key)[\(index)]"))
        }
        memory.remainingSteps = .init(
            key: key, bytes: Array(scanner.bytes[start..<scanner.position]), value: steps,
            notes: scanner.notes.count > mark ? Array(scanner.notes[mark...]) : [])
        return steps
    }

    private static func step(_ scanner: inout WireScanner, _ path: String) throws(WireScanner.Failure)
        -> StepInfo
    {
        let spans = try scanner.spans(path)
        guard
            let maneuver = try scanner.field(
                spans, "maneuver",
                { s throws(WireScanner.Failure) in
                    try s.wireEnum(Maneuver.self, WireScanner.join(path, "maneuver"))
                })
        else {
            throw WireScanner.Failure(path: WireScanner.join(path, "maneuver"), reason: "missing")
        }
        var step = StepInfo(maneuver: maneuver, stepNumber: 0)
        var instruction = SpellingChoice(Spelling.instructionText)
        var length = SpellingChoice(Spelling.stepDistance)
        var duration = SpellingChoice(Spelling.stepTime)
        for (key, start) in spans.fields {
            scanner.position = start
            let field = WireScanner.join(path, key)
            switch key {
            case "fullRoadName": step.fullRoadName = try scanner.optionalText(field)
            case "simpleRoadName": step.simpleRoadName = try scanner.optionalText(field)
            case "exitNumber": step.exitNumber = try scanner.optionalText(field)
            case "roundaboutTurnNumber": step.roundaboutTurnNumber = try scanner.optionalInt(field) ?? -1
            case "drivingSide":
                step.drivingSide = try scanner.optionalWireEnum(DrivingSide.self, field) ?? .right
            case "stepNumber": step.stepNumber = try scanner.optionalInt(field) ?? 0
            case "destinations": step.destinations = try scanner.optionalText(field)
            case "roundaboutName": step.roundaboutName = try scanner.optionalText(field)
            case "lanes":
                if try scanner.takeNull() { break }
                var lanes: [Lane] = []
                try scanner.array(field) { s, index throws(WireScanner.Failure) in
                    lanes.append(try lane(&s, "\(field)[\(index)]"))
                }
                step.lanes = lanes
            default:
                _ =
                    instruction.offer(key, at: start) || length.offer(key, at: start)
                    || duration.offer(key, at: start)
            }
        }
        if let key = instruction.key {
            scanner.position = instruction.start
            step.fullInstructionText = try scanner.optionalText(WireScanner.join(path, key))
        }
        if let key = length.key {
            scanner.position = length.start
            step.distanceFromPrevStepMeters = try scanner.clamped(WireScanner.join(path, key)) ?? 0
        }
        if let key = duration.key {
            scanner.position = duration.start
            step.timeFromPrevStepSeconds = try scanner.clamped(WireScanner.join(path, key)) ?? 0
        }
        // Once each, from the field's last occurrence, in the order of `StepInfo.init(from:)`.
        scanner.bound(&step.fullRoadName, path, "fullRoadName")
        scanner.bound(&step.simpleRoadName, path, "simpleRoadName")
        if let key = instruction.key { scanner.bound(&step.fullInstructionText, path, key) }
        scanner.bound(&step.exitNumber, path, "exitNumber")
        scanner.bound(&step.destinations, path, "destinations")
        scanner.bound(&step.roundaboutName, path, "roundaboutName")
        scanner.position = spans.end
        return step
    }

    private static func lane(_ scanner: inout WireScanner, _ path: String) throws(WireScanner.Failure) -> Lane
    {
        let spans = try scanner.spans(path)
        guard let key = spans.firstPresent(Spelling.laneDirections) else {
            throw WireScanner.Failure(path: WireScanner.join(path, "directions"), reason: "missing")
        }
        let directionsPath = WireScanner.join(path, key)
        let directions =
            try scanner.field(
                spans, key,
                { s throws(WireScanner.Failure) -> [LaneDirection] in
                    var directions: [LaneDirection] = []
                    try s.array(directionsPath) { s, index throws(WireScanner.Failure) in
                        directions.append(try laneDirection(&s, "\(directionsPath)[\(index)]"))
                    }
                    return directions
                }) ?? []
        return Lane(directions: directions)
    }

    private static func laneDirection(
        _ scanner: inout WireScanner, _ path: String
    ) throws(WireScanner.Failure) -> LaneDirection {
        let item = try scanner.spans(path)
        guard let shapeKey = item.firstPresent(Spelling.laneShape),
            let shape = try scanner.field(
                item, shapeKey,
                { s throws(WireScanner.Failure) in
                    try s.wireEnum(LaneShape.self, WireScanner.join(path, shapeKey))
                })
        else {
            throw WireScanner.Failure(path: WireScanner.join(path, "shape"), reason: "missing")
        }
        guard let recommendedKey = item.firstPresent(Spelling.recommended),
            let recommended = try scanner.field(
                item, recommendedKey,
                { s throws(WireScanner.Failure) in
                    try s.bool(WireScanner.join(path, recommendedKey))
                })
        else {
            throw WireScanner.Failure(path: WireScanner.join(path, "recommended"), reason: "missing")
        }
        return LaneDirection(shape: shape, isRecommended: recommended)
    }

    /// A waypoint's position; iOS's invalid-coordinate marker is no position.
    private static func waypointPosition(
        _ scanner: inout WireScanner, _ path: String
    ) throws(WireScanner.Failure) -> Coordinate? {
        if try scanner.takeNull() { return nil }
        let spans = try scanner.spans(path)
        let (latitude, longitude) = try degrees(&scanner, spans, path)
        if Coordinate.isInvalidMarker(latitude: latitude, longitude: longitude) { return nil }
        return try validated(latitude, longitude, path)
    }

    private static func degrees(
        _ scanner: inout WireScanner, _ spans: WireScanner.Spans, _ path: String
    ) throws(WireScanner.Failure) -> (Double, Double) {
        func read(_ keys: [String], required: String) throws(WireScanner.Failure) -> Double {
            for key in keys {
                if let value = try scanner.field(
                    spans, key,
                    { s throws(WireScanner.Failure) in
                        try s.optionalDouble(WireScanner.join(path, key))
                    }), let value
                {
                    return value
                }
            }
            throw WireScanner.Failure(path: WireScanner.join(path, required), reason: "missing")
        }
        let latitude = try read(["latitude", "lat"], required: "lat")
        let longitude = try read(["longitude", "lng", "lon"], required: "lon")
        return (latitude, longitude)
    }

    private static func validated(
        _ latitude: Double, _ longitude: Double, _ path: String
    ) throws(WireScanner.Failure) -> Coordinate {
        guard (-90...90).contains(latitude) else {
            throw WireScanner.Failure(
                path: WireScanner.join(path, "latitude"), reason: "latitude \(latitude) is outside -90...90")
        }
        guard (-180...180).contains(longitude) else {
            throw WireScanner.Failure(
                path: WireScanner.join(path, "longitude"),
                reason: "longitude \(longitude) is outside -180...180")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    private static func location(
        _ scanner: inout WireScanner, _ path: String
    ) throws(WireScanner.Failure) -> RoadSnappedLocation {
        let spans = try scanner.spans(path)
        let (latitude, longitude) = try degrees(&scanner, spans, path)
        let coordinate = try validated(latitude, longitude, path)
        let bearing =
            try scanner.field(spans, "bearing") { s throws(WireScanner.Failure) in
                try s.optionalDouble(WireScanner.join(path, "bearing"))
            } ?? nil
        let speed =
            try scanner.field(spans, "speed") { s throws(WireScanner.Failure) in
                try s.optionalDouble(WireScanner.join(path, "speed"))
            } ?? nil
        return RoadSnappedLocation(
            coordinate: coordinate, bearing: bearing.flatMap(RoadSnappedLocation.normalizedBearing),
            speed: speed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil })
    }

    /// The waypoint, and whether it says itself whether it is the last stop.
    private static func waypoint(_ scanner: inout WireScanner, _ path: String) throws(WireScanner.Failure)
        -> (waypoint: Waypoint, saysFinal: Bool)
    {
        let spans = try scanner.spans(path)
        var waypoint = Waypoint()
        var placeId = SpellingChoice(Spelling.placeId)
        var position = SpellingChoice(Spelling.waypointCoordinate)
        var isFinal = SpellingChoice(Spelling.waypointFinal)
        for (key, start) in spans.fields {
            scanner.position = start
            let field = WireScanner.join(path, key)
            switch key {
            case "title": waypoint.title = try scanner.optionalText(field)
            case "side":
                waypoint.side = try scanner.optionalWireEnum(WaypointSide.self, field) ?? .unspecified
            default:
                _ =
                    placeId.offer(key, at: start) || position.offer(key, at: start)
                    || isFinal.offer(key, at: start)
            }
        }
        if let key = placeId.key {
            scanner.position = placeId.start
            waypoint.placeId = try scanner.optionalText(WireScanner.join(path, key))
        }
        if let key = position.key {
            scanner.position = position.start
            waypoint.coordinate = try waypointPosition(&scanner, WireScanner.join(path, key))
        }
        if let key = isFinal.key {
            scanner.position = isFinal.start
            waypoint.isFinal = try scanner.optionalBool(WireScanner.join(path, key)) ?? false
        }
        scanner.bound(&waypoint.title, path, "title")
        scanner.position = spans.end
        return (waypoint, isFinal.key != nil)
    }
}
