/// The most recent records, for new subscribers (latest first) and `Last-Event-ID` resumption.
struct FeedHistory: Sendable {
    private(set) var entries: [FeedEntry] = []
    /// The id of the newest record that no longer fits, or nil if nothing was evicted.
    private(set) var evictedThrough: Int?
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The current state: the last record published.
    var latest: FeedEntry? { entries.last }

    mutating func append(_ entry: FeedEntry) {
        entries.append(entry)
        if entries.count > capacity {
            let excess = entries.count - capacity
            evictedThrough = entries[excess - 1].id
            entries.removeFirst(excess)
        }
    }

    /// What a subscriber that last saw `lastID` must receive to be current.
    ///
    /// Every record after `lastID` when the history still covers it; otherwise (the gap was
    /// evicted, or the id is from another run) just the latest record, which is all a screen
    /// needs to show the current maneuver.
    func catchUp(after lastID: Int?) -> [FeedEntry] {
        guard let latest else { return [] }
        guard let lastID else { return [latest] }
        if lastID == latest.id { return [] }
        if lastID > latest.id { return [latest] }
        if let evictedThrough, lastID < evictedThrough { return [latest] }
        return entries.filter { $0.id > lastID }
    }
}
