import Synchronization

/// Synthesized prompts kept in memory, keyed by the whole ``SpeechRequest`` (voice, rate,
/// pitch, volume, SSML flag and text), bounded in bytes: when an insertion goes over the bound
/// the least recently used entries leave first. Navigation repeats itself ("In 200 metres, turn
/// right"), so most prompts after the first few minutes are hits.
public final class SpeechCache: Sendable {
    private struct Entry: Sendable {
        var audio: SynthesizedAudio
        var bytes: Int
        var lastUse: UInt64
    }

    private struct State: Sendable {
        var entries: [SpeechRequest: Entry] = [:]
        var clock: UInt64 = 0
        var byteCount = 0
        var hits = 0
        var misses = 0
        var evictions = 0
    }

    /// The bound on the bytes held.
    public let byteLimit: Int
    private let state = Mutex(State())

    /// Creates a cache holding at most `byteLimit` bytes (32 MiB, about 12 minutes of audio, by
    /// default).
    public init(byteLimit: Int = 32 << 20) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The cached audio for `request`, counting a hit or a miss.
    public func audio(for request: SpeechRequest) -> SynthesizedAudio? {
        state.withLock { state in
            state.clock += 1
            guard var entry = state.entries[request] else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            entry.lastUse = state.clock
            state.entries[request] = entry
            return entry.audio
        }
    }

    /// Whether `request` is cached, without counting a lookup or refreshing its age.
    public func contains(_ request: SpeechRequest) -> Bool {
        state.withLock { $0.entries[request] != nil }
    }

    /// Stores `audio` for `request`, evicting least recently used entries to stay within
    /// ``byteLimit``. Audio larger than the whole bound is not stored.
    public func insert(_ audio: SynthesizedAudio, for request: SpeechRequest) {
        let bytes = Self.cost(of: audio, for: request)
        guard bytes <= byteLimit else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.removeValue(forKey: request) { state.byteCount -= old.bytes }
            while state.byteCount + bytes > byteLimit,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
            {
                if let removed = state.entries.removeValue(forKey: oldest) {
                    state.byteCount -= removed.bytes
                }
                state.evictions += 1
            }
            state.entries[request] = Entry(audio: audio, bytes: bytes, lastUse: state.clock)
            state.byteCount += bytes
        }
    }

    /// Forgets the audio of `request`, if any: audio prepared for a prompt that must not be
    /// spoken any more (the driver changed the language).
    public func remove(_ request: SpeechRequest) {
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: request) { state.byteCount -= old.bytes }
        }
    }

    /// Empties the cache (counters are kept).
    public func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.byteCount = 0
        }
    }

    /// Current counters and sizes.
    public var statistics: SpeechCacheStatistics {
        state.withLock { state in
            SpeechCacheStatistics(
                hits: state.hits, misses: state.misses, evictions: state.evictions,
                entryCount: state.entries.count, byteCount: state.byteCount, byteLimit: byteLimit)
        }
    }

    /// What an entry counts against the bound: its samples and its key text.
    public static func cost(of audio: SynthesizedAudio, for request: SpeechRequest) -> Int {
        audio.byteCount + request.text.utf8.count + request.voice.utf8.count
    }
}
