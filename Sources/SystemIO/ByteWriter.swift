import Glibc

/// The system call that moves the bytes: `write(2)` for files, pipes and terminals, or
/// `send(2)` with `MSG_NOSIGNAL` for sockets, so that a peer that went away is an error to
/// report rather than a SIGPIPE that ends the process.
public enum WriteCall: Sendable, Equatable {
    /// `write(2)`.
    case write
    /// `send(2)` with `MSG_NOSIGNAL`.
    case send
}

/// How a writer waits when a non-blocking descriptor is full: until it takes bytes again, the
/// deadline passes or the wake descriptor is signalled. Without one, a full descriptor is a
/// failure (`EAGAIN`), as for a blocking descriptor that should never be full.
public struct BlockedWait: Sendable, Equatable {
    /// When to give up (nil: never).
    public var deadline: ContinuousClock.Instant?
    /// A descriptor whose readability means "stop" (negative: none).
    public var wake: Int32

    /// A wait until `deadline` (nil: no limit), cut short when `wake` becomes readable.
    public init(deadline: ContinuousClock.Instant? = nil, wake: Int32 = -1) {
        self.deadline = deadline
        self.wake = wake
    }
}

/// Why writing every byte stopped short.
public enum WriteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The call failed with this `errno` (`EPIPE`: the reader is gone; `ENOSPC`: the disk is full).
    case system(Int32)
    /// The call took no bytes and reported no error.
    case noProgress
    /// The descriptor stayed full until the deadline.
    case timedOut
    /// The wake descriptor was signalled while the descriptor was full.
    case woken
    /// Waiting for room failed: `poll(2)` gave this `errno`.
    case waitFailed(Int32)

    /// The `errno` value that stands for the failure (0 when the call took nothing without one),
    /// for callers that report losses as error numbers.
    public var errorNumber: Int32 {
        switch self {
        case .system(let code), .waitFailed(let code): code
        case .noProgress: 0
        case .timedOut: ETIMEDOUT
        case .woken: ECANCELED
        }
    }

    /// The system's words for the failure.
    public var description: String {
        switch self {
        case .system(let code): ErrorText.of(code)
        case .noProgress: "no bytes were taken"
        case .timedOut: "timed out"
        case .woken: "stopped"
        case .waitFailed(let code): "poll failed: \(ErrorText.of(code))"
        }
    }
}

/// What writing every byte came to: how many went out, and why the rest did not.
public struct WriteResult: Sendable, Equatable {
    /// Bytes the descriptor took, from the start of the buffer.
    public var written: Int
    /// Why writing stopped before the end; nil when every byte was written.
    public var failure: WriteFailure?
}

/// Writes a whole buffer to a descriptor: the one loop behind every output that must not lose
/// a byte (text outputs, output files, audio, the speech worker's frames, gpsd commands, HTTP
/// requests). A descriptor may take part of a buffer; interruptions (`EINTR`) are retried;
/// a full non-blocking descriptor is waited on through ``BlockedWait`` when the caller gives one.
public enum ByteWriter {
    /// Writes all of `bytes` to `descriptor` with `call`, waiting through `whenBlocked` when the
    /// descriptor is full (nil: a full descriptor is a failure).
    public static func writeAll(
        _ bytes: [UInt8], to descriptor: Int32, using call: WriteCall = .write,
        whenBlocked: BlockedWait? = nil
    ) -> WriteResult {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor, using: call, whenBlocked: whenBlocked) }
    }

    private static func writeAll(
        _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, using call: WriteCall,
        whenBlocked: BlockedWait?
    ) -> WriteResult {
        guard let base = bytes.baseAddress else { return WriteResult(written: 0, failure: nil) }
        var offset = 0
        while offset < bytes.count {
            let written =
                switch call {
                case .write: Glibc.write(descriptor, base + offset, bytes.count - offset)
                case .send: Glibc.send(descriptor, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                }
            if written > 0 {
                offset += written
                continue
            }
            if written == 0 { return WriteResult(written: offset, failure: .noProgress) }
            let code = errno
            if code == EINTR { continue }
            guard let whenBlocked, code == EAGAIN || code == EWOULDBLOCK else {
                return WriteResult(written: offset, failure: .system(code))
            }
            switch Readiness.wait(
                for: descriptor, events: Int16(POLLOUT), deadline: whenBlocked.deadline,
                wake: whenBlocked.wake)
            {
            case .ready: continue
            case .timedOut: return WriteResult(written: offset, failure: .timedOut)
            case .woken: return WriteResult(written: offset, failure: .woken)
            case .failed(let code): return WriteResult(written: offset, failure: .waitFailed(code))
            }
        }
        return WriteResult(written: offset, failure: nil)
    }

    /// Writes what a non-blocking socket takes now, without waiting: the number of bytes taken
    /// (0 when it is full or the call was interrupted), or the `errno` when the peer is gone.
    /// For event loops that keep the rest queued until the socket is writable again.
    public static func sendSome(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Result<Int, WriteFailure>
    {
        let written = bytes.withUnsafeBytes { buffer in
            Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
        }
        if written >= 0 { return .success(written) }
        let code = errno
        if code == EAGAIN || code == EWOULDBLOCK || code == EINTR { return .success(0) }
        return .failure(.system(code))
    }
}
