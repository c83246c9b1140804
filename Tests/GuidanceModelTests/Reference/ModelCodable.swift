import CivilCalendar
import Foundation

@testable import GuidanceModel

// The model's reference `Codable` conformances (see CodableReference.swift): the SDKs' spellings,
// defaults, clamping and cut names of docs/events.md, read through Foundation.

extension Coordinate: Codable {
    private enum CodingKeys: String, CodingKey {
        case latitude, longitude, lat, lng, lon
    }

    /// Any accepted spelling; positions off the globe are rejected.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let (latitude, longitude) = try Self.degrees(container)
        try self.init(validating: latitude, longitude, in: container)
    }

    /// A waypoint's position: iOS's invalid-coordinate marker is no position rather than an error.
    static func waypointPosition(from decoder: any Decoder) throws -> Coordinate? {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let (latitude, longitude) = try degrees(container)
        if isInvalidMarker(latitude: latitude, longitude: longitude) { return nil }
        return try Coordinate(validating: latitude, longitude, in: container)
    }

    private static func degrees(_ container: KeyedDecodingContainer<CodingKeys>) throws -> (Double, Double) {
        let latitude =
            try container.decodeIfPresent(Double.self, forKey: .latitude)
            ?? container.decode(Double.self, forKey: .lat)
        let longitude =
            try container.decodeIfPresent(Double.self, forKey: .longitude)
            ?? container.decodeIfPresent(Double.self, forKey: .lng)
            ?? container.decode(Double.self, forKey: .lon)
        return (latitude, longitude)
    }

    private init(
        validating latitude: Double, _ longitude: Double, in container: KeyedDecodingContainer<CodingKeys>
    ) throws {
        guard (-90...90).contains(latitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .latitude, in: container, debugDescription: "latitude \(latitude) is outside -90...90"
            )
        }
        guard (-180...180).contains(longitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .longitude, in: container,
                debugDescription: "longitude \(longitude) is outside -180...180")
        }
        self.init(latitude: latitude, longitude: longitude)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
    }
}

/// A waypoint's position as decoded: absent when iOS marked it invalid.
struct WaypointPosition: Decodable {
    var coordinate: Coordinate?

    init(from decoder: any Decoder) throws {
        coordinate = try Coordinate.waypointPosition(from: decoder)
    }
}

extension RoadSnappedLocation: Codable {
    private enum CodingKeys: String, CodingKey {
        case bearing, speed
    }

    /// The coordinate from the same object; invalid bearings and speeds are dropped.
    public init(from decoder: any Decoder) throws {
        let coordinate = try Coordinate(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let bearing = try container.decodeIfPresent(Double.self, forKey: .bearing).flatMap(
            Self.normalizedBearing)
        let speed = try container.decodeIfPresent(Double.self, forKey: .speed).flatMap {
            $0.isFinite && $0 >= 0 ? $0 : nil
        }
        self.init(coordinate: coordinate, bearing: bearing, speed: speed)
    }

    public func encode(to encoder: any Encoder) throws {
        try coordinate.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(bearing, forKey: .bearing)
        try container.encodeIfPresent(speed, forKey: .speed)
    }
}

extension LaneDirection: Codable {
    private enum CodingKeys: String, CodingKey {
        case shape, laneShape, recommended, isRecommended
    }

    /// Our spelling (`shape`, `recommended`) or the SDKs' (`laneShape`, `isRecommended`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let shapeKey = container.firstPresent(Spelling.laneShape) else {
            throw DecodingError.keyNotFound(
                CodingKeys.shape, .init(codingPath: container.codingPath, debugDescription: "missing"))
        }
        let shape = try container.decode(LaneShape.self, forKey: shapeKey)
        guard let recommendedKey = container.firstPresent(Spelling.recommended) else {
            throw DecodingError.keyNotFound(
                CodingKeys.recommended, .init(codingPath: container.codingPath, debugDescription: "missing"))
        }
        self.init(shape: shape, isRecommended: try container.decode(Bool.self, forKey: recommendedKey))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shape, forKey: .shape)
        try container.encode(isRecommended, forKey: .recommended)
    }
}

extension Lane: Codable {
    private enum CodingKeys: String, CodingKey {
        case directions, laneDirections
    }

    /// Our `directions` or the SDKs' `laneDirections`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.firstPresent(Spelling.laneDirections) else {
            throw DecodingError.keyNotFound(
                CodingKeys.directions, .init(codingPath: container.codingPath, debugDescription: "missing"))
        }
        self.init(directions: try container.decode([LaneDirection].self, forKey: key))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(directions, forKey: .directions)
    }
}

