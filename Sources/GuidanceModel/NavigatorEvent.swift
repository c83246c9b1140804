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
    public enum Kind: String, Sendable, CaseIterable {
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
