import Glibc
import SystemIO

/// Thin wrappers over the POSIX calls the server makes, turning `errno` into messages.
enum Socket {
    /// Opens a non-blocking listening socket on `host:port` and returns it with the bound port.
    static func listen(host: String, port: Int, backlog: Int32) throws(CastServerError) -> (Int32, Int) {
        guard (0...65535).contains(port) else { throw .invalidPort(port) }
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(host.isEmpty ? nil : host, String(port), &hints, &list)
        guard resolved == 0, let first = list else {
            throw .cannotResolve(host: host, reason: String(cString: gai_strerror(resolved)))
        }
        defer { freeaddrinfo(list) }
        var lastError: Int32 = 0
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            cursor = info.pointee.ai_next
            let type = info.pointee.ai_socktype | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            let fd = socket(info.pointee.ai_family, type, info.pointee.ai_protocol)
            if fd < 0 {
                lastError = errno
                continue
            }
            setOption(fd, SOL_SOCKET, SO_REUSEADDR, 1)
            if bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, Glibc.listen(fd, backlog) == 0 {
                return (fd, boundPort(fd) ?? port)
            }
            lastError = errno
            close(fd)
        }
        throw .cannotBind(host: host, port: port, reason: ErrorText.of(lastError))
    }

    /// The local port a socket is bound to.
    static func boundPort(_ fd: Int32) -> Int? {
        guard var storage = localStorage(fd) else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin_port))
                }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
        default:
            return nil
        }
    }

    /// Sets an integer socket option, ignoring failure (options here are optimizations).
    static func setOption(_ fd: Int32, _ level: Int32, _ name: Int32, _ value: Int32) {
        var value = value
        _ = setsockopt(fd, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Bytes in a TCP socket's send buffer that the peer has not acknowledged, sent or not yet
    /// sent (`SIOCOUTQ`, which Linux defines as `TIOCOUTQ`); nil when the kernel does not say.
    /// The kernel takes megabytes for a peer that stops reading, so a limit on what a client
    /// owes must count them.
    static func unacknowledgedBytes(_ fd: Int32) -> Int? {
        var count: Int32 = 0
        guard ioctl(fd, UInt(TIOCOUTQ), &count) == 0, count >= 0 else { return nil }
        return Int(count)
    }

    /// Makes the next `close(2)` reset the connection (`SO_LINGER` with a zero timeout): the
    /// kernel discards what is unsent at once, instead of keeping it for a peer that never reads.
    static func discardUnsentOnClose(_ fd: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    /// What one `accept(2)` gave.
    enum Accepted {
        /// A connection, non-blocking, with the client's address in canonical text.
        case connection(Int32, peer: String)
        /// No connection is waiting.
        case none
        /// The process or the system is out of descriptors (`EMFILE`, `ENFILE`): a connection is
        /// waiting but cannot be taken until one is freed.
        case outOfDescriptors
        /// This connection failed before it was taken (`ECONNABORTED` and the like); try the next.
        case aborted
    }

    /// Accepts one pending connection.
    static func accept(_ listener: Int32) -> Accepted {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let fd = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.accept(listener, $0, &length)
            }
        }
        guard fd >= 0 else {
            switch errno {
            case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .outOfDescriptors
            case ECONNABORTED, EINTR, EPROTO, EPERM: return .aborted
            default: return .none
            }
        }
        makeNonBlocking(fd)
        return .connection(fd, peer: AddressText.of(storage) ?? "unknown")
    }

    /// The local address of a connected socket (the one the client connected to), canonical.
    static func localAddress(_ fd: Int32) -> String? {
        localStorage(fd).flatMap(AddressText.of)
    }

    /// The local address of a socket as `getsockname` gives it; nil when the call fails.
    private static func localStorage(_ fd: Int32) -> sockaddr_storage? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) == 0 }
        }
        return ok ? storage : nil
    }

    /// Raises the soft limit on open descriptors towards `wanted` (never past the hard limit),
    /// so that the connection limit, not the default of 1024 descriptors, is what holds.
    static func allowDescriptors(_ wanted: Int) {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        let target = rlim_t(max(0, wanted))
        guard limit.rlim_cur < target else { return }
        limit.rlim_cur = min(target, limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// Sets `O_NONBLOCK` and close-on-exec on a descriptor.
    static func makeNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }

    /// Appends what is available to `buffer`; false on end of stream or error (true when nothing
    /// is waiting yet).
    static func receive(_ fd: Int32, into buffer: inout [UInt8], maximum: Int) -> Bool {
        var chunk = [UInt8](repeating: 0, count: maximum)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, maximum, 0) }
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return true }
        return false
    }
}

/// A monotonic clock reading in seconds, for timeouts and heartbeats.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
