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

    /// Creates an empty memo of at most `limit` entries.
    public init(limit: Int = 1024) {
        self.limit = max(1, limit)
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
        storage.withLock { $0[key] }
    }

    /// Keeps `value` for `key`, starting over when full.
    @inlinable
    public func store(_ value: Value, for key: Key) {
        storage.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
    }

    /// How many entries are kept now.
    public var count: Int { storage.withLock { $0.count } }
}
