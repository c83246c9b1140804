import Testing

@testable import Localization

/// The spoken lexicon's expansion must say what it said as first written (every word looked up
/// for a regnal number and a hyphenated reading, text joined string by string), in every locale.
@Suite struct LexiconFastPathTests {
    /// Names made of each locale's own lexicon: every entry's written words alone, after a road
    /// word, before and after a number, joined by hyphens, and before each given name.
    static func lexiconNames(_ lexicon: SpokenLexicon) -> [String] {
        var names: [String] = []
        let givenNames = lexicon.givenNames.values.flatMap { $0 }.sorted().prefix(40)
        let regnal = (lexicon.regnalNumbers?.names.sorted() ?? []).prefix(40)
        for entry in lexicon.entries {
            let written = entry.written.joined(separator: " ").replacingOccurrences(of: "#", with: "3")
            names += [
                written, "Rua \(written) Augusta", "12 \(written)", "\(written) 25", "A-\(written)-Platz",
                "\(written)-Ruer-Platz", "Main \(written) NW", "(\(written)),", "\(written) \(written)",
            ]
            for name in givenNames.prefix(5) { names.append("\(written) \(name) II") }
        }
        for name in regnal {
            names += [
                "\(name) II", "\(name) XIII.", "Av. \(name) IV", "\(name)-IX-Straße", "\(name) VX",
                "\(name) IIII",
            ]
        }
        names += lexicon.examples.map(\.written)
        return names
    }

    @Test func theExpansionSaysWhatItSaidAsFirstWritten() throws {
        let catalog = try TestData.catalog()
        var compared = 0
        var changed = 0
        for tag in try catalog.negotiation().shippedTags {
            let facts = try catalog.facts(tag)
            let lexicon = facts.spoken
            let names = Self.lexiconNames(lexicon) + NameCorpus.found.filter { $0.utf8.count <= 60 }
            for name in names {
                let fast = lexicon.apply(to: name, symbols: facts.number)
                let general = LexiconOracle(lexicon: lexicon).apply(to: name, symbols: facts.number)
                #expect(fast == general, "\(tag): \"\(name)\"")
                compared += 1
                if fast.segments != [.text(name)] { changed += 1 }
            }
            for name in ["1,5 km", "1 km", "2 m", "15\u{202F}000 m", "3 mi"] {
                let plural: @Sendable (String) -> String = { $0 == "1" ? "one" : "other" }
                #expect(
                    lexicon.apply(to: name, symbols: facts.number, pluralCategory: plural)
                        == LexiconOracle(lexicon: lexicon).apply(
                            to: name, symbols: facts.number, pluralCategory: plural),
                    "\(tag): \"\(name)\"")
            }
        }
        #expect(compared > 10_000)
        #expect(changed > 1_000)
    }

    @Test func theByteChecksAdmitEveryWordThatMayChange() {
        #expect(RegnalNumbers.mayBeNumeral("IV"))
        #expect(RegnalNumbers.mayBeNumeral("XIII."))
        #expect(!RegnalNumbers.mayBeNumeral("Pedro"))
        #expect(SpokenLexicon.mayReadHyphenated("Henri-IV"))
        #expect(SpokenLexicon.mayReadHyphenated("Dr.-Ruer-Platz"))
        #expect(SpokenLexicon.mayReadHyphenated("St.-Anna-Platz"))
        #expect(SpokenLexicon.mayReadHyphenated("Allee-Str."))
        #expect(!SpokenLexicon.mayReadHyphenated("SP-330"))
        #expect(!SpokenLexicon.mayReadHyphenated("Champs-Élysées"))
        #expect(!SpokenLexicon.mayReadHyphenated("Dr."))
    }
}
