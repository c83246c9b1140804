import Glibc

/// What waiting on a descriptor came back with.
public enum ReadinessResult: Sendable, Equatable {
    /// The descriptor has one of the events asked for (or an error or hang-up to read).
    case ready
    /// The deadline passed first.
    case timedOut
    /// The wake descriptor became readable first: someone asked the waiter to give up.
    case woken
    /// `poll(2)` itself failed with this `errno`.
    case failed(Int32)
}

/// Waiting for a descriptor with a deadline and a wake descriptor: the one `poll(2)` loop of
/// the connectors, the writers that meet a full socket and the sources that read from gpsd or a
/// serial port. A deadline is an instant rather than a timeout, so that a caller with several
/// steps (connect, send, receive) keeps one limit for all of them; the wake descriptor (the read
/// end of a self-pipe) lets another thread end a wait at once instead of at the next timeout.
public enum Readiness {
    /// Waits until `descriptor` (ignored when negative) has `events`, `wake` (ignored when
    /// negative) becomes readable, or `deadline` passes (nil: no limit). Interruptions are retried.
    public static func wait(
        for descriptor: Int32, events: Int16, deadline: ContinuousClock.Instant?, wake: Int32 = -1
    ) -> ReadinessResult {
        while true {
            var waitMilliseconds: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                if left <= .zero { return .timedOut }
                waitMilliseconds = milliseconds(roundingUp: left)
            }
            var entries = [
                pollfd(fd: descriptor, events: events, revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            let result = poll(&entries, nfds_t(entries.count), waitMilliseconds)
            if result < 0 {
                let code = errno
                if code == EINTR { continue }
                return .failed(code)
            }
            if wake >= 0 && entries[1].revents != 0 { return .woken }
            if descriptor >= 0 && entries[0].revents != 0 { return .ready }
        }
    }

    /// Whether `descriptor` is readable now, without waiting: a wake descriptor that was
    /// signalled while the caller was busy elsewhere.
    public static func isReadable(_ descriptor: Int32) -> Bool {
        guard descriptor >= 0 else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents != 0
    }

    /// A duration as a `poll(2)` timeout: whole milliseconds, rounded up so that a wait never
    /// ends before its deadline, clamped to what `poll` takes.
    static func milliseconds(roundingUp duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }
}
