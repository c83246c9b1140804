import GuidanceModel

/// Plays timestamped events back at their original relative timing: the thin real-time layer over
/// ``NavigationSimulation`` and over recorded feeds. The arithmetic is pure (``offsets(for:)``);
/// only ``play(_:deliver:)`` sleeps.
public struct EventPacer: Sendable {
    /// How much faster than recorded to play (2 = twice as fast); non-positive means 1.
    public var rate: Double

    /// Creates a pacer.
    public init(rate: Double = 1) {
        self.rate = rate
    }

    /// For each event, the seconds after the first one at which it is due, never decreasing:
    /// events without a timestamp, or stamped earlier than their predecessor, are due at once.
    public static func offsets(for timestamps: [Double?]) -> [Double] {
        var origin: Double?
        var latest = 0.0
        return timestamps.map { timestamp in
            guard let timestamp, timestamp.isFinite else { return latest }
            guard let start = origin else {
                origin = timestamp
                return latest
            }
            latest = Swift.max(latest, timestamp - start)
            return latest
        }
    }

    /// Delivers each event when it is due, sleeping in between; stops early if the task is
    /// cancelled.
    public func play(
        _ events: some Sequence<NavigatorEvent>, deliver: (NavigatorEvent) async -> Void
    ) async {
        let clock = ContinuousClock()
        let start = clock.now
        let speed = rate.isFinite && rate > 0 ? rate : 1
        var origin: Double?
        var latest = 0.0
        for event in events {
            if let timestamp = event.timestamp, timestamp.isFinite {
                if let first = origin {
                    latest = Swift.max(latest, timestamp - first)
                } else {
                    origin = timestamp
                }
            }
            let due = start.advanced(by: .milliseconds(Int64((latest / speed * 1000).rounded())))
            if due > clock.now {
                do {
                    try await clock.sleep(until: due)
                } catch {
                    return
                }
            }
            if Task.isCancelled { return }
            await deliver(event)
        }
    }
}
