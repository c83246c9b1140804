import Speech
import Synchronization

/// Synthesizes prompts ahead of time so that when the moment comes, ``audio(for:)`` is a cache
/// hit. The voice planner knows the next maneuver's prompts long before they are due; handing
/// them to ``prefetch(_:)`` moves synthesis off the critical path. Requests are deduplicated:
/// asking for audio that is being prefetched waits for that synthesis instead of starting
/// another.
package final class SpeechPrefetcher: Sendable {
    private typealias Pending = Task<Result<SynthesizedAudio, SpeechError>, Never>

    /// The synthesizer that does the work (normally an ``EspeakSynthesizer``).
    let synthesizer: any Synthesizer
    /// Where finished audio is kept.
    let cache: SpeechCache
    private let pending = Mutex<[SpeechRequest: Pending]>([:])
    /// Told when a request joins a synthesis already under way instead of starting one: the
    /// moment a test knows the deduplication happened, without sleeping first.
    private let onJoin: (@Sendable (SpeechRequest) -> Void)?

    /// Creates a prefetcher over `synthesizer` and `cache`; `onJoin` is called for every request
    /// that finds its synthesis already under way.
    package init(
        synthesizer: any Synthesizer = EspeakSynthesizer(), cache: SpeechCache = SpeechCache(),
        onJoin: (@Sendable (SpeechRequest) -> Void)? = nil
    ) {
        self.synthesizer = synthesizer
        self.cache = cache
        self.onJoin = onJoin
    }

    /// The audio for `request`: from the cache, from a synthesis already under way, or
    /// synthesized now (and cached).
    package func audio(for request: SpeechRequest) async throws(SpeechError) -> SynthesizedAudio {
        if let cached = cache.audio(for: request) { return cached }
        return try await pendingTask(for: request).value.get()
    }

    /// The cached audio for `request` without waiting, or nil when it is not ready.
    func readyAudio(for request: SpeechRequest) -> SynthesizedAudio? {
        cache.audio(for: request)
    }

    /// Whether `request`'s audio is cached (does not count as a cache lookup).
    func isReady(_ request: SpeechRequest) -> Bool {
        cache.contains(request)
    }

    /// Starts synthesizing `requests` in the background, in order, skipping those cached or
    /// under way. Await the returned task's value to know when all are ready; failures are not
    /// reported here (``audio(for:)`` reports them when the prompt is asked for).
    @discardableResult
    package func prefetch(_ requests: [SpeechRequest]) -> Task<Void, Never> {
        Task(priority: .utility) {
            for request in requests where !cache.contains(request) {
                _ = await pendingTask(for: request).value
            }
        }
    }

    private func pendingTask(for request: SpeechRequest) -> Pending {
        let (task, joined) = pending.withLock { pending -> (Pending, Bool) in
            if let existing = pending[request] { return (existing, true) }
            // A synthesis that finished since the caller missed the cache is cached before it
            // leaves `pending`: looked up again under the lock, it is never started twice.
            if cache.contains(request), let cached = cache.audio(for: request) {
                return (Pending { .success(cached) }, false)
            }
            let task = Pending { [synthesizer, cache] in
                let result: Result<SynthesizedAudio, SpeechError>
                do throws(SpeechError) {
                    let audio = try await synthesizer.synthesize(request)
                    cache.insert(audio, for: request)
                    result = .success(audio)
                } catch {
                    result = .failure(error)
                }
                return result
            }
            pending[request] = task
            Task { [weak self] in
                _ = await task.value
                self?.finish(request)
            }
            return (task, false)
        }
        if joined { onJoin?(request) }
        return task
    }

    private func finish(_ request: SpeechRequest) {
        _ = pending.withLock { $0.removeValue(forKey: request) }
    }
}
