import GuidanceModel

/// Something a location source or the screen reports instead of a fix. None of these stop a
/// source: they are news for the route follower (the GPS is in a gap, the feed reconnected) and
/// for the log (line 17 of the NMEA file has a bad checksum).
public enum LocationIssue: Sendable, Hashable, CustomStringConvertible {
    /// A line of input could not be used: `line` is its 1-based number in the stream since the
    /// source started, `reason` says what is wrong with it.
    case malformedInput(line: Int, reason: String)
    /// The receiver itself reported an error (gpsd's `ERROR` class) on input line `line`.
    case receiverError(line: Int, message: String)
    /// The receiver is alive but has no position (a tunnel, a cold start); `time` is the report's
    /// time when it had one. The route follower should coast, not stop.
    case noPosition(time: Double?)
    /// A fix arrived out of order or too late to describe the present; it was not passed on.
    case staleFix(Fix, StaleReason)
    /// A fix implies an impossible speed from the last accepted one; it was not passed on (a
    /// real relocation is accepted once the following fixes confirm it).
    case jump(Fix, meters: Double, impliedSpeed: Double)
    /// The connection to the receiver ended or went silent; the source will try again.
    case disconnected(reason: String)
    /// The source waits this long before its next connection attempt.
    case reconnecting(afterSeconds: Double)
    /// A connection to the receiver was (re-)established; fixes follow.
    case connected

    /// Why a fix was called stale.
    public enum StaleReason: Sendable, Hashable, CustomStringConvertible {
        /// Its time is not later than the last accepted fix's time.
        case notNewerThanLastAccepted(lastAcceptedTime: Double)
        /// It is more than the allowed age behind the newest time seen.
        case olderThanNewest(bySeconds: Double)

        /// A short English explanation for logs.
        public var description: String {
            switch self {
            case .notNewerThanLastAccepted(let last):
                "its time is not later than the last accepted fix's (\(last))"
            case .olderThanNewest(let seconds):
                "it is \(seconds) s behind the newest time seen"
            }
        }
    }

    /// A measure in whole units; one beyond any whole number (the infinite speed of fixes with
    /// no time between them) as it is.
    private static func whole(_ value: Double) -> String {
        abs(value) < 1e15 ? String(Int64(value.rounded())) : "\(value)"
    }

    /// A one-line English description for logs and the command line.
    public var description: String {
        switch self {
        case .malformedInput(let line, let reason): "line \(line): \(reason)"
        case .receiverError(let line, let message): "line \(line): receiver error: \(message)"
        case .noPosition(let time): "no position" + (time.map { " at \($0)" } ?? "")
        case .staleFix(_, let reason): "stale fix ignored: \(reason)"
        case .jump(_, let meters, let speed):
            "fix ignored: a jump of \(Self.whole(meters)) m implies \(Self.whole(speed)) m/s"
        case .disconnected(let reason): "disconnected: \(reason)"
        case .reconnecting(let seconds): "reconnecting in \(seconds) s"
        case .connected: "connected"
        }
    }
}
