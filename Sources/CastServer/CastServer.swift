import Foundation
import Glibc
import StrictJSON
import SystemIO

/// The live casting feed: an HTTP/1.1 server that streams every display-state record to the
/// screens subscribed to it (Server-Sent Events or NDJSON) and serves the display page.
///
/// One background thread owns every socket (see `docs/casting.md`); ``publish(record:sequence:)`` only
/// queues the record and wakes that thread, so the drive never waits on a screen.
///
/// ```swift
/// let server = CastServer(host: "0.0.0.0", port: 8080, webRoot: dataDirectory.appending(path: "web"))
/// let port = try server.start()
/// server.publish(record: record.json, sequence: record.sequence)   // every casting record
/// server.stop()
/// ```
public final class CastServer: Sendable {
    /// The address the server listens on, e.g. `127.0.0.1`, `0.0.0.0` or `::`.
    public let host: String
    /// The port asked for; 0 lets the system choose (see ``start()``'s result).
    public let requestedPort: Int
    /// The directory the display page is served from, or nil to serve only the feed.
    public let webRoot: URL?
    /// Limits and timings.
    public let options: CastServerOptions

    private enum Phase {
        case idle
        case running(EventLoop, port: Int)
        case stopped
    }

    private let inbox: Locked<FeedInbox>
    private let phase = Locked<Phase>(.idle)
    /// Rung by the server's thread each time it publishes changed figures.
    let statisticsSignal = StatisticsSignal()

    /// Creates a server; nothing is opened until ``start()``.
    public init(
        host: String = "127.0.0.1", port: Int = 0, webRoot: URL? = nil,
        options: CastServerOptions = CastServerOptions()
    ) {
        self.host = host
        self.requestedPort = port
        self.webRoot = webRoot
        self.options = options
        self.inbox = Locked(FeedInbox(pendingLimit: max(options.historyCapacity, options.maxQueuedRecords)))
    }

    deinit {
        stop()
    }

    /// Binds, listens and starts serving; returns the bound port (useful with port 0).
    ///
    /// Records published before `start()` are kept (up to the history size), so the first
    /// screen to connect still sees the current state. The process's soft limit on open
    /// descriptors is raised, within its hard limit, to hold ``CastServerOptions/maxConnections``.
    @discardableResult
    public func start() throws(CastServerError) -> Int {
        try phase.withLock { phase throws(CastServerError) -> Int in
            guard case .idle = phase else { throw .alreadyStarted }
            let root = try webRoot.map { url throws(CastServerError) in try WebRoot(url) }
            if let bad = options.allowedHosts.first(where: { HostAllowList.entryName($0) == nil }) {
                throw .invalidHostName(bad)
            }
            let hosts = HostAllowList(boundHost: host, extraNames: options.allowedHosts)
            // Every connection is a descriptor; a few more for the listener, the pipe, files.
            Socket.allowDescriptors(options.maxConnections + 64)
            let (listener, port) = try Socket.listen(host: host, port: requestedPort, backlog: 1024)
            var pipeEnds: [Int32] = [-1, -1]
            guard pipe(&pipeEnds) == 0 else {
                let reason = ErrorText.of(errno)
                Glibc.close(listener)
                throw .systemCall(name: "pipe", reason: reason)
            }
            Socket.makeNonBlocking(pipeEnds[0])
            Socket.makeNonBlocking(pipeEnds[1])
            let loop = EventLoop(
                listener: listener, wakeReader: pipeEnds[0], options: options, webRoot: root, hosts: hosts,
                inbox: inbox, statisticsSignal: statisticsSignal)
            inbox.withLock {
                $0.wakeDescriptor = pipeEnds[1]
                $0.stopping = false
            }
            let thread = Thread { loop.run() }
            thread.name = "cast-server"
            thread.start()
            phase = .running(loop, port: port)
            return port
        }
    }

    /// The bound port while running, nil before ``start()`` and after ``stop()``.
    public var port: Int? {
        phase.withLock {
            if case .running(_, let port) = $0 { return port }
            return nil
        }
    }

    /// Sends one record to every subscriber and makes it the current state.
    ///
    /// `record` is one JSON object from a source the server cannot trust (a file, a peer): it is
    /// parsed by StrictJSON, as every JSON the program reads, to check that it is an object (no
    /// duplicate keys, nothing after it) and to read its integer `seq` (line breaks, which JSON
    /// allows only as whitespace, are folded to spaces). Returns false, and sends nothing, when
    /// the text is not a JSON object. Records the program writes itself go through
    /// ``publish(record:sequence:)`` instead, which parses nothing.
    @discardableResult
    public func publish(record: String) -> Bool {
        let line =
            record.contains(where: \.isNewline)
            ? record.split(whereSeparator: \.isNewline).joined(separator: " ") : record
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let object = try? JSONParser.parse(trimmed), object.members != nil else {
            inbox.withLock { $0.rejected += 1 }
            return false
        }
        var seq: Int?
        if case .number(let number)? = object["seq"]?.value { seq = Int(exactly: number) }
        publish(record: trimmed, sequence: seq)
        return true
    }

    /// Sends a record the program wrote itself (one line of JSON, an object) with its sequence
    /// number, which becomes the event id when it increases. Nothing is parsed: the writer
    /// already knows both, so the live feed costs no second pass over every record. Never
    /// blocks on the network: the record is queued and the server thread is woken.
    public func publish(record: String, sequence: Int?) {
        inbox.withLock { inbox in
            inbox.latestJSON = record
            inbox.push(FeedEntry(id: inbox.nextID(seq: sequence), json: record))
        }
    }

    /// Sends a passing event the program wrote itself (one JSON object on one line, e.g. a prompt
    /// starting or ending) to the subscribers connected now, without making it the current state
    /// or keeping it in the history: `/state`, a new subscriber's first record and a reconnect's
    /// catch-up stay display states. Event streams get it as an SSE event named `name` (a page
    /// that listens only to messages never sees it); NDJSON subscribers get the line.
    public func publish(event json: String, name: String) {
        inbox.withLock { $0.push(FeedEntry(id: 0, json: json, eventName: name)) }
    }

    /// The latest record published, or nil before the first.
    public var latestRecord: String? {
        inbox.withLock { $0.latestJSON }
    }

    /// Counters for monitoring and tests.
    public var statistics: CastServerStatistics {
        inbox.withLock {
            CastServerStatistics(
                subscribers: $0.subscribers, connections: $0.connections, recordsPublished: $0.published,
                recordsRejected: $0.rejected, subscribersDropped: $0.dropped, latestID: $0.lastID)
        }
    }

    /// Closes every subscriber (event streams get a clean end of stream) and releases the port.
    /// Returns once the port is free. Calling it again, or before ``start()``, does nothing.
    public func stop() {
        let loop = phase.withLock { phase -> EventLoop? in
            guard case .running(let loop, _) = phase else { return nil }
            phase = .stopped
            return loop
        }
        guard let loop else { return }
        inbox.withLock {
            $0.stopping = true
            $0.wakeRequested = false
            $0.wake()
        }
        loop.waitUntilFinished()
        inbox.withLock {
            Glibc.close($0.wakeDescriptor)
            $0.wakeDescriptor = -1
        }
    }
}
