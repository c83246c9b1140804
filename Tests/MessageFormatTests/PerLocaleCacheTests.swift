import Testing

@testable import MessageFormat

@Suite struct PerLocaleCacheTests {
    @Test func computesEachTagOnceAndStaysWithinItsBound() {
        let cache = PerLocaleCache<String>(limit: 3)
        var made = 0
        for round in 0..<2 {
            for tag in ["pt-BR", "pt-PT"] {
                let value = cache.value(for: tag) {
                    made += 1
                    return tag.uppercased()
                }
                #expect(value == tag.uppercased())
            }
            #expect(made == 2, "round \(round)")
        }
        for index in 0..<50 {
            _ = cache.value(for: "x-\(index)") { "v" }
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
