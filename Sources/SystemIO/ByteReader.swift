import Glibc

/// What reading a descriptor once came back with.
public enum ReadOutcome: Sendable, Equatable {
    /// This many bytes were read into the buffer, from its start.
    case bytes(Int)
    /// The other end is done: end of file, or a peer that closed its side.
    case endOfInput
    /// Nothing came before the deadline.
    case timedOut
    /// The wake descriptor was signalled first: someone asked the reader to give up.
    case woken
    /// The read failed with this `errno`.
    case failed(Int32)
    /// Waiting for the descriptor failed: `poll(2)` gave this `errno`.
    case waitFailed(Int32)
}

/// Reading what a descriptor has: the one "wait until readable, then read, retry an
/// interruption" loop behind the sources that take a stream as it comes (a feed on stdin or a
/// pipe, a forwarded feed's connection, gpsd and NMEA streams, the routing client's answer).
/// A read returns what the descriptor has now, so a live feed flows through at once instead of
/// waiting for a full buffer.
public enum ByteReader {
    /// Waits until `descriptor` is readable, `wake` (negative: none) is signalled or `deadline`
    /// passes (nil: no limit), then reads what it has into `buffer` with `read(2)`, or with
    /// `recv(2)` when `socket`. Interruptions and a readiness that came to nothing (`EAGAIN`)
    /// wait again, within the same deadline.
    public static func readSome(
        _ descriptor: Int32, into buffer: inout [UInt8], socket: Bool = false,
        deadline: ContinuousClock.Instant?, wake: Int32 = -1
    ) -> ReadOutcome {
        buffer.withUnsafeMutableBytes { buffer in
            while true {
                switch Readiness.wait(for: descriptor, events: Int16(POLLIN), deadline: deadline, wake: wake)
                {
                case .ready: break
                case .timedOut: return .timedOut
                case .woken: return .woken
                case .failed(let code): return .waitFailed(code)
                }
                let count =
                    socket
                    ? recv(descriptor, buffer.baseAddress, buffer.count, 0)
                    : Glibc.read(descriptor, buffer.baseAddress, buffer.count)
                if count > 0 { return .bytes(count) }
                if count == 0 { return buffer.isEmpty ? .bytes(0) : .endOfInput }
                let code = errno
                guard code == EINTR || code == EAGAIN || code == EWOULDBLOCK else { return .failed(code) }
            }
        }
    }
}
