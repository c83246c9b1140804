import Foundation
import Localization
import Testing

@testable import LocalizationQA

/// Each wording defect fixed in the shipped locales, put back into a copy of its locale, is
/// reported by `guidance qa lint --strict` with its check's id.
@Suite struct WordingLintTests {
    func findings(_ directory: String, _ locale: String) throws -> [Finding] {
        try Linter().lint(directory: directory, locales: [locale], installedVoices: nil).findings
    }

    func copy(_ tag: String) throws -> String {
        try QAFixtures.dataCopy(["en-US", tag])
    }

    @Test func theShippedLocalesHaveNoneOfTheseDefects() throws {
        let ids: Set<String> = ["reading-example", "stop-wording", "spoken-time", "avoided-wording"]
        let report = try QAFixtures.repositoryLint.get()
        #expect(report.findings.filter { ids.contains($0.checkID) }.isEmpty, "\(report.findings)")
    }

    @Test func dReadAsARomanNumeralIsReported() throws {
        let directory = try copy("pt-PT")
        try QAFixtures.edit(
            directory, "locales/pt-PT.json",
            replacing:
                #"{"written": "D.", "spoken": "Dom", "position": "nameStart", "givenName": {"feminine": "Dona"}},"#,
            with: "")
        let found = try findings(directory, "pt-PT").filter { $0.checkID == "reading-example" }
        #expect(found.contains { $0.message.contains("\"Av. D. João II\"") })
        #expect(found.allSatisfy { $0.file == "locales/pt-PT.json" && $0.severity == .error })
    }

    @Test func aRegnalNumberReadAsLettersIsReported() throws {
        let directory = try copy("fr-FR")
        // Alexandre and Henri are no longer known as sovereigns' names.
        try QAFixtures.edit(directory, "locales/fr-FR.json", replacing: #""Louis", "Henri", "#, with: "")
        try QAFixtures.edit(
            directory, "locales/fr-FR.json", replacing: #""Napoléon", "Alexandre", "#, with: "")
        let found = try findings(directory, "fr-FR").filter { $0.checkID == "reading-example" }
        #expect(
            found.contains { $0.message.contains("\"Pont Alexandre III\" is said \"Pont Alexandre III\"") })
        // The hyphenated form French street names often take ("boulevard Henri-IV").
        #expect(
            found.contains { $0.message.contains("\"Boulevard Henri-IV\" is said \"Boulevard Henri-IV\"") })
    }

    @Test(arguments: [
        ("pt-BR", #"{"written": "Nª Sra.", "spoken": "Nossa Senhora"},"#, "Nª Sra."),
        (
            "pt-PT", #"{"written": "EN", "spoken": "Estrada Nacional", "position": "beforeNumber"},"#,
            "\"EN 10\""
        ),
        ("de-DE", #"{"written": "*str.", "spoken": "*straße"},"#, "\"Bahnhofstr.\""),
        ("de-DE", #"{"written": "Str.", "spoken": "Straße"},"#, "\"Karl-Marx-Str.\""),
        ("fr-FR", #"{"written": "*-Ier", "spoken": "*-premier"},"#, "\"Rue François-Ier\""),
    ])
    func anAbbreviationTheLexiconNoLongerExpandsIsReported(tag: String, entry: String, example: String) throws
    {
        let directory = try copy(tag)
        try QAFixtures.edit(directory, "locales/\(tag).json", replacing: entry, with: "")
        let found = try findings(directory, tag).filter { $0.checkID == "reading-example" }
        #expect(found.contains { $0.message.contains(example) }, "\(found)")
    }

    @Test func aClockTimeSpokenAsWrittenIsReported() throws {
        let directory = try copy("pt-BR")
        let path = directory + "/templates/pt-BR.mf2"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: "spokenTime = "))
        let end = try #require(text.range(of: "\n\n", range: start.upperBound..<text.endIndex))
        text.replaceSubrange(
            start.lowerBound..<end.lowerBound, with: "spokenTime = às {$hour :integer}h{$minute :integer}")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let found = try findings(directory, "pt-BR").filter { $0.checkID == "spoken-time" }
        #expect(found.count == 1)
        #expect(found.first?.key == "arrival.spokenTime")
        #expect(found.first?.message.contains("h") == true)
    }

    @Test func aLocaleWithoutSpokenTimesIsReported() throws {
        let directory = try copy("de-DE")
        let path = directory + "/templates/de-DE.mf2"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: "spokenTime = "))
        let end = try #require(text.range(of: "\n\n", range: start.upperBound..<text.endIndex))
        text.replaceSubrange(start.lowerBound..<end.lowerBound, with: "")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let found = try findings(directory, "de-DE")
        #expect(found.contains { $0.checkID == "spoken-time" && $0.key == "arrival.time" })
    }

