import Foundation
import StrictJSON
import SystemIO

/// Requests on the loop thread: parsing heads, checking `Host`, routing, and turning a
/// connection into a feed.
extension EventLoop {
    func handleRequests(on connection: Connection) {
        while connection.role == .requests, connection.queuedBytes <= options.maxQueuedBytes {
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
                connection.requestsServed += 1
                route(request, on: connection)
            }
        }
    }

    private func route(_ request: HTTPRequest, on connection: Connection) {
        // Records published since the loop last looked go to the history first: /state and a
        // new feed's catch-up start from the latest record, and nothing arrives twice.
        _ = takeInbox()
        let refusal: HTTPResponse? =
            switch hosts.verdict(for: request, localAddress: { connection.localAddress }) {
            case .allowed: nil
            case .missing: .error(.badRequest, detail: "missing Host header")
            case .malformed: .error(.badRequest, detail: "invalid Host header")
            case .notServed: .error(.misdirectedRequest, detail: "this server does not serve that host name")
            }
        if let refusal { return respond(connection, refusal, includeBody: true, keepAlive: false) }
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
                    ],
                    body: Array(contents)))
        }
    }

    static func lastEventID(of request: HTTPRequest) -> Int? {
        if let header = request.header("last-event-id") { return Int(header) }
        guard let query = request.query else { return nil }
        let pairs = query.split(separator: "&").lazy.map { $0.split(separator: "=", maxSplits: 1) }
        return pairs.first { $0.count == 2 && $0[0] == "lastEventId" }.flatMap { Int($0[1]) }
    }

    func respond(_ connection: Connection, _ response: HTTPResponse, includeBody: Bool, keepAlive: Bool) {
        connection.enqueue(response.serialized(includeBody: includeBody, keepAlive: keepAlive))
        if !keepAlive {
            connection.role = .closing
            connection.since = monotonicSeconds()
        }
    }

    /// Turns the connection into a feed, or refuses it with 503 when the feeds are at
    /// ``CastServerOptions/maxSubscribers`` (the page retries; plain requests still work).
    private func subscribe(_ connection: Connection, format: FeedFormat, lastEventID: Int?) {
        guard subscriberCount < options.maxSubscribers else {
            return respond(
                connection, .unavailable("subscriber limit reached"), includeBody: true, keepAlive: false)
        }
        connection.role = .subscriber(format)
        connection.input = []
        subscriberCount += 1
        let chunked = format == .chunkedEvents
        var fields: [(name: String, value: String)] = [
            (
                "Content-Type",
                format == .lines ? "application/x-ndjson; charset=utf-8" : "text/event-stream; charset=utf-8"
            ),
            ("Cache-Control", "no-cache"), ("Connection", chunked ? "keep-alive" : "close"),
        ]
        if chunked { fields.append(("Transfer-Encoding", "chunked")) }
        if format != .lines { fields.append(("X-Accel-Buffering", "no")) }
        connection.enqueue(
            HTTPHead.written(startLine: "HTTP/1.1 200 OK", fields: fields + SecurityHeaders.fields))
        switch format {
        case .chunkedEvents, .events:
            let retry = "retry: \(options.reconnectDelayMilliseconds)\n\n"
            connection.enqueue(chunked ? HTTPChunk.encode(retry) : Array(retry.utf8))
            for entry in history.catchUp(after: lastEventID) { connection.enqueue(entry.bytes(for: format)) }
            // A first ping tells the page the heartbeat interval before it has to rely on it.
            connection.enqueue(format.heartbeat(intervalSeconds: options.heartbeatInterval))
        case .lines:
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
        var json = JSONWriter()
        json.add("status", "ok")
        json.add("subscribers", subscriberCount)
        json.add("connections", connections.count)
        json.add("recordsPublished", counts.0)
        json.add("recordsRejected", counts.1)
        json.add("subscribersDropped", dropped)
        json.add("latestId", orNull: history.latest?.id)
        json.add("uptimeSeconds", Int(monotonicSeconds() - startedAt))
        return HTTPResponse(
            status: .ok, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-cache")],
            body: Array(json.json.utf8))
    }
}
