/// A snapshot of what a ``CastServer`` is doing, as reported by `GET /health`.
public struct CastServerStatistics: Sendable, Equatable {
    /// Open `/feed` and `/feed.ndjson` streams.
    public var subscribers: Int
    /// All open connections, feeds included.
    public var connections: Int
    /// Records accepted by ``CastServer/publish(record:)`` and
    /// ``CastServer/publish(record:sequence:)`` since start.
    public var recordsPublished: Int
    /// Records refused because they were not a single JSON object.
    public var recordsRejected: Int
    /// Subscribers disconnected because they fell too far behind (``CastServerOptions/maxQueuedRecords``,
    /// ``CastServerOptions/maxQueuedBytes``). Feeds refused with 503 never were subscribers
    /// and are not counted, so a client that opens feeds and reads nothing is told apart here.
    public var subscribersDropped: Int
    /// The event id of the latest record, or nil before the first one.
    public var latestID: Int?
}
