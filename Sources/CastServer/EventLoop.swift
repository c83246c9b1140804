import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The single thread that owns every socket: it accepts, parses requests, fans records out to
/// subscribers and writes with non-blocking sockets under `poll(2)`.
///
/// One thread serves every connection, so a subscriber costs a small ``Connection`` object and
/// its queue, not a thread stack; nothing here blocks except `poll` itself.
final class EventLoop: @unchecked Sendable {
    private let listener: Int32
    private let wakeReader: Int32
    private let options: CastServerOptions
    private let webRoot: WebRoot?
    private let inbox: Locked<FeedInbox>
    private let finished = DispatchSemaphore(value: 0)
    private var connections: [Int32: Connection] = [:]
    private var history: FeedHistory
    private var nextHeartbeat: Double
    private var dropped = 0
    private let startedAt = monotonicSeconds()

    init(
        listener: Int32, wakeReader: Int32, options: CastServerOptions, webRoot: WebRoot?,
        inbox: Locked<FeedInbox>
    ) {
        self.listener = listener
        self.wakeReader = wakeReader
        self.options = options
        self.webRoot = webRoot
        self.inbox = inbox
        self.history = FeedHistory(capacity: options.historyCapacity)
        self.nextHeartbeat = monotonicSeconds() + max(0.05, options.heartbeatInterval)
    }

    /// Runs until the inbox says stop, then closes every socket it owns.
    func run() {
        while takeInbox() {
            let now = monotonicSeconds()
            if now >= nextHeartbeat {
                sendHeartbeats()
                nextHeartbeat = now + max(0.05, options.heartbeatInterval)
            }
            expireIdleConnections(now: now)
            flushAll()
            publishStatistics()
            waitForEvents()
        }
        shutdown()
        finished.signal()
    }

    /// Blocks until ``run()`` has returned.
    func waitUntilFinished() {
        finished.wait()
    }

    // MARK: Records

    /// Moves published records into the history and every subscriber's queue; false to stop.
    private func takeInbox() -> Bool {
        var byte = [UInt8](repeating: 0, count: 256)
        while read(wakeReader, &byte, byte.count) > 0 {}
        let (entries, stopping) = inbox.withLock { inbox -> ([FeedEntry], Bool) in
            inbox.wakeRequested = false
            defer { inbox.pending.removeAll(keepingCapacity: true) }
            return (inbox.pending, inbox.stopping)
        }
        if stopping { return false }
        guard !entries.isEmpty else { return true }
        for entry in entries { history.append(entry) }
        var encoded: [FeedFormat: [[UInt8]]] = [:]
        for connection in Array(connections.values) {
            guard case .subscriber(let format) = connection.role else { continue }
            let blocks = encoded[format] ?? entries.map { $0.bytes(for: format) }
            encoded[format] = blocks
            deliver(blocks, to: connection)
        }
        return true
    }

    private func sendHeartbeats() {
        for connection in Array(connections.values) {
            guard case .subscriber(let format) = connection.role else { continue }
            deliver([format.heartbeat(intervalSeconds: options.heartbeatInterval)], to: connection)
        }
    }

    /// Queues bytes for a subscriber and writes what its socket takes; a subscriber whose queue
    /// is past the limits has stopped reading (or vanished silently) and is disconnected.
    private func deliver(_ blocks: [[UInt8]], to connection: Connection) {
        for block in blocks { connection.enqueue(block) }
        guard connection.flush() else {
            close(connection)
            return
        }
        if connection.queuedBlocks > options.maxQueuedRecords
            || connection.queuedBytes > options.maxQueuedBytes
        {
            dropped += 1
            close(connection)
        }
    }

    // MARK: Polling

    private func waitForEvents() {
        var descriptors = [
            pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
            pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
        ]
        descriptors.reserveCapacity(connections.count + 2)
        for connection in connections.values {
            // A closing connection is only written to: its reading side may already be at EOF.
            var events = connection.role == .closing ? Int16(0) : Int16(POLLIN)
            if !connection.isFlushed { events |= Int16(POLLOUT) }
            descriptors.append(pollfd(fd: connection.fd, events: events, revents: 0))
        }
        let untilHeartbeat = max(0, nextHeartbeat - monotonicSeconds())
        let timeout = Int32(min(untilHeartbeat, 0.5) * 1000) + 1
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        guard ready > 0 else { return }
        if descriptors[1].revents & Int16(POLLIN) != 0 { acceptAll() }
        for descriptor in descriptors.dropFirst(2) where descriptor.revents != 0 {
            guard let connection = connections[descriptor.fd] else { continue }
            if descriptor.revents & Int16(POLLERR) != 0 {
                close(connection)
                continue
            }
            if descriptor.revents & Int16(POLLIN | POLLHUP) != 0, !readFrom(connection) {
                // The peer finished sending. A client that half-closes after its request (as
                // `nc` does) still gets the answer; a feed whose reader left is closed.
                if connection.isSubscriber || connection.isFlushed {
                    close(connection)
                    continue
                }
                connection.role = .closing
                connection.since = monotonicSeconds()
            }
            if descriptor.revents & Int16(POLLOUT) != 0, !connection.flush() {
                close(connection)
            }
        }
    }

