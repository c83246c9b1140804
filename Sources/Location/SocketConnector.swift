import Glibc

/// Opens a TCP connection to a host name or address literal, trying every address
/// `getaddrinfo` gives (IPv6 and IPv4) with a timeout on each, interruptible by a stop handle.
enum SocketConnector {
    /// The connected, non-blocking socket, or why none could be made.
    static func connect(
        to endpoint: GPSDEndpoint, timeout: Double, stop: LocationStopHandle
    ) -> Result<OpenDescriptor, ConnectFailure> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var addresses: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(endpoint.host, String(endpoint.port), &hints, &addresses)
        guard status == 0, let first = addresses else {
            let reason = status == 0 ? "no addresses" : String(cString: gai_strerror(status))
            return .failure(ConnectFailure("cannot resolve \(endpoint.host): \(reason)"))
        }
        defer { freeaddrinfo(first) }
        var reasons: [String] = []
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            next = address.pointee.ai_next
            switch attempt(address.pointee, timeout: timeout, stop: stop) {
            case .success(let socket): return .success(socket)
            case .failure(let failure): reasons.append(failure.reason)
            }
            if stop.isStopped { break }
        }
        let unique = reasons.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return .failure(ConnectFailure("cannot connect to \(endpoint): " + unique.joined(separator: "; ")))
    }

    private static func attempt(
        _ address: addrinfo, timeout: Double, stop: LocationStopHandle
    ) -> Result<OpenDescriptor, ConnectFailure> {
        let raw = socket(
            address.ai_family, address.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), address.ai_protocol)
        guard raw >= 0 else { return .failure(ConnectFailure("socket: \(DescriptorIO.errorText(errno))")) }
        let socket = OpenDescriptor(raw, closesOnRelease: true)
        _ = fcntl(raw, F_SETFL, fcntl(raw, F_GETFL) | O_NONBLOCK)
        if Glibc.connect(raw, address.ai_addr, address.ai_addrlen) == 0 { return .success(socket) }
        guard errno == EINPROGRESS else {
            return .failure(ConnectFailure(DescriptorIO.errorText(errno)))
        }
        switch DescriptorIO.wait(for: raw, events: Int16(POLLOUT), timeout: timeout, stop: stop) {
        case .ready: break
        case .timedOut: return .failure(ConnectFailure("timed out after \(timeout) s"))
        case .stopped: return .failure(ConnectFailure("stopped"))
        case .failed(let reason): return .failure(ConnectFailure(reason))
        }
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(raw, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else {
            return .failure(ConnectFailure(DescriptorIO.errorText(errno)))
        }
        guard error == 0 else { return .failure(ConnectFailure(DescriptorIO.errorText(error))) }
        return .success(socket)
    }
}

/// Why a connection could not be made, in words for ``LocationIssue/disconnected(reason:)``.
struct ConnectFailure: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
