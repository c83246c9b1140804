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
        let counting = SlowCountingSynthesizer()
        let prefetcher = SpeechPrefetcher(synthesizer: counting, cache: SpeechCache())
        let request = SpeechRequest(text: "Keep left")
        let task = prefetcher.prefetch([request])
        let audio = try await prefetcher.audio(for: request)
        await task.value
        #expect(!audio.samples.isEmpty)
        #expect(counting.calls == 1)
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

/// A synthesizer that counts calls and answers slowly, to observe deduplication.
final class SlowCountingSynthesizer: Synthesizer {
    private let counter = Atomic<Int>(0)

    var calls: Int { counter.load(ordering: .relaxed) }

    func synthesize(
        _ request: SpeechRequest, onChunk: @escaping @Sendable (AudioChunk) -> Void
    ) async throws(SpeechError) -> SynthesisReport {
        counter.add(1, ordering: .relaxed)
        try? await Task.sleep(for: .milliseconds(50))
        let samples = [Int16](repeating: 1000, count: 1102)
        onChunk(AudioChunk(samples: samples, sampleOffset: 0, events: []))
        return SynthesisReport(
            sampleCount: samples.count, sampleRate: 22_050, events: [], voice: request.voice, warnings: [])
    }

    func voices() async throws(SpeechError) -> [VoiceInfo] { [] }
}