    private func acceptAll() {
        while let fd = Socket.accept(listener) {
            if let size = options.socketSendBufferBytes {
                Socket.setOption(fd, SOL_SOCKET, SO_SNDBUF, Int32(clamping: size))
            }
            Socket.setOption(fd, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
            let connection = Connection(fd: fd, now: monotonicSeconds())
            connections[fd] = connection
            if connections.count > options.maxConnections {
                respond(
                    connection, .error(.serviceUnavailable, extraHeaders: [("Retry-After", "5")]),
                    includeBody: true, keepAlive: false)
            }
        }
    }

    /// Reads from a connection; false when it is gone.
    private func readFrom(_ connection: Connection) -> Bool {
        let wasEmpty = connection.input.isEmpty
        guard Socket.receive(connection.fd, into: &connection.input, maximum: 8192) else { return false }
        guard connection.role == .requests else {
            connection.input.removeAll()
            return true
        }
        if wasEmpty { connection.since = monotonicSeconds() }
        handleRequests(on: connection)
        return true
    }

    private func flushAll() {
        for connection in Array(connections.values) where !connection.isFlushed || connection.role == .closing
        {
            guard connection.flush() else {
                close(connection)
                continue
            }
            if connection.role == .closing, connection.isFlushed { close(connection) }
        }
    }

    private func expireIdleConnections(now: Double) {
        for connection in Array(connections.values) {
            if connection.role == .closing {
                // A client that never reads its last answer does not keep the slot.
                if now - connection.since > options.idleTimeout { close(connection) }
                continue
            }
            guard connection.role == .requests else { continue }
            if connection.input.isEmpty {
                if connection.isFlushed, now - connection.since > options.idleTimeout { close(connection) }
            } else if now - connection.since > options.requestTimeout {
                respond(connection, .error(.requestTimeout), includeBody: true, keepAlive: false)
            }
        }
    }

    private func close(_ connection: Connection) {
        connections[connection.fd] = nil
        Glibc.close(connection.fd)
    }

    private func publishStatistics() {
        let subscribers = connections.values.reduce(0) { $0 + ($1.isSubscriber ? 1 : 0) }
        let total = connections.count
        let dropped = self.dropped
        inbox.withLock {
            $0.subscribers = subscribers
            $0.connections = total
            $0.dropped = dropped
        }
    }

    private func shutdown() {
        for connection in connections.values {
            if connection.role == .subscriber(.chunkedEvents) { connection.enqueue(HTTPChunk.terminator) }
            _ = connection.flush()
            Glibc.shutdown(connection.fd, Int32(SHUT_RDWR))
            Glibc.close(connection.fd)
        }
        connections.removeAll()
        Glibc.close(listener)
        Glibc.close(wakeReader)
        publishStatistics()
    }

    // MARK: Requests

    private func handleRequests(on connection: Connection) {
        while connection.role == .requests {
            switch RequestParser.parse(connection.input, limit: options.maxRequestHeaderBytes) {
            case .incomplete:
                return
            case .failure(let status, _):
                connection.input.removeAll()
                respond(connection, .error(status), includeBody: true, keepAlive: false)
                return
            case .complete(let request, let consumed):
                connection.input.removeFirst(consumed)
                connection.since = monotonicSeconds()
                route(request, on: connection)
            }
        }
    }

    private func route(_ request: HTTPRequest, on connection: Connection) {
        let keepAlive = request.keepsAlive && !request.hasBody
        let isHead = request.method == "HEAD"
        let readable = request.method == "GET" || isHead
        func reply(_ response: HTTPResponse) {
            respond(connection, response, includeBody: !isHead, keepAlive: keepAlive)
        }
        func notAllowed(_ allow: String) {
            reply(.error(.methodNotAllowed, extraHeaders: [("Allow", allow)]))
        }
        switch request.path {
        case "/feed":
            guard request.method == "GET" else { return notAllowed("GET") }
            let format: FeedFormat = request.version == "HTTP/1.0" ? .events : .chunkedEvents
            subscribe(connection, format: format, lastEventID: Self.lastEventID(of: request))
        case "/feed.ndjson":
            guard request.method == "GET" else { return notAllowed("GET") }
            subscribe(connection, format: .lines, lastEventID: nil)
        case "/state":
            guard readable else { return notAllowed("GET, HEAD") }
            reply(stateResponse())
        case "/health":
            guard readable else { return notAllowed("GET, HEAD") }
            reply(healthResponse())
        default:
            guard let file = webRoot?.file(for: request.path) else { return reply(.error(.notFound)) }
            guard readable else { return notAllowed("GET, HEAD") }
            guard let contents = FileManager.default.contents(atPath: file.path) else {
                return reply(.error(.notFound))
            }
            reply(
                HTTPResponse(
                    status: .ok,
                    headers: [
                        ("Content-Type", WebRoot.contentType(of: file)), ("Cache-Control", "no-cache"),
                        ("X-Content-Type-Options", "nosniff"),
                    ],
                    body: Array(contents)))
        }
    }

    private static func lastEventID(of request: HTTPRequest) -> Int? {
        if let header = request.header("last-event-id") { return Int(header) }
        guard let query = request.query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == "lastEventId" { return Int(parts[1]) }
        }
        return nil
    }

