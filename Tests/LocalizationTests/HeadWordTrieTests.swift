import Testing

@testable import Localization

/// The head-word trie must find what the lower-cased lookups per spelling length found.
@Suite struct HeadWordTrieTests {
    @Test func theTrieFindsWhatTheLookupsByLengthFound() throws {
        let catalog = try TestData.catalog()
        let tags = try catalog.negotiation().shippedTags
        #expect(tags.count > 10)
        var compared = 0
        var found = 0
        for tag in tags {
            let index = try catalog.facts(tag).roads.headIndex
            for name in NameCorpus.strings(tag) {
                let fast = index.headWord(of: name)
                let general = index.headWordByLengths(of: name)
                #expect(fast?.written == general?.written, "\(tag): \"\(name)\"")
                #expect(fast?.type == general?.type, "\(tag): \"\(name)\"")
                compared += 1
                if general != nil { found += 1 }
            }
        }
        #expect(compared > 10_000)
        #expect(found > 1_000)
    }
}
