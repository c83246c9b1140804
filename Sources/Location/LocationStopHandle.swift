import Glibc
import Synchronization

/// Ends a blocked source from another thread: ``stop()`` wakes a source waiting for input or
/// sleeping before a reconnect, and its `next()` then returns nil. A self-pipe makes the wake-up
/// immediate instead of waiting for the next timeout.
public final class LocationStopHandle: Sendable {
    private let stopped = Atomic<Bool>(false)
    private let readEnd: Int32
    private let writeEnd: Int32

    /// Creates a handle that has not been stopped.
    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Asks the source to end; safe from any thread, any number of times.
    public func stop() {
        stopped.store(true, ordering: .sequentiallyConsistent)
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Whether ``stop()`` has been called.
    public var isStopped: Bool { stopped.load(ordering: .sequentiallyConsistent) }

    /// Sleeps `seconds` (a receiver's pace, a simulated one's real time), waking early once
    /// stopped: true when the time has passed, false when stopped.
    public func sleep(seconds: Double) -> Bool {
        DescriptorIO.sleep(seconds, stop: self)
    }

    /// The descriptor that becomes readable once stopped, for `poll` (-1 when no pipe could be
    /// made; then the flag is checked at each timeout).
    var wakeDescriptor: Int32 { readEnd }
}
