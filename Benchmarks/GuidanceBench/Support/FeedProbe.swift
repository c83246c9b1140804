import Foundation
import Glibc
import GuidanceCLI
import SystemIO

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
        let request = Array("GET /feed HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        for _ in 0..<count {
            let deadline = ContinuousClock.now + .seconds(5)
            var failure: String?
            var descriptor: Int32 = -1
            switch TCPConnector.connect(host: "127.0.0.1", port: port, deadline: deadline) {
            case .success(let fd):
                descriptor = fd
                let sent = ByteWriter.writeAll(
                    request, to: fd, using: .send, whenBlocked: BlockedWait(deadline: deadline))
                failure = sent.failure.map { ErrorText.of($0.errorNumber) }
            case .failure(.attempts(let attempts)):
                failure = attempts.last.map(Self.reason) ?? "no address"
            case .failure(.unresolved(let status)):
                failure = ConnectFailure.resolutionText(status)
            }
            if let failure {
                for open in opened { close(open) }
                if descriptor >= 0 { close(descriptor) }
                throw CommandFailure(.internalError, "subscriber \(opened.count + 1): \(failure)")
            }
            opened.append(descriptor)
        }
        descriptors = opened
        arrivals = Array(repeating: [:], count: count)
    }

    /// Words for a failed connection attempt.
    private static func reason(_ attempt: ConnectAttemptFailure) -> String {
        switch attempt {
        case .socket(let code), .refused(let code), .waitFailed(let code): ErrorText.of(code)
        case .timedOut: ErrorText.of(ETIMEDOUT)
        case .stopped: ErrorText.of(ECANCELED)
        }
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
