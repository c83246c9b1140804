import Foundation

/// The fast decoder of the wire format: one line's bytes straight into a ``NavigatorEvent``.
/// It follows the `Codable` decoding of the model field for field (defaults, clamping, enum
/// spellings, messages); a differential test holds the two together.
enum WireDecoding {
    static func event(
        _ bytes: UnsafeBufferPointer<UInt8>, memory: inout WireMemory
    ) throws(WireScanner.Failure) -> NavigatorEvent {
        var scanner = WireScanner(bytes)
        let remembered = memory
        let spans = try scanner.spans("") { key, position in
            switch key {
            case "currentStep": WireMemory.match(remembered.currentStep, in: bytes, at: position)
            case "remainingSteps": WireMemory.match(remembered.remainingSteps, in: bytes, at: position)
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
            guard
                let waypoint = try scanner.field(
                    spans, "waypoint", { s throws(WireScanner.Failure) in try self.waypoint(&s, "waypoint") })
            else { throw WireScanner.Failure(path: "waypoint", reason: "missing") }
            payload = .arrival(waypoint)
        case .routeChanged:
            payload = .routeChanged
        case .remainingTime:
            payload = .remainingTime(seconds: try clamped(&scanner, spans, "seconds", path: "") ?? 0)
        case .remainingDistance:
            payload = .remainingDistance(meters: try clamped(&scanner, spans, "meters", path: "") ?? 0)
        case .delayCategory:
            payload = .delayCategory(try required(&scanner, spans, "category", DelayCategory.self))
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
            payload = .lightingMode(try required(&scanner, spans, "mode", LightingMode.self))
        case .routeStatus:
            payload = .routeStatus(try required(&scanner, spans, "status", RouteStatus.self))
        case .voiceGuidance:
            payload = .voiceGuidance(try required(&scanner, spans, "setting", VoiceGuidance.self))
        }
        return NavigatorEvent(payload, timestamp: timestamp)
    }

    private static func required<E: WireEnum>(
        _ scanner: inout WireScanner, _ spans: WireScanner.Spans, _ key: String, _ type: E.Type
    ) throws(WireScanner.Failure) -> E {
        guard
            let value = try scanner.field(
                spans, key, { s throws(WireScanner.Failure) in try s.wireEnum(type, key) })
        else {
            throw WireScanner.Failure(path: key, reason: "missing")
        }
        return value
    }

    private static func clamped(
        _ scanner: inout WireScanner, _ spans: WireScanner.Spans, _ key: String, path: String
    ) throws(WireScanner.Failure) -> Double? {
        let fieldPath = WireScanner.join(path, key)
        return try scanner.field(spans, key) { s throws(WireScanner.Failure) in try s.clamped(fieldPath) }
            ?? nil
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
            guard let date = TimestampParser.parse(text) else {
                throw WireScanner.Failure(
                    path: "timestamp", reason: "\"\(text)\" is neither seconds nor an ISO 8601 date-time")
            }
            return date.timeIntervalSince1970
        } ?? nil
    }

    // MARK: - Model types

