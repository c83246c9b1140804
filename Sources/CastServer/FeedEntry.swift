import SystemIO

/// One published record with its event id and its two wire encodings, built once and shared
/// by every subscriber's queue (arrays are copy-on-write, so queuing costs no copy).
struct FeedEntry: Sendable {
    /// The SSE event id: the record's `seq` when it increases, otherwise the next integer.
    let id: Int
    /// The record, one JSON object on one line.
    let json: String
    /// The SSE event as one HTTP chunk.
    let eventChunk: [UInt8]
    /// The SSE event, unframed (HTTP/1.0 streams).
    let event: [UInt8]
    /// The NDJSON line.
    let line: [UInt8]
    /// Whether it is a passing event (a prompt starting or ending): sent to the subscribers of
    /// the moment, never kept in the history or made the current state.
    let isTransient: Bool

    /// A record with its event id, or with `eventName` a passing event, sent as an SSE event of
    /// that name without an id (so a reconnect resumes from the last state record).
    init(id: Int, json: String, eventName: String? = nil) {
        self.id = id
        self.json = json
        self.isTransient = eventName != nil
        let event = eventName.map { "event: \($0)\ndata: \(json)\n\n" } ?? "id: \(id)\ndata: \(json)\n\n"
        self.event = Array(event.utf8)
        self.eventChunk = HTTPChunk.encode(event)
        self.line = Array((json + "\n").utf8)
    }

    /// The bytes a subscriber in `format` receives.
    func bytes(for format: FeedFormat) -> [UInt8] {
        switch format {
        case .chunkedEvents: return eventChunk
        case .events: return event
        case .lines: return line
        }
    }
}
