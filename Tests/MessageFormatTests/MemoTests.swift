import Testing

@testable import MessageFormat

/// The one bounded memo: the renderer's memos and the per-locale caches of number symbols and
/// plural rules.
@Suite struct MemoTests {
    @Test func aMemoKeepsWhatItMade() {
        let memo = Memo<Int, Int>(limit: 2)
        var calls = 0
        for _ in 0..<3 {
            #expect(
                memo.value(1) {
                    calls += 1
                    return 7
                } == 7)
        }
        #expect(calls == 1)
        #expect(memo.cached(1) == 7)
        // Full, it starts over: memory stays flat over a long drive.
        memo.store(8, for: 2)
        memo.store(9, for: 3)
        #expect(memo.count == 1)
        #expect(memo.cached(3) == 9 && memo.cached(1) == nil)
    }

    @Test func computesEachTagOnceAndStaysWithinItsBound() {
        let cache = Memo<String, String>(limit: 3)
        var made = 0
        for round in 0..<2 {
            for tag in ["pt-BR", "pt-PT"] {
                let value = cache.value(tag) {
                    made += 1
                    return tag.uppercased()
                }
                #expect(value == tag.uppercased())
            }
            #expect(made == 2, "round \(round)")
        }
        for index in 0..<50 {
            _ = cache.value("x-\(index)") { "v" }
            #expect(cache.count <= 3)
        }
    }

    @Test func pluralRulesStayRightAfterManyUntrustedTags() {
        for index in 0..<500 {
            _ = PluralRules.rules(for: "qq-\(index)")
        }
        #expect(PluralRules.rules(for: "pt-PT").category(for: 1) == .one)
        #expect(PluralRules.rules(for: "pt").category(for: 0) == .one)
    }
}
