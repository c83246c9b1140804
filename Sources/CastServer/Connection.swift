import SystemIO

/// What a connection is currently used for.
enum ConnectionRole: Equatable {
    /// Waiting for (or answering) plain requests.
    case requests
    /// Streaming the feed in the given format.
    case subscriber(FeedFormat)
    /// The last response is being written; the connection closes once it is out.
    case closing
    /// The last response is out and the sending side shut; what the client still sends is
    /// read and dropped for a moment, so that closing does not reset the connection (a reset
    /// can destroy the answer before the client has read it).
    case draining
}

/// The encodings of the live feed.
enum FeedFormat: Hashable {
    /// Server-Sent Events over chunked transfer coding (`GET /feed` over HTTP/1.1).
    case chunkedEvents
    /// Server-Sent Events until the connection closes (`GET /feed` over HTTP/1.0).
    case events
    /// Newline-delimited JSON until the connection closes (`GET /feed.ndjson`).
    case lines

    /// The keep-alive message: for event streams a comment plus a `ping` event whose data
    /// gives the interval (pages use it to notice a dead link, since comments are invisible to
    /// scripts); for NDJSON an empty line, which readers skip.
    func heartbeat(intervalSeconds: Double) -> [UInt8] {
        let event = ": keep-alive\nevent: ping\ndata: {\"interval\":\(intervalSeconds)}\n\n"
        switch self {
        case .chunkedEvents: return HTTPChunk.encode(event)
        case .events: return Array(event.utf8)
        case .lines: return Array("\n".utf8)
        }
    }
}

/// One client connection, owned by the event loop thread.
///
/// Output is a queue of byte blocks; feed records are shared blocks, so a subscriber costs
/// the queue's bookkeeping, not a copy of every record.
final class Connection {
    let fd: Int32
    /// The client's address in canonical text, the key of the per-address limit.
    let peer: String
    var role: ConnectionRole = .requests
    /// Bytes received and not yet parsed.
    var input: [UInt8] = []
    /// The start of the current wait: the connection itself until its first request is
    /// complete (the header deadline runs from there), then the last complete request, then the
    /// first byte of the next head.
    var since: Double
    /// Complete requests read so far; 0 means the client has not yet sent a whole head.
    var requestsServed = 0
    /// The address the client connected to, looked up once when a `Host` needs it.
    lazy var localAddress: String? = Socket.localAddress(fd)
    private var blocks: [[UInt8]] = []
    private var head = 0
    private var offset = 0
    /// Bytes waiting in ``blocks``.
    private(set) var queuedBytes = 0
    /// Bytes handed to the kernel since the connection opened.
    private var bytesSent = 0
    /// Of ``bytesSent``, those the peer's TCP had acknowledged when the kernel was last asked.
    private var bytesAcknowledged = 0

    init(fd: Int32, peer: String, now: Double) {
        self.fd = fd
        self.peer = peer
        self.since = now
    }

    /// Blocks waiting to be written.
    var queuedBlocks: Int { blocks.count - head }

    /// Whether everything queued has been written.
    var isFlushed: Bool { queuedBlocks == 0 }

    var isSubscriber: Bool {
        if case .subscriber = role { return true }
        return false
    }

    /// Whether the connection is only waiting for a request head (a first one, or the next one
    /// on a kept-alive connection) with nothing owed to it: the connections a newcomer may
    /// replace when the table is full, since closing them loses no answer.
    var isWaitingForRequest: Bool { role == .requests && isFlushed }

    /// Queues bytes for writing.
    func enqueue(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        blocks.append(bytes)
        queuedBytes += bytes.count
    }

    /// Whether more than `limit` bytes written for this connection are not yet acknowledged by
    /// the peer's TCP: those in ``blocks`` plus those in the kernel's send buffer, which takes
    /// megabytes for a peer that reads nothing. The kernel is asked only when the bytes queued
    /// plus those sent since the last acknowledgement seen could pass `limit`, so a reader that
    /// keeps up costs no system call; without an answer, only ``blocks`` count.
    func unacknowledgedBytesExceed(_ limit: Int) -> Bool {
        guard queuedBytes + bytesSent - bytesAcknowledged > limit else { return false }
        guard let inKernel = Socket.unacknowledgedBytes(fd) else { return queuedBytes > limit }
        bytesAcknowledged = bytesSent - min(inKernel, bytesSent)
        return queuedBytes + inKernel > limit
    }

    /// Writes as much as the socket takes now; false when the peer is gone.
    func flush() -> Bool {
        while head < blocks.count {
            let block = blocks[head]
            guard case .success(let written) = ByteWriter.sendSome(block[offset...], to: fd) else {
                return false
            }
            if written == 0 { break }
            offset += written
            queuedBytes -= written
            bytesSent += written
            if offset == block.count {
                blocks[head] = []
                head += 1
                offset = 0
            }
        }
        if head == blocks.count {
            blocks.removeAll(keepingCapacity: blocks.count <= 16)
            head = 0
        } else if head > 64 && head * 2 > blocks.count {
            blocks.removeFirst(head)
            head = 0
        }
        return true
    }
}
