import Glibc
import SystemIO

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

    /// Reads what is available (at most 64 KiB), waiting up to `timeout` seconds (nil: forever).
    static func read(_ descriptor: Int32, timeout: Double?, stop: LocationStopHandle) -> ReadResult {
        if stop.isStopped { return .stopped }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let outcome = ByteReader.readSome(
            descriptor, into: &buffer, deadline: deadline(after: timeout), wake: stop.wakeDescriptor)
        if stop.isStopped { return .stopped }
        switch outcome {
        case .bytes(let count): return .bytes(Array(buffer[0..<count]))
        case .endOfInput: return .endOfInput
        case .timedOut: return .timedOut
        case .woken: return .stopped
        case .failed(let code): return .failed("read failed: \(ErrorText.of(code))")
        case .waitFailed(let code): return .failed("poll failed: \(ErrorText.of(code))")
        }
    }

    /// The instant `timeout` seconds from now (nil: no limit).
    private static func deadline(after timeout: Double?) -> ContinuousClock.Instant? {
        timeout.map { ContinuousClock.now + .seconds(bounded: $0) }
    }

    /// Writes all of `bytes`; nil on success, else the reason. Never raises SIGPIPE; a full
    /// socket is waited on until it takes bytes again or the handle stops (then the next read
    /// sees the stop).
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], stop: LocationStopHandle) -> String? {
        let result = ByteWriter.writeAll(
            bytes, to: descriptor, using: .send, whenBlocked: BlockedWait(wake: stop.wakeDescriptor))
        switch result.failure {
        case nil, .woken: return nil
        case .waitFailed(let code): return "poll failed: \(ErrorText.of(code))"
        case .system(let code): return "write failed: \(ErrorText.of(code))"
        case .noProgress, .timedOut: return "write failed: \(ErrorText.of(result.failure?.errorNumber ?? 0))"
        }
    }

    /// Sleeps `seconds`; false when stopped first (or when the wait fails).
    static func sleep(_ seconds: Double, stop: LocationStopHandle) -> Bool {
        if stop.isStopped { return false }
        let waited = Readiness.wait(
            for: -1, events: 0, deadline: deadline(after: max(0, seconds)), wake: stop.wakeDescriptor)
        return waited == .timedOut && !stop.isStopped
    }
}