extension Waypoint: Codable {
    private enum CodingKeys: String, CodingKey {
        case title, placeId, coordinate, side, isFinal
    }

    /// Defaults (no side, not final), the SDKs' spellings, iOS's invalid coordinate as none, the
    /// title cut to the bound.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpellingKey.self)
        let title = try container.decodeNameIfPresent(
            SpellingKey("title"), notes: FieldNoteCollector.of(decoder))
        let placeId = try container.firstPresent(Spelling.placeId).flatMap {
            try container.decodeIfPresent(String.self, forKey: $0)
        }
        let coordinate = try container.firstPresent(Spelling.waypointCoordinate).flatMap {
            try container.decodeIfPresent(WaypointPosition.self, forKey: $0)?.coordinate
        }
        let side =
            try container.decodeIfPresent(WaypointSide.self, forKey: SpellingKey("side")) ?? .unspecified
        let isFinal =
            try container.firstPresent(Spelling.waypointFinal).flatMap {
                try container.decodeIfPresent(Bool.self, forKey: $0)
            } ?? false
        self.init(title: title, placeId: placeId, coordinate: coordinate, side: side, isFinal: isFinal)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(placeId, forKey: .placeId)
        try container.encodeIfPresent(coordinate, forKey: .coordinate)
        try container.encode(side, forKey: .side)
        try container.encode(isFinal, forKey: .isFinal)
    }

    /// Whether an encoded waypoint says itself whether it is the last stop.
    static func saysWhetherFinal(_ container: KeyedDecodingContainer<SpellingKey>) -> Bool {
        Spelling.waypointFinal.contains { container.contains(SpellingKey($0)) }
    }
}

extension StepInfo: Codable {
    private enum CodingKeys: String, CodingKey {
        case maneuver, fullRoadName, simpleRoadName, fullInstructionText, exitNumber, roundaboutTurnNumber
        case drivingSide, stepNumber, distanceFromPrevStepMeters, timeFromPrevStepSeconds, lanes, destinations
        case roundaboutName
    }

    /// The SDK's defaults for absent fields, distances and times clamped, the wrappers' spellings,
    /// names cut to the bound.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpellingKey.self)
        let notes = FieldNoteCollector.of(decoder)
        func key(_ name: String) -> SpellingKey { SpellingKey(name) }
        let maneuver = try container.decode(Maneuver.self, forKey: key("maneuver"))
        let fullRoadName = try container.decodeNameIfPresent(key("fullRoadName"), notes: notes)
        let simpleRoadName = try container.decodeNameIfPresent(key("simpleRoadName"), notes: notes)
        let fullInstructionText = try container.firstPresent(Spelling.instructionText).flatMap {
            try container.decodeNameIfPresent($0, notes: notes)
        }
        let exitNumber = try container.decodeNameIfPresent(key("exitNumber"), notes: notes)
        let roundaboutTurnNumber = try container.decodeIntegerIfPresent(key("roundaboutTurnNumber")) ?? -1
        let drivingSide =
            try container.decodeIfPresent(DrivingSide.self, forKey: key("drivingSide")) ?? .right
        let stepNumber = try container.decodeIntegerIfPresent(key("stepNumber")) ?? 0
        let distance =
            try container.firstPresent(Spelling.stepDistance).flatMap { try container.decodeClamped($0) } ?? 0
        let time =
            try container.firstPresent(Spelling.stepTime).flatMap { try container.decodeClamped($0) } ?? 0
        let lanes = try container.decodeIfPresent([Lane].self, forKey: key("lanes")) ?? []
        let destinations = try container.decodeNameIfPresent(key("destinations"), notes: notes)
        let roundaboutName = try container.decodeNameIfPresent(key("roundaboutName"), notes: notes)
        self.init(
            maneuver: maneuver, fullRoadName: fullRoadName, simpleRoadName: simpleRoadName,
            fullInstructionText: fullInstructionText, exitNumber: exitNumber,
            roundaboutTurnNumber: roundaboutTurnNumber, drivingSide: drivingSide, stepNumber: stepNumber,
            distanceFromPrevStepMeters: distance, timeFromPrevStepSeconds: time, lanes: lanes,
            destinations: destinations, roundaboutName: roundaboutName)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(maneuver, forKey: .maneuver)
        try container.encodeIfPresent(fullRoadName, forKey: .fullRoadName)
        try container.encodeIfPresent(simpleRoadName, forKey: .simpleRoadName)
        try container.encodeIfPresent(fullInstructionText, forKey: .fullInstructionText)
        try container.encodeIfPresent(exitNumber, forKey: .exitNumber)
        try container.encode(roundaboutTurnNumber, forKey: .roundaboutTurnNumber)
        try container.encode(drivingSide, forKey: .drivingSide)
        try container.encode(stepNumber, forKey: .stepNumber)
        try container.encode(distanceFromPrevStepMeters, forKey: .distanceFromPrevStepMeters)
        try container.encode(timeFromPrevStepSeconds, forKey: .timeFromPrevStepSeconds)
        if !lanes.isEmpty { try container.encode(lanes, forKey: .lanes) }
        try container.encodeIfPresent(destinations, forKey: .destinations)
        try container.encodeIfPresent(roundaboutName, forKey: .roundaboutName)
    }
}

