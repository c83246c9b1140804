import Foundation
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

    /// Greek and Cyrillic names go through the trie: every type word of those locales, in
    /// capitals, decomposed, and followed by the marks and signs that send a name to the
    /// lookups (U+0483, U+0387, a combining acute), is found as the lookups find it.
    @Test(arguments: ["ru-RU", "uk-UA", "el-GR"])
    func greekAndCyrillicNamesAreFoundAsTheLookupsFindThem(tag: String) throws {
        let facts = try TestData.facts(tag)
        let index = facts.roads.headIndex
        var found = 0
        for type in facts.roads.types {
            for spelling in [type.word] + type.abbreviations {
                for written in [
                    spelling, spelling.uppercased(), spelling.decomposedStringWithCanonicalMapping,
                ] {
                    for tail in ["", " Ленина", " Αθηνάς", "\u{483}", "\u{387}", "\u{301} x", ".", "ς", "1"] {
                        let name = written + tail
                        let fast = index.headWord(of: name)
                        #expect(
                            fast?.written == index.headWordByLengths(of: name)?.written, "\(tag): \"\(name)\""
                        )
                        #expect(fast?.type == index.headWordByLengths(of: name)?.type, "\(tag): \"\(name)\"")
                        if fast != nil { found += 1 }
                    }
                }
            }
        }
        #expect(found > 50)
    }
}
