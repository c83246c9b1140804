/// Exponential backoff between reconnection attempts: the initial delay, doubled after each
/// failure up to a cap, back to the initial delay after a successful connection. Keeps a dead
/// gpsd from being hammered while a brief restart is recovered from quickly.
public struct ReconnectBackoff: Sendable, Hashable {
    /// The first delay, in seconds.
    public let initial: Double
    /// The largest delay, in seconds.
    public let maximum: Double
    private var upcoming: Double

    /// Creates a backoff starting at `initial` seconds, capped at `maximum`.
    public init(initial: Double, maximum: Double) {
        let start = initial.isFinite && initial > 0 ? initial : 0.25
        self.initial = start
        self.maximum = maximum.isFinite ? max(maximum, start) : start
        upcoming = start
    }

    /// The delay before the next attempt; the one after it doubles, up to the cap.
    public mutating func nextDelay() -> Double {
        let delay = upcoming
        upcoming = min(upcoming * 2, maximum)
        return delay
    }

    /// Starts over at the initial delay (after a successful connection).
    public mutating func reset() {
        upcoming = initial
    }
}
