import Foundation
import Testing

@testable import Localization

/// The facts for other scripts and directions: prepositions written onto the name
/// (`joinInitials`), readings of words a voice cannot read (`spoken.readings`), the separator of
/// signposted lists (`listSeparator`) and the isolation of left-to-right names in right-to-left
/// display text.
@Suite struct ScriptFactsTests {
    static func hebrew() throws -> LocaleFacts {
        try TestData.facts("he-IL")
    }

    @Test func aJoinedFormAttachesToALetterOfTheScriptAndKeepsItsHyphenBeforeAnythingElse() throws {
        let facts = try Self.hebrew()
        func display(_ name: String, _ prep: String) throws -> String {
            try facts.roads.phrase(name, preposition: prep, lexicon: facts.spoken).displayText
        }
        #expect(try display("רחוב הרצל", "le") == "לרחוב הרצל")
        #expect(try display("דרך בגין", "be") == "בדרך בגין")
        #expect(try display("6", "le") == "ל-6")
        #expect(try display("A1", "me") == "מ-\u{2068}A1\u{2069}")
        #expect(try display("כיכר המדינה", "toward") == "לכיוון כיכר המדינה")
        let abbreviated = try facts.roads.phrase("רח׳ הרצל", preposition: "le", lexicon: facts.spoken)
        #expect(abbreviated.spokenText == "לרחוב הרצל")
        #expect(abbreviated.ssml == "<sub alias=\"לרחוב\">לרח׳</sub> הרצל")
    }

    @Test func joinInitialsWithoutAJoinedFormAreAnError() throws {
        let text = try String(contentsOfFile: "\(TestData.directory)/locales/he-IL.json", encoding: .utf8)
            .replacingOccurrences(of: #""ל-""#, with: #""אל""#)
            .replacingOccurrences(of: #""ב-""#, with: #""ב""#)
            .replacingOccurrences(of: #""מ-""#, with: #""מן""#)
        #expect {
            _ = try LocaleFacts.decode(text, file: "locales/he-IL.json", expectedTag: "he-IL")
        } throws: { error in
            "\(error)".contains("joinInitials") && "\(error)".contains("ends with")
        }
    }

    @Test func readingsReplaceTheLongestWrittenFormAnywhere() {
        let readings = SpokenReadings([("右", "みぎ"), ("右折", "うせつ"), ("先", "さき")])
        let read = readings.apply(to: "500m先、右折して右へ")
        #expect(read.displayText == "500m先、右折して右へ")
        #expect(read.spokenText == "500mさき、うせつしてみぎへ")
        #expect(
            read.ssml
                == "500m<sub alias=\"さき\">先</sub>、<sub alias=\"うせつ\">右折</sub>して<sub alias=\"みぎ\">右</sub>へ")
        #expect(SpokenReadings().apply(to: "右折").spokenText == "右折")
    }

    @Test func japaneseFactsReadTheirTemplatesWords() throws {
        let facts = try TestData.facts("ja-JP")
        #expect(facts.spoken.readings.readings["右折"] == "うせつ")
        #expect(facts.listSeparator == "、")
        #expect(try TestData.facts("en-US").listSeparator == ", ")
    }

    @Test func emptyReadingsAndSeparatorsAreErrors() throws {
        let text = try String(contentsOfFile: "\(TestData.directory)/locales/ja-JP.json", encoding: .utf8)
        let noWritten = text.replacingOccurrences(of: #"{"written": "右折""#, with: #"{"written": """#)
        #expect(throws: LocalizationError.self) {
            _ = try LocaleFacts.decode(noWritten, file: "locales/ja-JP.json", expectedTag: "ja-JP")
        }
        let noSeparator = text.replacingOccurrences(
            of: #""listSeparator": "、""#, with: #""listSeparator": """#)
        #expect(throws: LocalizationError.self) {
            _ = try LocaleFacts.decode(noSeparator, file: "locales/ja-JP.json", expectedTag: "ja-JP")
        }
    }

    @Test func rightToLeftLocalesIsolateOnlyLeftToRightNames() throws {
        let arabic = try TestData.facts("ar")
        #expect(arabic.textDirection == .rtl)
        let latin = try arabic.roads.phrase("King Fahd Rd.", preposition: "ila", lexicon: arabic.spoken)
        #expect(latin.displayText == "إلى \u{2068}King Fahd Rd.\u{2069}")
        #expect(latin.spokenText == "إلى King Fahd Rd.")
        #expect(!latin.ssml.contains("\u{2068}"))
        let signs = try arabic.roads.phrase(
            "E11، دبي، Abu Dhabi", preposition: "toward", lexicon: arabic.spoken)
        #expect(signs.displayText == "باتجاه \u{2068}E11\u{2069}، دبي، \u{2068}Abu Dhabi\u{2069}")
        let native = try arabic.roads.phrase("شارع الملك فهد", preposition: "ila", lexicon: arabic.spoken)
        #expect(native.displayText == "إلى شارع الملك فهد")
        let portuguese = try TestData.facts("pt-BR")
        #expect(portuguese.textDirection == .ltr)
        let phrase = try portuguese.roads.phrase("A1", preposition: "em", lexicon: portuguese.spoken)
        #expect(!phrase.displayText.contains("\u{2068}"))
        #expect(RoadPhrase.hasLeftToRightLetter("12A"))
        #expect(!RoadPhrase.hasLeftToRightLetter("שדרות 12"))
    }

    /// A name of one item without blanks at its ends is isolated on its scalars; the result is
    /// the walk by characters' for every name of the corpus and for lists, blanks and marks made
    /// around them.
    @Test(arguments: ["ar", "he-IL"])
    func isolationOnScalarsAgreesWithTheWalkByCharacters(tag: String) {
        var names = NameCorpus.strings(tag)
        for name in names.prefix(400) {
            names += [
                " \(name)", "\(name)\u{3000}", "\(name)\t", "\(name), Abu Dhabi", "\(name)، دبي",
                "\(name) / A1",
                "\(name)、x", ",\(name)", "\u{301}\(name)", "\(name)\u{301}", "\(name),\u{301}x",
                "\u{00A0}\(name)",
            ]
        }
        names += ["", " ", ",", "\u{2068}A1\u{2069}", "A1 ,", "دبي", "Dubai"]
        for name in names {
            #expect(
                RoadPhrase.isolatingLeftToRightItems(name)
                    == RoadPhrase.isolatingLeftToRightItemsByCharacters(name),
                "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
