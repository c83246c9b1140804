import Foundation
import SystemIO

/// One HTTP/1.1 GET over a fresh TCP connection, with a deadline for the whole exchange: what a
/// routing client needs of HTTP, on SystemIO's connector, writer, head reader and chunked
/// decoder (no URLSession, no TLS: the server is local).
struct HTTPGet {
    /// An answer: its status and body (de-chunked).
    struct Response {
        var status: Int
        var body: [UInt8]
    }

    /// Answers above this are not routes: 64 MiB.
    static let maximumResponse = 64 << 20

    /// The server: its `host:port` is the `Host` field and the name in messages.
    let endpoint: RouterEndpoint
    let timeoutSeconds: Double

    /// Sends `GET target` and reads the whole answer before the deadline.
    func fetch(_ target: String) throws(RoutingError) -> Response {
        let deadline = ContinuousClock.now + .seconds(bounded: timeoutSeconds)
        let socket = try connect(before: deadline)
        defer { _ = close(socket) }
        let request = HTTPHead.written(
            startLine: "GET \(target) HTTP/1.1",
            fields: [
                ("Host", endpoint.authority), ("Accept", "application/json"), ("User-Agent", "guidance"),
                ("Connection", "close"),
            ])
        try send(request, on: socket, before: deadline)
        let raw = try receiveAll(on: socket, before: deadline)
        return try Self.parse(raw, from: endpoint.authority)
    }

    /// The server cannot be reached, or did not answer in time, for `reason`.
    private func unreachable(_ reason: String) -> RoutingError {
        .unreachable(endpoint.authority, reason: reason)
    }

    private func connect(before deadline: ContinuousClock.Instant) throws(RoutingError) -> Int32 {
        switch TCPConnector.connect(host: endpoint.host, port: endpoint.port, deadline: deadline) {
        case .success(let socket):
            return socket
        case .failure(.unresolved(let status)):
            throw unreachable("cannot resolve \(endpoint.host): \(ConnectFailure.resolutionText(status))")
        case .failure(.attempts(let attempts)):
            // The last address's reason; addresses where no socket could be made say nothing.
            let reason = attempts.reversed().lazy.compactMap { attempt -> String? in
                switch attempt {
                case .socket: nil
                case .refused(let code): ErrorText.of(code)
                case .timedOut, .stopped, .waitFailed: "no answer within \(timeoutSeconds) s"
                }
            }.first
            throw unreachable(reason ?? "no address")
        }
    }

    private func send(_ bytes: [UInt8], on socket: Int32, before deadline: ContinuousClock.Instant)
        throws(RoutingError)
    {
        let result = ByteWriter.writeAll(
            bytes, to: socket, using: .send, whenBlocked: BlockedWait(deadline: deadline))
        switch result.failure {
        case nil: return
        case .timedOut, .woken, .waitFailed:
            throw unreachable("the request could not be sent within \(timeoutSeconds) s")
        case .system(let code): throw unreachable(ErrorText.of(code))
        case .noProgress: throw unreachable(ErrorText.of(0))
        }
    }

    private func receiveAll(on socket: Int32, before deadline: ContinuousClock.Instant) throws(RoutingError)
        -> [UInt8]
    {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            switch ByteReader.readSome(socket, into: &buffer, socket: true, deadline: deadline) {
            case .bytes(let got):
                received.append(contentsOf: buffer[0..<got])
                guard received.count <= Self.maximumResponse else {
                    throw .noRoute(reason: "an answer of more than \(Self.maximumResponse >> 20) MiB")
                }
                if Self.isComplete(received) { return received }
            case .endOfInput:
                return received
            case .timedOut, .woken:
                throw unreachable("no complete answer within \(timeoutSeconds) s")
            case .failed(let code), .waitFailed(let code):
                throw unreachable(ErrorText.of(code))
            }
        }
    }

    /// The head's lines and where the body starts, once the whole head is in.
    private static func head(_ raw: [UInt8]) -> (lines: [ArraySlice<UInt8>], bodyStart: Int)? {
        guard case .complete(let lines, let consumed) = HTTPHead.scan(raw, limit: maximumResponse) else {
            return nil
        }
        return (lines, consumed)
    }

    /// Whether a response with a Content-Length has all its body (servers that keep the
    /// connection open despite `Connection: close` are not waited for).
    private static func isComplete(_ raw: [UInt8]) -> Bool {
        guard let (lines, bodyStart) = head(raw),
            case .success(.length(let length)) = HTTPBodyFraming.of(HTTPField.lenient(lines.dropFirst()))
        else {
            return false
        }
        return raw.count - bodyStart >= length
    }

    static func parse(_ raw: [UInt8], from target: String) throws(RoutingError) -> Response {
        guard let (lines, bodyStart) = head(raw) else {
            throw .unreachable(
                target,
                reason: raw.isEmpty ? "the server closed without answering" : "an answer without HTTP headers"
            )
        }
        let statusLine = String(decoding: lines.first ?? [], as: UTF8.self).split(separator: " ")
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1])
        else {
            throw .unreachable(target, reason: "not an HTTP answer")
        }
        var body = Array(raw[bodyStart...])
        // A bad Content-Length is no length: the body is what came before the close.
        let framing = (try? HTTPBodyFraming.of(HTTPField.lenient(lines.dropFirst())).get()) ?? .untilClose
        switch framing {
        case .chunked:
            switch ChunkedDecoder.decode(body) {
            case .success(let decoded): body = decoded
            case .failure(.missingLineEnd):
                throw .unreachable(target, reason: "a chunk does not end with CR LF")
            case .failure: throw .unreachable(target, reason: "a bad chunk size")
            case nil: throw .unreachable(target, reason: "a chunked answer was cut short")
            }
        case .length(let length):
            guard body.count >= length else { throw .unreachable(target, reason: "the answer was cut short") }
            body = Array(body.prefix(length))
        case .untilClose:
            break
        }
        return Response(status: status, body: body)
    }
}
