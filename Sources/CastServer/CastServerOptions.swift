/// Limits and timings of a ``CastServer``; the defaults suit a car with a few screens attached.
///
/// Every limit exists so that one misbehaving client (a screen that stops reading, a scanner
/// sending endless headers) costs a bounded amount of memory and never slows the drive.
public struct CastServerOptions: Sendable, Equatable {
    /// Seconds between keep-alive comments on open feeds, so that screens and proxies notice
    /// a dead link and idle connections are not reaped by NAT boxes.
    public var heartbeatInterval: Double
    /// How many recent records are kept for `Last-Event-ID` resumption.
    public var historyCapacity: Int
    /// Open connections accepted at once (subscribers and plain requests); more get 503.
    public var maxConnections: Int
    /// Records waiting for one subscriber before it is considered stuck and disconnected.
    public var maxQueuedRecords: Int
    /// Bytes waiting for one subscriber before it is considered stuck and disconnected.
    public var maxQueuedBytes: Int
    /// Largest request line plus headers; bigger requests get 431 (or 414 for a long line).
    public var maxRequestHeaderBytes: Int
    /// Seconds a client may take to send a complete request head before it gets 408.
    public var requestTimeout: Double
    /// Seconds an idle keep-alive connection (not a feed) stays open.
    public var idleTimeout: Double
    /// The reconnection delay, in milliseconds, that browsers are told to use after a drop.
    public var reconnectDelayMilliseconds: Int
    /// Kernel send buffer per connection, or nil for the system default; a small value makes
    /// stuck subscribers show up sooner (useful on small devices and in tests).
    public var socketSendBufferBytes: Int?

    /// Creates options; every parameter has a default.
    public init(
        heartbeatInterval: Double = 15,
        historyCapacity: Int = 256,
        maxConnections: Int = 512,
        maxQueuedRecords: Int = 256,
        maxQueuedBytes: Int = 1 << 20,
        maxRequestHeaderBytes: Int = 8192,
        requestTimeout: Double = 10,
        idleTimeout: Double = 30,
        reconnectDelayMilliseconds: Int = 2000,
        socketSendBufferBytes: Int? = nil
    ) {
        self.heartbeatInterval = heartbeatInterval
        self.historyCapacity = historyCapacity
        self.maxConnections = maxConnections
        self.maxQueuedRecords = maxQueuedRecords
        self.maxQueuedBytes = maxQueuedBytes
        self.maxRequestHeaderBytes = maxRequestHeaderBytes
        self.requestTimeout = requestTimeout
        self.idleTimeout = idleTimeout
        self.reconnectDelayMilliseconds = reconnectDelayMilliseconds
        self.socketSendBufferBytes = socketSendBufferBytes
    }
}
