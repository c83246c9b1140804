import Synchronization

/// Facts computed once per locale tag (number symbols, plural rules, the small-number tables) and
/// shared by every formatter in the process. Tags come from messages and arguments, which may be
/// untrusted, so the cache is bounded: when it holds `limit` tags it starts afresh, and memory
/// stays flat whatever a feed asks for. These caches are the module's only process-wide state.
final class PerLocaleCache<Value: Sendable>: Sendable {
    private let entries = Mutex<[String: Value]>([:])
    private let limit: Int

    /// Creates a cache holding at most `limit` tags.
    init(limit: Int = 64) {
        self.limit = limit
    }

    /// The value for `key`, computed by `make` the first time (and again after a reset).
    func value(for key: String, make: () -> Value) -> Value {
        if let cached = entries.withLock({ $0[key] }) { return cached }
        let value = make()
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }

    /// How many tags are held now.
    var count: Int { entries.withLock { $0.count } }
}
