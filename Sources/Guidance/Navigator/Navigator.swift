import GuidanceModel

/// The listener registry and settings holder, mirroring the SDK's navigator: events go in, every
/// registered listener hears them in the order it was added.
public final class Navigator {
    /// A listener that threw while handling an event; the others still ran.
    public struct ListenerFailure: Error {
        /// The listener's type name, for the diagnostic.
        public var listener: String
        /// The event kind it failed on; `navInfo` for a failure in ``Navigator/finish()``, which
        /// no event kind names (its callers report those as the feed's end).
        public var event: NavigatorEvent.Kind
        /// What it threw.
        public var error: any Error
    }

    private var listeners: [any NavigatorListener] = []

    /// The voice-guidance setting in force; changed by `voiceGuidance` events or directly.
    public private(set) var voiceGuidance: VoiceGuidance

    /// The guidance language last chosen by a `locale` event or ``setLocale(_:timestamp:)``; nil
    /// while the one the listeners were made with is in force.
    public private(set) var locale: String?

    /// Creates a navigator with the SDK's default setting (alerts and guidance).
    public init(voiceGuidance: VoiceGuidance = .alertsAndGuidance) {
        self.voiceGuidance = voiceGuidance
    }

    /// The registered listeners, in dispatch order.
    public var registeredListeners: [any NavigatorListener] { listeners }

    /// Adds a listener at the end; adding one already registered does nothing.
    public func addListener(_ listener: any NavigatorListener) {
        guard !listeners.contains(where: { $0 === listener }) else { return }
        listeners.append(listener)
    }

    /// Removes a listener; the others keep their order.
    public func removeListener(_ listener: any NavigatorListener) {
        listeners.removeAll { $0 === listener }
    }

    /// Changes the voice-guidance setting, as the SDK's setter does, and tells the listeners.
    @discardableResult
    public func setVoiceGuidance(_ setting: VoiceGuidance, timestamp: Double? = nil) -> [ListenerFailure] {
        dispatch(NavigatorEvent(.voiceGuidance(setting), timestamp: timestamp))
    }

    /// Changes the guidance language (a BCP 47 tag such as `fr-FR`), as the voice-guidance setter
    /// changes the setting: the listeners speak and show the new language from the next prompt on.
    @discardableResult
    public func setLocale(_ tag: String, timestamp: Double? = nil) -> [ListenerFailure] {
        dispatch(NavigatorEvent(.locale(tag), timestamp: timestamp))
    }

    /// Hands one event to every listener; returns the failures of listeners that threw.
    @discardableResult
    public func dispatch(_ event: NavigatorEvent, line: Int? = nil) -> [ListenerFailure] {
        switch event.payload {
        case .voiceGuidance(let setting): voiceGuidance = setting
        case .locale(let tag): locale = tag
        default: break
        }
        let context = NavigatorContext(timestamp: event.timestamp, voiceGuidance: voiceGuidance, line: line)
        return forEachListener(event.kind) { try deliver(event.payload, to: $0, context: context) }
    }

    /// Tells every listener that the feed ended.
    @discardableResult
    public func finish() -> [ListenerFailure] {
        let context = NavigatorContext(voiceGuidance: voiceGuidance)
        return forEachListener(.navInfo) { try $0.navigatorDidFinish(context: context) }
    }

    /// Calls `body` with every listener in turn; the failures of those that threw, as of `kind`.
    private func forEachListener(
        _ kind: NavigatorEvent.Kind, _ body: (any NavigatorListener) throws -> Void
    ) -> [ListenerFailure] {
        var failures: [ListenerFailure] = []
        for listener in listeners {
            do {
                try body(listener)
            } catch {
                failures.append(
                    ListenerFailure(
                        listener: String(describing: type(of: listener)), event: kind, error: error))
            }
        }
        return failures
    }

    private func deliver(
        _ payload: NavigatorEvent.Payload, to listener: any NavigatorListener, context: NavigatorContext
    ) throws {
        switch payload {
        case .navInfo(let info): try listener.navigatorDidUpdate(info, context: context)
        case .arrival(let waypoint): try listener.navigatorDidArrive(at: waypoint, context: context)
        case .routeChanged: try listener.navigatorDidChangeRoute(context: context)
        case .remainingTime(let seconds):
            try listener.navigatorDidUpdateRemainingTime(seconds, context: context)
        case .remainingDistance(let meters):
            try listener.navigatorDidUpdateRemainingDistance(meters, context: context)
        case .delayCategory(let category):
            try listener.navigatorDidUpdateDelayCategory(category, context: context)
        case .speeding(let percentage, let severity):
            try listener.navigatorDidUpdateSpeeding(
                percentage: percentage, severity: severity, context: context)
        case .lightingMode(let mode): try listener.navigatorDidChangeLightingMode(mode, context: context)
        case .routeStatus(let status): try listener.navigatorDidReceiveRouteStatus(status, context: context)
        case .voiceGuidance(let setting):
            try listener.navigatorDidChangeVoiceGuidance(setting, context: context)
        case .locale(let tag): try listener.navigatorDidChangeLocale(tag, context: context)
        }
    }
}
