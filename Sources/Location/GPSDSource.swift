import GuidanceModel

/// Fixes from gpsd over TCP (`?WATCH={"enable":true,"json":true}`), parsed by ``GPSDParser``,
/// that survive gpsd restarts and network drops.
///
/// The report sequence tells the route follower what is going on: ``LocationIssue/connected``
/// once a connection stands; ``LocationIssue/disconnected(reason:)`` when it ends (end of
/// stream, an error, or no data for ``GPSDOptions/silenceTimeout``) or cannot be made;
/// ``LocationIssue/reconnecting(afterSeconds:)`` before each wait, which starts at
/// ``GPSDOptions/initialBackoff``, doubles up to ``GPSDOptions/maximumBackoff`` and starts over
/// after a successful connection. Nothing is fatal: the source ends only when stopped through
/// ``stopHandle`` or after ``GPSDOptions/maximumConnectionAttempts``. Line numbers in issues
/// count every line received since the source started.
public struct GPSDSource: LocationSource {
    private enum Phase {
        case disconnected
        case waiting(seconds: Double)
        case connected(OpenDescriptor)
        case ended
    }

    /// Where gpsd is.
    public let endpoint: GPSDEndpoint
    /// Timeouts, backoff and limits.
    public let options: GPSDOptions
    /// Ends a blocked `next()` (or a backoff wait) from another thread.
    public let stopHandle: LocationStopHandle
    private var phase = Phase.disconnected
    private var attempts = 0
    private var backoff: ReconnectBackoff
    private var splitter: LineSplitter
    private var parser: GPSDParser
    private var queue = ReportQueue()

    /// Creates a source; nothing happens until the first `next()`, which connects. Pass a
    /// `stopHandle` to end it from elsewhere (a signal handler, another thread).
    public init(
        endpoint: GPSDEndpoint, options: GPSDOptions = GPSDOptions(),
        stopHandle: LocationStopHandle = LocationStopHandle()
    ) {
        self.endpoint = endpoint
        self.stopHandle = stopHandle
        self.options = options
        backoff = ReconnectBackoff(initial: options.initialBackoff, maximum: options.maximumBackoff)
        splitter = LineSplitter(limit: options.maximumLineLength)
        parser = GPSDParser(maximumLineLength: options.maximumLineLength)
    }

    /// The next fix or connection news; nil once stopped or out of attempts.
    public mutating func next() -> LocationReport? {
        while true {
            if let report = queue.popFirst() { return report }
            if stopHandle.isStopped { phase = .ended }
            switch phase {
            case .ended: return nil
            case .disconnected: scheduleConnection()
            case .waiting(let seconds):
                if DescriptorIO.sleep(seconds, stop: stopHandle) { connect() } else { phase = .ended }
            case .connected(let socket): receive(on: socket)
            }
        }
    }

    private mutating func scheduleConnection() {
        if let limit = options.maximumConnectionAttempts, attempts >= limit {
            phase = .ended
        } else if attempts == 0 {
            connect()
        } else {
            let delay = backoff.nextDelay()
            queue.append(.issue(.reconnecting(afterSeconds: delay)))
            phase = .waiting(seconds: delay)
        }
    }

    private mutating func connect() {
        attempts += 1
        switch SocketConnector.connect(to: endpoint, timeout: options.connectTimeout, stop: stopHandle) {
        case .failure(let failure):
            queue.append(.issue(.disconnected(reason: failure.reason)))
            phase = .disconnected
        case .success(let socket):
            backoff.reset()
            splitter = LineSplitter(limit: options.maximumLineLength)
            queue.append(.issue(.connected))
            phase = .connected(socket)
            if let reason = DescriptorIO.writeAll(
                socket.value, Array(GPSDOptions.watchCommand.utf8), stop: stopHandle)
            {
                drop("cannot send the WATCH command: \(reason)")
            }
        }
    }

    private mutating func take(_ item: LineSplitter.Item) {
        switch item {
        case .line(let line, _): if let report = parser.parse(line: line) { queue.append(report) }
        case .tooLong: queue.append(parser.lineTooLong())
        }
    }

    private mutating func receive(on socket: OpenDescriptor) {
        switch DescriptorIO.read(socket.value, timeout: options.silenceTimeout, stop: stopHandle) {
        case .bytes(let bytes):
            for item in splitter.feed(bytes) { take(item) }
        case .endOfInput:
            for item in splitter.finish() { take(item) }
            drop("gpsd closed the connection")
        case .timedOut:
            drop("no data for \(options.silenceTimeout) s")
        case .failed(let reason):
            drop(reason)
        case .stopped:
            phase = .ended
        }
    }

    private mutating func drop(_ reason: String) {
        queue.append(.issue(.disconnected(reason: reason)))
        phase = .disconnected
    }
}
