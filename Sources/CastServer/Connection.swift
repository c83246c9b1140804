/// What a connection is currently used for.
enum ConnectionRole: Equatable {
    /// Waiting for (or answering) plain requests.
    case requests
    /// Streaming the feed in the given format.
    case subscriber(FeedFormat)
    /// The last response is being written; the connection closes once it is out.
    case closing
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
    var role: ConnectionRole = .requests
    /// Bytes received and not yet parsed.
    var input: [UInt8] = []
    /// When the current request head started arriving (or the connection went idle).
    var since: Double
    private var blocks: [[UInt8]] = []
    private var head = 0
    private var offset = 0
    /// Bytes waiting in ``blocks``.
    private(set) var queuedBytes = 0

    init(fd: Int32, now: Double) {
        self.fd = fd
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

    /// Queues bytes for writing.
    func enqueue(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        blocks.append(bytes)
        queuedBytes += bytes.count
    }

    /// Writes as much as the socket takes now; false when the peer is gone.
    func flush() -> Bool {
        while head < blocks.count {
            let block = blocks[head]
            guard let written = Socket.send(fd, block[offset...]) else { return false }
            if written == 0 { break }
            offset += written
            queuedBytes -= written
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
