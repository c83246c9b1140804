import Dispatch
import Foundation
import Glibc
import SystemIO

/// The single thread that owns every socket: it accepts, parses requests, fans records out to
/// subscribers and writes with non-blocking sockets under `poll(2)`.
///
/// One thread serves every connection, so a subscriber costs a small ``Connection`` object and
/// its queue, not a thread stack; nothing here blocks except `poll` itself. Requests and
/// routing are in `EventLoop+Requests.swift`.
final class EventLoop: @unchecked Sendable {
    private let listener: Int32
    private let wakeReader: Int32
    let options: CastServerOptions
    let webRoot: WebRoot?
    let hosts: HostAllowList
    let inbox: Locked<FeedInbox>
    private let statisticsSignal: StatisticsSignal
    /// The figures last published, to ring the signal only when they change.
    private var publishedFigures = (subscribers: 0, connections: 0, dropped: 0)
    private let finished = DispatchSemaphore(value: 0)
    var connections: [Int32: Connection] = [:]
    var history: FeedHistory
    private var nextHeartbeat: Double
    var dropped = 0
    /// Open feeds, kept as a count so that admission and statistics need no scan.
    var subscriberCount = 0
    let startedAt = monotonicSeconds()
    /// A descriptor held in reserve: when the process runs out, it is given up for a moment to
    /// take the waiting connection and refuse it, instead of leaving it in the backlog.
    private var spareDescriptor: Int32 = open("/dev/null", O_RDONLY | O_CLOEXEC)
    /// Set while out of descriptors with nothing to free: the listener is not polled (it would
    /// report the same waiting connection at once, forever) until a connection closes.
    private var listenerPaused = false

    /// Accepts handled per turn of the loop, so that a flood of connections cannot starve the
    /// records and the subscribers already served.
    private static let acceptsPerTurn = 256

