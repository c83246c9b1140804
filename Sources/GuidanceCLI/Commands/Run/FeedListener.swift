import CastServer
import Foundation
import GuidanceModel
import SystemIO

/// `run --listen`: the event feed forwarded by another device (a phone running the Navigation
/// SDK, docs/events.md "Forwarding"), over a plain TCP connection (NDJSON lines) or an HTTP POST
/// (any length, chunked or not). One sender at a time: a second connection waits in the queue
/// until the first one ends. Each connection's lines are numbered from 1 and named by the peer.
struct FeedListener {
    let host: String
    let port: Int
    let context: CommandContext

    /// Serves senders until `shouldStop`; the summary covers every connection.
    func serve(
        shouldStop: () -> Bool, handle: (NavigatorEvent, Int) throws -> Void
    ) throws -> FeedReader.Summary {
        let listener: ListeningSocket
        do {
            listener = try ListeningSocket(host: host, port: port)
        } catch {
            throw CommandFailure(.cannotCreate, "--listen \(host):\(port): \(error)")
        }
        defer { listener.close() }
        context.stderr.line("listening for event feeds on \(listener.address)")
        var total = FeedReader.Summary()
        var connectionNumber = 0
        while !shouldStop() {
            guard let (connection, peer) = listener.accept(waitingMilliseconds: 250) else { continue }
            connectionNumber += 1
            let name = "\(peer)#\(connectionNumber)"
            var decoder = FeedDecoder(name: name, context: context)
            var http = HTTPFeedBody()
            var isHTTP: Bool?
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            reading: while !shouldStop() {
                let count: Int
                switch ByteReader.readSome(
                    connection, into: &buffer, socket: true, deadline: .now + .milliseconds(250))
                {
                case .bytes(let read): count = read
                case .timedOut, .woken: continue
                case .endOfInput, .failed, .waitFailed: break reading
                }
                let chunk = Array(buffer[0..<count])
                if isHTTP == nil { isHTTP = chunk.starts(with: Array("POST ".utf8)) }
                if isHTTP == true {
                    let body = http.take(chunk)
                    if !body.isEmpty { try decoder.take(body, shouldStop: shouldStop, handle: handle) }
                    if http.isComplete || http.failure != nil { break reading }
                } else {
                    try decoder.take(chunk, shouldStop: shouldStop, handle: handle)
                }
            }
            try decoder.finish(shouldStop: shouldStop, handle: handle)
            if isHTTP == true { answer(connection, http, decoder.summary) }
            _ = Foundation.close(connection)
            total.merge(decoder.summary)
        }
        return total
    }

    /// The HTTP answer once the body is read: 200 with the counts, or 400 with the reason;
    /// rejected lines are already on stderr and counted in the exit status.
    private func answer(_ connection: Int32, _ http: HTTPFeedBody, _ summary: FeedReader.Summary) {
        let (status, body) =
            http.failure.map { ("400 Bad Request", $0 + "\n") }
            ?? ("200 OK", "\(summary.eventCount) events, \(summary.rejectedLines.count) lines rejected\n")
        let head = HTTPHead.written(
            startLine: "HTTP/1.1 " + status,
            fields: [
                ("Content-Type", "text/plain"), ("Content-Length", "\(body.utf8.count)"),
                ("Connection", "close"),
            ])
        _ = ByteWriter.writeAll(
            head + Array(body.utf8), to: connection, using: .send,
            whenBlocked: BlockedWait(deadline: .now + .seconds(1)))
    }
}

extension FeedReader.Summary {
    /// Adds another input's counts (the line numbers stay those of their own input).
    mutating func merge(_ other: FeedReader.Summary) {
        counts.merge(other.counts, uniquingKeysWith: +)
        rejectedLines += other.rejectedLines
    }
}