    private static func navInfo(
        _ scanner: inout WireScanner, _ spans: WireScanner.Spans, memory: inout WireMemory
    ) throws(WireScanner.Failure) -> NavInfo {
        var info = NavInfo(navState: .unknown)
        for (key, start) in spans {
            scanner.position = start
            switch key {
            case "navState": info.navState = try scanner.optionalWireEnum(NavState.self, key) ?? .unknown
            case "currentStep":
                if let length = WireMemory.match(memory.currentStep, in: scanner.bytes, at: start),
                    let known = memory.currentStep
                {
                    info.currentStep = known.value
                    scanner.position = start + length
                    break
                }
                if try scanner.takeNull() {
                    info.currentStep = nil
                    break
                }
                let step = try step(&scanner, key)
                info.currentStep = step
                memory.currentStep = .init(bytes: Array(scanner.bytes[start..<scanner.position]), value: step)
            case "remainingSteps":
                if let length = WireMemory.match(memory.remainingSteps, in: scanner.bytes, at: start),
                    let known = memory.remainingSteps
                {
                    info.remainingSteps = known.value
                    scanner.position = start + length
                    break
                }
                if try scanner.takeNull() { break }
                var steps: [StepInfo] = []
                try scanner.array(key) { s, index throws(WireScanner.Failure) in
                    steps.append(try step(&s, "\(key)[\(index)]"))
                }
                info.remainingSteps = steps
                memory.remainingSteps = .init(
                    bytes: Array(scanner.bytes[start..<scanner.position]), value: steps)
            case "routeChanged": info.routeChanged = try scanner.optionalBool(key) ?? false
            case "distanceToCurrentStepMeters":
                info.distanceToCurrentStepMeters = try scanner.clamped(key) ?? 0
            case "timeToCurrentStepSeconds": info.timeToCurrentStepSeconds = try scanner.clamped(key) ?? 0
            case "distanceToFinalDestinationMeters":
                info.distanceToFinalDestinationMeters = try scanner.clamped(key) ?? 0
            case "timeToFinalDestinationSeconds":
                info.timeToFinalDestinationSeconds = try scanner.clamped(key) ?? 0
            case "distanceToNextDestinationMeters":
                info.distanceToNextDestinationMeters = try scanner.clamped(key)
            case "timeToNextDestinationSeconds": info.timeToNextDestinationSeconds = try scanner.clamped(key)
            case "speedMetersPerSecond": info.speedMetersPerSecond = try scanner.clamped(key)
            case "location": info.location = try scanner.takeNull() ? nil : try location(&scanner, key)
            default: break
            }
        }
        scanner.position = spans.end
        return info
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
        for (key, start) in spans {
            scanner.position = start
            let field = WireScanner.join(path, key)
            switch key {
            case "fullRoadName": step.fullRoadName = try scanner.optionalText(field)
            case "simpleRoadName": step.simpleRoadName = try scanner.optionalText(field)
            case "fullInstructionText": step.fullInstructionText = try scanner.optionalText(field)
            case "exitNumber": step.exitNumber = try scanner.optionalText(field)
            case "roundaboutTurnNumber": step.roundaboutTurnNumber = try scanner.optionalInt(field) ?? -1
            case "drivingSide":
                step.drivingSide = try scanner.optionalWireEnum(DrivingSide.self, field) ?? .right
            case "stepNumber": step.stepNumber = try scanner.optionalInt(field) ?? 0
            case "distanceFromPrevStepMeters":
                step.distanceFromPrevStepMeters = try scanner.clamped(field) ?? 0
            case "timeFromPrevStepSeconds": step.timeFromPrevStepSeconds = try scanner.clamped(field) ?? 0
            case "destinations": step.destinations = try scanner.optionalText(field)
            case "roundaboutName": step.roundaboutName = try scanner.optionalText(field)
            case "lanes":
                if try scanner.takeNull() { break }
                var lanes: [Lane] = []
                try scanner.array(field) { s, index throws(WireScanner.Failure) in
                    lanes.append(try lane(&s, "\(field)[\(index)]"))
                }
                step.lanes = lanes
            default: break
            }
        }
        scanner.position = spans.end
        return step
    }

    private static func lane(_ scanner: inout WireScanner, _ path: String) throws(WireScanner.Failure) -> Lane
    {
        let spans = try scanner.spans(path)
        let directionsPath = WireScanner.join(path, "directions")
        guard
            let directions = try scanner.field(
                spans, "directions",
                { s throws(WireScanner.Failure) -> [LaneDirection] in
                    var directions: [LaneDirection] = []
                    try s.array(directionsPath) { s, index throws(WireScanner.Failure) in
                        let itemPath = "\(directionsPath)[\(index)]"
                        let item = try s.spans(itemPath)
                        guard
                            let shape = try s.field(
                                item, "shape",
                                { s throws(WireScanner.Failure) in
                                    try s.wireEnum(LaneShape.self, WireScanner.join(itemPath, "shape"))
                                })
                        else {
                            throw WireScanner.Failure(
                                path: WireScanner.join(itemPath, "shape"), reason: "missing")
                        }
                        guard
                            let recommended = try s.field(
                                item, "recommended",
                                { s throws(WireScanner.Failure) in
                                    try s.bool(WireScanner.join(itemPath, "recommended"))
                                })
                        else {
                            throw WireScanner.Failure(
                                path: WireScanner.join(itemPath, "recommended"), reason: "missing")
                        }
                        directions.append(LaneDirection(shape: shape, isRecommended: recommended))
                    }
                    return directions
                })
        else { throw WireScanner.Failure(path: directionsPath, reason: "missing") }
        return Lane(directions: directions)
    }

    private static func coordinate(
        _ scanner: inout WireScanner, _ spans: WireScanner.Spans, _ path: String
    ) throws(WireScanner.Failure) -> Coordinate {
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
        let coordinate = try coordinate(&scanner, spans, path)
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

    private static func waypoint(_ scanner: inout WireScanner, _ path: String) throws(WireScanner.Failure)
        -> Waypoint
    {
        let spans = try scanner.spans(path)
        var waypoint = Waypoint()
        for (key, start) in spans {
            scanner.position = start
            let field = WireScanner.join(path, key)
            switch key {
            case "title": waypoint.title = try scanner.optionalText(field)
            case "placeId": waypoint.placeId = try scanner.optionalText(field)
            case "coordinate":
                if try scanner.takeNull() { break }
                let inner = try scanner.spans(field)
                waypoint.coordinate = try coordinate(&scanner, inner, field)
            case "side":
                waypoint.side = try scanner.optionalWireEnum(WaypointSide.self, field) ?? .unspecified
            case "isFinal": waypoint.isFinal = try scanner.optionalBool(field) ?? false
            default: break
            }
        }
        scanner.position = spans.end
        return waypoint
    }
}
