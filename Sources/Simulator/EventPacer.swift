import GuidanceModel

/// Plays timestamped events back at their original relative timing: the thin real-time layer over
/// ``NavigationSimulation`` and over recorded feeds. The arithmetic is pure (``offsets(for:)``);
/// only ``play(_:until:)`` sleeps.
public struct EventPacer: Sendable {
    /// How much faster than recorded to play (2 = twice as fast); non-positive means 1.
    public var rate: Double

    /// The longest delay from the first event that ``play(_:until:)`` waits for, in seconds
    /// (the event feed's ceiling for times): later events are due then.
    public static let longestDelaySeconds = 1.0e9

    /// Creates a pacer.
    public init(rate: Double = 1) {
        self.rate = rate
    }

    /// For each event, the seconds after the first one at which it is due, never decreasing:
    /// events without a timestamp, or stamped earlier than their predecessor, are due at once.
    public static func offsets(for timestamps: [Double?]) -> [Double] {
        var offsets = Offsets()
        return timestamps.map { offsets.next($0) }
    }

    /// The running state of ``offsets(for:)``: the first timestamp and the latest offset.
    private struct Offsets {
        var origin: Double?
        var latest = 0.0

        /// The offset of the next event, stamped `timestamp`.
        mutating func next(_ timestamp: Double?) -> Double {
            guard let timestamp, timestamp.isFinite else { return latest }
            if let origin { latest = Swift.max(latest, timestamp - origin) } else { origin = timestamp }
            return latest
        }
    }

    /// How long after the first event one `offset` seconds later is due at `rate`: a recording's
    /// timestamps are any doubles, so the delay is clamped (to ``longestDelaySeconds``) before it
    /// becomes an integer number of milliseconds.
    static func delay(_ offset: Double, rate: Double) -> Duration {
        let seconds = offset / rate
        guard seconds > 0 else { return .zero }
        return .milliseconds(Int64((Swift.min(seconds, longestDelaySeconds) * 1000).rounded()))
    }

    /// Delivers each event when it is due, sleeping in between, until `deliver` returns false (a
    /// reader that went away, a closed pipe, ends the drive at once instead of being written to,
    /// in vain, for the rest of its length) or the task is cancelled.
    public func play(
        _ events: some Sequence<NavigatorEvent>, until deliver: (NavigatorEvent) async -> Bool
    ) async {
        let clock = ContinuousClock()
        let start = clock.now
        let speed = rate.isFinite && rate > 0 ? rate : 1
        var offsets = Offsets()
        for event in events {
            let due = start.advanced(by: Self.delay(offsets.next(event.timestamp), rate: speed))
            if due > clock.now {
                do {
                    try await clock.sleep(until: due)
                } catch {
                    return
                }
            }
            if Task.isCancelled { return }
            guard await deliver(event) else { return }
        }
    }
}
