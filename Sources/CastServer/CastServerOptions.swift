/// Limits and timings of a ``CastServer``; the defaults suit a car with a few screens attached.
///
/// Every limit exists so that one misbehaving client (a screen that stops reading, a scanner
/// sending endless headers, a slowloris holding half-sent requests) costs a bounded amount of
/// memory and never slows the drive or locks other screens out.
public struct CastServerOptions: Sendable, Equatable {
    /// Seconds between keep-alive comments on open feeds, so that screens and proxies notice
    /// a dead link and idle connections are not reaped by NAT boxes.
    public var heartbeatInterval: Double
    /// How many recent records are kept for `Last-Event-ID` resumption.
    public var historyCapacity: Int
    /// Feeds (`/feed`, `/feed.ndjson`) open at once; one more gets 503 with `Retry-After`.
    public var maxSubscribers: Int
    /// Open connections at once, of every kind (feeds, plain requests, connections still
    /// sending their request). When the table is full, a newcomer takes the place of the oldest
    /// connection that has not sent a complete request; only when there is none it gets 503.
    public var maxConnections: Int
    /// Open connections one client address may hold. Past it, that address's own connections
    /// without a complete request make room (oldest first), otherwise the newcomer gets 503: one
    /// host cannot fill the table, whatever it sends.
    public var maxConnectionsPerAddress: Int
    /// Blocks (records and heartbeats) waiting in the server's queue for one subscriber, the
    /// kernel taking no more, before it is considered stuck and disconnected. The kernel's send
    /// buffer is not counted here: a new subscriber's catch-up (up to the history) goes out in
    /// one go and stays unacknowledged for a round trip.
    public var maxQueuedRecords: Int
    /// Bytes written for one subscriber and not acknowledged by its TCP, those in the kernel's
    /// send buffer included (it takes megabytes for a peer that reads nothing), before it is
    /// considered stuck and disconnected, in the turn that queues the bytes past the limit. A
    /// plain connection with this much unread output in the server's queue is not read from
    /// until it catches up.
    public var maxQueuedBytes: Int
    /// Largest request line plus headers; bigger requests get 431 (or 414 for a long line).
    public var maxRequestHeaderBytes: Int
    /// The header deadline: seconds a new connection has to send its complete request head
    /// (counted from the connection, not from its first byte), and a keep-alive connection to
    /// finish a head it has started. A head in progress then gets 408; a silent one is closed.
    public var requestTimeout: Double
    /// Seconds an idle keep-alive connection (not a feed) stays open between requests.
    public var idleTimeout: Double
    /// The reconnection delay, in milliseconds, that browsers are told to use after a drop.
    public var reconnectDelayMilliseconds: Int
    /// Kernel send buffer per connection, or nil for the system default; a small value makes
    /// stuck subscribers show up sooner (useful on small devices and in tests).
    public var socketSendBufferBytes: Int?
    /// Host names served besides the built-in ones (the bound address, the address a client
    /// connected to, `localhost`, `127.0.0.1`, `[::1]`), e.g. `car.local`. Any other `Host`
    /// gets 421, so that a page on another site cannot read the feed through DNS rebinding.
    public var allowedHosts: [String]

    /// Whether `name` may be given in ``allowedHosts``: a host name (`car.local`) or an IP
    /// address (`192.0.2.7`, `fe80::1`, `[fe80::1]`), without a port. Lets a command line
    /// refuse a bad name as a usage error before anything starts.
    public static func isValidHostName(_ name: String) -> Bool {
        HostAllowList.entryName(name) != nil
    }

    /// Creates options; every parameter has a default. `maxConnections` defaults to
    /// `maxSubscribers` plus 128, room for plain requests and pages loading beside the feeds.
    public init(
        heartbeatInterval: Double = 15,
        historyCapacity: Int = 256,
        maxSubscribers: Int = 512,
        maxConnections: Int? = nil,
        maxConnectionsPerAddress: Int = 128,
        maxQueuedRecords: Int = 256,
        maxQueuedBytes: Int = 1 << 20,
        maxRequestHeaderBytes: Int = 8192,
        requestTimeout: Double = 5,
        idleTimeout: Double = 30,
        reconnectDelayMilliseconds: Int = 2000,
        socketSendBufferBytes: Int? = nil,
        allowedHosts: [String] = []
    ) {
        self.heartbeatInterval = heartbeatInterval
        self.historyCapacity = historyCapacity
        self.maxSubscribers = maxSubscribers
        self.maxConnections = maxConnections ?? maxSubscribers + 128
        self.maxConnectionsPerAddress = maxConnectionsPerAddress
        self.maxQueuedRecords = maxQueuedRecords
        self.maxQueuedBytes = maxQueuedBytes
        self.maxRequestHeaderBytes = maxRequestHeaderBytes
        self.requestTimeout = requestTimeout
        self.idleTimeout = idleTimeout
        self.reconnectDelayMilliseconds = reconnectDelayMilliseconds
        self.socketSendBufferBytes = socketSendBufferBytes
        self.allowedHosts = allowedHosts
    }
}
