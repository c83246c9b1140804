import Foundation
import Glibc
import GuidanceCLI

/// Subscribers for the cast benchmark: plain sockets reading `/feed` on one thread, noting
/// when each event id arrives on each connection.
final class FeedProbe: @unchecked Sendable {
    private let descriptors: [Int32]
    private let lock = NSLock()
    private var arrivals: [[Int: UInt64]]
    private var stopped = false
    private var thread: Thread?

    /// Connects `count` subscribers to `127.0.0.1:port/feed`.
    init(port: Int, count: Int) throws(CommandFailure) {
        var opened: [Int32] = []
        for _ in 0..<count {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            let request = Array("GET /feed HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            guard fd >= 0, connected == 0,
                send(fd, request, request.count, Int32(MSG_NOSIGNAL)) == request.count
            else {
                let reason = String(cString: strerror(errno))
                for open in opened { close(open) }
                if fd >= 0 { close(fd) }
                throw CommandFailure(.internalError, "subscriber \(opened.count + 1): \(reason)")
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            opened.append(fd)
        }
        descriptors = opened
        arrivals = Array(repeating: [:], count: count)
    }

    /// Starts the reading thread.
    func start() {
        let thread = Thread { [self] in readLoop() }
        thread.start()
        self.thread = thread
    }

    /// When each subscriber received event `id` (monotonic nanoseconds), for those that did.
    func arrivalTimes(of id: Int) -> [UInt64] {
        lock.lock()
        defer { lock.unlock() }
        return arrivals.compactMap { $0[id] }
    }

    /// How many (subscriber, event) arrivals were seen so far.
    var arrivalCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return arrivals.reduce(0) { $0 + $1.count }
    }

    /// Stops reading and closes every socket.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        Thread.sleep(forTimeInterval: 0.05)
        for fd in descriptors { close(fd) }
    }

    private func readLoop() {
        var pending = Array(repeating: [UInt8](), count: descriptors.count)
        var buffer = [UInt8](repeating: 0, count: 65536)
        var polls = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            lock.lock()
            let done = stopped
            lock.unlock()
            if done { return }
            guard poll(&polls, nfds_t(polls.count), 20) > 0 else { continue }
            for index in polls.indices where polls[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes {
                    recv(polls[index].fd, $0.baseAddress, $0.count, 0)
                }
                let now = DispatchTime.now().uptimeNanoseconds
                if count <= 0 {
                    polls[index].events = 0
                    continue
                }
                pending[index].append(contentsOf: buffer[0..<count])
                let ids = Self.takeEventIDs(&pending[index])
                guard !ids.isEmpty else { continue }
                lock.lock()
                for id in ids { arrivals[index][id] = now }
                lock.unlock()
            }
        }
    }

    /// Removes complete lines from `bytes` and returns the ids of `id: N` lines among them.
    private static func takeEventIDs(_ bytes: inout [UInt8]) -> [Int] {
        guard let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let lines = bytes[...lastNewline].split(separator: UInt8(ascii: "\n"))
        bytes.removeFirst(lastNewline + 1)
        return lines.compactMap { line in
            let text = String(decoding: line, as: UTF8.self)
            return text.hasPrefix("id: ") ? Int(text.dropFirst(4).trimmingCharacters(in: .whitespaces)) : nil
        }
    }
}