extension NavInfo: Codable {
    private enum CodingKeys: String, CodingKey {
        case navState, currentStep, remainingSteps, routeChanged
        case distanceToCurrentStepMeters, timeToCurrentStepSeconds
        case distanceToFinalDestinationMeters, timeToFinalDestinationSeconds
        case distanceToNextDestinationMeters, timeToNextDestinationSeconds
        case speedMetersPerSecond, location
    }

    /// Defaults for absent fields; distances, times and speed clamped, an absent one unknown.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpellingKey.self)
        func key(_ name: String) -> SpellingKey { SpellingKey(name) }
        let navState = try container.decodeIfPresent(NavState.self, forKey: key("navState")) ?? .unknown
        let currentStep = try container.decodeIfPresent(StepInfo.self, forKey: key("currentStep"))
        let remainingSteps =
            try container.firstPresent(Spelling.remainingSteps).flatMap {
                try container.decodeIfPresent([StepInfo].self, forKey: $0)
            } ?? []
        let routeChanged = try container.decodeIfPresent(Bool.self, forKey: key("routeChanged")) ?? false
        self.init(
            navState: navState, currentStep: currentStep, remainingSteps: remainingSteps,
            routeChanged: routeChanged,
            distanceToCurrentStepMeters: try container.decodeClamped(key("distanceToCurrentStepMeters")),
            timeToCurrentStepSeconds: try container.decodeClamped(key("timeToCurrentStepSeconds")),
            distanceToFinalDestinationMeters: try container.decodeClamped(
                key("distanceToFinalDestinationMeters")),
            timeToFinalDestinationSeconds: try container.decodeClamped(key("timeToFinalDestinationSeconds")),
            distanceToNextDestinationMeters: try container.decodeClamped(
                key("distanceToNextDestinationMeters")),
            timeToNextDestinationSeconds: try container.decodeClamped(key("timeToNextDestinationSeconds")),
            speedMetersPerSecond: try container.decodeClamped(key("speedMetersPerSecond")),
            location: try container.decodeIfPresent(RoadSnappedLocation.self, forKey: key("location")))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(navState, forKey: .navState)
        try container.encodeIfPresent(currentStep, forKey: .currentStep)
        try container.encode(remainingSteps, forKey: .remainingSteps)
        try container.encode(routeChanged, forKey: .routeChanged)
        try container.encodeIfPresent(distanceToCurrentStepMeters, forKey: .distanceToCurrentStepMeters)
        try container.encodeIfPresent(timeToCurrentStepSeconds, forKey: .timeToCurrentStepSeconds)
        try container.encodeIfPresent(
            distanceToFinalDestinationMeters, forKey: .distanceToFinalDestinationMeters)
        try container.encodeIfPresent(timeToFinalDestinationSeconds, forKey: .timeToFinalDestinationSeconds)
        try container.encodeIfPresent(
            distanceToNextDestinationMeters, forKey: .distanceToNextDestinationMeters)
        try container.encodeIfPresent(timeToNextDestinationSeconds, forKey: .timeToNextDestinationSeconds)
        try container.encodeIfPresent(speedMetersPerSecond, forKey: .speedMetersPerSecond)
        try container.encodeIfPresent(location, forKey: .location)
    }
}

