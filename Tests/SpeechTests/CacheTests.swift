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
}