    init(
        listener: Int32, wakeReader: Int32, options: CastServerOptions, webRoot: WebRoot?,
        hosts: HostAllowList, inbox: Locked<FeedInbox>, statisticsSignal: StatisticsSignal
    ) {
        self.listener = listener
        self.wakeReader = wakeReader
        self.options = options
        self.webRoot = webRoot
        self.hosts = hosts
        self.inbox = inbox
        self.statisticsSignal = statisticsSignal
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
            expireConnections(now: now)
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
    func takeInbox() -> Bool {
        var byte = [UInt8](repeating: 0, count: 256)
        while read(wakeReader, &byte, byte.count) > 0 {}
        let (entries, stopping) = inbox.withLock { inbox -> ([FeedEntry], Bool) in
            inbox.wakeRequested = false
            defer { inbox.pending.removeAll(keepingCapacity: true) }
            return (inbox.pending, inbox.stopping)
        }
        if stopping { return false }
        guard !entries.isEmpty else { return true }
        for entry in entries where !entry.isTransient { history.append(entry) }
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

    /// Queues bytes for a subscriber and writes what its socket takes; a subscriber past the
    /// limits has stopped reading (or vanished silently) and is disconnected at once.
    ///
    /// Past its catch-up (at most the history), a subscriber's backlog grows only here, so
    /// checking here drops it in the turn of the loop that takes it past a limit, whatever the
    /// publishing rate: more than
    /// ``CastServerOptions/maxQueuedRecords`` blocks waiting in its queue (the kernel takes no
    /// more), or more than ``CastServerOptions/maxQueuedBytes`` bytes its TCP has not
    /// acknowledged, counting the kernel's send buffer (megabytes, for a peer that reads nothing).
    private func deliver(_ blocks: [[UInt8]], to connection: Connection) {
        for block in blocks { connection.enqueue(block) }
        guard connection.flush() else {
            close(connection)
            return
        }
        if connection.queuedBlocks > options.maxQueuedRecords
            || connection.unacknowledgedBytesExceed(options.maxQueuedBytes)
        {
            dropped += 1
            // What the kernel still holds for it is discarded with the connection, not kept
            // (and retried) for a reader that is not reading.
            Socket.discardUnsentOnClose(connection.fd)
            close(connection)
        }
    }

    // MARK: Polling

    private func waitForEvents() {
        var descriptors = [
            pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
            pollfd(fd: listener, events: listenerPaused ? 0 : Int16(POLLIN), revents: 0),
        ]
        descriptors.reserveCapacity(connections.count + 2)
        for connection in connections.values {
            var events = wantsInput(connection) ? Int16(POLLIN) : Int16(0)
            if !connection.isFlushed { events |= Int16(POLLOUT) }
            descriptors.append(pollfd(fd: connection.fd, events: events, revents: 0))
        }
        let untilHeartbeat = max(0, nextHeartbeat - monotonicSeconds())
        let timeout = Int32(min(untilHeartbeat, 0.5) * 1000) + 1
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        guard ready > 0 else { return }
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
            if descriptor.revents & Int16(POLLOUT) != 0 {
                guard connection.flush() else {
                    close(connection)
                    continue
                }
                resumeRequests(on: connection)
            }
        }
        // Accepting last: a descriptor closed above and reused by a newcomer must not be taken
        // for the old connection's events.
        if descriptors[1].revents & Int16(POLLIN) != 0 { acceptAll() }
    }

    /// Whether to read from a connection now: a closing one is only written to (its reading
    /// side may already be at end of stream), and a client that sends requests faster than it
    /// reads the answers waits until they are out (pipelining cannot grow the queue unbounded).
    private func wantsInput(_ connection: Connection) -> Bool {
        switch connection.role {
        case .closing: return false
        case .requests: return connection.queuedBytes <= options.maxQueuedBytes
        case .subscriber, .draining: return true
        }
    }

    // MARK: Admission

    private func acceptAll() {
        for _ in 0..<Self.acceptsPerTurn {
            switch Socket.accept(listener) {
            case .none:
                return
            case .aborted:
                continue
            case .outOfDescriptors:
                // Linux reports EMFILE before it looks at the queue, so nothing may be waiting:
                // the spare descriptor takes the newcomer first, and only a real newcomer costs a
                // victim its place or is refused.
                switch takeWithSpareDescriptor() {
                case .none:
                    return
                case .aborted:
                    continue
                case .outOfDescriptors:
                    if let victim = Admission.victim(among: connections.values) {
                        close(victim)
                    } else {
                        listenerPaused = true
                        return
                    }
                case .connection(let fd, let peer):
                    if let victim = Admission.victim(among: connections.values) {
                        close(victim)
                        restoreSpareDescriptor()
                        admit(fd, peer: peer)
                    } else {
                        refuseForLackOfDescriptors(fd)
                        restoreSpareDescriptor()
                    }
                }
            case .connection(let fd, let peer):
                admit(fd, peer: peer)
            }
        }
    }

    /// Takes a new connection into the table, making room by the rules of ``Admission``:
    /// first within the client's own share (``CastServerOptions/maxConnectionsPerAddress``),
    /// then within the table (``CastServerOptions/maxConnections``); 503 when nothing may go.
    private func admit(_ fd: Int32, peer: String) {
        if let size = options.socketSendBufferBytes {
            Socket.setOption(fd, SOL_SOCKET, SO_SNDBUF, Int32(clamping: size))
        }
        Socket.setOption(fd, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
        let connection = Connection(fd: fd, peer: peer, now: monotonicSeconds())
        var refusal: String?
        let fromPeer = connections.values.filter { $0.peer == peer }
        if fromPeer.count >= options.maxConnectionsPerAddress {
            if let victim = Admission.victim(among: fromPeer) {
                close(victim)
            } else {
                refusal = "too many connections from this address"
            }
        }
        if refusal == nil, connections.count >= options.maxConnections {
            if let victim = Admission.victim(among: connections.values) {
                close(victim)
            } else {
                refusal = "connection limit reached"
            }
        }
        connections[fd] = connection
        if let refusal {
            respond(connection, .unavailable(refusal), includeBody: true, keepAlive: false)
            return
        }
        // A request that came with the connection is read now: the client is then no longer
        // "waiting" and cannot be taken for a slow one by the next newcomer of a burst.
        if !readFrom(connection), connection.isFlushed { close(connection) }
    }

    /// Out of descriptors: frees the spare descriptor and takes the waiting connection with it.
    /// The spare is taken back at once unless a connection now holds its place, in which case
    /// ``restoreSpareDescriptor()`` follows when a descriptor is free again. `outOfDescriptors`
    /// when there is no spare, or the descriptor it freed was taken elsewhere first.
    private func takeWithSpareDescriptor() -> Socket.Accepted {
        guard spareDescriptor >= 0 else { return .outOfDescriptors }
        Glibc.close(spareDescriptor)
        spareDescriptor = -1
        let accepted = Socket.accept(listener)
        if case .connection = accepted { return accepted }
        restoreSpareDescriptor()
        return accepted
    }

    /// Holds a descriptor in reserve again (when one is free).
    private func restoreSpareDescriptor() {
        if spareDescriptor < 0 { spareDescriptor = open("/dev/null", O_RDONLY | O_CLOEXEC) }
    }

    /// Sends 503 to a connection taken with the spare descriptor and closes it.
    private func refuseForLackOfDescriptors(_ fd: Int32) {
        let refusal = HTTPResponse.unavailable("out of descriptors")
        _ = ByteWriter.sendSome(refusal.serialized(includeBody: true, keepAlive: false)[...], to: fd)
        // Reading the request that has already arrived lets the close be a plain end of stream
        // rather than a reset, which could destroy the answer before the client reads it.
        var request: [UInt8] = []
        _ = Socket.receive(fd, into: &request, maximum: 8192)
        Glibc.shutdown(fd, Int32(SHUT_WR))
        Glibc.close(fd)
    }

    // MARK: Reading, writing, timeouts

    /// Reads from a connection; false when it is gone.
    private func readFrom(_ connection: Connection) -> Bool {
        let wasEmpty = connection.input.isEmpty
        guard Socket.receive(connection.fd, into: &connection.input, maximum: 8192) else { return false }
        guard connection.role == .requests else {
            connection.input.removeAll()
            return true
        }
        // A kept-alive connection starts its next head's deadline with its first byte; a new
        // connection's deadline runs from the connection itself, however slowly bytes arrive.
        if wasEmpty, connection.requestsServed > 0 { connection.since = monotonicSeconds() }
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
            if connection.role == .closing, connection.isFlushed {
                drain(connection)
            } else {
                resumeRequests(on: connection)
            }
        }
    }

    /// The last answer is out: shuts the sending side (the client sees the end of the stream)
    /// and reads what the client still sends until it closes or ``lingerSeconds`` pass.
    private func drain(_ connection: Connection) {
        guard Glibc.shutdown(connection.fd, Int32(SHUT_WR)) == 0 else { return close(connection) }
        connection.role = .draining
        connection.since = monotonicSeconds()
    }

    /// How long a closed-for-sending connection is drained before it is closed for good.
    private var lingerSeconds: Double { min(2, options.idleTimeout) }

    /// Parses requests that waited for their predecessors' answers to go out.
    private func resumeRequests(on connection: Connection) {
        guard connection.role == .requests, !connection.input.isEmpty,
            connection.queuedBytes <= options.maxQueuedBytes
        else { return }
        handleRequests(on: connection)
    }

    /// The header deadline, the idle timeout, and the limit on how long a last answer may wait
    /// for its reader.
    private func expireConnections(now: Double) {
        for connection in Array(connections.values) {
            let waited = now - connection.since
            switch connection.role {
            case .subscriber:
                continue
            case .closing:
                // A client that never reads its last answer does not keep the slot.
                if waited > options.idleTimeout { close(connection) }
            case .draining:
                if waited > lingerSeconds { close(connection) }
            case .requests:
                // A first request already waiting in the socket was sent in time: a loop that fell
                // behind (a starved process) reads it at the next poll instead of blaming the
                // client. A head already started (a trickling slowloris) gets no such grace.
                if connection.input.isEmpty, waited > options.requestTimeout,
                    Self.hasPendingInput(connection.fd)
                {
                    continue
                }
                if !connection.input.isEmpty {
                    if waited > options.requestTimeout {
                        respond(connection, .error(.requestTimeout), includeBody: true, keepAlive: false)
                    }
                } else if connection.requestsServed == 0 {
                    // Connected and never sent a byte of a request: nothing to answer.
                    if waited > options.requestTimeout { close(connection) }
                } else if waited > options.idleTimeout {
                    close(connection)
                }
            }
        }
    }

    /// Whether the peer's bytes wait unread in the socket (a peek, nothing consumed).
    private static func hasPendingInput(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) > 0
    }

    func close(_ connection: Connection) {
        guard connections.removeValue(forKey: connection.fd) != nil else { return }
        if connection.isSubscriber { subscriberCount -= 1 }
        Glibc.close(connection.fd)
        restoreSpareDescriptor()
        listenerPaused = false
    }

    private func publishStatistics() {
        let figures = (subscribers: subscriberCount, connections: connections.count, dropped: dropped)
        inbox.withLock {
            $0.subscribers = figures.subscribers
            $0.connections = figures.connections
            $0.dropped = figures.dropped
        }
        if publishedFigures != figures {
            publishedFigures = figures
            statisticsSignal.ring()
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
        subscriberCount = 0
        Glibc.close(listener)
        Glibc.close(wakeReader)
        if spareDescriptor >= 0 { Glibc.close(spareDescriptor) }
        spareDescriptor = -1
        publishStatistics()
    }
}
