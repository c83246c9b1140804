import Foundation
import Localization
import LocalizationQA
import MessageFormat
import Testing

/// `wrong-language` and `copied-locale` (docs/qa.md): a file in another locale's language, or a
/// locale whose messages are another's word for word, fails `qa lint --strict`; the shipped
/// locales pass.
@Suite struct LanguageCheckTests {
    /// The locales whose word profiles the check was calibrated on (scripts without spaces and
    /// the later Latin-script locales are told apart by other means).
    static let shipped = [
        "en-US", "en-GB", "pt-BR", "pt-PT", "es-ES", "fr-FR", "de-DE", "pl-PL", "ru-RU", "uk-UA", "tr-TR",
    ]

    func lint(_ directory: String, _ locales: [String]? = nil) throws -> [Finding] {
        try Linter().lint(directory: directory, locales: locales, installedVoices: nil).findings
    }

    func copy(_ from: String, as tag: String, into directory: String) throws {
        let target = "\(directory)/templates/\(tag).mf2"
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(
            atPath: "\(QAFixtures.repository)/templates/\(from).mf2", toPath: target)
    }

    /// Facts for a locale the repository does not ship: es-ES's grammar under another tag and
    /// voice (the facts are right for the tag; only the templates file is wrong).
    func facts(_ tag: String, voice: String, into directory: String) throws {
        let text = try String(contentsOfFile: "\(QAFixtures.repository)/locales/es-ES.json", encoding: .utf8)
        let retagged =
            text
            .replacingOccurrences(of: #""locale": "es-ES""#, with: #""locale": "\#(tag)""#)
            .replacingOccurrences(of: #""voice": "es""#, with: #""voice": "\#(voice)""#)
            .replacingOccurrences(of: #""serves": ["es", "es-EA", "es-IC"]"#, with: #""serves": []"#)
        try retagged.write(toFile: "\(directory)/locales/\(tag).json", atomically: true, encoding: .utf8)
    }

    @Test func theShippedLocalesPass() throws {
        let findings = try QAFixtures.repositoryLint.get().findings.filter {
            $0.checkID == "wrong-language" || $0.checkID == "copied-locale"
        }
        #expect(findings.isEmpty, "\(findings.map(\.formatted))")
    }

    @Test func aSpanishFileSavedAsItalianIsFound() throws {
        let directory = try QAFixtures.dataCopy(Self.shipped)
        try copy("es-ES", as: "it-IT", into: directory)
        try facts("it-IT", voice: "it", into: directory)
        let findings = try lint(directory, ["it-IT"])
        let wrong = findings.filter { $0.checkID == "wrong-language" }
        #expect(wrong.count == 1)
        #expect(wrong.first?.severity == .error)
        #expect(wrong.first?.file == "templates/it-IT.mf2")
        #expect(wrong.first?.message.contains("read as es, not it") == true, "\(wrong.map(\.message))")
        #expect(wrong.first?.message.contains("es-ES") == true)
        let report = try Linter().lint(directory: directory, locales: ["it-IT"], installedVoices: nil)
        #expect(report.errorCount > 0)
    }

    @Test func aSpanishFileSavedAsFrenchIsFoundWithFrenchFacts() throws {
        let directory = try QAFixtures.dataCopy(Self.shipped)
        try copy("es-ES", as: "fr-FR", into: directory)
        let findings = try lint(directory, ["fr-FR"])
        #expect(
            findings.contains { $0.checkID == "wrong-language" && $0.message.contains("read as es, not fr") })
        #expect(findings.contains { $0.checkID == "copied-locale" && $0.message.contains("es-ES") })
    }

    /// No locale of the directory speaks Spanish: the French facts alone tell that the text is
    /// not French.
    @Test func aFileInALanguageNoOtherLocaleSpeaksIsFoundByItsOwnFacts() throws {
        let directory = try QAFixtures.dataCopy(["en-US", "fr-FR"])
        try copy("es-ES", as: "fr-FR", into: directory)
        let findings = try lint(directory, ["fr-FR"]).filter { $0.checkID == "wrong-language" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("not in fr") == true, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("locales/fr-FR.json") == true)
    }

    /// Every shipped locale says its own facts' words often, well above the threshold.
    @Test(arguments: shipped)
    func shippedMessagesSayTheirOwnFactsWords(tag: String) throws {
        let facts = try LocaleCatalog(directory: QAFixtures.repositoryData).facts(tag)
        // A locale whose case is a suffix is judged only against the other locales.
        guard facts.roads.inflection.suffixes == nil else { return }
        let share = try LanguageProfileFixture.profile(tag).tokenShare(in: LanguageProfile.factsWords(facts))
        #expect(share >= WrongLanguageCheck.ownWordsThreshold * 1.5, "\(tag): \(share)")
        let spanish = try LanguageProfileFixture.profile(tag == "es-ES" ? "fr-FR" : "es-ES")
        #expect(
            spanish.tokenShare(in: LanguageProfile.factsWords(facts)) < WrongLanguageCheck.ownWordsThreshold)
    }

    @Test func aLocaleCopiedFromAnotherOfItsLanguageIsFound() throws {
        let directory = try QAFixtures.dataCopy(Self.shipped)
        try copy("pt-BR", as: "pt-PT", into: directory)
        let findings = try lint(directory, ["pt-PT"])
        let copied = findings.filter { $0.checkID == "copied-locale" }
        #expect(copied.count == 1)
        #expect(copied.first?.message.contains("pt-BR") == true)
        #expect(!findings.contains { $0.checkID == "wrong-language" }, "same language, right language")
    }

    @Test func theSourceIsNeverTheCopy() throws {
        let directory = try QAFixtures.dataCopy(["en-US", "en-GB"])
        try copy("en-US", as: "en-GB", into: directory)
        let findings = try lint(directory)
        #expect(findings.contains { $0.checkID == "copied-locale" && $0.locale == "en-GB" })
        #expect(!findings.contains { $0.checkID == "copied-locale" && $0.locale == "en-US" })
    }

    @Test func aFewSharedWordsAreNoDefect() throws {
        let portuguese = try LanguageProfileFixture.profile("pt-BR")
        let spanish = try LanguageProfileFixture.profile("es-ES")
        let share = portuguese.sharedWords(with: spanish)
        #expect(share > 0.1 && share < WrongLanguageCheck.threshold)
        let (identical, compared) = portuguese.identicalMessages(
            with: try LanguageProfileFixture.profile("pt-PT"))
        #expect(compared >= CopiedLocaleCheck.minimumMessages)
        #expect(Double(identical) < CopiedLocaleCheck.threshold * Double(compared))
    }
}

/// Profiles of the shipped templates.
enum LanguageProfileFixture {
    static func profile(_ tag: String) throws -> LanguageProfile {
        let text = try String(
            contentsOfFile: "\(QAFixtures.repository)/templates/\(tag).mf2", encoding: .utf8)
        var errors: [MessageResourceError] = []
        let resource = MessageResource.parse(text, file: "templates/\(tag).mf2", errors: &errors)
        return LanguageProfile(tag: tag, resource: resource)
    }
}