    @Test(arguments: ["es-ES", "pt-BR", "en-US"])
    func aStopAnnouncedAsTheDestinationIsReported(tag: String) throws {
        let directory = try QAFixtures.dataCopy(tag == "en-US" ? ["en-US"] : ["en-US", tag])
        let path = directory + "/templates/\(tag).mf2"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        // Every variant for a stop worded as the destination's.
        for (stop, destination) in [
            ("su parada", "su destino"), ("sua parada", "seu destino"), ("à sua parada", "ao seu destino"),
            ("your stop", "your destination"),
        ] {
            text = text.replacingOccurrences(of: "{{" + stop, with: "{{" + destination)
            text = text.replacingOccurrences(of: "llegará a " + stop, with: "llegará a " + destination)
            text = text.replacingOccurrences(of: "chegará " + stop, with: "chegará " + destination)
            text = text.replacingOccurrences(of: "arrive at " + stop, with: "arrive at " + destination)
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let found = try findings(directory, tag).filter { $0.checkID == "stop-wording" }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.key == "instruction.destination")
    }

    @Test func aGermanScreenLineThatReadsAsAQuestionIsReported() throws {
        let directory = try copy("de-DE")
        try QAFixtures.edit(
            directory, "templates/de-DE.mf2",
            replacing: "* * left * {{Ihr Ziel befindet sich auf der linken Seite}}",
            with: "* * left * {{erreichen Sie Ihr Ziel auf der linken Seite}}")
        let found = try findings(directory, "de-DE").filter { $0.checkID == "avoided-wording" }
        #expect(
            found.contains { $0.key == "instruction.destination" && $0.message.contains("Erreichen Sie") })
    }

    @Test func aRedundantPortugueseRoundaboutExitIsReported() throws {
        let directory = try copy("pt-PT")
        try QAFixtures.edit(
            directory, "templates/pt-PT.mf2",
            replacing: "yes * yes * {{na rotunda, apanhe a {$roundaboutExit",
            with: "yes * yes * {{na rotunda, saia na {$roundaboutExit")
        let found = try findings(directory, "pt-PT").filter { $0.checkID == "avoided-wording" }
        #expect(
            found.contains { $0.key == "instruction.roundabout" && $0.message.contains("saia na 2.ª saída") })
        let line = try QAFixtures.line(of: "roundabout = ", in: directory, "templates/pt-PT.mf2")
        #expect(found.first?.line == line)
    }

    @Test func aCapitalisedFrenchStreetWordIsReported() throws {
        let directory = try copy("fr-FR")
        try QAFixtures.edit(
            directory, "locales/fr-FR.json", replacing: #""typeWordCase": "lower","#, with: "")
        let found = try findings(directory, "fr-FR")
        #expect(
            found.contains { $0.checkID == "reading-example" && $0.message.contains("sur l'Avenue Foch") })
        #expect(found.contains { $0.checkID == "avoided-wording" && $0.message.contains("la Rue") })
    }

    @Test func aCityArticleLowerCasedIsReported() throws {
        let directory = try copy("fr-FR")
        try QAFixtures.edit(directory, "locales/fr-FR.json", replacing: #""Le Havre", "Le Mans", "#, with: "")
        let found = try findings(directory, "fr-FR").filter { $0.checkID == "reading-example" }
        #expect(found.contains { $0.message.contains("\"vers le Havre\"") })
    }

    @Test func aPlaceThatLostItsArticleIsReported() throws {
        let directory = try copy("pt-PT")
        try QAFixtures.edit(
            directory, "locales/pt-PT.json", replacing: #""Porto", "Rio de Janeiro", "#,
            with: #""Rio de Janeiro", "#)
        let found = try findings(directory, "pt-PT").filter { $0.checkID == "reading-example" }
        #expect(found.contains { $0.message.contains("\"para Porto\", not \"para o Porto\"") })
    }

    @Test func anAvoidRuleThatIsNoRegularExpressionDoesNotLoad() throws {
        let directory = try copy("pt-PT")
        try QAFixtures.edit(
            directory, "locales/pt-PT.json", replacing: #""pattern": "\\bsaia"#,
            with: #""pattern": "(\\bsaia"#)
        let found = try findings(directory, "pt-PT").filter { $0.checkID == "locale-data" }
        #expect(found.contains { $0.message.contains("not a valid regular expression") })
    }
}
