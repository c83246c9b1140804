import Synchronization

/// A bounded, thread-safe memo for pure computations that repeat during a drive: the same road
/// name is phrased for every prompt of its step, the same rounded distance is worded every
/// second. When full it starts over, which keeps memory flat over hours of driving.
///
/// Its methods are inlinable so that other modules specialize them for their key and value
/// types: unspecialized, every lookup went through the generic dictionary with runtime type
/// metadata, which cost more than the hashing.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline let storage = Mutex<[Key: Value]>([:])
    /// The most entries kept.
    public let limit: Int
    /// Whether values are kept at all: a disabled memo computes every value afresh, so that a
    /// benchmark can measure what a result costs the first time it is asked for.
    public let isEnabled: Bool

    /// Creates an empty memo of at most `limit` entries; `enabled: false` keeps nothing.
    public init(limit: Int = 1024, enabled: Bool = true) {
        self.limit = max(1, limit)
        isEnabled = enabled
    }

    /// The value for `key`, computed by `make` the first time.
    @inlinable
    public func value(_ key: Key, _ make: () throws -> Value) rethrows -> Value {
        if let known = cached(key) { return known }
        let value = try make()
        store(value, for: key)
        return value
    }

    /// The value kept for `key`, if any: for callers whose `make` would capture much.
    @inlinable
    public func cached(_ key: Key) -> Value? {
        guard isEnabled else { return nil }
        return storage.withLock { $0[key] }
    }

    /// Keeps `value` for `key`, starting over when full.
    @inlinable
    public func store(_ value: Value, for key: Key) {
        guard isEnabled else { return }
        storage.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
    }

    /// How many entries are kept now.
    public var count: Int { storage.withLock { $0.count } }
}
