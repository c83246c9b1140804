import GuidanceModel

/// What a listener knows about the moment an event arrives, beside the event itself.
public struct NavigatorContext: Sendable, Hashable {
    /// The event's timestamp in seconds, when the feed carries one.
    public var timestamp: Double?
    /// The voice-guidance setting in force for this event.
    public var voiceGuidance: VoiceGuidance
    /// The 1-based line of the feed the event came from, for diagnostics; nil when not from a feed.
    public var line: Int?

    /// Creates a context.
    public init(timestamp: Double? = nil, voiceGuidance: VoiceGuidance = .alertsAndGuidance, line: Int? = nil)
    {
        self.timestamp = timestamp
        self.voiceGuidance = voiceGuidance
        self.line = line
    }
}

/// A plug-in that reacts to navigator callbacks, mirroring the SDK's listener protocol: every
/// callback is optional (defaults do nothing), and a listener may throw without stopping the others.
///
/// Threads: the navigator calls its listeners synchronously, on the thread that called
/// ``Navigator/dispatch(_:line:)``, one at a time and in the order they were added; the
/// navigator, its listeners and their state belong to one thread (or serial queue) at a time.
/// A callback that needs to wait (network, disk, audio) should hand the work to a thread of its
/// own and return, since every later listener and event waits for it.
public protocol NavigatorListener: AnyObject {
    /// The regular update, about once a second.
    func navigatorDidUpdate(_ navInfo: NavInfo, context: NavigatorContext) throws
    /// The driver reached a waypoint.
    func navigatorDidArrive(at waypoint: Waypoint, context: NavigatorContext) throws
    /// The route changed (reroute, alternate, new destinations, next leg).
    func navigatorDidChangeRoute(context: NavigatorContext) throws
    /// Seconds to the next destination changed.
    func navigatorDidUpdateRemainingTime(_ seconds: Double, context: NavigatorContext) throws
    /// Meters to the next destination changed.
    func navigatorDidUpdateRemainingDistance(_ meters: Double, context: NavigatorContext) throws
    /// Traffic on the route changed.
    func navigatorDidUpdateDelayCategory(_ category: DelayCategory, context: NavigatorContext) throws
    /// The driver's speeding state changed.
    func navigatorDidUpdateSpeeding(
        percentage: Double, severity: SpeedAlertSeverity, context: NavigatorContext) throws
    /// The suggested day/night mode changed.
    func navigatorDidChangeLightingMode(_ mode: LightingMode, context: NavigatorContext) throws
    /// A route request finished.
    func navigatorDidReceiveRouteStatus(_ status: RouteStatus, context: NavigatorContext) throws
    /// The voice-guidance setting changed; `context.voiceGuidance` is already the new one.
    func navigatorDidChangeVoiceGuidance(_ setting: VoiceGuidance, context: NavigatorContext) throws
    /// The driver chose another guidance language (a BCP 47 tag): what is said and shown from the
    /// next prompt on is in it, and nothing prepared in the old one is spoken.
    func navigatorDidChangeLocale(_ tag: String, context: NavigatorContext) throws
    /// The feed ended: flush whatever is pending.
    func navigatorDidFinish(context: NavigatorContext) throws
}

extension NavigatorListener {
    /// Does nothing.
    public func navigatorDidUpdate(_ navInfo: NavInfo, context: NavigatorContext) throws {}
    /// Does nothing.
    public func navigatorDidArrive(at waypoint: Waypoint, context: NavigatorContext) throws {}
    /// Does nothing.
    public func navigatorDidChangeRoute(context: NavigatorContext) throws {}
    /// Does nothing.
    public func navigatorDidUpdateRemainingTime(_ seconds: Double, context: NavigatorContext) throws {}
    /// Does nothing.
    public func navigatorDidUpdateRemainingDistance(_ meters: Double, context: NavigatorContext) throws {}
    /// Does nothing.
    public func navigatorDidUpdateDelayCategory(_ category: DelayCategory, context: NavigatorContext) throws {
    }
    /// Does nothing.
    public func navigatorDidUpdateSpeeding(
        percentage: Double, severity: SpeedAlertSeverity, context: NavigatorContext
    ) throws {}
    /// Does nothing.
    public func navigatorDidChangeLightingMode(_ mode: LightingMode, context: NavigatorContext) throws {}
    /// Does nothing.
    public func navigatorDidReceiveRouteStatus(_ status: RouteStatus, context: NavigatorContext) throws {}
    /// Does nothing.
    public func navigatorDidChangeVoiceGuidance(_ setting: VoiceGuidance, context: NavigatorContext) throws {}
    /// Does nothing.
    public func navigatorDidChangeLocale(_ tag: String, context: NavigatorContext) throws {}
    /// Does nothing.
    public func navigatorDidFinish(context: NavigatorContext) throws {}
}
