import Foundation
import Glibc

/// A blocking TCP client for tests: sends exact bytes and reads with a deadline, so that
/// tests see what goes over the wire without any HTTP library in between. Every read waits on
/// the socket itself (`poll`); the default deadline, a minute, is only a guard against a hang,
/// so a loaded machine makes a test slower, never wrong. A test that expects nothing to arrive
/// passes its own, short, timeout.
final class RawClient {
    let fd: Int32
    /// Seconds a read waits by default before giving up: only reached when something hangs.
    static let hangGuard: Double = 60
    private(set) var received: [UInt8] = []

    /// Connects to `127.0.0.1:port`; `receiveBuffer` shrinks the kernel buffer (slow readers);
    /// `from` binds the client to another loopback address first (another "host").
    init(port: Int, receiveBuffer: Int32? = nil, from source: String? = nil) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ClientError.failed("socket") }
        if var size = receiveBuffer {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else {
                close(fd)
                throw ClientError.failed("bind \(source): \(String(cString: strerror(errno)))")
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw ClientError.failed("connect: \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        close(fd)
    }

    /// Sends text as is.
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { throw ClientError.failed("send") }
            offset += written
        }
    }

    /// One non-blocking send that ignores failure (a slow client trickling bytes to a server
    /// that may already have closed it); true if the bytes were taken.
    @discardableResult
    func trySend(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes {
            Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
        }
        return written == bytes.count
    }

    /// Whether the server has closed the connection (end of stream or reset), without waiting.
    var isClosedByPeer: Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Sends a GET request for `path` with extra header lines.
    func get(_ path: String, headers: [String] = [], method: String = "GET") throws {
        let extra = headers.map { $0 + "\r\n" }.joined()
        try send("\(method) \(path) HTTP/1.1\r\nHost: localhost\r\n\(extra)\r\n")
    }

    /// Everything received so far, as text.
    var text: String { String(decoding: received, as: UTF8.self) }

    /// Reads until `done` holds for the text received, the peer closes, or `timeout` passes.
    /// Returns whether `done` held.
    @discardableResult
    func read(timeout: Double = RawClient.hangGuard, until done: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !done(text) {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return false }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(remaining * 1000) + 1) > 0 else { return false }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return done(text) }
            received.append(contentsOf: chunk[0..<count])
        }
        return true
    }

    /// Reads until `marker` has been received, looking only at new bytes (cheap on long streams).
    @discardableResult
    func read(timeout: Double = RawClient.hangGuard, untilReceiving marker: String) -> Bool {
        let needle = Array(marker.utf8)
        var searchFrom = 0
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if received.count >= needle.count {
                var index = searchFrom
                while index + needle.count <= received.count {
                    if received[index] == needle[0], Array(received[index..<index + needle.count]) == needle {
                        return true
                    }
                    index += 1
                }
                searchFrom = max(0, received.count - needle.count + 1)
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return false }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(remaining * 1000) + 1) > 0 else { return false }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            received.append(contentsOf: chunk[0..<count])
        }
    }

    /// Reads until the peer closes the connection; true if it did within `timeout`.
    func readUntilClosed(timeout: Double = RawClient.hangGuard) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0 {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(deadline.timeIntervalSinceNow * 1000) + 1) > 0 else {
                return false
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return true }
            received.append(contentsOf: chunk[0..<count])
        }
        return false
    }

    /// Reads until one whole response (head and `Content-Length` body) has arrived.
    @discardableResult
    func readResponse(timeout: Double = RawClient.hangGuard) -> Bool {
        read(timeout: timeout) { text in
            guard let end = text.range(of: "\r\n\r\n") else { return false }
            let length = self.header("Content-Length").flatMap { Int($0) } ?? 0
            return text.utf8.count - text.utf8.distance(from: text.startIndex, to: end.upperBound) >= length
        }
    }

    /// The status code of the first response received.
    var status: Int? {
        guard text.hasPrefix("HTTP/1.1 ") else { return nil }
        return Int(text.dropFirst(9).prefix(3))
    }

    /// The value of a header of the first response.
    func header(_ name: String) -> String? {
        let head = text.components(separatedBy: "\r\n\r\n").first ?? ""
        for line in head.components(separatedBy: "\r\n").dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The record events received so far, as (id, data) pairs in order.
    var events: [(id: Int?, data: String)] {
        var result: [(id: Int?, data: String)] = []
        var id: Int?
        var name: String?
        let unified = text.replacingOccurrences(of: "\r\n", with: "\n")
        for line in unified.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("id: ") { id = Int(line.dropFirst(4)) }
            if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
            if line.hasPrefix("data: ") {
                // Only record events (unnamed) count; named ones such as pings are skipped.
                if name == nil { result.append((id, String(line.dropFirst(6)))) }
                id = nil
                name = nil
            }
        }
        return result
    }

    enum ClientError: Error {
        case failed(String)
    }
}
