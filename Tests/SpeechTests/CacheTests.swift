import Testing

@testable import Speech

@Suite struct CacheTests {
    @Test func countsHitsAndMisses() {
        let cache = SpeechCache()
        let request = SpeechRequest(text: "Turn left")
        #expect(cache.audio(for: request) == nil)
        cache.insert(TestSupport.tone(milliseconds: 100), for: request)
        #expect(cache.audio(for: request) != nil)
        #expect(cache.audio(for: request) != nil)
        let statistics = cache.statistics
        #expect(statistics.hits == 2)
        #expect(statistics.misses == 1)
        #expect(statistics.entryCount == 1)
    }

    @Test func everyParameterIsPartOfTheKey() {
        let cache = SpeechCache()
        let base = SpeechRequest(text: "Turn left", voice: "en-us")
        cache.insert(TestSupport.tone(milliseconds: 10), for: base)
        var variants: [SpeechRequest] = []
        for change in 0..<6 {
            var variant = base
            switch change {
            case 0: variant.voice = "en-gb"
            case 1: variant.rate = 200
            case 2: variant.pitch = 60
            case 3: variant.volume = 120
            case 4: variant.isSSML = true
            default: variant.text = "Turn right"
            }
            variants.append(variant)
        }
        for variant in variants { #expect(!cache.contains(variant)) }
        #expect(cache.contains(base))
    }

    @Test func staysUnderItsByteBoundEvictingTheLeastRecentlyUsed() {
        let audio = TestSupport.tone(milliseconds: 100)
        let cost = SpeechCache.cost(of: audio, for: SpeechRequest(text: "a0"))
        let cache = SpeechCache(byteLimit: cost * 3)
        let requests = (0..<4).map { SpeechRequest(text: "a\($0)") }
        cache.insert(audio, for: requests[0])
        cache.insert(audio, for: requests[1])
        cache.insert(audio, for: requests[2])
        _ = cache.audio(for: requests[0])  // 1 is now the least recently used
        cache.insert(audio, for: requests[3])
        #expect(cache.contains(requests[0]))
        #expect(!cache.contains(requests[1]))
        #expect(cache.contains(requests[2]))
        #expect(cache.contains(requests[3]))
        let statistics = cache.statistics
        #expect(statistics.evictions == 1)
        #expect(statistics.byteCount <= statistics.byteLimit)
        #expect(statistics.byteCount == cost * 3)
    }

    @Test func audioLargerThanTheBoundIsNotStored() {
        let cache = SpeechCache(byteLimit: 1000)
        cache.insert(TestSupport.tone(milliseconds: 1000), for: SpeechRequest(text: "big"))
        #expect(cache.statistics.entryCount == 0)
        #expect(cache.statistics.byteCount == 0)
    }

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
        let counting = CountingSynthesizer()
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
final class CountingSynthesizer: Synthesizer {
    private let counter = EventCounter()

    var calls: Int { counter.total }

    func synthesize(
        _ request: SpeechRequest, onChunk: @escaping @Sendable (AudioChunk) -> Void
    ) async throws(SpeechError) -> SynthesisReport {
        counter.add(1)
        try? await Task.sleep(for: .milliseconds(50))
        let tone = TestSupport.tone(milliseconds: 50)
        onChunk(AudioChunk(samples: tone.samples, sampleOffset: 0, events: []))
        return SynthesisReport(
            sampleCount: tone.samples.count, sampleRate: 22_050, events: [], voice: request.voice,
            warnings: [])
    }

    func voices() async throws(SpeechError) -> [VoiceInfo] { [] }
}
