import Foundation
import Localization
import LocalizationQA
import Speech
import Testing

/// The `spoken-form` check over locale copies with a spoken-lexicon entry taken out: each
/// written-only form must come back as a finding at its corpus name's line, and a locale as
/// shipped must pass. eSpeak NG reads the words, as `qa lint` does; a stand-in phonemizer
/// checks the letter-by-letter comparison where eSpeak NG is not installed.
struct SpokenFormCheckTests {
    static let espeakInstalled = (try? EspeakSynthesizer().voicesNow()) != nil

    /// The check's findings for `locale` of a data directory, read by `phonemizer`.
    func findings(_ directory: String, _ locale: String, _ phonemizer: any Phonemizer = EspeakPhonemizer())
        throws -> [Finding]
    {
        try Linter(checks: [SpokenFormCheck()]).lint(
            directory: directory, locales: [locale], installedVoices: nil, phonemizer: phonemizer
        ).findings
    }

    /// A copy of `tags` whose `locale` lacks the spoken entry written `entry`.
    func copyWithout(_ entry: String, in locale: String, tags: [String]) throws -> String {
        let directory = try QAFixtures.dataCopy(tags)
        try QAFixtures.edit(directory, "locales/\(locale).json", replacing: entry, with: "")
        return directory
    }

    @Test(.enabled(if: espeakInstalled)) func keptAbbreviationFullStopIsFound() throws {
        let directory = try copyWithout(
            "{\"written\": \"Jorn.\", \"spoken\": \"Jornalista\"},", in: "pt-BR", tags: ["en-US", "pt-BR"])
        let found = try findings(directory, "pt-BR")
        #expect(found.count == 1, "\(found.map(\.formatted))")
        let finding = try #require(found.first)
        #expect(finding.checkID == "spoken-form" && finding.severity == .warning)
        #expect(finding.message.hasPrefix("\"Jorn.\" keeps an abbreviation's full stop"))
        #expect(finding.message.contains("\"Av. Jorn. Roberto Marinho\" is said \""))
        let line = try QAFixtures.line(
            of: "\"Av. Jorn. Roberto Marinho\"", in: directory, "locales/pt-BR.json")
        #expect(finding.file == "locales/pt-BR.json" && finding.line == line)
    }

    @Test(.enabled(if: espeakInstalled)) func wordSpelledLetterByLetterIsFound() throws {
        let directory = try copyWithout(
            "{\"written\": \"Rte\", \"spoken\": \"Route\"},", in: "en-US", tags: ["en-US"])
        let found = try findings(directory, "en-US").map(\.message)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("\"Rte\" is read letter by letter") == true, "\(found)")
    }

    @Test(.enabled(if: espeakInstalled)) func ordinalMarkSaidApartIsFound() throws {
        let directory = try copyWithout(
            "{\"written\": \"1e\", \"spoken\": \"Eerste\"},", in: "nl-NL", tags: ["en-US", "nl-NL"])
        let found = try findings(directory, "nl-NL").map(\.message)
        #expect(found.count == 1, "\(found)")
        #expect(
            found.first?.hasPrefix("\"1e\" said as the number 1 and then \"e\" apart") == true, "\(found)")
    }

    @Test(.enabled(if: espeakInstalled)) func ordinalSaidAsCardinalIsFound() throws {
        let directory = try copyWithout(
            ",\n      {\"written\": \"17. Juni\", \"spoken\": \"siebzehnten Juni\"}", in: "de-DE",
            tags: ["en-US", "de-DE"])
        try QAFixtures.edit(
            directory, "locales/de-DE.json", replacing: "\"spoken\": \"Straße des siebzehnten Juni\"",
            with: "\"spoken\": \"Straße des 17. Juni\"")
        let found = try findings(directory, "de-DE").map(\.message)
        #expect(found.contains { $0.hasPrefix("\"17.\" said as the cardinal 17") }, "\(found)")
    }

    @Test(.enabled(if: espeakInstalled)) func colonInsideAWordIsFound() throws {
        let directory = try copyWithout(
            "{\"written\": \"S:t\", \"spoken\": \"Sankt\"},", in: "sv-SE", tags: ["en-US", "sv-SE"])
        let found = try findings(directory, "sv-SE").map(\.message)
        #expect(found.contains { $0.hasPrefix("\"S:t\" a colon inside a word") }, "\(found)")
    }

    @Test(.enabled(if: espeakInstalled)) func shippedCorporaAreSaidInFull() throws {
        let report = try QAFixtures.repositoryLint.get()
        let found = report.findings.filter { $0.checkID == "spoken-form" }
        #expect(found.isEmpty, "\(found.map(\.formatted).joined(separator: "\n"))")
    }

    @Test func everyShippedLocaleHasANameCorpus() throws {
        for tag in try Linter.tags(in: QAFixtures.repositoryData) where !Linter.isPseudo(tag) {
            let text = try String(
                contentsOfFile: "\(QAFixtures.repositoryData)/locales/\(tag).json", encoding: .utf8)
            let facts = try LocaleFacts.decode(text, file: "locales/\(tag).json")
            #expect(facts.spokenFormReview.nameCorpus.count >= 20, "\(tag)")
        }
    }

    /// Without eSpeak NG: a stand-in voice that spells "Xyz" and reads every other word whole.
    @Test func stubVoiceSpellingIsFoundAndDeclaredSpellingsPass() throws {
        /// Letters alone are said as "<letter>", "Xyz" as its three letters, other text backwards
        /// (a reading that is neither its letters nor its digits and ending).
        struct Spelling: Phonemizer {
            func phonemes(_ text: String, voice: String) -> String? {
                if text == "Xyz" { return "<X> <y> <z>" }
                return text.count == 1 ? "<\(text)>" : String(text.reversed())
            }
        }
        let directory = try QAFixtures.dataCopy(["en-US"])
        try QAFixtures.edit(
            directory, "locales/en-US.json", replacing: "\"nameCorpus\": [",
            with: "\"nameCorpus\": [\"Xyz Main St\", ")
        let found = try findings(directory, "en-US", Spelling()).map(\.message)
        #expect(
            found.count == 1 && found.first?.hasPrefix("\"Xyz\" is read letter by letter") == true, "\(found)"
        )
        try QAFixtures.edit(
            directory, "locales/en-US.json", replacing: "\"nameCorpus\": [",
            with: "\"spelledTokens\": [\"Xyz\"], \"nameCorpus\": [")
        #expect(try findings(directory, "en-US", Spelling()).isEmpty)
    }

    @Test func paddedCorpusNameIsALocaleDataError() throws {
        let directory = try QAFixtures.dataCopy(["en-US"])
        try QAFixtures.edit(
            directory, "locales/en-US.json", replacing: "\"nameCorpus\": [",
            with: "\"nameCorpus\": [\" Main St\", ")
        let found = try Linter().lint(directory: directory, locales: ["en-US"], installedVoices: nil).findings
        #expect(
            found.contains { $0.checkID == "locale-data" && $0.message.contains("nameCorpus") },
            "\(found.map(\.formatted))")
    }
}
