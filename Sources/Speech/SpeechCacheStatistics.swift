/// How well the cache is doing, for logs and the benchmark.
public struct SpeechCacheStatistics: Sendable, Equatable {
    /// Lookups that found audio.
    public var hits: Int
    /// Lookups that did not.
    public var misses: Int
    /// Entries removed to stay under the byte limit.
    public var evictions: Int
    /// Entries held.
    public var entryCount: Int
    /// Bytes held (samples plus key text).
    public var byteCount: Int
    /// The bound on ``byteCount``.
    public var byteLimit: Int

    /// Creates statistics.
    public init(hits: Int, misses: Int, evictions: Int, entryCount: Int, byteCount: Int, byteLimit: Int) {
        self.hits = hits
        self.misses = misses
        self.evictions = evictions
        self.entryCount = entryCount
        self.byteCount = byteCount
        self.byteLimit = byteLimit
    }
}
