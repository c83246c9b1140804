import Speech
import Synchronization
import Testing

@testable import GuidanceCLI

@Suite struct SpeechPrefetcherTests {
    @Test func prefetchedPromptsAreReadyAndHit() async throws {
        let prefetcher = SpeechPrefetcher(synthesizer: EspeakSynthesizer(), cache: SpeechCache())
        let upcoming = [
            SpeechRequest(text: "Em trezentos metros, vire à direita.", voice: "pt-br"),
            SpeechRequest(text: "Vire à direita.", voice: "pt-br"),
            SpeechRequest(text: "Você chegou ao seu destino.", voice: "pt-br"),
        ]
        #expect(!prefetcher.isReady(upcoming[0]))
        await prefetcher.prefetch(upcoming).value
        for request in upcoming { #expect(prefetcher.isReady(request)) }
        let hitsBefore = prefetcher.cache.statistics.hits
        let audio = try await prefetcher.audio(for: upcoming[1])
        #expect(!audio.samples.isEmpty)
        #expect(prefetcher.cache.statistics.hits == hitsBefore + 1)
        #expect(prefetcher.readyAudio(for: upcoming[2]) != nil)
    }

    @Test func askingDuringPrefetchDoesNotSynthesizeTwice() async throws {
        let gated = GatedCountingSynthesizer()
        let joined = Gate()
        let prefetcher = SpeechPrefetcher(synthesizer: gated, cache: SpeechCache()) { _ in joined.open() }
        let request = SpeechRequest(text: "Keep left")
        let task = prefetcher.prefetch([request])
        // The prefetch's synthesis is under way and cannot end until the test lets it.
        await gated.started.wait()
        let asking = Task { try await prefetcher.audio(for: request) }
        // The question has found that synthesis and waits on it: only now may it finish.
        await joined.wait()
        gated.release.open()
        let audio = try await asking.value
        await task.value
        #expect(!audio.samples.isEmpty)
        #expect(gated.calls == 1)
        #expect(prefetcher.isReady(request))
    }

    @Test func failuresReachTheCallerNotTheCache() async {
        let prefetcher = SpeechPrefetcher(synthesizer: EspeakSynthesizer(), cache: SpeechCache())
        let request = SpeechRequest(text: "x", voice: "qq-zz")
        await prefetcher.prefetch([request]).value
        #expect(!prefetcher.isReady(request))
        await #expect(throws: SpeechError.self) { try await prefetcher.audio(for: request) }
    }
}

/// A synthesizer that counts calls, says when one has started, and answers only once the test
/// opens its gate: the test decides when a synthesis is under way and when it ends.
final class GatedCountingSynthesizer: Synthesizer {
    private let counter = Atomic<Int>(0)
    /// Opened by the first call.
    let started = Gate()
    /// Opened by the test to let every call answer.
    let release = Gate()

    var calls: Int { counter.load(ordering: .relaxed) }

    func synthesize(
        _ request: SpeechRequest, onChunk: @escaping @Sendable (AudioChunk) -> Void
    ) async throws(SpeechError) -> SynthesisReport {
        counter.add(1, ordering: .relaxed)
        started.open()
        await release.wait()
        let samples = [Int16](repeating: 1000, count: 1102)
        onChunk(AudioChunk(samples: samples, sampleOffset: 0, events: []))
        return SynthesisReport(
            sampleCount: samples.count, sampleRate: 22_050, events: [], voice: request.voice, warnings: [])
    }

    func voices() async throws(SpeechError) -> [VoiceInfo] { [] }
}

/// A one-way gate for tasks: `wait()` returns once `open()` has been called, at once after.
final class Gate: Sendable {
    private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiters.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }
}