    private func respond(
        _ connection: Connection, _ response: HTTPResponse, includeBody: Bool, keepAlive: Bool
    ) {
        connection.enqueue(response.serialized(includeBody: includeBody, keepAlive: keepAlive))
        if !keepAlive {
            connection.role = .closing
            connection.since = monotonicSeconds()
        }
    }

    private func subscribe(_ connection: Connection, format: FeedFormat, lastEventID: Int?) {
        connection.role = .subscriber(format)
        connection.input = []
        switch format {
        case .chunkedEvents, .events:
            let chunked = format == .chunkedEvents
            let head =
                "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-cache\r\n"
                + (chunked
                    ? "Connection: keep-alive\r\nTransfer-Encoding: chunked\r\n" : "Connection: close\r\n")
                + "X-Accel-Buffering: no\r\n\r\n"
            connection.enqueue(Array(head.utf8))
            let retry = "retry: \(options.reconnectDelayMilliseconds)\n\n"
            connection.enqueue(chunked ? HTTPChunk.encode(retry) : Array(retry.utf8))
            for entry in history.catchUp(after: lastEventID) { connection.enqueue(entry.bytes(for: format)) }
            // A first ping tells the page the heartbeat interval before it has to rely on it.
            connection.enqueue(format.heartbeat(intervalSeconds: options.heartbeatInterval))
        case .lines:
            let head =
                "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson; charset=utf-8\r\n"
                + "Cache-Control: no-cache\r\nConnection: close\r\n\r\n"
            connection.enqueue(Array(head.utf8))
            if let latest = history.latest { connection.enqueue(latest.line) }
        }
    }

    private func stateResponse() -> HTTPResponse {
        guard let latest = history.latest else {
            return HTTPResponse(status: .noContent, headers: [("Cache-Control", "no-cache")], body: [])
        }
        return HTTPResponse(
            status: .ok,
            headers: [
                ("Content-Type", "application/json"), ("Cache-Control", "no-cache"),
                ("ETag", "\"\(latest.id)\""),
            ],
            body: Array(latest.json.utf8))
    }

    private func healthResponse() -> HTTPResponse {
        let counts = inbox.withLock { ($0.published, $0.rejected) }
        let subscribers = connections.values.reduce(0) { $0 + ($1.isSubscriber ? 1 : 0) }
        let latest = history.latest.map { String($0.id) } ?? "null"
        let uptime = Int(monotonicSeconds() - startedAt)
        let json =
            "{\"status\":\"ok\",\"subscribers\":\(subscribers),\"connections\":\(connections.count),"
            + "\"recordsPublished\":\(counts.0),\"recordsRejected\":\(counts.1),"
            + "\"subscribersDropped\":\(dropped),\"latestId\":\(latest),\"uptimeSeconds\":\(uptime)}"
        return HTTPResponse(
            status: .ok, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-cache")],
            body: Array(json.utf8))
    }
}
