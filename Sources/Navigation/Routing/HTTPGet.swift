import Foundation

/// One HTTP/1.1 GET over a fresh TCP connection, with a deadline for the whole exchange: what a
/// routing client needs of HTTP, on POSIX sockets (no URLSession, no TLS: the server is local).
struct HTTPGet {
    /// An answer: its status and body (de-chunked).
    struct Response {
        var status: Int
        var body: [UInt8]
    }

    /// Answers above this are not routes: 64 MiB.
    static let maximumResponse = 64 << 20

    let host: String
    let port: Int
    let timeoutSeconds: Double

    /// Sends `GET target` and reads the whole answer before the deadline.
    func fetch(_ target: String) throws(RoutingError) -> Response {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeoutSeconds * 1000))
        let socket = try connect(before: deadline)
        defer { _ = close(socket) }
        let hostHeader = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        let request =
            "GET \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\nAccept: application/json\r\n"
            + "User-Agent: guidance\r\nConnection: close\r\n\r\n"
        try send(Array(request.utf8), on: socket, before: deadline)
        let raw = try receiveAll(on: socket, before: deadline)
        return try Self.parse(raw, from: hostHeader)
    }

    private var target: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    private func connect(before deadline: ContinuousClock.Instant) throws(RoutingError) -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_family = AF_UNSPEC
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw .unreachable(
                target, reason: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(list) }
        var failure = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let address = entry {
            entry = address.pointee.ai_next
            let socket = Foundation.socket(address.pointee.ai_family, address.pointee.ai_socktype, 0)
            guard socket >= 0 else { continue }
            _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            if Foundation.connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0
                || (errno == EINPROGRESS && wait(socket, for: Int16(POLLOUT), before: deadline))
            {
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length)
                if error == 0 { return socket }
                failure = String(cString: strerror(error))
            } else {
                failure =
                    errno == EINPROGRESS
                    ? "no answer within \(timeoutSeconds) s" : String(cString: strerror(errno))
            }
            _ = close(socket)
        }
        throw .unreachable(target, reason: failure)
    }

    /// Waits until `socket` is ready for `events` or the deadline passes.
    private func wait(_ socket: Int32, for events: Int16, before deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            var entry = pollfd(fd: socket, events: events, revents: 0)
            let milliseconds = Int32(
                clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
                    + 1)
            let ready = poll(&entry, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            return ready > 0
        }
    }

    private func send(_ bytes: [UInt8], on socket: Int32, before deadline: ContinuousClock.Instant)
        throws(RoutingError)
    {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                Foundation.send(socket, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0 && (errno == EAGAIN || errno == EINTR) {
                guard wait(socket, for: Int16(POLLOUT), before: deadline) else {
                    throw .unreachable(
                        target, reason: "the request could not be sent within \(timeoutSeconds) s")
                }
            } else {
                throw .unreachable(target, reason: String(cString: strerror(errno)))
            }
        }
    }

    private func receiveAll(on socket: Int32, before deadline: ContinuousClock.Instant) throws(RoutingError)
        -> [UInt8]
    {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if got > 0 {
                received.append(contentsOf: buffer[0..<got])
                guard received.count <= Self.maximumResponse else {
                    throw .noRoute(reason: "an answer of more than \(Self.maximumResponse >> 20) MiB")
                }
                if Self.isComplete(received) { return received }
            } else if got == 0 {
                return received
            } else if errno == EAGAIN || errno == EINTR {
                guard wait(socket, for: Int16(POLLIN), before: deadline) else {
                    throw .unreachable(target, reason: "no complete answer within \(timeoutSeconds) s")
                }
            } else {
                throw .unreachable(target, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Whether a response with a Content-Length has all its body (servers that keep the
    /// connection open despite `Connection: close` are not waited for).
    private static func isComplete(_ raw: [UInt8]) -> Bool {
        guard let (headers, bodyStart) = splitHead(raw), let length = contentLength(headers) else {
            return false
        }
        return raw.count - bodyStart >= length
    }

    private static func splitHead(_ raw: [UInt8]) -> (String, Int)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard raw.count >= 4 else { return nil }
        for index in 0...(raw.count - 4)
        where raw[index] == 13 && Array(raw[index..<(index + 4)]) == separator {
            return (String(decoding: raw[0..<index], as: UTF8.self), index + 4)
        }
        return nil
    }

    private static func header(_ name: String, in headers: String) -> String? {
        for line in headers.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == name {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    private static func contentLength(_ headers: String) -> Int? {
        header("content-length", in: headers).flatMap { Int($0) }
    }

    static func parse(_ raw: [UInt8], from target: String) throws(RoutingError) -> Response {
        guard let (headers, bodyStart) = splitHead(raw) else {
            throw .unreachable(
                target,
                reason: raw.isEmpty ? "the server closed without answering" : "an answer without HTTP headers"
            )
        }
        let statusLine = headers.prefix { $0 != "\r" }.split(separator: " ")
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1])
        else {
            throw .unreachable(target, reason: "not an HTTP answer")
        }
        var body = Array(raw[bodyStart...])
        if header("transfer-encoding", in: headers)?.lowercased().contains("chunked") == true {
            body = try dechunk(body, from: target)
        } else if let length = contentLength(headers) {
            guard body.count >= length else { throw .unreachable(target, reason: "the answer was cut short") }
            body = Array(body.prefix(length))
        }
        return Response(status: status, body: body)
    }

    private static func dechunk(_ body: [UInt8], from target: String) throws(RoutingError) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while true {
            guard
                let lineEnd = (index..<max(index, body.count - 1)).first(where: {
                    body[$0] == 13 && body[$0 + 1] == 10
                })
            else {
                throw .unreachable(target, reason: "a chunked answer was cut short")
            }
            let sizeText = String(decoding: body[index..<lineEnd], as: UTF8.self).prefix { $0 != ";" }
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                throw .unreachable(target, reason: "a bad chunk size")
            }
            index = lineEnd + 2
            if size == 0 { return output }
            guard index + size <= body.count else {
                throw .unreachable(target, reason: "a chunked answer was cut short")
            }
            output.append(contentsOf: body[index..<(index + size)])
            index += size + 2
        }
    }
}