extension NavigatorEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, timestamp, waypoint, seconds, meters, category, percentage, severity, mode, status, setting
        case isFinalDestination, routeStatus, voiceGuidance, audioGuidance, guidanceType, guidanceMode
        case locale
    }

    /// One wire line: the `type` selects the payload, whose fields sit beside it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let typeName = try container.decode(String.self, forKey: .type)
        guard let kind = Kind(rawValue: typeName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown event type \"\(typeName)\" (expected one of "
                    + Kind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        let timestamp = try Self.decodeTimestamp(container)
        let payload: Payload
        switch kind {
        case .navInfo:
            payload = .navInfo(try NavInfo(from: decoder))
        case .arrival:
            payload = .arrival(try Self.decodeArrival(container))
        case .routeChanged:
            payload = .routeChanged
        case .remainingTime:
            payload = .remainingTime(seconds: try container.decodeClamped(.seconds) ?? 0)
        case .remainingDistance:
            payload = .remainingDistance(meters: try container.decodeClamped(.meters) ?? 0)
        case .delayCategory:
            payload = .delayCategory(try container.decode(DelayCategory.self, forKey: .category))
        case .speeding:
            let percentage = try container.decodeIfPresent(Double.self, forKey: .percentage) ?? 0
            let severity = try container.decodeIfPresent(SpeedAlertSeverity.self, forKey: .severity)
            payload = .speeding(
                percentage: percentage.isFinite ? percentage : -1,
                severity: severity ?? (percentage > 0 ? .unknown : .notSpeeding))
        case .lightingMode:
            payload = .lightingMode(try container.decode(LightingMode.self, forKey: .mode))
        case .routeStatus:
            payload = .routeStatus(
                try Self.decode(RouteStatus.self, .status, Spelling.routeStatus, container))
        case .voiceGuidance:
            payload = .voiceGuidance(
                try Self.decode(VoiceGuidance.self, .setting, Spelling.voiceSetting, container))
        case .locale:
            let tag = try container.decode(String.self, forKey: .locale)
            if let problem = LocaleSetting.problem(with: tag) {
                throw DecodingError.dataCorruptedError(
                    forKey: .locale, in: container, debugDescription: problem)
            }
            payload = .locale(tag)
        }
        self.init(payload, timestamp: timestamp)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .type)
        try container.encodeIfPresent(timestamp, forKey: .timestamp)
        switch payload {
        case .navInfo(let info): try info.encode(to: encoder)
        case .arrival(let waypoint): try container.encode(waypoint, forKey: .waypoint)
        case .routeChanged: break
        case .remainingTime(let seconds): try container.encode(seconds, forKey: .seconds)
        case .remainingDistance(let meters): try container.encode(meters, forKey: .meters)
        case .delayCategory(let category): try container.encode(category, forKey: .category)
        case .speeding(let percentage, let severity):
            try container.encode(percentage, forKey: .percentage)
            try container.encode(severity, forKey: .severity)
        case .lightingMode(let mode): try container.encode(mode, forKey: .mode)
        case .routeStatus(let status): try container.encode(status, forKey: .status)
        case .voiceGuidance(let setting): try container.encode(setting, forKey: .setting)
        case .locale(let tag): try container.encode(tag, forKey: .locale)
        }
    }

    /// The waypoint reached; when it does not say whether it is the last stop, the event does.
    private static func decodeArrival(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Waypoint {
        var waypoint = try container.decode(Waypoint.self, forKey: .waypoint)
        let inner = try container.nestedContainer(keyedBy: SpellingKey.self, forKey: .waypoint)
        if !Waypoint.saysWhetherFinal(inner),
            let isFinal = try container.decodeIfPresent(Bool.self, forKey: .isFinalDestination)
        {
            waypoint.isFinal = isFinal
        }
        return waypoint
    }

    /// A required enum field under the first of its spellings present; missing under ours.
    private static func decode<E: WireEnum & Decodable>(
        _ type: E.Type, _ ours: CodingKeys, _ spellings: [String],
        _ container: KeyedDecodingContainer<CodingKeys>
    ) throws -> E {
        guard let key = container.firstPresent(spellings) else {
            throw DecodingError.keyNotFound(
                ours, .init(codingPath: container.codingPath, debugDescription: "missing"))
        }
        return try container.decode(type, forKey: key)
    }

    private static func decodeTimestamp(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Double? {
        guard container.contains(.timestamp), try !container.decodeNil(forKey: .timestamp) else { return nil }
        if let seconds = try? container.decode(Double.self, forKey: .timestamp) {
            guard seconds.isFinite else { return nil }
            return seconds
        }
        let text = try container.decode(String.self, forKey: .timestamp)
        guard let seconds = ISO8601Instant.secondsSince1970(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .timestamp, in: container,
                debugDescription: "\"\(text)\" is neither seconds nor an ISO 8601 date-time")
        }
        return seconds
    }
}
