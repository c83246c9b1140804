import Glibc

/// Why one address of a host could not be connected to.
public enum ConnectAttemptFailure: Error, Sendable, Equatable {
    /// No socket could be made (`socket(2)` gave this `errno`).
    case socket(Int32)
    /// The connection was refused or failed with this `errno` (`connect(2)`, `SO_ERROR`).
    case refused(Int32)
    /// The address did not answer before the attempt's deadline.
    case timedOut
    /// The wake descriptor was signalled during the attempt.
    case stopped
    /// Waiting for the answer failed: `poll(2)` gave this `errno`.
    case waitFailed(Int32)
}

/// Why no connection to a host could be made.
public enum ConnectFailure: Error, Sendable, Equatable {
    /// The name did not resolve: `getaddrinfo`'s status (0 when it gave no address at all).
    case unresolved(status: Int32)
    /// Every address failed, each for the reason given, in the order tried.
    case attempts([ConnectAttemptFailure])

    /// `getaddrinfo`'s words for an `unresolved` status.
    public static func resolutionText(_ status: Int32) -> String {
        String(cString: gai_strerror(status))
    }
}

/// Opens a TCP connection to a host name or address literal: the one connect routine of the
/// gpsd source and the routing client. Every address `getaddrinfo` gives (IPv6 and IPv4) is
/// tried in turn, each non-blocking with a deadline, and a wake descriptor ends the attempts at
/// once. The socket comes back non-blocking and close-on-exec; the caller owns and closes it.
public enum TCPConnector {
    /// A connected socket to `host:port`, or why none could be made. Each attempt ends at
    /// `deadline` or `attemptTimeout` after it starts, whichever is earlier (nil: no limit);
    /// `wake` (negative: none) stops them.
    public static func connect(
        host: String, port: Int, deadline: ContinuousClock.Instant? = nil, attemptTimeout: Duration? = nil,
        wake: Int32 = -1
    ) -> Result<Int32, ConnectFailure> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var addresses: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &addresses)
        guard status == 0, let first = addresses else { return .failure(.unresolved(status: status)) }
        defer { freeaddrinfo(first) }
        var failures: [ConnectAttemptFailure] = []
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            next = address.pointee.ai_next
            var attemptDeadline = deadline
            if let attemptTimeout {
                let own = ContinuousClock.now + attemptTimeout
                attemptDeadline = attemptDeadline.map { min($0, own) } ?? own
            }
            switch attempt(address.pointee, deadline: attemptDeadline, wake: wake) {
            case .success(let socket): return .success(socket)
            case .failure(let failure): failures.append(failure)
            }
            if failures.last == .stopped || Readiness.isReadable(wake) { break }
        }
        return .failure(.attempts(failures))
    }

    private static func attempt(
        _ address: addrinfo, deadline: ContinuousClock.Instant?, wake: Int32
    ) -> Result<Int32, ConnectAttemptFailure> {
        let type = address.ai_socktype | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        let socket = Glibc.socket(address.ai_family, type, address.ai_protocol)
        guard socket >= 0 else { return .failure(.socket(errno)) }
        if Glibc.connect(socket, address.ai_addr, address.ai_addrlen) == 0 { return .success(socket) }
        let code = errno
        guard code == EINPROGRESS else {
            _ = close(socket)
            return .failure(.refused(code))
        }
        let failure: ConnectAttemptFailure
        switch Readiness.wait(for: socket, events: Int16(POLLOUT), deadline: deadline, wake: wake) {
        case .ready:
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            if getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length) != 0 {
                failure = .refused(errno)
            } else if error != 0 {
                failure = .refused(error)
            } else {
                return .success(socket)
            }
        case .timedOut: failure = .timedOut
        case .woken: failure = .stopped
        case .failed(let code): failure = .waitFailed(code)
        }
        _ = close(socket)
        return .failure(failure)
    }
}
