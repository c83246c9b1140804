import Testing

@testable import Localization

/// The spoken lexicon's expansion must say what it said as first written (every word looked up
/// for a regnal number and a hyphenated reading, text joined string by string), in every locale:
/// the names made of each locale's lexicon, and the byte checks that let most words pass
/// unexamined. `RoadBytePathTests` compares the expansion with its oracle over these names.
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

    @Test func theByteChecksAdmitEveryWordThatMayChange() {
        #expect(RegnalNumbers.mayBeNumeral("IV"))
        #expect(RegnalNumbers.mayBeNumeral("XIII."))
        #expect(!RegnalNumbers.mayBeNumeral("Pedro"))
        #expect(SpokenLexicon.mayReadHyphenated(bytes: "Henri-IV".utf8))
        #expect(SpokenLexicon.mayReadHyphenated(bytes: "Dr.-Ruer-Platz".utf8))
        #expect(SpokenLexicon.mayReadHyphenated(bytes: "St.-Anna-Platz".utf8))
        #expect(SpokenLexicon.mayReadHyphenated(bytes: "Allee-Str.".utf8))
        #expect(!SpokenLexicon.mayReadHyphenated(bytes: "SP-330".utf8))
        #expect(!SpokenLexicon.mayReadHyphenated(bytes: "Champs-Élysées".utf8))
        #expect(!SpokenLexicon.mayReadHyphenated(bytes: "Dr.".utf8))
    }
}
