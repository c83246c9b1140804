/// The follower's time: seconds since its first fix, from the fixes' own times (never a wall
/// clock), so that replaying a recorded drive gives the same events.
struct FollowerClock: Sendable {
    /// The receiver time of second 0.
    private var origin: Double?
    /// The receiver time of the last timed fix taken.
    private var lastReceiverTime: Double?
    /// The time of the last fix taken, on the follower's scale.
    private(set) var now: Double?

    /// The follower's time of a fix taken at receiver time `time`, or nil when the fix is not
    /// newer than the last timed one (a duplicate or an out-of-order report, which is dropped).
    /// A fix without a time happens at the last fix's time (0 before any).
    mutating func stamp(_ time: Double?) -> Double? {
        guard let time, time.isFinite else {
            let current = now ?? 0
            now = current
            return current
        }
        if let lastReceiverTime, time <= lastReceiverTime { return nil }
        let start = origin ?? (time - (now ?? 0))
        origin = start
        lastReceiverTime = time
        let relative = max(time - start, now ?? 0)
        now = relative
        return relative
    }
}
