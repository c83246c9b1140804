import Foundation
import LocalizationQA
import Speech
import Testing

/// One deliberately broken copy of pt-BR (or en-US) per check: each must be found, with its id
/// and the line (and column, where it is exact) of the defect.
struct LintCheckTests {
    /// Lints pt-BR (or `locale`) of a data directory without the voice check.
    func lint(_ directory: String, _ locale: String = "pt-BR", voices: [VoiceInfo]? = nil) throws -> [Finding]
    {
        try Linter().lint(directory: directory, locales: [locale], installedVoices: voices).findings
    }

    func expectFinding(
        _ findings: [Finding], _ id: String, line: Int, column: Int? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let matching = findings.filter {
            $0.checkID == id && $0.line == line && (column == nil || $0.column == column)
        }
        #expect(
            !matching.isEmpty, "no \(id) at line \(line): \(findings.map(\.formatted))",
            sourceLocation: sourceLocation)
    }

    @Test func unbrokenCopyIsClean() throws {
        let directory = try QAFixtures.dataCopy()
        let findings = try lint(directory)
        #expect(findings.isEmpty, "\(findings.map(\.formatted))")
    }

    @Test func syntaxErrorIsLocated() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "rerouting = Recalculando a rota.",
            with: "rerouting = Recalculando {a rota.")
        let line = try QAFixtures.line(
            of: "rerouting = Recalculando {a", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "syntax", line: line)
    }

    @Test func unknownFunctionIsASyntaxError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "{{siga {$road :road prep=por}}}",
            with: "{{siga {$road :raod prep=por}}}")
        let line = try QAFixtures.line(of: ":raod", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "syntax", line: line, column: 14)
    }

    @Test func missingCatchAllPointsAtTheMatch() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "  * {{Siga em frente por {$distance :distance}.}}",
            with: "  no {{Siga em frente por {$distance :distance}.}}")
        let line = try QAFixtures.line(
            of: "continue = .input {$hasRoad", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "missing-catch-all", line: line + 1, column: 3)
    }

    @Test func missingMessageIsNamed() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "rerouting = Recalculando a rota.\n", with: "")
        let findings = try lint(directory).filter { $0.checkID == "missing-message" }
        #expect(findings.map(\.key) == ["alert.rerouting"])
        #expect(findings.first?.severity == .error)
    }

    @Test func missingOptionalMessageIsAWarning() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.append(
            directory, "templates/en-US.mf2", "\n[extra]\n@param name who\ngreeting = Hello {$name}.\n")
        let findings = try lint(directory).filter { $0.checkID == "missing-optional" }
        #expect(findings.map(\.key) == ["extra.greeting"])
        #expect(findings.first?.severity == .warning)
    }

    @Test func obsoleteMessageIsAWarning() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.append(directory, "templates/pt-BR.mf2", "\n[extra]\nold = Velho.\n")
        let line = try QAFixtures.line(of: "old = Velho.", in: directory, "templates/pt-BR.mf2")
        let findings = try lint(directory)
        expectFinding(findings, "obsolete-message", line: line, column: 1)
        #expect(findings.first { $0.checkID == "obsolete-message" }?.severity == .warning)
    }

    @Test func unknownVariableIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "  * * {{Você chegou à sua parada.}}",
            with: "  * * {{Você chegou à sua parada {$stop}.}}")
        let line = try QAFixtures.line(of: "parada {$stop}", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "unknown-variable", line: line, column: 34)
    }

    @Test func variantThatDropsAVariableIsFound() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2",
            replacing: "  yes * {{Você chegou à sua parada, {$place :road}.}}",
            with: "  yes * {{Você chegou à sua parada.}}")
        let line = try QAFixtures.line(
            of: "  yes * {{Você chegou à sua parada.}}", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "unused-variable", line: line, column: 9)
    }

    @Test func documentedButUnusedParamIsFound() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "@param delay how heavy",
            with: "@param gap not a variable\n@param delay how heavy")
        let line = try QAFixtures.line(of: "@param gap", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "unused-variable", line: line, column: 1)
    }

    @Test func missingPluralCategoryIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "one {{{$number} metro}}",
            with: "other {{{$number} metro}}")
        let line = try QAFixtures.line(
            of: "meter = .input {$count :number}", in: directory, "templates/pt-BR.mf2")
        let findings = try lint(directory)
        expectFinding(findings, "missing-plural", line: line + 1, column: 3)
        #expect(findings.contains { $0.checkID == "missing-plural" && $0.message.contains("one") })
    }

    @Test func pluralCategoryTheLocaleNeverUsesIsAWarning() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "  one {{{$number} metro}}\n",
            with: "  one {{{$number} metro}}\n  few {{{$number} metros}}\n")
        let line = try QAFixtures.line(of: "few {{{$number} metros}}", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "unused-plural", line: line, column: 7)
    }

    @Test func unbalancedMarkupIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "rerouting = Recalculando a rota.",
            with: "rerouting = {#emphasis}Recalculando a rota.")
        let line = try QAFixtures.line(of: "rerouting = {#emphasis}", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "markup", line: line, column: 13)
    }

    @Test func markupWithoutSSMLMappingIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "rerouting = Recalculando a rota.",
            with: "rerouting = {#blink}Recalculando{/blink} {#emphasis}a rota{/emphasis}.")
        let line = try QAFixtures.line(of: "rerouting = {#blink}", in: directory, "templates/pt-BR.mf2")
        let findings = try lint(directory).filter { $0.checkID == "markup" }
        #expect(findings.count == 2, "\(findings.map(\.formatted))")
        expectFinding(findings, "markup", line: line, column: 13)
        #expect(findings.allSatisfy { $0.message.contains("blink") })
    }

    @Test func doubledWhitespaceIsLocated() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "rerouting = Recalculando a rota.",
            with: "rerouting = Recalculando  a rota. ")
        let line = try QAFixtures.line(of: "Recalculando  a rota", in: directory, "templates/pt-BR.mf2")
        let findings = try lint(directory).filter { $0.checkID == "whitespace" }
        expectFinding(findings, "whitespace", line: line, column: 25)
        #expect(findings.contains { $0.message.contains("ends with whitespace") })
    }

    @Test func untranslatedVariantAndEnglishWordsAreFound() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "  * * {{Você chegou à sua parada.}}",
            with: "  * * {{You have reached your stop.}}")
        let line = try QAFixtures.line(of: "You have reached", in: directory, "templates/pt-BR.mf2")
        let findings = try lint(directory)
        expectFinding(findings, "untranslated", line: line, column: 9)
        expectFinding(findings, "source-words", line: line, column: 18)
    }

    @Test func englishWordInATranslationIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "rerouting = Recalculando a rota.",
            with: "rerouting = Recalculando a rota, then.")
        let line = try QAFixtures.line(of: "rota, then.", in: directory, "templates/pt-BR.mf2")
        let findings = try lint(directory)
        expectFinding(findings, "source-words", line: line, column: 34)
        #expect(findings.first { $0.checkID == "source-words" }?.severity == .error)
    }

    @Test func sameLanguageLocaleMayKeepSourceWords() throws {
        let directory = try QAFixtures.dataCopy(["en-US", "pt-BR"])
        try FileManager.default.copyItem(
            atPath: directory + "/templates/en-US.mf2", toPath: directory + "/templates/en-AU.mf2")
        let facts = try String(contentsOfFile: directory + "/locales/en-US.json", encoding: .utf8)
            .replacingOccurrences(of: "\"locale\": \"en-US\"", with: "\"locale\": \"en-AU\"")
            .replacingOccurrences(of: "\"serves\": [\"en\"]", with: "\"serves\": []")
        try facts.write(toFile: directory + "/locales/en-AU.json", atomically: true, encoding: .utf8)
        let findings = try lint(directory, "en-AU")
        #expect(!findings.contains { $0.checkID == "source-words" || $0.checkID == "untranslated" })
    }

    @Test func literalArticleBeforeARoadIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "{{siga {$road :road prep=por}}}",
            with: "{{siga pela {$road :road}}}")
        let line = try QAFixtures.line(
            of: "{{siga pela {$road :road}}}", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "literal-article", line: line, column: 14)
    }

    @Test func literalUnitAfterADistanceIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "por {$distance :distance}.}}",
            with: "por {$distance :distance} metros.}}")
        let line = try QAFixtures.line(of: ":distance} metros.", in: directory, "templates/pt-BR.mf2")
        let findings = try lint(directory).filter { $0.checkID == "literal-unit" }
        #expect(findings.count == 1)
        #expect(findings.first?.line == line)
    }

    @Test func literalOrdinalSuffixIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2",
            replacing: "pegue a {$roundaboutExit :ordinal gender=feminine} saída}}",
            with: "pegue a {$roundaboutExit}ª saída}}")
        let line = try QAFixtures.line(of: "{$roundaboutExit}ª saída}}", in: directory, "templates/pt-BR.mf2")
        let findings = try lint(directory).filter { $0.checkID == "literal-ordinal" }
        #expect(findings.map(\.line) == [line])
    }

    @Test func overlongVariantIsAWarning() throws {
        let directory = try QAFixtures.dataCopy()
        let long = String(repeating: "Trânsito intenso à frente. ", count: 8)
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2",
            replacing: "heavy {{Trânsito intenso à frente. Prepare-se para um atraso considerável.}}",
            with: "heavy {{\(long)}}")
        let line = try QAFixtures.line(of: "heavy {{Trânsito", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "length-ratio", line: line, column: 11)
    }

    @Test func missingFullStopIsAWarning() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "rerouting = Recalculando a rota.",
            with: "rerouting = Recalculando a rota")
        let line = try QAFixtures.line(
            of: "rerouting = Recalculando a rota", in: directory, "templates/pt-BR.mf2")
        expectFinding(try lint(directory), "punctuation", line: line, column: 13)
    }

    @Test func undocumentedSourceVariableIsAWarning() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/en-US.mf2",
            replacing: "@param delay how heavy the delay on the route is: heavy or medium\n", with: "")
        let line = try QAFixtures.line(
            of: "traffic = .input {$delay :string}", in: directory, "templates/en-US.mf2")
        expectFinding(try lint(directory, "en-US"), "missing-param-doc", line: line, column: 18)
    }

    @Test func brokenFactsAreLocated() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "locales/pt-BR.json",
            replacing:
                "{\"word\": \"Largo\", \"abbreviations\": [\"Lgo.\", \"Lg.\"], \"gender\": \"masculine\"}",
            with: "{\"word\": \"Largo\", \"abbreviations\": [\"Lgo.\", \"Lg.\"], \"gender\": \"masculin\"}")
        let line = try QAFixtures.line(of: "\"masculin\"", in: directory, "locales/pt-BR.json")
        let findings = try lint(directory)
        expectFinding(findings, "locale-data", line: line)
        #expect(findings.first { $0.checkID == "locale-data" }?.file == "locales/pt-BR.json")
    }

    @Test func uninstalledVoiceIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        let voices = [
            VoiceInfo(
                name: "pt-BR", displayName: "Portuguese (Brazil)", languages: ["pt-br"],
                identifier: "roa/pt-BR", gender: .unspecified)
        ]
        #expect(try lint(directory, voices: voices).isEmpty)
        try QAFixtures.edit(
            directory, "locales/pt-BR.json", replacing: "\"voice\": \"pt-br\"",
            with: "\"voice\": \"pt-xx-none\"")
        let line = try QAFixtures.line(of: "\"voice\"", in: directory, "locales/pt-BR.json")
        expectFinding(try lint(directory, voices: voices), "unknown-voice", line: line)
    }

    @Test func roadTypeWithoutGenderIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "locales/pt-BR.json",
            replacing:
                "{\"word\": \"Largo\", \"abbreviations\": [\"Lgo.\", \"Lg.\"], \"gender\": \"masculine\"}",
            with:
                "{\"word\": \"Largo\", \"abbreviations\": [\"Lgo.\", \"Lg.\"], \"gender\": \"neuter\", \"article\": false}"
        )
        let line = try QAFixtures.line(of: "\"Largo\"", in: directory, "locales/pt-BR.json")
        expectFinding(try lint(directory), "road-gender", line: line)
    }

    @Test func lexiconLoopIsAnError() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "locales/pt-BR.json", replacing: "{\"written\": \"Dr.\", \"spoken\": \"Doutor\"},",
            with:
                "{\"written\": \"Dr.\", \"spoken\": \"Doutor\"},\n      {\"written\": \"Doutor\", \"spoken\": \"Dr.\"},"
        )
        let line = try QAFixtures.line(of: "{\"written\": \"Dr.\"", in: directory, "locales/pt-BR.json")
        let findings = try lint(directory).filter { $0.checkID == "lexicon-loop" }
        #expect(findings.count == 2, "\(findings.map(\.formatted))")
        expectFinding(findings, "lexicon-loop", line: line)
    }

    @Test func allowPropertySilencesOneCheck() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "rerouting = Recalculando a rota.",
            with: "@allow punctuation\nrerouting = Recalculando a rota")
        #expect(try lint(directory).isEmpty)
    }

    @Test func warningsFailOnlyInStrictMode() throws {
        let directory = try QAFixtures.dataCopy()
        try QAFixtures.edit(
            directory, "templates/pt-BR.mf2", replacing: "rerouting = Recalculando a rota.",
            with: "rerouting = Recalculando a rota")
        let report = try Linter().lint(directory: directory, locales: ["pt-BR"], installedVoices: nil)
        #expect(report.errorCount == 0)
        #expect(report.warningCount == 1)
        #expect(!report.fails(strict: false))
        #expect(report.fails(strict: true))
    }

    @Test func everyLocaleIsLintedByDefaultAndUnknownOnesAreRejected() throws {
        let directory = try QAFixtures.dataCopy()
        let report = try Linter().lint(directory: directory, installedVoices: nil)
        #expect(report.locales == ["en-US", "pt-BR", "pt-PT"])
        let spelled = try Linter().lint(
            directory: directory, locales: ["pt_br", "PT-BR"], installedVoices: nil)
        #expect(spelled.locales == ["pt-BR"])
        #expect(throws: LintError.self) {
            try Linter().lint(directory: directory, locales: ["xx-YY"], installedVoices: nil)
        }
    }

    @Test func jsonOutputCarriesEveryField() throws {
        let finding = Finding(
            checkID: "markup", severity: .error, locale: "pt-BR", file: "templates/pt-BR.mf2", line: 3,
            column: 9,
            key: "a.b", message: "say \"x\"")
        let json = LintReport(locales: ["pt-BR"], findings: [finding]).json()
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let first = (object?["findings"] as? [[String: Any]])?.first
        #expect(first?["check"] as? String == "markup")
        #expect(first?["line"] as? Int == 3)
        #expect(first?["message"] as? String == "say \"x\"")
        #expect(finding.formatted == "templates/pt-BR.mf2:3:9: error [markup] message a.b: say \"x\"")
    }
}
