import Glibc

/// The state publishers and the loop thread share: records waiting to be sent, counters, and
/// the pipe that wakes the loop. Publishers only append under a lock and poke the pipe, so
/// `publish` never waits on the network.
struct FeedInbox {
    /// Records published but not yet taken by the loop, oldest first.
    var pending: [FeedEntry] = []
    /// The largest number of pending records kept; older ones are superseded anyway.
    var pendingLimit: Int
    /// The id given to the latest record.
    var lastID: Int?
    /// The latest record's JSON.
    var latestJSON: String?
    var published = 0
    var rejected = 0
    /// The loop's view, refreshed every turn.
    var subscribers = 0
    var connections = 0
    var dropped = 0
    /// The write end of the wake pipe, or -1 when no loop runs.
    var wakeDescriptor: Int32 = -1
    /// Whether a wake byte is already on its way.
    var wakeRequested = false
    /// Whether the loop must shut down.
    var stopping = false

    init(pendingLimit: Int) {
        self.pendingLimit = max(1, pendingLimit)
    }

    /// Adds an entry for the loop (the oldest dropped past the limit), counts it and wakes the
    /// loop.
    mutating func push(_ entry: FeedEntry) {
        pending.append(entry)
        if pending.count > pendingLimit { pending.removeFirst(pending.count - pendingLimit) }
        published += 1
        wake()
    }

    /// The id for a record carrying `seq`: the seq itself when it moves forward, so browsers
    /// resume by the pipeline's own numbering, otherwise the next integer (ids never go back).
    mutating func nextID(seq: Int?) -> Int {
        let previous = lastID ?? 0
        let id = seq.map { $0 > previous ? $0 : previous + 1 } ?? previous + 1
        lastID = id
        return id
    }

    /// Wakes the loop unless a wake is already pending.
    mutating func wake() {
        guard !wakeRequested, wakeDescriptor >= 0 else { return }
        wakeRequested = true
        var byte: UInt8 = 1
        _ = write(wakeDescriptor, &byte, 1)
    }
}
