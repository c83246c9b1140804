import Synchronization

/// A bounded, thread-safe memo for pure computations that repeat: the same road name is phrased
/// for every prompt of its step, the same rounded distance is worded every second, and the
/// facts of a locale tag (number symbols, plural rules, the small-number tables) are computed
/// once per process. When full it starts over, which keeps memory flat over hours of driving and
/// whatever tags untrusted messages name.
///
/// Its methods are inlinable so that other modules specialize them for their key and value
/// types: unspecialized, every lookup went through the generic dictionary with runtime type
/// metadata, which cost more than the hashing.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline let storage: Mutex<[Key: Value]>
    /// The most entries kept.
    public let limit: Int

    /// Creates an empty memo of at most `limit` entries, with room for the first 64 (a route's
    /// steps, its roads) made at once rather than grown into, each growth hashing every key
    /// again.
    public init(limit: Int = 1024) {
        self.limit = max(1, limit)
        storage = Mutex(Dictionary(minimumCapacity: min(self.limit, 64)))
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

/// Hashing of memo keys' names by their bytes.
package enum UTF8Hashing {
    /// Feeds a text's UTF-8 bytes and their count (-1 for nil), not its characters: `String`'s
    /// own hashing first checks, and for text beyond ASCII computes, the normalized form. For a
    /// key that keeps this digest among the fields its `==` compares, two keys that are equal
    /// have the same bytes here, so the digest is a valid hash.
    @inlinable
    package static func combine(_ text: String?, into hasher: inout Hasher) {
        guard var text else { return hasher.combine(-1) }
        hasher.combine(text.utf8.count)
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
