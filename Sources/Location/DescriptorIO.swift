import Glibc

/// An open file descriptor: closed when the last reference goes unless it was borrowed (stdin,
/// a caller's descriptor).
final class OpenDescriptor {
    let value: Int32
    private let closesOnRelease: Bool

    init(_ value: Int32, closesOnRelease: Bool) {
        self.value = value
        self.closesOnRelease = closesOnRelease
    }

    deinit {
        if closesOnRelease { close(value) }
    }
}

/// The blocking reads, writes and waits of the sources, each interruptible by a
/// ``LocationStopHandle`` and bounded by an optional timeout.
enum DescriptorIO {
    /// What a read came back with.
    enum ReadResult: Equatable {
        case bytes([UInt8])
        case endOfInput
        case timedOut
        case stopped
        case failed(String)
    }

    /// What waiting on a descriptor came back with.
    enum WaitResult: Equatable {
        case ready
        case timedOut
        case stopped
        case failed(String)
    }

    /// Reads what is available (at most 64 KiB), waiting up to `timeout` seconds (nil: forever).
    static func read(_ descriptor: Int32, timeout: Double?, stop: LocationStopHandle) -> ReadResult {
        while true {
            switch wait(for: descriptor, events: Int16(POLLIN), timeout: timeout, stop: stop) {
            case .ready: break
            case .timedOut: return .timedOut
            case .stopped: return .stopped
            case .failed(let reason): return .failed(reason)
            }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { return .bytes(Array(buffer[0..<count])) }
            if count == 0 { return .endOfInput }
            let code = errno
            if code == EINTR || code == EAGAIN || code == EWOULDBLOCK { continue }
            return .failed("read failed: \(errorText(code))")
        }
    }

    /// Writes all of `bytes`; nil on success, else the reason. Never raises SIGPIPE.
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], stop: LocationStopHandle) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written > 0 {
                offset += written
                continue
            }
            let code = errno
            guard code == EINTR || code == EAGAIN || code == EWOULDBLOCK else {
                return "write failed: \(errorText(code))"
            }
            if case .failed(let reason) = wait(
                for: descriptor, events: Int16(POLLOUT), timeout: 10, stop: stop)
            {
                return reason
            }
        }
        return nil
    }

    /// Sleeps `seconds`; false when stopped first.
    static func sleep(_ seconds: Double, stop: LocationStopHandle) -> Bool {
        wait(for: -1, events: 0, timeout: max(0, seconds), stop: stop) == .timedOut
    }

    /// Waits until `descriptor` (ignored when negative) has `events`, the stop handle fires, or
    /// `timeout` seconds pass (nil: no limit).
    static func wait(
        for descriptor: Int32, events: Int16, timeout: Double?, stop: LocationStopHandle
    ) -> WaitResult {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now.advanced(by: .milliseconds(Int64(($0 * 1000).rounded(.up)))) }
        while true {
            if stop.isStopped { return .stopped }
            var waitMilliseconds: Int32 = -1
            if let deadline {
                let left = clock.now.duration(to: deadline)
                if left <= .zero { return .timedOut }
                let (seconds, attoseconds) = left.components
                let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1
                waitMilliseconds = Int32(clamping: milliseconds)
            }
            var descriptors = [
                pollfd(fd: descriptor, events: events, revents: 0),
                pollfd(fd: stop.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let result = poll(&descriptors, nfds_t(descriptors.count), waitMilliseconds)
            if result < 0 {
                let code = errno
                if code == EINTR { continue }
                return .failed("poll failed: \(errorText(code))")
            }
            if stop.isStopped || descriptors[1].revents != 0 { return .stopped }
            if descriptor >= 0 && descriptors[0].revents != 0 { return .ready }
        }
    }

    /// The system's words for an `errno` value.
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// `read(2)`, named apart from ``DescriptorIO/read(_:timeout:stop:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Glibc.read(descriptor, buffer, count)
}
