import CivilCalendar
import Foundation

/// One callback of the navigator listener (or a settings change), as one line of the wire format.
public struct NavigatorEvent: Sendable, Hashable {
    /// When the event happened, in seconds (any origin, increasing within a feed); absent in
    /// feeds that carry no time. On the wire a number or an ISO 8601 string.
    public var timestamp: Double?
    /// What happened.
    public var payload: Payload

    /// Creates an event.
    public init(_ payload: Payload, timestamp: Double? = nil) {
        self.payload = payload
        self.timestamp = timestamp
    }

    /// The listener callbacks of the navigator, plus the voice-guidance setting.
    public enum Payload: Sendable, Hashable {
        /// didUpdateNavInfo: the regular update.
        case navInfo(NavInfo)
        /// didArriveAtWaypoint: once per waypoint, the final one included.
        case arrival(Waypoint)
        /// didChangeRoute: reroute, alternate route, new destinations or next leg.
        case routeChanged
        /// didUpdateRemainingTime: seconds to the next destination.
        case remainingTime(seconds: Double)
        /// didUpdateRemainingDistance: meters to the next destination.
        case remainingDistance(meters: Double)
        /// didUpdateDelayCategory: traffic on the route.
        case delayCategory(DelayCategory)
        /// didUpdateSpeedingPercentage with its alert severity.
        case speeding(percentage: Double, severity: SpeedAlertSeverity)
        /// didChangeSuggestedLightingMode.
        case lightingMode(LightingMode)
        /// The outcome of a route request.
        case routeStatus(RouteStatus)
        /// The driver changed the voice-guidance setting.
        case voiceGuidance(VoiceGuidance)
        /// The driver changed the guidance language (a BCP 47 tag, e.g. `fr-FR`): prompts from
        /// the next one on are in it.
        case locale(String)
    }

    /// The event kinds, as written in the `type` field.
    public enum Kind: String, Sendable, CaseIterable, Codable {
        case navInfo, arrival, routeChanged, remainingTime, remainingDistance, delayCategory
        case speeding, lightingMode, routeStatus, voiceGuidance, locale
    }

    /// The kind of this event.
    public var kind: Kind {
        switch payload {
        case .navInfo: .navInfo
        case .arrival: .arrival
        case .routeChanged: .routeChanged
        case .remainingTime: .remainingTime
        case .remainingDistance: .remainingDistance
        case .delayCategory: .delayCategory
        case .speeding: .speeding
        case .lightingMode: .lightingMode
        case .routeStatus: .routeStatus
        case .voiceGuidance: .voiceGuidance
        case .locale: .locale
        }
    }
}

extension NavigatorEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, timestamp, waypoint, seconds, meters, category, percentage, severity, mode, status, setting
        case isFinalDestination, routeStatus, voiceGuidance, audioGuidance, guidanceType, guidanceMode
        case locale
    }

    /// Decodes one wire line: the `type` selects the payload, whose fields sit beside it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let typeName = try container.decode(String.self, forKey: .type)
        guard let kind = Kind(rawValue: typeName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown event type \"\(typeName)\" (expected one of "
                    + Kind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        timestamp = try Self.decodeTimestamp(container)
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
    }

    /// Encodes one wire line.
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

    /// The waypoint reached; when the waypoint does not say whether it is the last stop, the
    /// event's `isFinalDestination` (Android's `ArrivalEvent`) does.
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
    private static func decode<E: WireEnum>(
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
